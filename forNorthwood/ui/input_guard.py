"""A short pause in which a result screen ignores the player's input.

A player who presses Enter on the last card, then Space, then Enter again must
not skip the result (end of a visit, end of the game) before seeing it. A result
screen makes an ``InputGuard`` when it appears and drops every event it
``blocks``: presses and clicks during the first moment, and afterwards the
auto-repeat of a key that was already held down then (a new press counts). A key
already held down when the screen appears (the last move's Enter, still down) counts as
held too: its repeat never acts on the new screen. Mouse movement always passes, so
hover still follows the pointer.
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
#: The keys that act on a screen, whose auto-repeat from before it appeared is no press.
ACTING_KEYS = (
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_BACKSPACE,
    pygame.K_g,  # plays the move the Hint rings
)


def keys_down() -> set[int]:
    """The acting keys held down now (none when pygame cannot say)."""
    try:
        pressed = pygame.key.get_pressed()
    except pygame.error:
        return set()
    return {key for key in ACTING_KEYS if pressed[key]}


class InputGuard:
    """Input to ignore for ``ms`` after it was made (by the clock ``now``, in ms)."""

    def __init__(self, now: Callable[[], int], ms: int = RESULT_PAUSE_MS) -> None:
        self.now = now
        self.until = now() + ms
        # Keys held down when the screen appeared or pressed during the pause, not released since.
        self.held: set[int] = keys_down()

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
