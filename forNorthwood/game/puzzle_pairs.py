"""Puzzle options that are one choice: the same pair of cards picked in either order."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Action, State
from ..core import actions as A
from ..core import events as E
from ..core.cards import CARD_NAMES
from .puzzles import Option
from .session import apply_answering


def same_pairs(state: State, options: Sequence[Option]) -> dict[Action, Action]:
    """Options that pick the same pair of cards in the other order (the Lady of Eyes' discards adding up
    to a total, the King of Flowers' pair adding up to 9: "Pick 1 of Claws", "Pick 6 of Leaves" read as
    two options the solver happened to value alike): each first one's twin, told as one option."""
    partner: dict[Action, Action] = {}
    step = state.decision.step if state.decision is not None else ""
    picks = {CARD_NAMES[o.action.card]: o.action for o in options if isinstance(o.action, A.PickCard)}
    for name, move in picks.items() if step in PAIR_STEPS else ():
        _after, events = apply_answering(state, move)  # the second card, when the only one, picked at once
        gone = [e.card for e in events if isinstance(e, E.Moved) and e.source == "hand" and e.card != name]
        if len(gone) == 1 and gone[0] in picks:
            partner[move] = picks[gone[0]]
    twins: dict[Action, Action] = {}
    chance = {option.action: option.success for option in options}
    for first, other in partner.items():
        if first in twins.values() or partner.get(other) != first or abs(chance[first] - chance[other]) > 1e-6:
            continue
        twins[first] = other
    return twins


#: The questions whose pick asks for a second card that makes a pair with it.
PAIR_STEPS = frozenset({"le_discard", "kf_first"})
