"""Drawing what every table scene shows besides its cards: zones, labels, buttons, the message and prompt lines."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import assets
from .layout import Layout
from .text import draw_line
from .theme import ERROR, FELT, FELT_EDGE, LEGAL, TEXT_DIM, TEXT_LIGHT
from .widgets import Button, draw_button, draw_focus


@lru_cache(maxsize=64)
def felt(size: tuple[int, int], highlight: bool) -> pygame.Surface:
    """The picture of a felt zone of this size (made once: the still picture is drawn often)."""
    zone = pygame.Surface(size, pygame.SRCALPHA)
    short = min(size)
    radius = max(4, short // 12)
    pygame.draw.rect(zone, (*FELT, 170), zone.get_rect(), border_radius=radius)
    edge = max(2, short // 60) + (2 if highlight else 0)
    pygame.draw.rect(
        zone, (*(LEGAL if highlight else FELT_EDGE), 255), zone.get_rect(), width=edge, border_radius=radius
    )
    return zone


class TableDrawing:
    """Drawing helpers of the table scenes (their still picture is drawn with these)."""

    layout: Layout
    focus: str | None
    hover: str | None
    message: str
    message_error: bool

    def buttons(self) -> list[Button]:
        return []

    def draw_still(self, surface: pygame.Surface) -> None:
        """Everything that is not a card: the table, zones, words, buttons."""
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))

    def draw_zone(self, surface: pygame.Surface, rect: pygame.Rect, label: str = "", highlight: bool = False) -> None:
        """A felt area on the table (a pile's place, a drop zone)."""
        surface.blit(felt(rect.size, highlight), rect.topleft)
        if label:
            draw_line(surface, label, rect.inflate(-8, -8), TEXT_DIM, self.layout.px(15), False, "center")

    def draw_label(
        self, surface: pygame.Surface, text: str, rect: pygame.Rect, align: str = "center", bold: bool = False
    ) -> None:
        draw_line(surface, text, rect, TEXT_LIGHT, self.layout.px(16), bold, align)

    def draw_buttons(self, surface: pygame.Surface, buttons: list[Button] | None = None) -> None:
        for button in self.buttons() if buttons is None else buttons:
            key = f"button:{button.key}"
            draw_button(surface, button, self.hover == key, self.focus == key)

    def draw_focus_on(self, surface: pygame.Surface, key: str, rect: pygame.Rect) -> None:
        if self.focus == key:
            draw_focus(surface, rect)

    def message_picture(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The message line (what just happened, or why an action was refused) as a picture."""
        rect = self.layout["message"]
        picture = pygame.Surface(rect.size, pygame.SRCALPHA)
        if self.message:
            colour = ERROR if self.message_error else TEXT_DIM
            text = ("⚠ " if self.message_error else "") + self.message
            draw_line(picture, text, picture.get_rect(), colour, self.layout.px(19), self.message_error, "center")
        return picture, rect

    def show_message(self) -> None:
        """Put the message line on screen (a sprite: a new sentence does not redraw the table)."""

    def draw_lines(self, surface: pygame.Surface, prompt: str) -> None:
        lay = self.layout
        self.show_message()
        strip = lay["prompt"]
        back = pygame.Surface(strip.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (24, 16, 10, 190), back.get_rect(), border_radius=max(4, strip.height // 4))
        surface.blit(back, strip.topleft)
        draw_line(surface, prompt, strip.inflate(-lay.px(20), -4), TEXT_LIGHT, lay.px(20), True, "center")
