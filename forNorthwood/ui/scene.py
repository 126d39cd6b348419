"""Scenes and the transitions between them.

A scene handles input, advances its animations and draws itself. It is built by its own
typed constructor, then the manager calls ``enter`` before it is first shown (a scene's
constructor only sets its fields; ``enter`` may call what subclasses override). A scene
never shows another scene itself: it returns a transition and the scene manager
(``app.App``) carries it out — replace every scene by the one a maker builds (``Goto``),
open an overlay above the current one (``Push``), close the top overlay (``Pop``), go back
to the title screen (``ToTitle``) or to the puzzles' screen (``ToPuzzles``), show a game on the
scene for its phase (``ShowGame``) or quit (``Quit``). A maker is any callable that builds the
scene from the context: the scene's class itself, or a lambda that passes the rest of its arguments.

The title, the puzzles' screen and the scenes that show a game are built by the manager
(``ToTitle``, ``ToPuzzles``, ``ShowGame``): the scenes that lead to them are also reached from
them, and their modules would otherwise import one another in a circle (the in-game menu leads
to the puzzles, whose table leads back to that menu).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import ClassVar, TypeAlias

import pygame

from ..core.moments import Moment
from ..core.state import Phase
from ..core.view import TableModel
from ..game.jobs import Jobs
from ..game.session import Session
from ..i18n import set_language
from ..keeper import Keeper, Settings
from .sound import Sounds

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}

#: Builds a scene from the context: a scene's class, or a lambda giving the rest of its arguments.
SceneMaker: TypeAlias = "Callable[[Context], Scene]"


@dataclass(frozen=True, slots=True)
class Goto:
    """Replace every open scene by the one ``make`` builds."""

    make: SceneMaker


@dataclass(frozen=True, slots=True)
class Push:
    """Open the overlay ``make`` builds above the current scene."""

    make: SceneMaker


@dataclass(frozen=True, slots=True)
class Pop:
    """Close the top overlay."""


@dataclass(frozen=True, slots=True)
class Quit:
    """Close the window (the game in progress stays saved for Continue)."""


@dataclass(frozen=True, slots=True)
class ToTitle:
    """Replace every open scene by the title screen, and open the overlay ``then`` builds above
    it, if given (back from a replay opened from the statistics: the statistics again); the focus
    on the title's button ``focus`` when given (back from the puzzles: on Puzzles, not New game)."""

    then: SceneMaker | None = None
    focus: str | None = None


@dataclass(frozen=True, slots=True)
class ToPuzzles:
    """Replace every open scene by the puzzles' screen (from the in-game menu: the game in progress
    is saved after every action, and Continue on the title brings it back)."""


@dataclass(frozen=True, slots=True)
class ShowGame:
    """Replace every open scene by the one that shows ``session``'s phase (``SCREEN_OF_PHASE``).

    The keeper adopts the game on the way: it is saved after every action and recorded at
    its end. ``moments`` (events, each with the position after it) led here and are shown
    first, ``message`` goes on the message line, ``model`` is where the cards lay on the
    scene before, and ``deal`` deals the kingdom first (a new game). The end of the game
    shows none of them: it has words of its own.
    """

    session: Session
    moments: Sequence[Moment] = ()
    message: str = ""
    model: TableModel | None = None
    deal: bool = False


#: What a scene may ask the manager to do next.
Transition: TypeAlias = Goto | Push | Pop | Quit | ToTitle | ToPuzzles | ShowGame


class GameScreen(Enum):
    """The scenes that show a game, each for some of its phases."""

    FIEF_SELECTION = auto()
    VISIT = auto()
    END_OF_GAME = auto()


#: Which scene shows each phase of the game.
SCREEN_OF_PHASE: dict[Phase, GameScreen] = {
    Phase.CHOOSE_FIEF: GameScreen.FIEF_SELECTION,
    Phase.CHOOSE_SUBSTITUTES: GameScreen.FIEF_SELECTION,
    Phase.ABILITY_WINDOW: GameScreen.VISIT,
    Phase.DECISION: GameScreen.VISIT,
    Phase.RESPOND: GameScreen.VISIT,
    Phase.GAME_OVER: GameScreen.END_OF_GAME,
}


@dataclass
class Context:
    """Services every scene may use: the clock, the keeper and the settings, the window size,
    the seed given on the command line (for the first game only), the sounds, the
    window's full-screen switch and the app's background-job runner."""

    now: Callable[[], int]
    keeper: Keeper
    size: tuple[int, int]
    jobs: Jobs
    seed: int | None = None
    sounds: Sounds = field(default_factory=lambda: Sounds(False))
    set_fullscreen: Callable[[bool], None] = lambda on: None
    #: Called after the language changed: the app then rebuilds every scene in the new words.
    language_changed: Callable[[], None] = lambda: None
    #: The family of the game controller plugged in ("xbox", "playstation", "nintendo"), None if none.
    controller: Callable[[], str | None] = lambda: None
    #: Where Close goes from each game's replay (by game id), as it was last opened (the end screen,
    #: the statistics): the replay a practice game goes back to closes there too, not at the title.
    replay_exits: dict[str, Callable[[], Transition]] = field(default_factory=dict)
    #: Where each game's replay was left (by game id), in this session: opened again, it starts there
    #: (a player who closed it at decision 60 found it back at decision 1).
    replay_left_at: dict[str, int] = field(default_factory=dict)

    @property
    def settings(self) -> Settings:
        """The player's settings as they apply now."""
        return self.keeper.settings

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def change_settings(self, **changes: object) -> None:
        """Change and save settings (only to allowed values: the keeper checks them); full
        screen, sound and language take effect at once."""
        fullscreen = changes.pop("fullscreen", None)
        if fullscreen is not None and not isinstance(fullscreen, bool):
            raise ValueError(f"fullscreen={fullscreen!r} is not a setting value")
        if changes:
            self.keeper.change(**changes)
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

    #: A game being played is shown (the fief selection, the visit): there, and above it, a
    #: controller's Start opens and closes the menu, as Esc does; elsewhere it confirms, as Enter.
    playing: ClassVar[bool] = False
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

    def carry_over(self, old: Scene) -> None:
        """This scene replaces ``old``, the same scene built before the language changed (the
        manager calls this after ``enter``): keep what the player was at, such as the focus."""

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
