"""What happened: the core's events as typed, immutable values.

``apply`` returns these with each new state, in order. Each class names its
protocol ``type`` once; ``to_json()`` gives the exact object docs/ENGINE_PROTOCOL.md
shows (cards in notation such as ``"7E"``, characters as codes such as ``"QL"``).
Consumers (the game log, the narration line, the sound, the table's animations)
dispatch on the class, never on strings. Defining a subclass of ``Event`` registers
it: ``EVENT_TYPES`` and the parser's table of protocol types come from the classes.

The commonest events (a card moved, a statement, a dialogue, an activation) are
shared (``core.shared``): the rules emit them for every action of every simulated
game, and one value per distinct event costs nothing to hand out again. The classes
are not slotted: a slotted dataclass is built twice, and 27 of them would add ~20 ms
to start-up.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar

from .cards import CARD_NAMES, CHARACTERS
from .shared import Shared

#: Piles a dialogue card can be in (the protocol's names).
PILES = ("hand", "deck", "discard", "score")

_CLASSES: list[type[Event]] = []


@dataclass(frozen=True)
class Event(Shared):
    """Base of every event: ``type`` is its name on the JSON seam."""

    type: ClassVar[str] = ""
    #: Field renames between Python and the protocol (``from`` is a Python keyword).
    _json_names: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _CLASSES.append(cls)

    @property
    def reveals(self) -> bool:
        """True when this event showed the player a card or outcome not known before (undo stops here)."""
        return False

    def to_json(self) -> dict[str, Any]:
        """The protocol's object for this event."""
        out: dict[str, Any] = {"type": self.type}
        names = self._json_names
        for f in fields(self):
            if not f.metadata.get("seam", True):
                continue
            value = getattr(self, f.name)
            out[names.get(f.name, f.name)] = list(value) if isinstance(value, tuple) else value
        return out

    # Read access by the protocol's field names (``event["card"]``), for the JSON-minded
    # callers such as tests; code in the package uses the attributes.
    def __getitem__(self, name: str) -> Any:
        return self.to_json()[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.to_json().get(name, default)


# -- cards moving ----------------------------------------------------------------------


@dataclass(frozen=True)
class Moved(Event):
    """A dialogue card went from one pile to another."""

    type: ClassVar[str] = "moved"
    _json_names: ClassVar[dict[str, str]] = {"source": "from", "dest": "to"}
    card: str
    source: str
    dest: str

    @property
    def reveals(self) -> bool:
        return self.source == "deck"


@dataclass(frozen=True)
class Shuffled(Event):
    """The deck (``pile == "deck"``) or all 32 cards (``"all"``, before a deal) were shuffled."""

    type: ClassVar[str] = "shuffled"
    pile: str

    @property
    def reveals(self) -> bool:
        return True


@dataclass(frozen=True)
class Dealt(Event):
    """A new hand of eight cards, after all cards were gathered and shuffled."""

    type: ClassVar[str] = "dealt"
    hand: tuple[str, ...]

    @property
    def reveals(self) -> bool:
        return True


@dataclass(frozen=True)
class Peeked(Event):
    """The player now knows the top ``count`` cards of the deck.

    ``known`` is every card now known on top of the deck, top first (what the player
    sees; the JSON seam shows only ``count``, as it always has)."""

    type: ClassVar[str] = "peeked"
    count: int
    known: tuple[str, ...] = field(default=(), metadata={"seam": False})

    @property
    def reveals(self) -> bool:
        return True


# -- dialogues ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Statement(Event):
    """The ruler revealed the top card of the deck onto the discard pile."""

    type: ClassVar[str] = "statement"
    card: str

    @property
    def reveals(self) -> bool:
        return True


@dataclass(frozen=True)
class Dialogue(Event):
    """The player answered ``statement`` with ``response``; a ``Moved`` of the response follows."""

    type: ClassVar[str] = "dialogue"
    statement: str
    response: str
    won: bool


# -- choosing fiefs and friends ------------------------------------------------------------------


@dataclass(frozen=True)
class FiefChosen(Event):
    type: ClassVar[str] = "fief_chosen"
    fief: int
    ruler: str | None


@dataclass(frozen=True)
class FiefUnchosen(Event):
    type: ClassVar[str] = "fief_unchosen"
    fief: int | None


@dataclass(frozen=True)
class Substituted(Event):
    """A friend stands in for the ally of ``slot`` for this visit."""

    type: ClassVar[str] = "substituted"
    friend: str
    slot: int
    ally: str


@dataclass(frozen=True)
class Unsubstituted(Event):
    """A friend stepped back from ``slot`` to the friends."""

    type: ClassVar[str] = "unsubstituted"
    friend: str
    slot: int


@dataclass(frozen=True)
class VisitStarted(Event):
    type: ClassVar[str] = "visit_started"
    fief: int | None
    target: int | None
    ruler: str | None
    trump: str


@dataclass(frozen=True)
class GameStopped(Event):
    """The player stopped a game whose goal was out of reach."""

    type: ClassVar[str] = "game_stopped"


# -- abilities -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Activated(Event):
    """The character on ``slot`` acts; the slot is exhausted."""

    type: ClassVar[str] = "activated"
    slot: int
    character: str


@dataclass(frozen=True)
class NoEffect(Event):
    type: ClassVar[str] = "no_effect"
    ability: str


@dataclass(frozen=True)
class NamedValue(Event):
    """Baron of Claws named ``card``: every deck card of its ``value`` is drawn."""

    type: ClassVar[str] = "named"
    card: str
    value: int


@dataclass(frozen=True)
class NamedSuit(Event):
    """King of Eyes named a suit."""

    type: ClassVar[str] = "named"
    suit: str


@dataclass(frozen=True)
class RulerSwapped(Event):
    """Jack of Leaves: ``ruler`` now rules ``fief``; ``old_ruler`` moved to ``other_fief``."""

    type: ClassVar[str] = "ruler_swapped"
    fief: int
    other_fief: int
    ruler: str | None
    old_ruler: str | None


@dataclass(frozen=True)
class Borrowed(Event):
    """The Queen of Leaves uses the ruler's ability."""

    type: ClassVar[str] = "borrowed"
    ability: str
    by: str


@dataclass(frozen=True)
class VisitMoved(Event):
    """Prince of Leaves: the visit moved to another fief."""

    type: ClassVar[str] = "visit_moved"
    _json_names: ClassVar[dict[str, str]] = {"source": "from", "dest": "to"}
    source: int | None
    dest: int
    ruler: str | None


@dataclass(frozen=True)
class Readied(Event):
    """An exhausted ally stands ready again."""

    type: ClassVar[str] = "readied"
    slot: int


@dataclass(frozen=True)
class BaronEyesArmed(Event):
    type: ClassVar[str] = "baron_eyes_armed"


@dataclass(frozen=True)
class BaronEyes(Event):
    """The Baron of Eyes' effect after the response: draw when even, discard when odd."""

    type: ClassVar[str] = "baron_eyes"
    response: str
    even: bool


# -- the end of a visit and of the game -------------------------------------------------------


@dataclass(frozen=True)
class VisitOver(Event):
    type: ClassVar[str] = "visit_over"
    fief: int
    won: bool
    score: int
    target: int
    ruler: str | None
    reason: str  # "hand_empty" or "deck_empty"


@dataclass(frozen=True)
class FriendGained(Event):
    type: ClassVar[str] = "friend_gained"
    friend: str
    fief: int


@dataclass(frozen=True)
class RulerLeft(Event):
    type: ClassVar[str] = "ruler_left"
    ruler: str | None
    fief: int


@dataclass(frozen=True)
class SubstituteLeft(Event):
    """A friend who helped during the visit leaves the game."""

    type: ClassVar[str] = "substitute_left"
    friend: str
    slot: int


@dataclass(frozen=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    stars: int
    threshold: int
    result: str  # "won" or "lost"
    visited: int
    fiefs: int

    @property
    def reveals(self) -> bool:
        return True


@dataclass(frozen=True)
class VisitSettled(Event):
    """Not emitted by the rules: the session's note that the rest of a visit whose outcome
    was certain is played for the player (the setting "finish a visit when its outcome is
    certain"; see ``forNorthwood.game.settle``)."""

    type: ClassVar[str] = "visit_settled"
    fief: int
    won: bool


#: Every event class, in the order docs/RULES.md meets them (the order they are defined in).
EVENT_TYPES: tuple[type[Event], ...] = tuple(_CLASSES)

# -- shared events ------------------------------------------------------------------------------


def moved(card: str, source: str, dest: str) -> Moved:
    """The shared ``Moved`` event for this card and these piles."""
    return Moved.shared(card, source, dest)


def statement(card: str) -> Statement:
    """The shared ``Statement`` of this card."""
    return Statement.shared(card)


def dialogue(statement_card: str, response: str, won: bool) -> Dialogue:
    """The shared ``Dialogue`` of this statement and response."""
    # Looked up here first: the rules ask for one on every response of every simulated game.
    found = Dialogue._instances.get((statement_card, response, won))
    return Dialogue.shared(statement_card, response, won) if found is None else found


def activated(slot: int, character: str) -> Activated:
    """The shared ``Activated`` event of this slot and character."""
    found = Activated._instances.get((slot, character))
    return Activated.shared(slot, character) if found is None else found


# Every activation there can be (4 slots × 24 characters), made once when the module loads.
for _slot in range(4):
    for _character in CHARACTERS:
        Activated.shared(_slot, _character)


#: Per card int (0..31) and piles: the ``Moved`` event (the rules move cards by their ints).
MOVED_BY_INT: dict[tuple[int, str, str], Moved] = {
    (card, source, dest): moved(name, source, dest)
    for card, name in enumerate(CARD_NAMES)
    for source in PILES
    for dest in PILES
    if source != dest
}
#: Per card int: the ``Statement`` event.
STATEMENT_BY_INT: tuple[Statement, ...] = tuple(statement(name) for name in CARD_NAMES)

GAME_STOPPED = GameStopped()
BARON_EYES_ARMED = BaronEyesArmed()


def event_from_json(obj: dict[str, Any]) -> Event:
    """The typed event of a protocol object (the inverse of ``Event.to_json``); raises
    ``KeyError``/``TypeError`` when the object is not an event.

    Two classes share the protocol type ``named`` (the Baron of Claws names a card, the
    King of Eyes a suit): the one whose required fields the object has is meant."""
    candidates = _BY_TYPE[obj["type"]]
    cls = next((c for c in candidates if _required[c] <= obj.keys()), candidates[-1])
    names = {json_name: name for name, json_name in cls._json_names.items()}
    values = {names.get(k, k): (tuple(v) if isinstance(v, list) else v) for k, v in obj.items() if k != "type"}
    return cls(**values)


def _required_names(cls: type[Event]) -> frozenset[str]:
    """The protocol names of the fields an object of this class must have."""
    return frozenset(
        cls._json_names.get(f.name, f.name)
        for f in fields(cls)
        if f.default is MISSING and f.default_factory is MISSING
    )


_BY_TYPE: dict[str, tuple[type[Event], ...]] = {}
for _cls in EVENT_TYPES:
    _BY_TYPE[_cls.type] = (*_BY_TYPE.get(_cls.type, ()), _cls)
_required: dict[type[Event], frozenset[str]] = {cls: _required_names(cls) for cls in EVENT_TYPES}
