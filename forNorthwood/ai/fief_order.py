"""Which fief to visit next: the one that gives the best chance of reaching the game's threshold.

Every fief is visited exactly once, so the choice is which hand goes to which fief. Taking
the fief with the most stars to expect now (chance × stars) spends a good hand on a fief
that any hand would likely win, or a hard four-star fief on a middling hand; what counts
is the chance of the whole game. So each fief is weighed by

    p · F(left without it, stars still needed − its stars) + (1 − p) · F(left without it, stars still needed)

where p is its chance now (the advisor's odds) and F(fiefs left, stars needed) the chance
that the fiefs left bring at least that many stars when each is chosen in turn by this
same rule, for hands like those of a fresh game. F is fitted offline
(``scripts/fit_fief_values.py``): the fief odds at the first fief choice of seeded fresh
games are drawn as the hands of every later choice, and F follows by dynamic programming
over the sets of fiefs left (it depends only on the stars still needed, so one table serves
every threshold). It is shipped as data (``fief_values.py``) and read at play time: the same
view always gets the same choice.

Ties (the threshold already reached, or out of reach whatever happens) go to the most stars
to expect, then to the first fief listed.

``measure_fiefs`` gives the number that decides, for each fief, so that the Hint's ring and the
replay's verdict show it beside each fief: the fief ringed is the best by the number shown.
While some fief gives a better chance of reaching the threshold than another, that chance
(``GOAL``); once every fief gives the same (the threshold reached, or out of reach whatever
happens), the stars to expect from the visit (``STARS``: its chance × its stars).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..core.cards import FIEF_STARS
from ..core.state import STATUS_UNVISITED, State
from .fief_values import ROWS

#: Stars needed at most (every fief won: 20).
MAX_NEED = 20
FIEFS = 8
#: What decides the fief to visit: the chance of reaching the threshold, or the stars to expect.
GOAL, STARS = "goal", "stars"


@cache
def table() -> tuple[tuple[float, ...], ...]:
    """F[mask of fiefs left][stars still needed], from the shipped rows (four hex digits a value, /65535)."""
    if len(ROWS) != 1 << FIEFS:
        raise ValueError("the fief values need one row per set of fiefs left")
    found = []
    for row in ROWS:
        if len(row) != 4 * (MAX_NEED + 1):
            raise ValueError("a row of fief values holds one value per number of stars needed")
        found.append(tuple(int(row[i : i + 4], 16) / 65535 for i in range(0, len(row), 4)))
    return tuple(found)


def future(left: int, need: int) -> float:
    """The chance that the fiefs of mask ``left`` bring at least ``need`` more stars."""
    if need <= 0:
        return 1.0
    if need > MAX_NEED:
        return 0.0
    return table()[left][need]


def game_chance(left: int, need: int, fief: int, chance: float) -> float:
    """The chance of the game if ``fief`` (in ``left``) is visited now at ``chance`` (then by the rule)."""
    rest = left & ~(1 << fief)
    return chance * future(rest, need - FIEF_STARS[fief]) + (1.0 - chance) * future(rest, need)


def unvisited_mask(state: State) -> int:
    mask = 0
    for i, fief in enumerate(state.kingdom.fiefs):
        if fief.status is STATUS_UNVISITED:
            mask |= 1 << i
    return mask


def sure_future(left: int, need: int) -> bool:
    """True when ``future(left, need)`` is certain, not fitted: nothing more needed, or more than
    the fiefs left hold."""
    return need <= 0 or need > sum(FIEF_STARS[f] for f in range(FIEFS) if left >> f & 1)


@dataclass(frozen=True, slots=True)
class FiefMeasure:
    """The number that decides the fief to visit, for each fief that may be chosen (in the order
    of the odds given): its value and whether it is exact (else an estimate)."""

    kind: str  # GOAL or STARS
    threshold: int  # the stars the game's goal asks for
    values: tuple[tuple[float, bool], ...]
    chosen: int | None  # the index of the fief to visit: the best value (ties: most stars to expect, first)


def measure_fiefs(state: State, odds: Sequence[tuple[int, float, bool]]) -> FiefMeasure:
    """``odds``: (fief, chance to win its visit, exact) of the fiefs that may be chosen."""
    left = unvisited_mask(state)
    need = state.kingdom.threshold - state.kingdom.stars
    goals = []
    for fief, chance, exact in odds:
        rest = left & ~(1 << fief)
        sure = sure_future(rest, need - FIEF_STARS[fief]) and sure_future(rest, need)
        goals.append((round(game_chance(left, need, fief, chance), 9), exact and sure))
    stars = tuple((chance * FIEF_STARS[fief], exact) for fief, chance, exact in odds)
    chosen, most = None, (-1.0, -1.0)
    for i, (goal, _) in enumerate(goals):
        rank = (goal, stars[i][0])
        if rank > most:
            chosen, most = i, rank
    if len({goal for goal, _ in goals}) > 1:
        return FiefMeasure(GOAL, state.kingdom.threshold, tuple(goals), chosen)
    return FiefMeasure(STARS, state.kingdom.threshold, stars, chosen)


def choose_fief(state: State, odds: Sequence[tuple[int, float]]) -> int | None:
    """The index into ``odds`` ((fief, chance) pairs, the fiefs that may be chosen) of the fief to visit."""
    return measure_fiefs(state, [(fief, chance, False) for fief, chance in odds]).chosen
