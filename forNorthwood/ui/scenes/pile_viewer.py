"""Looking through the discard or score pile: read-only, bottom card first."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...core.cards import CARD_NAMES
from ...i18n import _, ngettext
from ...i18n.controls_text import button_name
from .. import assets, card_art
from ..buttons import Button
from ..layout import CARD_RATIO, Scale, overlay_layout
from ..panels import dim, draw_panel
from ..scene import Context
from ..table_places import table_layout
from ..text import draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT, focus_reach
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


@dataclass(frozen=True)
class PileLayout(Scale):
    """The pile viewer's places: its panel, heading, note, Close and a rectangle per card
    (``body`` is where "empty" is said)."""

    panel: pygame.Rect
    heading: pygame.Rect
    body: pygame.Rect
    note: pygame.Rect
    close: pygame.Rect
    cards: tuple[pygame.Rect, ...]


def pile_layout(width: int, height: int, count: int, heading: str, note: str) -> PileLayout:
    """The viewer's panel sized to what it shows: as wide as its row of cards (or its words) and
    as tall as its rows, at most the overlays' panel (a few cards at 4K left it mostly empty).
    """
    full = overlay_layout(width, height)
    px = full.px
    pad, gap, note_h = px(24), px(10), px(26)
    body = full.body
    reach = focus_reach(*full.close.size)  # under the cards, room for Close's focus ring
    area = pygame.Rect(body.left, body.top + note_h + px(8), body.width, body.height - note_h - px(8) - reach)
    cards = grid(area, count, gap, round(table_layout(width, height).card.width * 1.25))
    words = max(
        assets.font(px(30), True).size(heading)[0],
        assets.font(px(18)).size(note)[0] if cards else assets.font(px(22)).size(_("This pile is empty."))[0],
    )
    shown = cards[0].unionall(cards[1:]) if cards else pygame.Rect(area.topleft, (0, px(60)))
    inner_w = min(body.width, max(shown.width, words + px(4), full.close.width))
    inner_h = (shown.bottom - body.top if cards else shown.height) + reach
    panel = full.panel
    w = inner_w + 2 * pad
    h = panel.height - (body.height - inner_h)
    panel_rect = pygame.Rect((width - w) // 2, (height - h) // 2, w, h)
    dx, dy = panel_rect.left - panel.left, panel_rect.top - panel.top
    heading_rect = pygame.Rect(panel_rect.left + pad, full.heading.top + dy, inner_w, full.heading.height)
    body_rect = pygame.Rect(heading_rect.left, body.top + dy, inner_w, inner_h)
    return PileLayout(
        (width, height),
        full.unit,
        panel=panel_rect,
        heading=heading_rect,
        body=body_rect,
        note=pygame.Rect(body_rect.left, body_rect.top, inner_w, note_h),
        close=full.close.move(panel_rect.right - panel.right, panel_rect.bottom - panel.bottom),
        cards=tuple(card.move(dx, dy) for card in cards),
    )


class PileViewer(CloseOverlay):
    """Read-only: the cards of one pile (the discard or the score pile), in order."""

    hides_overlays_below = True

    def __init__(self, ctx: Context, title: str = "", cards: list[int] | None = None) -> None:
        super().__init__(ctx)
        self.title = title
        self.cards = list(cards or [])

    def heading(self) -> str:
        count = ngettext("{count} card", "{count} cards", len(self.cards)).format(count=len(self.cards))
        return _("{pile} · {count}").format(pile=self.title, count=count)

    def layout(self, size: tuple[int, int]) -> PileLayout:
        return pile_layout(*size, len(self.cards), self.heading(), _("Bottom card first; the last one is on top."))

    def buttons(self) -> list[Button[str]]:
        return [
            Button(
                "close",
                _("Close"),
                self.layout(self.ctx.size).close,
                primary=True,
                hint=button_name("back"),
                keycap=True,
            )
        ]

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = self.layout(surface.get_size())
        dim(surface, 150)
        draw_panel(surface, lay.panel, 255)
        draw_line(surface, self.heading(), lay.heading, TEXT_LIGHT, lay.px(30), True)
        if not self.cards:
            draw_line(surface, _("This pile is empty."), lay.body, TEXT_DIM, lay.px(22), False, "center")
        else:
            draw_line(surface, _("Bottom card first; the last one is on top."), lay.note, TEXT_DIM, lay.px(18))
            for card, rect in zip(self.cards, lay.cards, strict=True):
                surface.blit(card_art.dialogue_card(CARD_NAMES[card], rect.width, rect.height), rect.topleft)
        self.draw_buttons(surface)
        self.dirty = False
        return None
