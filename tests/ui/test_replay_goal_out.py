"""At the last visit the badges' unit changed ("badges: stars to expect", "≈2.3 ★") with nothing
said: the badges line now says why, the goal out of reach (or reached)."""

from __future__ import annotations

from forNorthwood.ai.fief_order import STARS
from forNorthwood.i18n import speaking
from forNorthwood.i18n.replay_text import OUT_OF_REACH, REACHED, measure_label
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_badges import goal_settled

from .input_kit import settle
from .screen_kit import replay_advice
from .test_replay_screen import finished, replay_scene


def test_the_badges_line_says_the_goal_is_out_of_reach():
    with speaking("en"):
        assert measure_label((STARS, 16), OUT_OF_REACH) == "badges: stars to expect (16 ★ out of reach)"
        assert measure_label((STARS, 16), REACHED) == "badges: stars to expect (16 ★ reached)"
    with speaking("fr"):
        assert "hors d’atteinte" in measure_label((STARS, 16), OUT_OF_REACH)


def test_every_fief_told_by_its_stars_says_why(app):
    _, record, replay = finished(app)
    advice = replay_advice(replay, replay.length)
    assert goal_settled(replay.state(0)) is None  # the game's start: the goal open
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, advice=advice)))
    settle(app)
    scene = replay_scene(app)
    by_stars = [d.index for d in advice.decisions if d.measure is not None and d.measure[0] == STARS]
    with speaking("en"):
        for index in by_stars:
            scene.go(index)
            status = scene.status()
            assert "★ out of reach)" in status or "★ reached)" in status, status
