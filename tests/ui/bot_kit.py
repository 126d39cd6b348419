"""A player that picks among the session's legal actions but acts only through input events.

``MouseBot`` clicks and drags (with a few keys); ``KeyboardBot`` never touches the mouse;
``ControllerBot`` holds only a game controller (buttons, d-pad, left stick).
After each move the bot checks that the session took exactly the action it meant.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import ClassVar, assert_never

import pygame

from forNorthwood.core import Action
from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.ui.app import App
from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.scenes.confirm import ConfirmOverlay
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import axis, button, center_of, click, drag, key

DIGIT_KEYS = [getattr(pygame, f"K_{i}") for i in range(10)]


class Bot:
    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.backs = 0
        self.moves = 0
        self.done: Counter[str] = Counter()  # the kinds of action taken

    @property
    def scene(self):
        return self.app.scene

    def choose(self, legal: tuple[Action, ...]) -> Action:
        kinds = {a.type for a in legal}
        if "choose_fief" in kinds:
            fiefs = [a for a in legal if a.type == "choose_fief"]
            return self.rng.choice(fiefs)
        if "begin_visit" in kinds:
            subs = [a for a in legal if a.type == "substitute"]
            unsubs = [a for a in legal if a.type == "unsubstitute"]
            roll = self.rng.random()
            if subs and roll < 0.45:
                return self.rng.choice(subs)
            if unsubs and roll < 0.6:
                return self.rng.choice(unsubs)
            if self.backs < 2 and roll > 0.95:
                self.backs += 1
                return next(a for a in legal if a.type == "back")
            return next(a for a in legal if a.type == "begin_visit")
        if "reveal" in kinds:
            activations = [a for a in legal if a.type == "activate"]
            if activations and self.rng.random() < 0.35:
                return self.rng.choice(activations)
            return next(a for a in legal if a.type == "reveal")
        return self.rng.choice(list(legal))

    def play_game(self, limit: int = 2_000) -> None:
        for _ in range(limit):
            scene = self.scene
            if isinstance(scene, EndOfGameScene):
                return
            if isinstance(scene, VisitScene) and scene.hold is not None:
                self.continue_banner()
                continue
            assert isinstance(scene, (FiefSelectionScene, VisitScene)), type(scene).__name__
            session = scene.session
            before = len(session.actions)
            action = self.choose(session.legal())
            self.perform(action)
            if isinstance(self.app.scene, ConfirmOverlay):  # an ally that would do nothing asks first
                self.answer_yes()
            assert len(session.actions) == before + 1, f"{action} was not taken (message: {scene.message!r})"
            assert session.actions[-1] == action
            self.moves += 1
            self.done[action.type] += 1
        raise AssertionError("the game did not end")

    def continue_banner(self) -> None:
        self.wait_out_the_pause()
        click(self.app, center_of(self.app, K.Button("continue")))

    def wait_out_the_pause(self) -> None:
        """The end-of-visit panel ignores input for a moment after it appears."""
        now = self.app.ctx.now
        if hasattr(now, "advance"):
            now.advance(RESULT_PAUSE_MS)

    def answer_yes(self) -> None:
        click(self.app, center_of(self.app, "yes"))

    def perform(self, action: Action) -> None:
        raise NotImplementedError


class MouseBot(Bot):
    """Clicks and drags like a mouse player; Space and number keys now and then."""

    def perform(self, action: Action) -> None:
        app = self.app
        match action:
            case A.ChooseFief(fief):
                click(app, center_of(app, K.Fief(fief)))
            case A.StopGame():
                click(app, center_of(app, K.Button("stop")))
            case A.Substitute(friend, slot):
                end = app.scene.layout.ally_slots[slot].center
                drag(app, center_of(app, K.Friend(friend)), end)
            case A.Unsubstitute(slot):
                drag(app, center_of(app, K.Ally(slot)), app.scene.layout.info.center)
            case A.Back():
                click(app, center_of(app, K.Button("back")))
            case A.BeginVisit():
                click(app, center_of(app, K.Button("start")))
            case A.Activate(slot):
                if self.rng.random() < 0.5:
                    click(app, center_of(app, K.Ally(slot)))
                else:
                    key(app, DIGIT_KEYS[slot + 1])
            case A.Reveal():
                if self.rng.random() < 0.5:
                    click(app, center_of(app, K.DECK))
                else:
                    key(app, pygame.K_SPACE)
            case A.Play(card):
                start = center_of(app, K.Hand(card))
                if self.rng.random() < 0.8:
                    drag(app, start, app.scene.layout.response.center)
                else:
                    click(app, start)
                    click(app, start)  # a double-click plays
            case A.PickCard(card):
                click(app, center_of(app, K.Hand(card)))
            case A.PickSuit(suit):
                click(app, center_of(app, K.Choice(suit)))
            case A.PickOption(option):
                click(app, center_of(app, K.Choice(option)))
            case A.PickFief(fief):
                click(app, center_of(app, K.Fief(fief)))
            case A.PickSlot(slot):
                click(app, center_of(app, K.Ally(slot)))
            case _:
                assert_never(action)


ARROW_KEYS = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)


class KeyboardBot(Bot):
    """Arrows, number keys, Enter, Space, Delete: never the mouse."""

    def focus(self, target: K.Key) -> None:
        """Arrows toward ``target`` as the screen shows it: along the axis it lies furthest on first
        (Left and Right go to the nearest thing level on that side, not along a list's row), and
        from a place where an arrow was tried already, the next way."""
        scene = self.scene
        tried: set[tuple[K.Key | None, int]] = set()
        for _ in range(60):
            items = scene.focusables()
            by_key = {i.key: i for i in items}
            assert target in by_key, f"{target} cannot take the focus in {type(scene).__name__}"
            if scene.focus == target:
                return
            here = by_key.get(scene.focus or "")
            if here is None:
                self.arrow(pygame.K_RIGHT)
                continue
            goal = by_key[target]
            dx, dy = goal.rect.centerx - here.rect.centerx, goal.rect.centery - here.rect.centery
            across = pygame.K_RIGHT if dx > 0 else pygame.K_LEFT
            down = pygame.K_DOWN if dy > 0 else pygame.K_UP
            ways = [across, down] if abs(dx) > abs(dy) else [down, across]
            ways += [k for k in ARROW_KEYS if k not in ways]
            way = next((k for k in ways if (scene.focus, k) not in tried), ways[0])
            tried.add((scene.focus, way))
            self.arrow(way)
        raise AssertionError(f"the focus never reached {target}")

    def arrow(self, code: int) -> None:
        key(self.app, code)

    def press(self, target: K.Key) -> None:
        self.focus(target)
        key(self.app, pygame.K_RETURN)

    def continue_banner(self) -> None:
        self.wait_out_the_pause()
        key(self.app, pygame.K_RETURN)

    def answer_yes(self) -> None:
        key(self.app, pygame.K_RIGHT)
        key(self.app, pygame.K_RETURN)

    def perform(self, action: Action) -> None:
        app = self.app
        match action:
            case A.ChooseFief(fief):
                key(app, DIGIT_KEYS[fief])
                key(app, pygame.K_RETURN)
            case A.StopGame():
                self.press(K.Button("stop"))
            case A.Substitute(friend, slot):
                self.press(K.Friend(friend))
                key(app, DIGIT_KEYS[slot + 1])
            case A.Unsubstitute(slot):
                self.focus(K.Ally(slot))
                key(app, pygame.K_DELETE)
            case A.Back():
                self.press(K.Button("back"))
            case A.BeginVisit():
                self.press(K.Button("start"))
            case A.Activate(slot):
                key(app, DIGIT_KEYS[slot + 1])
            case A.Reveal():
                key(app, pygame.K_SPACE)
            case A.Play(card) | A.PickCard(card):
                self.press(K.Hand(card))
            case A.PickSuit(suit):
                self.press(K.Choice(suit))
            case A.PickOption(option):
                self.press(K.Choice(option))
            case A.PickFief(fief):
                self.press(K.Fief(fief))
            case A.PickSlot(slot):
                key(app, DIGIT_KEYS[slot + 1])
            case _:
                assert_never(action)


class ControllerBot(KeyboardBot):
    """A game controller only: the d-pad or the left stick moves the focus, A confirms, X is the
    next statement, Y sends a friend back, B and Start open and close menus. No key, no mouse."""

    STICK: ClassVar[dict[int, tuple[int, int]]] = {
        pygame.K_LEFT: (pygame.CONTROLLER_AXIS_LEFTX, -32768),
        pygame.K_RIGHT: (pygame.CONTROLLER_AXIS_LEFTX, 32767),
        pygame.K_UP: (pygame.CONTROLLER_AXIS_LEFTY, -32768),
        pygame.K_DOWN: (pygame.CONTROLLER_AXIS_LEFTY, 32767),
    }
    DPAD: ClassVar[dict[int, int]] = {
        pygame.K_LEFT: pygame.CONTROLLER_BUTTON_DPAD_LEFT,
        pygame.K_RIGHT: pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
        pygame.K_UP: pygame.CONTROLLER_BUTTON_DPAD_UP,
        pygame.K_DOWN: pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    }

    def __init__(self, app: App, seed: int) -> None:
        super().__init__(app, seed)
        # Stick or d-pad: drawn apart from the choices, so that a focus path one press longer (a
        # button a background job adds, e.g. the certainty watch's Finish) never changes the game.
        self.thumb = random.Random(seed ^ 0x5EED)

    def arrow(self, code: int) -> None:
        if self.thumb.random() < 0.3:  # the left stick, pushed to the edge and let go
            stick_axis, value = self.STICK[code]
            axis(self.app, stick_axis, value)
            axis(self.app, stick_axis, 0)
        else:
            button(self.app, self.DPAD[code])

    def press(self, target: K.Key) -> None:
        self.focus(target)
        button(self.app, pygame.CONTROLLER_BUTTON_A)

    def continue_banner(self) -> None:
        self.wait_out_the_pause()
        button(self.app, pygame.CONTROLLER_BUTTON_A)

    def answer_yes(self) -> None:
        self.arrow(pygame.K_RIGHT)
        button(self.app, pygame.CONTROLLER_BUTTON_A)

    def choose(self, legal: tuple[Action, ...]) -> Action:
        # A friend is always brought in when one can be: the controller's two-step drag is tested.
        subs = [a for a in legal if isinstance(a, A.Substitute)]
        if subs and not any(isinstance(a, A.Unsubstitute) for a in legal):
            return self.rng.choice(subs)
        return super().choose(legal)

    def perform(self, action: Action) -> None:
        match action:
            case A.ChooseFief(fief):
                self.press(K.Fief(fief))
            case A.Substitute(friend, slot):
                self.press(K.Friend(friend))
                self.press(K.Ally(slot))
            case A.Unsubstitute(slot):
                self.focus(K.Ally(slot))
                button(self.app, pygame.CONTROLLER_BUTTON_Y)
            case A.Activate(slot) | A.PickSlot(slot):
                self.press(K.Ally(slot))
            case A.Reveal():
                button(self.app, pygame.CONTROLLER_BUTTON_X)
            case _:
                super().perform(action)
