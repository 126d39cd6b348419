"""The post-game review: visit by visit, the chance when choosing the fief and the
costliest choice."""

from __future__ import annotations

import json

from forNorthwood.ai.bots import play_game, random_policy
from forNorthwood.ai.review import VisitReview, review_game
from forNorthwood.core import actions as A
from forNorthwood.core import apply, legal_actions, new_game
from forNorthwood.game.session import Session


def reviewed(seed: int, **options):
    game = play_game(seed, "intro", 16, random_policy(seed))
    reviews = review_game(seed, "intro", 16, game.actions, budget_ms=20, fief_budget_ms=40, **options)
    return game, reviews


def test_every_visit_is_reviewed_with_its_chance_and_result() -> None:
    game, reviews = reviewed(11, max_decisions=40)
    assert [(r.fief, r.won) for r in reviews] == list(game.visits)
    assert len(reviews) == 8
    for review in reviews:
        assert review.chance is not None and 0.0 <= review.chance <= 1.0
        assert not review.chance_exact  # a fresh deal is too large to be exact
        json.dumps(review.to_json())  # plain data for the UI and the log
    assert sum(r.decisions for r in reviews) == 40


def test_the_costliest_choice_is_a_real_choice_that_lost_probability() -> None:
    _, reviews = reviewed(12, max_decisions=30)
    costly = [r.costliest for r in reviews if r.costliest is not None]
    assert costly, "a random player makes at least one costly choice in eight visits"
    state = new_game(12, "intro", 16)
    game = play_game(12, "intro", 16, random_policy(12))
    states = [state]
    for action in game.actions:
        state = apply(state, action)[0]
        states.append(state)
    for cost in costly:
        assert cost.played != cost.best
        assert 0.0 <= cost.played_success < cost.best_success <= 1.0
        assert cost.cost == cost.best_success - cost.played_success >= 0.005
        before = states[cost.step]
        assert game.actions[cost.step] == cost.played
        assert cost.best in legal_actions(before) and cost.played in legal_actions(before)


def test_a_session_is_reviewed_like_its_history_and_the_review_is_repeatable() -> None:
    game = play_game(13, "intro", 16, random_policy(13))
    session = Session.replay(13, "intro", 16, list(game.actions[:20]))
    first: list[VisitReview] = review_game(
        session.seed, session.setup, session.threshold, session.actions, budget_ms=20, fief_budget_ms=40
    )
    again = review_game(13, "intro", 16, game.actions[:20], budget_ms=20, fief_budget_ms=40)
    assert first == again
    assert first and first[-1].won in (None, True, False)


def states_of(seed: int, actions) -> list:
    state = new_game(seed, "intro", 16)
    states = [state]
    for action in actions:
        state = apply(state, action)[0]
        states.append(state)
    return states


def test_a_choice_is_judged_by_the_very_estimate_the_hint_showed() -> None:
    from forNorthwood.ai.advisor import advise

    game, reviews = reviewed(12, max_decisions=30)
    states = states_of(12, game.actions)
    costly = [r.costliest for r in reviews if r.costliest is not None]
    assert costly
    for cost in costly:
        hint = advise(states[cost.step], 20)  # what the Hint button shows there, at the same budget
        assert hint.success_of(cost.played) == cost.played_success
        assert hint.success_of(cost.best) == cost.best_success
        assert hint.best_action is not None and hint.best_action.action == cost.best
    chosen = []  # the fief choice that led to each visit (a random player may go back and choose again)
    for i, action in enumerate(game.actions):
        if isinstance(action, A.ChooseFief):
            last = i
        elif action is A.BEGIN_VISIT:
            chosen.append(last)
    assert len(chosen) == len(reviews)
    for review, step in zip(reviews, chosen, strict=True):
        assert review.chance == advise(states[step], 40).success_of(game.actions[step])


def test_steps_the_tutorial_required_are_not_reviewed() -> None:
    game, reviews = reviewed(12, max_decisions=30)
    costly = [r.costliest.step for r in reviews if r.costliest is not None]
    skipped = set(costly)
    again = review_game(12, "intro", 16, game.actions, budget_ms=20, fief_budget_ms=40, max_decisions=30, skip=skipped)
    assert all(r.costliest is None or r.costliest.step not in skipped for r in again)
    assert [r.chance for r in again] == [r.chance for r in reviews]  # a fief's chance blames nobody


def test_the_advice_kept_from_the_game_is_used_as_it_is() -> None:
    from forNorthwood.ai.advisor import ActionAdvice, Advice

    game, reviews = reviewed(12, max_decisions=30)
    states = states_of(12, game.actions)
    first = next(i for i, a in enumerate(game.actions) if isinstance(a, A.ChooseFief))
    kept = Advice(tuple(ActionAdvice(a, 0.25, False, 7) for a in legal_actions(states[first])), 0, 0.25)
    again = review_game(
        12, "intro", 16, game.actions, budget_ms=20, fief_budget_ms=40, max_decisions=30, shown={first: kept}
    )
    assert again[0].chance == 0.25 and again[1:] == reviews[1:]
