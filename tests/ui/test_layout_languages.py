"""Layout holds in every language: on every screen and overlay (the HUD, and the ally slots
with a friend over an ally and its caption), at 960×600, 1024×640, 1280×800 and 1920×1080,
no text overflows its box, is cut short, or leaves the window.

``ui.text.recording`` notes every text drawn with its box; the screens are opened through
the app's public doors only (see ``screen_kit.py``).
"""

from __future__ import annotations

import re

import pytest

from forNorthwood import i18n
from forNorthwood.ui.theme import MIN_TEXT

from .screen_kit import SIZES, TABLE_SIZES, new_app, render, screens

SCREENS = screens()
#: Latin words that stay as they are in every language: names, keys, file formats, codes.
#: A kingdom code (six letters and digits) comes first: "F4TWAB" is a code, not the key F4
#: followed by an English word (the code on the setup screen is random).
KEPT = re.compile(
    r"(?<![0-9A-Za-z])[0-9A-Z]{6}(?![0-9A-Za-z])"
    r"|For Northwood|OpenMoji|Pretendard|OFL|CC BY-SA|English|Français|JSON|Enter|Ctrl|Esc|Space|Tab|Delete"
    r"|Backspace|Home|End|Shift|F\d+|[\w.-]*fornorthwood[\w.-]*"
)
#: Languages that do not write with Latin letters: an English word on their screens escaped gettext.
NON_LATIN = ("uk", "ko")


@pytest.mark.parametrize("code", ["F4TWAB", "653YKG", "F1F2F3", "ABCDEF", "E12345"])
def test_a_kingdom_code_is_never_taken_for_english(code):
    sentence = f"Ви гратимете королівство {code}: той самий код"
    assert not re.search(r"[A-Za-z]{3,}", KEPT.sub("", sentence))
    assert re.search(r"[A-Za-z]{3,}", KEPT.sub("", "Press F4 to Continue"))  # English is still caught


@pytest.mark.parametrize("screen", SCREENS, ids=[s.name for s in SCREENS])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_text_fits_its_box(screen, language, tmp_path):
    problems: list[str] = []
    for width, height in SIZES:
        app = new_app(tmp_path / f"{width}x{height}", (width, height), language)
        try:
            drawn = render(app, screen)
            assert drawn, f"{screen.name} drew no text"
            for text in drawn:
                if language in NON_LATIN and re.search(r"[A-Za-z]{3,}", KEPT.sub("", text.message)):
                    problems.append(f"{width}x{height} not translated: {text.message[:70]!r}")
                if not text.fits:
                    problems.append(
                        f"{width}x{height} {text.problem()}: {text.message[:70]!r} in {tuple(text.box)}"
                        f" at {text.drawn_size}px"
                    )
        finally:
            app.close()
    assert problems == [], f"{screen.name} in {language}:\n" + "\n".join(sorted(set(problems)))


def test_the_recorder_sees_a_text_that_does_not_fit(tmp_path):
    import pygame

    from forNorthwood.ui.text import draw_block, draw_line, recording

    app = new_app(tmp_path, (1024, 640), "en")
    try:
        with recording() as drawn:
            draw_line(app.surface, "A sentence far too long for a tiny box", pygame.Rect(0, 0, 20, 10), (0, 0, 0), 18)
            draw_block(app.surface, "word " * 200, pygame.Rect(0, 0, 60, 30), (0, 0, 0), 18)
            draw_line(app.surface, "Fits", pygame.Rect(0, 0, 200, 40), (0, 0, 0), 18)
            draw_line(app.surface, "Off screen", pygame.Rect(1000, 600, 200, 40), (0, 0, 0), 18)
        assert [d.fits for d in drawn] == [False, False, True, False]
        assert drawn[1].cut and drawn[0].overflow
    finally:
        app.close()


#: The table's screens: the fief selection and the visit, with friends and with a question asked.
TABLE_SCREENS = [s for s in SCREENS if s.name in ("fief_selection_with_friend", "visit_decision", "visit_with_friend")]


@pytest.mark.parametrize("screen", TABLE_SCREENS, ids=[s.name for s in TABLE_SCREENS])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_table_reads_at_every_size(screen, language, tmp_path):
    """From 960×600 to 4K, at 16:10, 16:9, 4:3 and 21:9: every text of the table (the HUD, the
    labels, the allies' captions, the buttons) fits its box inside the window; at the smallest
    window none is drawn under ``MIN_TEXT``."""
    problems: list[str] = []
    for width, height in TABLE_SIZES:
        app = new_app(tmp_path / f"{width}x{height}", (width, height), language)
        try:
            for text in render(app, screen):
                if not text.fits:
                    problems.append(f"{width}x{height} {text.problem()}: {text.message[:60]!r} in {tuple(text.box)}")
                if (width, height) == TABLE_SIZES[0] and text.drawn_size < MIN_TEXT:
                    problems.append(f"{width}x{height} drawn at {text.drawn_size}px: {text.message[:60]!r}")
        finally:
            app.close()
    assert problems == [], f"{screen.name} in {language}:\n" + "\n".join(sorted(set(problems)))


def card_texts(lay, language: str) -> list:
    """Every text drawn on the faces of the table's cards at ``lay``'s sizes: each character as
    an ally, as a friend and as the ruler, and each fief in each of its states."""
    from forNorthwood.core.cards import CHARACTERS
    from forNorthwood.ui import card_art
    from forNorthwood.ui.ally_slot import ABILITY_ROWS, slot_card_rect
    from forNorthwood.ui.text import recording

    ally = slot_card_rect(lay, 0, 0, ABILITY_ROWS).size  # its ability is under it, on the slot
    ruler = lay.ruler_card.size
    friend = lay.card.size
    fief = lay.fief_cards[0].size
    with i18n.speaking(language), recording() as drawn:
        card_art.clear_caches()
        for code in CHARACTERS:
            card_art.character_card(code, *ally, words=False)
            card_art.character_card(code, *friend)
            card_art.character_card(code, *ruler, True)
        for status, visiting in (("unvisited", False), ("unvisited", True), ("won", False), ("lost", False)):
            card_art.fief_card(7, 4, "QL", status, visiting, *fief)
        card_art.clear_caches()
    return drawn


@pytest.mark.parametrize("size", TABLE_SIZES[:2])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_words_on_the_cards_read_or_are_left_to_the_tooltip(size, language, tmp_path):
    """On a card too small for its ability at ``MIN_TEXT`` the ability is left out (its tooltip
    tells it); no word on a card is smaller than that, nor cut."""
    from forNorthwood.ui.table_places import table_layout

    app = new_app(tmp_path, size, language)  # a display, for the fonts and the art
    try:
        drawn = card_texts(table_layout(*size), language)
    finally:
        app.close()
    assert drawn
    words = [t for t in drawn if re.search(r"\w", t.message)]
    small = sorted({f"{t.drawn_size}px {t.message[:50]!r}" for t in words if t.drawn_size < MIN_TEXT})
    cut = sorted({f"{t.problem()}: {t.message[:50]!r}" for t in words if not t.fits})
    assert small == [] and cut == []


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_results_of_the_statistics_read_at_the_smallest_window(language, tmp_path):
    """The statistics' results (the counts per setup and difficulty and their heads) are drawn at
    ``MIN_TEXT`` or more at 960×600: the rows are grouped by setup, so no name is squeezed."""
    import pygame

    from forNorthwood.ui.layout import statistics_layout
    from forNorthwood.ui.text import recording

    screen = next(s for s in SCREENS if s.name == "statistics_1")
    size = (960, 600)
    body = statistics_layout(*size).body
    app = new_app(tmp_path, size, language)
    try:
        render(app, screen)
        with recording() as drawn:  # the statistics alone, not the title under them
            app.scene.draw(pygame.Surface(size), True)
    finally:
        app.close()
    shown = [text for text in drawn if body.contains(text.box)]
    assert len(shown) > 20  # the results page was drawn
    assert [f"{t.drawn_size}px: {t.message!r}" for t in shown if t.drawn_size < MIN_TEXT] == []


@pytest.mark.parametrize("screen", SCREENS, ids=[s.name for s in SCREENS])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_word_reads_at_the_smallest_window(screen, language, tmp_path):
    """At 960×600 no text of any screen is drawn under ``MIN_TEXT``: the table and what lies over
    it, the menus, the statistics (their charts' numbers and captions too), the rules, the settings,
    the dialogs and the end of the game are laid out for the text floor, never shrunk under it."""
    app = new_app(tmp_path, SIZES[0], language)
    try:
        drawn = render(app, screen)
    finally:
        app.close()
    words = [t for t in drawn if t.message.strip()]
    assert words, f"{screen.name} drew no text"
    small = sorted({f"{t.drawn_size}px: {t.message[:70]!r}" for t in words if t.drawn_size < MIN_TEXT})
    assert small == [], f"{screen.name} in {language}:\n" + "\n".join(small)
