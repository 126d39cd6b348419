"""Panels: the rounded box of a dialog, an overlay or a tooltip, and the shade behind an overlay."""

from __future__ import annotations

import pygame

from .theme import PANEL, PANEL_EDGE


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 235) -> None:
    radius = max(6, min(rect.width, rect.height) // 30)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*PANEL, alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(
        panel, (*PANEL_EDGE, 255), panel.get_rect(), width=max(2, rect.height // 200), border_radius=radius
    )
    surface.blit(panel, rect.topleft)


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken the whole surface (behind an overlay)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((10, 6, 2, alpha))
    surface.blit(shade, (0, 0))
