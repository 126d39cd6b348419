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
* the advised step is worth the best configuration (it leads there), ``begin_visit`` the
  configuration as it stands, and any other substitute or removal the configuration it
  makes where the plan tried it (``FriendPlan.own_estimate``: each friend's badge its own
  value), at most the better of the two (both stay reachable after it, as ``exact``
  advice says of every step).

The configuration is chosen by rollouts of every candidate on the same deals; its
value is the advisor's own estimate at the first ability window of that visit (the best
first action, as the first screen of the visit shows it, on the same deals again), since
the rollout policy alone plays the allies far worse than a player following the hints.
Plans are cached by view.
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
#: Rollouts for each candidate, at least, when there are friends to choose from.
MIN_SCREEN_DEALS = 4


@dataclass(frozen=True, slots=True)
class FriendPlan:
    """The configurations tried for one visit, each with its estimate, and the best of them."""

    values: tuple[tuple[Configuration, Estimate], ...]  # candidates in their fixed order
    best: Configuration
    #: The best configuration's estimate by the rollouts that chose it (on the deals every
    #: candidate shares), None when there was nothing to choose from.
    screen: Estimate | None = None

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

    def own_estimate(self, config: Configuration) -> Estimate | None:
        """The value of ``config`` on the scale of the best's (the advisor's estimate at the
        visit's first screen): that value, plus the difference between the two configurations'
        rollouts on their shared deals (precise, as both met the very same deals). None for a
        configuration the plan did not try."""
        best = self.best_estimate
        if config == self.best:
            return best
        mine = self.estimate(config)
        if mine is None or self.screen is None:
            return None
        value = min(1.0, max(0.0, best.value + mine.value - self.screen.value))
        return Estimate(value, mine.error, mine.samples)


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


def make_plan(
    freed: State,
    total_deals: int,
    opening: Callable[[State], Estimate],
    solver: Solver,
    work_limit: int | None,
    should_stop: Callable[[], bool] | None = None,
) -> FriendPlan:
    """Choose the configuration of ``freed`` (see ``free``) and value it.

    With friends to choose from, every candidate is first played out by the rollout
    policy on the same deals (``total_deals`` rollouts in all, about, and ``work_limit``
    nodes of exact search inside them in all) and the best kept;
    the plan's value is then ``opening`` of that visit's first ability window: the
    advisor's own estimate there (the best first action), as its first screen will show.
    """
    if freed.phase is not PHASE_CHOOSE_SUBSTITUTES:
        raise ValueError("a plan is made while choosing substitutes")
    configs = candidates(freed)
    seed = deal_seed(freed)
    screened: dict[Configuration, Estimate] = {}
    if len(configs) > 1:
        deals = max(MIN_SCREEN_DEALS, total_deals // len(configs))
        # The rollouts' exact work is shared among the configurations as the deals are.
        work = None if work_limit is None else work_limit // len(configs)
        for config in configs:
            # A fresh sampler of the same seed for each: the very same deals for every configuration.
            sampler = Sampler(solver, seed, should_stop, work)
            screened[config] = sampler.estimate_position(start_of_visit(freed, config), deals)
        best = max(configs, key=lambda c: screened[c].value)  # the first of the fixed order among equals
    else:
        best = configs[0]
    screen = screened.get(best)
    value = opening(start_of_visit(freed, best))
    screened[best] = value
    return FriendPlan(tuple((c, screened[c]) for c in configs if c in screened), best, screen)


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
    opening: Callable[[State], Estimate],
    work_limit: int | None,
    should_stop: Callable[[], bool] | None = None,
) -> FriendPlan:
    """The plan of the visit being prepared in ``choosing`` (cached; the same whatever stands now).

    ``opening`` must be a function of its argument and of the key's numbers only (the
    advisor's estimate at a budget derived from ``total_deals``), or the cache would mix plans.
    """
    freed = free(choosing)
    key = (freed, total_deals, work_limit)
    plan = PLANS.get(key)
    if plan is None:
        plan = make_plan(freed, total_deals, opening, Solver(should_stop=should_stop), work_limit, should_stop)
        PLANS.put(key, plan)
    return plan
