"""A virtual game controller, plugged into SDL itself: real hot-plug events, real button events.

SDL can attach virtual joysticks (``SDL_JoystickAttachVirtual``); pygame-ce does not expose
that, so this calls the SDL library pygame-ce loaded, through ctypes. A virtual joystick of
the "game controller" type gets SDL's default mapping (A is button 0), so the app opens it
with ``pygame._sdl2.controller`` exactly as it opens a pad on a desk; one of the "unknown"
type is a plain joystick, read through the joystick fallback.
"""

from __future__ import annotations

import ctypes
import glob
import os
from pathlib import Path

import pygame
import pytest

#: SDL_JoystickType values.
GAMECONTROLLER = 1
UNKNOWN = 0


def _sdl() -> ctypes.CDLL | None:
    """The SDL library this pygame uses, or None where it cannot be found."""
    here = Path(pygame.__file__).parent
    patterns = ("../pygame_ce.libs/libSDL2-2*.so*", "libSDL2-2*.so*", "../pygame_ce.libs/libSDL2*.dylib", "SDL2.dll")
    for pattern in patterns:
        for path in glob.glob(os.path.join(here, pattern)):
            try:
                return ctypes.CDLL(path)
            except OSError:
                continue
    try:
        return ctypes.CDLL("libSDL2-2.0.so.0")
    except OSError:
        return None


class VirtualPad:
    """One virtual device: ``attach``, ``button``/``axis``/``hat``, then ``detach``."""

    def __init__(self, kind: int = GAMECONTROLLER, axes: int = 6, buttons: int = 15, hats: int = 0) -> None:
        sdl = _sdl()
        if sdl is None or not hasattr(sdl, "SDL_JoystickAttachVirtual"):
            pytest.skip("SDL's virtual joysticks cannot be reached from here")
        self.sdl = sdl
        sdl.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
        sdl.SDL_JoystickAttachVirtual.restype = ctypes.c_int
        sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int
        sdl.SDL_JoystickFromInstanceID.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
        sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        sdl.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
        sdl.SDL_JoystickSetVirtualHat.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        self.shape = (kind, axes, buttons, hats)
        self.index = -1
        self.instance = -1

    def attach(self) -> int:
        """Plug it in (the app opens it on the next step); its device index."""
        self.index = self.sdl.SDL_JoystickAttachVirtual(*self.shape)
        assert self.index >= 0, "SDL refused a virtual joystick"
        self.instance = self.sdl.SDL_JoystickGetDeviceInstanceID(self.index)
        return self.index

    def _handle(self) -> int:
        handle = self.sdl.SDL_JoystickFromInstanceID(self.instance)
        assert handle, "the app has not opened the virtual pad"
        return handle

    def button(self, number: int, down: bool) -> None:
        self.sdl.SDL_JoystickSetVirtualButton(self._handle(), number, int(down))

    def axis(self, number: int, value: int) -> None:
        self.sdl.SDL_JoystickSetVirtualAxis(self._handle(), number, value)

    def hat(self, number: int, value: int) -> None:
        self.sdl.SDL_JoystickSetVirtualHat(self._handle(), number, value)

    def detach(self) -> None:
        """Pull it out."""
        if self.index >= 0:
            self.sdl.SDL_JoystickDetachVirtual(self.index)
            self.index = -1
