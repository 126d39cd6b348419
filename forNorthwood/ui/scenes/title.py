"""The title screen: New game, Rules, Quit."""

from __future__ import annotations

import pygame

from ... import __version__
from ...i18n import _
from .. import assets
from ..layout import title_layout
from ..scene import Context, Transition, goto, push, quit_game
from ..text import draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from ..widgets import Button
from .menu_base import ButtonScene


class TitleScene(ButtonScene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = "new_game"

    def buttons(self) -> list[Button]:
        lay = title_layout(*self.ctx.size)
        return [
            Button("new_game", _("New game"), lay["new_game"], primary=True),
            Button("rules", _("How to play"), lay["rules"]),
            Button("quit", _("Quit"), lay["quit"]),
        ]

    def press(self, key: str) -> Transition | None:
        if key == "new_game":
            return goto("setup")
        if key == "rules":
            return push("rules")
        return quit_game()

    def cancel(self) -> Transition | None:
        return quit_game()

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = title_layout(*surface.get_size())
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        icon = lay["icon"]
        surface.blit(assets.icon(icon.width), icon.topleft)
        draw_line(surface, _("For Northwood!"), lay["title"], TEXT_LIGHT, lay.px(72), True, "center")
        draw_line(
            surface,
            _("A solo trick-taking card game: win exactly what each ruler asks."),
            lay["subtitle"],
            TEXT_DIM,
            lay.px(24),
            False,
            "center",
        )
        self.draw_buttons(surface)
        credits = _("Version {version} · Art: OpenMoji (CC BY-SA 4.0) · Font: Pretendard (OFL)").format(
            version=__version__
        )
        draw_line(surface, credits, lay["credits"], TEXT_DIM, lay.px(15), False, "center")
        self.dirty = False
        return None
