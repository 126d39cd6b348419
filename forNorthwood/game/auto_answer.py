"""The session answers the questions nobody needs to be asked: which card ends on top of a
pile that nobody will read again this visit.

When several cards move at once onto a pile, the core asks which one ends on top.
If no character can ever read that pile's top card during the rest of the visit
(``core.pile_order.top_card_matters``), the session answers at once, in the same
step as the action that raised the question: undo takes both back together, redo
and a save's replay answer the same way (the answer is a pure function of the
state), and the saved history holds only the player's own actions.

Saves written before the session answered by itself hold the player's answers in
their history; ``replays_answered`` tells the loader which way a history was written.
"""

from __future__ import annotations

from ..core import Action, Moment, State, apply, apply_with_positions
from ..core.actions import Pick, pick_card
from ..core.cards import CARD_NAMES
from ..core.pile_order import unread_top_answer


def apply_answering(state: State, action: Action, answer: bool = True) -> tuple[State, list]:
    """``core.apply``, then the unread "which card ends on top" answered (unless ``answer`` is off)."""
    new_state, events = apply(state, action)
    if answer:
        card = unread_top_answer(new_state)
        while card is not None:
            new_state, more = apply(new_state, pick_card(CARD_NAMES[card]))
            events = [*events, *more]
            card = unread_top_answer(new_state)
    return new_state, events


def answering_with_positions(state: State, action: Action, answer: bool = True) -> tuple[State, tuple[Moment, ...]]:
    """``apply_answering`` with each event beside the position right after it (``core.moments``)."""
    new_state, moments = apply_with_positions(state, action)
    if answer:
        card = unread_top_answer(new_state)
        while card is not None:
            new_state, more = apply_with_positions(new_state, pick_card(CARD_NAMES[card]))
            moments = (*moments, *more)
            card = unread_top_answer(new_state)
    return new_state, moments


def replays_answered(start: State, actions: list[Action]) -> bool | None:
    """Were ``actions`` recorded with the unread questions answered by the session?

    A history from an older version holds a pick for every such question. The first
    question met decides: the next recorded action either answers it (older: False) or
    does not (newer: True). True when no question is met (both replay alike); None when
    the last action raised it, so that only the saved state can tell.
    """
    state = start
    for index, action in enumerate(actions):
        after, _ = apply(state, action)
        if unread_top_answer(after) is not None:
            if index + 1 == len(actions):
                return None
            return not isinstance(actions[index + 1], Pick)
        state = after
    return True
