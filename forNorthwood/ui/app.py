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

from ..game.jobs import Jobs
from ..i18n import _
from ..i18n.controls_text import CONTROLLER, KEYBOARD, input_device, set_input_device
from ..keeper import Folders
from . import assets, card_art
from .controller import EVENTS as CONTROLLER_EVENTS
from .controller import Controllers
from .device_watch import DeviceWatch
from .display import smoke_test
from .game_screens import drawn_scenes, game_scene
from .input_guard import keys_down
from .run_settings import start_keeper
from .scene import (
    SCREEN_OF_PHASE,
    Context,
    Goto,
    Pop,
    Push,
    Quit,
    Scene,
    SceneMaker,
    ShowGame,
    ToPuzzles,
    ToTitle,
    Transition,
)
from .scenes.confirm import NoticeOverlay
from .scenes.puzzles import PuzzlesScene
from .scenes.title import TitleScene
from .sound import Sounds
from .wake import poll_pause, wake
from .window import MINIMUM_SIZE, GameWindow

FRAME_MS = 15
DEFAULT_SIZE = (1280, 800)
#: How many times one frame's update may reach scenes opened by the update before (a chain of
#: transitions is drawn at its end; a loop of them cannot hold the frame).
UPDATE_ROUNDS = 3
#: The keys whose auto-repeat never acts: Esc steps back once a press, G plays one hinted move,
#: Enter presses the focused button or plays the focused card once (held, it played on: the next
#: statement turned over, then answered), Space too (held in a replay, it stepped many decisions).
#: The arrows still repeat (the focus moves on, a replay steps on with Right).
ONCE_A_PRESS = (pygame.K_ESCAPE, pygame.K_g, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


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
        self.keeper = start_keeper(folders, language, speed, fullscreen)
        #: The window's size and place out of full screen.
        self.window = GameWindow((max(MINIMUM_SIZE[0], size[0]), max(MINIMUM_SIZE[1], size[1])))
        self.surface, self.fullscreen = self.window.open_first(self.keeper.settings.fullscreen)
        #: The window's size when the game was last laid out (``follow_window``).
        self.seen_window = self.surface.get_size()
        pygame.key.set_repeat(350, 45)
        #: Game controllers, their presses turned into keys (see ``handle``).
        self.controllers = Controllers()
        self.controllers.start()
        #: The device used before a controller, to come back to when it is unplugged.
        self.device_before_controller = KEYBOARD
        #: Which device each event says is in use (the pointer counts once it has truly moved).
        self.device_watch = DeviceWatch()
        set_input_device(KEYBOARD)
        now = clock or _milliseconds
        #: The hints, the settling of certain visits and the reviews run here, off the UI thread.
        self.jobs = Jobs(on_done=wake)
        self.ctx = Context(
            now=now,
            keeper=self.keeper,
            size=self.surface.get_size(),
            jobs=self.jobs,
            seed=seed,
            sounds=Sounds(self.keeper.settings.sound, now),
            set_fullscreen=self.set_fullscreen,
            language_changed=self.language_changed,
            controller=self.controllers.family,
        )
        title = TitleScene(self.ctx)
        title.enter()
        self.stack: list[Scene] = [title]
        #: How to build each scene of the stack again (in another language).
        self.origins: list[SceneMaker] = [TitleScene]
        self.retranslating = False
        self.running = True
        #: The keys that act once a press (``ONCE_A_PRESS``) that went down and have not come up since.
        self.held_once: set[int] = set()
        self.dirty = True
        self.frames = 0
        self.last_input = time.monotonic()
        if start is not None:
            self.carry_out(start)

    # -- the window ----------------------------------------------------------------------

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch between window and full screen, and remember the choice in the settings.

        The window itself switches (SDL's desktop full screen) instead of being opened
        again: leaving full screen gives back the window's earlier size and place, and
        window managers have no reason to resize it (no "forcibly resized" warning).
        """
        if fullscreen != self.fullscreen:
            try:
                self.surface = self.window.switch(fullscreen, self.surface)
            except pygame.error:
                return
            self.fullscreen = fullscreen
            self.resize(self.surface.get_size())
            self.pointer_gone()  # whatever the pointer was over has moved under it
        if self.keeper.settings.fullscreen != fullscreen:
            self.keeper.change(fullscreen=fullscreen)
        self.dirty = True

    def pointer_gone(self) -> None:
        for scene in self.stack:
            scene.pointer_gone()
        self.dirty = True

    def follow_window(self) -> None:
        """The window changed size with no event to say so (a switch to full screen that the
        window system carried out later, or not as asked): lay the game out for it."""
        real = pygame.display.get_window_size()
        if real != self.seen_window:
            self.resize(real)

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the game out for the window as it is now. The window's own size is the truth: the
        size an event carries may be an older one (several come after a switch), and the display
        surface may not have followed the window (then it is taken again at the window's size:
        a surface bigger than the window shows only its top-left corner)."""
        surface = pygame.display.get_surface()
        if surface is not None:
            real = pygame.display.get_window_size()
            if surface.get_size() != real and not self.fullscreen and min(real) > 0:
                surface = pygame.display.set_mode(real, pygame.RESIZABLE)
            self.surface = surface
            size = surface.get_size()
        if not self.fullscreen and (size[0] < MINIMUM_SIZE[0] or size[1] < MINIMUM_SIZE[1]):
            self.window.windowed_size = (max(MINIMUM_SIZE[0], size[0]), max(MINIMUM_SIZE[1], size[1]))
            self.surface = self.window.open(False)
            size = self.surface.get_size()
        self.seen_window = pygame.display.get_window_size()
        if size == self.ctx.size:
            self.dirty = True
            return
        self.ctx.size = size
        assets.table_background.cache_clear()
        card_art.fief_card.cache_clear()
        for scene in self.stack:
            scene.resize(size)
            scene.pointer_gone()  # the things the pointer was over have moved
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
        match transition:
            case None:
                return
            case Quit():
                self.running = False
            case Pop():
                if len(self.stack) > 1:
                    self.stack.pop()
                    self.origins.pop()
            case Goto(make):
                self.open(make(self.ctx), make)
            case Push(make):
                self.open(make(self.ctx), make, over=True)
            case ToTitle(then, focus):
                title = TitleScene(self.ctx)
                if focus in title.names():
                    title.focus = focus
                self.open(title, TitleScene)
                if then is not None:
                    self.open(then(self.ctx), then, over=True)
            case ToPuzzles():
                self.open(PuzzlesScene(self.ctx), PuzzlesScene)
            case ShowGame(session):
                # Whatever game is on the table is saved after every action and recorded at its end.
                self.keeper.adopt(session)
                screen = SCREEN_OF_PHASE[session.state.phase]
                # In another language it is built again from its game alone (no animation replayed).
                self.open(
                    game_scene(self.ctx, transition, screen), lambda ctx: game_scene(ctx, ShowGame(session), screen)
                )
        self.cover_scenes()
        self.dirty = True

    def open(self, scene: Scene, again: SceneMaker, over: bool = False) -> None:
        """Show ``scene`` (entered now) in place of every scene, or ``over`` them as an overlay;
        ``again`` builds it anew."""
        scene.enter()
        if over:
            self.scene.pointer_gone()  # covered by the dialog: its tooltip must not stay on top of it
            self.stack.append(scene)
            self.origins.append(again)
        else:
            self.stack = [scene]
            self.origins = [again]

    def cover_scenes(self) -> None:
        """Tell every scene whether an overlay lies over it: only the top one shows its focus ring."""
        top = len(self.stack) - 1
        for index, scene in enumerate(self.stack):
            scene.cover(index < top)

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
            scene = origin(self.ctx)
            scene.enter()
            scene.carry_over(old)
            stack.append(scene)
        self.stack = stack
        self.cover_scenes()
        self.dirty = True

    # -- the loop ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """One input event: window events here, a controller's turned into keys, everything else
        to the top scene. The device the player used last is noted (prompts name its buttons)."""
        if event.type in CONTROLLER_EVENTS:
            self.from_controller(event)
            return
        if not getattr(event, "controller", False):
            device = self.device_watch.device_of(event)
            if device is not None:
                self.use_device(device)
        if self.held_repeat(event):
            return
        self.dispatch(event)

    def held_repeat(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is the auto-repeat of a key that acts once a press (``ONCE_A_PRESS``).
        Esc steps back once: held on a puzzle, it went on to the puzzles' screen, to the title, whose
        Esc quits (the window closed in under half a second). G plays the hinted move once: held at a
        fief's friends step, its press started the visit and its repeat played the visit's hint.
        Enter acts once a press: a controller's A (Enter too) does not repeat, and is not held on
        the keyboard, so each of its presses acts."""
        if event.type == pygame.KEYUP:
            self.held_once.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.held_once.clear()  # their release may go to another window
        elif event.type == pygame.KEYDOWN and event.key in ONCE_A_PRESS:
            # Held since its last press, and still down: SDL's repeat (a new press comes after a release).
            if event.key in self.held_once and event.key in keys_down():
                return True
            self.held_once.add(event.key)
        return False

    def from_controller(self, event: pygame.event.Event) -> None:
        """A controller's event: a device plugged in or out, or the keys its press makes."""
        translation = self.controllers.translate(event, self.ctx.now(), self.start_key())
        if translation.pressed:
            self.device_watch.pressed_elsewhere()
            self.use_device(CONTROLLER, translation.family)
        if translation.plugged:
            if not self.controllers.connected() and input_device() == CONTROLLER:
                self.use_device(self.device_before_controller)
            self.redraw_everything()  # the Controls page shows a controller's column, or no longer
        for key in translation.keys:
            self.dispatch(key)
            if not self.running:
                return

    def start_key(self) -> int:
        """What a controller's Start presses now: Esc in a game being played (the menu), else Enter."""
        return pygame.K_ESCAPE if self.base.playing else pygame.K_RETURN

    def use_device(self, device: str, family: str | None = None) -> None:
        """The player now uses ``device``; the words that name its buttons change with it."""
        before = input_device()
        if device == CONTROLLER and before != CONTROLLER:
            self.device_before_controller = before
        if set_input_device(device, family):
            self.redraw_everything()

    def redraw_everything(self) -> None:
        for scene in self.stack:
            scene.dirty = True
        self.dirty = True

    def repeat_held(self) -> None:
        """A direction held down on a controller repeats, as a held arrow key does."""
        for key in self.controllers.due(self.ctx.now()):
            self.dispatch(key)
            if not self.running:
                return

    def dispatch(self, event: pygame.event.Event) -> None:
        """One event as the window and the scenes take it (a controller's press is a key by now)."""
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
            pygame.KEYUP,  # result screens tell a new press from a key held down (InputGuard)
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
        """Advance every scene; a scene opened meanwhile (a transition, a new language, a
        notice) is advanced too before it is drawn. Once nothing moves the loop sleeps until
        the next input, and a scene drawn before its first update missed what its sections add
        then (the Hint button stayed off the visit's table until a key or the mouse moved)."""
        now = self.ctx.now()
        updated: list[Scene] = []
        for _round in range(UPDATE_ROUNDS):
            fresh = [scene for scene in self.stack if not any(scene is old for old in updated)]
            if not fresh:
                break
            for scene in fresh:
                updated.append(scene)
                transition = scene.update(now)
                if scene is self.scene:
                    self.carry_out(transition)
            if self.retranslating:
                self.retranslate()
            self.show_notices()

    def show_notices(self) -> None:
        """A warning that came while playing opens a notice the player must dismiss
        (the title screen shows its warnings in a panel of its own)."""
        if self.keeper.unseen() and not isinstance(self.scene, (TitleScene, NoticeOverlay)):
            self.carry_out(Push(NoticeOverlay))

    def busy(self) -> bool:
        return any(scene.busy() for scene in self.stack)

    def needs_drawing(self) -> bool:
        return self.dirty or any(scene.dirty or scene.moved or scene.busy() for scene in self.stack)

    def draw(self) -> None:
        """Draw the scenes bottom up; a lone scene may update only the rectangles that changed."""
        if len(self.stack) == 1:
            changed = self.scene.draw(self.surface, full=self.dirty)
        else:
            for scene in drawn_scenes(self.stack):
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
        has been away (``poll_pause``). Input is never lost, only picked up a few
        milliseconds later.
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
            pause = poll_pause(now - self.last_input)
            time.sleep(pause if left is None else min(pause, left))

    def step(self, timeout_ms: int | None = 0) -> bool:
        """Take the waiting events (waiting up to ``timeout_ms``; None: until one comes),
        handle them, advance the animations and draw if anything changed."""
        events = self.wait(timeout_ms) if timeout_ms != 0 else pygame.event.get()
        with self.jobs.frame():  # the background searches pause at their next check
            for event in events:
                self.handle(event)
                if not self.running:
                    return False
            self.repeat_held()
            if not self.running:
                return False
            self.follow_window()
            self.update()
            if self.running and self.needs_drawing():
                self.draw()
        return self.running

    def run(self) -> None:
        """Play until the window is closed (the game in progress stays saved for Continue).

        A smoke test (``FORNORTHWOOD_SMOKE=1``) stops right after the title screen's first frame."""
        self.draw()
        if smoke_test() and isinstance(self.scene, TitleScene):
            print(f"smoke: title screen drawn ({self.surface.get_width()}x{self.surface.get_height()})", flush=True)
            self.running = False
        try:
            self.play()
        finally:
            self.close()

    def play(self) -> None:
        """The loop of ``run``, the window drawn: until it is closed."""
        while self.running:
            # Asleep until input comes, unless something moves or a held direction will repeat.
            self.step(FRAME_MS if self.busy() else self.controllers.wait_ms(self.ctx.now()))

    def close(self) -> None:
        self.jobs.close()  # a search under way never keeps the app open
        self.keeper.stop()
        self.ctx.sounds.close()
        self.controllers.stop()
        pygame.display.quit()
