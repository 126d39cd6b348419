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
    picks = {CARD_NAMES[o.action.card]: o.action for o in options if isinstance(o.action, A.PickCard)}
    for move in picks.values():
        second = paired_card(state, move)
        if second is not None and second in picks:
            partner[move] = picks[second]
    twins: dict[Action, Action] = {}
    chance = {option.action: option.success for option in options}
    for first, other in partner.items():
        if first in twins.values() or partner.get(other) != first or abs(chance[first] - chance[other]) > 1e-6:
            continue
        twins[first] = other
    return twins


def paired_card(state: State, move: Action) -> str | None:
    """The card (its name) that goes with ``move``'s as a pair, picked at once because it is the only
    one that can (the Lady of Eyes' total, the King of Flowers' 9); None for any other move."""
    step = state.decision.step if state.decision is not None else ""
    if step not in PAIR_STEPS or not isinstance(move, A.PickCard):
        return None
    _after, events = apply_answering(state, move)  # the second card, when the only one, picked at once
    name = CARD_NAMES[move.card]
    gone = [e.card for e in events if isinstance(e, E.Moved) and e.source == "hand" and e.card != name]
    return gone[0] if len(gone) == 1 else None


#: The questions whose pick asks for a second card that makes a pair with it.
PAIR_STEPS = frozenset({"le_discard", "kf_first"})
