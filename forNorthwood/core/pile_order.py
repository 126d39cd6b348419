"""Does the order of cards moving together onto a pile matter?

When several hand cards move at once onto the discard or score pile (King of
Claws, Jack, Prince and Baron of Flowers, King of Eyes, or any of them through the
Queen of Leaves), the core asks which one ends on top, because some abilities look
at a pile's top card. This module says whether anyone can still look.

* The discard pile: never. The ability that moves the cards is the last thing
  before the next statement, and every statement is laid on the discard pile, so
  at the start of any later ability at least one card lies above the group; each
  ability takes at most one card off the discard pile (the Queen of Claws; the
  Baron of Leaves only exchanges), so no later ability ever sees the group's top.
* The score pile: only if a character that reads its top — Queen of Claws (takes
  it), Queen of Flowers (makes it the next statement), Baron of Leaves (exchanges
  it): the specs whose ``reads_tops`` name the score pile — could still act in a later
  ability window of this visit.

At the end of the visit every card is gathered and shuffled in card order, so no
order survives the visit.
"""

from __future__ import annotations

from .abilities import SPECS, TOP
from .reach import characters_in_reach
from .state import PHASE_DECISION, State

#: The step of the question "which card ends on top".
TOP_STEP = TOP.name
#: Characters whose ability reads the score pile's top card.
SCORE_TOP_READERS = frozenset(code for code, spec in SPECS.items() if "score" in spec.reads_tops)


def asks_top_card(state: State) -> bool:
    """True when the pending question is which of several moving cards ends on top."""
    decision = state.decision
    return state.phase is PHASE_DECISION and decision is not None and decision.step == TOP_STEP


def top_card_matters(state: State) -> bool:
    """Whether the answer to the pending "which card ends on top" question can matter.

    True for any other state (there is nothing to answer for the player). False when
    the cards go to the discard pile, or to the score pile while no character able to
    read its top can act again in this visit.
    """
    if not asks_top_card(state):
        return True
    decision = state.decision
    assert decision is not None
    destination, moving = decision.data
    if destination != "score":
        return False
    # After this ability the next statement is revealed and answered; another ability
    # window follows only if the hand and the deck both still hold a card after that.
    hand_after = len(state.hand) - len(moving) - 1 + (1 if state.baron_eyes else 0)
    if hand_after < 1 or len(state.deck) - 1 < 1:
        return False
    return bool(characters_in_reach(state.kingdom) & SCORE_TOP_READERS)


def unread_top_answer(state: State) -> int | None:
    """The card the session puts on top without asking, or None when the player must be asked.

    The highest of the moving cards, so that the group lies in card order.
    """
    if not asks_top_card(state) or top_card_matters(state):
        return None
    decision = state.decision
    assert decision is not None
    return max(decision.options)
