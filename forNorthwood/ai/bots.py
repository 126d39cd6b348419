"""Bots that play whole games over the rules core: random, greedy and the advisor.

Each bot sees only what the player sees (the advisor and the greedy policy read the
canonical information state; the random bot reads nothing). Every game is seeded,
so a benchmark run can be repeated exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from ..core import Action, State, apply, legal_actions, new_game
from ..core.actions import STOP_GAME
from ..core.events import VisitOver
from ..core.state import PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES, PHASE_GAME_OVER
from .advisor import DEFAULT_BUDGET_MS, advise, advised
from .infoset import canonical, visit_result
from .policy import greedy_action

Policy = Callable[[State], Action]


@dataclass(frozen=True, slots=True)
class GameRecord:
    seed: int
    final: State
    actions: tuple[Action, ...]
    visits: tuple[tuple[int, bool], ...]  # (fief, won) in the order visited

    @property
    def stars(self) -> int:
        return self.final.kingdom.stars


def random_policy(seed: int) -> Policy:
    rng = Random(seed)

    def choose(state: State) -> Action:
        legal = [a for a in legal_actions(state) if a is not STOP_GAME]
        return legal[int(rng.random() * len(legal))]

    return choose


def greedy_policy(seed: int) -> Policy:
    return lambda state: greedy_action(canonical(state))


def advisor_policy(
    budget_ms: float = DEFAULT_BUDGET_MS, fief_budget_ms: float = DEFAULT_BUDGET_MS
) -> Callable[[int], Policy]:
    """The advisor's policy: the best action by ``advise``; a fief as ``advised`` says.

    In fief selection the fief is the one that gives the best chance of reaching the game's
    threshold (``fief_order``: its chance now and what the fiefs left can still bring).
    Friends are brought in as the advice says (it settles: see ``friends.py``).
    """

    def make(seed: int) -> Policy:
        def choose(state: State) -> Action:
            legal = legal_actions(state)
            if len(legal) == 1:
                return legal[0]
            if state.phase is PHASE_CHOOSE_FIEF:
                advice = advise(state, fief_budget_ms)
                chosen = advised(advice)  # the fief for the best chance of the whole game
                assert chosen is not None
                return advice.actions[chosen].action
            advice = advise(state, fief_budget_ms if state.phase is PHASE_CHOOSE_SUBSTITUTES else budget_ms)
            if advice.best is None:
                return greedy_action(canonical(state))
            return advice.actions[advice.best].action

        return choose

    return make


def play_game(seed: int, setup: str, threshold: int, policy: Policy, max_actions: int = 10_000) -> GameRecord:
    """One full game of eight visits (a bot never stops a game early)."""
    state = new_game(seed, setup, threshold)
    actions: list[Action] = []
    visits: list[tuple[int, bool]] = []
    while state.phase is not PHASE_GAME_OVER and len(actions) < max_actions:
        action = policy(state)
        state, events = apply(state, action)
        actions.append(action)
        result = visit_result(events)
        if result is not None:
            fief = next(e.fief for e in events if isinstance(e, VisitOver))
            visits.append((fief, result))
    return GameRecord(seed, state, tuple(actions), tuple(visits))
