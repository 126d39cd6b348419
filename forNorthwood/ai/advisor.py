"""The advisor: how good each legal action is, from what the player knows.

``advise(state, budget_ms, exact)`` answers the protocol's ``advise`` op
(docs/ENGINE_PROTOCOL.md, "Advice"): for each legal action, the probability that the
current visit ends won if the player takes it and then plays as well as possible.

* Inside a visit the exact solver is tried first within a node budget derived
  from ``budget_ms``; actions it cannot finish are estimated by sampling
  (``sampling.Sampler``). ``exact=True`` solves everything exactly, whatever it costs.
* In fief selection each unvisited fief is valued by sampling from the start of its
  visit, with the advisor's best choice of substitutes among the configurations it
  tries (none, or one friend on one slot); ``stop_game`` is 0.
* While choosing substitutes, each choice is valued as the visit begun right after it;
  ``back`` has no value (None).
* ``exact=True`` before a visit (``substitutes.py``) solves the visit exactly for every
  choice of substitutes: a fief is worth its best configuration; a substitute or
  its removal is worth the best configuration (every one stays reachable after it),
  ``begin_visit`` the configuration as it stands.

The budget is turned into a fixed amount of work (nodes and deals) rather than
read from a clock, and every random draw is seeded from the view: the same view
always gets the same advice, on any machine.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass

from ..core import State, apply, legal_actions, view
from ..core.actions import BACK, BEGIN_VISIT, STOP_GAME, Action, Substitute
from ..core.state import PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES
from .exact import Cancelled, SearchStopped, Solver
from .infoset import VISIT_PHASES, canonical
from .sampling import Sampler
from .substitutes import best_configuration, step_towards, visit_value

DEFAULT_BUDGET_MS = 300
#: Exact-search nodes allowed per millisecond of budget (measured on the project's 2-core machine).
EXACT_NODES_PER_MS = 5
#: Sampled deals per millisecond of budget, shared among the actions still to estimate.
DEALS_PER_MS = 1.0
MIN_DEALS = 12
#: Exact-search work allowed inside the rollouts per millisecond of budget.
ROLLOUT_NODES_PER_MS = 50
#: At least this many deals for each fief or substitute choice (with a tiny budget).
MIN_START_DEALS = 4


@dataclass(frozen=True, slots=True)
class ActionAdvice:
    action: Action
    success: float | None
    exact: bool
    samples: int

    def to_json(self) -> dict:
        return {"action": self.action.to_json(), "success": self.success, "exact": self.exact, "samples": self.samples}


@dataclass(frozen=True, slots=True)
class Advice:
    actions: tuple[ActionAdvice, ...]
    best: int | None
    visit_success: float | None

    def to_json(self) -> dict:
        return {
            "actions": [a.to_json() for a in self.actions],
            "best": self.best,
            "visit_success": self.visit_success,
        }

    @property
    def exact(self) -> bool:
        """True when every value given is exact."""
        return all(a.exact for a in self.actions if a.success is not None)

    def success_of(self, action: Action) -> float | None:
        for entry in self.actions:
            if entry.action == action:
                return entry.success
        return None


EMPTY = Advice((), None, None)


def view_seed(state: State) -> int:
    """A seed that depends only on the view of ``state``."""
    text = json.dumps(view(state), sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def _finish(entries: list[ActionAdvice]) -> Advice:
    best = None
    best_success = 0.0  # the success of entries[best] once best is set
    for i, entry in enumerate(entries):
        success = entry.success
        if success is not None and (best is None or success > best_success):
            best, best_success = i, success
    return Advice(tuple(entries), best, None if best is None else entries[best].success)


def advise(
    state: State,
    budget_ms: float = DEFAULT_BUDGET_MS,
    exact: bool = False,
    should_stop: Callable[[], bool] | None = None,
) -> Advice:
    """The advice for ``state`` (raises ``exact.Cancelled`` if ``should_stop`` says so)."""
    phase = state.phase
    if phase in VISIT_PHASES:
        return advise_visit(state, budget_ms, exact, should_stop)
    if phase is PHASE_CHOOSE_FIEF:
        if exact:
            return _exact_fiefs(state, should_stop)
        return _advise_fiefs(state, budget_ms, should_stop)
    if phase is PHASE_CHOOSE_SUBSTITUTES:
        if exact:
            return _exact_substitutes(state, should_stop)
        return _advise_substitutes(state, budget_ms, should_stop)
    return EMPTY


def advise_visit(
    state: State,
    budget_ms: float = DEFAULT_BUDGET_MS,
    exact: bool = False,
    should_stop: Callable[[], bool] | None = None,
    solver: Solver | None = None,
    try_exact: bool = True,
) -> Advice:
    """Advice inside a visit: exact where the node budget allows, sampled elsewhere.

    ``try_exact=False`` skips the exact attempt at the top (the sampling search alone,
    which still ends its rollouts with exact values once positions are small).
    """
    known = canonical(state)
    legal = list(legal_actions(known))
    solver = solver or Solver(should_stop=should_stop)
    values: list[float | None] = [None] * len(legal)
    if exact:
        solver.node_limit = None
        values = [v for _, v in solver.action_values(known)]
        return _finish([ActionAdvice(a, v, True, 0) for a, v in zip(legal, values, strict=True)])
    nodes = max(200, int(budget_ms * EXACT_NODES_PER_MS))
    solver.node_limit = nodes
    try:
        if not try_exact:
            raise SearchStopped
        values = [v for _, v in solver.action_values(known)]
    except Cancelled:
        raise
    except SearchStopped:
        if not try_exact:
            nodes = 0
        # Some actions may still be small: give each a share (the table keeps what was solved).
        solver.node_limit = max(50, nodes // (2 * len(legal)))
        for i, action in enumerate(legal if nodes else ()):
            try:
                values[i] = solver.action_value(known, action)
            except Cancelled:
                raise
            except SearchStopped:
                values[i] = None
    missing = [i for i, v in enumerate(values) if v is None]
    entries = [ActionAdvice(a, v, True, 0) for a, v in zip(legal, values, strict=True)]
    if missing:
        deals = max(MIN_DEALS, int(budget_ms * DEALS_PER_MS / len(missing)))
        sampler = Sampler(solver, view_seed(state), should_stop, work_limit=int(budget_ms * ROLLOUT_NODES_PER_MS))
        estimates = sampler.estimate(known, [legal[i] for i in missing], deals)
        for i, value in zip(missing, estimates, strict=True):
            entries[i] = ActionAdvice(legal[i], value, False, deals)
    return _finish(entries)


def _visit_start_value(state: State, deals: int, sampler: Sampler) -> float:
    """Estimated success from the first ability window of a visit: the best first action
    (reveal, or one of the allies) followed by the rollout policy."""
    actions = list(legal_actions(state))
    return max(sampler.estimate(state, actions, deals))


def _substitute_options(state: State) -> list[list[Action]]:
    """Substitute choices tried from ``choose_substitutes``: as it is, then each friend on each slot."""
    options: list[list[Action]] = [[]]
    for action in legal_actions(state):
        if isinstance(action, Substitute):
            options.append([action])
    return options


def _best_visit(state: State, deals: int, sampler: Sampler) -> tuple[float, int]:
    """(success, deals used) of the best substitute choice from ``choose_substitutes``."""
    options = _substitute_options(state)
    per = max(MIN_START_DEALS, deals // len(options))
    best = 0.0
    for option in options:
        s = state
        for action in option:
            s = apply(s, action)[0]
        start = canonical(apply(s, BEGIN_VISIT)[0])
        best = max(best, _visit_start_value(start, per, sampler))
    return best, per


def _start_sampler(state: State, budget_ms: float, should_stop: Callable[[], bool] | None) -> Sampler:
    """The sampler that values the visits begun from fief or substitute choice (seeded from the view)."""
    return Sampler(
        Solver(should_stop=should_stop), view_seed(state), should_stop, int(budget_ms * ROLLOUT_NODES_PER_MS)
    )


def _advise_fiefs(state: State, budget_ms: float, should_stop: Callable[[], bool] | None) -> Advice:
    known = canonical(state)
    legal = legal_actions(known)
    fiefs = [a for a in legal if a is not STOP_GAME]
    deals = max(MIN_START_DEALS, int(budget_ms * DEALS_PER_MS / max(1, len(fiefs))))
    sampler = _start_sampler(state, budget_ms, should_stop)
    entries = []
    for action in legal:
        if action is STOP_GAME:
            entries.append(ActionAdvice(action, 0.0, True, 0))
            continue
        value, used = _best_visit(apply(known, action)[0], deals, sampler)
        entries.append(ActionAdvice(action, value, False, used))
    return _finish(entries)


def _advise_substitutes(state: State, budget_ms: float, should_stop: Callable[[], bool] | None) -> Advice:
    known = canonical(state)
    legal = legal_actions(known)
    deals = max(MIN_START_DEALS, int(budget_ms * DEALS_PER_MS / max(1, len(legal))))
    sampler = _start_sampler(state, budget_ms, should_stop)
    entries = []
    for action in legal:
        if action is BACK:
            entries.append(ActionAdvice(action, None, False, 0))
            continue
        s = apply(known, action)[0] if action is not BEGIN_VISIT else known
        start = canonical(apply(s, BEGIN_VISIT)[0])
        entries.append(ActionAdvice(action, _visit_start_value(start, deals, sampler), False, deals))
    return _finish(entries)


def _exact_fiefs(state: State, should_stop: Callable[[], bool] | None) -> Advice:
    """Every fief's exact chance, each with its best substitutes (whatever it costs)."""
    known = canonical(state)
    solver = Solver(should_stop=should_stop)
    entries = []
    for action in legal_actions(known):
        if action is STOP_GAME:
            entries.append(ActionAdvice(action, 0.0, True, 0))
            continue
        best, _ = best_configuration(apply(known, action)[0], solver)
        entries.append(ActionAdvice(action, best, True, 0))
    return _finish(entries)


def _exact_substitutes(state: State, should_stop: Callable[[], bool] | None) -> Advice:
    """Exact values while choosing substitutes.

    Every configuration stays reachable after any substitute or removal, so each is
    worth the best configuration's value; ``begin_visit`` is worth the configuration
    as it stands. The advised action is ``begin_visit`` when the configuration is
    already a best one, else a first step towards a best one.
    """
    known = canonical(state)
    solver = Solver(should_stop=should_stop)
    best, target = best_configuration(known, solver)
    here = visit_value(known, solver)
    legal = legal_actions(known)
    entries = []
    for action in legal:
        if action is BACK:
            entries.append(ActionAdvice(action, None, False, 0))  # no value, as when sampled
        elif action is BEGIN_VISIT:
            entries.append(ActionAdvice(action, here, True, 0))
        else:
            entries.append(ActionAdvice(action, best, True, 0))
    step = BEGIN_VISIT if here >= best else step_towards(known, target)
    return Advice(tuple(entries), legal.index(step), best)
