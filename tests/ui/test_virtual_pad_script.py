"""The virtual pad script (``scripts/virtual_pad.py``) reads its command lines as it says."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import virtual_pad  # noqa: E402  (the scripts folder is on the path only from here)


class Recorder:
    def __init__(self) -> None:
        self.did: list[tuple[str, object]] = []

    def press(self, name: str, held_s: float = virtual_pad.PRESS_S) -> None:
        self.did.append(("press", (name, round(held_s, 3))))

    def axis(self, name: str, value: float) -> None:
        self.did.append(("axis", (name, value)))

    def plug(self) -> None:
        self.did.append(("plug", None))

    def unplug(self) -> None:
        self.did.append(("unplug", None))


def run(line: str, monkeypatch) -> tuple[list[tuple[str, object]], str | None]:
    monkeypatch.setattr(virtual_pad.time, "sleep", lambda s: None)
    pad = Recorder()
    error = virtual_pad.run_line(pad, line)  # type: ignore[arg-type]
    return pad.did, error


def test_presses_holds_sticks_and_plugs_in_order(monkeypatch):
    did, error = run("down A hold right 900 lt stick 0 1 600 unplug plug", monkeypatch)
    assert error is None
    assert did == [
        ("press", ("down", virtual_pad.PRESS_S)),
        ("press", ("a", virtual_pad.PRESS_S)),
        ("press", ("right", 0.9)),
        ("press", ("lt", virtual_pad.PRESS_S)),
        ("axis", ("leftx", 0.0)),
        ("axis", ("lefty", 1.0)),
        ("axis", ("leftx", 0.0)),
        ("axis", ("lefty", 0.0)),
        ("unplug", None),
        ("plug", None),
    ]


def test_a_bad_line_is_named_and_stops_there(monkeypatch):
    did, error = run("a jump b", monkeypatch)
    assert error == "unknown command 'jump'" and did == [("press", ("a", virtual_pad.PRESS_S))]
    did, error = run("hold right", monkeypatch)
    assert error == "bad command 'hold right'" and did == []


def test_every_button_has_its_place_in_sdls_virtual_mapping():
    # SDL's default mapping of a virtual controller: a b x y back guide start ls rs lb rb, then the d-pad.
    assert list(virtual_pad.BUTTONS.values()) == list(range(15))
    assert set(virtual_pad.AXES) == {"leftx", "lefty", "rightx", "righty", "lt", "rt"}


def test_a_press_lasts_until_the_game_loop_has_looked_at_the_pad(monkeypatch):
    """SDL reads a virtual pad only when the game pumps its events: a press shorter than a slow
    frame was never seen (the replay's d-pad Down "did nothing"; six presses of 3 ms made three
    steps). A press now stays down until the loop has looked twice, and so does its release."""
    import threading
    import time

    import pygame

    looks: list[int] = []
    monkeypatch.setattr(pygame.event, "get", lambda *a, **k: looks.append(1) or [])
    pumps = virtual_pad.Pumps()
    pumps.install()
    monkeypatch.setattr(virtual_pad, "PUMPS", pumps)
    states: list[tuple[int, int]] = []  # (button state set, looks the game had made by then)

    class Lib:
        def SDL_JoystickSetVirtualButton(self, joystick, button, down):
            states.append((down, pumps.count))

    pad = virtual_pad.VirtualPad(Lib())  # type: ignore[arg-type]
    pad.joystick = 1
    done = threading.Event()

    def game_loop() -> None:  # a slow loop: one look every 30 ms
        while not done.is_set():
            time.sleep(0.03)
            pygame.event.get()

    loop = threading.Thread(target=game_loop)
    loop.start()
    try:
        pad.press("down", held_s=0.001)
    finally:
        done.set()
        loop.join()
    (down, at_down), (up, at_up) = states
    assert (down, up) == (1, 0)
    assert at_up >= at_down + 2  # the loop looked (pumped) while the button was down
    assert pumps.count >= at_up + 2  # and after it was let go
