"""The kingdom-code field of the setup screen edits as a text field does: Ctrl+A selects the
whole code (what is typed next replaces it), Backspace and Delete clear a selection."""

from __future__ import annotations

import pygame

from forNorthwood.game.seeds import parse_code
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.setup import SetupScene

from .input_kit import center_of, click, key, settle

CTRL = pygame.KMOD_LCTRL


def setup_screen(app) -> SetupScene:
    click(app, center_of(app, "new_game"))
    scene = app.scene
    assert isinstance(scene, SetupScene)
    return scene


def typed(app, text: str) -> None:
    for char in text:
        key(app, getattr(pygame, f"K_{char.lower()}"), unicode=char)


def test_ctrl_a_selects_the_code_and_typing_replaces_it(app):
    scene = setup_screen(app)
    click(app, center_of(app, "code_field"))
    code = scene.code_text
    typed(app, "X")
    assert scene.code_text == code + "X"  # the caret at the end: typing adds
    key(app, pygame.K_a, mod=CTRL)
    assert scene.selected and scene.focus == "code_field"
    app.draw()  # the selection is drawn
    typed(app, "4K7Q2M")
    assert scene.code_text == "4K7Q2M" and not scene.selected
    key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.scene, FiefSelectionScene) and app.scene.session.seed == parse_code("4K7Q2M")


def test_ctrl_a_from_another_button_selects_the_code_too(app):
    scene = setup_screen(app)
    assert scene.focus == "start"
    key(app, pygame.K_a, mod=CTRL)
    assert scene.focus == "code_field" and scene.selected


def test_backspace_and_delete_clear_a_selection(app):
    scene = setup_screen(app)
    for deleting in (pygame.K_BACKSPACE, pygame.K_DELETE):
        typed(app, "ABC")  # typing anywhere starts a new code in the field
        assert scene.code_text == "ABC"
        key(app, pygame.K_a, mod=CTRL)
        key(app, deleting)
        assert scene.code_text == "" and not scene.selected
        assert "random" in scene.note()[0]


def test_without_a_selection_backspace_takes_one_character_and_delete_none(app):
    scene = setup_screen(app)
    typed(app, "ABC")
    key(app, pygame.K_BACKSPACE)
    assert scene.code_text == "AB"
    key(app, pygame.K_DELETE)  # the caret is at the end: nothing after it
    assert scene.code_text == "AB"
    key(app, pygame.K_BACKSPACE, mod=CTRL)  # Ctrl+Backspace: the word before the caret
    assert scene.code_text == ""


def test_shift_keeps_the_selection_and_an_arrow_drops_it(app):
    scene = setup_screen(app)
    key(app, pygame.K_a, mod=CTRL)
    key(app, pygame.K_LSHIFT)
    assert scene.selected
    typed(app, "Q")
    assert scene.code_text == "Q"
    key(app, pygame.K_a, mod=CTRL)
    click(app, center_of(app, "code_field"))  # a click puts the caret back at the end
    assert not scene.selected
    typed(app, "R")
    assert scene.code_text == "QR"


def test_the_field_reached_by_the_keyboard_selects_its_code(app):
    scene = setup_screen(app)
    code = scene.code_text
    for _ in range(20):
        if scene.focus == "code_field":
            break
        key(app, pygame.K_TAB)
    assert scene.focus == "code_field" and scene.selected
    typed(app, "B7DTE6")
    assert scene.code_text == "B7DTE6" != code
