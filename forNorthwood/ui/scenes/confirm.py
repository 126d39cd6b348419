"""Small dialogs above any scene: a yes/no question, and warnings the player must read."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import _, ngettext
from ...i18n.controls_text import button_name
from ..buttons import Button
from ..layout import DialogLayout, dialog_layout
from ..panels import dim, draw_panel
from ..scene import Context, Pop, Push, Transition
from ..text import draw_block, draw_line, fit, line_height
from ..theme import ERROR, TEXT_LIGHT
from .menu_base import ButtonScene


def sized_to(size: tuple[int, int], words: str, text: int, minimum: int) -> DialogLayout:
    """The dialog's places, its panel as tall as ``words`` need at ``text`` px (shrunk to no less
    than ``minimum`` when even the tallest panel is too short), not a fixed height with a gap."""
    largest = dialog_layout(*size)
    text_size, lines = fit(words, largest.body.width, largest.body.height, text, False, minimum)
    return dialog_layout(*size, len(lines) * line_height(text_size))


def ask(title: str, message: str, yes: str, no: str, then: Callable[[], Transition | None]) -> Push:
    """Open a dialog that asks ``title`` first: ``then()`` is carried out on ``yes``, nothing on ``no``."""
    return Push(lambda ctx: ConfirmOverlay(ctx, title, message, yes, no, then))


class ConfirmOverlay(ButtonScene):
    """Ask before something that cannot be taken back; ``then`` runs only on yes."""

    overlay = True

    def __init__(
        self,
        ctx: Context,
        title: str = "",
        message: str = "",
        yes: str = "",
        no: str = "",
        then: Callable[[], Transition | None] | None = None,
    ) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.yes = yes or _("Yes")
        self.no = no or _("Cancel")
        self.then = then
        self.focus = "no"  # the safe answer is the default

    def layout(self, size: tuple[int, int]) -> DialogLayout:
        return sized_to(size, self.message, dialog_layout(*size).px(21), 11)

    def buttons(self) -> list[Button[str]]:
        lay = self.layout(self.ctx.size)
        return [
            Button("no", self.no, lay.no, hint=button_name("back"), keycap=True),
            Button("yes", self.yes, lay.yes, primary=True),
        ]

    def press(self, key: str) -> Transition | None:
        if key == "yes" and self.then is not None:
            return self.then()
        return Pop()

    def cancel(self) -> Transition | None:
        return Pop()

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = self.layout(surface.get_size())
        dim(surface, 150)
        draw_panel(surface, lay.panel, 255)
        draw_line(surface, self.title, lay.heading, TEXT_LIGHT, lay.px(30), True)
        draw_block(surface, self.message, lay.body, TEXT_LIGHT, lay.px(21), minimum=11)
        self.draw_buttons(surface)
        self.dirty = False
        return None


class NoticeOverlay(ButtonScene):
    """Warnings about the game's files that came while playing; they stay until OK."""

    overlay = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = "yes"
        ctx.keeper.mark_seen()

    def layout(self, size: tuple[int, int]) -> DialogLayout:
        return sized_to(size, "\n\n".join(self.ctx.keeper.notices), dialog_layout(*size).px(20), 10)

    def buttons(self) -> list[Button[str]]:
        lay = self.layout(self.ctx.size)
        return [Button("yes", _("OK"), lay.yes, primary=True, hint=button_name("back"), keycap=True)]

    def press(self, key: str) -> Transition | None:
        self.ctx.keeper.dismiss()
        return Pop()

    def cancel(self) -> Transition | None:
        return self.press("yes")

    def update(self, now: int) -> Transition | None:
        if self.ctx.keeper.unseen():
            self.ctx.keeper.mark_seen()  # one more came while this was open: it is shown here too
            self.dirty = True
        return None

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = self.layout(surface.get_size())
        notices = self.ctx.keeper.notices
        dim(surface, 150)
        draw_panel(surface, lay.panel, 255)
        title = ngettext("A problem with the game's files", "Problems with the game's files", len(notices))
        draw_line(surface, "⚠ " + title, lay.heading, ERROR, lay.px(28), True)
        draw_block(surface, "\n\n".join(notices), lay.body, TEXT_LIGHT, lay.px(20), minimum=10)
        self.draw_buttons(surface)
        self.dirty = False
        return None
