"""Actions: what the player can do, one class per kind, in the protocol's shape.

Each class names its protocol ``type`` once; ``Action`` is their union, like the
events, so code that must handle every kind says so with ``match`` and
``typing.assert_never`` and mypy checks that none is forgotten. Cards are the core's
ints (``cards.py``), as in the state and the view: only the protocol's JSON names them
(``"5L"``), written by ``to_json`` and read by ``action_from_json``. Characters are
their codes (``"QL"``).

Actions are shared (``core.shared``): the constructors below and ``action_from_json``
return one object per distinct action, so ``legal_actions`` never builds new objects
in a hot loop, and the four actions without fields are the constants ``STOP_GAME``,
``BACK``, ``BEGIN_VISIT`` and ``REVEAL``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar, TypeAlias, get_args

from .cards import CARD_NAMES, SLOT_COUNT, SUIT_LETTERS, parse_card, parse_character
from .errors import MALFORMED, IllegalAction
from .shared import Shared

PICK_OPTIONS = ("stop", "continue", "skip")


class _Kind(Shared):
    """What every action has: its protocol ``type`` and its JSON form."""

    __slots__ = ()
    type: ClassVar[str]

    def to_json(self) -> dict[str, object]:
        """The protocol's JSON object for this action (a card in its notation: ``"5L"``)."""
        out: dict[str, object] = {"type": self.type}
        for f in fields(self):  # type: ignore[arg-type]  # every subclass is a dataclass
            value = getattr(self, f.name)
            out[f.name] = CARD_NAMES[value] if f.name == "card" else value
        return out


@dataclass(frozen=True, slots=True)
class ChooseFief(_Kind):
    """Visit fief ``fief`` (0..7) next."""

    type: ClassVar[str] = "choose_fief"
    fief: int


@dataclass(frozen=True, slots=True)
class StopGame(_Kind):
    """End a game whose goal is out of reach."""

    type: ClassVar[str] = "stop_game"


@dataclass(frozen=True, slots=True)
class Substitute(_Kind):
    """Bring the friend ``friend`` in over the ally of ``slot`` for this visit."""

    type: ClassVar[str] = "substitute"
    friend: str
    slot: int

    def to_json(self) -> dict[str, object]:
        # The protocol has always written the slot before the friend.
        return {"type": self.type, "slot": self.slot, "friend": self.friend}


@dataclass(frozen=True, slots=True)
class Unsubstitute(_Kind):
    """Send the friend on ``slot`` back to the friends."""

    type: ClassVar[str] = "unsubstitute"
    slot: int


@dataclass(frozen=True, slots=True)
class Back(_Kind):
    """Leave the chosen fief unvisited and choose again (the friends step back)."""

    type: ClassVar[str] = "back"


@dataclass(frozen=True, slots=True)
class BeginVisit(_Kind):
    """Start the visit with the allies as they stand."""

    type: ClassVar[str] = "begin_visit"


@dataclass(frozen=True, slots=True)
class Activate(_Kind):
    """Use the ability of the character on ``slot``."""

    type: ClassVar[str] = "activate"
    slot: int


@dataclass(frozen=True, slots=True)
class Reveal(_Kind):
    """Let the ruler reveal the next statement."""

    type: ClassVar[str] = "reveal"


@dataclass(frozen=True, slots=True)
class Play(_Kind):
    """Answer the statement with ``card`` (the core's int)."""

    type: ClassVar[str] = "play"
    card: int

    def __post_init__(self) -> None:
        _check_card(self.card)


@dataclass(frozen=True, slots=True)
class PickCard(_Kind):
    """Answer an ability's question with a card (the core's int)."""

    type: ClassVar[str] = "pick"
    card: int

    def __post_init__(self) -> None:
        _check_card(self.card)


@dataclass(frozen=True, slots=True)
class PickSuit(_Kind):
    """Answer an ability's question with a suit letter."""

    type: ClassVar[str] = "pick"
    suit: str


@dataclass(frozen=True, slots=True)
class PickFief(_Kind):
    """Answer an ability's question with a fief."""

    type: ClassVar[str] = "pick"
    fief: int


@dataclass(frozen=True, slots=True)
class PickSlot(_Kind):
    """Answer an ability's question with an ally slot."""

    type: ClassVar[str] = "pick"
    slot: int


@dataclass(frozen=True, slots=True)
class PickOption(_Kind):
    """Answer an ability's question with a named option (``PICK_OPTIONS``)."""

    type: ClassVar[str] = "pick"
    option: str


def _check_card(card: object) -> None:
    # Built once per card (the actions are shared): a card's name here would be a card no rule
    # knows, and an action compared with one would silently differ from every legal action.
    if type(card) is not int or not 0 <= card < len(CARD_NAMES):
        raise TypeError(f"an action's card is the core's int (0..31), not {card!r}")


#: An answer to an ability's question.
Pick: TypeAlias = PickCard | PickSuit | PickFief | PickSlot | PickOption
#: Anything the player can do.
Action: TypeAlias = (
    ChooseFief | StopGame | Substitute | Unsubstitute | Back | BeginVisit | Activate | Reveal | Play | Pick
)


# -- the shared actions ---------------------------------------------------------------------


def choose_fief(fief: int) -> ChooseFief:
    return ChooseFief.shared(fief)


def substitute(friend: str, slot: int) -> Substitute:
    return Substitute.shared(friend, slot)


def unsubstitute(slot: int) -> Unsubstitute:
    return Unsubstitute.shared(slot)


def activate(slot: int) -> Activate:
    return Activate.shared(slot)


def play(card: int) -> Play:
    return Play.shared(card)


def pick_card(card: int) -> PickCard:
    return PickCard.shared(card)


def pick_suit(suit: str) -> PickSuit:
    return PickSuit.shared(suit)


def pick_fief(fief: int) -> PickFief:
    return PickFief.shared(fief)


def pick_slot(slot: int) -> PickSlot:
    return PickSlot.shared(slot)


def pick_option(option: str) -> PickOption:
    return PickOption.shared(option)


STOP_GAME = StopGame.shared()
BACK = Back.shared()
BEGIN_VISIT = BeginVisit.shared()
REVEAL = Reveal.shared()


# -- the protocol's form ----------------------------------------------------------------------


def action_from_json(obj: object) -> Action:
    """Parse a protocol action; raises ``IllegalAction(MALFORMED)`` on bad input."""
    if not isinstance(obj, dict):
        raise IllegalAction(MALFORMED, "action_not_object")
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in _ALLOWED_FIELDS:
        raise IllegalAction(MALFORMED, "unknown_action", type=str(kind))
    allowed = _ALLOWED_FIELDS[kind]
    extra = sorted(k for k in obj if k != "type" and k not in allowed)
    if extra:
        raise IllegalAction(MALFORMED, "unexpected_field", field=extra[0], type=kind)
    values = {name: _parse_field(name, obj[name]) for name in allowed if name in obj}
    if kind == "pick":
        if len(values) != 1:
            raise IllegalAction(MALFORMED, "pick_needs_one_field")
        ((name, value),) = values.items()
        return _PICK_BY_FIELD[name].shared(value)
    missing = [n for n in allowed if n not in values]
    if missing:
        raise IllegalAction(MALFORMED, "missing_field", field=missing[0], type=kind)
    return _BY_TYPE[kind].shared(*values.values())


def _parse_field(name: str, value: object) -> object:
    if name == "card":
        card = parse_card(value)
        if card is None or not isinstance(value, str):
            raise IllegalAction(MALFORMED, "bad_card", value=str(value))
        return card
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


def _field_names(cls: type[_Kind]) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))  # type: ignore[arg-type]  # every action class is a dataclass


#: Every action class, in the order of the union.
ACTION_CLASSES: tuple[type[Action], ...] = get_args(Action)
_PICKS: tuple[type[Pick], ...] = get_args(Pick)
#: Each pick class by the one field it names ("card", "suit", "fief", "slot", "option").
_PICK_BY_FIELD: dict[str, type[Pick]] = {_field_names(cls)[0]: cls for cls in _PICKS}
_BY_TYPE: dict[str, type[Action]] = {cls.type: cls for cls in ACTION_CLASSES if cls not in _PICKS}
#: The fields each protocol type may have, in the order they are read (a pick: any one of them).
_ALLOWED_FIELDS: dict[str, tuple[str, ...]] = {
    **{kind: _field_names(cls) for kind, cls in _BY_TYPE.items()},
    "pick": tuple(_PICK_BY_FIELD),
}
#: The protocol's action types.
ACTION_TYPES: tuple[str, ...] = tuple(_ALLOWED_FIELDS)
