"""Looking through the discard or score pile: read-only, bottom card first."""

from __future__ import annotations

import pygame

from ...i18n import _, ngettext
from .. import card_art
from ..layout import CARD_RATIO, overlay_layout
from ..scene import Context
from ..table_places import table_layout
from ..text import draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from ..widgets import dim, draw_panel
from .menu_base import CloseOverlay


def grid(area: pygame.Rect, count: int, gap: int, widest: int | None = None) -> list[pygame.Rect]:
    """``count`` card rectangles filling ``area`` row by row, as large as they fit but never
    wider than ``widest`` (a few cards at 4K were giant: they stay the table's size, in a row)."""
    if count <= 0:
        return []
    best: list[pygame.Rect] = []
    best_rows = count
    for columns in range(1, count + 1):
        rows = -(-count // columns)
        w = min((area.width - (columns - 1) * gap) / columns, (area.height - (rows - 1) * gap) / rows / CARD_RATIO)
        if w <= 0:
            continue
        w = int(w) if widest is None else min(int(w), widest)
        h = int(w * CARD_RATIO)
        # As large as they fit; at the same size (capped), in fewer rows: the pile reads as one line.
        if not best or w > best[0].width or (w == best[0].width and rows < best_rows):
            best_rows = rows
            best = [
                pygame.Rect(area.left + (i % columns) * (w + gap), area.top + (i // columns) * (h + gap), w, h)
                for i in range(count)
            ]
    return best


class PileViewer(CloseOverlay):
    """Read-only: the cards of one pile (the discard or the score pile), in order."""

    hides_overlays_below = True

    def __init__(self, ctx: Context, title: str = "", cards: list[str] | None = None) -> None:
        super().__init__(ctx)
        self.title = title
        self.cards = list(cards or [])

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = overlay_layout(*surface.get_size())
        dim(surface, 150)
        draw_panel(surface, lay.panel, 255)
        count = ngettext("{count} card", "{count} cards", len(self.cards)).format(count=len(self.cards))
        draw_line(
            surface,
            _("{pile} · {count}").format(pile=self.title, count=count),
            lay.heading,
            TEXT_LIGHT,
            lay.px(30),
            True,
        )
        body = lay.body
        if not self.cards:
            draw_line(surface, _("This pile is empty."), body, TEXT_DIM, lay.px(22), False, "center")
        else:
            note = pygame.Rect(body.left, body.top, body.width, lay.px(26))
            draw_line(surface, _("Bottom card first; the last one is on top."), note, TEXT_DIM, lay.px(18))
            area = pygame.Rect(body.left, note.bottom + lay.px(8), body.width, body.bottom - note.bottom - lay.px(8))
            widest = round(table_layout(*surface.get_size()).card.width * 1.25)
            for name, rect in zip(self.cards, grid(area, len(self.cards), lay.px(10), widest), strict=True):
                surface.blit(card_art.dialogue_card(name, rect.width, rect.height), rect.topleft)
        self.draw_buttons(surface)
        self.dirty = False
        return None
