"""The table screen the fief selection and the visit share: its input, its sections, its drawing.

The input map (``table_input``) turns a press, a carried card, a click, a double click or a
key into a gesture on a table key; ``game.gestures`` reads the gesture as the legal actions
it stands for, and ``TableScene`` plays them through the session; the events go to its
``Stage``, which moves the sprites. A screen adds only its own words and commands.
Legality is never derived here: highlighting, drop targets and keyboard focus all come
from ``session.legal()``, and a refused action shows the core's reason. Everything on
screen is named by a table key (``game/table_keys.py``).

The hints and the tutorial are sections over the table (``hint_layer``,
``tutorial_layer``, dispatched by ``sections``): they see it through a ``TableView`` and
return messages the scene carries out. The still picture is a frozen value the scenes
build (``picture``), painted by ``visit_still`` or ``selection_still`` only when it changes.

A table scene starts in two steps: the constructor only sets fields, and ``enter``
(called by the app once the scene is built) lays the cards out and starts showing the
events that led here, so nothing a subclass overrides runs before it is fully built.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import ClassVar

import pygame

from ..core import Action, Moment
from ..core import events as E
from ..core.cards import SLOT_COUNT
from ..game import gestures
from ..game import table_keys as K
from ..game.session import Session
from ..i18n import _
from ..i18n.events_text import describe
from ..i18n.tutorial_text import friend_card_note
from . import pointing
from .event_feed import EventFeed
from .frame import CharacterFace, FiefFace, Looks, RulerFace
from .hint_layer import HintLayer
from .layers import (
    AddSprites,
    AskFirst,
    CountHint,
    Focus,
    HintShown,
    KeyDone,
    Message,
    NextLesson,
    PlayHinted,
    Redraw,
    Say,
    SkipTutorial,
    TableView,
)
from .scene import SCREEN_OF_PHASE, Context, GameScreen, Pop, Push, Scene, ShowGame, Transition
from .scenes.card_tracker import CardTracker
from .scenes.confirm import ask
from .scenes.menu_overlay import MenuOverlay
from .scenes.pile_viewer import PileViewer
from .scenes.rules_overlay import RulesOverlay
from .sections import TableSections
from .sprites import CardSprite
from .stage import Stage
from .still_drawing import ButtonLook, StillPicture, feed_picture
from .table_buttons import tracker_button, undo_button
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
)
from .table_model import TableModel
from .table_places import TableLayout
from .table_play import TablePlay
from .table_tooltip import TableTooltip
from .table_view import TableSceneView
from .tutorial_layer import TutorialLayer
from .widgets import Button, Focusable


class TableScene(Scene, ABC):
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
        self.message = message
        self.message_error = False
        self.feed = EventFeed()  # the last sentences, shown on the message line
        self.feed.note(message)
        self.focus: K.Key | None = None
        self.hover: K.Key | None = None
        start = model if model is not None else TableModel.from_state(session.state)
        self.table = Stage(ctx, start, self.looks, self.on_event)
        self.play = TablePlay(session, self.table, ctx.jobs, lambda: ctx.settings.finish_certain_visits)
        self.input = TableInput(self.table, session)
        self.hints = HintLayer(ctx.jobs, lambda: ctx.settings.keep_hint_on)
        self.tutorial = TutorialLayer(session.tutorial, ctx.now)  # inert when this game has no active tutorial
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
        self.table.place_all(self.ctx.now(), 0)
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
            self.table.refresh()  # the cards' marks: the ring goes from them, or comes back

    def looks(self) -> Looks:
        """What the cards should show now (subclasses say what is legal)."""
        return Looks(visit=False, focus=self.ring)

    def on_event(self, event: E.Event, told: bool) -> None:
        """An event starts to be shown: its sentence on the message line, its sound."""
        if told:
            return
        self.feed.add(event)
        newest = self.feed.newest
        if newest is not None and describe(event):
            self.message, self.message_error = newest.text, False
            self.show_message()
        self.ctx.sounds.event(event)

    # -- the session ---------------------------------------------------------------------------

    def legal(self) -> tuple[Action, ...]:
        return self.session.legal()

    def public_view(self) -> dict:
        """The session's view of the position (worked out once per position)."""
        return self.play.view()

    def act(self, action: Action) -> bool:
        """Apply ``action`` through the session; on refusal show the core's reason."""
        refusal = self.play.act(action, self.hold is not None)
        if refusal is not None:
            self.say(refusal, error=True)
            return False
        self.message_error = False
        self.changed()
        return True

    def undo(self) -> None:
        self.table.finish()  # what moves lands (and is told) first
        self.feed.clear()  # what it told is undone
        self.say(*self.play.undo())
        self.changed()

    def redo(self) -> None:
        self.table.finish()
        self.feed.clear()
        said = self.play.redo()
        if said is not None:
            self.say(*said)
        self.changed()

    def undo_button(self, name: str, rect: pygame.Rect) -> Button[K.Key]:
        return undo_button(self.session, name, rect)

    def say(self, message: str, error: bool = False) -> None:
        """A sentence on the message line, after the events' (a refusal stands alone, in red)."""
        self.message = message
        self.message_error = error
        self.feed.note(message, error)
        self.show_message()

    def show_message(self) -> None:
        """Put the message line on screen (a sprite: a new sentence does not redraw the table)."""
        picture, rect = feed_picture(self.layout, self.feed.lines)
        self.table.message_line.show(picture, rect.topleft)

    def changed(self) -> None:
        """The session or the focus changed: keep the focus valid and the marks up to date."""
        before = self.focus
        self.focus_default()
        self.carry_out(self.tutorial.steer(self.view, refocused=self.focus != before))
        self.table.refresh()

    def focus_default(self) -> None:
        """Subclasses put the focus on the likely next move."""

    # -- what the layers ask for ---------------------------------------------------------------

    def carry_out(self, messages: Sequence[Message]) -> None:
        """Do what the layers asked for."""
        for message in messages:
            match message:
                case Say(text, error):
                    self.say(text, error)
                case Redraw(still):
                    self.table.stale = True
                    if still:
                        self.table.forget_still()
                case AddSprites(sprites):
                    self.table.group.add(*sprites)
                case CountHint():
                    self.session.count_hint()
                case HintShown(state, advice):
                    self.session.note_hint(state, advice)
                case PlayHinted(action):
                    self.play_hinted(action)
                case KeyDone():
                    self.tips.follow_focus()
                case Focus(key):
                    self.focus = key
                case NextLesson():
                    self.ctx.keeper.tutorial_next(self.session)
                    self.carry_out(self.tutorial.steer(self.view))
                    self.table.refresh()
                case SkipTutorial():
                    self.ctx.keeper.skip_tutorial(self.session)
                case AskFirst():  # a question is a dialog over the table: asked in ``handle``
                    pass

    def ask_first_of(self, question: AskFirst) -> Transition:
        """A section's question, as a dialog over the table; on yes, what the section asked for."""

        def then() -> Transition:
            self.carry_out(question.then)
            return Pop()

        return ask(title=question.title, message=question.message, yes=question.yes, no=question.no, then=then)

    def play_hinted(self, action: Action) -> None:
        """The move the hint rings, played as if chosen (G)."""
        self.act(action)

    # -- the loop ----------------------------------------------------------------------------------

    def busy(self) -> bool:
        # The tutorial's spotlight pulses for under a second after a stray click; never longer
        # (the table routes to the next scene only when not busy).
        return self.table.busy() or self.tutorial.animating()

    def update(self, now: int) -> Transition | None:
        self.carry_out(self.sections.update(self.view))
        self.tips.follow_badges()
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
            self.table.refresh()
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
        return pointing.key_at(pos, self.table, self.layer_targets(), self.hit_targets())

    def locate(self, key: K.Key) -> pygame.Rect | None:
        """Where ``key`` is on screen now, a card as placed (used by keyboard focus, hints and tests)."""
        return pointing.locate(key, self.table, self.layer_targets(), self.hit_targets())

    def outline(self, key: K.Key) -> pygame.Rect | None:
        """The outline the player sees of ``key`` (what the tutorial puts its spotlight on)."""
        return pointing.outline(key, self.table) or self.locate(key)

    def focusables(self) -> list[Focusable[K.Key]]:
        return []

    def buttons(self) -> list[Button[K.Key]]:
        return []

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
                    self.say(words)
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

    def character_at(self, key: K.Key) -> str | None:
        """The character shown at ``key`` (for the ability tooltip)."""
        sprite = self.table.sprite_of(key)
        face = None if sprite is None else sprite.place.face
        if isinstance(face, CharacterFace | RulerFace):
            return face.code
        if isinstance(face, FiefFace):
            return face.ruler
        return None

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        """A key of the screen's own (Space, the number keys...)."""
        return None

    def open_pile(self, pile: K.Spot) -> Transition:
        title = _("Discard pile") if pile == K.DISCARD else _("Score pile")
        cards = list(self.model.pile(pile.name))
        return Push(lambda ctx: PileViewer(ctx, title, cards))

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
            transition = self.key_down(event)
            self.tips.follow_focus(event.key in (*ENTER, pygame.K_SPACE))
            return transition
        if event.type == pygame.WINDOWLEAVE and self.hover is not None:
            self.set_hover(None)
        return None

    def mouse_move(self, pos: tuple[int, int]) -> Transition | None:
        carrying = self.input.motion(pos)
        if isinstance(carrying, Refused):
            words = self.explain(carrying.key, dragged=True)
            if words:
                self.say(words)
        elif carrying:
            self.set_hover(None)
            self.moved = True
            return None
        key = self.key_at(pos)
        self.tips.pointer_moved(pos, key)
        self.set_hover(key, pos)
        return None

    def set_hover(self, key: K.Key | None, pos: tuple[int, int] = (0, 0)) -> None:
        if key == self.hover:
            return
        self.hover = key
        self.tips.show_of(key, pos)
        self.hovered()

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
            self.table.refresh()
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

    # -- the tooltip (``table_tooltip``): what the screen says of its cards ---------------------------

    def hovered(self) -> None:
        """The pointer moved onto another thing (buttons light up)."""
        self.table.stale = True

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
        """``buttons`` as drawn now: lit under the pointer, ringed under the keyboard focus."""
        return tuple(ButtonLook(b, self.hover == b.key, self.ring == b.key) for b in buttons)

    @abstractmethod
    def picture(self) -> StillPicture:
        """Exactly what the still picture shows now (it is painted again only when this changes)."""

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
