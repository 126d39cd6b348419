"""Headless pygame for the UI tests: the dummy video and audio drivers, set before pygame loads."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from .helpers import OPENED, FakeClock, make_app


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
    under the dummy audio driver, where pygame's audio thread once hung a run."""
    if request.node.get_closest_marker("sound") is None:
        config = private_folders / "config"
        config.mkdir(parents=True, exist_ok=True)
        (config / "settings.json").write_text(
            '{"kind": "fornorthwood-settings", "version": 1, "settings": {"sound": false}}', encoding="utf-8"
        )


@pytest.fixture(autouse=True)
def close_every_app():
    """Close the apps a test opened (sounds stopped, window closed), so none outlives its test."""
    yield
    while OPENED:
        OPENED.pop().close()
