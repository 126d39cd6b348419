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
from typing import Any

from .cards import CHARACTERS, FIEF_STARS, character_suit
from .shared import Shared

_new = object.__new__
_set = object.__setattr__
#: The default of ``with_``'s parameters: "keep this field as it is".
_KEEP: Any = object()


def _compact(value: object) -> None:
    """Give a newly built value an instance dictionary of its own.

    CPython shares the keys of instance dictionaries between instances, and copies of such
    a dictionary share them too; attribute reads on the copies (every state ``with_`` makes)
    are then a third slower. A plain dictionary, copied, stays plain.
    """
    _set(value, "__dict__", dict(value.__dict__))


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
class AllySlot(Shared):
    """One of the four ally slots: the ally, a friend standing in for it, exhaustion."""

    ally: str
    substitute: str | None = None
    exhausted: bool = False

    @property
    def character(self) -> str:
        """The character whose ability this slot offers now."""
        return self.substitute or self.ally


def ally_slot(ally: str, substitute: str | None = None, exhausted: bool = False) -> AllySlot:
    """The shared ``AllySlot`` with these fields (they are immutable, so one of each will do)."""
    # Looked up here first: the rules ask on every substitute, activation and end of visit.
    found = AllySlot._instances.get((ally, substitute, exhausted))
    return AllySlot.shared(ally, substitute, exhausted) if found is None else found


# Every slot there can be (24 characters × no friend or one of 24 × exhausted or not), made once
# when the module loads: made as games went, they kept adding to a long session's memory.
for _ally in CHARACTERS:
    for _substitute in (None, *CHARACTERS):
        for _exhausted in (False, True):
            AllySlot.shared(_ally, _substitute, _exhausted)


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

    def __post_init__(self) -> None:
        _compact(self)


@dataclass(frozen=True)
class Kingdom:
    """What changes only between dialogues: fiefs, allies, friends, the visit."""

    setup: str
    threshold: int
    fiefs: tuple[Fief, ...]
    allies: tuple[AllySlot, ...]
    friends: tuple[str, ...]  # befriended rulers still available, sorted
    visiting: int | None = None

    def __post_init__(self) -> None:
        _compact(self)

    def with_(
        self,
        setup: str = _KEEP,
        threshold: int = _KEEP,
        fiefs: tuple[Fief, ...] = _KEEP,
        allies: tuple[AllySlot, ...] = _KEEP,
        friends: tuple[str, ...] = _KEEP,
        visiting: int | None = _KEEP,
    ) -> Kingdom:
        """This kingdom with the fields named changed (fast, and always by name, like ``State.with_``)."""
        keep = _KEEP  # a local name is read faster, twelve times over
        fields = self.__dict__.copy()
        if setup is not keep:
            fields["setup"] = setup
        if threshold is not keep:
            fields["threshold"] = threshold
        if fiefs is not keep:
            fields["fiefs"] = fiefs
        if allies is not keep:
            fields["allies"] = allies
        if friends is not keep:
            fields["friends"] = friends
        if visiting is not keep:
            fields["visiting"] = visiting
        kingdom = _new(Kingdom)
        _set(kingdom, "__dict__", fields)
        return kingdom

    # The commonest changes, each written out (they run on every substitute, activation
    # and visit of every simulated game).
    def with_allies(self, allies: tuple[AllySlot, ...], friends: tuple[str, ...] | None = None) -> Kingdom:
        fields = self.__dict__.copy()
        fields["allies"] = allies
        if friends is not None:
            fields["friends"] = friends
        kingdom = _new(Kingdom)
        _set(kingdom, "__dict__", fields)
        return kingdom

    def with_fiefs(self, fiefs: tuple[Fief, ...]) -> Kingdom:
        fields = self.__dict__.copy()
        fields["fiefs"] = fiefs
        kingdom = _new(Kingdom)
        _set(kingdom, "__dict__", fields)
        return kingdom

    def with_visiting(self, visiting: int | None) -> Kingdom:
        fields = self.__dict__.copy()
        fields["visiting"] = visiting
        kingdom = _new(Kingdom)
        _set(kingdom, "__dict__", fields)
        return kingdom

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

    def __post_init__(self) -> None:
        _compact(self)

    def with_(
        self,
        kingdom: Kingdom = _KEEP,
        hand: tuple[int, ...] = _KEEP,
        deck: tuple[int, ...] = _KEEP,
        discard: tuple[int, ...] = _KEEP,
        score: tuple[int, ...] = _KEEP,
        phase: Phase = _KEEP,
        rng: int = _KEEP,
        ability_used: bool = _KEEP,
        statement: int | None = _KEEP,
        decision: Decision | None = _KEEP,
        baron_eyes: bool = _KEEP,
        known_top: int = _KEEP,
    ) -> State:
        """This state with the fields named changed: ``state.with_(deck=..., known_top=0)``.

        A fast ``dataclasses.replace``: the rules build a state for every action of every
        simulated game, and the generated ``__init__`` of a frozen dataclass sets each field
        through ``object.__setattr__``; this copies the instance dictionary in one step.
        The result is an ordinary, equal and equally hashable ``State``.

        Always name the fields. (The parameters are not keyword-only because CPython fills
        the defaults of keyword-only parameters by a dictionary lookup each, which made
        every action of the rules measurably slower; ``tests/test_architecture.py`` checks
        that no call passes them by position.)
        """
        keep = _KEEP  # a local name is read faster, twelve times over
        fields = self.__dict__.copy()
        if kingdom is not keep:
            fields["kingdom"] = kingdom
        if hand is not keep:
            fields["hand"] = hand
        if deck is not keep:
            fields["deck"] = deck
        if discard is not keep:
            fields["discard"] = discard
        if score is not keep:
            fields["score"] = score
        if phase is not keep:
            fields["phase"] = phase
        if rng is not keep:
            fields["rng"] = rng
        if ability_used is not keep:
            fields["ability_used"] = ability_used
        if statement is not keep:
            fields["statement"] = statement
        if decision is not keep:
            fields["decision"] = decision
        if baron_eyes is not keep:
            fields["baron_eyes"] = baron_eyes
        if known_top is not keep:
            fields["known_top"] = known_top
        state = _new(State)
        _set(state, "__dict__", fields)
        return state

    def with_kingdom(self, kingdom: Kingdom, phase: Phase, ability_used: bool | None = None) -> State:
        """This state with another kingdom and phase (and, if given, ``ability_used``): the
        commonest change, written out."""
        fields = self.__dict__.copy()
        fields["kingdom"] = kingdom
        fields["phase"] = phase
        if ability_used is not None:
            fields["ability_used"] = ability_used
        state = _new(State)
        _set(state, "__dict__", fields)
        return state

    @property
    def target(self) -> int | None:
        """The exact number of dialogues to win at the visited fief."""
        return self.kingdom.visiting

    @property
    def trump(self) -> int | None:
        return self.kingdom.trump


def state_of(fields: dict[str, Any]) -> State:
    """The ``State`` whose fields are ``fields``, every one of them named: how a working table
    (``core.scratch``) is frozen, in one step (the fastest way to build a whole state)."""
    state = _new(State)
    _set(state, "__dict__", fields)
    return state


def make_decision(
    *, ability: str, slot: int | None, step: str, kind: str, options: tuple, data: tuple, via: str | None
) -> Decision:
    """``Decision(...)`` with every field given, at half the cost (built like ``State.with_``)."""
    decision = _new(Decision)
    _set(
        decision,
        "__dict__",
        {"ability": ability, "slot": slot, "step": step, "kind": kind, "options": options, "data": data, "via": via},
    )
    return decision
