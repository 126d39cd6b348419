"""The title screen: Continue, New game, the daily kingdom, Statistics, Settings, Rules, Quit.

Warnings about the game's files (a damaged save set aside, bad settings, a folder
that cannot be written) are shown here in a panel until the player dismisses them.
"""

from __future__ import annotations

import pygame

from ... import __version__
from ...i18n import _
from ...i18n.numbers import format_date
from ...seeds import daily_seed, seed_code
from .. import assets
from ..games import today
from ..layout import TITLE_BUTTONS, Layout, title_layout
from ..scene import Context, Transition, goto, push, quit_game
from ..text import draw_block, draw_line
from ..theme import ERROR, TEXT_DIM, TEXT_LIGHT
from ..widgets import Button, draw_panel
from .menu_base import ButtonScene
from .starting import continue_game, game_description, start_game


class TitleScene(ButtonScene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = "continue" if self.can_continue() else "new_game"
        ctx.games.mark_seen()  # the notices panel shows every warning: none needs a dialog

    def can_continue(self) -> bool:
        return self.ctx.games.in_progress()

    def names(self) -> tuple[str, ...]:
        return TITLE_BUTTONS if self.can_continue() else TITLE_BUTTONS[1:]

    def daily_code(self) -> str:
        return seed_code(daily_seed(today()))

    def buttons(self) -> list[Button]:
        lay = title_layout(*self.ctx.size, self.names())
        labels = {
            "continue": _("Continue"),
            "new_game": _("New game"),
            "daily": _("Kingdom of {date} · {code}").format(date=format_date(today()), code=self.daily_code()),
            "statistics": _("Statistics"),
            "settings": _("Settings"),
            "rules": _("How to play"),
            "quit": _("Quit"),
        }
        buttons = [Button(name, labels[name], lay[name], primary=name == self.names()[0]) for name in self.names()]
        if self.ctx.games.notices:
            buttons.append(Button("dismiss", _("Dismiss"), lay["dismiss"]))
        return buttons

    def press(self, key: str) -> Transition | None:
        settings = self.ctx.settings
        if key == "continue":
            return continue_game(self.ctx)
        if key == "new_game":
            return goto("setup")
        if key == "daily":
            return start_game(self.ctx, daily_seed(today()), settings.default_setup, settings.default_threshold)
        if key == "statistics":
            return push("statistics")
        if key == "settings":
            return push("settings")
        if key == "rules":
            return push("rules")
        if key == "dismiss":
            self.ctx.games.dismiss()
            self.focus = self.names()[0]
            self.dirty = True
            return None
        return quit_game()

    def cancel(self) -> Transition | None:
        return quit_game()

    def update(self, now: int) -> Transition | None:
        if self.ctx.games.unseen():
            self.ctx.games.mark_seen()
            self.dirty = True  # a warning came (e.g. from the settings screen above): show it
        return None

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = title_layout(*surface.get_size(), self.names())
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        icon = lay["icon"]
        surface.blit(assets.icon(icon.width), icon.topleft)
        draw_line(surface, _("For Northwood!"), lay["title"], TEXT_LIGHT, lay.px(64), True, "center")
        draw_line(
            surface,
            _("A solo trick-taking card game: win exactly what each ruler asks."),
            lay["subtitle"],
            TEXT_DIM,
            lay.px(24),
            False,
            "center",
        )
        self.draw_notices(surface, lay)
        self.draw_buttons(surface)
        if self.can_continue() and self.ctx.games.current is not None:
            below = lay[self.names()[-1]]
            line = pygame.Rect(lay.px(20), below.bottom + lay.px(10), surface.get_width() - lay.px(40), lay.px(26))
            if line.bottom < lay["credits"].top:
                draw_line(
                    surface,
                    _("Continue: {game}").format(game=game_description(self.ctx.games.current)),
                    line,
                    TEXT_DIM,
                    lay.px(17),
                    False,
                    "center",
                )
        credits = _("Version {version} · Art: OpenMoji (CC BY-SA 4.0) · Font: Pretendard (OFL)").format(
            version=__version__
        )
        draw_line(surface, credits, lay["credits"], TEXT_DIM, lay.px(15), False, "center")
        self.dirty = False
        return None

    def draw_notices(self, surface: pygame.Surface, lay: Layout) -> None:
        notices = self.ctx.games.notices
        if not notices:
            return
        draw_panel(surface, lay["notices"], 240)
        area = lay["notices_text"]
        heading = pygame.Rect(area.left, area.top, area.width, lay.px(30))
        draw_line(surface, "⚠ " + _("Please note"), heading, ERROR, lay.px(22), True)
        body = pygame.Rect(area.left, heading.bottom + lay.px(6), area.width, area.bottom - heading.bottom - lay.px(6))
        draw_block(surface, "\n\n".join(notices), body, TEXT_LIGHT, lay.px(18), minimum=10)
