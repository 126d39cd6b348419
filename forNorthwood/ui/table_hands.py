"""The player's hands on the table and what they play: a press, a carried card, a click, a
double click or a key becomes a gesture (``table_input``), the gesture the legal actions it
stands for (``game.table_keys``), and the actions are played on the session and shown on the
stage (``TablePlay``); a screen's own commands and keys come first.

``TableHands`` is the part of ``TableScene`` that takes input; the hooks a screen overrides
(``ask_first``, ``focus_for``, ``performed``, ``picked_up``, ``explain``,
``scene_key``, ``blocked``) are here with what they answer by default.

``TablePlay`` is the table scene's one port to the session: the session's actions played onto
the stage, undo and redo, and the optional rule that plays out a visit whose outcome is
certain. It moves the cards (through the ``Stage``) and answers in words for the message line,
which the scene shows; it never calls the scene.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence

import pygame

from ..core import Action, IllegalAction, State
from ..core.view import TableModel
from ..game import table_keys as K
from ..game.session import Session
from ..game.settle import finish_settled
from ..i18n import _
from ..i18n.messages import error_message
from .focus import Focusable
from .layers import AskFirst, Message, TableView
from .scene import Context, Transition
from .sections import TableSections
from .settle_view import SettleWatch
from .sprites import CardSprite
from .stage import Stage
from .table_buttons import ironman_text
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
    refused: K.Key | None
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
    def publish(self) -> None: ...

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
        action of the game), else the actions the gesture stands for (``game.table_keys``)."""
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
                plan = (K.plan_confirm if confirm else K.plan_click)(self.session, key)
                if plan:
                    asked = self.ask_first(plan)
                    if asked is None:
                        self.perform(plan)
                    return asked
                if K.may_carry(self.session, key) and K.one_place(self.session, key) is None:
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
        taken = self.perform(K.plan_drop(self.session, key, zone), pointer=sprite is not None)
        if sprite is not None:
            if not taken:
                self.table.put_down(sprite, glide=True)
            self.table.stale = True

    def perform(self, plan: K.Plan, pointer: bool = False) -> bool:
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
                    self.focus = self.refused = before
                return index > 0
        self.performed(plan)
        return True

    def blocked(self) -> bool:
        """The table takes no gesture now but its screen's commands (the end-of-visit panel)."""
        return False

    def ask_first(self, plan: K.Plan) -> Transition | None:
        """A dialog to confirm ``plan`` first (a move that cannot be taken back, or does nothing)."""
        return None

    def focus_for(self, plan: K.Plan) -> K.Key | None:
        """Where the focus goes when ``plan`` is played (None: it stays)."""
        return None

    def performed(self, plan: K.Plan) -> None:
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
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.publish()  # the table may have come to rest: the sections see it as it is
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


#: Words for the message line, and whether they tell of a refusal (drawn in red).
Said = tuple[str, bool]


class TablePlay:
    """A session played on a stage."""

    def __init__(self, session: Session, stage: Stage, ctx: Context) -> None:
        self.session = session
        self.stage = stage
        self.ctx = ctx  # its settings: finish a visit once its outcome is certain, or not
        self.settle = SettleWatch(ctx.jobs)
        self.settles = True  # False: no visit is ever finished for the player (a puzzle)
        self._viewed: tuple[State, dict] | None = None

    def legal(self) -> tuple[Action, ...]:
        return self.session.legal()

    def public_view(self) -> dict:
        """The session's public view of the position (worked out once per position: states are values)."""
        state = self.session.state
        if self._viewed is None or self._viewed[0] is not state:
            self._viewed = (state, self.session.view())
        return self._viewed[1]

    def act(self, action: Action, holding: bool) -> str | None:
        """Apply ``action`` and show the positions after its events; the core's reason in the player's words if it is
        refused (None: played). ``holding``: the end-of-visit panel holds the table."""
        self.stage.finish()
        first = len(self.session.steps)
        try:
            self.session.apply(action)
        except IllegalAction as error:
            return error_message(error)
        self.watch(holding)  # off the UI thread; see ``finish_certain``
        self.stage.play(self.session.moments(first))
        return None

    def undo(self) -> Said:
        """Undo back to the last card revealed (not in an Ironman game), and what to say of it."""
        self.stage.finish()
        session = self.session
        if not session.undo_allowed:
            session.undo()  # refused, and remembered: the game now stays Ironman
            return ironman_text(), True
        if session.undo():
            self.stage.resync(TableModel.from_state(session.state))
            return _("Undone."), False
        return _("Nothing to undo since the last card was revealed."), True

    def redo(self) -> Said | None:
        """Redo what was undone (the positions after its events are shown); what to say of it
        (None: nothing)."""
        self.stage.finish()
        if not self.session.undo_allowed:
            self.session.redo()  # refused, and remembered: the game now stays Ironman
            return ironman_text(), True
        first = len(self.session.steps)
        if self.session.redo() is None:
            return _("Nothing to redo."), True
        self.stage.play(self.session.moments(first))
        return None

    def finish_certain(self, holding: bool) -> bool:
        """The optional rule: once the search says nothing can change the visit's outcome, the
        rest of the visit is played (the cards still move; the message line says so). True when
        it was."""
        if not self.ctx.settings.finish_certain_visits or not self.watch(holding):
            return False
        return self.finish()

    def decided(self, holding: bool) -> bool:
        """The search found that nothing the player can still do changes the visit's outcome, at
        the position shown: the player may finish the visit at once ("Finish the visit")."""
        return self.watch(holding) and self.settle.outcome(self.session.state) is not None

    def finish(self) -> bool:
        """Play the rest of a visit whose outcome the search found certain, as the rules say (every
        statement revealed and answered; the message line says the visit was decided). True when
        it was; False when the position shown is not known to be decided."""
        outcome = self.settle.outcome(self.session.state)
        if outcome is None:
            return False
        self.settle.cancel()
        first = len(self.session.steps)
        finish_settled(self.session, outcome)
        self.stage.play(self.session.moments(first))
        return True

    def watch(self, holding: bool) -> bool:
        """Make sure the position shown is being searched (or was): one reached without an action
        of ours — a game continued mid-visit, an undo or redo, the setting switched on — is
        searched from now. Every position of a visit is, whether the setting is on (the visit is
        finished for the player) or off ("Finish the visit" is offered): the offer's rule is that
        nothing the player can still do changes the result, the target reached or not (one card
        left that surely wins the last dialogue needed is as decided as a target reached with cards
        that cannot win). False when nothing is searched (a puzzle, the table holding at the end
        of a visit)."""
        if not self.settles or holding:
            return False
        state = self.session.state
        if not self.settle.watching(state):
            self.settle.watch(state)
        return True
