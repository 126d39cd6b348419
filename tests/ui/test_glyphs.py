"""Every letter of every catalogue has a glyph in the shipped fonts (no tofu boxes).

pygame's ``Font.metrics`` gives ``None`` for a missing glyph only with some SDL_ttf builds;
with others it measures the font's "missing" box. So the test also reads the font's own
character map (the OpenType ``cmap`` table) and asks it about every letter.
"""

from __future__ import annotations

import gettext
import struct
from functools import cache
from pathlib import Path

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.i18n import numbers
from forNorthwood.platform.resources import font_file

FONTS = ("Pretendard-Regular.otf", "Pretendard-Bold.otf")


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


@cache
def character_map(path: Path) -> frozenset[int]:
    """The code points the OpenType font at ``path`` maps to a glyph (cmap formats 4 and 12)."""
    data = path.read_bytes()
    (tables,) = struct.unpack_from(">H", data, 4)
    cmap = next(
        struct.unpack_from(">I", data, 12 + 16 * i + 8)[0]
        for i in range(tables)
        if data[12 + 16 * i : 12 + 16 * i + 4] == b"cmap"
    )
    (encodings,) = struct.unpack_from(">H", data, cmap + 2)
    subtables = {}
    for i in range(encodings):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        subtables[(platform, encoding)] = cmap + offset
    mapped: set[int] = set()
    if (3, 10) in subtables:  # format 12: groups of consecutive code points
        at = subtables[(3, 10)]
        (groups,) = struct.unpack_from(">I", data, at + 12)
        for g in range(groups):
            start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
            mapped.update(c for c in range(start, end + 1) if glyph + c - start != 0)
        return frozenset(mapped)
    at = subtables[(3, 1)]  # format 4: segments of the Basic Multilingual Plane
    segments = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    ranges_at = at + 16 + 6 * segments
    offsets = struct.unpack_from(f">{segments}H", data, ranges_at)
    for i, (start, end, delta, offset) in enumerate(zip(starts, ends, deltas, offsets, strict=True)):
        for c in range(start, min(end, 0xFFFE) + 1):
            if offset == 0:
                glyph = (c + delta) & 0xFFFF
            else:
                (glyph,) = struct.unpack_from(">H", data, ranges_at + 2 * i + offset + 2 * (c - start))
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                mapped.add(c)
    return frozenset(mapped)


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
