"""Each event of an action with the position right after it, for a table that shows them in order.

``apply`` gives the new state and the events; a table that animates the events one by
one needs the position after each of them too. ``rules.apply_with_positions`` gives
them: the rules record a ``Moment`` as each event is emitted, each event coming right
after its own change (a card moved, a fief settled, the cards gathered for a new deal).
The last moment's position is the action's new state. Only the player's table asks for
them; simulations keep ``apply``'s fast paths.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARD_NAMES
from .events import Dealt, Event
from .state import State


@dataclass(frozen=True, slots=True)
class Trick:
    """The response lying on the table beside its statement, between its ``Dialogue`` and the
    ``Moved`` that takes it to the score or discard pile: neither in the hand nor on a pile."""

    response: int
    won: bool


@dataclass(frozen=True, slots=True)
class Moment:
    """One event and the position right after it.

    A position between two events of one action is there to be shown, not played from:
    only the last one's ``state`` is the state ``apply`` gives (with any pending question).
    While ``trick`` is set, its response is counted in none of ``state``'s piles.
    """

    event: Event
    state: State
    trick: Trick | None = None


def first_deal(state: State) -> tuple[State, Moment]:
    """A new game's first hand, shown as every later deal is (``new_game`` deals at once): the
    position with all dialogue cards still in the deck, the hand on top, and the ``Dealt``
    moment that brings ``state``."""
    undealt = state.with_(hand=(), deck=(*state.hand, *state.deck), known_top=0)
    return undealt, Moment(Dealt(tuple([CARD_NAMES[c] for c in state.hand])), state)
