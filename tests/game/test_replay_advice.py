"""The advisor beside a replay: advice at every decision, as data, in a cancellable job."""

from __future__ import annotations

import random

import pytest

from forNorthwood.ai.exact import Cancelled
from forNorthwood.game.jobs import Jobs
from forNorthwood.game.replay import Replay, record_of
from forNorthwood.game.replay_advice import (
    AdviceProblem,
    DecisionAdvice,
    GameAdvice,
    OptionAdvice,
    advice_job,
    advise_game,
    game_advice_from_json,
)
from forNorthwood.game.session import Session
from tests.session_kit import play

#: A tiny budget: the tests check the plumbing, not the advisor's strength.
BUDGET = 1


@pytest.fixture(scope="module")
def replay() -> Replay:
    session = play(Session(5, "full", 16), random.Random(5), steps=14)  # the first visit under way
    return Replay.build(record_of(session))


@pytest.fixture(scope="module")
def advice(replay) -> GameAdvice:
    told: list[tuple[int, int]] = []
    found = advise_game(replay, BUDGET, progress=lambda done, total: told.append((done, total)))
    assert told == [(n, len(replay.decisions)) for n in range(1, len(replay.decisions) + 1)]
    return found


def test_every_decision_is_advised_with_the_action_taken(replay, advice):
    assert [d.index for d in advice.decisions] == list(replay.decisions)
    for decision in advice.decisions:
        position = replay.position(decision.index)
        assert decision.options[decision.played].action == position.action
        assert decision.best is not None
        assert advice.at(decision.index) is decision
    assert advice.at(replay.length) is None


def test_biggest_drops_are_the_costliest_decisions_inside_visits(replay, advice):
    drops = advice.biggest_drops(count=len(advice.decisions), min_drop=0.0)
    assert [d.drop for d in drops] == sorted((d.drop for d in drops), reverse=True)
    assert all(d.in_visit or d.fiefs is not None or d.drop == 0.0 for d in advice.decisions)
    first = advice.decisions[0]  # the choice of the first fief: weighed by the chance to reach the goal
    assert not first.in_visit and first.fiefs is not None and first.fiefs.kind == "goal"
    assert first.best == first.fiefs.chosen


def test_drops_by_hand():
    options = (OptionAdvice("p5L", 0.75, True), OptionAdvice("p7L", 0.25, True))
    costly = DecisionAdvice(3, options, 0, 1, True)
    good = DecisionAdvice(5, options, 0, 0, True)
    fief = DecisionAdvice(0, options, 0, 1, False)
    advice = GameAdvice("0" * 32, 300, (fief, costly, good))
    assert costly.drop == 0.5 and good.drop == 0.0 and fief.drop == 0.0
    assert advice.biggest_drops() == (costly,)


def test_a_fief_chosen_is_weighed_by_the_chance_to_reach_the_goal_as_any_choice():
    """Fief 0 chosen at ≈30% when fief 6 had ≈81%: a drop in the chance to reach 16 stars, among the
    timeline's biggest (fief choices were never weighed), and told by the number the Hint rings."""
    from forNorthwood.core.setup import new_game
    from forNorthwood.game.replay_advice import fiefs_of

    state = new_game(3, "full", 16)
    chances = (0.30, 0.70, 0.62, 0.85, 0.80, 0.66, 0.81, 0.40)
    options = tuple(OptionAdvice(f"f{f}", c, False) for f, c in enumerate(chances))
    fiefs = fiefs_of(state, options)
    assert fiefs is not None and fiefs.kind == "goal" and fiefs.chosen is not None
    chosen = DecisionAdvice(0, options, fiefs.chosen, 0, False, fiefs)
    small = DecisionAdvice(3, (OptionAdvice("p5L", 0.75, True), OptionAdvice("p7L", 0.62, True)), 0, 1, True)
    best, played = fiefs.values[fiefs.chosen][0], fiefs.values[0][0]
    # The drop is the difference of the whole percents shown (≈"47%" → ≈"25%": 22 points).
    assert chosen.drop == pytest.approx((round(best * 100) - round(played * 100)) / 100)
    assert chosen.drop > small.drop > 0
    assert chosen.value(0) == fiefs.values[0] != (0.30, False)  # the goal's chance, not the visit's
    advice = GameAdvice("0" * 32, 300, (chosen, small))
    assert advice.biggest_drops() == (chosen, small)


def test_kept_advice_is_taken_back_only_for_its_game_and_budget(replay, advice):
    document = advice.to_json()
    assert game_advice_from_json(document, replay, BUDGET) == advice
    for broken, code in (
        ({**document, "kind": "other"}, "foreign"),
        ({**document, "version": 99}, "future"),
        ({**document, "version": "1"}, "invalid"),
        ({**document, "final": "1" * 32}, "stale"),
        ({**document, "budget_ms": 300}, "stale"),
        ({**document, "decisions": document["decisions"][1:]}, "invalid"),
        (
            {**document, "decisions": [{**document["decisions"][0], "played": 99}, *document["decisions"][1:]]},
            "invalid",
        ),
        ({**document, "decisions": [{**document["decisions"][0], "options": [["zz", 0.5, True]]}]}, "invalid"),
    ):
        with pytest.raises(AdviceProblem) as refused:
            game_advice_from_json(broken, replay, BUDGET)
        assert refused.value.code == code


def test_the_advice_runs_as_a_cancellable_job(replay, advice):
    with pytest.raises(Cancelled):
        advise_game(replay, BUDGET, should_stop=lambda: True)
    jobs = Jobs()
    lane = jobs.lane("replay")
    lane.submit(replay.record.final, advice_job(replay, BUDGET))
    assert jobs.wait_idle(300)  # generous: a loaded machine is slow, a wrong result is not
    outcome = lane.outcome()
    assert outcome is not None and not outcome.failed
    assert outcome.value == advice  # the same view and budget give the same advice
    jobs.close()


def test_each_visits_costliest_choice_is_found_as_the_review_finds_it():
    """The biggest drop inside each visit (the first of equals; a fief chosen is none, nor a move in
    ``skip``, nor a drop under the review's least cost, the replay's red marks' ten points)."""
    big = (OptionAdvice("p5L", 0.75, True), OptionAdvice("p7L", 0.25, True))
    small = (OptionAdvice("p5L", 0.75, True), OptionAdvice("p7L", 0.62, True))
    tiny = (OptionAdvice("p5L", 0.75, True), OptionAdvice("p7L", 0.68, True))  # 7 points: not marked
    fief = DecisionAdvice(0, big, 0, 1, False)
    first = DecisionAdvice(2, small, 0, 1, True)
    worst = DecisionAdvice(3, big, 0, 1, True)
    again = DecisionAdvice(4, big, 0, 1, True)
    asked = DecisionAdvice(10, big, 0, 1, True)
    later = DecisionAdvice(11, small, 0, 1, True)
    none = DecisionAdvice(20, tiny, 0, 1, True)
    advice = GameAdvice("0" * 32, 300, (fief, first, worst, again, asked, later, none))
    visit_of = {0: 0, 2: 0, 3: 0, 4: 0, 10: 1, 11: 1, 20: 2}.__getitem__
    assert advice.costliest_by_visit(visit_of, skip={10}) == (worst, later)
    assert advice.costliest_by_visit(visit_of) == (worst, asked)


def test_a_choice_that_shows_the_best_ones_percentage_is_no_drop():
    """A choice under one point behind the best shows the same percentage as it (≈16% beside ≈16%):
    it is neither a drop on the timeline nor a visit's costliest choice; nor is one under ten points
    (the end of the game's review called a one-point drop "your costliest choice", the replay did not
    mark it: one threshold, ``ai.review.MIN_COST``)."""
    near = (OptionAdvice("p5L", 0.164, False), OptionAdvice("p7L", 0.157, False))
    apart = (OptionAdvice("p5L", 0.164, False), OptionAdvice("p7L", 0.064, False))
    small = (OptionAdvice("p5L", 0.164, False), OptionAdvice("p7L", 0.150, False))
    same = DecisionAdvice(3, near, 0, 1, True)
    lower = DecisionAdvice(5, apart, 0, 1, True)
    little = DecisionAdvice(7, small, 0, 1, True)
    assert f"{same.options[0].success:.0%}" == f"{same.options[1].success:.0%}"
    advice = GameAdvice("0" * 32, 300, (same, lower, little))
    assert advice.biggest_drops() == (lower,)
    assert advice.costliest_by_visit({3: 0, 5: 1, 7: 2}.__getitem__) == (lower,)


def test_a_drop_is_the_difference_of_the_percents_shown() -> None:
    """p64 hovered a red mark: "Cost ≈27 points of the chance to win the visit" over "≈89% (the Hint's
    choice) → 63% (yours)": the raw estimates' difference was rounded on its own. A drop is now what
    the two numbers on the screen say."""
    decision = DecisionAdvice(3, (OptionAdvice("p5L", 0.894, False), OptionAdvice("p7L", 0.626, True)), 0, 1, True)
    assert round(decision.drop * 100) == 89 - 63 == 26
