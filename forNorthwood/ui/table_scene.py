"""The table screen the fief selection and the visit share: its input, its sections, its drawing.

The input map (``table_input``) turns a press, a carried card, a click, a double click or a
key into a gesture on a table key; ``game.table_keys`` reads the gesture as the legal actions
it stands for, and ``TableScene`` plays them through the session (its input side is
``table_hands.TableHands``); the events go to its ``Stage``, which moves the sprites. A
screen adds only its own words and commands.
Legality is never derived here: highlighting, drop targets and keyboard focus all come
from ``session.legal()``, and a refused action shows the core's reason. Everything on
screen is named by a table key (``game/table_keys.py``).

The hints and the tutorial are sections over the table (``hint_layer``,
``tutorial_layer``, dispatched by ``sections``): they see it through a ``TableView`` and
return messages the scene carries out. The still picture is part of the table's frozen frame
(``frame.table_frame``), made of the position and what the screen adds (its ``turn``), painted
(by ``visit_still`` or ``selection_still``) only when it changes.

A table scene starts in two steps: the constructor only sets fields, and ``enter``
(called by the app once the scene is built) lays the cards out and starts showing the
events that led here, so nothing a subclass overrides runs before it is fully built.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import ClassVar

import pygame

from ..core import Action, Moment
from ..core import events as E
from ..core.cards import SLOT_COUNT
from ..core.view import TableModel
from ..game import table_keys as K
from ..game.session import Session
from ..i18n import _
from ..i18n.controls_text import button_name
from ..i18n.tutorial_text import friend_card_note
from .buttons import Button
from .focus import Focusable
from .frame import Looks, Marks, Turn
from .hint_layer import HintLayer
from .layers import (
    AddSprites,
    AskFirst,
    CountHint,
    Focus,
    HintShown,
    KeyDone,
    LetGo,
    Message,
    NextLesson,
    PlayHinted,
    Redraw,
    Say,
    SkipTutorial,
    TableView,
    Unsay,
)
from .scene import SCREEN_OF_PHASE, Context, GameScreen, Pop, Push, Scene, ShowGame, Transition
from .scenes.card_tracker import CardTracker
from .scenes.confirm import ask
from .scenes.menu_overlay import MenuOverlay
from .scenes.pile_viewer import PileViewer
from .scenes.rules_overlay import RulesOverlay
from .sections import TableSections
from .stage import Stage
from .still_drawing import ButtonLook, StillPicture
from .table_buttons import tracker_button, undo_button
from .table_hands import TableHands, TablePlay
from .table_input import TableInput
from .table_places import TableLayout
from .table_tooltip import TableTooltip, character_at
from .table_view import TableSceneView
from .tutorial_layer import TutorialLayer


class TableScene(TableHands, Scene, ABC):
    """Base of the fief selection and the visit."""

    #: Which of the scenes that show a game this is (it leaves when the game's phase is another's).
    screen: ClassVar[GameScreen]
    playing = True

    def __init__(
        self,
        ctx: Context,
        session: Session,
        moments: Sequence[Moment] = (),
        message: str = "",
        model: TableModel | None = None,
    ) -> None:
        super().__init__(ctx)
        self.session = session
        self.focus: K.Key | None = None
        self.hover: K.Key | None = None
        #: Where the ring was when the player's move there was refused: it stays there (once).
        self.refused: K.Key | None = None
        start = model if model is not None else TableModel.from_state(session.state)
        self.table = Stage(ctx, start, message)
        self.play = TablePlay(session, self.table, ctx)
        self.input = TableInput(self.table, session)
        self.hints = HintLayer(ctx.jobs)
        self.tutorial = TutorialLayer(session.tutorial, ctx.now)  # inert when this game has no active tutorial
        self.hints.tutorial_move = self.tutorial.asked_move  # the Hint rings the move a step asks for
        #: Over the table, the one that sees input first first.
        self.sections = TableSections(self.tutorial, self.hints)
        self.view: TableView = TableSceneView(self)
        #: A character's ability beside its card, under the pointer or the focus ring.
        self.tips = TableTooltip(self)
        self.opening = list(moments)  # the positions that led here, shown once the scene is entered

    def carry_over(self, old: Scene) -> None:
        if isinstance(old, TableScene):
            self.focus, self.hover = old.focus, old.hover

    def enter(self) -> None:
        """Lay the cards out, start showing the events that led here, and check the position."""
        self.refresh()
        if self.opening:
            self.table.play(self.opening)
        self.play.watch(self.hold is not None)  # a game continued mid-visit may be settled already

    # -- what the table shows -------------------------------------------------------------

    @property
    def model(self) -> TableModel:
        return self.table.model

    @property
    def layout(self) -> TableLayout:
        return self.table.layout

    @property
    def hold(self) -> E.VisitOver | None:
        return self.table.hold

    @property
    def ring(self) -> K.Key | None:
        """What the focus ring is drawn on: the focus, but nothing while an overlay (the menu, a
        dialog) covers the table, whose own ring is then the only one on screen."""
        return None if self.covered else self.focus

    def cover(self, covered: bool) -> None:
        if covered != self.covered:
            super().cover(covered)
            self.refresh()  # the cards' marks: the ring goes from them, or comes back

    def looks(self, ready: bool | None = None) -> Looks:
        """What the cards should show now, or with the table at rest (``ready``) or not
        (subclasses say what is legal)."""
        return Looks(visit=False, focus=self.ring)

    def marks(self) -> Marks:
        """What the cards show at rest and while the table moves (the ``Stage`` picks)."""
        return Marks(self.looks(True), self.looks(False))

    def refresh(self) -> None:
        """Something the cards show changed (the focus, what is legal): the sprites' marks follow."""
        self.table.refresh(self.marks())
        self.publish()

    def publish(self) -> None:
        """Hand the view its sections see and the tooltip what they read of the screen now (where
        its own things are, what its buttons say), so that neither calls the scene: after every
        change (``refresh``), and before the sections see a key, a click or a frame (a pointer's
        motion sees the frame's)."""
        self.input.places = self.places()
        self.tips.notes = self.button_notes()

    def places(self) -> tuple[list[tuple[K.Key, pygame.Rect]], list[tuple[K.Key, pygame.Rect]]]:
        """Where the screen's own things are (``TableInput.locate``): its sections' (the Hint button)
        and its panels', then its buttons, piles and zones, bottom first."""
        return self.layer_targets(), self.hit_targets()

    @property
    def message(self) -> str:
        """The newest sentence on the message line (carried over to the next screen)."""
        return self.table.line.text

    @property
    def message_error(self) -> bool:
        """The message line tells of a refusal (in red)."""
        return self.table.line.error

    # -- the session ---------------------------------------------------------------------------

    def legal(self) -> tuple[Action, ...]:
        return self.session.legal()

    def public_view(self) -> dict:
        """The session's view of the position (worked out once per position)."""
        return self.play.public_view()

    def act(self, action: Action) -> bool:
        """Apply ``action`` through the session; on refusal show the core's reason."""
        refusal = self.play.act(action, self.hold is not None)
        if refusal is not None:
            self.say(refusal, error=True)
            return False
        self.table.line.error = False
        self.changed()
        return True

    def undo(self) -> None:
        self.table.finish()  # what moves lands (and is told) first
        self.table.line.feed.clear()  # what it told is undone
        steps = self.session.steps
        undone = steps[-1].action if steps and self.session.can_undo() else None
        self.say(*self.play.undo())
        self.changed()
        if undone is not None and self.session.redo_stack[-1:] == [undone]:
            key = K.undone_focus(undone, {f.key for f in self.focusables()})
            if key is not None and key != self.focus:
                self.focus = key
                self.refresh()

    def redo(self) -> None:
        self.table.finish()
        self.table.line.feed.clear()
        said = self.play.redo()
        if said is not None:
            self.say(*said)
        self.changed()

    def undo_button(self, name: str, rect: pygame.Rect) -> Button[K.Key]:
        return undo_button(self.session, name, rect)

    def say(self, message: str, error: bool = False, instruction: bool = False) -> None:
        """A sentence on the message line, after the events' (a refusal stands alone, in red; an
        ``instruction``, how to do something, is not kept once the next sentence comes)."""
        self.table.line.say(message, error, self.layout, instruction)

    def show_message(self) -> None:
        """Put the message line on screen (a sprite: a new sentence does not redraw the table)."""
        self.table.line.show(self.layout)

    def changed(self) -> None:
        """The session or the focus changed: keep the focus valid and the marks up to date."""
        before = self.focus
        if self.focus is None or self.focus != self.refused:
            self.focus_default()
        # A refused move leaves the ring on what was tried (it moved on, and the refusal read as the next card's).
        self.refused = None
        self.carry_out(self.tutorial.steer(self.view, refocused=self.focus != before))
        self.refresh()

    def focus_default(self) -> None:
        """Subclasses put the focus on the likely next move."""

    # -- what the layers ask for ---------------------------------------------------------------

    def carry_out(self, messages: Sequence[Message]) -> None:
        """Do what the layers asked for."""
        for message in messages:
            match message:
                case Say(text, error, hint):
                    self.table.line.say(text, error, self.layout, hint=hint)
                case Unsay():
                    self.table.line.unsay_hint(self.layout)
                case Redraw(still):
                    self.table.stale = True
                    if still:
                        self.table.forget_still()
                case AddSprites(sprites):
                    self.table.group.add(*sprites)
                case CountHint(state):
                    self.session.count_hint(state)
                case HintShown(state, advice):
                    self.session.note_hint(state, advice)
                case PlayHinted(action):
                    self.play_hinted(action)
                case KeyDone():
                    self.tips.follow_focus()
                case Focus(key, quiet):
                    self.focus = key
                    if quiet:  # the Hint moved the ring where Enter acts: no words come (the ring's go)
                        self.tips.quiet_focus(key)
                    self.refresh()  # the dashed ring is drawn where Enter acts now
                    self.table.stale = True
                case LetGo():
                    self.input.held = None
                    self.refresh()
                case NextLesson():
                    self.ctx.keeper.tutorial_next(self.session)
                    self.carry_out(self.tutorial.steer(self.view))
                    self.refresh()
                case SkipTutorial():
                    self.ctx.keeper.skip_tutorial(self.session)
                case AskFirst():  # a question is a dialog over the table: asked in ``handle``
                    pass

    def commands(self) -> dict[K.Key, Callable[[], Transition | None]]:
        """The buttons of the screen that are not actions of the game: undo, redo, the menu, the
        rules, the card tracker (a screen adds its own)."""
        return {
            K.Button("undo"): lambda: self.undo(),
            K.Button("redo"): lambda: self.redo(),
            K.Button("menu"): lambda: Push(lambda ctx: MenuOverlay(ctx, self.session)),
            K.Button("rules"): lambda: Push(RulesOverlay),
            K.Button("tracker"): lambda: Push(lambda ctx: CardTracker(ctx, self.session)),
        }

    def ask_first_of(self, question: AskFirst) -> Transition:
        """A section's question, as a dialog over the table; on yes, what the section asked for."""

        def then() -> Transition:
            self.carry_out(question.then)
            return Pop()

        return ask(title=question.title, message=question.message, yes=question.yes, no=question.no, then=then)

    def play_hinted(self, action: Action) -> None:
        """The move the hint rings, played as if chosen (G, the pad's right stick, Enter right after
        H): as a gesture's move is, so that a pick it makes counts in its run (Take back the last
        pick showed after a pick by the mouse, not after one the Hint played for the pad)."""
        if self.act(action):
            self.performed((action,))

    # -- the loop ----------------------------------------------------------------------------------

    def busy(self) -> bool:
        # The tutorial's spotlight pulses for under a second after a stray click; never longer
        # (the table routes to the next scene only when not busy).
        return self.table.busy() or self.table.painting() or self.tutorial.animating()

    def update(self, now: int) -> Transition | None:
        self.hints.enter_waits = not self.tutorial.active
        self.publish()
        self.carry_out(self.sections.update(self.view))
        self.tips.follow_badges()
        self.tips.keep_to_focus()
        if self.play.finish_certain(self.hold is not None):
            self.changed()
        was_busy = self.table.busy()
        if was_busy:
            self.table.advance(now)
            if not self.table.busy():
                self.changed()  # the table came to rest: marks and focus for the next move
                # The sections see the table at rest at once (a hint's badges wait for it): the loop
                # may sleep until the next input once nothing moves.
                self.carry_out(self.sections.update(self.view))
        steered = self.tutorial.steer(self.view) if not self.table.busy() else []
        if steered:
            self.carry_out(steered)
            self.refresh()
        if not self.table.busy() and self.table.hold is None:
            return self.route()
        return None

    def route(self) -> Transition | None:
        """Leave for the scene that shows the session's phase, if it is not this one."""
        if SCREEN_OF_PHASE[self.session.state.phase] is self.screen:
            return None
        return ShowGame(self.session, message=self.message, model=self.model)

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)
        self.publish()
        self.show_message()

    def pointer_gone(self) -> None:
        """No hover left behind: its tooltip and the ruler it previews go, and nothing is pressed."""
        self.input.forget()
        self.set_hover(None)
        self.table.tooltip.show(None)

    @property  # a table scene is dirty when its table is
    def dirty(self) -> bool:
        return self.table.stale

    @dirty.setter
    def dirty(self, value: bool) -> None:
        if value:
            self.table.stale = True

    # -- what is under the mouse and what the keyboard reaches -----------------------------------

    def hit_targets(self) -> list[tuple[K.Key, pygame.Rect]]:
        """What reacts besides the cards (buttons, piles, zones), bottom first."""
        return [(b.key, b.rect) for b in self.buttons()]

    def layer_targets(self) -> list[tuple[K.Key, pygame.Rect]]:
        """What the sections own that the pointer and the focus reach (the Hint button)."""
        return self.sections.targets(self.view)

    def key_at(self, pos: tuple[int, int]) -> K.Key | None:
        return self.input.key_at(pos, self.layer_targets(), self.hit_targets(), self.blocked())

    def locate(self, key: K.Key) -> pygame.Rect | None:
        """Where ``key`` is on screen now, a card as placed (used by keyboard focus, hints and tests)."""
        return self.input.locate(key, self.layer_targets(), self.hit_targets())

    def table_words(self) -> list[pygame.Rect]:
        """Lines of words the table shows besides the prompt and message lines (``TableView.words``)."""
        return []

    def outline(self, key: K.Key) -> pygame.Rect | None:
        """The outline the player sees of ``key`` (what the tutorial puts its spotlight on)."""
        return self.input.outline(key) or self.locate(key)

    def focusables(self) -> list[Focusable[K.Key]]:
        return []

    def buttons(self) -> list[Button[K.Key]]:
        return []

    def character_at(self, key: K.Key) -> str | None:
        """The character shown at ``key`` (for the ability tooltip)."""
        return character_at(self.table, key)

    def open_pile(self, pile: K.Spot) -> Transition:
        title = _("Discard pile") if pile == K.DISCARD else _("Score pile")
        cards = list(self.model.pile(pile.name))
        return Push(lambda ctx: PileViewer(ctx, title, cards))

    def set_hover(self, key: K.Key | None, pos: tuple[int, int] = (0, 0)) -> None:
        if key == self.hover:
            return
        self.hover = key
        self.tips.show_of(key, pos)
        self.hovered()

    # -- the tooltip (``table_tooltip``): what the screen says of its cards ---------------------------

    def hovered(self) -> None:
        """The pointer moved onto another thing (buttons light up)."""
        self.table.stale = True

    def button_notes(self) -> dict[K.Key, tuple[str, str]]:
        """The buttons' names and why they are off, said as a character's ability is (under the
        pointer or the focus ring), by button; a button that needs no words has none."""
        return {}

    def in_panel(self, key: K.Key) -> bool:
        """Whether a panel of the screen says ``key``'s words (then no tooltip shows them)."""
        return False

    def tooltip_note(self, key: K.Key) -> str | None:
        """A line under the ability in the tooltip of ``key`` (what that ally can do now; how to
        bring a waiting friend in, with the device in use)."""
        return friend_card_note() if isinstance(key, K.Friend) else None

    def tracker_button(self) -> Button[K.Key]:
        return tracker_button(self.layout)

    def avoid(self) -> list[pygame.Rect]:
        """Places a tooltip must not cover."""
        return []

    def spare(self) -> list[pygame.Rect]:
        """Places a tooltip should rather leave visible: the allies' cards, the ruler, the
        fiefs, the HUD, the message and the prompt (the one under the pointer is left out by
        the caller)."""
        lay = self.layout
        found = [self.locate(K.Ally(slot)) for slot in range(SLOT_COUNT)]
        return [r for r in found if r is not None] + [*lay.fief_cards, lay.ruler_card, lay.hud, lay.message, lay.prompt]

    # -- drawing ----------------------------------------------------------------------------------

    def button_looks(self, buttons: list[Button[K.Key]]) -> tuple[ButtonLook, ...]:
        """``buttons`` as drawn now: lit under the pointer, ringed under the keyboard focus.
        While the tutorial runs, its Esc is "Skip tutorial" (asked first): no button of the
        table shows that key then (Back and Menu did, beside the tutorial's Skip)."""
        if self.tutorial.active:
            skip_key = button_name("back")
            buttons = [replace(b, hint="") if b.keycap and b.hint == skip_key else b for b in buttons]
        return tuple(ButtonLook(b, self.hover == b.key, self.ring == b.key) for b in buttons)

    @abstractmethod
    def turn(self) -> Turn:
        """What the screen adds to the position its table shows: the still picture's other half."""

    def picture(self) -> StillPicture:
        """Exactly what the still picture shows now (it is painted again only when this changes):
        the table frame's, with what the screen adds now."""
        return self.table.frame_with(self.turn()).still

    def show_panels(self, picture: StillPicture) -> None:
        """Sprites whose pictures go with the still picture (the end-of-visit panel)."""

    def still(self) -> StillPicture:
        """The still picture, asked for by the table when something on it changed."""
        picture = self.picture()
        self.show_panels(picture)
        return picture

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        self.moved = False
        picture = self.still() if self.table.wants_still(full, surface.get_size()) else None
        changed = self.table.draw(surface, full, picture)
        if changed is not None and self.sections.covers(self.view):
            self.table.repaint(surface)  # a section dims the whole table (the tutorial): all of it is new
            changed = None
        self.sections.draw(surface, self.view)
        return changed
