"""Bringing in friends, sampled: every configuration of a visit valued on the same deals.

Before a visit the player may put friends over ally slots (``choose_substitutes``).
The advice must not depend on which configuration stands now, or following it goes
round in circles (each position's own sampling noise would crown another one). So a
*plan* is made once per visit about to begin, from the view with every friend taken
off again (``free``): the configurations tried — none, then each friend on each slot
(``candidates``) — are all valued on the same deals (common random numbers, seeded by
``sampling.deal_seed`` from what the player knows then), by playing the visit on from
its first ability window with the rollout policy. The plan is a function of the hand,
the fief, the friends and the rulers only:

* the fief's odds (``choose_fief``) are the best configuration's value;
* while choosing substitutes, the advice walks straight to that configuration
  (``step_towards``: a friend over its slot, a friend on a wrong slot taken off), at
  most one step per slot and friend, and then says ``begin_visit``;
* every substitute or removal is worth the best configuration (each one is still
  reachable after it, as ``exact`` advice says too), ``begin_visit`` the configuration
  as it stands.

The deals are split in two rounds so that the value shown rests on many deals: every
candidate is first valued on a few of them, then the best ``FINALISTS`` are valued on
all of them (the same deals again, extended). Plans are cached by view.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from ..core import State, apply
from ..core.actions import BEGIN_VISIT
from ..core.cards import SLOT_COUNT
from ..core.state import PHASE_CHOOSE_SUBSTITUTES
from .exact import Solver
from .infoset import canonical
from .sampling import Estimate, Sampler, deal_seed
from .substitutes import Configuration, configured

NO_FRIENDS: Configuration = (None,) * SLOT_COUNT
#: Candidates valued on every deal of the plan after the first round.
FINALISTS = 2
#: Deals of the first round, at least (each candidate).
MIN_SCREEN_DEALS = 4


@dataclass(frozen=True, slots=True)
class FriendPlan:
    """The configurations tried for one visit, each with its estimate, and the best of them."""

    values: tuple[tuple[Configuration, Estimate], ...]  # candidates in their fixed order
    best: Configuration

    def estimate(self, config: Configuration) -> Estimate | None:
        for found, estimate in self.values:
            if found == config:
                return estimate
        return None

    @property
    def best_estimate(self) -> Estimate:
        found = self.estimate(self.best)
        assert found is not None  # the best is one of the candidates
        return found


def free(choosing: State) -> State:
    """The canonical position choosing substitutes with every friend taken off again."""
    return canonical(configured(choosing, NO_FRIENDS))


def candidates(freed: State) -> list[Configuration]:
    """The configurations tried: none first, then each friend (sorted) on each slot in turn."""
    found = [NO_FRIENDS]
    for friend in freed.kingdom.friends:
        for slot in range(SLOT_COUNT):
            config: list[str | None] = [None] * SLOT_COUNT
            config[slot] = friend
            found.append(tuple(config))
    return found


def start_of_visit(freed: State, config: Configuration) -> State:
    """The first ability window of the visit begun with ``config``."""
    return canonical(apply(configured(freed, config), BEGIN_VISIT)[0])


def plan_deals(total: int, count: int) -> tuple[int, int]:
    """(deals of the first round for each candidate, deals of the finalists in all) for ``total`` deals."""
    if count <= FINALISTS:
        return total, total
    screen = max(MIN_SCREEN_DEALS, total // (2 * count))
    final = max(screen, (total - screen * count) // FINALISTS + screen)
    return screen, final


def make_plan(
    freed: State,
    total_deals: int,
    solver: Solver,
    work_limit: int | None,
    should_stop: Callable[[], bool] | None = None,
) -> FriendPlan:
    """Value every candidate of ``freed`` (see ``free``) on common deals; ``total_deals`` rollouts in all, about."""
    if freed.phase is not PHASE_CHOOSE_SUBSTITUTES:
        raise ValueError("a plan is made while choosing substitutes")
    configs = candidates(freed)
    seed = deal_seed(freed)
    screen, final = plan_deals(total_deals, len(configs))

    def value(config: Configuration, deals: int) -> Estimate:
        # A fresh sampler of the same seed for each: the very same deals for every configuration.
        sampler = Sampler(solver, seed, should_stop, work_limit)
        return sampler.estimate_position(start_of_visit(freed, config), deals)

    first = {config: value(config, screen) for config in configs}
    if final > screen:
        ranked = sorted(configs, key=lambda c: -first[c].value)  # stable: ties keep the fixed order
        finalists = set(ranked[:FINALISTS])
        values = {c: value(c, final) if c in finalists else first[c] for c in configs}
        pool = [c for c in configs if c in finalists]
    else:
        values, pool = first, configs
    best = max(pool, key=lambda c: values[c].value)  # the first of the fixed order among equals
    return FriendPlan(tuple((c, values[c]) for c in configs), best)


class PlanCache:
    """Plans by (view freed of friends, deals): consecutive screens reuse them (thread-safe)."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._plans: OrderedDict[tuple, FriendPlan] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> FriendPlan | None:
        with self._lock:
            plan = self._plans.get(key)
            if plan is not None:
                self._plans.move_to_end(key)
            return plan

    def clear(self) -> None:
        with self._lock:
            self._plans.clear()

    def put(self, key: tuple, plan: FriendPlan) -> None:
        with self._lock:
            self._plans[key] = plan
            self._plans.move_to_end(key)
            while len(self._plans) > self.size:
                self._plans.popitem(last=False)


PLANS = PlanCache()


def plan_for(
    choosing: State,
    total_deals: int,
    work_limit: int | None,
    should_stop: Callable[[], bool] | None = None,
    solver: Solver | None = None,
) -> FriendPlan:
    """The plan of the visit being prepared in ``choosing`` (cached; the same whatever stands now)."""
    freed = free(choosing)
    key = (freed, total_deals, work_limit)
    plan = PLANS.get(key)
    if plan is None:
        plan = make_plan(freed, total_deals, solver or Solver(should_stop=should_stop), work_limit, should_stop)
        PLANS.put(key, plan)
    return plan
