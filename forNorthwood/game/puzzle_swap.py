"""Which hand card the King of Leaves' best move puts on the deck, by the top card it shows (pure).

The King of Leaves shows the deck's top card, takes it into the hand and puts a hand card of the
player's choice on the deck in its place. Where a puzzle's best move uses it, the solution's line
stops at that card not known yet, so the card to put back is not told by the line. ``swap_choice``
asks the exact solver for the best card to put back after each top card the ability can show: one
card best whatever it shows, or which card for how many of the cards it can be.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ..ai.exact import Solver, outcomes
from ..ai.infoset import canonical
from ..core import Action, State
from ..core import actions as A
from ..core.cards import CARD_NAMES
from ..core.rules import response_wins
from .puzzle_reason import TOLERANCE, best_move
from .session import apply_answering

#: The King of Leaves' question: which hand card goes on the deck.
SWAP_STEP = "kl_swap"


@dataclass(frozen=True, slots=True)
class SwapChoice:
    """The card to put on the deck after the King of Leaves shows the top card: ``cards``, each card
    (a card's name) with the number of the ``shown`` cards the top can be after which it is the best,
    the most often first (one card: best whatever the top card); ``beaten_by``: where that one card
    then becomes the next statement and best play answers it with the same hand card, which wins it,
    that card's name ("" when not: "put the 4 of Leaves on the deck" never said why)."""

    cards: tuple[tuple[str, int], ...]
    shown: int
    beaten_by: str = ""


def swap_choice(state: State, answer: Action, stop: Callable[[], bool] | None = None) -> SwapChoice | None:
    """The best card to put on the deck after ``answer`` (the King of Leaves used) shows the top
    card, by the exact solver (None when ``answer`` asks no such question after a card not known)."""
    if not isinstance(answer, A.Activate):
        return None
    found = outcomes(canonical(state), answer)
    asked = [(o.probability, o.state) for o in found if o.state is not None and o.state.decision is not None]
    if (
        len(found) < 2
        or len(asked) != len(found)
        or any(s.decision is None or s.decision.step != SWAP_STEP for _p, s in asked)
    ):
        return None
    solver = Solver(should_stop=stop)
    best_sets: list[tuple[float, set[int]]] = []
    for probability, position in asked:
        values = [(a, v) for a, v in solver.action_values(position) if isinstance(a, A.PickCard)]
        if not values:
            return None
        top = max(v for _a, v in values)
        best_sets.append((probability, {a.card for a, v in values if v >= top - TOLERANCE}))
    shown = len(asked)
    # A card best after every top card is told alone; else each top card's best, the most often best first.
    common = set.intersection(*(cards for _p, cards in best_sets))
    if common:
        card = min(common)
        return SwapChoice(((CARD_NAMES[card], shown),), shown, _beaten_by([s for _p, s in asked], card, solver))
    often: Counter[int] = Counter(card for _p, cards in best_sets for card in cards)
    chosen: Counter[int] = Counter(max(cards, key=lambda c: (often[c], -c)) for _p, cards in best_sets)
    ranked = tuple((CARD_NAMES[card], n) for card, n in sorted(chosen.items(), key=lambda item: (-item[1], item[0])))
    return SwapChoice(ranked, shown)


def _beaten_by(asked: list[State], card: int, solver: Solver) -> str:
    """The hand card that beats ``card`` once it is put on the deck and revealed as the next statement,
    whatever top card was shown (the one best play answers with most often, where several do); ""
    where best play does not reveal it next, or no hand card beats it after every top card."""
    beating: set[int] | None = None
    played: Counter[int] = Counter()
    for position in asked:
        state = apply_answering(position, A.PickCard(card))[0]
        if state.decision is not None or best_move(state, solver) != A.Reveal():
            return ""
        state = apply_answering(state, A.Reveal())[0]
        if state.statement != card or state.decision is not None:
            return ""
        wins = {c for c in state.hand if response_wins(card, c, state.kingdom.trump)}
        beating = wins if beating is None else beating & wins
        move = best_move(state, solver)
        if isinstance(move, A.Play):
            played[move.card] += 1
    if not beating:
        return ""
    return CARD_NAMES[max(sorted(beating), key=lambda c: played[c])]
