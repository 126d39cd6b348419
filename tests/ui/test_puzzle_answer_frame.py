"""The frame that brings a puzzle's verdict does not also write the statistics and paint the whole
solution panel (it cost 20–170 ms): the panel is painted a part a frame and shown whole, the same
picture as one painted at once; the statistics are written off the window's thread."""

from __future__ import annotations

import pygame

from forNorthwood.ui.scenes.puzzle import PuzzleScene

from .input_kit import settle, step_until
from .puzzle_kit import MANY, answer_with_mouse, answers, puzzle, show


def test_the_panel_is_painted_over_several_frames_then_shown_whole(app):
    found = puzzle(MANY)
    show(app, found)
    before = answers(app)
    answer_with_mouse(app, found.answer)
    step_until(app, lambda: answers(app) > before, 60.0)  # the verdict's frame
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.solution_shown is not None
    assert scene.box.painting is not None and not scene.box.upper.visible  # not yet painted
    assert scene.busy()  # the loop keeps drawing frames until the panel is whole
    frames = 0
    while scene.box.painting is not None:
        app.step(0)
        frames += 1
    assert frames >= 2
    settle(app)
    for whole, sprite in zip(scene.solution_shown.images(), (scene.box.upper, scene.box.lower), strict=True):
        shown = sprite.image
        assert shown is not None and shown.get_size() == whole.get_size()
        assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(whole, "RGBA")
