"""The post-game review: visit by visit, the chance when choosing the fief and the
costliest choice."""

from __future__ import annotations

import json

from forNorthwood.ai.bots import play_game, random_policy
from forNorthwood.ai.review import VisitReview, review_game
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
