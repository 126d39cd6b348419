"""A mutable working copy of the table, used while one action resolves.

``apply`` never mutates a ``State``: multi-step rules (abilities, the end of a
visit) copy the piles into a ``Scratch``, move cards around, record events, and
freeze the result into a new ``State``. The copy lives only inside one call.

The table also notes how the action used the cards the player had not seen
(``reads``), for ``core.chance``: the rules only ever take unseen cards from the top
of the unseen part of the deck, in order, so what matters is how many were taken and
whether their order counts.
"""

from __future__ import annotations

from . import events as E
from .cards import CARD_NAMES, FIEF_COUNT, HAND_SIZE
from .events import Event
from .moments import Moment
from .rng import shuffled
from .state import (
    PHASE_CHOOSE_FIEF,
    PHASE_GAME_OVER,
    STATUS_LOST,
    STATUS_UNVISITED,
    STATUS_WON,
    AllySlot,
    Decision,
    Fief,
    Kingdom,
    State,
    ally_slot,
    state_of,
)

PILES = ("hand", "deck", "discard", "score")
#: In ``Scratch.reads``: the deck was shuffled (its order is the generator's from then on).
SHUFFLED = -1


#: Kingdoms with one ally slot changed, by (the kingdom's id, the slot, the slot's id), each kept
#: beside its key so that the ids stay theirs: a search uses the same ally in the same kingdom
#: on every deal, and the same kingdom each time is cheaper for everyone (``with_allies`` is not
#: made again, and searches that key positions by kingdom find it by its id). Kingdoms are
#: immutable, so sharing one changes nothing else; the table is emptied when it is full.
_SLOT_SET: dict[tuple[int, int, int], tuple[Kingdom, AllySlot, Kingdom]] = {}
_SLOT_SET_SIZE = 4096


class Scratch:
    __slots__ = (
        "ability_used",
        "baron_eyes",
        "decision",
        "deck",
        "discard",
        "events",
        "hand",
        "kingdom",
        "known_top",
        "phase",
        "reads",
        "rng",
        "score",
        "statement",
    )

    def __init__(self, state: State, events: list[Event] | None = None) -> None:
        self.kingdom: Kingdom = state.kingdom
        self.hand: list[int] = list(state.hand)
        self.deck: list[int] = list(state.deck)  # top first
        self.discard: list[int] = list(state.discard)
        self.score: list[int] = list(state.score)
        self.rng = state.rng
        self.ability_used = state.ability_used
        self.statement = state.statement
        self.decision: Decision | None = state.decision
        self.baron_eyes = state.baron_eyes
        self.known_top = state.known_top
        self.phase = state.phase
        self.events: list[Event] = [] if events is None else events
        # The unseen cards this action used, from the top of the unseen part, in order:
        # n > 0 for n cards drawn into the hand at once (their order does not count: one
        # draw reads nothing between them), 1 for a card seen where it lies, SHUFFLED.
        self.reads: tuple[int, ...] = ()

    def freeze(self) -> State:
        """The state the table has come to."""
        return state_of(
            {
                "kingdom": self.kingdom,
                "hand": tuple(sorted(self.hand)),
                "deck": tuple(self.deck),
                "discard": tuple(self.discard),
                "score": tuple(self.score),
                "phase": self.phase,
                "rng": self.rng,
                "ability_used": self.ability_used,
                "statement": self.statement,
                "decision": self.decision,
                "baron_eyes": self.baron_eyes,
                "known_top": min(self.known_top, len(self.deck)),
            }
        )

    # -- the current visit ---------------------------------------------------

    @property
    def ruler(self) -> str | None:
        return self.kingdom.ruler

    @property
    def ruler_suit(self) -> int:
        trump = self.kingdom.trump
        assert trump is not None
        return trump

    def set_slot(self, slot: int, ally: AllySlot) -> None:
        kingdom = self.kingdom
        key = (id(kingdom), slot, id(ally))
        found = _SLOT_SET.get(key)
        if found is not None and found[0] is kingdom and found[1] is ally:
            self.kingdom = found[2]
            return
        allies = list(kingdom.allies)
        allies[slot] = ally
        self.kingdom = changed = kingdom.with_allies(tuple(allies))
        if len(_SLOT_SET) >= _SLOT_SET_SIZE:
            _SLOT_SET.clear()
        _SLOT_SET[key] = (kingdom, ally, changed)

    # -- moving cards --------------------------------------------------------

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def moved(self, card: int, source: str, dest: str) -> None:
        self.events.append(E.MOVED_BY_INT[card, source, dest])

    def draw(self, count: int = 1) -> list[int]:
        """Deck to hand, as many as the deck allows (up to ``count``)."""
        drawn: list[int] = []
        unseen = 0
        while count > 0 and self.deck:
            card = self.deck.pop(0)
            if self.known_top:
                self.known_top -= 1
            else:
                unseen += 1
            self.hand.append(card)
            drawn.append(card)
            self.moved(card, "deck", "hand")
            count -= 1
        if unseen:
            self.reads += (unseen,)
        return drawn

    def peek(self, count: int) -> None:
        """The player now knows the top ``count`` cards of the deck (the deck's size at most)."""
        count = min(count, len(self.deck))
        # Each card newly seen stays where it lies: its position counts.
        self.reads += (1,) * (count - self.known_top)
        self.known_top = max(self.known_top, count)

    def discard_from_hand(self, card: int) -> None:
        self.hand.remove(card)
        self.discard.append(card)
        self.moved(card, "hand", "discard")

    def move_from_hand(self, cards: list[int], dest: str, top: int | None = None) -> None:
        """Move several hand cards onto ``dest`` (discard or score), ``top`` last."""
        pile = self.discard if dest == "discard" else self.score
        ordered = sorted(c for c in cards if c != top)
        if top is not None:
            ordered.append(top)
        for card in ordered:
            self.hand.remove(card)
            pile.append(card)
            self.moved(card, "hand", dest)

    def take_top(self, source: str) -> int | None:
        """Top card of the deck, discard or score pile into the hand."""
        if source == "deck":
            drawn = self.draw(1)
            return drawn[0] if drawn else None
        pile = self.discard if source == "discard" else self.score
        if not pile:
            return None
        card = pile.pop()
        self.hand.append(card)
        self.moved(card, source, "hand")
        return card

    def shuffle_deck(self) -> None:
        self.rng, deck = shuffled(self.rng, self.deck)
        self.deck = list(deck)
        self.known_top = 0
        self.reads += (SHUFFLED,)
        self.emit(E.Shuffled("deck"))

    # -- the end of a visit ----------------------------------------------------

    def end_visit(self) -> None:
        """Count the score pile, settle the fief and prepare the next visit.

        Each event comes right after its own change (``Recording`` notes the table there):
        the fief is settled and the allies stand ready, the ruler becomes a friend or
        leaves, each friend who stood in leaves, then the cards are gathered and dealt."""
        kingdom = self.kingdom
        number = kingdom.visiting
        assert number is not None
        fief = kingdom.fiefs[number]
        ruler = fief.ruler
        won = len(self.score) == number
        reason = "hand_empty" if not self.hand else "deck_empty"
        fiefs = list(kingdom.fiefs)
        fiefs[number] = Fief(ruler, STATUS_WON if won else STATUS_LOST)
        allies = tuple([ally_slot(a.ally, a.substitute) if a.exhausted else a for a in kingdom.allies])
        self.kingdom = kingdom.with_(fiefs=tuple(fiefs), allies=allies, visiting=None)
        self.statement = None
        self.decision = None
        self.baron_eyes = False
        self.ability_used = False
        self.emit(E.VisitOver(number, won, len(self.score), number, ruler, reason))
        if won:
            assert ruler is not None
            self.kingdom = self.kingdom.with_allies(allies, tuple(sorted((*kingdom.friends, ruler))))
            self.emit(E.FriendGained(ruler, number))
        else:
            fiefs[number] = Fief(None, STATUS_LOST)
            self.kingdom = self.kingdom.with_fiefs(tuple(fiefs))
            self.emit(E.RulerLeft(ruler, number))
        for slot, ally in enumerate(allies):
            if ally.substitute is not None:
                self.set_slot(slot, ally_slot(ally.ally))
                self.emit(E.SubstituteLeft(ally.substitute, slot))
        if all(f.status is not STATUS_UNVISITED for f in fiefs):
            self.phase = PHASE_GAME_OVER
            self.emit_game_over()
            return
        self.deal()

    def deal(self) -> None:
        """Gather all 32 dialogue cards, shuffle them into the deck, and draw a new hand."""
        cards = self.hand + self.deck + self.discard + self.score
        cards.sort()
        self.rng, deck = shuffled(self.rng, cards)
        self.hand = []
        self.deck = list(deck)
        self.discard = []
        self.score = []
        self.known_top = 0
        self.phase = PHASE_CHOOSE_FIEF
        self.emit(E.Shuffled("all"))
        self.hand = sorted(deck[:HAND_SIZE])
        self.deck = list(deck[HAND_SIZE:])
        self.emit(E.Dealt(tuple([CARD_NAMES[c] for c in self.hand])))

    def emit_game_over(self) -> None:
        kingdom = self.kingdom
        stars = kingdom.stars
        self.emit(
            E.GameOver(
                stars,
                kingdom.threshold,
                "won" if stars >= kingdom.threshold else "lost",
                sum(1 for f in kingdom.fiefs if f.status is not STATUS_UNVISITED),
                FIEF_COUNT,
            )
        )


class Recording(Scratch):
    """A working table that notes the position as each event is emitted (``core.moments``):
    the rules emit every event right after its own change."""

    __slots__ = ("trail",)

    def __init__(self, state: State, trail: list[Moment], events: list[Event] | None = None) -> None:
        super().__init__(state, events)
        self.trail = trail

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.trail.append(Moment(event, self.freeze()))

    def moved(self, card: int, source: str, dest: str) -> None:
        self.emit(E.MOVED_BY_INT[card, source, dest])
