"""A player that picks among the session's legal actions but acts only through input events.

``MouseBot`` clicks and drags (with a few keys); ``KeyboardBot`` never touches the mouse.
After each move the bot checks that the session took exactly the action it meant.
"""

from __future__ import annotations

import random

import pygame

from forNorthwood.core import Action
from forNorthwood.game import table_keys as K
from forNorthwood.ui.app import App
from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.scenes.confirm import ConfirmOverlay
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import center_of, click, drag, key

DIGIT_KEYS = [getattr(pygame, f"K_{i}") for i in range(10)]


class Bot:
    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.backs = 0
        self.moves = 0

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
        t = action.type
        if t == "choose_fief":
            click(app, center_of(app, K.Fief(action.fief)))
        elif t == "stop_game":
            click(app, center_of(app, K.Button("stop")))
        elif t == "substitute":
            end = app.scene.layout[f"ally{action.slot}"].center
            drag(app, center_of(app, K.Friend(action.friend)), end)
        elif t == "unsubstitute":
            drag(app, center_of(app, K.Ally(action.slot)), app.scene.layout["info"].center)
        elif t == "back":
            click(app, center_of(app, K.Button("back")))
        elif t == "begin_visit":
            click(app, center_of(app, K.Button("start")))
        elif t == "activate":
            if self.rng.random() < 0.5:
                click(app, center_of(app, K.Ally(action.slot)))
            else:
                key(app, DIGIT_KEYS[action.slot + 1])
        elif t == "reveal":
            if self.rng.random() < 0.5:
                click(app, center_of(app, K.DECK))
            else:
                key(app, pygame.K_SPACE)
        elif t == "play":
            start = center_of(app, K.Hand(action.card))
            if self.rng.random() < 0.8:
                drag(app, start, app.scene.layout["response"].center)
            else:
                click(app, start)
                click(app, start)  # a double-click plays
        elif t == "pick":
            if action.card is not None:
                click(app, center_of(app, K.Hand(action.card)))
            elif action.suit is not None:
                click(app, center_of(app, K.Choice(action.suit)))
            elif action.option is not None:
                click(app, center_of(app, K.Choice(action.option)))
            elif action.fief is not None:
                click(app, center_of(app, K.Fief(action.fief)))
            elif action.slot is not None:
                click(app, center_of(app, K.Ally(action.slot)))
        else:
            raise AssertionError(f"unknown action {action}")


class KeyboardBot(Bot):
    """Arrows, number keys, Enter, Space, Delete: never the mouse."""

    def focus(self, target: str) -> None:
        scene = self.scene
        for _ in range(60):
            items = scene.focusables()
            by_key = {i.key: i for i in items}
            assert target in by_key, f"{target} cannot take the focus in {type(scene).__name__}"
            if scene.focus == target:
                return
            here = by_key.get(scene.focus or "")
            goal = by_key[target]
            if here is None or here.row == goal.row:
                key(self.app, pygame.K_RIGHT)
            else:
                key(self.app, pygame.K_DOWN if here.row < goal.row else pygame.K_UP)
        raise AssertionError(f"the focus never reached {target}")

    def press(self, target: str) -> None:
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
        t = action.type
        if t == "choose_fief":
            key(app, DIGIT_KEYS[action.fief])
            key(app, pygame.K_RETURN)
        elif t == "stop_game":
            self.press(K.Button("stop"))
        elif t == "substitute":
            self.press(K.Friend(action.friend))
            key(app, DIGIT_KEYS[action.slot + 1])
        elif t == "unsubstitute":
            self.focus(K.Ally(action.slot))
            key(app, pygame.K_DELETE)
        elif t == "back":
            self.press(K.Button("back"))
        elif t == "begin_visit":
            self.press(K.Button("start"))
        elif t == "activate":
            key(app, DIGIT_KEYS[action.slot + 1])
        elif t == "reveal":
            key(app, pygame.K_SPACE)
        elif t == "play":
            self.press(K.Hand(action.card))
        elif t == "pick":
            if action.card is not None:
                self.press(K.Hand(action.card))
            elif action.suit is not None:
                self.press(K.Choice(action.suit))
            elif action.option is not None:
                self.press(K.Choice(action.option))
            elif action.fief is not None:
                self.press(K.Fief(action.fief))
            elif action.slot is not None:
                key(app, DIGIT_KEYS[action.slot + 1])
        else:
            raise AssertionError(f"unknown action {action}")
