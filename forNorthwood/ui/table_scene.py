"""What the fief selection and the visit share: input on the table and its transitions.

The scene turns the player's input into the session's actions and hands the events
to its ``Table``, which moves the sprites. Legality is never derived here:
highlighting, drop targets and keyboard focus all come from ``session.legal()``, and
a refused action shows the core's reason. The mouse and keyboard handling is the
``TableInput`` mixin's (``table_input``); it calls the decisions the scenes define here.
"""

from __future__ import annotations

import pygame

from ..core import Action, IllegalAction
from ..core import events as E
from ..core.cards import FIEF_COUNT, SLOT_COUNT
from ..game.session import Session
from ..game.settle import finish_settled
from ..i18n import _
from ..i18n.abilities_text import ability_text
from ..i18n.events_text import describe
from ..i18n.messages import character_name, error_message
from .hints_view import HintView
from .layout import Layout
from .places import Looks
from .scene import SCENE_OF_PHASE, Context, Scene, Transition, goto, push
from .settle_view import SettleWatch
from .sprites import CardSprite
from .table import Table
from .table_drawing import TableDrawing
from .table_input import Press, TableInput
from .table_model import TableModel
from .tutorial_wiring import TutorialGuide
from .widgets import Button, Focusable, tooltip


def ironman_text() -> str:
    return _("This is an Ironman game: there is no undo, every choice is final.")


class TableScene(TableInput, TableDrawing, Scene):
    """Base of the fief selection and the visit."""

    kind = ""

    def __init__(
        self,
        ctx: Context,
        session: Session,
        events: list[E.Event] | None = None,
        message: str = "",
        model: TableModel | None = None,
    ) -> None:
        super().__init__(ctx)
        self.session = session
        self.message = message
        self.message_error = False
        self.focus: str | None = None
        self.hover: str | None = None
        self.press: Press | None = None
        self.last_click: tuple[str | None, int] = (None, -10_000)
        start = model if model is not None else TableModel.from_view(session.view())
        self.settle = SettleWatch(ctx.jobs)
        self.table = Table(ctx, start, self.looks, self.on_event)
        self.table.place_all(ctx.now(), 0)
        self.hints = HintView(self)
        if events:
            self.table.play(events)
        self.guide = TutorialGuide(self)  # the tutorial over the table, when this game has one
        self.watch_certainty()  # a game continued mid-visit may be settled already

    # -- what the table shows -------------------------------------------------------------

    @property
    def model(self) -> TableModel:
        return self.table.model

    @property
    def layout(self) -> Layout:  # type: ignore[override]  # a table scene's layout is its table's, read-only
        return self.table.layout

    @property
    def hold(self) -> E.VisitOver | None:
        return self.table.hold

    def looks(self) -> Looks:
        """What the cards should show now (subclasses say what is legal)."""
        return Looks(visit=False, focus=self.focus)

    def on_event(self, event: E.Event, told: bool) -> None:
        """An event starts to be shown: its sentence on the message line, its sound."""
        if told:
            return
        text = describe(event)
        if text:
            self.say(text)
        self.ctx.sounds.event(event)

    # -- the session ---------------------------------------------------------------------------

    def legal(self) -> tuple[Action, ...]:
        return self.session.legal()

    def act(self, action: Action) -> bool:
        """Apply ``action`` through the session; on refusal show the core's reason."""
        self.table.finish()
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            self.say(error_message(error), error=True)
            return False
        self.message_error = False
        self.watch_certainty()  # off the UI thread; see settle_certain_visit
        self.table.play(events)
        self.changed()
        return True

    def undo(self) -> None:
        self.table.finish()
        if not self.session.undo_allowed:
            self.session.undo()  # refused, and remembered: the game now stays Ironman
            self.say(ironman_text(), error=True)
        elif self.session.undo():
            self.table.resync(TableModel.from_view(self.session.view()))
            self.say(_("Undone."))
        else:
            self.say(_("Nothing to undo since the last card was revealed."), error=True)
        self.changed()

    def redo(self) -> None:
        self.table.finish()
        if not self.session.undo_allowed:
            self.session.redo()  # refused, and remembered: the game now stays Ironman
            self.say(ironman_text(), error=True)
            return
        events = self.session.redo()
        if events is None:
            self.say(_("Nothing to redo."), error=True)
        else:
            self.table.play(events)
        self.changed()

    def undo_button(self, key: str, rect: pygame.Rect) -> Button:
        """Undo or Redo; in an Ironman game the button itself says why it is off."""
        session = self.session
        if not session.undo_allowed:
            label = _("Undo: off (Ironman)") if key == "undo" else _("Redo: off (Ironman)")
            return Button(key, label, rect, False, hint=_("chosen in the settings"))
        if key == "undo":
            return Button(key, _("Undo"), rect, session.can_undo(), hint=_("Ctrl+Z"))
        return Button(key, _("Redo"), rect, session.can_redo(), hint=_("Ctrl+Y"))

    def say(self, message: str, error: bool = False) -> None:
        self.message = message
        self.message_error = error
        self.show_message()

    def show_message(self) -> None:
        picture, rect = self.message_picture()
        self.table.message_line.show(picture, rect.topleft)

    def changed(self) -> None:
        """The session or the focus changed: keep the focus valid and the marks up to date."""
        self.focus_default()
        self.table.refresh()

    def focus_default(self) -> None:
        """Subclasses put the focus on the likely next move."""

    # -- the loop ----------------------------------------------------------------------------------

    def busy(self) -> bool:
        # The tutorial's spotlight pulses for under a second after a stray click; never longer
        # (the table routes to the next scene only when not busy).
        return self.table.busy() or self.guide.animating()

    def update(self, now: int) -> Transition | None:
        self.guide.update()
        self.hints.update()
        self.settle_certain_visit()
        was_busy = self.table.busy()
        if was_busy:
            self.table.advance(now)
            if not self.table.busy():
                self.changed()  # the table came to rest: marks and focus for the next move
        if not self.table.busy() and self.table.hold is None:
            return self.route()
        return None

    def settle_certain_visit(self) -> None:
        """The optional rule: once the search says nothing can change the visit's outcome,
        the rest of the visit is played (the cards still move; the message line says so)."""
        if not self.watch_certainty():
            return
        outcome = self.settle.outcome(self.session.state)
        if outcome is None:
            return
        self.settle.cancel()
        self.table.play(finish_settled(self.session, outcome))
        self.changed()

    def watch_certainty(self) -> bool:
        """With the setting on, make sure the position shown is being searched (or was):
        one reached without an action of ours — a game continued mid-visit, an undo or
        redo, the setting switched on — is searched from now. False when the setting is
        off or the table holds at the end of a visit."""
        if not self.ctx.settings.finish_certain_visits or self.hold is not None:
            return False
        watch = self.settle
        if not watch.watching(self.session.state):
            watch.watch(self.session.state)
        return True

    def route(self) -> Transition | None:
        """Leave for the scene that shows the session's phase, if it is not this one."""
        target = SCENE_OF_PHASE.get(self.session.state.phase.value, self.kind)
        if target == self.kind:
            return None
        if target == "end_of_game":
            return goto(target, session=self.session)
        return goto(target, session=self.session, message=self.message, model=self.model)

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)

    @property
    def dirty(self) -> bool:
        return self.table.stale

    @dirty.setter
    def dirty(self, value: bool) -> None:
        if hasattr(self, "table") and value:
            self.table.stale = True

    # -- what is under the mouse and what the keyboard reaches -----------------------------------

    def hit_targets(self) -> list[tuple[str, pygame.Rect]]:
        """What reacts besides the cards (buttons, piles, zones), bottom first."""
        return [(f"button:{b.key}", b.rect) for b in self.buttons()]

    def key_at(self, pos: tuple[int, int]) -> str | None:
        if self.hints.rect().collidepoint(pos):
            return "button:hint"
        for key, rect in reversed(self.hit_targets()):
            if key.startswith("button:") and rect.collidepoint(pos):
                return key
        sprite = self.table.sprite_at(pos)
        if sprite is not None:
            return sprite.key
        for key, rect in reversed(self.hit_targets()):
            if rect.collidepoint(pos):
                return key
        return None

    def locate(self, key: str) -> pygame.Rect | None:
        """Where ``key`` is on screen now (used by keyboard focus and by tests)."""
        if key == "button:hint":
            return self.hints.rect()
        sprite = self.table.sprite_of(key)
        if sprite is not None:
            return sprite.card_rect
        for name, rect in reversed(self.hit_targets()):
            if name == key:
                return rect
        return None

    def focusables(self) -> list[Focusable]:
        return []

    def buttons(self) -> list[Button]:
        return []

    # -- what the scenes decide ---------------------------------------------------------------------

    def activate(self, key: str) -> Transition | None:
        """A click or Enter on ``key``."""
        return self.table_button(key)

    def double_activate(self, key: str) -> Transition | None:
        return self.activate(key)

    def confirm(self, key: str) -> Transition | None:
        """Enter on the focused ``key``."""
        return self.activate(key)

    def may_carry(self, key: str) -> bool:
        """Whether the card at ``key`` may be picked up with the mouse."""
        return False

    def drop_zones(self, sprite: CardSprite) -> list[pygame.Rect]:
        """Where the carried card may be put down (lit while it is carried)."""
        return []

    def drop(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        """The player let go of a carried card at ``pos``; True when an action took it."""
        return False

    def character_at(self, key: str) -> str | None:
        """The character shown at ``key`` (for the ability tooltip)."""
        sprite = self.table.sprite_of(key)
        if sprite is not None and sprite.place.face[0] in ("character", "ruler"):
            return sprite.place.face[1]
        if sprite is not None and sprite.place.face[0] == "fief":
            return sprite.place.face[3]
        return None

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        return None

    def table_button(self, key: str) -> Transition | None:
        """The buttons every table scene has (undo, redo, menu, rules)."""
        if key == "button:undo":
            self.undo()
        elif key == "button:redo":
            self.redo()
        elif key == "button:menu":
            return push("menu", session=self.session)
        elif key == "button:rules":
            return push("rules")
        elif key == "button:hint":
            self.hints.press()
        elif key == "button:tracker":
            return push("card_tracker", session=self.session)
        return None

    def open_pile(self, pile: str) -> Transition:
        title = _("Discard pile") if pile == "discard" else _("Score pile")
        return push("pile_viewer", title=title, cards=list(self.model.pile(pile)))

    # -- the tooltip under the pointer (the input itself is TableInput's) --------------------------

    def hovered(self) -> None:
        """The pointer moved onto another thing (buttons light up)."""
        self.table.stale = True

    def show_tooltip(self, pos: tuple[int, int]) -> None:
        """The ability of the character under the pointer, beside its card."""
        hover = self.hover
        character = None if hover is None or self.hold is not None else self.character_at(hover)
        if hover is None or character is None:
            self.table.tooltip.show(None)
            return
        anchor = self.locate(hover) or pygame.Rect(pos, (1, 1))
        window = pygame.Rect((0, 0), self.ctx.size)
        name, text = character_name(character), ability_text(character)
        note = self.tooltip_note(hover)
        if note:
            text = f"{text}\n\n{note}"
        spare = [r for r in self.spare() if not r.colliderect(anchor)]
        picture, box = tooltip(window, name, text, anchor, self.layout.px(17), self.avoid(), spare)
        self.table.tooltip.show(picture, box.topleft)

    def tooltip_note(self, key: str) -> str | None:
        """A line under the ability in the tooltip of ``key`` (what that ally can do now)."""
        return None

    def tracker_button(self) -> Button:
        return Button("tracker", _("Cards (T)"), self.layout["tracker_button"], hint="")

    def avoid(self) -> list[pygame.Rect]:
        """Places a tooltip must not cover."""
        return []

    def spare(self) -> list[pygame.Rect]:
        """Places a tooltip should rather leave visible: the allies' cards, the ruler, the
        fiefs, the HUD, the message and the prompt (the one under the pointer is left out by
        the caller)."""
        lay = self.layout
        found = [self.locate(f"ally:{slot}") for slot in range(SLOT_COUNT)]
        fiefs = [lay[f"fief{i}"] for i in range(FIEF_COUNT) if f"fief{i}" in lay]
        named = [lay[n] for n in ("ruler_card", "hud", "message", "prompt") if n in lay]
        return [r for r in found if r is not None] + fiefs + named

    # -- drawing the still picture ----------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        self.moved = False
        return self.guide.draw(surface, self.table.draw(surface, full, self.draw_still, self.still_key()))

    def still_key(self) -> tuple:
        """Everything the still picture depends on (it is drawn again only when this changes)."""
        session = self.session
        hover = self.hover if self.hover and self.hover.startswith("button:") else None
        return (
            self.still_model(),
            self.focus,
            hover,
            self.table.hold,
            id(session.state),
            len(session.steps),
            len(session.redo_stack),
            session.undo_allowed,
            self.ctx.size,
        )

    def still_model(self) -> object:
        """What of the table model the still picture shows (piles' counts, the kingdom...)."""
        return self.model
