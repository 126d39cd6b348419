"""The immutable game state.

Everything the rules need is here, including the hidden deck order and the
generator state, so that a state alone (a save file, a bug report) reproduces a
game exactly. Piles are tuples of dialogue-card ints (see ``cards``):

* ``hand`` is kept sorted (its order carries no information);
* ``deck`` lists the top card first;
* ``discard`` and ``score`` list the bottom card first, the top card last.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .cards import FIEF_STARS, character_suit


class Phase(StrEnum):
    """Where the game stands; the values are the protocol's phase names."""

    CHOOSE_FIEF = "choose_fief"
    CHOOSE_SUBSTITUTES = "choose_substitutes"
    ABILITY_WINDOW = "ability_window"
    DECISION = "decision"
    RESPOND = "respond"
    GAME_OVER = "game_over"


class FiefStatus(StrEnum):
    UNVISITED = "unvisited"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class Fief:
    """One fief: its ruler (None once lost) and whether it was visited."""

    ruler: str | None
    status: FiefStatus = FiefStatus.UNVISITED


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


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class Kingdom:
    """What changes only between dialogues: fiefs, allies, friends, the visit."""

    setup: str
    threshold: int
    fiefs: tuple[Fief, ...]
    allies: tuple[AllySlot, ...]
    friends: tuple[str, ...]  # befriended rulers still available, sorted
    visiting: int | None = None

    @property
    def ruler(self) -> str | None:
        """The current ruler: the ruler of the fief being visited."""
        if self.visiting is None:
            return None
        return self.fiefs[self.visiting].ruler

    @property
    def trump(self) -> int | None:
        """The trump suit index: the current ruler's suit."""
        ruler = self.ruler
        return None if ruler is None else character_suit(ruler)

    @property
    def stars(self) -> int:
        """Stars of the fiefs won so far."""
        return sum(FIEF_STARS[i] for i, f in enumerate(self.fiefs) if f.status is FiefStatus.WON)

    @property
    def stars_still_possible(self) -> int:
        """Stars won plus every fief not yet visited."""
        return sum(FIEF_STARS[i] for i, f in enumerate(self.fiefs) if f.status is not FiefStatus.LOST)


@dataclass(frozen=True, slots=True)
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
    # Memo of legal_actions(); not part of the position.
    _legal: tuple | None = field(default=None, init=False, compare=False, hash=False, repr=False)

    @property
    def target(self) -> int | None:
        """The exact number of dialogues to win at the visited fief."""
        return self.kingdom.visiting

    @property
    def trump(self) -> int | None:
        return self.kingdom.trump
