"""The shipped fonts' own character maps: which letters have a glyph (no pygame needed)."""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path

from forNorthwood.desktop.resources import font_file

FONTS = ("Pretendard-Regular.otf", "Pretendard-Bold.otf")


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


def missing_letters(text: str) -> set[str]:
    """The letters of ``text`` that some shipped font has no glyph for."""
    letters = {c for c in text if c.isprintable() and not c.isspace()}
    return {c for c in letters for font in FONTS if ord(c) not in character_map(Path(font_file(font)))}
