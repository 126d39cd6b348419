"""Estimated values where the exact search is too large: sampled deals and rollouts.

A *deal* is one order of the unseen deck cards, drawn uniformly (the known top
cards stay where they are), with a fresh generator for any later shuffle: a state
consistent with the view, nothing more. The action is applied to the deal and the
visit is played on by a policy that reads only the view (``policy.greedy_action``)
until the position is small enough for an exact value:

* the exact solver, when the information state is solved within a node limit
  (then the rollout's value is the true value of that position);
* otherwise, once only a few cards are unseen, the exact value of playing the
  dialogues perfectly without using any further ability (a real strategy, so the
  estimate stays honest: never above what can be achieved).

All actions are compared on the same deals (common random numbers). Everything
is seeded from the position, so the same view gives the same estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from ..core import State, apply, legal_actions
from ..core.actions import Action, Activate
from ..core.state import ally_slot
from .exact import Cancelled, SearchStopped, Solver, plain_dialogues
from .infoset import canonical, info_key, unseen, visit_result
from .policy import greedy_action

#: Unseen cards at most for trying the exact solver on a rollout position with abilities left.
GENERIC_LEAF_UNSEEN = 6
#: Unseen cards at most for the rollout to choose its actions by small exact searches.
PLAIN_LEAF_UNSEEN = 10
#: Node limit of each exact attempt inside a rollout (plain dialogues: ``PLAIN_LEAF_NODES``).
LEAF_NODES = 400
PLAIN_LEAF_NODES = 4000


def _only_slot(state: State, slot: int | None) -> State:
    """``state`` with every ally slot but ``slot`` exhausted (and no Baron of Eyes to come is lost)."""
    allies = state.kingdom.allies
    if all(a.exhausted or i == slot for i, a in enumerate(allies)):
        return state
    kingdom = state.kingdom.with_allies(
        tuple(a if a.exhausted or i == slot else ally_slot(a.ally, a.substitute, True) for i, a in enumerate(allies))
    )
    return state.with_kingdom(kingdom, state.phase)


class Sampler:
    """Deals and rollouts for one position; ``solver`` is shared (its table fills up)."""

    def __init__(
        self,
        solver: Solver,
        seed: int,
        should_stop: Callable[[], bool] | None = None,
        work_limit: int | None = None,
    ) -> None:
        self.solver = solver
        # Exact searches inside rollouts stop once the solver has done this much work in
        # all (counted, not timed, so the estimate stays a function of the view).
        self.work_limit = None if work_limit is None else solver.total_nodes + work_limit
        self.rng = Random(seed)
        self.should_stop = should_stop
        self.failed: set[tuple] = set()
        self.rollouts = 0

    def deal(self, state: State) -> State:
        """One deck order consistent with what the player knows, uniformly."""
        k = state.known_top
        hidden = list(state.deck[k:])
        self.rng.shuffle(hidden)
        return state.with_(deck=state.deck[:k] + tuple(hidden), rng=self.rng.getrandbits(64))

    def _spent(self) -> bool:
        return self.work_limit is not None and self.solver.total_nodes >= self.work_limit

    def _bounded(self, key: tuple, limit: int, search: Callable[[], float]) -> float | None:
        """``search()`` run with the solver's node limit set to ``limit``; None if it stopped
        (then ``key`` is remembered and never searched again) or the work is spent."""
        if key in self.failed or self._spent():
            return None
        solver = self.solver
        saved = solver.node_limit
        solver.node_limit = limit
        try:
            return search()
        except Cancelled:
            raise
        except SearchStopped:
            self.failed.add(key)
            return None
        finally:
            solver.node_limit = saved

    def _solve(self, state: State, limit: int) -> float | None:
        return self._bounded(info_key(state), limit, lambda: self.solver.value(state))

    def leaf(self, state: State) -> float | None:
        """An exact value for the rest of the rollout from this canonical state, if cheap."""
        if plain_dialogues(state):
            return self._solve(state, PLAIN_LEAF_NODES)
        if len(unseen(state)) <= GENERIC_LEAF_UNSEEN:
            return self._solve(state, LEAF_NODES)
        return None

    def _restricted_value(self, state: State, action: Action) -> float | None:
        """The exact value of ``action`` if no ally other than one being resolved is used afterwards."""
        return self._bounded((action, info_key(state)), LEAF_NODES, lambda: self.solver.action_value(state, action))

    def choose(self, state: State) -> Action:
        """The rollout's action in a canonical state.

        With many unseen cards: the greedy policy. With few: each action is valued
        exactly as if no further ally were used afterwards (an ally's ability used now
        counts), and the best is played — so an ability is used when it pays now, and
        can still be used later in the rollout when it pays then.
        """
        if len(unseen(state)) > PLAIN_LEAF_UNSEEN:
            return greedy_action(state)
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        best: Action | None = None
        best_value = -1.0
        for action in legal:
            restricted = _only_slot(state, action.slot if isinstance(action, Activate) else None)
            value = self._restricted_value(restricted, action)
            if value is None:
                return greedy_action(state)
            if value > best_value:
                best, best_value = action, value
        assert best is not None
        return best

    def play_out(self, state: State) -> float:
        """Play a dealt position to the end of the visit; 1.0 if won."""
        self.rollouts += 1
        should_stop = self.should_stop
        while True:
            if should_stop is not None and should_stop():
                raise Cancelled
            known = canonical(state)
            value = self.leaf(known)
            if value is not None:
                return value
            state, events = apply(state, self.choose(known))
            result = visit_result(events)
            if result is not None:
                return 1.0 if result else 0.0

    def after(self, dealt: State, action: Action) -> float:
        new, events = apply(dealt, action)
        result = visit_result(events)
        if result is not None:
            return 1.0 if result else 0.0
        return self.play_out(new)

    def estimate(self, state: State, actions: list[Action], samples: int) -> list[float]:
        """Mean success of each action over ``samples`` deals (the same deals for all)."""
        sums = [0.0] * len(actions)
        for _ in range(samples):
            dealt = self.deal(state)
            for i, action in enumerate(actions):
                sums[i] += self.after(dealt, action)
        return [s / samples for s in sums] if samples else sums
