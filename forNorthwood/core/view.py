"""What the player may know of a position, never the hidden deck order: one projection, two uses.

``TableModel.from_state(state)`` is the table of a core ``State`` as the player may see it:
the hand, the piles, the deck's size and only its known top (the hidden order stays hidden),
the kingdom. ``TableModel.of(moment)`` is the table right after one event of an action, from
the position the core gives with it (``apply_with_positions``): the table screen shows the
events one by one by showing those positions, and never works out a position itself (its
frame, ``ui.frame.table_frame``, is computed from this model). ``view(state)`` is the engine
protocol's JSON view, written from the same model (plus the phase and the decision asked).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARD_NAMES, FIEF_STARS, SUIT_LETTERS
from .moments import Moment, Trick
from .state import FiefStatus, Kingdom, Phase, State


@dataclass(frozen=True, slots=True)
class TableModel:
    """Every card on the table and the kingdom around it, in the core's own values (a dialogue
    card is the core's ``int``, the trump the core's suit index; a card's name, such as ``"7E"``,
    is made only where a sprite, a table key or a word needs one): plain values read from the
    core's position once, when the model is made (nothing is worked out again each time the frame
    or the still picture reads them)."""

    hand: tuple[int, ...]
    deck_count: int
    known_top: tuple[int, ...]  # cards known on top of the deck, top first
    discard: tuple[int, ...]  # bottom first, top last
    score: tuple[int, ...]
    statement: int | None
    kingdom: Kingdom  # the core's own: its fiefs, allies, friends, the fief visited and the threshold
    ruler: str | None  # the ruler of the fief being visited
    trump: int | None  # the trump suit (the core's suit index): the current ruler's suit
    stars: int
    stars_still_possible: int
    visits_done: int
    baron_eyes: bool = False
    response: int | None = None  # the response lying beside its statement until it goes to its pile
    response_won: bool | None = None

    @classmethod
    def from_state(cls, state: State, trick: Trick | None = None) -> TableModel:
        """The table of ``state`` as the player sees it (the deck's order stays hidden), with
        ``trick``'s response beside its statement when one is given."""
        kingdom = state.kingdom
        return cls(
            hand=state.hand,
            deck_count=len(state.deck),
            known_top=state.deck[: state.known_top],
            discard=state.discard,
            score=state.score,
            statement=state.statement,
            kingdom=kingdom,
            ruler=kingdom.ruler,
            trump=kingdom.trump,
            stars=kingdom.stars,
            stars_still_possible=kingdom.stars_still_possible,
            visits_done=sum(1 for f in kingdom.fiefs if f.status is not FiefStatus.UNVISITED),
            baron_eyes=state.baron_eyes,
            response=None if trick is None else trick.response,
            response_won=None if trick is None else trick.won,
        )

    @classmethod
    def of(cls, moment: Moment) -> TableModel:
        """The table right after ``moment``'s event: the core's position there."""
        return cls.from_state(moment.state, moment.trick)

    def pile(self, name: str) -> tuple[int, ...]:
        """The cards of a face-up pile (hand, discard, score) or the known top of the deck."""
        return {"hand": self.hand, "discard": self.discard, "score": self.score, "deck": self.known_top}[name]


def _names(cards: tuple[int, ...] | list[int]) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def view(state: State) -> dict:
    """The protocol's view of ``state``. ``decision.prompt`` is left to i18n (a step code here)."""
    m = TableModel.from_state(state)
    kingdom = m.kingdom
    decision = state.decision
    result = None
    if state.phase is Phase.GAME_OVER:
        result = "won" if m.stars >= kingdom.threshold else "lost"
    return {
        "phase": state.phase.value,
        "visiting": kingdom.visiting,
        "target": kingdom.visiting,
        "ruler": m.ruler,
        "trump": None if m.trump is None else SUIT_LETTERS[m.trump],
        "hand": _names(m.hand),
        "deck_count": m.deck_count,
        "deck_known_top": _names(m.known_top),
        "discard": _names(m.discard),
        "score": _names(m.score),
        "statement": None if m.statement is None else CARD_NAMES[m.statement],
        "allies": [
            {"slot": i, "ally": a.ally, "substitute": a.substitute, "exhausted": a.exhausted}
            for i, a in enumerate(kingdom.allies)
        ],
        "fiefs": [
            {"number": i, "stars": FIEF_STARS[i], "ruler": f.ruler, "status": f.status.value}
            for i, f in enumerate(kingdom.fiefs)
        ],
        "friends": list(kingdom.friends),
        "ability_used": state.ability_used,
        "baron_eyes": m.baron_eyes,
        "decision": None
        if decision is None
        else {
            "ability": decision.ability,
            "kind": decision.kind,
            "step": decision.step,
            "slot": decision.slot,
            "via": decision.via,
            "prompt": decision.step,
        },
        "stars": m.stars,
        "stars_still_possible": m.stars_still_possible,
        "threshold": kingdom.threshold,
        "setup": kingdom.setup,
        "visits_done": m.visits_done,
        "result": result,
    }
