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
