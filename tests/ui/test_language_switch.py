"""Changing the language in Settings: every open scene speaks it at once, and it is remembered."""

from __future__ import annotations

import pygame

from forNorthwood import i18n
from forNorthwood.persistence.settings import load_settings
from forNorthwood.ui.app import App
from forNorthwood.ui.scene import Pop, Push, ShowGame
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.settings import SettingsOverlay, choice_label
from forNorthwood.ui.text import recording

from .input_kit import OPENED, center_of, click, settle
from .screen_kit import session_at


def texts(app: App) -> list[str]:
    with recording() as drawn:
        app.dirty = True
        app.draw()
    return [d.message for d in drawn]


def choose_language(app: App, language: str) -> None:
    app.carry_out(Push(SettingsOverlay))
    settle(app)
    click(app, center_of(app, f"language_{i18n.LANGUAGES.index(language)}"))
    settle(app)


def test_the_settings_offer_every_language_in_its_own_words(app):
    app.carry_out(Push(SettingsOverlay))
    settle(app)
    shown = texts(app)
    for name in i18n.LANGUAGE_NAMES.values():
        assert any(text.endswith(name) for text in shown), name


def test_switching_language_redraws_the_title_and_the_settings_at_once(app):
    assert "Settings" in texts(app)
    choose_language(app, "fr")
    assert i18n.current_language() == "fr"
    shown = texts(app)
    assert "Paramètres" in shown and "Settings" not in shown
    assert "Nouvelle partie" in shown  # the title screen under the overlay
    assert app.scene.focus == "language_1"  # the keyboard focus stayed on the choice  # type: ignore[attr-defined]
    assert pygame.display.get_caption()[0] == i18n._("For Northwood!")
    saved, _warnings = load_settings(app.keeper.folders.settings)
    assert saved.language == "fr"


def test_switching_language_in_a_game_rebuilds_the_table_without_replaying_it(app):
    session = session_at("decision")
    app.carry_out(ShowGame(session))
    settle(app)
    actions = len(session.actions)
    app.carry_out(Push(lambda ctx: MenuOverlay(ctx, session)))
    settle(app)
    choose_language(app, "uk")
    assert "Налаштування" in texts(app)
    app.carry_out(Pop())
    app.carry_out(Pop())
    settle(app)
    shown = " ".join(texts(app))
    assert "Menu" not in shown.split() and "Меню" in shown
    assert len(session.actions) == actions and app.keeper.current is session


def test_the_command_line_language_lasts_one_run(tmp_path, monkeypatch):
    from .input_kit import FakeClock

    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    first = App(speed="off", clock=FakeClock(), language="ko")
    OPENED.append(first)
    assert i18n.current_language() == "ko"
    assert "설정" in texts(first)
    first.close()
    OPENED.remove(first)
    second = App(speed="off", clock=FakeClock())
    OPENED.append(second)
    assert i18n.current_language() == "fr"  # nothing saved: the system's language again


def test_off_agrees_with_the_setting_it_turns_off():
    """French says the animations are "Désactivées" and the sound "Désactivé"."""
    with i18n.speaking("fr"):
        assert choice_label("animation_speed", "off") == "Désactivées"
        assert (choice_label("sound", False), choice_label("sound", True)) == ("Désactivé", "Activé")
