"""A small window of the game's own that tells one thing before the game quits.

SDL's message box is drawn by the system in a fixed, small font: at 3840×2160 the
"already running" message was barely legible. This window is sized from the desktop it
opens on (the 1920×1080 reference scaled up, never down below 1.0) and draws its words in
the game's font at that scale; any key, a click or closing it ends it. ``notice_scale`` and
``draw_notice`` are pure of the display so that tests check the sizes.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from . import display
from .buttons import Button, draw_button
from .panels import draw_panel
from .text import draw_block, draw_line, fit, line_height
from .theme import PANEL, TEXT_DIM, TEXT_LIGHT

#: The desktop height at which the notice is drawn at scale 1.
REFERENCE_HEIGHT = 1080
#: The window at scale 1, and the sizes of its words.
BASE_SIZE = (620, 250)
TITLE_SIZE = 24
BODY_SIZE = 19


def notice_scale(desktop: tuple[int, int]) -> float:
    """How much larger than at 1920×1080 the notice is drawn on ``desktop`` (at least 1)."""
    return max(1.0, min(desktop[1] / REFERENCE_HEIGHT, desktop[0] / (REFERENCE_HEIGHT * 16 / 9)))


def notice_size(scale: float) -> tuple[int, int]:
    return round(BASE_SIZE[0] * scale), round(BASE_SIZE[1] * scale)


def ok_rect(surface: pygame.Surface, scale: float) -> pygame.Rect:
    width, height = round(140 * scale), round(44 * scale)
    pad = round(20 * scale)
    box = surface.get_rect()
    return pygame.Rect(box.right - pad - width, box.bottom - pad - height, width, height)


def draw_notice(surface: pygame.Surface, title: str, message: str, scale: float) -> int:
    """The notice on ``surface``; returns the size its message was drawn at."""
    surface.fill(PANEL)
    box = surface.get_rect()
    draw_panel(surface, box.inflate(-round(8 * scale), -round(8 * scale)), 255)
    pad = round(24 * scale)
    title_size = round(TITLE_SIZE * scale)
    title_rect = pygame.Rect(pad, pad, box.width - 2 * pad, line_height(title_size, True))
    draw_line(surface, title, title_rect, TEXT_LIGHT, title_size, True)
    button = ok_rect(surface, scale)
    body = pygame.Rect(pad, title_rect.bottom + pad // 2, box.width - 2 * pad, button.top - title_rect.bottom - pad)
    size, _lines = fit(message, body.width, body.height, round(BODY_SIZE * scale), False, round(14 * scale))
    draw_block(surface, message, body, TEXT_DIM, size, minimum=size)
    draw_button(surface, Button("ok", _("OK"), button, primary=True), False, True)
    return size


def show_notice_window(title: str, message: str) -> bool:
    """Show ``message`` in a window of its own until a key, a click or the window's close;
    False when no window could be opened (the caller's message box then says it) or when only
    an invisible driver was asked for (the tests': nobody would close it)."""
    if display.asked_driver() in display.INVISIBLE_DRIVERS:
        return False
    try:
        pygame.display.init()
        pygame.font.init()
        desktops = pygame.display.get_desktop_sizes()
        scale = notice_scale(desktops[0] if desktops else (1920, REFERENCE_HEIGHT))
        pygame.display.set_caption(title)
        window = pygame.display.set_mode(notice_size(scale))
        draw_notice(window, title, message, scale)
        pygame.display.flip()
        while True:
            event = pygame.event.wait()
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.CONTROLLERBUTTONDOWN):
                break
            if event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
                draw_notice(window, title, message, scale)
                pygame.display.flip()
    except pygame.error:
        return False
    return True
