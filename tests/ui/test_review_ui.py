"""The post-game review on the end-of-game screen and in the game log."""

from __future__ import annotations

import functools
import threading

from forNorthwood.ai import review as ai_review
from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.ai.bots import random_policy
from forNorthwood.core import actions as A
from forNorthwood.game.lessons import action_for
from forNorthwood.game.session import Session
from forNorthwood.ui.review_layer import Reviews, core_steps, waiting_text
from forNorthwood.ui.scene import ShowGame
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
    app.carry_out(ShowGame(session))
    app.step()
    assert isinstance(app.scene, EndOfGameScene)
    waiting = [[waiting_text()]] + [[waiting_text(visit)] for visit in range(1, 9)]
    assert reviews.lines_of(session) in waiting  # shown while it works
    step_until(app, lambda: reviews.state(session) == "ready", timeout=60.0)
    lines = reviews.lines_of(session)
    visits = [line for line in lines[1:] if line.startswith("Fief ")]
    assert len(visits) == 8  # one line per visit of the game
    assert any("chance to win it when you chose it" in line for line in visits)  # which chance: the visit's
    costly = [r for r in reviews.result(session) if r.costliest is not None]
    assert costly and any("The Hint would have" in line for line in visits)
    # The game log ends with the review, and its export writes it.
    clock.advance(5_000)  # past the end screen's input guard
    click(app, center_of(app, "log"))
    assert isinstance(app.scene, GameLogOverlay)
    assert app.scene.lines[-len(lines) :] == tuple(lines)
    app.ctx.keeper.folders.exports.mkdir(parents=True, exist_ok=True)
    click(app, center_of(app, "export"))
    assert app.scene.exported is not None
    text = app.scene.exported.read_text(encoding="utf-8")
    assert lines[0] in text and visits[0] in text


class Told:
    """A review that notes what it was told (and reviews nothing)."""

    def __init__(self) -> None:
        self.actions: list = []
        self.skip: frozenset[int] = frozenset()
        self.shown: dict = {}

    def __call__(self, seed, setup, threshold, actions, *, should_stop, skip, shown, progress):
        self.actions, self.skip, self.shown = list(actions), skip, dict(shown)
        return []


def test_while_it_works_the_review_says_which_visit_it_has_reached(app):
    session = finished_session()
    release = threading.Event()

    def slow(seed, setup, threshold, actions, *, should_stop, skip, shown, progress):
        progress(3)
        assert release.wait(30)
        return []

    reviews = Reviews(app.jobs)
    assert waiting_text() == "Reviewing your game…"
    reviews.start(session, review=slow)
    step_until(app, lambda: reviews.reached(session) == (3, 8), timeout=30.0)
    assert reviews.lines_of(session) == [waiting_text(3)] == ["Reviewing your game: visit 3 of 8…"]
    release.set()
    step_until(app, lambda: reviews.state(session) == "ready", timeout=30.0)


def test_the_review_tells_each_visit_as_it_begins() -> None:
    session = finished_session()
    told: list[int] = []
    ai_review.review_game(
        session.seed,
        session.setup,
        session.threshold,
        core_steps(session)[0],
        budget_ms=5,
        fief_budget_ms=5,
        max_decisions=0,
        progress=told.append,
    )
    assert told == list(range(1, 9))


def test_the_review_judges_by_the_hints_shown_counted_in_the_cores_steps(app):
    session = Session(2, "full", 16)  # a game in which the session answers unread questions itself
    policy = random_policy(2)
    noted = []
    while not session.over:
        advice = Advice(tuple(ActionAdvice(a, 0.5, False, 3) for a in session.legal()), 0, 0.5)
        session.note_hint(session.state, advice)
        noted.append(advice)
        session.apply(policy(session.state))
    told = Told()
    Reviews(app.jobs).start(session, review=told)
    assert app.jobs.wait_idle(10)
    played, where = core_steps(session)
    assert len(played) > len(session.actions)  # answers the session gave are steps of the core
    assert told.actions == played and told.skip == frozenset()
    assert told.shown == {where[i]: advice for i, advice in enumerate(noted)}
    assert all(played[where[i]] == action for i, action in enumerate(session.actions))


def test_the_moves_the_tutorial_asked_for_are_not_for_the_review(app):
    session = Session.for_tutorial()
    tutorial = session.tutorial
    assert tutorial is not None
    tutorial.next(session.state)  # welcome
    for _ in range(3):
        prompt = tutorial.prompt(session.state)
        assert prompt is not None and prompt.kind == "do"
        action = action_for(prompt.target, prompt.drop, session.state)
        assert action is not None
        session.apply(action)
    session.apply(session.legal()[-1])  # and one of the player's own
    told = Told()
    Reviews(app.jobs).start(session, review=told)
    assert app.jobs.wait_idle(10)
    assert told.actions == session.actions  # no answer given here: the same steps
    assert told.skip == {0, 1, 2} == session.tutorial_required()


def test_the_end_screen_wraps_long_review_lines_and_points_to_the_log_for_the_rest(app):
    """A review line too long for the window wraps at its size instead of shrinking; the lines that
    do not fit are left whole to the game log, and the last row says so."""
    import pygame

    from forNorthwood.ui.review_layer import draw_lines
    from forNorthwood.ui.text import recording

    long = "Fief 7 (lost) — your chances when you chose it: ≈40%. " * 3
    lines = ["Review", long, long, long, long]
    area = pygame.Rect(0, 0, 500, 200)
    with recording() as drawn:
        draw_lines(app.surface, area, lines, 14)
    assert [t.message for t in drawn] == ["Review", long, long, "The whole review is in the game log."]
    assert all(t.drawn_size == 14 and t.fits and area.contains(t.used) for t in drawn)
    with recording() as drawn:
        draw_lines(app.surface, pygame.Rect(0, 0, 500, 400), lines[:2], 14)
    assert [t.message for t in drawn] == ["Review", long]  # all of it shown: nothing to point to


def test_the_review_counts_the_visits_the_game_really_had(app):
    """A game stopped early (its goal out of reach) had fewer than eight visits: the line while the
    review works counts those ("visit 1 of 2", not "of 8")."""
    session = Session(12, "intro", 20)
    policy = random_policy(12)
    while A.STOP_GAME not in session.legal():
        legal = [a for a in session.legal() if a.type not in ("stop_game", "back")]
        action = policy(session.state)
        session.apply(action if action in legal else legal[0])
    session.apply(A.STOP_GAME)
    assert session.over
    played = core_steps(session)[0]
    visits = ai_review.visits_begun(session.seed, session.setup, session.threshold, played)
    assert 1 <= visits < 8
    release = threading.Event()

    def slow(seed, setup, threshold, actions, *, should_stop, skip, shown, progress):
        progress(1)
        assert release.wait(30)
        return []

    reviews = Reviews(app.jobs)
    reviews.start(session, review=slow)
    step_until(app, lambda: reviews.reached(session) is not None, timeout=30.0)
    assert reviews.lines_of(session) == [f"Reviewing your game: visit 1 of {visits}…"]
    release.set()
    step_until(app, lambda: reviews.state(session) == "ready", timeout=30.0)


def test_the_visits_begun_are_those_the_review_tells() -> None:
    session = finished_session()
    played = core_steps(session)[0]
    told: list[int] = []
    ai_review.review_game(
        session.seed,
        session.setup,
        session.threshold,
        played,
        budget_ms=5,
        fief_budget_ms=5,
        max_decisions=0,
        progress=told.append,
    )
    assert ai_review.visits_begun(session.seed, session.setup, session.threshold, played) == len(told) == 8


def test_the_moves_finish_the_visit_played_are_not_for_the_review(app):
    from ..game.test_replay_settled import settled_game

    session = settled_game()
    settled = session.settled_moves()
    assert settled
    told = Told()
    Reviews(app.jobs).start(session, review=told)
    assert app.jobs.wait_idle(10)
    _played, where = core_steps(session)
    assert told.skip == {where[i] for i in settled}
