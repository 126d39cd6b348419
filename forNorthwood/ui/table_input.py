"""The table's input map: what the player's hands did, as gestures on table keys.

A pointer's press, its motion and its release, a double click, Enter, an arrow, a number
key or a controller's button (which arrives as a key, see ``controller``) each become one
``Gesture``: a click on a table key (``Click``), a confirmation of one (``Confirm``: a
double click, Enter), or a card put down on a zone (``Drop``). The scene hands a gesture
to ``game.table_keys``, which reads it as the legal actions it stands for; no screen has
drag, drop or click code of its own.

``TableInput`` keeps what a gesture takes more than one event to make: the card pressed
and (once it moved far enough) carried, the last click (a double click is two within
``DOUBLE_CLICK_MS``), and the card picked up with a key or a click, to be put down with
the next one (a controller's drag). It moves the carried card on the ``Stage`` (below the
scene); it never calls the scene.

Arrow keys move the focus by the screen (``step_focus``): Left and Right to the nearest thing
level with it on that side (the deck, the discard pile, the score pile, the allies); Down from
the fiefs to the row under them (the ruler, the deck, the friends, the allies), not into the
middle of the table. Tab and Shift+Tab walk the places zone by zone (``tab_focus``), round.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..core.cards import SLOT_COUNT
from ..game import table_keys as K
from .focus import Focusable, move_focus
from .sprites import CardSprite
from .stage import Stage

DRAG_THRESHOLD = 6
DOUBLE_CLICK_MS = 450

#: (key, rect) pairs that the pointer and the focus reach, bottom first.
Targets = Sequence[tuple[K.Key, pygame.Rect]]

#: The arrow keys and the way each moves the focus.
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
#: The keys that confirm the focused thing.
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
#: The number keys, by the number they show (the row of digits and the keypad's).
DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(10)} | {getattr(pygame, f"K_KP{i}"): i for i in range(10)}


@dataclass(frozen=True, slots=True)
class Click:
    """A click on ``key`` (or a key or button that stands for one)."""

    key: K.Key


@dataclass(frozen=True, slots=True)
class Confirm:
    """A double click on ``key``, or Enter with the focus on it."""

    key: K.Key


@dataclass(frozen=True, slots=True)
class Drop:
    """The card at ``key`` put down on ``zone`` (None: on no zone); ``sprite`` when it was carried
    with the pointer (it glides back if nothing takes it)."""

    key: K.Key
    zone: K.Key | None
    sprite: CardSprite | None = None


Gesture = Click | Confirm | Drop


@dataclass
class Press:
    """Where the left button went down, on what, and (once it moved far enough) the card carried."""

    key: K.Key | None
    pos: tuple[int, int]
    sprite: CardSprite | None = None
    offset: tuple[int, int] = (0, 0)
    carried: bool = False
    refused: bool = False  # dragged although it may not be carried now (told once)


@dataclass(frozen=True, slots=True)
class Refused:
    """The player dragged ``key``, which may not be carried now."""

    key: K.Key


class TableInput:
    """The pointer's press and carried card, the last click, and the card held for a second press."""

    def __init__(self, stage: Stage, position: K.Position) -> None:
        self.stage = stage
        self.position = position
        self.press: Press | None = None
        self.last_click: tuple[K.Key | None, int] = (None, -10_000)
        #: A card picked up with a key or a click, to be put down with the next (a friend).
        self.held: K.Key | None = None
        #: Where the screen's own things are, as its scene last said (``TableScene.publish``): its
        #: sections' and panels' first, then its buttons, piles and zones, bottom first. The view its
        #: sections see locates from them (``placed``), never asking the scene.
        self.places: tuple[Targets, Targets] = ((), ())

    # -- the pointer ---------------------------------------------------------------------------

    def down(self, key: K.Key | None, pos: tuple[int, int]) -> None:
        """The left button went down on ``key`` at ``pos``."""
        self.press = Press(key, pos)

    def motion(self, pos: tuple[int, int]) -> bool | Refused:
        """The pointer moved: True while a card is carried (it follows), a ``Refused`` the first time
        a card that may not be carried is dragged, else False (the pointer only hovers)."""
        press = self.press
        if press is not None and press.key is not None and not press.carried:
            dx, dy = pos[0] - press.pos[0], pos[1] - press.pos[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                if not K.may_carry(self.position, press.key):
                    if not press.refused:
                        press.refused = True
                        return Refused(press.key)
                else:
                    self.lift(press, pos)
        if press is not None and press.carried and press.sprite is not None:
            press.sprite.carry(pos, press.offset)
            return True
        return False

    def lift(self, press: Press, pos: tuple[int, int]) -> None:
        assert press.key is not None
        sprite = self.stage.sprite_of(press.key)
        if sprite is None:
            return
        origin = sprite.card_rect
        press.sprite, press.carried = sprite, True
        press.offset = (press.pos[0] - origin.left, press.pos[1] - origin.top)
        self.held = None
        self.stage.lift(sprite, pos, press.offset)
        self.stage.glow(self.zone_rects(press.key))  # where it may be put, lit beneath it

    def up(self, pos: tuple[int, int], here: K.Key | None, now: int) -> Gesture | None:
        """The left button went up at ``pos`` over ``here``: a drop, a click, a double click or nothing."""
        press, self.press = self.press, None
        if press is None:
            return None
        if press.carried and press.sprite is not None:
            self.stage.glow([])
            assert press.key is not None
            return Drop(press.key, self.zone_at(press.sprite.card_rect, pos), press.sprite)
        if press.key is None or here != press.key:
            return None
        previous, when = self.last_click
        self.last_click = (here, now)
        if previous == here and now - when <= DOUBLE_CLICK_MS:
            self.last_click = (None, -10_000)
            return Confirm(here)
        return Click(here)

    # -- where a card is put down ----------------------------------------------------------------

    def zones(self) -> list[tuple[K.Key, pygame.Rect]]:
        """Every place on the table a card can be put down: the trick, the ally slots."""
        lay = self.stage.layout
        return [
            (K.TRICK, pygame.Rect(lay.trick)),
            *((K.Ally(s), pygame.Rect(lay.ally_slots[s])) for s in range(SLOT_COUNT)),
        ]

    def zone_rects(self, key: K.Key) -> list[pygame.Rect]:
        """Where the card at ``key`` may be put down now."""
        legal = K.zones_of(self.position.legal(), K.carried_as(self.position.state, key))
        return [rect for zone, rect in self.zones() if zone in legal]

    def zone_at(self, card: pygame.Rect, pos: tuple[int, int]) -> K.Key | None:
        """The zone a card let go of at ``pos`` lands on: the one under the pointer, else under
        the card's centre, else the first its middle (half its size) touches."""
        inner = card.inflate(-card.width // 2, -card.height // 2)
        for hit in (lambda r: r.collidepoint(pos), lambda r: r.collidepoint(card.center), inner.colliderect):
            for zone, rect in self.zones():
                if hit(rect):
                    return zone
        return None

    # -- what is where ------------------------------------------------------------------------
    # ``owned`` and ``hits`` are (key, rect) pairs, bottom first: the sections' own (the Hint
    # button) and the screen's (buttons, piles, slots).

    def key_at(self, pos: tuple[int, int], owned: Targets, hits: Targets, blocked: bool = False) -> K.Key | None:
        """The thing under ``pos``: a section's button, a button or an answer, a card, then the rest;
        nothing under a panel that lies over the table (``Stage.covers``); while the table is
        ``blocked`` (the end-of-visit panel), only the screen's own targets."""
        if any(part.collidepoint(pos) for part in self.stage.covers):
            return None
        if blocked:
            return next((key for key, rect in reversed(hits) if rect.collidepoint(pos)), None)
        for key, rect in reversed(owned):
            if rect.collidepoint(pos):
                return key
        for key, rect in reversed(hits):
            if isinstance(key, K.Button | K.Choice) and rect.collidepoint(pos):
                return key
        sprite = self.stage.sprite_at(pos)
        if sprite is not None:
            return sprite.key
        for key, rect in reversed(hits):
            if rect.collidepoint(pos):
                return key
        return None

    def locate(self, key: K.Key, owned: Targets, hits: Targets) -> pygame.Rect | None:
        """Where ``key`` is on screen now, a card as placed (used by keyboard focus, hints and tests)."""
        for found, rect in owned:
            if found == key:
                return rect
        layout = self.stage.layout
        if key == K.PROMPT:
            return layout.prompt
        area = layout.area(key) if isinstance(key, K.Spot) else None
        if area is not None:
            return pygame.Rect(area)
        sprite = self.stage.sprite_of(key)
        if sprite is not None:
            return sprite.card_rect
        for found, rect in reversed(hits):
            if found == key:
                return rect
        return None

    def placed(self, key: K.Key) -> pygame.Rect | None:
        """Where ``key`` is on screen now (``locate``), the screen's own things where its scene last
        published them."""
        return self.locate(key, *self.places)

    def outline(self, key: K.Key) -> pygame.Rect | None:
        """The outline the player sees of ``key`` when it is a card, a slot or the trick: a turned card
        lies across its slot, an empty slot is its zone, the trick is its zone (None: see ``locate``)."""
        if key == K.TRICK:
            return pygame.Rect(self.stage.layout.trick)
        sprite = self.stage.sprite_of(key)
        if sprite is not None:
            return sprite.outline
        if isinstance(key, K.Ally):
            return pygame.Rect(self.stage.layout.ally_slots[key.slot])
        return None

    def forget(self) -> None:
        """Nothing is pressed (the pointer left the window)."""
        self.press = None


def button_of_key(event: pygame.event.Event) -> K.Key | None:
    """The table's button a key stands for, wherever the focus is: Ctrl+Z Undo, Ctrl+Y (or
    Ctrl+Shift+Z) Redo, Esc the menu, F1 the rules, T the card tracker."""
    ctrl, key = event.mod & pygame.KMOD_CTRL, event.key
    if ctrl and key == pygame.K_z:
        return K.Button("redo") if event.mod & pygame.KMOD_SHIFT else K.Button("undo")
    if ctrl and key == pygame.K_y:
        return K.Button("redo")
    if key == pygame.K_t and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return None
    return {pygame.K_ESCAPE: K.Button("menu"), pygame.K_F1: K.Button("rules"), pygame.K_t: K.Button("tracker")}.get(key)


def step_focus(items: Sequence[Focusable[K.Key]], focus: K.Key | None, dx: int, dy: int) -> K.Key | None:
    """Where an arrow moves the focus on the table: Up and Down by the screen (``move_focus``),
    Left and Right along the row and, from the end of a row, on to the nearest thing on that
    side (from "Next statement" to the hand, from the discard pile to the deck). Down from a
    fief goes to the nearest of the row under the fiefs (the ruler, the deck, a friend, an ally),
    not to the score pile in the middle of the table: a keyboard player went Down from fief 7 to
    the score pile, past the allies."""
    if dy > 0 and isinstance(focus, K.Fief):
        fief = next((i for i in items if i.key == focus), None)
        if fief is not None:
            below = [i for i in items if _under_the_fiefs(i.key) and i.rect.centery > fief.rect.centery]
            if below:
                return min(below, key=lambda i: (i.row, abs(i.rect.centerx - fief.rect.centerx))).key
    if dy > 0 and isinstance(focus, K.Hand):
        card = next((i for i in items if i.key == focus), None)
        if card is not None and not any(i.rect.top >= card.rect.bottom for i in items):
            # The hand is the bottom row: Down went to Menu, beside it, past Next statement. It goes
            # to the top of the buttons' column (Next statement), or stays when there is none.
            column = [i for i in items if isinstance(i.key, K.Button)]
            return min(column, key=lambda i: i.rect.top).key if column else focus
    if dx:
        level = _level_beside(items, focus, dx)
        if level is not None:
            return level
    moved = move_focus(items, focus, dx, dy, wrap=False, spatial=True)
    if not dx or moved != focus or focus is None:
        return moved
    here = next((i for i in items if i.key == focus), None)
    if here is None:
        return moved
    side = [i for i in items if (i.rect.centerx - here.rect.centerx) * dx > 0 and not _beside_in_column(i, here)]
    if not side:
        return moved

    def distance(item: Focusable[K.Key]) -> tuple[bool, float]:
        level = item.rect.top < here.rect.bottom and here.rect.top < item.rect.bottom
        return not level, math.dist(item.rect.center, here.rect.center)

    return min(side, key=distance).key


def _level_beside(items: Sequence[Focusable[K.Key]], focus: K.Key | None, dx: int) -> K.Key | None:
    """The nearest thing on the ``dx`` side of ``focus`` as the table stands on screen: level with it
    first (their heights overlap), then by the distance across, a step up or down weighing twice as
    much (None when nothing lies that way). A thing of a column beside it (the buttons, stacked)
    counts only when level with it. The rows are the
    places' own: Right from the deck went by its row past the discard pile to the score pile."""
    here = next((i for i in items if i.key == focus), None)
    if here is None:
        return None

    def level(item: Focusable[K.Key]) -> bool:
        return item.rect.top < here.rect.bottom and here.rect.top < item.rect.bottom

    side = [
        i
        for i in items
        if (i.rect.centerx - here.rect.centerx) * dx > 0 and (level(i) or not _beside_in_column(i, here))
    ]
    if not side:
        return None

    def distance(item: Focusable[K.Key]) -> tuple[bool, int]:
        across, down = abs(item.rect.centerx - here.rect.centerx), abs(item.rect.centery - here.rect.centery)
        return not level(item), across + 2 * down

    return min(side, key=distance).key


def tab_focus(items: Sequence[Focusable[K.Key]], focus: K.Key | None, backwards: bool) -> K.Key | None:
    """Where Tab (Shift+Tab: ``backwards``) moves the focus on the table: to the next (previous)
    place in the order the screen lists them, zone by zone (the fiefs, the ruler, the allies, the
    piles, the choices, the hand, the buttons), round from the last to the first. A keyboard
    player pressed Tab on the table, as in the replay, and nothing moved."""
    keys = [item.key for item in items]
    if not keys:
        return None
    if focus not in keys:
        return keys[-1] if backwards else keys[0]
    return keys[(keys.index(focus) + (-1 if backwards else 1)) % len(keys)]


def _under_the_fiefs(key: K.Key) -> bool:
    """``key`` is in the row right under the fiefs: the ruler, the deck, a friend, an ally."""
    return key in (K.RULER, K.DECK) or isinstance(key, K.Ally | K.Friend)


def _beside_in_column(item: Focusable[K.Key], here: Focusable[K.Key]) -> bool:
    """``item`` stands in ``here``'s column (the buttons, stacked): Left and Right do not go there."""
    return item.rect.left < here.rect.right and here.rect.left < item.rect.right
