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

All actions are compared on the same deals (common random numbers). The deals are
seeded from what positions between two new pieces of information share
(``deal_seed``: the unseen cards and the known top cards), so a position and
the one right after an action that reveals nothing are valued on the same deals,
and every friend configuration of a visit about to begin too. Each estimate comes
with its standard error over the deals.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from math import sqrt
from random import Random

from ..core import State, apply, legal_actions
from ..core.actions import Action, Activate, Play, activate
from ..core.state import PHASE_ABILITY_WINDOW, Kingdom, ally_slot
from .exact import Cancelled, SearchStopped, Solver, last_response, plain_dialogues
from .infoset import canonical, info_key, unseen, visit_result
from .policy import greedy_action

#: Unseen cards at most for trying the exact solver on a rollout position with abilities left.
GENERIC_LEAF_UNSEEN = 6
#: Unseen cards at most for the rollout to choose its actions by small exact searches.
PLAIN_LEAF_UNSEEN = 10
#: Cards in hand at most for the rollout to weigh its last allies by small exact searches.
LATE_HAND = 1
#: Node limit of each of those late searches (an ally that draws many cards is not finished in it).
LATE_NODES = 40
#: Exact-search work one rollout may do (the rest of it is played by the greedy policy).
ROLLOUT_WORK = 400
#: Node limit of each exact attempt inside a rollout (plain dialogues: ``PLAIN_LEAF_NODES``).
LEAF_NODES = 400
PLAIN_LEAF_NODES = 4000


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean over sampled deals and its standard error."""

    value: float
    error: float
    samples: int


def mean_and_error(total: float, squares: float, samples: int) -> Estimate:
    """The mean of ``samples`` values from their sum and sum of squares, with its standard error."""
    if samples <= 0:
        return Estimate(0.0, 0.0, 0)
    mean = total / samples
    if samples < 2:
        return Estimate(mean, 0.5, samples)  # one deal says nothing about the spread: the widest error of a share
    variance = max(0.0, (squares - samples * mean * mean) / (samples - 1))
    # Deals that all end alike say the spread is small, not nil: at least the error of a
    # half the error of a share with one win and one loss more (outcomes are 0 or 1, or exact values).
    shrunk = (total + 1.0) / (samples + 2.0)
    return Estimate(mean, sqrt(max(variance, shrunk * (1.0 - shrunk) / 4) / samples), samples)


def deal_seed(state: State) -> int:
    """The seed of the deals of ``state``: a function of what the player knows that stays the same
    until a card is seen (the unseen cards and the known top cards).

    Hand, piles, allies and fiefs are left out on purpose: a response, a pick, a friend
    moved or a ruler swapped reveals nothing, so the position after it is valued on the
    same deals (and the fiefs of one hand are compared on the same deals too).
    """
    k = state.known_top
    key = (tuple(sorted(state.deck[k:])), state.deck[:k])
    return int.from_bytes(hashlib.sha256(repr(key).encode("ascii")).digest()[:8], "big")


def _only_slot(state: State, slot: int | None) -> State:
    """``state`` with every ally slot but ``slot`` exhausted (and no Baron of Eyes to come is lost)."""
    kingdom = state.kingdom
    found = _ONLY_SLOT.get((id(kingdom), slot))
    if found is not None and found[0] is kingdom:
        restricted = found[1]
    else:
        allies = kingdom.allies
        if all(a.exhausted or i == slot for i, a in enumerate(allies)):
            restricted = kingdom
        else:
            restricted = kingdom.with_allies(
                tuple(
                    a if a.exhausted or i == slot else ally_slot(a.ally, a.substitute, True)
                    for i, a in enumerate(allies)
                )
            )
        if len(_ONLY_SLOT) >= 4096:
            _ONLY_SLOT.clear()
        _ONLY_SLOT[id(kingdom), slot] = (kingdom, restricted)
    return state if restricted is kingdom else state.with_kingdom(restricted, state.phase)


# The rollouts restrict the same few kingdoms at every step of every deal: each restricted
# kingdom is made once (by the kingdom's id, the kingdom kept beside it so that the id stays
# its own), and is then the same object each time, which ``infoset.info_key`` numbers at once.
_ONLY_SLOT: dict[tuple[int, int | None], tuple[Kingdom, Kingdom]] = {}


#: Abilities that draw or show several unseen cards at once: too large to value exactly late in a visit
#: while many cards are unseen (the rollout leaves them for later).
_DRAW_MANY = frozenset({"JC", "LC", "PC", "JE", "KE", "LE", "PE", "QE", "BE", "LL", "BC"})


def _draws_many(state: State, slot: int | None) -> bool:
    assert slot is not None  # an activation names its slot
    character = state.kingdom.allies[slot].character
    if character == "QL":
        character = state.kingdom.ruler or character
    return character in _DRAW_MANY


#: Allies that bring cards into the hand, the fullest first: a rollout that can no longer
#: reach its target with the cards it holds uses one (more cards, more dialogues). These
#: rules of thumb play the allies the late exact searches cannot weigh while many cards are
#: unseen; they read only the view (hand, score, target, trump).
_REFILLS = ("JC", "LC", "PC", "LL")


def _obvious_ally(state: State) -> Action | None:
    """In an ability window, an ally that draws when the dialogues still needed outnumber the cards
    held, or the Jack of Flowers (every trump discarded) once the target is reached with trumps in hand."""
    if state.phase is not PHASE_ABILITY_WINDOW or state.ability_used:
        return None
    need = (state.kingdom.visiting or 0) - len(state.score)
    if need <= len(state.hand):
        trump = state.kingdom.trump
        if need == 0 and len(state.hand) > 1 and any(card >> 3 == trump for card in state.hand):
            return _ally_of(state, ("JF",))
        return None
    return _ally_of(state, _REFILLS)


def _ally_of(state: State, characters: tuple[str, ...]) -> Action | None:
    """The first ready ally among ``characters`` (in that order of preference)."""
    allies = state.kingdom.allies
    for character in characters:
        for slot, ally in enumerate(allies):
            if not ally.exhausted and ally.character == character:
                return activate(slot)
    return None


def _greedy_step(state: State) -> Action | None:
    """The rollout's action when neither ``Sampler.leaf`` nor ``Sampler.choose`` would search (many
    cards unseen, abilities left, more than ``LATE_HAND`` cards or an obvious ally), else None.

    The very action ``choose`` takes there, read from ``state`` as dealt: the rules of thumb read
    only the view, so the canonical copy (the unseen cards sorted) is not made at such a step."""
    if len(state.deck) - state.known_top <= PLAIN_LEAF_UNSEEN or plain_dialogues(state):
        return None
    obvious = _obvious_ally(state)
    if obvious is not None:
        return obvious
    if len(state.hand) > LATE_HAND:
        return greedy_action(state)
    return None


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
        self.solved: dict[tuple, float] = {}
        self.hopeless: set[tuple] = set()
        self.rollouts = 0
        # Each rollout's exact searches stop after ``rollout_work`` nodes (counted, like the rest).
        self.rollout_work = ROLLOUT_WORK
        self.rollout_end = 0

    def deal(self, state: State) -> State:
        """One deck order consistent with what the player knows, uniformly."""
        k = state.known_top
        hidden = list(state.deck[k:])
        self.rng.shuffle(hidden)
        return state.with_(deck=state.deck[:k] + tuple(hidden), rng=self.rng.getrandbits(64))

    def _spent(self) -> bool:
        done = self.solver.total_nodes
        return done >= self.rollout_end or (self.work_limit is not None and done >= self.work_limit)

    def _bounded(self, key: tuple, limit: int, search: Callable[[], float]) -> float | None:
        """``search()`` run with the solver's node limit set to ``limit``, or to the work left of the
        sampler's whole limit if that is less; None if it stopped (then ``key`` is remembered and
        never searched again) or the work is spent.

        A search started near the end of the work does no more than what is left: every node of
        every search counts against the limit, so that the estimate's whole work is bounded by it
        (a hint costs the same work wherever it is asked, and its time follows from that)."""
        if key in self.failed or self._spent():
            return None
        solver = self.solver
        saved = solver.node_limit
        room = limit if self.work_limit is None else min(limit, self.work_limit - solver.total_nodes)
        solver.node_limit = room
        try:
            return search()
        except Cancelled:
            raise
        except SearchStopped:
            if room == limit:  # stopped by its own limit (not by the work left): too large for it
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

    def _restricted_value(
        self, state: State, action: Action, limit: int = LEAF_NODES, known: tuple | None = None
    ) -> float | None:
        """The exact value of ``action`` if no ally other than one being resolved is used afterwards
        (remembered: the rollouts of one position meet the same late positions on many deals);
        ``known``: ``info_key(state)`` when the caller has it already."""
        key = (action, info_key(state) if known is None else known)
        found = self.solved.get(key)
        if found is None:
            found = self._bounded(key, limit, lambda: self.solver.action_value(state, action))
            if found is not None:
                self.solved[key] = found
        return found

    def choose(self, state: State) -> Action:
        """The rollout's action in a canonical state.

        With many unseen cards and a hand of more than ``LATE_HAND`` cards: the greedy
        policy. With few unseen cards, or a hand of ``LATE_HAND`` cards or fewer (the last
        dialogues, when an ally can still set the score right): each action is valued
        exactly as if no further ally were used afterwards (an ally's ability used now
        counts), and the best is played — so an ability is used when it pays now, and
        can still be used later in the rollout when it pays then. Late in a visit with
        many unseen cards, an ally too large to value so (one that draws many cards) is
        left for later.
        """
        many = len(unseen(state)) > PLAIN_LEAF_UNSEEN
        if many:
            obvious = _obvious_ally(state)
            if obvious is not None:
                return obvious
            if len(state.hand) > LATE_HAND:
                return greedy_action(state)
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        best: Action | None = None
        best_value = -1.0
        limit = LATE_NODES if many else LEAF_NODES
        # The position with every ally exhausted, and its key, made once for all the actions that use none.
        plain: State | None = None
        plain_key: tuple | None = None
        for action in legal:
            shape: tuple | None = None
            if isinstance(action, Activate):
                slot = action.slot
                if many and _draws_many(state, slot):
                    continue
                # An ability whose search failed once in a position of this size fails again: skip it.
                shape = (state.kingdom.allies[slot].character, len(state.hand), len(unseen(state)))
                if shape in self.hopeless:
                    continue
                value = self._restricted_value(_only_slot(state, slot), action, limit)
            else:
                if plain is None:
                    plain = _only_slot(state, None)
                    plain_key = info_key(plain)
                value = self._restricted_value(plain, action, limit, plain_key)
            if value is None:
                if shape is not None:
                    self.hopeless.add(shape)
                    continue
                return greedy_action(state)
            if value > best_value:
                best, best_value = action, value
        if best is None:
            return greedy_action(state)
        return best

    def play_out(self, state: State) -> float:
        """Play a dealt position to the end of the visit; 1.0 if won."""
        self.rollouts += 1
        self.rollout_end = self.solver.total_nodes + self.rollout_work
        should_stop = self.should_stop
        while True:
            if should_stop is not None and should_stop():
                raise Cancelled
            action = _greedy_step(state)
            if action is None:
                known = canonical(state)
                value = self.leaf(known)
                if value is not None:
                    return value
                action = self.choose(known)
            if action.__class__ is Play:
                # The visit's last response: its result, without dealing the next visit.
                last = last_response(state, action)
                if last is not None:
                    return 1.0 if last else 0.0
            state, events = apply(state, action)
            result = visit_result(events)
            if result is not None:
                return 1.0 if result else 0.0

    def after(self, dealt: State, action: Action) -> float:
        if action.__class__ is Play:
            last = last_response(dealt, action)
            if last is not None:
                return 1.0 if last else 0.0
        new, events = apply(dealt, action)
        result = visit_result(events)
        if result is not None:
            return 1.0 if result else 0.0
        return self.play_out(new)

    def estimate(self, state: State, actions: list[Action], samples: int) -> list[Estimate]:
        """Mean success of each action over ``samples`` deals (the same deals for all), with its error."""
        sums = [0.0] * len(actions)
        squares = [0.0] * len(actions)
        for _ in range(samples):
            dealt = self.deal(state)
            for i, action in enumerate(actions):
                value = self.after(dealt, action)
                sums[i] += value
                squares[i] += value * value
        return [mean_and_error(t, q, samples) for t, q in zip(sums, squares, strict=True)]

    def estimate_position(self, state: State, samples: int) -> Estimate:
        """Mean success of playing on from ``state`` by the rollout policy over ``samples`` deals."""
        total = squares = 0.0
        for _ in range(samples):
            value = self.play_out(self.deal(state))
            total += value
            squares += value * value
        return mean_and_error(total, squares, samples)
