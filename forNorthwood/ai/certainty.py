"""When the outcome of a visit is certain (docs/RULES.md, "End of the visit").

The rulebook lets the player skip the rest of a visit once its outcome is certain;
a digital version may finish it automatically, but only when it truly is forced.
It is forced when nothing the player can still do changes it:

* lost: the best play can no longer win it (the exact value is 0, so every
  continuation's value is 0);
* won: even the worst play cannot lose it (the exact value of the worst strategy
  is 1, so every continuation wins with certainty).

Both are exact expectimax values over the unseen cards, computed from what the
player knows. The value 0 means that no run of moves and cards wins, the worst
value 1 that none loses: so two searches that take the draw as one more choice
(``Solver(possible=True)``) tell it, each stopping at the first run that wins
(loses), runs of plain dialogues first. In a visit still open that comes after a
few steps instead of the whole tree (``scripts/bench_settle.py``). The core's sure
outlooks (``core.prospects``: a score above the target that nothing can lower, too
few dialogues left, a target locked) are asked first: they are sound for every
deck order and every continuation, and cost nothing, so a visit lost at its first
dialogue is settled however large it is. Other positions too large to settle
within ``node_limit`` are reported as not certain.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import State
from ..core.prospects import visit_prospect
from ..core.state import PHASE_ABILITY_WINDOW, PHASE_RESPOND
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
        # Can the visit still be won, by any moves and any cards? (Stops at the first run that wins.)
        if _possible(state, False, node_limit, should_stop) <= _TOLERANCE:
            return False
        # Can it still be lost? (Stops at the first run that loses.)
        if _possible(state, True, node_limit, should_stop) >= 1.0 - _TOLERANCE:
            return True
    except Cancelled:
        raise
    except SearchStopped:
        return None
    return None


def _possible(state: State, minimize: bool, node_limit: int | None, should_stop: Callable[[], bool] | None) -> float:
    """1 if some run of moves and cards from ``state`` wins the visit, else 0; with ``minimize``,
    0 if some run loses it, else 1. Runs of plain dialogues (no ability used) are tried first:
    their search on bit masks is cheap, and in a visit still open one of them usually does it."""
    solver = Solver(node_limit=node_limit, should_stop=should_stop, possible=True, minimize=minimize)
    if not state.baron_eyes and state.decision is None and state.phase in (PHASE_ABILITY_WINDOW, PHASE_RESPOND):
        found = solver.plain_value(state)
        if found == (0.0 if minimize else 1.0):
            return found
    return solver.value(state)
