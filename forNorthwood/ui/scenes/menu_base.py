"""Scenes made of buttons: hover, click, arrow keys and Enter work the same everywhere."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...i18n.controls_text import button_name
from ..buttons import Button, draw_button, usable_focus
from ..focus import Focusable, move_focus
from ..layout import overlay_layout
from ..scene import Context, Pop, Scene, Transition


class ButtonScene(Scene):
    """A scene whose input is a set of buttons; subclasses list them and say what each does."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.hover: str | None = None
        self.focus: str | None = None
        self.pressed: str | None = None

    def carry_over(self, old: Scene) -> None:
        if isinstance(old, ButtonScene):
            self.focus, self.hover = old.focus, old.hover

    def buttons(self) -> list[Button[str]]:
        return []

    @property
    def ring(self) -> str | None:
        """What the focus ring is drawn on: the focus (never a button that is off), but nothing
        while an overlay covers this scene (the overlay's ring is the only one shown)."""
        return None if self.covered else usable_focus(self.buttons(), self.focus)

    def settle_focus(self) -> None:
        """Move the focus off a button that went off (``usable_focus``: to the nearest one on)."""
        focus = usable_focus(self.buttons(), self.focus)
        if focus != self.focus:
            self.focus = focus
            self.dirty = True

    def pointer_gone(self) -> None:
        self.hover = None
        self.pressed = None
        self.dirty = True

    def press(self, key: str) -> Transition | None:
        """The button ``key`` was clicked or confirmed with Enter."""
        return None

    def cancel(self) -> Transition | None:
        """Escape."""
        return None

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        return None

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        for button in self.buttons():
            if button.enabled and button.rect.collidepoint(pos):
                return button
        return None

    def locate(self, key: str) -> pygame.Rect | None:
        """Where button ``key`` is (used by tests and keyboard focus)."""
        for button in self.buttons():
            if button.key == key:
                return button.rect
        return None

    def focusables(self) -> list[Focusable[str]]:
        """Buttons the keyboard reaches; rows are buttons sharing a top edge."""
        enabled = [b for b in self.buttons() if b.enabled]
        tops = sorted({b.rect.top for b in enabled})
        return [Focusable(b.key, b.rect, tops.index(b.rect.top)) for b in enabled]

    def handle(self, event: pygame.event.Event) -> Transition | None:
        self.settle_focus()  # a button may have gone off since the last event (the page turned)
        answer = self.answer(event)
        self.settle_focus()
        return answer

    def answer(self, event: pygame.event.Event) -> Transition | None:
        """What the buttons do with ``event`` (``handle``, the focus kept on a button that is on)."""
        if event.type == pygame.MOUSEMOTION:
            button = self.button_at(event.pos)
            key = button.key if button else None
            if key != self.hover:
                self.hover = key
                self.dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = self.button_at(event.pos)
            self.pressed = button.key if button else None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = self.button_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if button is not None and button.key == pressed:
                self.focus = button.key
                self.dirty = True
                return self.press(button.key)
        elif event.type == pygame.KEYDOWN:
            arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
            if event.key in arrows and not self.wants_arrows(event):
                self.focus = move_focus(self.focusables(), self.focus, *arrows[event.key])
                self.dirty = True
                return None
            if event.key == pygame.K_TAB:
                items = self.focusables()
                keys = [i.key for i in items]
                if keys:
                    step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                    index = keys.index(self.focus) if self.focus in keys else -step
                    self.focus = keys[(index + step) % len(keys)]
                    self.dirty = True
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                keys = [i.key for i in self.focusables()]
                if self.focus in keys:
                    return self.press(self.focus)
                return self.other_key(event)
            if event.key == pygame.K_ESCAPE:
                return self.cancel()
            return self.other_key(event)
        return None

    def wants_arrows(self, event: pygame.event.Event) -> bool:
        return False

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons():
            draw_button(surface, button, self.hover == button.key, self.ring == button.key)


class CloseOverlay(ButtonScene):
    """A read-only overlay whose only button is Close (Enter, Escape and a click close it)."""

    overlay = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = "close"

    def buttons(self) -> list[Button[str]]:
        lay = overlay_layout(*self.ctx.size)
        return [Button("close", _("Close"), lay.close, primary=True, hint=button_name("back"), keycap=True)]

    def press(self, key: str) -> Transition | None:
        return Pop()

    def cancel(self) -> Transition | None:
        return Pop()
