"""The pointer and the keyboard on the table: presses, carrying a card, clicks, keys.

``TableInput`` is a mixin of ``TableScene``: it turns raw input into the scene's
decisions (``activate``, ``drop``, ``confirm``, ``scene_key``...), which the scenes
define. Every input first finishes the animations. Input methods return the
transition they lead to (or None).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .scene import Transition, push
from .sprites import CardSprite
from .widgets import Focusable, move_focus

if TYPE_CHECKING:
    from ..game.session import Session
    from .hints_view import HintView
    from .scene import Context
    from .table import Table
    from .tutorial_wiring import TutorialGuide

DRAG_THRESHOLD = 6
DOUBLE_CLICK_MS = 450


@dataclass
class Press:
    """Where the left button went down, on what, and (once it moved far enough) the card carried."""

    key: str | None
    pos: tuple[int, int]
    sprite: CardSprite | None = None
    offset: tuple[int, int] = (0, 0)
    carried: bool = False


class TableInput:
    """Mouse and keyboard handling of the table scenes (the scene says what each input does)."""

    ctx: Context
    session: Session
    table: Table
    guide: TutorialGuide
    hints: HintView
    focus: str | None
    hover: str | None
    press: Press | None
    last_click: tuple[str | None, int]
    moved: bool

    if TYPE_CHECKING:  # what the scene provides

        def key_at(self, pos: tuple[int, int]) -> str | None: ...
        def focusables(self) -> list[Focusable]: ...
        def activate(self, key: str) -> Transition | None: ...
        def double_activate(self, key: str) -> Transition | None: ...
        def confirm(self, key: str) -> Transition | None: ...
        def may_carry(self, key: str) -> bool: ...
        def drop_zones(self, sprite: CardSprite) -> list[pygame.Rect]: ...
        def drop(self, sprite: CardSprite, pos: tuple[int, int]) -> bool: ...
        def scene_key(self, event: pygame.event.Event) -> Transition | None: ...
        def show_tooltip(self, pos: tuple[int, int]) -> None: ...
        def hovered(self) -> None: ...
        def changed(self) -> None: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.guide.handle(event):
            return None  # the tutorial took it (Next, Skip, or a click beside its target)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.table.finish()
            self.table.tooltip.show(None)  # a click acts: the ability's words step aside
            self.press = Press(self.key_at(event.pos), event.pos)
            return None
        if event.type == pygame.MOUSEMOTION:
            return self.mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            self.table.finish()
            return self.key_down(event)
        if event.type == pygame.WINDOWLEAVE and self.hover is not None:
            self.set_hover(None)
        return None

    def mouse_move(self, pos: tuple[int, int]) -> Transition | None:
        press = self.press
        if press is not None and press.key is not None and not press.carried:
            dx, dy = pos[0] - press.pos[0], pos[1] - press.pos[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD and self.may_carry(press.key):
                sprite = self.table.sprite_of(press.key)
                if sprite is not None:
                    origin = sprite.card_rect
                    press.sprite, press.carried = sprite, True
                    press.offset = (press.pos[0] - origin.left, press.pos[1] - origin.top)
                    self.set_hover(None)
                    self.table.lift(sprite, pos, press.offset)
                    self.table.glow(self.drop_zones(sprite))  # where it may be put, lit beneath it
        if press is not None and press.carried and press.sprite is not None:
            press.sprite.carry(pos, press.offset)
            self.moved = True
            return None
        self.set_hover(self.key_at(pos), pos)
        return None

    def set_hover(self, key: str | None, pos: tuple[int, int] = (0, 0)) -> None:
        if key == self.hover:
            return
        self.hover = key
        self.show_tooltip(pos)
        self.hovered()

    def mouse_up(self, pos: tuple[int, int]) -> Transition | None:
        press, self.press = self.press, None
        if press is None:
            return None
        if press.carried and press.sprite is not None:
            sprite = press.sprite
            self.table.glow([])
            taken = self.drop(sprite, pos)
            if not taken:
                self.table.put_down(sprite, glide=True)
            self.table.stale = True
            return None
        if press.key is None or self.key_at(pos) != press.key:
            return None
        key = press.key
        now = self.ctx.now()
        previous, when = self.last_click
        self.last_click = (key, now)
        self.focus = key
        if previous == key and now - when <= DOUBLE_CLICK_MS:
            self.last_click = (None, -10_000)
            transition = self.double_activate(key)
        else:
            transition = self.activate(key)
        self.changed()
        return transition

    def key_down(self, event: pygame.event.Event) -> Transition | None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            self.redo() if event.mod & pygame.KMOD_SHIFT else self.undo()
            return None
        if ctrl and event.key == pygame.K_y:
            self.redo()
            return None
        if event.key == pygame.K_ESCAPE:
            return push("menu", session=self.session)
        if event.key == pygame.K_F1:
            return push("rules")
        if event.key == pygame.K_h and not ctrl:
            self.hints.press()
            return None
        if event.key == pygame.K_t and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return push("card_tracker", session=self.session)
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if event.key in arrows:
            self.focus = move_focus(self.focusables(), self.focus, *arrows[event.key])
            self.table.refresh()
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            keys = [f.key for f in self.focusables()]
            if self.focus not in keys:
                self.focus = keys[0] if keys else None
            transition = self.confirm(self.focus) if self.focus is not None else None
            self.changed()
            return transition
        transition = self.scene_key(event)
        self.changed()
        return transition
