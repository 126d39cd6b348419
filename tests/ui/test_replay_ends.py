"""What a first-time player met replaying a finished game: "Next →" looked usable on the last
decision, "← Previous" on the first."""

from __future__ import annotations

import pygame

from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene

from .input_kit import center_of, click, key, settle
from .test_replay_screen import finished, keep_quick_advice, replay_scene


def enabled(scene: ReplayScene) -> dict[str, bool]:
    return {b.key: b.enabled for b in scene.buttons()}


def test_next_is_off_on_the_last_decision_and_previous_on_the_first(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    last = replay.decisions[-1]
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=last)))
    settle(app)
    scene = replay_scene(app)
    assert enabled(scene) == {"previous": True, "next": False, "play_on": True, "back": True}
    assert scene.focus != "next"  # never focused on a button that is off
    looks = {look.button.key: look for look in scene.picture().table.buttons}
    assert not looks["next"].button.enabled and not looks["next"].focused
    click(app, center_of(app, "next"))  # a click on it does nothing
    assert scene.index == last
    key(app, pygame.K_HOME)
    assert scene.index == replay.decisions[0]
    assert enabled(scene)["previous"] is False and enabled(scene)["next"] is True
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.focus != "previous"


def test_a_first_decision_after_the_start_leaves_previous_off(app):
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    replay.decisions = replay.decisions[1:]  # as a game whose first position offered one move
    first = replay.decisions[0]
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=first, advice=advice)))
    settle(app)
    assert first > 0 and enabled(replay_scene(app))["previous"] is False
