"""Actions: what the player can do, in the protocol's shape.

Actions are frozen and interned: ``Action.make`` returns the same object for the
same fields, so ``legal_actions`` never builds new objects in a hot loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SLOT_COUNT, SUIT_LETTERS, parse_card, parse_character
from .errors import MALFORMED, IllegalAction

ACTION_TYPES = (
    "choose_fief",
    "stop_game",
    "substitute",
    "unsubstitute",
    "back",
    "begin_visit",
    "activate",
    "reveal",
    "play",
    "pick",
)

PICK_FIELDS = ("card", "suit", "fief", "slot", "option")
PICK_OPTIONS = ("stop", "continue", "skip")


@dataclass(frozen=True, slots=True)
class Action:
    """One action; fields not used by its type are None. Cards use notation (``"5L"``)."""

    type: str
    card: str | None = None
    fief: int | None = None
    slot: int | None = None
    suit: str | None = None
    option: str | None = None
    friend: str | None = None

    @staticmethod
    def make(type: str, **fields: object) -> Action:
        """The interned action with these fields."""
        key = (type, *(fields.get(n) for n in _FIELD_NAMES))
        action = _INTERNED.get(key)
        if action is None:
            action = Action(type, **fields)  # type: ignore[arg-type]  # fields checked by the parser or the rules
            _INTERNED[key] = action
        return action

    def to_json(self) -> dict:
        """The protocol's JSON object for this action."""
        out: dict[str, object] = {"type": self.type}
        for name in _FIELD_NAMES:
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out

    @staticmethod
    def from_json(obj: object) -> Action:
        """Parse a protocol action; raises ``IllegalAction(MALFORMED)`` on bad input."""
        if not isinstance(obj, dict):
            raise IllegalAction(MALFORMED, "action_not_object")
        kind = obj.get("type")
        if kind not in ACTION_TYPES:
            raise IllegalAction(MALFORMED, "unknown_action", type=str(kind))
        allowed = _ALLOWED_FIELDS[kind]
        extra = sorted(k for k in obj if k != "type" and k not in allowed)
        if extra:
            raise IllegalAction(MALFORMED, "unexpected_field", field=extra[0], type=kind)
        fields: dict[str, object] = {}
        for name in allowed:
            if name in obj:
                fields[name] = _parse_field(name, obj[name])
        if kind == "pick":
            if len(fields) != 1:
                raise IllegalAction(MALFORMED, "pick_needs_one_field")
        else:
            missing = [n for n in allowed if n not in fields]
            if missing:
                raise IllegalAction(MALFORMED, "missing_field", field=missing[0], type=kind)
        return Action.make(kind, **fields)


_FIELD_NAMES = ("card", "fief", "slot", "suit", "option", "friend")
_INTERNED: dict[tuple, Action] = {}
_ALLOWED_FIELDS: dict[str, tuple[str, ...]] = {
    "choose_fief": ("fief",),
    "stop_game": (),
    "substitute": ("friend", "slot"),
    "unsubstitute": ("slot",),
    "back": (),
    "begin_visit": (),
    "activate": ("slot",),
    "reveal": (),
    "play": ("card",),
    "pick": PICK_FIELDS,
}


def _parse_field(name: str, value: object) -> object:
    if name == "card":
        card = parse_card(value)
        if card is None or not isinstance(value, str):
            raise IllegalAction(MALFORMED, "bad_card", value=str(value))
        return value.upper()
    if name in ("fief", "slot"):
        limit = 8 if name == "fief" else SLOT_COUNT
        if type(value) is not int or not 0 <= value < limit:
            raise IllegalAction(MALFORMED, "bad_number", field=name, value=str(value), limit=limit - 1)
        return value
    if name == "suit":
        if not isinstance(value, str) or value.upper() not in SUIT_LETTERS or len(value) != 1:
            raise IllegalAction(MALFORMED, "bad_suit", value=str(value))
        return value.upper()
    if name == "option":
        if value not in PICK_OPTIONS:
            raise IllegalAction(MALFORMED, "bad_option", value=str(value))
        return value
    # friend
    code = parse_character(value)
    if code is None:
        raise IllegalAction(MALFORMED, "bad_character", value=str(value))
    return code


# Shorthand constructors used by the rules, tests and UI.
def choose_fief(fief: int) -> Action:
    return Action.make("choose_fief", fief=fief)


def substitute(friend: str, slot: int) -> Action:
    return Action.make("substitute", friend=friend, slot=slot)


def unsubstitute(slot: int) -> Action:
    return Action.make("unsubstitute", slot=slot)


def activate(slot: int) -> Action:
    return Action.make("activate", slot=slot)


def play(card: str) -> Action:
    return Action.make("play", card=card)


def pick_card(card: str) -> Action:
    return Action.make("pick", card=card)


def pick_suit(suit: str) -> Action:
    return Action.make("pick", suit=suit)


def pick_fief(fief: int) -> Action:
    return Action.make("pick", fief=fief)


def pick_slot(slot: int) -> Action:
    return Action.make("pick", slot=slot)


def pick_option(option: str) -> Action:
    return Action.make("pick", option=option)


STOP_GAME = Action.make("stop_game")
BACK = Action.make("back")
BEGIN_VISIT = Action.make("begin_visit")
REVEAL = Action.make("reveal")
