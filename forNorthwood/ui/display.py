"""Opening the display for real, or saying why not; a message box when the game cannot go on.

Without ``DISPLAY`` (or with one pointing at no server), SDL falls back to its
``offscreen`` driver and the game would run forever in a window nobody can see.
The invisible drivers (``offscreen``, ``dummy``) are used only when the
environment asks for them by name with ``SDL_VIDEODRIVER`` — as the tests, the
benchmarks and the bundle's smoke test do.

``FORNORTHWOOD_SMOKE=1`` (tests only) makes the game quit with exit status 0 as soon
as its title screen has been drawn once.
"""

from __future__ import annotations

import os
import sys

#: SDL drivers that show nothing on any screen.
INVISIBLE_DRIVERS = frozenset({"offscreen", "dummy", "evdev"})

SMOKE_VARIABLE = "FORNORTHWOOD_SMOKE"


class NoDisplay(Exception):
    """No real display could be opened; the message says what was tried."""


def asked_driver() -> str:
    """The video driver the environment names (``SDL_VIDEODRIVER``), lower case; '' if none."""
    return os.environ.get("SDL_VIDEODRIVER", "").strip().lower()


def smoke_test() -> bool:
    """True when a smoke test asked the game to quit after its first title frame."""
    return os.environ.get(SMOKE_VARIABLE) == "1"


def open_display() -> str:
    """Initialise SDL's video and return the driver's name; ``NoDisplay`` if only an
    invisible driver could be had and none was asked for."""
    import pygame

    try:
        pygame.display.init()
    except pygame.error as error:
        raise NoDisplay(str(error) or "SDL could not initialise any video driver") from None
    driver = (pygame.display.get_driver() or "").lower()
    if driver in INVISIBLE_DRIVERS and driver not in asked_driver().split(","):
        pygame.display.quit()
        where = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "unset"
        raise NoDisplay(f"no display server answered (display: {where}); SDL fell back to its '{driver}' driver")
    return driver


def show_message_box(title: str, message: str) -> bool:
    """A modal message box on the real display; False when there is none to show it on
    (no display, or only SDL's invisible drivers)."""
    if asked_driver() in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    try:
        import pygame

        pygame.display.message_box(title, message, "error")
    except Exception:  # a message box is a courtesy: the message is on stderr and in the log already
        return False
    return True
