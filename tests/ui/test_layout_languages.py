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

from .screen_kit import SIZES, new_app, render, screens

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
