"""One rule for a costly choice: the red marks (``replay_marks``), the verdict's "costliest" (the
advice's ``costliest_by_visit``) and the game review's count (``VisitReview.costly``) all ask
``replay_advice.is_costly``. The review rounded the drop to whole points and the marks did not, so a
9.6-point drop (shown "≈10 points lost") was counted in the review and not marked."""

from __future__ import annotations

import pytest

from forNorthwood.game.action_codes import action_code
from forNorthwood.game.replay import replay_game
from forNorthwood.game.replay_advice import DecisionAdvice, GameAdvice, OptionAdvice, is_costly
from forNorthwood.ui.scenes.replay_marks import costliest, visit_drops
from forNorthwood.ui.scenes.replay_summary import points_text, visit_reviews
from tests.game.test_replay_reason import P61


@pytest.fixture(scope="module")
def replay():
    return replay_game(4242, "full", 16, P61)


def advice_with(replay, drop: float) -> GameAdvice:
    """Advice where the first decision of the third visit gave up ``drop`` (a second option, the Hint's)."""
    at = next(i for i in replay.decisions if replay.visit_of(i) == 2 and replay.state(i).kingdom.visiting is not None)
    decisions = []
    for index in replay.decisions:
        code = action_code(replay.position(index).action)
        options = [OptionAdvice(code, 0.5, False)]
        best = 0
        if index == at:
            options.append(OptionAdvice("zz", 0.5 + drop, False))
            best = 1
        decisions.append(DecisionAdvice(index, tuple(options), best, 0, True))
    return GameAdvice(replay.record.final, 2.0, tuple(decisions))


@pytest.mark.parametrize("drop", [0.094, 0.096, 0.1, 0.104, 0.2])
def test_the_marks_the_costliest_and_the_review_count_the_same_choices(replay, drop):
    advice = advice_with(replay, drop)
    marked = bool(visit_drops(advice, ())) and bool(costliest(advice, replay.visit_of, ()))
    counted = sum(r.costly or 0 for r in visit_reviews(replay, advice))
    assert marked == is_costly(drop) == (counted == 1), (drop, marked, counted)
    assert is_costly(0.096) and not is_costly(0.094)


def test_points_are_said_as_lost():
    assert [points_text(p) for p in (None, 0, 12)] == ["—", "0", "−12"]


def test_a_visit_with_no_costly_choice_names_no_costliest(replay):
    """p64 read a row "Costly choices 0" beside "Costliest choice #12 (−7)": a costliest is named only
    where it is costly, as the verdict's "your costliest choice this visit" is."""
    small = visit_reviews(replay, advice_with(replay, 0.07))[2]
    assert small.costly == 0 and small.costliest is None and small.costliest_points == 0
    big = visit_reviews(replay, advice_with(replay, 0.2))[2]
    assert big.costly == 1 and big.costliest is not None and big.costliest_points == 20
