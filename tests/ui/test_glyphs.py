"""Every letter of every catalogue has a glyph in the shipped fonts (no tofu boxes).

pygame's ``Font.metrics`` gives ``None`` for a missing glyph only with some SDL_ttf builds;
with others it measures the font's "missing" box. So the test also reads the font's own
character map (the OpenType ``cmap`` table) and asks it about every letter.
"""

from __future__ import annotations

import gettext
from pathlib import Path

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.desktop.resources import font_file
from forNorthwood.i18n import numbers

from ..font_kit import FONTS, character_map


def catalogue_texts(language: str) -> list[str]:
    """Every translation in the compiled catalogue the game reads, plural forms included."""
    translation = gettext.translation(i18n.DOMAIN, i18n.LOCALE_DIR, languages=[language])
    texts = [text for key, text in translation._catalog.items() if key != ""]  # type: ignore[attr-defined]
    assert len(texts) > 500, f"the {language} catalogue is nearly empty"
    return texts


def other_texts(language: str) -> list[str]:
    """What the game writes outside the catalogues: language names, numbers and dates."""
    style = numbers.STYLES[language]
    return [
        *i18n.LANGUAGE_NAMES.values(),
        *style.months,
        *style.day_periods,
        numbers.format_number(-1234567.5, 1, language),
        numbers.format_percent(0.5, language),
        style.long_date,
        style.date_time,
    ]


def missing_glyphs(face: pygame.font.Font, path: Path, text: str) -> set[str]:
    letters = "".join(sorted({c for c in text if c.isprintable() and c != " "}))
    by_metrics = {c for c, metrics in zip(letters, face.metrics(letters), strict=True) if metrics is None}
    return by_metrics | {c for c in letters if ord(c) not in character_map(path)}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("font", FONTS)
def test_every_string_renders_with_the_shipped_fonts(language, font):
    pygame.font.init()
    path = Path(font_file(font))
    face = pygame.font.Font(str(path), 24)
    missing: dict[str, str] = {}
    for text in catalogue_texts(language) + other_texts(language):
        for letter in missing_glyphs(face, path, text):
            missing.setdefault(f"U+{ord(letter):04X} {letter}", text)
        # Rendering proves more than the metrics: the whole string goes through the shaper.
        assert face.render(text.replace("\n", " ") or " ", True, (0, 0, 0)).get_width() > 0
    assert missing == {}, f"{font} has no glyph for: {missing}"


def test_a_missing_glyph_is_noticed():
    pygame.font.init()
    path = Path(font_file(FONTS[0]))
    face = pygame.font.Font(str(path), 24)
    assert missing_glyphs(face, path, "Fief Ф 영지 « » \u202f") == set()
    # A musical G clef, Devanagari, Thai and Hebrew letters: not in Pretendard.
    foreign = "\U0001d11e\u0915\u0e01\u05d0"
    assert missing_glyphs(face, path, f"Fief {foreign}") == set(foreign)
