"""Back from a puzzle, the focus went to the puzzles' screen's suggestion ("Easiest puzzle not
solved yet", or today's puzzle) rather than to the button that opened the puzzle left; back from
the puzzles' screen, the title's focus was on New game rather than on Puzzles."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.ui.scene import ToTitle
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.puzzles import PuzzlesScene
from forNorthwood.ui.scenes.title import TitleScene

from .input_kit import button, center_of, click, key, settle


@pytest.mark.parametrize("opened", ["level3", "level5", "next", "daily"])
def test_back_from_a_puzzle_the_focus_is_on_what_opened_it_and_back_from_the_puzzles_on_puzzles(app, opened):
    app.carry_out(ToTitle())
    settle(app)
    click(app, center_of(app, "puzzles"))
    settle(app)
    scene = app.scene
    assert isinstance(scene, PuzzlesScene)
    scene.focus = opened
    button(app, pygame.CONTROLLER_BUTTON_A)
    settle(app)
    assert isinstance(app.scene, PuzzleScene)
    button(app, pygame.CONTROLLER_BUTTON_B)
    settle(app)
    assert isinstance(app.scene, PuzzlesScene) and app.scene.focus == opened, app.scene.focus
    button(app, pygame.CONTROLLER_BUTTON_B)
    settle(app)
    assert isinstance(app.scene, TitleScene) and app.scene.focus == "puzzles", app.scene.focus


def test_back_from_the_puzzles_by_key_and_click_the_titles_focus_is_on_puzzles(app):
    app.carry_out(ToTitle())
    settle(app)
    click(app, center_of(app, "puzzles"))
    settle(app)
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.scene, TitleScene) and app.scene.focus == "puzzles"
    click(app, center_of(app, "puzzles"))
    settle(app)
    click(app, center_of(app, "back"))
    settle(app)
    assert isinstance(app.scene, TitleScene) and app.scene.focus == "puzzles"
