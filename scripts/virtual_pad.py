"""Play the real game with a game controller that is not there: a virtual pad under Xvfb.

SDL can attach a *virtual* game controller to the running process
(``SDL_JoystickAttachVirtual``); SDL maps it as a standard pad and sends the game the very
events a plugged-in pad sends (device added, buttons, axes), so the game's own controller
path (``ui/controller.py``: pads opened as they come, presses turned into keys, the Start
key decided by the screen, held directions repeating) is what a test drives, not a
stand-in.

The game starts in this process with a virtual pad attached; presses are read from a
named pipe, one command a line, so a person or a script can play from another shell::

    mkfifo /tmp/pad
    python scripts/virtual_pad.py --pipe /tmp/pad -- --size 1280x800 --windowed &
    echo "a" > /tmp/pad            # press and release A
    echo "down down a" > /tmp/pad  # several presses, one after the other
    echo "hold right 900" > /tmp/pad   # hold the d-pad right for 900 ms (it repeats)
    echo "lt" > /tmp/pad           # pull the left trigger fully and let go (undo)
    echo "stick 0 1 600" > /tmp/pad    # lean the left stick down for 600 ms
    echo "unplug" > /tmp/pad       # take the pad away (and "plug" to bring one back)

Buttons: a b x y back start guide ls rs lb rb up down left right; triggers lt rt.
``wait MS`` pauses between presses. The arguments after ``--`` are the game's own.
"""

from __future__ import annotations

import argparse
import ctypes
import glob
import os
import sys
import threading
import time
from pathlib import Path

#: The virtual pad's buttons, in the order SDL's default mapping of a virtual controller
#: names them (a: b0, b: b1, ... dpright: b14).
BUTTONS = {
    "a": 0,
    "b": 1,
    "x": 2,
    "y": 3,
    "back": 4,
    "guide": 5,
    "start": 6,
    "ls": 7,
    "rs": 8,
    "lb": 9,
    "rb": 10,
    "up": 11,
    "down": 12,
    "left": 13,
    "right": 14,
}
#: Axes: the left stick (x, y), the right stick, and the two triggers.
AXES = {"leftx": 0, "lefty": 1, "rightx": 2, "righty": 3, "lt": 4, "rt": 5}
AXIS_MAX = 32767
PRESS_S = 0.07  # a press as a thumb makes it: down, a few frames, up
GAP_S = 0.12  # between two presses of one command line

_SDL_INIT_JOYSTICK = 0x00000200
_SDL_INIT_GAMECONTROLLER = 0x00002000
_SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1


def sdl_library() -> ctypes.CDLL:
    """The SDL library pygame-ce itself loaded (the very same copy, so one joystick list)."""
    import pygame

    here = Path(pygame.__file__).resolve().parent
    found = sorted(glob.glob(str(here.parent / "pygame_ce.libs" / "libSDL2-2*.so*")))
    lib = ctypes.CDLL(found[0]) if found else ctypes.CDLL("libSDL2-2.0.so.0")
    lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_NumJoysticks.restype = ctypes.c_int
    lib.SDL_GetError.restype = ctypes.c_char_p
    return lib


class VirtualPad:
    """One virtual game controller, plugged in and out, its buttons pressed from any thread."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib
        self.index = -1
        self.joystick: int | None = None
        self.lock = threading.Lock()

    def plug(self) -> None:
        with self.lock:
            if self.joystick is not None:
                return
            self.index = self.lib.SDL_JoystickAttachVirtual(_SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 21, 0)
            if self.index < 0:
                raise RuntimeError(f"no virtual pad: {self.lib.SDL_GetError().decode()}")
            self.joystick = self.lib.SDL_JoystickOpen(self.index)
            if not self.joystick:
                raise RuntimeError(f"the virtual pad does not open: {self.lib.SDL_GetError().decode()}")
            for trigger in ("lt", "rt"):  # at rest (a virtual axis starts at 0: a trigger half pulled)
                self.lib.SDL_JoystickSetVirtualAxis(self.joystick, AXES[trigger], -AXIS_MAX - 1)

    def unplug(self) -> None:
        with self.lock:
            if self.joystick is None:
                return
            self.lib.SDL_JoystickClose(self.joystick)
            self.lib.SDL_JoystickDetachVirtual(self.index)
            self.joystick = None

    def button(self, name: str, down: bool) -> None:
        with self.lock:
            if self.joystick is not None:
                self.lib.SDL_JoystickSetVirtualButton(self.joystick, BUTTONS[name], 1 if down else 0)

    def axis(self, name: str, value: float) -> None:
        with self.lock:
            if self.joystick is not None:
                raw = max(-AXIS_MAX, min(AXIS_MAX, round(value * AXIS_MAX)))
                self.lib.SDL_JoystickSetVirtualAxis(self.joystick, AXES[name], raw)

    def press(self, name: str, held_s: float = PRESS_S) -> None:
        """Down for ``held_s``, and for as long as the game takes to look at the pad: SDL reads
        a virtual pad's buttons only when the game's loop pumps its events, so a press shorter
        than a slow frame (a replay's jump to the next visit redrawn on a busy machine) was
        never seen (the d-pad's Down "did nothing"; six presses of 3 ms made three steps)."""
        if name in ("lt", "rt"):
            # SDL reads a virtual pad's trigger axis from −32768 (at rest) to 32767 (pulled): let go at 0,
            # a trigger stayed half pulled, past the game's release point, so the next pull was never seen
            # (RT did nothing in a puzzle).
            self.axis(name, 1.0)
            time.sleep(held_s)
            PUMPS.wait_seen()
            self.axis(name, -1.0)
        else:
            self.button(name, True)
            time.sleep(held_s)
            PUMPS.wait_seen()
            self.button(name, False)
        PUMPS.wait_seen()


class Pumps:
    """Counts the game loop's looks for events (``pygame.event.get``, which pumps SDL's events
    and with them reads the virtual pad), so that a press lasts until the game has seen it."""

    def __init__(self) -> None:
        self.count = 0
        self.changed = threading.Condition()
        self.installed = False

    def install(self) -> None:
        import pygame

        real = pygame.event.get

        def counted(*args: object, **kwargs: object) -> list:
            events = real(*args, **kwargs)
            with self.changed:
                self.count += 1
                self.changed.notify_all()
            return events

        pygame.event.get = counted  # type: ignore[assignment]
        self.installed = True

    def wait_seen(self, timeout_s: float = 2.0) -> None:
        """Wait for two looks from now: the second began after this call (the first may have
        pumped before it)."""
        if not self.installed:
            return
        with self.changed:
            target = self.count + 2
            self.changed.wait_for(lambda: self.count >= target, timeout_s)


PUMPS = Pumps()


def run_line(pad: VirtualPad, line: str) -> str | None:
    """Carry out one command line; an error's words, or None."""
    words = line.split()
    i = 0
    while i < len(words):
        word = words[i].lower()
        try:
            if word == "wait":
                time.sleep(int(words[i + 1]) / 1000)
                i += 2
            elif word == "hold":
                pad.press(words[i + 1].lower(), int(words[i + 2]) / 1000)
                i += 3
            elif word == "stick":
                x, y, ms = float(words[i + 1]), float(words[i + 2]), int(words[i + 3])
                pad.axis("leftx", x)
                pad.axis("lefty", y)
                time.sleep(ms / 1000)
                PUMPS.wait_seen()
                pad.axis("leftx", 0.0)
                pad.axis("lefty", 0.0)
                PUMPS.wait_seen()
                i += 4
            elif word == "plug":
                pad.plug()
                i += 1
            elif word == "unplug":
                pad.unplug()
                i += 1
            elif word in BUTTONS or word in ("lt", "rt"):
                pad.press(word)
                i += 1
            else:
                return f"unknown command {word!r}"
        except (IndexError, ValueError, KeyError):
            return f"bad command {' '.join(words[i:])!r}"
        time.sleep(GAP_S)
    return None


def listen(pad: VirtualPad, pipe: Path) -> None:
    """Read command lines from the named pipe for as long as the game runs."""
    while True:
        with pipe.open(encoding="utf-8") as lines:  # blocks until a writer opens the pipe
            for line in lines:
                error = run_line(pad, line)
                if error is not None:
                    print(f"virtual_pad: {error}", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    split = args_in.index("--") if "--" in args_in else len(args_in)
    ours, game_args = args_in[:split], args_in[split + 1 :]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pipe", type=Path, required=True, help="a named pipe to read commands from (made if absent)")
    args = parser.parse_args(ours)
    if not args.pipe.exists():
        os.mkfifo(args.pipe)
    lib = sdl_library()
    if lib.SDL_InitSubSystem(_SDL_INIT_JOYSTICK | _SDL_INIT_GAMECONTROLLER) != 0:
        print(f"virtual_pad: {lib.SDL_GetError().decode()}", file=sys.stderr)
        return 1
    pad = VirtualPad(lib)
    pad.plug()
    PUMPS.install()
    threading.Thread(target=listen, args=(pad, args.pipe), daemon=True).start()
    from forNorthwood.__main__ import main as game

    return game(game_args)


if __name__ == "__main__":
    sys.exit(main())
