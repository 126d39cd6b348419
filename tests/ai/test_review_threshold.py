"""One threshold for "costly": the end of the game's review calls a choice "your costliest" only
when the replay marks it in red too (ten points). A first-time player read "your costliest choice"
of a one-point drop the replay did not mark."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.ai.bots import play_game, random_policy
from forNorthwood.ai.review import MIN_COST, review_game
from forNorthwood.core import apply, legal_actions, new_game
from forNorthwood.game.replay_advice import MIN_DROP
from forNorthwood.i18n.review_text import review_lines


def test_the_review_and_the_replay_share_one_threshold() -> None:
    from forNorthwood.ui.scenes.replay_marks import MARK_DROP

    assert MIN_COST == MIN_DROP == MARK_DROP == pytest.approx(0.10)


def reviewed_with_gap(gap: float):
    """A random game reviewed by an advisor that rates the first legal action ``gap`` above the others."""
    game = play_game(12, "intro", 16, random_policy(12))
    states = [new_game(12, "intro", 16)]
    for action in game.actions:
        states.append(apply(states[-1], action)[0])

    def keep(step, ask):
        legal = legal_actions(states[step])
        return Advice(
            tuple(ActionAdvice(a, 0.6 if i == 0 else 0.6 - gap, True, 0) for i, a in enumerate(legal)), 0, 0.6
        )

    return review_game(12, "intro", 16, game.actions, keep=keep)


def test_a_small_drop_is_no_costliest_choice_and_the_review_says_so_kindly() -> None:
    reviews = reviewed_with_gap(0.02)
    assert all(r.costliest is None for r in reviews)
    assert any(r.most_cost == pytest.approx(0.02) for r in reviews)
    with i18n.speaking("en"):
        text = " ".join(review_lines(reviews))
    assert "costliest" not in text
    assert "No choice cost you much: none lost 10 points of chance or more." in text


def test_a_drop_the_replay_marks_is_the_costliest_choice() -> None:
    reviews = reviewed_with_gap(0.20)
    assert any(r.costliest is not None and r.costliest.cost == pytest.approx(0.20) for r in reviews)
    with i18n.speaking("en"):
        assert "your costliest choice" in " ".join(review_lines(reviews))


def test_no_cost_at_all_is_said_as_before() -> None:
    reviews = reviewed_with_gap(0.0)
    with i18n.speaking("en"):
        text = " ".join(review_lines(reviews))
    assert "No choice cost you a chance." in text and "much" not in text
