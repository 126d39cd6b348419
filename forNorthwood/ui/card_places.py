"""Where the parts of a card are drawn (``card_art`` draws them): a character card's band and its
marks, a fief tile's number, portrait and band. Pure geometry at a card's size (text measured
with the game's font), for the drawing and for what keeps clear of them (the hint's badges)."""

from __future__ import annotations

import pygame

from ..core.cards import FIEF_STARS
from ..i18n.messages import rank_letter
from . import assets
from .star_art import star_size
from .theme import INK, MIN_TEXT

#: The least height of a character card's band: its suit's symbol at least 13 px, read without its
#: colour (at 960×600 the allies' symbols were 10 px, those of the replay's 7 px).
SMALLEST_BAND = 16


def band_marks(code: str, w: int, header_h: int) -> tuple[int, int, pygame.Rect | None]:
    """The size of the rank's letter and of the suit's symbol on character ``code``'s card's band
    (``w`` wide), and where its crown goes (None: not crowned, or no room beside the symbol: the
    rank's letter says it)."""
    pad = max(2, w // 18)
    rank = max(8, round(header_h * 0.78))
    glyph = max(6, round(header_h * 0.8))
    if code[0] not in "PLB":  # crowned characters carry a crown, as in the box
        return rank, glyph, None
    crown = pygame.Rect(
        w - pad - round(header_h * 0.8), round(header_h * 0.22), round(header_h * 0.8), round(header_h * 0.56)
    )
    beside = pad + assets.text_width(rank_letter(code[0]), rank, True) + max(1, w // 40) + glyph + max(1, w // 40)
    return rank, glyph, (crown if crown.left >= beside else None)


def card_margins(w: int, h: int) -> tuple[int, int, int, int]:
    """A character card's band height, the top of what is under it, its padding and the name's
    (the name may come nearer the edges than the rule's words)."""
    header_h = max(SMALLEST_BAND, round(h * 0.16))
    return header_h, header_h + max(1, h // 60), max(2, w // 18), max(2, w // 36)


def fief_stars_in_band(w: int, h: int) -> bool:
    """Whether a fief's tile ``w``×``h`` shows its stars in the band at its foot: they go beside the
    number when the most a fief gives fit there at the size of the smallest text; on a smaller tile
    they take the band (its word would not fit). Judged beside the widest number, so that every
    tile of a row puts its stars in one place."""
    pad = max(2, w // 14)
    number_size = max(8, round(h * 0.22))
    widest = max(assets.text(str(n), number_size, INK, True).get_width() for n in range(len(FIEF_STARS)))
    room = pygame.Rect(0, 0, w - 2 * pad - widest - 2, round(h * 0.16))
    return star_size(max(FIEF_STARS), room) < MIN_TEXT


def fief_number_area(number: int, card: pygame.Rect) -> pygame.Rect:
    """Where a fief's tile at ``card`` writes its number, in its top left corner."""
    w, h = card.size
    image = assets.text(str(number), max(8, round(h * 0.22)), INK, True)
    return pygame.Rect(card.left + max(2, w // 14), card.top, image.get_width(), image.get_height())


def fief_band_top(card: pygame.Rect) -> int:
    """Where the band at the foot of a fief's tile at ``card`` starts (its status, or its stars)."""
    return card.bottom - round(card.height * 0.2)


def fief_portrait_area(card: pygame.Rect) -> pygame.Rect:
    """Where a fief's tile at ``card`` draws its ruler's portrait (or the star of a fief won)."""
    w, h = card.size
    pad = max(2, w // 14)
    top = assets.text("0", max(8, round(h * 0.22)), INK, True).get_height() - max(0, h // 40)
    size = max(6, min(w - 2 * pad, h - top - round(h * 0.2) - max(2, h // 30)))
    return pygame.Rect(card.left + (w - size) // 2, card.top + top, size, size)


def character_band(card: pygame.Rect) -> pygame.Rect:
    """The band at the top of a character's card at ``card``: its rank, suit and crown."""
    return pygame.Rect(card.left, card.top, card.width, card_margins(card.width, card.height)[0])
