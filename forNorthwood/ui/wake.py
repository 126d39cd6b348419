"""Waking the app's event loop from a worker thread (a hint, a settled visit, a review is ready),
and how often the loop looks for input while it waits.

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


#: How often the loop looks for input, by how long the player has been away (seconds): often
#: right after input (a drag follows the mouse smoothly), then less and less (each look wakes
#: the process: ~0.1 ms of a core on a busy machine, ~0.4 % of a core at 40 looks a second).
POLL_PAUSES = ((0.25, 0.004), (1.0, 0.01), (3.0, 0.02))
#: The pause once the player has been away longer: the first press after a while is seen
#: within 40 ms, the idle game wakes 25 times a second.
IDLE_POLL_PAUSE = 0.04


def poll_pause(quiet: float) -> float:
    """The pause between two looks for input, ``quiet`` seconds after the last input."""
    return next((pause for within, pause in POLL_PAUSES if quiet < within), IDLE_POLL_PAUSE)
