"""A controller types nothing: on the setup screen its player dials a friend's kingdom code
(A on the field opens the dial; Up/Down turn the character at the cursor, Left/Right move it,
A keeps the code, B puts the old one back). A on the field used to start the game at once."""

from __future__ import annotations

import pygame

from forNorthwood.game.seeds import ALPHABET, parse_code
from forNorthwood.i18n.controls_text import KEYBOARD, set_input_device
from forNorthwood.ui.code_dial import CodeDial
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.setup import SetupScene
from forNorthwood.ui.text import recording

from .input_kit import button, center_of, click, settle

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def setup_on_the_code_field(app) -> SetupScene:
    click(app, center_of(app, "new_game"))
    scene = app.scene
    assert isinstance(scene, SetupScene)
    scene.focus = "code_field"
    return scene


def dial(app, scene: SetupScene, code: str) -> None:
    for position, wanted in enumerate(code):
        assert scene.dial is not None and scene.dial.index == position
        steps = (ALPHABET.index(wanted) - ALPHABET.index(scene.code_text[position])) % len(ALPHABET)
        for _ in range(steps):
            button(app, UP)
        button(app, RIGHT)


def test_a_controller_dials_a_friends_code_then_starts_that_kingdom(app):
    try:
        scene = setup_on_the_code_field(app)
        button(app, A)
        assert isinstance(app.scene, SetupScene) and scene.dial is not None  # not started: dialling
        with recording() as drawn:
            app.dirty = True
            app.draw()
        assert any(d.message.startswith("Up and down change the character") for d in drawn)
        dial(app, scene, "4K7Q2M")
        assert scene.code_text == "4K7Q2M"
        button(app, A)  # keeps the code; the focus goes on to Start
        assert scene.dial is None and scene.focus == "start" and scene.code_text == "4K7Q2M"
        button(app, A)
        settle(app)
        assert isinstance(app.scene, FiefSelectionScene) and app.scene.session.seed == parse_code("4K7Q2M")
    finally:
        set_input_device(KEYBOARD, "xbox")


def test_b_puts_back_the_code_the_dial_opened_on(app):
    try:
        scene = setup_on_the_code_field(app)
        before = scene.code_text
        button(app, A)
        button(app, DOWN)
        assert scene.code_text != before
        button(app, B)
        assert scene.dial is None and scene.code_text == before and isinstance(app.scene, SetupScene)
    finally:
        set_input_device(KEYBOARD, "xbox")


def test_the_dial_turns_round_the_alphabet_and_keeps_its_cursor_on_the_code():
    d = CodeDial.opened_on("not a code")
    assert d.text == "000000"
    d.turn(-1)
    assert d.text == "Z00000"
    d.move(-1)
    assert d.index == 0
    for _ in range(10):
        d.move(1)
    assert d.index == 5
    assert CodeDial.opened_on("4k7q-2m").text == "4K7Q2M"


def test_with_a_pad_the_code_s_note_says_how_the_pad_changes_it_not_type_or_paste(app):
    try:
        scene = setup_on_the_code_field(app)
        button(app, DOWN)  # the pad in use; the focus leaves the field
        assert scene.focus != "code_field" and scene.dial is None
        note, wrong = scene.note()
        assert not wrong and "Ctrl+V" not in note and "Type" not in note
        assert "press A on the code" in note and "d-pad" in note
        set_input_device(KEYBOARD, "xbox")
        assert "Type or paste (Ctrl+V)" in scene.note()[0]
    finally:
        set_input_device(KEYBOARD, "xbox")
