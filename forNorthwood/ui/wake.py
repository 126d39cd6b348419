"""Waking the app's event loop from a worker thread (a hint, a settled visit, a review is ready).

The loop sleeps until input comes when nothing moves; an answer found in the
background posts this event so the scene polls it at once.
"""

from __future__ import annotations

import pygame

WAKE = pygame.event.custom_type()


def wake(*_args: object) -> None:
    """Post a wake-up event (thread-safe; nothing happens once the window is gone)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass
