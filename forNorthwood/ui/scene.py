"""Scenes and the transitions between them.

A scene handles input, advances its animations and draws itself. It never builds
another scene: it returns a ``Transition`` and the scene manager (``app.App``)
carries it out — replace every scene (``goto``), open an overlay above the current
one (``push``), close the top overlay (``pop``) or quit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}
SPEED_ORDER = ("normal", "fast", "slow", "off")


@dataclass(frozen=True)
class Transition:
    """What the manager should do next: ``goto``, ``push``, ``pop`` or ``quit``."""

    kind: str
    scene: str | None = None
    params: dict[str, Any] = field(default_factory=dict)


def goto(scene: str, **params: Any) -> Transition:
    """Replace every open scene by ``scene``."""
    return Transition("goto", scene, params)


def push(scene: str, **params: Any) -> Transition:
    """Open ``scene`` as an overlay above the current scene."""
    return Transition("push", scene, params)


def pop() -> Transition:
    """Close the top overlay."""
    return Transition("pop")


def quit_game() -> Transition:
    return Transition("quit")


@dataclass
class Settings:
    """What the player can change while playing (persistence may load and store it)."""

    speed: str = "normal"
    fullscreen: bool = False

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)


@dataclass
class Context:
    """Services every scene may use: the clock, the settings, the window size, the default seed."""

    now: Callable[[], int]
    settings: Settings
    size: tuple[int, int]
    seed: int | None = None
    toggle_fullscreen: Callable[[], None] = lambda: None

    def duration(self, base_ms: float) -> int:
        """An animation's length at the chosen speed (0 when animations are off)."""
        return round(base_ms * self.settings.speed_factor)


class Scene:
    """Base class: a scene of the game or an overlay."""

    #: Overlays are drawn above the scene below them and take all input.
    overlay = False

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.dirty = True  # the picture changed: redraw it
        self.moved = False  # only something carried moved: a cheap partial redraw will do

    def handle(self, event: pygame.event.Event) -> Transition | None:
        """React to one input event."""
        return None

    def update(self, now: int) -> Transition | None:
        """Advance animations to ``now`` (ms); may ask for a transition."""
        return None

    def busy(self) -> bool:
        """True while something moves: the app then draws frames instead of sleeping."""
        return False

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout."""
        self.dirty = True

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        """Draw the scene; returns the rectangles that changed, or None when the whole window did."""
        return None
