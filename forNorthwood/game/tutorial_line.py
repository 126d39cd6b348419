"""The line the tutorial suggests: moves that win the visit under way exactly, without allies.

The tutorial looks at the hidden deck to find it (it is advice, not a rule). A
``LineSearch`` remembers the lines it found, keyed by what the rest of such a visit
depends on; each tutorial owns one, so nothing is kept between games.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Action, Phase, State, apply, legal_actions
from ..core import actions as A
from ..core.state import FiefStatus

#: Positions the search may look at for one question; far more than a visit without allies needs.
SEARCH_BUDGET = 20_000
#: A visit needs a few thousand positions at most; past this many the memory is cleared.
MEMORY_LIMIT = 40_000

VISIT_PHASES = frozenset({Phase.ABILITY_WINDOW, Phase.DECISION, Phase.RESPOND})


class _OutOfBudget(Exception):
    pass


def line_key(state: State) -> tuple:
    """What the rest of a visit without allies depends on: not the order the piles were made in."""
    if state.phase is Phase.DECISION:
        return (state, state.kingdom.visiting)
    return (
        state.phase,
        state.kingdom,
        state.hand,
        state.deck,
        len(state.score),
        state.statement,
        state.ability_used,
        state.baron_eyes,
    )


class LineSearch:
    """Winning lines of the visit under way, with the positions already searched remembered."""

    def __init__(self, budget: int = SEARCH_BUDGET) -> None:
        self.budget = budget
        self._lines: dict[tuple, tuple[Action, ...] | None] = {}

    def line(self, state: State) -> tuple[Action, ...] | None:
        """Actions that end the visit under way with exactly its target, without using allies.

        Answers the questions of an ability already started. None when no such line
        exists, when it would take too long to find (``budget`` positions), or when no
        visit is under way (or about to begin).
        """
        fief = state.kingdom.visiting
        if fief is None or (state.phase not in VISIT_PHASES and state.phase is not Phase.CHOOSE_SUBSTITUTES):
            return None
        key = line_key(state)
        if key in self._lines:
            return self._lines[key]
        if len(self._lines) > MEMORY_LIMIT:
            self._lines.clear()
        try:
            return self._line(state, fief, [self.budget])
        except _OutOfBudget:
            return None

    def _line(self, state: State, fief: int, budget: list[int]) -> tuple[Action, ...] | None:
        phase = state.phase
        if phase is Phase.CHOOSE_FIEF or phase is Phase.GAME_OVER:
            return () if state.kingdom.fiefs[fief].status is FiefStatus.WON else None
        key = line_key(state)
        if key in self._lines:
            return self._lines[key]
        budget[0] -= 1
        if budget[0] < 0:
            raise _OutOfBudget
        if phase is Phase.CHOOSE_SUBSTITUTES:
            candidates: Sequence[Action] = (A.BEGIN_VISIT,)
        elif phase is Phase.ABILITY_WINDOW:
            candidates = (A.REVEAL,)
            if len(state.score) > fief or len(state.score) + min(len(state.hand), len(state.deck)) < fief:
                candidates = ()
        else:
            candidates = legal_actions(state)
        found: tuple[Action, ...] | None = None
        for action in candidates:
            rest = self._line(apply(state, action)[0], fief, budget)
            if rest is not None:
                found = (action, *rest)
                break
        self._lines[key] = found
        return found
