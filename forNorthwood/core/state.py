"""The immutable game state.

Everything the rules need is here, including the hidden deck order and the
generator state, so that a state alone (a save file, a bug report) reproduces a
game exactly. Piles are tuples of dialogue-card ints (see ``cards``):

* ``hand`` is kept sorted (its order carries no information);
* ``deck`` lists the top card first;
* ``discard`` and ``score`` list the bottom card first, the top card last.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import CHARACTERS, FIEF_STARS, character_suit

CHARACTER_SUIT: dict[str, int] = {code: character_suit(code) for code in CHARACTERS}


class Phase(StrEnum):
    """Where the game stands; the values are the protocol's phase names."""

    # Enum's own __hash__ is a Python function; phases key the rules' dispatch
    # tables, so hash them as the strings they equal.
    __hash__ = str.__hash__

    CHOOSE_FIEF = "choose_fief"
    CHOOSE_SUBSTITUTES = "choose_substitutes"
    ABILITY_WINDOW = "ability_window"
    DECISION = "decision"
    RESPOND = "respond"
    GAME_OVER = "game_over"


class FiefStatus(StrEnum):
    __hash__ = str.__hash__
    UNVISITED = "unvisited"
    WON = "won"
    LOST = "lost"


# Enum members cost ~170 ns per attribute lookup in CPython 3.11 (plain names ~10 ns);
# the rules run millions of times in simulations, so they use these aliases.
PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES, PHASE_ABILITY_WINDOW, PHASE_DECISION, PHASE_RESPOND, PHASE_GAME_OVER = (
    Phase.CHOOSE_FIEF,
    Phase.CHOOSE_SUBSTITUTES,
    Phase.ABILITY_WINDOW,
    Phase.DECISION,
    Phase.RESPOND,
    Phase.GAME_OVER,
)
STATUS_UNVISITED, STATUS_WON, STATUS_LOST = FiefStatus.UNVISITED, FiefStatus.WON, FiefStatus.LOST


@dataclass(frozen=True, slots=True)
class Fief:
    """One fief: its ruler (None once lost) and whether it was visited."""

    ruler: str | None
    status: FiefStatus = STATUS_UNVISITED


@dataclass(frozen=True, slots=True)
class AllySlot:
    """One of the four ally slots: the ally, a friend standing in for it, exhaustion."""

    ally: str
    substitute: str | None = None
    exhausted: bool = False

    @property
    def character(self) -> str:
        """The character whose ability this slot offers now."""
        return self.substitute or self.ally


_SLOTS: dict[tuple[str, str | None, bool], AllySlot] = {}


def ally_slot(ally: str, substitute: str | None = None, exhausted: bool = False) -> AllySlot:
    """The shared ``AllySlot`` with these fields (they are immutable, so one of each will do)."""
    key = (ally, substitute, exhausted)
    slot = _SLOTS.get(key)
    if slot is None:
        slot = _SLOTS[key] = AllySlot(ally, substitute, exhausted)
    return slot


@dataclass(frozen=True)
class Decision:
    """A question an ability (or the Baron of Eyes trigger) is waiting on.

    ``options`` are the legal answers: card ints for ``kind == "card"``, suit
    indices for ``"suit"``, fief numbers, slot numbers, or option names; for a
    ``"card"`` step that also allows an option (Baron of Leaves' skip), the option
    names follow the cards. ``data`` carries what the next step needs to know.
    """

    ability: str  # the ability being resolved (the ruler's, for Queen of Leaves)
    slot: int | None  # the ally slot that was activated; None for the Baron-of-Eyes trigger
    step: str  # which question (see abilities.STEPS)
    kind: str  # "card", "suit", "fief", "slot" or "option"
    options: tuple
    data: tuple = ()
    via: str | None = None  # "QL" when the Queen of Leaves borrows the ruler's text


@dataclass(frozen=True)
class Kingdom:
    """What changes only between dialogues: fiefs, allies, friends, the visit."""

    setup: str
    threshold: int
    fiefs: tuple[Fief, ...]
    allies: tuple[AllySlot, ...]
    friends: tuple[str, ...]  # befriended rulers still available, sorted
    visiting: int | None = None

    # Direct constructors: dataclasses.replace is several times slower, and these
    # run on every substitute, activation and visit of every simulated game.
    def with_allies(self, allies: tuple[AllySlot, ...], friends: tuple[str, ...] | None = None) -> Kingdom:
        friends = self.friends if friends is None else friends
        return make_kingdom(self.setup, self.threshold, self.fiefs, allies, friends, self.visiting)

    def with_fiefs(self, fiefs: tuple[Fief, ...]) -> Kingdom:
        return make_kingdom(self.setup, self.threshold, fiefs, self.allies, self.friends, self.visiting)

    def with_visiting(self, visiting: int | None) -> Kingdom:
        return make_kingdom(self.setup, self.threshold, self.fiefs, self.allies, self.friends, visiting)

    @property
    def ruler(self) -> str | None:
        """The current ruler: the ruler of the fief being visited."""
        if self.visiting is None:
            return None
        return self.fiefs[self.visiting].ruler

    @property
    def trump(self) -> int | None:
        """The trump suit index: the current ruler's suit."""
        if self.visiting is None:
            return None
        ruler = self.fiefs[self.visiting].ruler
        return None if ruler is None else CHARACTER_SUIT[ruler]

    @property
    def stars(self) -> int:
        """Stars of the fiefs won so far."""
        return sum(FIEF_STARS[i] for i, f in enumerate(self.fiefs) if f.status is STATUS_WON)

    @property
    def stars_still_possible(self) -> int:
        """Stars won plus every fief not yet visited."""
        return sum(FIEF_STARS[i] for i, f in enumerate(self.fiefs) if f.status is not STATUS_LOST)


@dataclass(frozen=True)
class State:
    """A complete, hashable game position."""

    kingdom: Kingdom
    hand: tuple[int, ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    score: tuple[int, ...]
    phase: Phase
    rng: int
    ability_used: bool = False  # an ability was used before the coming statement
    statement: int | None = None  # the card led, while the player responds
    decision: Decision | None = None
    baron_eyes: bool = False  # Baron of Eyes waits for the next response
    known_top: int = 0  # how many top deck cards the player has seen (a prefix)

    def with_kingdom(self, kingdom: Kingdom, phase: Phase, ability_used: bool | None = None) -> State:
        """This state with another kingdom and phase (a fast ``replace``)."""
        used = self.ability_used if ability_used is None else ability_used
        return make_state(
            kingdom,
            self.hand,
            self.deck,
            self.discard,
            self.score,
            phase,
            self.rng,
            used,
            self.statement,
            self.decision,
            self.baron_eyes,
            self.known_top,
        )

    @property
    def target(self) -> int | None:
        """The exact number of dialogues to win at the visited fief."""
        return self.kingdom.visiting

    @property
    def trump(self) -> int | None:
        return self.kingdom.trump


_new = object.__new__
_set = object.__setattr__


def make_decision(
    ability: str, slot: int | None, step: str, kind: str, options: tuple, data: tuple, via: str | None
) -> Decision:
    """``Decision(...)`` with every field given, built like ``make_state``."""
    decision = _new(Decision)
    _set(
        decision,
        "__dict__",
        {"ability": ability, "slot": slot, "step": step, "kind": kind, "options": options, "data": data, "via": via},
    )
    return decision


def make_kingdom(
    setup: str,
    threshold: int,
    fiefs: tuple[Fief, ...],
    allies: tuple[AllySlot, ...],
    friends: tuple[str, ...],
    visiting: int | None,
) -> Kingdom:
    """``Kingdom(...)`` with every field given, built like ``make_state``."""
    kingdom = _new(Kingdom)
    _set(
        kingdom,
        "__dict__",
        {
            "setup": setup,
            "threshold": threshold,
            "fiefs": fiefs,
            "allies": allies,
            "friends": friends,
            "visiting": visiting,
        },
    )
    return kingdom


def make_state(
    kingdom: Kingdom,
    hand: tuple[int, ...],
    deck: tuple[int, ...],
    discard: tuple[int, ...],
    score: tuple[int, ...],
    phase: Phase,
    rng: int,
    ability_used: bool,
    statement: int | None,
    decision: Decision | None,
    baron_eyes: bool,
    known_top: int,
) -> State:
    """``State(...)`` with every field given, at half the cost.

    The generated ``__init__`` of a frozen dataclass sets each field through
    ``object.__setattr__``; the rules build a state for every action of every
    simulated game, so this sets the instance dictionary in one step instead.
    The result is an ordinary, equal and equally hashable ``State``.
    """
    state = _new(State)
    _set(
        state,
        "__dict__",
        {
            "kingdom": kingdom,
            "hand": hand,
            "deck": deck,
            "discard": discard,
            "score": score,
            "phase": phase,
            "rng": rng,
            "ability_used": ability_used,
            "statement": statement,
            "decision": decision,
            "baron_eyes": baron_eyes,
            "known_top": known_top,
        },
    )
    return state
