"""What lies on the table, as the player sees it: a pure, typed projection of a core position (no pygame).

``TableModel.from_state(state)`` is the table of a core ``State`` as the player may see it:
the hand, the piles, the deck's size and only its known top (the hidden order stays hidden),
the kingdom. ``TableModel.of(moment)`` is the table right after one event of an action,
from the position the core gives with it (``core.apply_with_positions``): the table shows
the events one by one by showing those positions, and never works out a position itself.
The model answers "where is each card"; layout answers "where is that place on screen";
sprites only travel between the two.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import CARD_NAMES, SUIT_LETTERS
from ..core.moments import Moment, Trick
from ..core.state import AllySlot, Fief, FiefStatus, Kingdom, State


def _names(cards: tuple[int, ...]) -> tuple[str, ...]:
    return tuple([CARD_NAMES[c] for c in cards])


@dataclass(frozen=True, slots=True)
class TableModel:
    """Every card on the table and the kingdom around it (cards by name, such as ``"7E"``)."""

    hand: tuple[str, ...]
    deck_count: int
    known_top: tuple[str, ...]  # cards known on top of the deck, top first
    discard: tuple[str, ...]  # bottom first, top last
    score: tuple[str, ...]
    statement: str | None
    kingdom: Kingdom
    baron_eyes: bool = False
    response: str | None = None  # the response lying beside its statement until it goes to its pile
    response_won: bool | None = None

    @classmethod
    def from_state(cls, state: State, trick: Trick | None = None) -> TableModel:
        """The table of ``state`` as the player sees it (the deck's order stays hidden), with
        ``trick``'s response beside its statement when one is given."""
        return cls(
            hand=_names(state.hand),
            deck_count=len(state.deck),
            known_top=_names(state.deck[: state.known_top]),
            discard=_names(state.discard),
            score=_names(state.score),
            statement=None if state.statement is None else CARD_NAMES[state.statement],
            kingdom=state.kingdom,
            baron_eyes=state.baron_eyes,
            response=None if trick is None else CARD_NAMES[trick.response],
            response_won=None if trick is None else trick.won,
        )

    @classmethod
    def of(cls, moment: Moment) -> TableModel:
        """The table right after ``moment``'s event: the core's position there."""
        return cls.from_state(moment.state, moment.trick)

    # -- the kingdom, as the core keeps it ----------------------------------------------------

    @property
    def fiefs(self) -> tuple[Fief, ...]:
        return self.kingdom.fiefs

    @property
    def allies(self) -> tuple[AllySlot, ...]:
        return self.kingdom.allies

    @property
    def friends(self) -> tuple[str, ...]:
        return self.kingdom.friends

    @property
    def visiting(self) -> int | None:
        return self.kingdom.visiting

    @property
    def target(self) -> int | None:
        """The exact number of dialogues to win at the visited fief (its number)."""
        return self.kingdom.visiting

    @property
    def threshold(self) -> int:
        return self.kingdom.threshold

    @property
    def ruler(self) -> str | None:
        """The ruler of the fief being visited."""
        return self.kingdom.ruler

    @property
    def trump(self) -> str | None:
        """The trump suit's letter: the current ruler's suit."""
        trump = self.kingdom.trump
        return None if trump is None else SUIT_LETTERS[trump]

    @property
    def stars(self) -> int:
        return self.kingdom.stars

    @property
    def stars_still_possible(self) -> int:
        return self.kingdom.stars_still_possible

    @property
    def visits_done(self) -> int:
        return sum(1 for f in self.kingdom.fiefs if f.status is not FiefStatus.UNVISITED)

    def pile(self, name: str) -> tuple[str, ...]:
        """The cards of a face-up pile (hand, discard, score) or the known top of the deck."""
        return {"hand": self.hand, "discard": self.discard, "score": self.score, "deck": self.known_top}[name]
