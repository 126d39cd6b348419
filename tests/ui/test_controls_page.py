"""The rules' Controls pages: every action by mouse, keyboard and (with a controller) controller,
the keys H, T and Backspace among them, and every word fitting its cell in every language."""

from __future__ import annotations

import re

import pytest

from forNorthwood import i18n
from forNorthwood.i18n.controls_text import (
    CONTROLLER,
    FAMILIES,
    INTENTS,
    KEYBOARD,
    MOUSE,
    button_name,
    controls_choosing,
    controls_helping,
    family_of,
    set_input_device,
)
from forNorthwood.ui.scene import push
from forNorthwood.ui.scenes.rules_overlay import ControlsPage, RulesOverlay, rules_pages
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .screen_kit import new_app, screens
from .test_layout_languages import KEPT, NON_LATIN

CONTROLS = [i for i, (_title, body) in enumerate(rules_pages()) if isinstance(body, ControlsPage)]


def test_the_keyboard_column_names_h_t_and_backspace():
    keys = [row.keyboard for row in controls_choosing() + controls_helping()]
    for name in ("H", "T", "Backspace", "Space", "Enter", "Esc", "F1", "Delete", "Ctrl+Z / Ctrl+Y"):
        assert name in keys or any(name in k for k in keys), name
    actions = [row.action for row in controls_choosing() + controls_helping()]
    assert (
        "Take back the last pick" in actions
        and "Card tracker" in actions
        and actions.count("Hint: each choice's chance") == 1
    )


@pytest.mark.parametrize("family", FAMILIES)
def test_every_intent_has_a_name_on_every_device(family):
    for intent in INTENTS:
        for device in (MOUSE, KEYBOARD, CONTROLLER):
            assert button_name(intent, device, family)
    assert button_name("confirm", KEYBOARD) == "Enter" and button_name("confirm", MOUSE) == "Enter"
    assert {button_name(i, CONTROLLER, family) for i in ("confirm", "back", "next_statement", "take_back")}.isdisjoint(
        {button_name(i, KEYBOARD) for i in ("confirm", "back", "next_statement", "take_back")}
    )


def test_button_name_follows_the_device_in_use_and_the_language():
    try:
        set_input_device(CONTROLLER, "playstation")
        assert button_name("confirm") == "Cross" and button_name("hint") == "L1"
        with i18n.speaking("fr"):
            assert button_name("confirm") == "Croix"
            set_input_device(KEYBOARD)
            assert button_name("confirm") == "Entrée"
    finally:
        set_input_device(KEYBOARD, "xbox")
    with pytest.raises(ValueError):
        button_name("jump")


@pytest.mark.parametrize(
    ("name", "family"),
    [
        ("Xbox 360 Controller", "xbox"),
        ("PS5 Controller", "playstation"),
        ("Sony DualShock 4", "playstation"),
        ("Nintendo Switch Pro Controller", "nintendo"),
        ("Logitech F310", "xbox"),
        ("", "xbox"),
    ],
)
def test_a_controller_is_named_after_its_family(name, family):
    assert family_of(name) == family


def test_the_controller_column_shows_only_with_a_controller(app):
    from forNorthwood.ui.scenes.rules_overlay import controls_columns

    app.carry_out(push("rules", page=CONTROLS[0]))
    overlay = app.scene
    assert isinstance(overlay, RulesOverlay) and overlay.controller() is None
    with recording() as drawn:
        app.dirty = True
        app.draw()
    assert "Mouse" in {d.message for d in drawn} and "Controller" not in {d.message for d in drawn}
    app.use_device(CONTROLLER, "nintendo")
    with recording() as drawn:
        app.draw()
    texts = {d.message for d in drawn}
    assert "Controller" in texts and "ZL / ZR" not in texts  # page one: no undo row
    assert any("A on it" in t for t in texts)
    assert len(controls_columns(app.surface.get_rect(), True)) == 4


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("family", ["xbox", "playstation"])
def test_the_controls_pages_fit_in_every_language_and_size(language, family, tmp_path):
    rules = {s.name: s for s in screens()}
    problems = []
    for size in ((960, 600), (1280, 800), (1920, 1080)):
        for page in CONTROLS:
            app = new_app(tmp_path / f"{size[0]}-{page}", size, language)
            try:
                rules[f"rules_{page + 1}"].open(app)
                app.use_device(CONTROLLER, family)
                with recording() as drawn:
                    app.dirty = True
                    app.draw()
                messages = [d.message for d in drawn]
                assert i18n._("Controller") in messages  # the controller's column is there
                for text in drawn:
                    if not text.fits:
                        problems.append(f"{size} page {page + 1}: {text.problem()}: {text.message!r}")
                    if text.drawn_size < MIN_TEXT:
                        problems.append(f"{size} page {page + 1}: {text.drawn_size}px: {text.message!r}")
                    if language in NON_LATIN and re.search(r"[A-Za-z]{3,}", KEPT.sub("", text.message)):
                        problems.append(f"{size} not translated: {text.message!r}")
            finally:
                app.close()
    assert problems == []
