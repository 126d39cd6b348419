"""``"exact": true`` before a visit: fief selection and substitute choice.

A fief is worth the exact chance of its visit with the best substitutes; while
choosing substitutes, each substitute or removal is worth the best configuration
(every configuration stays reachable) and ``begin_visit`` the configuration as it
stands. Brute force enumerates the configurations on its own (every friend on
every slot) and solves each visit over every deck order.
"""

from __future__ import annotations

from itertools import product

import pytest

from forNorthwood.ai.advisor import advise
from forNorthwood.ai.exact import Solver
from forNorthwood.ai.substitutes import configurations, current, step_towards
from forNorthwood.core import CARD_NAMES, State, apply, legal_actions
from forNorthwood.core import actions as A

from ..core.position_kit import position
from .brute_kit import brute_value, every_order

TOL = 1e-9
HAND = ["4E", "1L", "3E"]
DECK = ["6L", "7C", "2F"]


def fief_selection() -> State:
    """Fiefs 1 and 2 open, the Queen of Claws (fief 0) a friend, a three-card deck."""
    statuses = {0: "won", **{i: "lost" for i in range(3, 8)}}
    choosing = position(
        HAND,
        DECK,
        [c for c in CARD_NAMES if c not in HAND + DECK],
        phase="choose_substitutes",
        visiting=1,
        statuses=statuses,
        friends=["QC"],
        rest_to_deck=False,
    )
    return apply(choosing, A.BACK)[0]


def brute_configuration(choosing: State, config: tuple[str | None, ...]) -> float:
    state = choosing
    for slot in range(4):
        if state.kingdom.allies[slot].substitute is not None:
            state = apply(state, A.unsubstitute(slot))[0]
    for slot, friend in enumerate(config):
        if friend is not None:
            state = apply(state, A.substitute(friend, slot))[0]
    return brute_value(every_order(apply(state, A.BEGIN_VISIT)[0]))


def brute_configurations(choosing: State) -> dict[tuple[str | None, ...], float]:
    friends = sorted({*choosing.kingdom.friends, *(s.substitute for s in choosing.kingdom.allies if s.substitute)})
    values = {}
    for config in product([None, *friends], repeat=4):
        placed = [f for f in config if f is not None]
        if len(placed) == len(set(placed)):
            values[config] = brute_configuration(choosing, config)
    return values


@pytest.fixture(scope="module")
def brute() -> dict[int, dict[tuple[str | None, ...], float]]:
    state = fief_selection()
    return {fief: brute_configurations(apply(state, A.choose_fief(fief))[0]) for fief in (1, 2)}


def test_the_position_makes_substitutes_matter(brute) -> None:
    none = (None, None, None, None)
    for values in brute.values():
        assert max(values.values()) > values[none] + 0.3
        assert len(set(values.values())) >= 2
    # Which ally the friend stands in for matters too, not only whether it comes.
    one_friend = [v for config, v in brute[2].items() if config != none]
    assert min(one_friend) < max(one_friend)


def test_every_fief_is_exact_with_its_best_substitutes(brute) -> None:
    state = fief_selection()
    advice = advise(state, exact=True)
    assert [e.action for e in advice.actions] == list(legal_actions(state))
    assert all(e.exact and e.samples == 0 for e in advice.actions)
    by_fief = {e.action.fief: e.success for e in advice.actions if e.action.type == "choose_fief"}
    assert set(by_fief) == {1, 2}
    for fief, values in brute.items():
        assert abs(by_fief[fief] - max(values.values())) <= TOL
    stop = [e for e in advice.actions if e.action is A.STOP_GAME]
    assert all(e.success == 0.0 for e in stop)
    assert advice.best is not None
    assert advice.visit_success is not None
    assert abs(advice.visit_success - max(max(v.values()) for v in brute.values())) <= TOL
    assert advice.actions[advice.best].success == advice.visit_success


def test_substitute_choices_are_exact(brute) -> None:
    start = apply(fief_selection(), A.choose_fief(1))[0]
    best_value = max(brute[1].values())
    # As dealt, then with the friend on each slot in turn (some better than others).
    for config in configurations(start):
        if sum(f is not None for f in config) > 1:
            continue
        state = start
        for slot, friend in enumerate(config):
            if friend is not None:
                state = apply(state, A.substitute(friend, slot))[0]
        advice = advise(state, exact=True)
        legal = legal_actions(state)
        assert [e.action for e in advice.actions] == list(legal)
        here = brute[1][config]
        for entry in advice.actions:
            if entry.action is A.BACK:
                assert entry.success is None
            elif entry.action is A.BEGIN_VISIT:
                assert entry.exact and abs(entry.success - here) <= TOL
            else:  # a substitute or its removal: every configuration is still reachable after it
                assert entry.exact and abs(entry.success - best_value) <= TOL
        assert advice.visit_success is not None and abs(advice.visit_success - best_value) <= TOL
        advised = advice.actions[advice.best].action
        if here >= best_value - TOL:
            assert advised is A.BEGIN_VISIT
        else:
            # The advised step leads to a best configuration, which then advises beginning.
            after = apply(state, advised)[0]
            follow = advise(after, exact=True)
            assert abs(follow.visit_success - best_value) <= TOL
            if advised.type == "substitute":
                assert abs(brute[1][current(after)] - best_value) <= TOL
                assert follow.actions[follow.best].action is A.BEGIN_VISIT


def two_friends(friends: list[str], substitutes: dict[int, str]) -> State:
    """Choosing substitutes for fief 2 with two friends (Queens of Claws and Flowers), some placed."""
    return position(
        HAND,
        DECK,
        [c for c in CARD_NAMES if c not in HAND + DECK],
        phase="choose_substitutes",
        visiting=2,
        statuses={0: "won", 1: "won", **{i: "lost" for i in range(3, 8)}},
        friends=friends,
        substitutes=substitutes,
        rest_to_deck=False,
    )


def test_configurations_are_every_placement_once() -> None:
    start = apply(fief_selection(), A.choose_fief(2))[0]
    found = list(configurations(start))
    assert len(found) == len(set(found)) == 5  # none, or the one friend on one of four slots
    assert found[0] == current(start)
    two = two_friends(friends=["QC"], substitutes={3: "QF"})
    found = list(configurations(two))
    assert len(found) == len(set(found)) == 1 + 4 * 2 + 6 * 2
    assert found[0] == (None, None, None, "QF")


def test_a_step_towards_a_placed_friend_frees_it_first() -> None:
    two = two_friends(friends=[], substitutes={0: "QC", 1: "QF"})
    step = step_towards(two, ("QF", "QC", None, None))
    assert step == A.unsubstitute(0) and step in legal_actions(two)
    assert step_towards(two, ("QC", None, None, None)) == A.unsubstitute(1)
    with pytest.raises(ValueError):
        step_towards(two, current(two))


def test_a_bounded_table_gives_the_same_values() -> None:
    state = apply(apply(fief_selection(), A.choose_fief(1))[0], A.BEGIN_VISIT)[0]
    free = Solver().action_values(state)
    tight = Solver(max_entries=8)
    assert tight.action_values(state) == free
    assert len(tight.table) <= 8 and len(tight.plain_raw) <= 8
