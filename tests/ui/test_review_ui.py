"""The post-game review on the end-of-game screen and in the game log."""

from __future__ import annotations

import functools

from forNorthwood.ai import review as ai_review
from forNorthwood.ai.bots import random_policy
from forNorthwood.game.session import Session
from forNorthwood.ui.review_layer import Reviews, waiting_text
from forNorthwood.ui.scene import goto
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.game_log import GameLogOverlay

from .input_kit import center_of, click, step_until


def finished_session(seed: int = 12) -> Session:
    """A game played to its end through a session (which answers unread questions itself)."""
    session = Session(seed, "intro", 16)
    policy = random_policy(seed)
    while not session.over:
        session.apply(policy(session.state))
    return session


def test_the_end_screen_reviews_the_game_off_the_ui_thread_and_the_log_keeps_it(app, clock):
    quick = functools.partial(ai_review.review_game, budget_ms=20, fief_budget_ms=40, max_decisions=30)
    session = finished_session()
    assert session.over
    reviews = Reviews(app.jobs)
    reviews.start(session, review=quick)  # the end screen finds this game's review under way
    app.carry_out(goto("end_of_game", session=session))
    app.step()
    assert isinstance(app.scene, EndOfGameScene)
    assert reviews.lines_of(session) == [waiting_text()]  # shown while it works
    step_until(app, lambda: reviews.state(session) == "ready", timeout=60.0)
    lines = reviews.lines_of(session)
    visits = [line for line in lines[1:] if line.startswith("Fief ")]
    assert len(visits) == 8  # one line per visit of the game
    assert any("when you chose it" in line for line in visits)
    costly = [r for r in reviews.result(session) if r.costliest is not None]
    assert costly and any("you played" in line for line in visits)
    # The game log ends with the review, and its export writes it.
    clock.advance(5_000)  # past the end screen's input guard
    click(app, center_of(app, "log"))
    assert isinstance(app.scene, GameLogOverlay)
    assert app.scene.lines[-len(lines) :] == tuple(lines)
    app.ctx.games.folders.exports.mkdir(parents=True, exist_ok=True)
    click(app, center_of(app, "export"))
    assert app.scene.exported is not None
    text = app.scene.exported.read_text(encoding="utf-8")
    assert lines[0] in text and visits[0] in text
