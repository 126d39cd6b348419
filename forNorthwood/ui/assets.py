"""Loading the bundled art: fonts, suit glyphs, portraits, the table texture.

Vector art is rendered at the size asked for and cached per size, so cards stay
crisp from 1024×640 up to 4K. Nothing here depends on a system font.
"""

from __future__ import annotations

import io
from functools import lru_cache

import pygame

from ..desktop.resources import font_file, sprite
from .theme import SUIT_COLOURS, SUIT_FILES, Colour, hex_colour

FONT_REGULAR = font_file("Pretendard-Regular.otf")
FONT_BOLD = font_file("Pretendard-Bold.otf")
ICON_PNG = sprite("icon", "fornorthwood.png")
ICON_SVG = sprite("icon", "fornorthwood.svg")
WOOD = sprite("textures", "wood_table.png")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled Pretendard font at ``size`` pixels (the font module is started when it is
    not yet: a table's frame measures words with no display at all)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), max(6, int(size)))


@lru_cache(maxsize=4096)
def text(message: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """A rendered line of text (cached: the same words are drawn every frame)."""
    return font(size, bold).render(message.replace("\x00", "\ufffd"), True, colour)  # pygame refuses NUL


@lru_cache(maxsize=8192)
def text_width(message: str, size: int, bold: bool = False) -> int:
    """How wide ``message`` is drawn at font ``size`` (cached: a still picture measures the same
    words every time it is painted, and at 4K each measure costs as much as a small blit)."""
    return font(size, bold).size(message.replace("\x00", "\ufffd"))[0]


@lru_cache(maxsize=8)
def _svg_source(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


@lru_cache(maxsize=256)
def suit_glyph(suit: str, size: int, colour: Colour | None = None) -> pygame.Surface:
    """The suit's glyph, ``size`` pixels square, in the suit's colour unless told otherwise."""
    source = _svg_source(str(sprite("suits", f"{SUIT_FILES[suit]}.svg")))
    fill = hex_colour(colour or SUIT_COLOURS[suit]).encode()
    data = source.replace(b"#000000", fill)
    size = max(4, int(size))
    return pygame.image.load_sized_svg(io.BytesIO(data), (size, size)).convert_alpha()


@lru_cache(maxsize=256)
def portrait(code: str, size: int) -> pygame.Surface:
    """The animal portrait of character ``code`` (OpenMoji), ``size`` pixels square."""
    size = max(4, int(size))
    return pygame.image.load_sized_svg(str(sprite("portraits", f"{code}.svg")), (size, size)).convert_alpha()


@lru_cache(maxsize=8)
def icon(size: int) -> pygame.Surface:
    """The game's icon, rendered from its SVG."""
    size = max(16, int(size))
    return pygame.image.load_sized_svg(str(ICON_SVG), (size, size)).convert_alpha()


def window_icon() -> pygame.Surface:
    """The window icon (loaded without a display surface, so it can be set before set_mode)."""
    return pygame.image.load(str(ICON_PNG))


@lru_cache(maxsize=1)
def _wood_tile() -> pygame.Surface:
    return pygame.image.load(str(WOOD)).convert()


@lru_cache(maxsize=4)
def table_background(width: int, height: int) -> pygame.Surface:
    """The wooden table tiled over the whole window, with a soft darker rim."""
    tile = _wood_tile()
    surface = pygame.Surface((width, height)).convert()
    tw, th = tile.get_size()
    for y in range(0, height, th):
        for x in range(0, width, tw):
            surface.blit(tile, (x, y))
    # A vignette keeps the eye on the middle of the table.
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    steps = 12
    for i in range(steps):
        alpha = int(70 * (1 - i / steps) ** 2)
        inset = int(i * min(width, height) / (steps * 6))
        pygame.draw.rect(
            shade,
            (20, 12, 6, alpha),
            shade.get_rect().inflate(-2 * inset, -2 * inset),
            width=max(1, int(min(width, height) / (steps * 6))),
        )
    surface.blit(shade, (0, 0))
    return surface


def clear_caches() -> None:
    """Forget every rendered surface (after the display was re-created)."""
    for cached in (suit_glyph, portrait, icon, _wood_tile, table_background, text_width):
        cached.cache_clear()
