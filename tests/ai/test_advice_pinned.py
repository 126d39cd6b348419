"""The advice on a few fixed positions, pinned to the values the advisor gave when they were
written down: work that makes the advisor cheaper must leave every hint as it was.

The budget is counted in work (deals, search nodes), not time, and every draw is seeded from
the view, so the same view gets the same values on any machine; a faster search that counted
its work differently, or drew its deals in another order, would change them.
(``scripts/bench_advisor.py`` compares many more positions the same way, from empty caches.)
"""

from __future__ import annotations

import pytest

from forNorthwood.ai.advisor import advise, forget_advice
from forNorthwood.ai.infoset import VISIT_PHASES
from forNorthwood.ai.policy import greedy_action
from forNorthwood.core import State, apply, legal_actions, new_game


def _positions(seed: int, every: int) -> list[State]:
    """Every ``every``-th position with a choice inside a visit of the greedy bot's seeded game (three)."""
    state = new_game(seed, "full", 16)
    found: list[State] = []
    step = 0
    while len(found) < 3:
        if state.phase in VISIT_PHASES and len(legal_actions(state)) > 1:
            step += 1
            if step % every == 0:
                found.append(state)
        state = apply(state, greedy_action(state))[0]
    return found


# (seed, every, which): the best action's index and each action's (success, samples). An advised
# move that reveals nothing shows the next screen's advice (its samples; exact where that is).
PINNED = {
    (1, 7, 0): (
        4,
        [
            (0.534662741265747, 36),
            (0.3155060953786628, 36),
            (0.534662741265747, 36),
            (0.4654035980675065, 18),
            (0.9255135602693826, 180),
        ],
    ),
    (1, 7, 2): (
        4,
        [
            (0.40808165615649744, 36),
            (0.42960985926454925, 36),
            (0.40808165615649744, 36),
            (0.023763260108602104, 18),
            (0.8799635195328961, 180),
        ],
    ),
    (2, 11, 0): (1, [(0.8823529411764707, 45), (0.8823529411764707, 0)]),
    (2, 11, 2): (
        2,
        [
            (0.42960985926454925, 15),
            (0.42960985926454925, 15),
            (0.42960985926454925, 45),
            (0.42960985926454925, 15),
            (0.42960985926454925, 15),
            (0.42960985926454925, 15),
        ],
    ),
}

#: The actions known exactly (the advised response of (2, 11, 0) leads to a screen solved exactly).
EXACT = {(2, 11, 0): {1}}

#: Every fief's odds at the fresh deal of seed 3 (full setup), and the fief advised.
FIEF_ODDS = [
    0.7037600987369831,
    0.88316784239349,
    0.9549517838578687,
    0.9382542984460889,
    0.792852686311166,
    0.6982241069286298,
    0.46193762011218203,
    0.43166315913017805,
]


@pytest.mark.parametrize("case", sorted(PINNED))
def test_a_hint_inside_a_visit_gives_the_values_pinned(case: tuple[int, int, int]) -> None:
    seed, every, which = case
    forget_advice()
    advice = advise(_positions(seed, every)[which], 300)
    best, entries = PINNED[case]
    assert advice.best == best
    assert [(pytest.approx(e.success, abs=1e-12), e.samples) for e in advice.actions] == entries
    assert {i for i, e in enumerate(advice.actions) if e.exact} == EXACT.get(case, set())


def test_the_fief_odds_at_a_fresh_deal_are_the_values_pinned() -> None:
    forget_advice()
    advice = advise(new_game(3, "full", 16), 300)
    assert [e.success for e in advice.actions] == pytest.approx(FIEF_ODDS, abs=1e-12)
    assert advice.best == 2 and advice.fief == 2
