"""A short pause in which a result screen ignores the player's input.

A player who presses Enter on the last card, then Space, then Enter again must
not skip the result (end of a visit, end of the game) before seeing it. A result
screen makes an ``InputGuard`` when it appears and drops every event it
``blocks``: presses and clicks during the first moment, and afterwards the
auto-repeat of a key that was already held down then (a new press counts).
Mouse movement always passes, so hover still follows the pointer.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

#: How long a result screen ignores input after it appears (ms).
RESULT_PAUSE_MS = 600

_PRESSES = frozenset(
    {
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEWHEEL,
        pygame.TEXTINPUT,
    }
)


class InputGuard:
    """Input to ignore for ``ms`` after it was made (by the clock ``now``, in ms)."""

    def __init__(self, now: Callable[[], int], ms: int = RESULT_PAUSE_MS) -> None:
        self.now = now
        self.until = now() + ms
        self.held: set[int] = set()  # keys pressed during the pause and not released since

    def active(self) -> bool:
        return self.now() < self.until

    def blocks(self, event: pygame.event.Event) -> bool:
        """True when ``event`` must be ignored."""
        if event.type not in _PRESSES:
            return False
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
            return self.active()
        if self.active():
            if event.type == pygame.KEYDOWN:
                self.held.add(event.key)
            return True
        # After the pause: the auto-repeat of a key held down since the pause is no new press.
        return event.type == pygame.KEYDOWN and event.key in self.held
