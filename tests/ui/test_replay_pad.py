"""A first-time player with a controller could not reach "Play on from here" nor Close in a replay:
the focus only went between Previous and Next, the d-pad's ← → stepped, ↑ ↓ and both shoulders
jumped between visits. Every button of the replay now has a pad button, shown as its keycap as the
table's buttons show theirs (X plays on from here, B closes, the d-pad's ← → step), and the
shoulders go to the previous or next choice the timeline marks."""

from __future__ import annotations

import pygame

from forNorthwood.i18n import speaking
from forNorthwood.i18n.controls_text import KEYBOARD, input_device, set_input_device
from forNorthwood.ui.table_scene import TableScene

from .input_kit import button, settle


def caps(scene) -> dict[str, str]:
    return {b.key: b.hint for b in scene.buttons() if b.keycap}


def test_every_replay_button_shows_its_key_on_the_device_in_use(app, replay_at_first_decision):
    scene, _ = replay_at_first_decision
    before = input_device()
    try:
        with speaking("en"):
            set_input_device(KEYBOARD)
            assert caps(scene) == {"previous": "←", "next": "→", "play_on": "P", "back": "Esc"}
            button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # the pad in use: its buttons
            settle(app)
            assert caps(scene) == {"previous": "D-pad ←", "next": "D-pad →", "play_on": "X", "back": "B"}
            assert "LB/RB: previous/next" in " ".join(scene.picture().legend)  # the shoulders, named
    finally:
        set_input_device(before)


def test_the_shoulders_go_to_the_marked_choices_and_x_plays_on(app, replay_at_first_decision):
    scene, _ = replay_at_first_decision
    before = input_device()
    try:
        marks = sorted(scene.marked())  # the costly choices (red), as the legend says; not the cards' luck
        marked = [m for m in marks if m > scene.index]
        assert len(marked) >= 2, marks
        button(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
        settle(app)
        assert scene.index == marked[0]
        button(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
        settle(app)
        assert scene.index == marked[1]
        button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
        settle(app)
        assert scene.index == marked[0]
        button(app, pygame.CONTROLLER_BUTTON_X)
        settle(app)
        assert isinstance(app.scene, TableScene) and app.scene.session.played_on
    finally:
        set_input_device(before)


def test_b_closes_the_replay(app, replay_at_first_decision):
    scene, _ = replay_at_first_decision
    before = input_device()
    try:
        button(app, pygame.CONTROLLER_BUTTON_B)
        settle(app)
        assert app.scene is not scene
    finally:
        set_input_device(before)
