"""The puzzles' screen with the arrows (or the d-pad) alone: p62 pressed Left from the levels'
column and never reached "Play today's puzzle" (only level 2 shared its row). Left and Right go
across to the nearest button on that side, Up and Down along a column, and every button is
reached from every other, at every window size."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.ui.scene import Goto, ToTitle
from forNorthwood.ui.scenes import puzzles
from forNorthwood.ui.scenes.puzzles import PuzzlesScene, back_to

from .input_kit import button, center_of, click, make_app, settle
from .screen_kit import SIZES

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def scene_at(app, focus: str) -> PuzzlesScene:
    scene = PuzzlesScene(app.ctx)
    scene.focus = focus
    scene.suggested = False
    return scene


@pytest.mark.parametrize("size", [*SIZES, (3840, 2160)])
def test_left_from_every_level_reaches_the_left_column_and_right_comes_back(clock, size):
    app = make_app(clock, size)
    try:
        for level in range(1, 6):
            scene = scene_at(app, f"level{level}")
            scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
            assert scene.focus in ("daily", "back"), (level, scene.focus)
        scene = scene_at(app, "level1")
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
        assert scene.focus == "daily"  # the nearest in height: what a player expects
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        assert scene.focus in ("level1", "level2")
        scene = scene_at(app, "back")
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        assert scene.focus == "next"  # beside it, at the foot of the levels
    finally:
        app.close()


def test_every_button_is_reached_by_the_arrows_from_every_other(app):
    keys = [i.key for i in PuzzlesScene(app.ctx).focusables()]
    for start in keys:
        seen = {start}
        todo = [start]
        while todo:
            here = todo.pop()
            for arrow in ARROWS:
                scene = scene_at(app, here)
                scene.handle(pygame.event.Event(pygame.KEYDOWN, key=arrow, mod=0, unicode=""))
                if scene.focus not in seen:
                    seen.add(scene.focus)
                    todo.append(scene.focus)
        assert seen == set(keys), (start, set(keys) - seen)


def test_the_d_pad_goes_left_from_a_level_to_today_s_puzzle(app):
    app.carry_out(ToTitle())
    settle(app)
    click(app, center_of(app, "puzzles"))
    settle(app)
    scene = app.scene
    assert isinstance(scene, PuzzlesScene)
    scene.focus = "level1"
    button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert scene.focus == "daily"
    button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert scene.focus == "back"
    button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert scene.focus == "next"


def test_back_from_a_puzzle_the_level_kept_in_focus_is_lit_and_shows_the_key_that_starts_it(app, monkeypatch):
    app.carry_out(Goto(back_to("level3")))
    settle(app)
    scene = app.scene
    assert isinstance(scene, PuzzlesScene) and scene.focus == "level3"
    with i18n.speaking("en"):
        caps = {b.key: b.hint for b in scene.buttons() if b.hint}
        assert caps == {"level3": "Enter", "back": "Esc"}  # not on Play today's puzzle, green as it is
        button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
        caps = {b.key: b.hint for b in scene.buttons() if b.hint}
        assert caps == {"level2": "A", "back": "B"}
    lit: list[str] = []
    monkeypatch.setattr(puzzles, "draw_button", lambda _surface, b, hovered, _focused: hovered and lit.append(b.key))
    scene.draw_buttons(app.surface)
    assert lit == ["level2"]  # lit as under the pointer, besides its ring
