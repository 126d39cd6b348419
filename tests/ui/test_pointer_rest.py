"""A pad player's prompts stay the pad's when the pointer only seems to move: SDL sends a motion
when the pointer comes back over the window (or a mouse is bumped a pixel), and p62, at the title,
the puzzles and a puzzle with the pad only, read "Drop here" and "drag a highlighted card" on the
puzzle's table. A real move of the mouse still turns them into the mouse's."""

from __future__ import annotations

import pygame

from forNorthwood import i18n
from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, MOUSE, input_device, set_input_device
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.puzzles import PuzzlesScene

from .input_kit import button, key, post, settle

A = pygame.CONTROLLER_BUTTON_A
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
REST = (400, 300)


def motion(app, pos: tuple[int, int], rel: tuple[int, int]) -> None:
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(0, 0, 0)))


def test_a_motion_where_the_pointer_rests_leaves_the_pad_s_prompts_on_the_next_screen(app, clock):
    motion(app, REST, (120, 80))  # the mouse, used on the title, then left there
    assert input_device() == MOUSE
    try:
        button(app, DOWN)
        button(app, DOWN)  # the title's Puzzles
        button(app, A)
        settle(app, clock)
        assert isinstance(app.scene, PuzzlesScene) and input_device() == CONTROLLER
        motion(app, REST, (3, -2))  # SDL's own, as the pointer is seen over the window again
        motion(app, (REST[0] + 2, REST[1] + 1), (2, 1))  # a bumped mouse
        assert input_device() == CONTROLLER
        button(app, A)  # the screen's suggestion: a puzzle
        settle(app, clock)
        assert isinstance(app.scene, PuzzleScene)
        with i18n.speaking("en"):
            hints = {b.hint for b in app.scene.buttons()}
            assert hints >= {"Menu", "RT"} and not hints & {"Esc", "N"}  # Puzzles, Next puzzle: the pad's
        motion(app, (REST[0] + 40, REST[1] + 10), (38, 9))  # the player takes the mouse
        assert input_device() == MOUSE
    finally:
        set_input_device(KEYBOARD)


def test_a_key_then_a_real_move_of_the_mouse_names_the_mouse(app):
    motion(app, REST, (10, 10))
    key(app, pygame.K_DOWN)
    assert input_device() == KEYBOARD
    motion(app, (REST[0] + 1, REST[1]), (1, 0))
    assert input_device() == KEYBOARD
    motion(app, (REST[0] + 12, REST[1]), (11, 0))
    assert input_device() == MOUSE


def test_the_pointer_first_seen_after_a_press_rests_there(app):
    """A pad player who never touched the mouse: the first motion SDL sends (the pointer seen over
    the window for the first time) places it; only a move from there names the mouse."""
    try:
        button(app, DOWN)
        assert input_device() == CONTROLLER
        motion(app, REST, (400, 300))  # the pointer's first place, relative to nothing
        assert input_device() == CONTROLLER
        motion(app, (REST[0] + 2, REST[1]), (2, 0))
        assert input_device() == CONTROLLER
        motion(app, (REST[0] + 30, REST[1]), (28, 0))
        assert input_device() == MOUSE
    finally:
        set_input_device(KEYBOARD)
