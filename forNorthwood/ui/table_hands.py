"""The player's hands on the table: a press, a carried card, a click, a double click or a key
becomes a gesture (``table_input``), and the gesture the legal actions it stands for
(``game.gestures``), played through the scene; a screen's own commands and keys come first.

``TableHands`` is the part of ``TableScene`` that takes input; the hooks a screen overrides
(``ask_first``, ``focus_for``, ``performed``, ``picked_up``, ``explain``,
``scene_key``, ``blocked``) are here with what they answer by default.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence

import pygame

from ..core import Action
from ..game import gestures
from ..game import table_keys as K
from ..game.session import Session
from .focus import Focusable
from .layers import AskFirst, Message, TableView
from .scene import Context, Transition
from .sections import TableSections
from .sprites import CardSprite
from .stage import Stage
from .table_input import (
    ARROWS,
    ENTER,
    Click,
    Confirm,
    Drop,
    Gesture,
    Press,
    Refused,
    TableInput,
    button_of_key,
    step_focus,
    tab_focus,
)
from .table_tooltip import TableTooltip


class TableHands:
    """What the player's pointer, keys and controller do on a table scene."""

    ctx: Context
    session: Session
    table: Stage
    input: TableInput
    sections: TableSections
    view: TableView
    focus: K.Key | None
    hover: K.Key | None
    moved: bool
    tips: TableTooltip

    @abstractmethod
    def act(self, action: Action) -> bool: ...

    @abstractmethod
    def say(self, message: str, error: bool = False, instruction: bool = False) -> None: ...

    @abstractmethod
    def changed(self) -> None: ...

    @abstractmethod
    def refresh(self) -> None: ...

    @abstractmethod
    def undo(self) -> None: ...

    @abstractmethod
    def redo(self) -> None: ...

    @abstractmethod
    def carry_out(self, messages: Sequence[Message]) -> None: ...

    @abstractmethod
    def ask_first_of(self, question: AskFirst) -> Transition: ...

    @abstractmethod
    def key_at(self, pos: tuple[int, int]) -> K.Key | None: ...

    @abstractmethod
    def set_hover(self, key: K.Key | None, pos: tuple[int, int] = (0, 0)) -> None: ...

    @abstractmethod
    def focusables(self) -> list[Focusable[K.Key]]: ...

    @abstractmethod
    def commands(self) -> dict[K.Key, Callable[[], Transition | None]]:
        """The buttons of the screen that are not actions of the game (``TableScene``'s and the screen's)."""

    # -- what a gesture does ----------------------------------------------------------------------

    def gesture(self, gesture: Gesture) -> Transition | None:
        """Carry out what the player's hands did: a command of the screen (a button that is no
        action of the game), else the actions the gesture stands for (``game.gestures``)."""
        match gesture:
            case Drop(key, zone, sprite):
                self.put_down(key, zone, sprite)
            case Click(key) | Confirm(key):
                command = self.commands().get(key)
                if command is not None:
                    return command()
                messages = self.sections.activate(key, self.view)  # a section's own button (the Hint)
                if messages is not None:
                    self.carry_out(messages)
                    return None
                if self.blocked():
                    return None
                held = self.input.held
                if held is not None and isinstance(key, K.Ally):  # the second press of a key's drag
                    self.put_down(held, key, None)
                    return None
                confirm = isinstance(gesture, Confirm)
                plan = (gestures.plan_confirm if confirm else gestures.plan_click)(self.session, key)
                if plan:
                    asked = self.ask_first(plan)
                    if asked is None:
                        self.perform(plan)
                    return asked
                if gestures.may_carry(self.session, key) and gestures.one_place(self.session, key) is None:
                    self.input.held = None if held == key else key
                    if self.input.held is not None:
                        self.picked_up(key)
                    return None
                words = self.explain(key)
                if words:
                    self.say(words, instruction=True)
        return None

    def put_down(self, key: K.Key, zone: K.Key | None, sprite: CardSprite | None) -> None:
        """The card at ``key`` put down on ``zone``: carried there, or held and put with a press."""
        self.input.held = None
        if sprite is not None:
            sprite.lifted = False  # it flies on from where it was let go
        taken = self.perform(gestures.plan_drop(self.session, key, zone), pointer=sprite is not None)
        if sprite is not None:
            if not taken:
                self.table.put_down(sprite, glide=True)
            self.table.stale = True

    def perform(self, plan: gestures.Plan, pointer: bool = False) -> bool:
        """Apply ``plan``'s actions in turn, up to the first refused (its reason is shown). True when
        the first was taken. The focus goes where the screen says the plan leads (but not after a
        card carried with the pointer); it comes back if the first action is refused."""
        if not plan:
            return False
        before = self.focus
        if not pointer:
            self.focus = self.focus_for(plan) or self.focus
        for index, action in enumerate(plan):
            if index:
                self.table.finish()
            if not self.act(action):
                if index == 0:
                    self.focus = before
                return index > 0
        self.performed(plan)
        return True

    def blocked(self) -> bool:
        """The table takes no gesture now but its screen's commands (the end-of-visit panel)."""
        return False

    def ask_first(self, plan: gestures.Plan) -> Transition | None:
        """A dialog to confirm ``plan`` first (a move that cannot be taken back, or does nothing)."""
        return None

    def focus_for(self, plan: gestures.Plan) -> K.Key | None:
        """Where the focus goes when ``plan`` is played (None: it stays)."""
        return None

    def performed(self, plan: gestures.Plan) -> None:
        """``plan`` was played."""

    def picked_up(self, key: K.Key) -> None:
        """The card at ``key`` was picked up with a press, to be put down with the next."""

    def explain(self, key: K.Key, dragged: bool = False) -> str | None:
        """Words for a click (or a drag) that means no action now (None: nothing is said)."""
        return None

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        """A key of the screen's own (Space, the number keys...)."""
        return None

    # -- the pointer and the keyboard ------------------------------------------------------------

    @property
    def press(self) -> Press | None:
        return self.input.press

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            # Input never waits: what moves lands first, so that the layers judge the press
            # against the table it is meant for (the tutorial's words, hidden while cards move).
            self.table.finish()
        reply = self.sections.handle(event, self.view)
        self.carry_out(reply.messages)
        question = next((m for m in reply.messages if isinstance(m, AskFirst)), None)
        if question is not None:
            return self.ask_first_of(question)
        if reply.taken:
            return None  # a section took it (the tutorial's Next, or a click beside its target)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.table.finish()
            self.table.tooltip.show(None)  # a click acts: the ability's words step aside
            self.input.down(self.key_at(event.pos), event.pos)
            return None
        if event.type == pygame.MOUSEMOTION:
            return self.mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            self.table.finish()
            played = len(self.session.steps)
            transition = self.key_down(event)
            # A key that acts puts the words aside as a click does: Enter, Space, and any key that
            # played a move (a number key placing a friend or using an ally; a friend placed with
            # Enter then 2 had its words left in the middle panel while the ring was on slot 2).
            acted = event.key in (*ENTER, pygame.K_SPACE) or len(self.session.steps) != played
            self.tips.follow_focus(acted)
            return transition
        if event.type == pygame.WINDOWLEAVE and self.hover is not None:
            self.set_hover(None)
        return None

    def mouse_move(self, pos: tuple[int, int]) -> Transition | None:
        carrying = self.input.motion(pos)
        if isinstance(carrying, Refused):
            words = self.explain(carrying.key, dragged=True)
            if words:
                self.say(words, instruction=True)
        elif carrying:
            self.set_hover(None)
            self.moved = True
            return None
        key = self.key_at(pos)
        self.tips.pointer_moved(pos, key)
        self.set_hover(key, pos)
        return None

    def mouse_up(self, pos: tuple[int, int]) -> Transition | None:
        gesture = self.input.up(pos, self.key_at(pos), self.ctx.now())
        if gesture is None or isinstance(gesture, Drop):
            return None if gesture is None else self.gesture(gesture)
        self.focus = gesture.key
        transition = self.gesture(gesture)
        self.changed()
        return transition

    def key_down(self, event: pygame.event.Event) -> Transition | None:
        button = button_of_key(event)
        if button is not None:
            return self.commands()[button]()
        if event.key in ARROWS:
            self.focus = step_focus(self.focusables(), self.focus, *ARROWS[event.key])
            self.refresh()
            return None
        if event.key == pygame.K_TAB and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.focus = tab_focus(self.focusables(), self.focus, backwards=bool(event.mod & pygame.KMOD_SHIFT))
            self.refresh()
            return None
        if event.key in ENTER:
            keys = [f.key for f in self.focusables()]
            if self.focus not in keys:
                self.focus = keys[0] if keys else None
            transition = self.gesture(Confirm(self.focus)) if self.focus is not None else None
            self.changed()
            return transition
        transition = self.scene_key(event)
        self.changed()
        return transition
