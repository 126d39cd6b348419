"""The window, the scene manager and the quiet main loop.

The loop draws only when a scene changed or something moves. Otherwise it sleeps
until input comes (``App.wait``; with a timeout only while animating), so an idle
game costs next to no CPU. Tests drive the very same ``handle``/``step`` with synthetic events.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

import pygame

from ..i18n import _, set_language
from ..persistence.folders import Folders, default_folders
from ..persistence.store import GameStore
from ..session import Session
from . import assets, card_art
from .games import Games
from .scene import Context, Scene, Transition, goto, push
from .scenes.confirm import ConfirmOverlay, NoticeOverlay
from .scenes.end_of_game import EndOfGameScene
from .scenes.fief_selection import FiefSelectionScene
from .scenes.game_log import GameLogOverlay
from .scenes.menu_overlay import MenuOverlay
from .scenes.pile_viewer import PileViewer
from .scenes.rules_overlay import RulesOverlay
from .scenes.settings import SettingsOverlay
from .scenes.setup import SetupScene
from .scenes.statistics import StatisticsOverlay
from .scenes.title import TitleScene
from .scenes.visit import VisitScene
from .sound import Sounds

#: Scene names → classes; only the manager constructs scenes.
SCENES: dict[str, type[Scene]] = {
    "title": TitleScene,
    "setup": SetupScene,
    "fief_selection": FiefSelectionScene,
    "visit": VisitScene,
    "end_of_game": EndOfGameScene,
    "rules": RulesOverlay,
    "menu": MenuOverlay,
    "pile_viewer": PileViewer,
    "settings": SettingsOverlay,
    "statistics": StatisticsOverlay,
    "game_log": GameLogOverlay,
    "confirm": ConfirmOverlay,
    "notice": NoticeOverlay,
}

#: Scenes that show a game: the session they are given is the game in progress.
TABLE_SCENES = frozenset({"fief_selection", "visit", "end_of_game"})

FRAME_MS = 15
DEFAULT_SIZE = (1280, 800)
MINIMUM_SIZE = (640, 400)


def _milliseconds() -> int:
    """A monotonic clock in ms (pygame.time.get_ticks stays 0 unless all of pygame is initialised)."""
    return int(time.monotonic() * 1000)


class App:
    """The game window and its stack of scenes (the bottom one is a scene, the rest overlays)."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        fullscreen: bool | None = None,
        seed: int | None = None,
        speed: str | None = None,
        clock: Callable[[], int] | None = None,
        start: Transition | None = None,
        folders: Folders | None = None,
        language: str | None = None,
    ) -> None:
        """Open the window. ``fullscreen``, ``speed`` and ``language`` (from the command line)
        override the saved settings for this run only; None keeps the saved ones."""
        # The window surface is drawn in software anyway; without this, SDL copies each frame
        # through an OpenGL texture, which costs ~12 ms per present under Xvfb and Mesa.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        set_language(language)  # the warnings met while reading the files speak it too
        self.games = Games(folders or default_folders())
        if language is not None:
            self.games.override(language=language)
        if speed is not None:
            self.games.override(animation_speed=speed)
        if fullscreen is not None:
            self.games.override(fullscreen=fullscreen)
        set_language(self.games.settings.language)
        self.games.start()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(_("For Northwood!"))
        try:
            pygame.display.set_icon(assets.window_icon())
        except (pygame.error, FileNotFoundError):
            pass  # an icon is a nicety; never refuse to start without one
        self.windowed_size = (max(MINIMUM_SIZE[0], size[0]), max(MINIMUM_SIZE[1], size[1]))
        self.fullscreen = self.games.settings.fullscreen
        try:
            self.surface = self._open(self.fullscreen)
        except pygame.error:
            if not self.fullscreen:
                raise
            self.fullscreen = False  # no full-screen mode here: a window will do
            self.surface = self._open(False)
        pygame.key.set_repeat(350, 45)
        now = clock or _milliseconds
        self.ctx = Context(
            now=now,
            games=self.games,
            size=self.surface.get_size(),
            seed=seed,
            sounds=Sounds(self.games.settings.sound, now),
            set_fullscreen=self.set_fullscreen,
            language_changed=self.language_changed,
        )
        self.stack: list[Scene] = [TitleScene(self.ctx)]
        #: How each scene of the stack was opened (to build it again in another language).
        self.origins: list[Transition] = [goto("title")]
        self.retranslating = False
        self.running = True
        self.dirty = True
        self.frames = 0
        self.last_input = time.monotonic()
        if start is not None:
            self.carry_out(start)

    @property
    def store(self) -> GameStore:
        """The one store of the game's files."""
        return self.games.store

    # -- the window ----------------------------------------------------------------------

    def _open(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch between window and full screen, and remember the choice in the settings."""
        if fullscreen != self.fullscreen:
            if fullscreen:
                self.windowed_size = self.surface.get_size()
            try:
                self.surface = self._open(fullscreen)
            except pygame.error:
                return
            self.fullscreen = fullscreen
            self.resize(self.surface.get_size())
        if self.games.settings.fullscreen != fullscreen:
            self.games.change(fullscreen=fullscreen)
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def resize(self, size: tuple[int, int]) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.surface = surface
            size = surface.get_size()
        if size == self.ctx.size:
            self.dirty = True
            return
        self.ctx.size = size
        assets.table_background.cache_clear()
        card_art.fief_card.cache_clear()
        for scene in self.stack:
            scene.resize(size)
        self.dirty = True

    # -- scenes ------------------------------------------------------------------------------

    @property
    def scene(self) -> Scene:
        """The scene on top (the one that takes input)."""
        return self.stack[-1]

    @property
    def base(self) -> Scene:
        """The scene under the overlays."""
        return self.stack[0]

    def carry_out(self, transition: Transition | None) -> None:
        if transition is None:
            return
        if transition.kind == "quit":
            self.running = False
        elif transition.kind == "pop":
            if len(self.stack) > 1:
                self.stack.pop()
                self.origins.pop()
        elif transition.kind in ("goto", "push"):
            name = transition.scene or "title"
            session = transition.params.get("session")
            if name in TABLE_SCENES and isinstance(session, Session):
                # Whatever game is on the table is saved after every action and recorded at its end.
                self.games.adopt(session)
            scene = SCENES[name](self.ctx, **transition.params)
            if transition.kind == "goto":
                self.stack = [scene]
                self.origins = [transition]
            else:
                self.stack.append(scene)
                self.origins.append(transition)
        self.dirty = True

    # -- the language --------------------------------------------------------------------------

    def language_changed(self) -> None:
        """The player chose another language: rebuild the scenes once the current input is handled."""
        self.retranslating = True

    def retranslate(self) -> None:
        """Build every open scene again, so that each one says everything in the new language.

        A table scene is rebuilt from its game alone (no animation is replayed); the keyboard
        focus, the mouse hover, the page shown and the settings' "saved" note carry over.
        """
        self.retranslating = False
        pygame.display.set_caption(_("For Northwood!"))
        card_art.clear_caches()  # card faces carry names and ability texts
        stack: list[Scene] = []
        for old, origin in zip(self.stack, self.origins, strict=True):
            params = dict(origin.params)
            name = origin.scene or "title"
            if name in TABLE_SCENES and isinstance(params.get("session"), Session):
                params = {"session": params["session"]}
            scene = SCENES[name](self.ctx, **params)
            for kept in ("focus", "hover", "page", "changed"):
                if kept in vars(old) and kept in vars(scene):
                    setattr(scene, kept, getattr(old, kept))
            stack.append(scene)
        self.stack = stack
        self.dirty = True

    # -- the loop ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """One input event: window events here, everything else to the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(getattr(event, "size", None) or (event.x, event.y))
        elif event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.dirty = True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type in (
            pygame.KEYDOWN,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.MOUSEWHEEL,
            pygame.WINDOWLEAVE,
        ):
            self.carry_out(self.scene.handle(event))
        if self.retranslating:
            self.retranslate()

    def update(self) -> None:
        now = self.ctx.now()
        for scene in list(self.stack):
            transition = scene.update(now)
            if scene is self.scene:
                self.carry_out(transition)
        if self.retranslating:
            self.retranslate()
        self.show_notices()

    def show_notices(self) -> None:
        """A warning that came while playing opens a notice the player must dismiss
        (the title screen shows its warnings in a panel of its own)."""
        if self.games.unseen() and not isinstance(self.scene, (TitleScene, NoticeOverlay)):
            self.carry_out(push("notice"))

    def busy(self) -> bool:
        return any(scene.busy() for scene in self.stack)

    def needs_drawing(self) -> bool:
        return self.dirty or any(scene.dirty or scene.moved or scene.busy() for scene in self.stack)

    def draw(self) -> None:
        """Draw the scenes bottom up; a lone scene may update only the rectangles that changed."""
        if len(self.stack) == 1:
            changed = self.scene.draw(self.surface, full=self.dirty)
        else:
            for scene in self.stack:
                scene.draw(self.surface, full=True)
            changed = None
        if changed is None:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)
        self.frames += 1
        self.dirty = False

    def wait(self, timeout_ms: int | None) -> list[pygame.event.Event]:
        """The events that came, waiting up to ``timeout_ms`` (None: until one comes).

        ``pygame.event.wait`` polls every millisecond, which alone costs a few percent
        of a core. This polls just as SDL does, but less often the longer the player
        has been away: every 4 ms right after input (smooth drags), 25 ms after a
        while. Input is never lost, only picked up a few milliseconds later.
        """
        start = time.monotonic()
        while True:
            events = pygame.event.get()
            if events:
                self.last_input = time.monotonic()
                return events
            now = time.monotonic()
            left = None if timeout_ms is None else timeout_ms / 1000 - (now - start)
            if left is not None and left <= 0:
                return []
            quiet = now - self.last_input
            pause = 0.004 if quiet < 0.5 else (0.012 if quiet < 3 else 0.025)
            time.sleep(pause if left is None else min(pause, left))

    def step(self, timeout_ms: int | None = 0) -> bool:
        """Take the waiting events (waiting up to ``timeout_ms``; None: until one comes),
        handle them, advance the animations and draw if anything changed."""
        events = self.wait(timeout_ms) if timeout_ms != 0 else pygame.event.get()
        for event in events:
            self.handle(event)
            if not self.running:
                return False
        self.update()
        if self.running and self.needs_drawing():
            self.draw()
        return self.running

    def run(self) -> None:
        """Play until the window is closed (the game in progress stays saved for Continue)."""
        self.draw()
        try:
            while self.running:
                self.step(FRAME_MS if self.busy() else None)
        finally:
            self.close()

    def close(self) -> None:
        self.games.stop()
        self.ctx.sounds.close()
        pygame.display.quit()
