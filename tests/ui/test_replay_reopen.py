"""A replay closed at decision 60 opened again at decision 1: within the session it now opens where
the player left it (a practice game's way back still opens at its own decision)."""

from __future__ import annotations

import pygame

from forNorthwood.ui.scene import ToTitle
from forNorthwood.ui.scenes.replay_doors import open_replay

from .input_kit import key, settle
from .test_replay_screen import finished, keep_quick_advice, replay_scene


def test_a_replay_opened_again_starts_where_it_was_left(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(open_replay(app.ctx, record, ToTitle))
    settle(app)
    assert replay_scene(app).index == replay.decisions[0]
    left = replay.decisions[len(replay.decisions) // 2]
    replay_scene(app).go(left)
    settle(app)
    key(app, pygame.K_ESCAPE)  # Close
    settle(app)
    app.carry_out(open_replay(app.ctx, record, ToTitle))
    settle(app)
    assert replay_scene(app).index == left
    asked = replay.decisions[3]
    app.carry_out(open_replay(app.ctx, record, ToTitle, asked))  # a position asked for: that one
    settle(app)
    assert replay_scene(app).index == asked
