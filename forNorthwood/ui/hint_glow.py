"""The Hint's mark on the best choice: a gold ring and its glow (the live table's and the replay's)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .theme import FOCUS, focus_reach


def best_glow(
    rect: pygame.Rect, px: Callable[[float], int], focused: bool = False
) -> tuple[pygame.Surface, pygame.Rect]:
    """The best choice's mark: a soft gold glow fading outward around a solid gold ring (the
    keyboard focus is white dashes, so the two never look alike); the picture and where it goes.
    On the thing the focus is on (``focused``), the glow leaves the focus's band clear and the ring
    lies inside the thing's edge: both stay in sight (the glow washed the dashes out at 1280×800)."""
    spread = max(6, px(14))
    ring_width = max(2, px(3))
    clear = focus_reach(*rect.size) + max(2, px(2)) if focused else 0
    # The ring hugs the thing (the focus's dashes lie further out, over the glow).
    box = rect.inflate(2 * (spread + clear) + px(4), 2 * (spread + clear) + px(4))
    image = pygame.Surface(box.size, pygame.SRCALPHA)
    local = image.get_rect()
    for step in range(spread, 0, -1):
        alpha = round(110 * (1 - step / (spread + 1)) ** 2)
        edge = local.inflate(-2 * (spread - step), -2 * (spread - step))
        pygame.draw.rect(image, (*FOCUS, alpha), edge, width=2, border_radius=px(14))
    ring = local.inflate(-2 * spread, -2 * spread)
    if focused:  # the focus's band (``focus.draw_focus``) stays clear; the ring goes inside the edge
        image.fill((0, 0, 0, 0), ring)
        ring.inflate_ip(-2 * clear - px(4) - 2, -2 * clear - px(4) - 2)
    pygame.draw.rect(image, (*FOCUS, 255), ring, width=ring_width, border_radius=px(8))
    return image, box
