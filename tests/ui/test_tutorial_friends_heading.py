"""The tutorial's box at the step that brings a friend in leaves the friends' heading whole: at
960×600 in French and Ukrainian with the keyboard, the box covered the lines over the friends
("Amis : Entrée sur l'un d'eux, puis sur un emplacement d'allié") that the step talks about."""

from __future__ import annotations

import pytest

from forNorthwood.i18n.controls_text import KEYBOARD, set_input_device
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.selection_still import words_to_read
from forNorthwood.ui.scenes.starting import deal_tutorial

from .input_kit import FakeClock, settle
from .screen_kit import new_app
from .test_tutorial_play import guide, play_to


@pytest.mark.parametrize("language", ["fr", "uk"])
def test_the_friend_steps_box_leaves_the_friends_heading_whole(language, tmp_path):
    clock = FakeClock()
    app = new_app(tmp_path, (960, 600), language, clock)
    try:
        app.carry_out(deal_tutorial(app.ctx))
        settle(app, clock)
        play_to(app, clock, "bring_friend", 40)
        set_input_device(KEYBOARD)  # the words for a player without the mouse (longer), and the heading's
        scene = app.scene
        assert isinstance(scene, FiefSelectionScene)
        heading = words_to_read(scene.layout, scene.picture())[-1]  # the lines over the friends
        assert heading.width and heading.height
        box = guide(app).layout(scene.view).box
        assert not box.colliderect(heading), (box, heading)
    finally:
        app.close()
