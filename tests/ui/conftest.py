"""Headless pygame for the UI tests: the dummy video and audio drivers, set before pygame loads."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from .helpers import FakeClock, make_app


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def app(clock):
    application = make_app(clock)
    yield application
    pygame.display.quit()
