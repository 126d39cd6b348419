"""The Credits: the original game, this edition, the fonts and every portrait's author and licence."""

from __future__ import annotations

import pygame

from ... import __version__
from ...desktop.credits import credit_pages
from ...i18n import _
from ..layout import overlay_layout
from ..panels import dim, draw_panel
from ..scene import Context, Transition
from ..text import draw_block, draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from .rules_overlay import RulesOverlay


class CreditsOverlay(RulesOverlay):
    """Page by page like the rules: ← → or Page Up / Page Down, Esc or Close."""

    def __init__(self, ctx: Context, page: int = 0) -> None:
        super().__init__(ctx, 0)
        self.credits = credit_pages()
        self.pages = self.credits
        self.page = max(0, min(page, len(self.pages) - 1))

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            return self.press("previous")
        if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            return self.press("next")
        return None

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = overlay_layout(*surface.get_size())
        dim(surface, 190)  # over the menu too: what lies behind must not show through
        draw_panel(surface, lay.panel, 255)
        title, text = self.credits[self.page]
        heading = _("Credits: {title}").format(title=title)
        draw_line(surface, heading, lay.heading, TEXT_LIGHT, lay.px(32), True)
        draw_block(surface, text, lay.body, TEXT_LIGHT, lay.px(20), minimum=10)
        footer = _("Page {page} of {count}").format(page=self.page + 1, count=len(self.pages))
        draw_line(surface, f"{footer} · v{__version__}", lay.page, TEXT_DIM, lay.px(18), False, "center")
        self.draw_buttons(surface)
        self.dirty = False
        return None
