"""Scenes and the transitions between them.

A scene handles input, advances its animations and draws itself. The manager builds
it, then calls ``enter`` before it is first shown (a scene's constructor only sets its
fields; ``enter`` may call what subclasses override). A scene never builds another
scene: it returns a ``Transition`` and the scene manager (``app.App``)
carries it out — replace every scene (``goto``), open an overlay above the current
one (``push``), close the top overlay (``pop``) or quit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..core import Phase
from ..game.jobs import Jobs
from ..games import Games
from ..i18n import set_language
from ..persistence.settings import Settings
from .sound import Sounds

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}

#: Which scene shows each phase of the game.
SCENE_OF_PHASE: dict[Phase, str] = {
    Phase.CHOOSE_FIEF: "fief_selection",
    Phase.CHOOSE_SUBSTITUTES: "fief_selection",
    Phase.ABILITY_WINDOW: "visit",
    Phase.DECISION: "visit",
    Phase.RESPOND: "visit",
    Phase.GAME_OVER: "end_of_game",
}


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
class Context:
    """Services every scene may use: the clock, the games and settings, the window size,
    the seed given on the command line (for the first game only), the sounds, the
    window's full-screen switch and the app's background-job runner."""

    now: Callable[[], int]
    games: Games
    size: tuple[int, int]
    jobs: Jobs
    seed: int | None = None
    sounds: Sounds = field(default_factory=lambda: Sounds(False))
    set_fullscreen: Callable[[bool], None] = lambda on: None
    #: Called after the language changed: the app then rebuilds every scene in the new words.
    language_changed: Callable[[], None] = lambda: None
    #: The family of the game controller plugged in ("xbox", "playstation", "nintendo"), None if none.
    controller: Callable[[], str | None] = lambda: None

    @property
    def settings(self) -> Settings:
        """The player's settings as they apply now."""
        return self.games.settings

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def change_settings(self, **changes: Any) -> None:
        """Change and save settings; full screen, sound and language take effect at once."""
        fullscreen = changes.pop("fullscreen", None)
        if changes:
            self.games.change(**changes)
        if "sound" in changes:
            self.sounds.set_enabled(self.settings.sound)
        if "language" in changes:
            set_language(self.settings.language)
            self.language_changed()
        if fullscreen is not None and fullscreen != self.settings.fullscreen:
            self.set_fullscreen(fullscreen)

    def duration(self, base_ms: float) -> int:
        """An animation's length at the chosen speed (0 when animations are off)."""
        return round(base_ms * SPEEDS.get(self.settings.animation_speed, 1.0))


class Scene:
    """Base class: a scene of the game or an overlay."""

    #: Overlays are drawn above the scene below them and take all input.
    overlay = False
    #: A panel that fills the window's middle (the rules, the settings...): the overlays under it
    #: (the menu it was opened from) are not drawn, or their edges would show around it.
    hides_overlays_below = False
    #: The picture changed: redraw it (so a new scene is drawn at once).
    dirty = True
    #: An overlay (the menu, a dialog) lies over this scene: the keys are the overlay's, and so is
    #: the one keyboard focus ring shown (the app says so whenever the stack of scenes changes).
    covered = False

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.moved = False  # only something carried moved: a cheap partial redraw will do

    def enter(self) -> None:
        """The scene is built and about to be shown (the manager calls this once)."""

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

    def cover(self, covered: bool) -> None:
        """An overlay was opened over this scene (True), or the last one over it closed (False):
        under an overlay the scene draws no focus ring, so only the overlay's shows; the focus
        itself is kept for when the scene is on top again."""
        if covered != self.covered:
            self.covered = covered
            self.dirty = True

    def pointer_gone(self) -> None:
        """The pointer no longer points at anything of this scene (the window changed mode, or a
        dialog opened over it): what it lit and the tooltips it opened go (the app calls this)."""

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        """Draw the scene; returns the rectangles that changed, or None when the whole window did."""
        return None
