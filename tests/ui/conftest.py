"""Headless pygame for the UI tests: the dummy video and audio drivers, set before pygame loads."""

from __future__ import annotations

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from .input_kit import OPENED, FakeClock, make_app


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def app(clock):
    application = make_app(clock)
    yield application
    application.close()


@pytest.fixture(autouse=True)
def sound_off_unless_marked(request, private_folders):
    """Tests play in silence unless marked ``sound``: fewer mixer start-ups and shut-downs
    under the dummy audio driver, where pygame's audio thread once hung a run. The tutorial
    counts as seen (else a first start plays it), unless a test is marked ``first_start``."""
    settings = {}
    if request.node.get_closest_marker("sound") is None:
        settings["sound"] = False
    if request.node.get_closest_marker("first_start") is None:
        settings["tutorial_done"] = True
    if settings:
        config = private_folders / "config"
        config.mkdir(parents=True, exist_ok=True)
        document = {"kind": "fornorthwood-settings", "version": 1, "settings": settings}
        (config / "settings.json").write_text(json.dumps(document), encoding="utf-8")


@pytest.fixture(autouse=True)
def close_every_app():
    """Close the apps a test opened (sounds stopped, window closed), so none outlives its test."""
    yield
    while OPENED:
        OPENED.pop().close()


@pytest.fixture
def replay_at_first_decision(app):
    """A finished game's replay opened at its first decision (its advice quick): the scene and the replay."""
    from forNorthwood.ui.scene import Goto
    from forNorthwood.ui.scenes.replay import ReplayScene

    from .input_kit import settle
    from .test_replay_screen import finished, keep_quick_advice, replay_scene

    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    first = replay.decisions[0]
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=first)))
    settle(app)
    return replay_scene(app), replay


@pytest.fixture
def solution_lines(monkeypatch) -> list[str]:
    """The lines of words a puzzle's solution panel draws (each ``solution_panel.draw_line``'s text)."""
    from forNorthwood.ui import solution_panel

    drawn: list[str] = []
    real = solution_panel.draw_line

    def record(image, text, *args, **kwargs):
        drawn.append(text)
        return real(image, text, *args, **kwargs)

    monkeypatch.setattr(solution_panel, "draw_line", record)
    return drawn
