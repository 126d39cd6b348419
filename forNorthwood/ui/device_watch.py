"""Which device an input event says the player uses now (the prompts name its keys or buttons).

A key names the keyboard, a click or the wheel the mouse. The pointer names the mouse only once it
has truly moved from where it rested when a key or a controller's button was last pressed: SDL
sends a motion when the pointer comes back over the window or the window is shown again, and a
mouse bumped on the desk moves it a pixel or two. Either turned a pad player's prompts into the
mouse's ("Drop here", "drag a highlighted card") on the next screen they opened (p62: title,
puzzles and a puzzle with the pad only).
"""

from __future__ import annotations

import math

import pygame

from ..i18n.controls_text import KEYBOARD, MOUSE

#: How far (pixels) the pointer must go from where it rested before the mouse counts as in use.
POINTER_WAKE_PX = 6


class DeviceWatch:
    """Where the pointer rests, and whether an event changes the device in use."""

    def __init__(self) -> None:
        #: The pointer's last place as the mouse events said it (None: not seen yet).
        self.pointer: tuple[int, int] | None = None
        #: Where it was when a key or a controller's button was last pressed (None: not since).
        self.rest: tuple[int, int] | None = None
        #: A key or a button was pressed before the pointer was ever seen: where the first motion
        #: then finds it is where it rests (SDL's motion as the window shows, not the player's).
        self.unplaced = False

    def pressed_elsewhere(self) -> None:
        """A key or a controller's button was pressed: the pointer rests where it is."""
        self.rest = self.pointer
        self.unplaced = self.pointer is None

    def device_of(self, event: pygame.event.Event) -> str | None:
        """The device ``event`` (not a controller's) says is in use, or None when it says nothing."""
        if event.type == pygame.KEYDOWN:
            self.pressed_elsewhere()
            return KEYBOARD
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            return MOUSE
        if event.type != pygame.MOUSEMOTION:
            return None
        pos = tuple(event.pos)
        self.pointer = (int(pos[0]), int(pos[1]))
        if self.unplaced:
            self.rest, self.unplaced = self.pointer, False
            return None
        if tuple(getattr(event, "rel", (0, 0))) == (0, 0):
            return None
        if self.rest is not None and math.dist(self.rest, self.pointer) < POINTER_WAKE_PX:
            return None  # not moved from where it rested: a motion SDL made up, or a bumped mouse
        self.rest = None
        return MOUSE
