"""What lies on the table, as the player sees it: a pure, typed model (no pygame).

``TableModel.from_state(state)`` builds it from the core's state (what the player may
see of it: the deck's order stays hidden, only its size and known top); ``model.apply(event)``
returns the model after one event of the core, so the table can be moved card by
card as the events are animated, in order. After all the events of an action the
model equals the one built from the new view (a test replays whole games to prove
it). The model answers "where is each card"; layout answers "where is that place on
screen"; sprites only travel between the two.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..core import events as E
from ..core.cards import CARD_NAMES, CARD_OF_NAME, FIEF_STARS
from ..core.moments import Trick
from ..core.state import AllySlot, FiefStatus, State, ally_slot


def hand_order(card: str) -> int:
    """The order the core keeps the hand in: by suit (Claws, Flowers, Leaves, Eyes), then value."""
    return CARD_OF_NAME[card]


@dataclass(frozen=True, slots=True)
class FiefPlace:
    """One fief card: its number, ruler (None once lost) and status."""

    number: int
    ruler: str | None
    status: FiefStatus = FiefStatus.UNVISITED

    @property
    def stars(self) -> int:
        return FIEF_STARS[self.number]


@dataclass(frozen=True, slots=True)
class TableModel:
    """Every card on the table and the kingdom around it."""

    hand: tuple[str, ...]
    deck_count: int
    known_top: tuple[str, ...]  # cards known on top of the deck, top first
    discard: tuple[str, ...]  # bottom first, top last
    score: tuple[str, ...]
    statement: str | None
    fiefs: tuple[FiefPlace, ...]
    visiting: int | None
    allies: tuple[AllySlot, ...]
    friends: tuple[str, ...]
    threshold: int
    baron_eyes: bool = False
    response: str | None = None  # the response lying on the trick until it goes to its pile
    response_won: bool | None = None

    @classmethod
    def from_state(cls, state: State, trick: Trick | None = None) -> TableModel:
        """The table of ``state`` as the player sees it (the deck's order stays hidden), with
        ``trick``'s response beside its statement (a ``Moment`` of the core's)."""
        kingdom = state.kingdom
        return cls(
            hand=tuple(CARD_NAMES[c] for c in state.hand),
            deck_count=len(state.deck),
            known_top=tuple(CARD_NAMES[c] for c in state.deck[: state.known_top]),
            discard=tuple(CARD_NAMES[c] for c in state.discard),
            score=tuple(CARD_NAMES[c] for c in state.score),
            statement=None if state.statement is None else CARD_NAMES[state.statement],
            fiefs=tuple(FiefPlace(i, f.ruler, f.status) for i, f in enumerate(kingdom.fiefs)),
            visiting=kingdom.visiting,
            allies=kingdom.allies,
            friends=kingdom.friends,
            threshold=kingdom.threshold,
            baron_eyes=state.baron_eyes,
            response=None if trick is None else CARD_NAMES[trick.response],
            response_won=None if trick is None else trick.won,
        )

    # -- what follows from the cards -------------------------------------------------------

    @property
    def ruler(self) -> str | None:
        """The ruler of the fief being visited."""
        return None if self.visiting is None else self.fiefs[self.visiting].ruler

    @property
    def trump(self) -> str | None:
        """The trump suit's letter: the current ruler's suit."""
        ruler = self.ruler
        return None if ruler is None else ruler[1]

    @property
    def target(self) -> int | None:
        return self.visiting

    @property
    def stars(self) -> int:
        return sum(f.stars for f in self.fiefs if f.status is FiefStatus.WON)

    @property
    def stars_still_possible(self) -> int:
        return sum(f.stars for f in self.fiefs if f.status is not FiefStatus.LOST)

    @property
    def visits_done(self) -> int:
        return sum(1 for f in self.fiefs if f.status is not FiefStatus.UNVISITED)

    @property
    def used_friends(self) -> tuple[str, ...]:
        """Friends standing in on a slot now."""
        return tuple(a.substitute for a in self.allies if a.substitute)

    def pile(self, name: str) -> tuple[str, ...]:
        """The cards of a face-up pile (hand, discard, score) or the known top of the deck."""
        return {"hand": self.hand, "discard": self.discard, "score": self.score, "deck": self.known_top}[name]

    def with_pile(self, name: str, cards: tuple[str, ...]) -> TableModel:
        """The table with the face-up pile ``name`` (hand, discard, score) holding ``cards``."""
        if name == "hand":
            return replace(self, hand=cards)
        if name == "discard":
            return replace(self, discard=cards)
        if name == "score":
            return replace(self, score=cards)
        raise KeyError(name)

    # -- events ----------------------------------------------------------------------------------

    def apply(self, event: E.Event) -> TableModel:
        """The table after ``event`` (every event type of the core has a handler)."""
        return _APPLY[type(event)](self, event)

    # -- moving cards -------------------------------------------------------------------------------

    def without(self, card: str, pile: str) -> TableModel:
        """The table with ``card`` taken from ``pile`` (the deck's top, a pile's top card, or the hand)."""
        if pile == "hand":
            return replace(self, hand=tuple(c for c in self.hand if c != card))
        if pile == "deck":
            known = self.known_top[1:] if self.known_top[:1] == (card,) else self.known_top
            return replace(self, deck_count=self.deck_count - 1, known_top=known)
        cards = self.pile(pile)
        index = len(cards) - 1 - cards[::-1].index(card)
        return self.with_pile(pile, cards[:index] + cards[index + 1 :])

    def adding(self, card: str, pile: str) -> TableModel:
        """The table with ``card`` put onto ``pile`` (sorted into the hand, on top of the others)."""
        if pile == "hand":
            return replace(self, hand=tuple(sorted((*self.hand, card), key=hand_order)))
        if pile == "deck":
            return replace(self, deck_count=self.deck_count + 1, known_top=(card, *self.known_top))
        return self.with_pile(pile, (*self.pile(pile), card))


def _moved(m: TableModel, e: E.Moved) -> TableModel:
    if e.source == "hand" and m.response == e.card:
        m = replace(m, response=None, response_won=None)  # the response leaves the trick
    else:
        m = m.without(e.card, e.source)
    return m.adding(e.card, e.dest)


def _statement(m: TableModel, e: E.Statement) -> TableModel:
    return replace(m.without(e.card, "deck").adding(e.card, "discard"), statement=e.card)


def _dialogue(m: TableModel, e: E.Dialogue) -> TableModel:
    return replace(m.without(e.response, "hand"), statement=None, response=e.response, response_won=e.won)


def _dealt(m: TableModel, e: E.Dealt) -> TableModel:
    hand = tuple(sorted(e.hand, key=hand_order))
    return replace(
        m, hand=hand, deck_count=32 - len(hand), known_top=(), discard=(), score=(), statement=None, response=None
    )


def _with_fief(m: TableModel, number: int, **changes: Any) -> tuple[FiefPlace, ...]:
    fiefs = list(m.fiefs)
    fiefs[number] = replace(fiefs[number], **changes)
    return tuple(fiefs)


def _with_ally(m: TableModel, slot: int, **changes: Any) -> tuple[AllySlot, ...]:
    allies = list(m.allies)
    old = allies[slot]
    fields = {"ally": old.ally, "substitute": old.substitute, "exhausted": old.exhausted, **changes}
    allies[slot] = ally_slot(fields["ally"], fields["substitute"], fields["exhausted"])
    return tuple(allies)


def _fief_unchosen(m: TableModel, e: E.FiefUnchosen) -> TableModel:
    # Going back sends every friend on a slot back to the friends (no event of its own).
    friends = tuple(sorted((*m.friends, *m.used_friends)))
    allies = tuple(ally_slot(a.ally) for a in m.allies)
    return replace(m, visiting=None, allies=allies, friends=friends)


def _substituted(m: TableModel, e: E.Substituted) -> TableModel:
    friends = tuple(f for f in m.friends if f != e.friend)
    return replace(m, allies=_with_ally(m, e.slot, substitute=e.friend, exhausted=False), friends=friends)


def _unsubstituted(m: TableModel, e: E.Unsubstituted) -> TableModel:
    friends = tuple(sorted((*m.friends, e.friend)))
    return replace(m, allies=_with_ally(m, e.slot, substitute=None), friends=friends)


def _ruler_swapped(m: TableModel, e: E.RulerSwapped) -> TableModel:
    fiefs = list(m.fiefs)
    fiefs[e.fief] = replace(fiefs[e.fief], ruler=e.ruler)
    fiefs[e.other_fief] = replace(fiefs[e.other_fief], ruler=e.old_ruler)
    return replace(m, fiefs=tuple(fiefs))


def _visit_over(m: TableModel, e: E.VisitOver) -> TableModel:
    # The kingdom is settled: the fief is won or lost, the allies stand ready again
    # (the friends who helped leave with their own events).
    allies = tuple(ally_slot(a.ally, a.substitute) for a in m.allies)
    status = FiefStatus.WON if e.won else FiefStatus.LOST
    return replace(
        m,
        fiefs=_with_fief(m, e.fief, status=status),
        visiting=None,
        allies=allies,
        statement=None,
        baron_eyes=False,
    )


def _friend_gained(m: TableModel, e: E.FriendGained) -> TableModel:
    return replace(m, friends=tuple(sorted((*m.friends, e.friend))))


def _same(m: TableModel, e: E.Event) -> TableModel:
    return m


_APPLY: dict[type[E.Event], Callable[[TableModel, Any], TableModel]] = {
    E.Moved: _moved,
    E.Shuffled: lambda m, e: replace(m, known_top=()),
    E.Dealt: _dealt,
    E.Peeked: lambda m, e: replace(m, known_top=e.known),
    E.Statement: _statement,
    E.Dialogue: _dialogue,
    E.FiefChosen: lambda m, e: replace(m, visiting=e.fief),
    E.FiefUnchosen: _fief_unchosen,
    E.Substituted: _substituted,
    E.Unsubstituted: _unsubstituted,
    E.VisitStarted: _same,
    E.GameStopped: _same,
    E.Activated: lambda m, e: replace(m, allies=_with_ally(m, e.slot, exhausted=True)),
    E.NoEffect: _same,
    E.NamedValue: _same,
    E.NamedSuit: _same,
    E.RulerSwapped: _ruler_swapped,
    E.Borrowed: _same,
    E.VisitMoved: lambda m, e: replace(m, visiting=e.dest),
    E.Readied: lambda m, e: replace(m, allies=_with_ally(m, e.slot, exhausted=False)),
    E.BaronEyesArmed: lambda m, e: replace(m, baron_eyes=True),
    E.BaronEyes: lambda m, e: replace(m, baron_eyes=False),
    E.VisitOver: _visit_over,
    E.FriendGained: _friend_gained,
    E.RulerLeft: lambda m, e: replace(m, fiefs=_with_fief(m, e.fief, ruler=None)),
    E.SubstituteLeft: lambda m, e: replace(m, allies=_with_ally(m, e.slot, substitute=None)),
    E.GameOver: _same,
    E.VisitSettled: _same,
}
