"""What the fief selection and the visit share: the table, its animations and its input.

The scene draws a *display model*: a copy of the protocol view whose piles are moved
card by card as the core's events are animated, in order. When the last event has
played, the model is replaced by the session's real view again, so what the player
sees always ends exactly where the rules put it. Input never waits for motion: a key
or a click first finishes the animations, then acts.

Legality is never derived here: highlighting, drop targets and keyboard focus all
come from ``session.legal()``, and a refused action shows the core's reason.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..core import Action, IllegalAction
from ..i18n import _
from ..i18n.abilities_text import ability_text
from ..i18n.messages import character_name, error_message
from ..session import Session
from . import assets, card_art
from .animation import DEAL_STAGGER_MS, FLY_MS, SHOW_RESULT_MS, SPIN_MS, Face, Flight, Spin
from .layout import Layout, hand_card_rects, known_rects, table_layout
from .narration import narrate
from .scene import Context, Scene, Transition, goto, push
from .text import draw_line
from .theme import ERROR, FELT, FELT_EDGE, LEGAL, TEXT_DIM, TEXT_LIGHT
from .widgets import Button, Focusable, draw_button, draw_focus, draw_tooltip, move_focus

SUIT_ORDER = "CFLE"
DRAG_THRESHOLD = 6
DOUBLE_CLICK_MS = 450

#: Which scene shows each phase of the game.
SCENE_OF_PHASE = {
    "choose_fief": "fief_selection",
    "choose_substitutes": "fief_selection",
    "ability_window": "visit",
    "decision": "visit",
    "respond": "visit",
    "game_over": "end_of_game",
}


def ironman_text() -> str:
    return _("This is an Ironman game: there is no undo, every choice is final.")


def hand_key(name: str) -> tuple[int, int]:
    """The order the core keeps the hand in: by suit (C F L E), then value."""
    return SUIT_ORDER.index(name[-1]), int(name[:-1])


@dataclass
class Drag:
    """A card the player is carrying with the mouse."""

    key: str
    face: Face
    origin: pygame.Rect
    offset: tuple[int, int]
    pos: tuple[int, int]

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(
            self.pos[0] - self.offset[0], self.pos[1] - self.offset[1], self.origin.width, self.origin.height
        )


@dataclass
class Press:
    key: str | None
    pos: tuple[int, int]


class TableScene(Scene):
    """Base of the fief selection and the visit."""

    kind = ""

    def __init__(self, ctx: Context, session: Session, events: list[dict] | None = None, message: str = "") -> None:
        super().__init__(ctx)
        self.session = session
        self.model: dict = copy.deepcopy(session.view())
        self.model["response"] = None
        self.layout: Layout = table_layout(*ctx.size)
        self.pending: deque[dict] = deque()
        self.step_end = 0
        self.step_finish: Callable[[], None] | None = None
        self.flights: list[Flight] = []
        self.glides: list[Flight] = []
        self.spins: dict[int, Spin] = {}
        self.hold: dict | None = None
        self.instant = False
        self.drag: Drag | None = None
        self.press: Press | None = None
        self.focus: str | None = None
        self.hover: str | None = None
        self.hover_pos: tuple[int, int] = (0, 0)
        self.message = message
        self.message_error = False
        self.drop_origin: dict[str, pygame.Rect] = {}
        self.last_click: tuple[str | None, int] = (None, -10_000)
        self.animated = False
        self.static: pygame.Surface | None = None
        self.last_response: str | None = None
        self.motion_rects: list[pygame.Rect] = []
        if events:
            self.play(events)

    # -- the session ---------------------------------------------------------------

    def legal(self) -> tuple[Action, ...]:
        return self.session.legal()

    def act(self, action: Action) -> bool:
        """Apply ``action`` through the session; on refusal show the core's reason."""
        self.finish_animations()
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            self.say(error_message(error), error=True)
            return False
        self.message_error = False
        self.play(events)
        return True

    def undo(self) -> None:
        self.finish_animations()
        if not self.session.undo_allowed:
            self.session.undo()  # refused, and remembered: the game now stays Ironman
            self.say(ironman_text(), error=True)
        elif self.session.undo():
            self.resync()
            self.say(_("Undone."))
        else:
            self.say(_("Nothing to undo since the last card was revealed."), error=True)

    def redo(self) -> None:
        self.finish_animations()
        if not self.session.undo_allowed:
            self.session.redo()  # refused, and remembered: the game now stays Ironman
            self.say(ironman_text(), error=True)
            return
        events = self.session.redo()
        if events is None:
            self.say(_("Nothing to redo."), error=True)
        else:
            self.play(events)

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
        self.dirty = True

    # -- animation of events ----------------------------------------------------------

    def play(self, events: list[dict]) -> None:
        self.pending.extend(events)
        self.animated = True
        self.advance(self.ctx.now())

    def busy(self) -> bool:
        return bool(self.step_finish or self.flights or self.glides or self.spins or (self.pending and not self.hold))

    def finish_animations(self) -> None:
        """Play every pending event to its end at once (up to a banner that waits)."""
        for glide in self.glides:
            glide.land()
        self.glides.clear()
        self.instant = True
        try:
            self.advance(self.ctx.now())
        finally:
            self.instant = False
        self.drag = None if self.drag is None else self.drag

    def duration(self, base: float) -> int:
        return 0 if self.instant else self.ctx.duration(base)

    def advance(self, now: int) -> None:
        """Move the animations to ``now``; the static picture is redrawn only when something landed."""
        changed = False
        for glide in [g for g in self.glides if g.done(now)]:
            glide.land()
            changed = True
        self.glides = [g for g in self.glides if not g.landed]
        for slot in [s for s, spin in self.spins.items() if spin.done(now) or self.instant]:
            del self.spins[slot]
            changed = True
        for flight in self.flights:
            if flight.done(now) or self.instant:
                flight.land()
                changed = True
        self.flights = [f for f in self.flights if not f.landed]
        while True:
            if self.step_finish is not None:
                if now < self.step_end and not self.instant:
                    break
                finish, self.step_finish = self.step_finish, None
                for flight in self.flights:
                    flight.land()
                self.flights.clear()
                self.spins.clear()
                finish()
                changed = True
            if self.hold is not None:
                break
            if not self.pending:
                if self.animated:
                    self.animated = False
                    self.resync()
                break
            event = self.pending.popleft()
            # A response moving to its pile was already told by its dialogue's sentence.
            told = event.get("type") == "moved" and event.get("card") == self.last_response
            self.last_response = event.get("response") if event.get("type") == "dialogue" else None
            text = None if told else narrate(event)
            if text:
                self.say(text)
            if not told:
                self.ctx.sounds.event(event)
            duration, finish = self.begin_event(event, now)
            self.step_end = now + duration
            self.step_finish = finish
            changed = True
        if changed:
            self.dirty = True

    def resync(self) -> None:
        """The display model becomes the session's real view again."""
        self.model = copy.deepcopy(self.session.view())
        self.model["response"] = None
        self.on_resync()
        self.dirty = True

    def on_resync(self) -> None:
        """Subclasses keep their focus valid here."""

    def update(self, now: int) -> Transition | None:
        if self.busy():
            self.advance(now)
        if not self.busy() and self.hold is None:
            return self.route()
        return None

    def route(self) -> Transition | None:
        """Leave for the scene that shows the session's phase, if it is not this one."""
        target = SCENE_OF_PHASE.get(self.session.view()["phase"], self.kind)
        if target != self.kind:
            return goto(target, session=self.session, message=self.message)
        return None

    # -- the display model, moved by events ------------------------------------------------

    def final_view(self) -> dict:
        return self.session.view()

    def begin_event(self, event: dict, now: int) -> tuple[int, Callable[[], None]]:
        """Start animating ``event``; returns its length and what completes it."""
        kind = event.get("type")
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            return 0, lambda: None
        return handler(event, now)

    def _remove(self, pile: str, card: str) -> None:
        m = self.model
        if pile == "hand" and card in m["hand"]:
            m["hand"].remove(card)
        elif pile in ("discard", "score") and card in m[pile]:
            index = len(m[pile]) - 1 - m[pile][::-1].index(card)
            del m[pile][index]
        elif pile == "deck":
            m["deck_count"] = max(0, m["deck_count"] - 1)
            if m["deck_known_top"] and m["deck_known_top"][0] == card:
                m["deck_known_top"].pop(0)

    def _add(self, pile: str, card: str) -> None:
        m = self.model
        if pile == "hand":
            m["hand"].append(card)
            m["hand"].sort(key=hand_key)
        elif pile in ("discard", "score"):
            m[pile].append(card)
        elif pile == "deck":
            m["deck_count"] += 1
            m["deck_known_top"].insert(0, card)

    def card_rect(self) -> pygame.Rect:
        return self.layout["_card"]

    def pile_rect(self, pile: str, card: str, adding: bool = False) -> pygame.Rect:
        """Where ``card`` lies (or will lie, when ``adding``) in ``pile`` on this table."""
        lay = self.layout
        size = self.card_rect().size
        if pile == "hand":
            hand = list(self.model["hand"])
            if adding and card not in hand:
                hand.append(card)
                hand.sort(key=hand_key)
            rects = hand_card_rects(lay, len(hand))
            if card in hand:
                return rects[hand.index(card)]
            return pygame.Rect(lay["hand"].midbottom, size)
        if pile == "deck":
            known = self.model["deck_known_top"]
            if (adding or (known and known[0] == card)) and "known" in lay:
                return known_rects(lay, 1)[0]
            return pygame.Rect(lay["deck"].topleft, size)
        if pile == "discard":
            return pygame.Rect(lay["discard"].topleft, size)
        if pile == "score":
            return pygame.Rect(lay["score"].topleft, size)
        return pygame.Rect(lay["center"].center, size)

    def _fly(
        self,
        key: str,
        face: Face,
        start: pygame.Rect,
        end: pygame.Rect,
        now: int,
        base: float,
        face_end: Face | None = None,
        on_land: Callable[[], None] | None = None,
        delay: int = 0,
    ) -> Flight:
        flight = Flight(
            key, face, pygame.Rect(start), pygame.Rect(end), now + delay, self.duration(base), face_end, on_land
        )
        if flight.duration <= 0:
            flight.land()
        else:
            self.flights.append(flight)
        return flight

    def _on_moved(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        card, source, dest = e["card"], e["from"], e["to"]
        face: Face = ("dialogue", card)
        if source == "hand" and self.model.get("response") == card:
            start = pygame.Rect(self.layout["response"])
            self.model["response"] = None
        else:
            start = self.drop_origin.pop(card, None) or self.pile_rect(source, card)
            known = source == "deck" and bool(self.model["deck_known_top"]) and self.model["deck_known_top"][0] == card
            if source == "deck" and not known:
                face = ("back", "")
            self._remove(source, card)
        end = self.pile_rect(dest, card, adding=True)
        flight = self._fly(card, face, start, end, now, FLY_MS, ("dialogue", card), lambda: self._add(dest, card))
        return flight.duration, lambda: None

    def _on_dealt(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        self.model["hand"] = []
        self.model["discard"] = []
        self.model["score"] = []
        cards = sorted(e["hand"], key=hand_key)
        start = pygame.Rect(self.layout["deck"].topleft, self.card_rect().size)
        final = hand_card_rects(self.layout, len(cards))
        longest = 0
        for i, card in enumerate(cards):
            delay = 0 if self.instant else round(self.ctx.duration(DEAL_STAGGER_MS) * i)
            flight = self._fly(
                card,
                ("back", ""),
                start,
                final[i],
                now,
                FLY_MS,
                ("dialogue", card),
                (lambda c=card: self._add("hand", c)),
                delay,
            )
            longest = max(longest, delay + flight.duration)
        return longest, lambda: None

    def _on_activated(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        slot = e["slot"]
        return self._spin(slot, 0, 90, now, True)

    def _on_readied(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        return self._spin(e["slot"], 90, 0, now, False)

    def _spin(self, slot: int, a0: float, a1: float, now: int, exhausted: bool) -> tuple[int, Callable[[], None]]:
        duration = self.duration(SPIN_MS)

        def finish() -> None:
            self.model["allies"][slot]["exhausted"] = exhausted

        if duration > 0:
            self.spins[slot] = Spin(slot, a0, a1, now, duration)
        return duration, finish

    def _on_substituted(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        friend, slot = e["friend"], e["slot"]
        start = self.drop_origin.pop(friend, None) or self.friend_rect(friend)
        if friend in self.model["friends"]:
            self.model["friends"].remove(friend)

        def land() -> None:
            self.model["allies"][slot]["substitute"] = friend

        flight = self._fly(friend, ("character", friend), start, self.slot_card_rect(slot), now, FLY_MS, None, land)
        return flight.duration, lambda: None

    def _on_unsubstituted(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        friend, slot = e["friend"], e["slot"]
        start = self.drop_origin.pop(friend, None) or self.slot_card_rect(slot)
        self.model["allies"][slot]["substitute"] = None

        def land() -> None:
            self.model["friends"] = sorted({*self.model["friends"], friend})

        end = self.friend_rect(friend, adding=True)
        flight = self._fly(friend, ("character", friend), start, end, now, FLY_MS, None, land)
        return flight.duration, lambda: None

    def _copy_kingdom(self) -> None:
        final = self.final_view()
        for field in ("fiefs", "visiting", "target", "ruler", "trump", "friends", "stars", "stars_still_possible"):
            self.model[field] = copy.deepcopy(final[field])

    def _on_fief_chosen(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        self._copy_kingdom()
        return 0, lambda: None

    _on_fief_unchosen = _on_fief_chosen
    _on_ruler_swapped = _on_fief_chosen
    _on_visit_moved = _on_fief_chosen

    def _on_peeked(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        self.model["deck_known_top"] = list(self.final_view()["deck_known_top"])
        return self.duration(FLY_MS), lambda: None

    def _on_shuffled(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        if e.get("pile") == "deck":
            self.model["deck_known_top"] = []
        return 0, lambda: None

    def _on_statement(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        card = e["card"]
        known = bool(self.model["deck_known_top"]) and self.model["deck_known_top"][0] == card
        start = self.pile_rect("deck", card)
        self._remove("deck", card)
        face: Face = ("dialogue", card) if known else ("back", "")

        def land() -> None:
            self._add("discard", card)
            self.model["statement"] = card

        flight = self._fly(
            card, face, start, self.pile_rect("discard", card), now, FLY_MS * 1.2, ("dialogue", card), land
        )
        return flight.duration, lambda: None

    def _on_dialogue(self, e: dict, now: int) -> tuple[int, Callable[[], None]]:
        card = e["response"]
        start = self.drop_origin.pop(card, None) or self.pile_rect("hand", card)
        self._remove("hand", card)
        self.model["response"] = card
        self.model["response_won"] = e["won"]
        self.model["response_placing"] = True

        def land() -> None:
            self.model["response_placing"] = False
            self.ctx.sounds.play("won" if e["won"] else "lost")  # the result, as the response lands

        flight = self._fly(
            card, ("dialogue", card), start, pygame.Rect(self.layout["response"]), now, FLY_MS * 0.7, None, land
        )
        return flight.duration + self.duration(SHOW_RESULT_MS), lambda: None

    # -- geometry subclasses provide ---------------------------------------------------------

    def friend_rect(self, friend: str, adding: bool = False) -> pygame.Rect:
        return pygame.Rect(self.layout["friends"].topleft, self.card_rect().size)

    def slot_card_rect(self, slot: int) -> pygame.Rect:
        """The card in an ally slot, leaving a strip at the bottom for its status."""
        area = self.layout[f"ally{slot}"]
        strip = self.layout.px(18)
        card = self.card_rect()
        h = min(card.height, area.height - strip)
        w = round(h / 1.4)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (area.centerx, area.top)
        return rect

    def hand_rects(self) -> dict[str, pygame.Rect]:
        hand = self.model["hand"]
        return dict(zip(hand, hand_card_rects(self.layout, len(hand)), strict=True))

    def hit_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything under the mouse that reacts, bottom first (the last match wins)."""
        return []

    def focusables(self) -> list[Focusable]:
        return []

    def buttons(self) -> list[Button]:
        return []

    def activate(self, key: str) -> None:
        """A click or Enter on ``key``."""

    def table_button(self, key: str) -> bool:
        """The buttons every table scene has (undo, redo, menu, rules); False if ``key`` is none of them."""
        if key == "button:undo":
            self.undo()
        elif key == "button:redo":
            self.redo()
        elif key == "button:menu":
            self.pending_transition = push("menu", session=self.session)
        elif key == "button:rules":
            self.pending_transition = push("rules")
        else:
            return False
        return True

    def double_activate(self, key: str) -> None:
        self.activate(key)

    def confirm(self, key: str) -> None:
        """Enter on the focused ``key``."""
        self.activate(key)

    def drag_face(self, key: str) -> Face | None:
        """The face to carry when ``key`` may be dragged, else None."""
        return None

    def drop(self, drag: Drag, pos: tuple[int, int]) -> bool:
        """The player let go of ``drag`` at ``pos``; True when an action took it."""
        return False

    def character_at(self, key: str) -> str | None:
        """The character shown at ``key`` (for the ability tooltip)."""
        return None

    def locate(self, key: str) -> pygame.Rect | None:
        """Where ``key`` is on screen now (used by keyboard focus and by tests)."""
        for name, rect in reversed(self.hit_targets()):
            if name == key:
                return rect
        return None

    # -- input -------------------------------------------------------------------------------

    def key_at(self, pos: tuple[int, int]) -> str | None:
        for key, rect in reversed(self.hit_targets()):
            if rect.collidepoint(pos):
                return key
        return None

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.finish_animations()
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEMOTION:
            return self.mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            self.finish_animations()
            return self.key_down(event)
        if event.type == pygame.WINDOWLEAVE and self.hover is not None:
            self.hover = None
            self.dirty = True
        return None

    def mouse_down(self, pos: tuple[int, int]) -> Transition | None:
        key = self.key_at(pos)
        self.press = Press(key, pos)
        return None

    def mouse_move(self, pos: tuple[int, int]) -> Transition | None:
        self.hover_pos = pos
        if self.press is not None and self.drag is None and self.press.key is not None:
            dx, dy = pos[0] - self.press.pos[0], pos[1] - self.press.pos[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                face = self.drag_face(self.press.key)
                origin = self.locate(self.press.key)
                if face is not None and origin is not None:
                    offset = (self.press.pos[0] - origin.left, self.press.pos[1] - origin.top)
                    self.drag = Drag(self.press.key, face, pygame.Rect(origin), offset, pos)
                    self.dirty = True  # the card leaves its place
        if self.drag is not None:
            self.drag.pos = pos
            self.moved = True
            return None
        key = self.key_at(pos)
        if key != self.hover:
            self.hover = key
            self.dirty = True
        return None

    def mouse_up(self, pos: tuple[int, int]) -> Transition | None:
        press, self.press = self.press, None
        drag, self.drag = self.drag, None
        if drag is not None:
            drag.pos = pos
            if not self.drop(drag, pos):
                self.glide_back(drag)
            self.dirty = True
            return self.after_input()
        if press is None or press.key is None:
            return None
        key = self.key_at(pos)
        if key != press.key:
            return None
        now = self.ctx.now()
        previous, when = self.last_click
        self.last_click = (key, now)
        self.focus = key
        self.dirty = True
        if previous == key and now - when <= DOUBLE_CLICK_MS:
            self.last_click = (None, -10_000)
            self.double_activate(key)
        else:
            self.activate(key)
        return self.after_input()

    def glide_back(self, drag: Drag) -> None:
        home = self.locate(drag.key) or drag.origin
        duration = self.ctx.duration(FLY_MS)
        if duration <= 0:
            return
        glide = Flight(drag.key, drag.face, drag.rect, pygame.Rect(home), self.ctx.now(), duration)
        self.glides.append(glide)

    def after_input(self) -> Transition | None:
        """Transitions that input asked for (subclasses set ``self.pending_transition``)."""
        transition = getattr(self, "pending_transition", None)
        self.pending_transition = None
        return transition

    def key_down(self, event: pygame.event.Event) -> Transition | None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            if event.mod & pygame.KMOD_SHIFT:
                self.redo()
            else:
                self.undo()
            return None
        if ctrl and event.key == pygame.K_y:
            self.redo()
            return None
        if event.key == pygame.K_ESCAPE:
            return push("menu", session=self.session)
        if event.key == pygame.K_F1:
            return push("rules")
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if event.key in arrows:
            dx, dy = arrows[event.key]
            self.focus = move_focus(self.focusables(), self.focus, dx, dy)
            self.dirty = True
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            keys = [f.key for f in self.focusables()]
            if self.focus not in keys:
                self.focus = keys[0] if keys else None
            if self.focus is not None:
                self.confirm(self.focus)
            self.dirty = True
            return self.after_input()
        return self.scene_key(event)

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        return None

    def resize(self, size: tuple[int, int]) -> None:
        self.finish_animations()
        self.layout = table_layout(*size)
        self.dirty = True

    def open_pile(self, pile: str) -> None:
        cards = list(self.model[pile])
        title = _("Discard pile") if pile == "discard" else _("Score pile")
        self.pending_transition = push("pile_viewer", title=title, cards=cards)

    # -- drawing ----------------------------------------------------------------------------------

    def face_surface(self, face: Face, w: int, h: int) -> pygame.Surface:
        kind, name = face
        if kind == "dialogue":
            return card_art.dialogue_card(name, w, h)
        if kind == "character":
            return card_art.character_card(name, w, h)
        return card_art.card_back(w, h)

    def draw_face(self, surface: pygame.Surface, face: Face, rect: pygame.Rect, squeeze: float = 1.0) -> None:
        image = self.face_surface(face, rect.width, rect.height)
        if squeeze < 0.999:
            width = max(1, round(rect.width * squeeze))
            image = pygame.transform.smoothscale(image, (width, rect.height))
            surface.blit(image, (rect.centerx - width // 2, rect.top))
        else:
            surface.blit(image, rect.topleft)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))

    def draw_zone(self, surface: pygame.Surface, rect: pygame.Rect, label: str = "", highlight: bool = False) -> None:
        """A felt area on the table (a pile's place, a drop zone)."""
        zone = pygame.Surface(rect.size, pygame.SRCALPHA)
        short = min(rect.width, rect.height)
        radius = max(4, short // 12)
        pygame.draw.rect(zone, (*FELT, 170), zone.get_rect(), border_radius=radius)
        pygame.draw.rect(
            zone,
            (*(LEGAL if highlight else FELT_EDGE), 255),
            zone.get_rect(),
            width=max(2, short // 60) + (2 if highlight else 0),
            border_radius=radius,
        )
        surface.blit(zone, rect.topleft)
        if label:
            draw_line(surface, label, rect.inflate(-8, -8), TEXT_DIM, self.layout.px(15), False, "center")

    def draw_label(
        self, surface: pygame.Surface, text: str, rect: pygame.Rect, align: str = "center", bold: bool = False
    ) -> None:
        draw_line(surface, text, rect, TEXT_LIGHT, self.layout.px(16), bold, align)

    def draw_fiefs(self, surface: pygame.Surface, legal_fiefs: set[int]) -> None:
        model = self.model
        for fief in model["fiefs"]:
            number = fief["number"]
            rect = self.layout[f"fief{number}"]
            visiting = model["visiting"] == number
            image = card_art.fief_card(
                number, fief["stars"], fief["ruler"], fief["status"], visiting, rect.width, rect.height
            )
            surface.blit(image, rect.topleft)
            if number in legal_fiefs:
                pygame.draw.rect(surface, LEGAL, rect.inflate(6, 6), width=3, border_radius=max(4, rect.width // 10))
            if self.focus == f"fief:{number}":
                draw_focus(surface, rect)

    def draw_allies(self, surface: pygame.Surface, legal_slots: set[int], now: int) -> None:
        lay = self.layout
        self.draw_label(surface, _("Your allies"), lay["allies_label"], bold=True)
        hidden = self.model.get("hidden", set())
        for ally in self.model["allies"]:
            slot = ally["slot"]
            area = lay[f"ally{slot}"]
            if f"ally:{slot}" in hidden:
                self.draw_zone(surface, area)
                continue
            self.draw_zone(surface, area, highlight=slot in legal_slots)
            character = ally["substitute"] or ally["ally"]
            card = self.slot_card_rect(slot)
            if self.drag is not None and self.drag.key == f"ally:{slot}":
                character = ally["ally"]  # the friend is lifted off: the ally shows beneath
            if slot not in self.spins:  # a turning ally is drawn with the motion
                angle = 90.0 if ally["exhausted"] else 0.0
                image = card_art.rotated(card_art.character_card(character, card.width, card.height), angle)
                surface.blit(image, image.get_rect(center=card.center))
            badge = pygame.Rect(area.left + 3, area.top + 3, lay.px(24), lay.px(24))
            pygame.draw.ellipse(surface, (30, 22, 14), badge)
            draw_line(surface, str(slot + 1), badge, TEXT_LIGHT, lay.px(16), True, "center")
            status = []
            if ally["substitute"]:
                status.append(_("for {ally}").format(ally=character_name(ally["ally"])))
            if ally["exhausted"] and slot not in self.spins:
                status.append(_("exhausted"))
            if status:
                strip = pygame.Rect(area.left + 2, card.bottom, area.width - 4, area.bottom - card.bottom)
                draw_line(surface, " · ".join(status), strip, TEXT_LIGHT, lay.px(14), False, "center")
            if self.focus == f"ally:{slot}":
                draw_focus(surface, area)

    def draw_hand(self, surface: pygame.Surface, legal_cards: set[str] | None) -> None:
        """The hand; ``legal_cards`` (None: no constraint) are lifted and outlined, others dimmed."""
        lift = self.layout.px(14)
        hidden = {self.drag.key} if self.drag else set()
        hidden |= {g.key for g in self.glides}
        for card, rect in self.hand_rects().items():
            key = f"hand:{card}"
            if key in hidden:
                continue
            legal = legal_cards is None or card in legal_cards
            if legal_cards is not None and legal:
                rect = rect.move(0, -lift)
            surface.blit(card_art.dialogue_card(card, rect.width, rect.height), rect.topleft)
            if legal_cards is not None:
                if legal:
                    pygame.draw.rect(
                        surface, LEGAL, rect.inflate(4, 4), width=3, border_radius=max(4, rect.width // 10)
                    )
                else:
                    surface.blit(_shade(rect.width, rect.height), rect.topleft)
            if self.focus == key:
                draw_focus(surface, rect)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons():
            key = f"button:{button.key}"
            draw_button(surface, button, self.hover == key, self.focus == key)

    def draw_lines(self, surface: pygame.Surface, prompt: str) -> None:
        lay = self.layout
        if self.message:
            colour = ERROR if self.message_error else TEXT_DIM
            draw_line(
                surface,
                ("⚠ " if self.message_error else "") + self.message,
                lay["message"],
                colour,
                lay.px(19),
                self.message_error,
                "center",
            )
        strip = lay["prompt"]
        back = pygame.Surface(strip.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (24, 16, 10, 190), back.get_rect(), border_radius=max(4, strip.height // 4))
        surface.blit(back, strip.topleft)
        draw_line(surface, prompt, strip.inflate(-lay.px(20), -4), TEXT_LIGHT, lay.px(20), True, "center")

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        """Draw the table. The still picture is cached; while only cards move, just the places
        they left and reached are redrawn, and those rectangles are returned for a partial update."""
        now = self.ctx.now()
        size = surface.get_size()
        if full or self.dirty or self.static is None or self.static.get_size() != size:
            if self.static is None or self.static.get_size() != size:
                self.static = pygame.Surface(size).convert()
            self.draw_static(self.static, now)
            surface.blit(self.static, (0, 0))
            self.motion_rects = self.draw_motion(surface, now)
            self.dirty = False
            self.moved = False
            return None
        window = surface.get_rect()
        for rect in self.motion_rects:
            surface.blit(self.static, rect, rect)
        drawn = self.draw_motion(surface, now)
        damaged = [r.clip(window) for r in (*self.motion_rects, *drawn)]
        self.motion_rects = drawn
        self.moved = False
        return [r for r in damaged if r.width and r.height]

    def draw_static(self, surface: pygame.Surface, now: int) -> None:
        """Everything that does not move."""

    def draw_motion(self, surface: pygame.Surface, now: int) -> list[pygame.Rect]:
        """Cards in flight, turning allies and the dragged card; returns where they were drawn."""
        drawn: list[pygame.Rect] = []
        for slot, spin in self.spins.items():
            ally = self.model["allies"][slot]
            card = self.slot_card_rect(slot)
            character = ally["substitute"] or ally["ally"]
            image = card_art.rotated(card_art.character_card(character, card.width, card.height), spin.angle_at(now))
            rect = image.get_rect(center=card.center)
            surface.blit(image, rect)
            drawn.append(rect)
        for flight in [*self.flights, *self.glides]:
            if not flight.started(now):
                continue
            face, squeeze = flight.face_at(now)
            rect = flight.rect_at(now)
            self.draw_face(surface, face, rect, squeeze)
            drawn.append(rect)
        if self.drag is not None:
            rect = self.drag.rect
            shadow = rect.move(6, 8)
            surface.blit(_drag_shadow(rect.width, rect.height), shadow.topleft)
            self.draw_face(surface, self.drag.face, rect)
            drawn.append(rect.union(shadow))
        return drawn

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.drag is not None or self.hover is None:
            return
        character = self.character_at(self.hover)
        if character is None:
            return
        anchor = self.locate(self.hover) or pygame.Rect(self.hover_pos, (1, 1))
        draw_tooltip(surface, character_name(character), ability_text(character), anchor, self.layout.px(17))


_shades: dict[tuple[int, int], pygame.Surface] = {}
_shadows: dict[tuple[int, int], pygame.Surface] = {}


def _drag_shadow(w: int, h: int) -> pygame.Surface:
    """The soft shadow under a carried card."""
    surface = _shadows.get((w, h))
    if surface is None:
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surface, (0, 0, 0, 90), surface.get_rect(), border_radius=max(4, w // 12))
        _shadows[(w, h)] = surface
    return surface


def _shade(w: int, h: int) -> pygame.Surface:
    """A dark veil over a card that may not be played now."""
    surface = _shades.get((w, h))
    if surface is None:
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surface, (20, 12, 6, 130), surface.get_rect(), border_radius=max(3, w // 12))
        _shades[(w, h)] = surface
    return surface
