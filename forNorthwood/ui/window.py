"""The game's window: opened at its windowed size, switched to and from full screen in place
(the window manager gives it back its size and place), never smaller than the table is made for."""

from __future__ import annotations

import warnings

import pygame

from ..i18n import _
from . import assets

#: The smallest window the table's layout is made for (nothing is cut at this size; a test checks).
MINIMUM_SIZE = (960, 600)


def cover_the_screen(window: pygame.Window) -> None:
    """Make the window as big as the only screen, at its corner, before asking for full screen.
    A window manager does that for SDL's full screen; without one (a bare X server) nothing
    would, and the window would keep its size while SDL draws for the whole screen: the game's
    top-left corner cropped in a small window. (With several screens nobody can tell from here
    where each one is: the window manager is left to it.)"""
    screens = pygame.display.get_desktop_sizes()
    if len(screens) != 1:
        return
    try:
        window.position = (0, 0)
        window.size = screens[0]
    except pygame.error:
        pass  # full screen is asked for all the same


def display_window() -> pygame.Window | None:
    """The window of the display module, to switch full screen in place; None if this
    pygame cannot give it."""
    window_class = getattr(pygame, "Window", None)
    if window_class is None or pygame.display.get_surface() is None:
        return None
    with warnings.catch_warnings():
        # pygame-ce marks it deprecated in favour of a Window-only program; the
        # display module's window is the one this game draws on.
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return window_class.from_display_module()
        except (pygame.error, AttributeError):
            return None


class GameWindow:
    """The window's size and place out of full screen, to come back to."""

    def __init__(self, windowed_size: tuple[int, int]) -> None:
        self.windowed_size = windowed_size
        self.windowed_position: tuple[int, int] | None = None

    def open_first(self, fullscreen: bool) -> tuple[pygame.Surface, bool]:
        """Open the window, full screen if asked and this display has one: its surface, and
        whether it is full screen."""
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(_("For Northwood!"))
        try:
            pygame.display.set_icon(assets.window_icon())
        except (pygame.error, FileNotFoundError):
            pass  # an icon is a nicety; never refuse to start without one
        try:
            return self.open(fullscreen), fullscreen
        except pygame.error:
            if not fullscreen:
                raise
            return self.open(False), False  # no full-screen mode here: a window will do

    def open(self, fullscreen: bool) -> pygame.Surface:
        """Open the window at its windowed size first, so that leaving full screen later
        has a size to come back to; then make it full screen if asked."""
        surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if fullscreen:
            window = display_window()
            if window is None:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.windowed_position = (window.position[0], window.position[1])
            cover_the_screen(window)
            window.set_fullscreen(desktop=True)
            surface = pygame.display.get_surface() or surface
        window = display_window()
        if window is not None:
            try:
                # The window manager will not let the player make the window smaller than this. (Only the
                # size limit is set through the Window object; drawing stays with the display module.)
                window.minimum_size = MINIMUM_SIZE
            except (pygame.error, AttributeError):
                pass  # an old SDL: ``resize`` opens the window again at the minimum
        return surface

    def switch(self, fullscreen: bool, surface: pygame.Surface) -> pygame.Surface:
        """The window switched to or from full screen in place; its surface now."""
        window = display_window()
        if window is None:  # an older pygame: open the display again
            if fullscreen:
                self.windowed_size = surface.get_size()
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if fullscreen:
            self.windowed_size = (window.size[0], window.size[1])
            self.windowed_position = (window.position[0], window.position[1])
            cover_the_screen(window)
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            if tuple(window.size) != self.windowed_size:
                window.size = self.windowed_size
            if self.windowed_position is not None:
                window.position = self.windowed_position
        return pygame.display.get_surface() or surface
