"""Close on a replay opened from the end screen goes back to that end screen (not to the title)."""

from __future__ import annotations

import pygame

from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene

from .input_kit import center_of, click, key, settle
from .test_replay_screen import finished, keep_quick_advice, replay_scene


def test_close_on_a_replay_opened_from_the_end_screen_goes_back_to_it(app):
    session, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    for close in ("click", "escape"):
        app.ctx.now.advance(RESULT_PAUSE_MS + 1)  # type: ignore[attr-defined]  # the end screen takes input
        assert isinstance(app.scene, EndOfGameScene)
        click(app, center_of(app, "replay"))
        settle(app)
        replay_scene(app).go(replay.decisions[len(replay.decisions) // 2])
        settle(app)
        if close == "click":
            click(app, center_of(app, "back"))
        else:
            key(app, pygame.K_ESCAPE)
        settle(app)
        shown = app.scene
        assert isinstance(shown, EndOfGameScene) and shown.session is session, (close, shown)
