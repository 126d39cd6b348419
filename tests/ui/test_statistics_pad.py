"""On the statistics, the controller's d-pad turned the pages (as the arrow keys do) and the focus,
on Close, could never reach Next; Previous and Next showed no cap of the pad. Now the d-pad moves
the focus over the buttons, the shoulders (LB and RB) turn the pages, and Previous and Next show
their caps while a controller is in use (and none at the keyboard)."""

from __future__ import annotations

import pygame

from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, set_input_device
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.statistics import StatisticsOverlay

from .input_kit import button, key, settle


def test_the_pads_d_pad_reaches_next_and_its_shoulders_turn_the_pages(app):
    app.carry_out(Push(StatisticsOverlay))
    settle(app)
    scene = app.scene
    assert isinstance(scene, StatisticsOverlay) and scene.focus == "close" and scene.page == 0
    button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    settle(app)
    assert scene.page == 0 and scene.focus == "next", (scene.page, scene.focus)
    button(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    settle(app)
    assert scene.page == 1
    button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    settle(app)
    assert scene.page == 0
    caps = {b.key: b.hint for b in scene.buttons()}
    assert caps["previous"] == "LB" and caps["next"] == "RB", caps
    key(app, pygame.K_RIGHT)  # the arrow keys still turn the pages
    settle(app)
    assert scene.page == 1


def test_previous_and_next_show_no_cap_at_the_keyboard(app):
    set_input_device(KEYBOARD)
    try:
        app.carry_out(Push(StatisticsOverlay))
        settle(app)
        caps = {b.key: b.hint for b in app.scene.buttons()}
        assert caps["previous"] == "" and caps["next"] == ""
    finally:
        set_input_device(CONTROLLER)
        set_input_device(KEYBOARD)
