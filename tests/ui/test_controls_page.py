"""The rules' Controls pages: every action by mouse, keyboard and (with a controller) controller,
the keys H, T and Backspace among them, and every word fitting its cell in every language."""

from __future__ import annotations

import re

import pygame
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
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.rules_overlay import ControlsPage, RulesOverlay, rules_pages
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .screen_kit import new_app, screens
from .test_layout_languages import KEPT, NON_LATIN

CONTROLS = [i for i, (_title, body) in enumerate(rules_pages()) if isinstance(body, ControlsPage)]


def test_the_keyboard_column_names_h_t_backspace_and_tab():
    keys = [row.keyboard for row in controls_choosing() + controls_helping()]
    for name in ("H", "T", "Backspace", "Space", "Enter", "Esc", "F1", "Delete", "Ctrl+Z / Ctrl+Y", "Tab"):
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
    from forNorthwood.ui.scenes.rules_page import controls_columns

    app.carry_out(Push(lambda ctx: RulesOverlay(ctx, page=CONTROLS[0])))
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


def test_the_rules_end_with_a_compendium_of_the_24_characters_in_the_words_of_their_tooltips():
    from forNorthwood.core.cards import CHARACTERS
    from forNorthwood.i18n import LANGUAGES, speaking
    from forNorthwood.i18n.abilities_text import ability_text
    from forNorthwood.ui.scenes.rules_overlay import CharactersPage, rules_pages

    with speaking("en"):
        english = rules_pages()
    # The page that told to point at a character says where the 24 are listed (its translations
    # may write the number in words: « tous les vingt-quatre »).
    told = next(i for i, (_, body) in enumerate(english) if isinstance(body, str) and "list all 24" in body)
    for language in LANGUAGES:
        with speaking(language):
            listed = rules_pages()
            pages = [(title, body) for title, body in listed if isinstance(body, CharactersPage)]
            assert len(pages) == 4 and len({title for title, _ in pages}) == 4
            assert sorted(code for _, body in pages for code in body.codes) == sorted(CHARACTERS)
            assert all(ability_text(code) for code in CHARACTERS)
            cards = listed[told][1]
            assert isinstance(cards, str) and (language == "en" or cards != english[told][1])


@pytest.mark.parametrize("size", [(960, 600), (3840, 2160)])
def test_a_rules_page_is_laid_in_two_columns_in_a_wide_window(size, tmp_path):
    """At 4K the compendium takes two columns (the page is not left empty; a page of words takes
    one where it holds them at the rules' largest size, see test_rules_sizes); at the smallest
    window one column where it reads larger, and no text under the floor."""
    from forNorthwood.ui.layout import overlay_layout
    from forNorthwood.ui.text import recording
    from forNorthwood.ui.theme import MIN_TEXT

    from .screen_kit import new_app, render, screens

    body = overlay_layout(*size).body
    for name in ("rules_6",):
        screen = next(s for s in screens() if s.name == name)
        app = new_app(tmp_path / name, size, "en")
        try:
            render(app, screen)
            with recording() as drawn:
                app.scene.draw(pygame.Surface(size), True)
        finally:
            app.close()
        inside = [t for t in drawn if body.contains(t.box) and t.message.strip()]
        assert inside and all(t.fits for t in inside)
        lefts = {t.box.left for t in inside}
        right_column = [x for x in lefts if x > body.centerx]
        assert bool(right_column) == (size[0] >= 2560), (name, size, sorted(lefts))
        assert min(t.drawn_size for t in inside) >= MIN_TEXT


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_controls_table_keeps_a_margin_above_the_buttons(size, tmp_path):
    """The table's rows share the room left over, so they reached down to the buttons (at 4K the
    last row touched them): a clear margin, the Close button's focus ring and more, is kept."""
    from forNorthwood.ui.layout import overlay_layout
    from forNorthwood.ui.theme import focus_reach

    lay = overlay_layout(*size)
    close = lay.close
    for page in CONTROLS:
        app = new_app(tmp_path / str(page), size, "uk")
        try:
            app.carry_out(Push(lambda ctx, page=page: RulesOverlay(ctx, page)))
            with recording() as drawn:
                app.scene.draw(pygame.Surface(size), True)
        finally:
            app.close()
        cells = [t for t in drawn if lay.body.contains(t.box) and t.message.strip()]
        assert cells, page
        lowest = max(t.box.bottom for t in cells)
        assert close.top - lowest >= focus_reach(*close.size) + lay.px(12), (page, close.top - lowest)


def test_the_cards_and_piles_page_names_the_seen_on_top_zone_and_the_abilities_that_fill_it():
    """A player was confused by "Cards seen on top of the deck (Queen of Eyes…)": the page names
    the zone as the table labels it, says what it holds, and which abilities show cards there
    (docs/RULES.md: the Queen of Eyes looks at three, the King of Leaves and the Queen of Flowers put a
    card on top of the deck)."""
    from forNorthwood.i18n.messages import character_name

    body = next(body for title, body in rules_pages() if title == "Cards and piles")
    assert isinstance(body, str)
    zone = next(p for p in body.split("\n\n") if "Seen on top" in p)
    assert "beside the deck" in zone and "next in the deck" in zone
    for code in ("QE", "KL", "QF"):
        assert str(character_name(code)) in zone, code
