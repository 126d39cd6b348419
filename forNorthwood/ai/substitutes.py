"""Choosing substitutes, for exact advice before a visit.

From ``choose_substitutes`` every configuration — which friend stands in on which
ally slot, if any — is reachable with ``substitute`` and ``unsubstitute`` actions,
whatever the configuration is now. So the exact chance of a visit before it begins
is the best, over every configuration, of the exact value of the visit begun with
it. With ``f`` friends there are ``sum over k of C(4, k) · f!/(f-k)!``
configurations (21 with two friends, 1,961 with seven), each a whole visit to solve;
one ``Solver`` is shared, so positions met again (plain dialogues above all) are
solved once.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, permutations

from ..core import State, apply
from ..core import actions as A
from ..core.actions import BEGIN_VISIT, Action
from ..core.cards import SLOT_COUNT
from ..core.state import PHASE_CHOOSE_SUBSTITUTES
from .exact import Solver
from .infoset import canonical

#: A configuration: the friend standing in on each slot (None: the ally itself).
Configuration = tuple[str | None, ...]


def current(state: State) -> Configuration:
    """The configuration as it stands."""
    return tuple(slot.substitute for slot in state.kingdom.allies)


def pool(state: State) -> tuple[str, ...]:
    """Every friend that may stand in for this visit (placed or not), sorted."""
    placed = [s for s in current(state) if s is not None]
    return tuple(sorted((*state.kingdom.friends, *placed)))


def configurations(state: State) -> Iterator[Configuration]:
    """Every configuration reachable from ``choose_substitutes``, the current one first."""
    here = current(state)
    yield here
    friends = pool(state)
    for count in range(min(len(friends), SLOT_COUNT) + 1):
        for slots in combinations(range(SLOT_COUNT), count):
            for chosen in permutations(friends, count):
                config: list[str | None] = [None] * SLOT_COUNT
                for slot, friend in zip(slots, chosen, strict=True):
                    config[slot] = friend
                found = tuple(config)
                if found != here:
                    yield found


def configured(state: State, config: Configuration) -> State:
    """``state`` (choosing substitutes) with ``config`` set up, through the rules' own actions."""
    if state.phase is not PHASE_CHOOSE_SUBSTITUTES:
        raise ValueError("substitutes are chosen in choose_substitutes")
    for slot, friend in enumerate(current(state)):
        if friend is not None and config[slot] != friend:
            state = apply(state, A.unsubstitute(slot))[0]
    for slot, friend in enumerate(config):
        if friend is not None and state.kingdom.allies[slot].substitute != friend:
            state = apply(state, A.substitute(friend, slot))[0]
    return state


def visit_value(state: State, solver: Solver) -> float:
    """The exact chance of the visit begun from ``state`` (choosing substitutes) as it stands."""
    return solver.value(canonical(apply(state, BEGIN_VISIT)[0]))


def best_configuration(state: State, solver: Solver) -> tuple[float, Configuration]:
    """The exact chance of the visit with its best substitutes, and the first configuration
    that reaches it (the current one when it is among the best)."""
    best = -1.0
    target = current(state)
    for config in configurations(state):
        value = visit_value(configured(state, config), solver)
        if value > best:
            best, target = value, config
            if best >= 1.0:
                break
    return best, target


def step_towards(state: State, target: Configuration) -> Action:
    """A first legal action from the configuration of ``state`` towards ``target`` (which differs)."""
    here = current(state)
    available = set(state.kingdom.friends)
    for slot, friend in enumerate(target):
        if friend is not None and friend != here[slot] and friend in available:
            return A.substitute(friend, slot)
    for slot, friend in enumerate(here):
        if friend is not None and friend != target[slot]:
            return A.unsubstitute(slot)
    raise ValueError("the target is the configuration as it stands")
