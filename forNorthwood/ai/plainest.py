"""The plainest of equal choices: where the Hint's ring goes when options are worth the same.

When two options of a visit are worth the same to the advisor (exactly, or within a sampled
value's error), a player is taught best by the one that does least. Plainness is an order
of the actions of one position, the plainest first:

1. nothing spent: letting the ruler reveal, answering a statement, answering a question
   before using an ally's ability (``Activate`` spends the ally for the visit);
2. no dialogue won that the visit does not need: once the score holds the fief's target,
   a response that would win one more comes after one that loses;
3. the lower card (a response or a card picked): the higher one is kept for later;
4. the order of the rules' legal actions (so the order is total and the same for the same view).
"""

from __future__ import annotations

from ..core import State, response_wins
from ..core.actions import Action, Activate, PickCard, Play
from ..core.cards import CARD_OF_NAME, card_value

#: A sampled option this close to the best (calibrated chance) is a tie: less than any sampled
#: value's printed error, and within the badge's whole percent.
SAMPLED_TIE = 0.02


def plainness(state: State, action: Action, index: int) -> tuple[int, int, int, int]:
    """The sort key of ``action`` (legal in ``state``, ``index`` in the legal order): smaller is plainer."""
    spends = 1 if isinstance(action, Activate) else 0
    unneeded_win = 0
    value = 0
    if isinstance(action, Play | PickCard):
        card = CARD_OF_NAME[action.card]
        value = card_value(card)
        if isinstance(action, Play) and state.statement is not None:
            target = state.target
            enough = target is not None and len(state.score) >= target
            unneeded_win = int(enough and response_wins(state.statement, card, state.trump))
    return spends, unneeded_win, value, index


def tied(best: tuple[float, bool], other: tuple[float, bool]) -> bool:
    """Whether ``other`` (chance, exact) is worth the same as ``best``: both exact and equal, or both
    sampled and no more than ``SAMPLED_TIE`` below it."""
    (top, top_exact), (value, exact) = best, other
    if top_exact != exact:
        return False
    if exact:
        return abs(top - value) <= 1e-12
    return top - SAMPLED_TIE <= value <= top
