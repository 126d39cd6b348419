"""The fief advised: the best chance of reaching the game's threshold, from a table fitted offline."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from forNorthwood.ai.advisor import ActionAdvice, Advice, advise, advised
from forNorthwood.ai.fief_order import FIEFS, MAX_NEED, choose_fief, future, game_chance, table, unvisited_mask
from forNorthwood.core import actions as A
from forNorthwood.core import new_game
from forNorthwood.core.cards import FIEF_STARS
from forNorthwood.core.state import STATUS_LOST, STATUS_WON

ALL = (1 << FIEFS) - 1


def test_the_table_is_a_chance_that_falls_as_more_stars_are_needed_and_rises_with_more_fiefs_left():
    values = table()
    assert len(values) == 1 << FIEFS
    for left in range(1 << FIEFS):
        row = values[left]
        assert len(row) == MAX_NEED + 1
        assert all(0.0 <= v <= 1.0 for v in row)
        assert all(a >= b - 1e-4 for a, b in pairwise(row))  # more needed, less likely
        possible = sum(FIEF_STARS[f] for f in range(FIEFS) if left >> f & 1)
        assert all(row[need] == 0.0 for need in range(possible + 1, MAX_NEED + 1))  # out of reach
        for f in range(FIEFS):
            if left >> f & 1:
                fewer = values[left & ~(1 << f)]
                assert all(a >= b - 1e-4 for a, b in zip(row[1:], fewer[1:], strict=True))
    assert future(ALL, 0) == 1.0 and future(ALL, -3) == 1.0 and future(ALL, 21) == 0.0
    assert 0.3 < future(ALL, 16) < 0.8


def test_a_sure_easy_fief_is_not_taken_over_a_hand_that_suits_a_hard_one_only_if_the_game_says_so():
    """With every fief left and 16 stars needed, a hand at 0.95 on fief 2 (its usual odds are
    lower) is worth more to the game there than at 0.70 on fief 0 (2.8 stars to expect against
    1.9): the rule takes fief 2; chance × stars would take fief 0."""
    state = new_game(3, "full", 16)
    odds = [(0, 0.70), (1, 0.88), (2, 0.95), (3, 0.94), (4, 0.79), (5, 0.70), (6, 0.46), (7, 0.43)]
    assert choose_fief(state, odds) == 2
    assert max(range(8), key=lambda i: odds[i][1] * FIEF_STARS[odds[i][0]]) == 0
    assert game_chance(ALL, 16, 2, 0.95) > game_chance(ALL, 16, 0, 0.70)


def test_once_the_threshold_is_reached_or_out_of_reach_the_most_stars_to_expect_decide():
    start = new_game(5, "full", 16)
    kingdom = start.kingdom
    fiefs = kingdom.fiefs
    # Fiefs 0, 1, 2, 6 and 7 won: 16 stars, the threshold reached.
    won = tuple(replace(f, status=STATUS_WON) if i in (0, 1, 2, 6, 7) else f for i, f in enumerate(fiefs))
    reached = start.with_(kingdom=kingdom.with_fiefs(won))
    assert reached.kingdom.stars == 16
    odds = [(3, 0.9), (4, 0.5), (5, 0.6)]
    assert choose_fief(reached, odds) == 2  # 0.6 × 2 stars against 0.9 × 1
    # Fiefs 0, 6 and 7 lost: at most 9 stars left of 16.
    lost = tuple(replace(f, status=STATUS_LOST, ruler=None) if i in (0, 6, 7) else f for i, f in enumerate(fiefs))
    hopeless = start.with_(kingdom=kingdom.with_fiefs(lost))
    assert unvisited_mask(hopeless) == 0b00111110
    assert choose_fief(hopeless, [(1, 0.5), (2, 0.9), (5, 0.6)]) == 1  # fief 2: 1.8 stars to expect


def test_the_advice_in_fief_selection_names_its_fief_and_the_ring_follows_it():
    state = new_game(3, "full", 16)
    advice = advise(state, 40)
    assert advice.fief is not None
    odds = [(e.action.fief, e.success) for e in advice.actions if isinstance(e.action, A.ChooseFief)]
    assert advised(advice) == advice.fief
    assert advice.actions[advice.fief].action == A.choose_fief(odds[choose_fief(state, odds)][0])
    # Advice made without the rule (a constructed one) keeps chance × stars.
    plain = Advice(
        (ActionAdvice(A.choose_fief(3), 0.95, False, 1), ActionAdvice(A.choose_fief(7), 0.9, False, 1)), 0, 0.95
    )
    assert advised(plain) == 1
