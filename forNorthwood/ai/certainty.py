"""When the outcome of a visit is certain (docs/RULES.md, "End of the visit").

The rulebook lets the player skip the rest of a visit once its outcome is certain;
a digital version may finish it automatically, but only when it truly is forced.
It is forced when nothing the player can still do changes it:

* lost: the best play can no longer win it (the exact value is 0, so every
  continuation's value is 0);
* won: even the worst play cannot lose it (the exact value of the worst strategy
  is 1, so every continuation wins with certainty).

Both are exact expectimax values over the unseen cards, computed from what the
player knows. The core's sure outlooks (``core.prospects``: a score above the
target that nothing can lower, too few dialogues left, a target locked) are
asked first: they are sound for every deck order and every continuation, and
cost nothing, so a visit lost at its first dialogue is settled however large it
is. Other positions too large to settle within ``node_limit`` are reported as
not certain.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import State
from ..core.prospects import visit_prospect
from .exact import Cancelled, SearchStopped, Solver
from .infoset import VISIT_PHASES

#: Work allowed for each of the two searches (a small visit end is settled in milliseconds).
DEFAULT_NODE_LIMIT = 5_000
_TOLERANCE = 1e-12


def certain_outcome(
    state: State, node_limit: int | None = DEFAULT_NODE_LIMIT, should_stop: Callable[[], bool] | None = None
) -> bool | None:
    """True if the visit is won whatever the player does, False if it is lost whatever
    the player does, None if the player's choices still matter (or it is too large to tell).

    ``should_stop`` cancels the search from outside (``exact.Cancelled`` is raised)."""
    if state.phase not in VISIT_PHASES:
        return None
    prospect = visit_prospect(state)
    if prospect is not None and (prospect.lost or prospect.won):
        return prospect.won
    try:
        best = Solver(node_limit=node_limit, should_stop=should_stop).value(state)
        if best <= _TOLERANCE:
            return False
        if best < 1.0 - _TOLERANCE:
            return None
        worst = Solver(node_limit=node_limit, minimize=True, should_stop=should_stop).value(state)
    except Cancelled:
        raise
    except SearchStopped:
        return None
    if worst >= 1.0 - _TOLERANCE:
        return True
    return None
