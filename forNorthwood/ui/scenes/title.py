"""The title screen: Continue, New game, the daily kingdom, Statistics, Settings, Rules, Tutorial, Credits, Quit.

Warnings about the game's files (a damaged save set aside, bad settings, a folder
that cannot be written) are shown here in a panel until the player dismisses them.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ... import __version__
from ...game.seeds import daily_seed, seed_code
from ...i18n import _, ngettext
from ...i18n.controls_text import button_name
from ...i18n.messages import medal_name
from ...i18n.numbers import format_date
from ...keeper import DailySummary, today
from .. import assets
from ..buttons import Button
from ..layout import TITLE_BUTTONS, TitleLayout, title_layout
from ..panels import draw_panel
from ..scene import Context, Goto, Push, Quit, Transition
from ..text import draw_block, draw_line
from ..theme import ERROR, TEXT_DIM, TEXT_LIGHT
from .credits import CreditsOverlay
from .menu_base import ButtonScene
from .puzzles import PuzzlesScene
from .rules_overlay import RulesOverlay
from .settings import SettingsOverlay
from .setup import SetupScene
from .starting import continue_game, continue_label, first_start, game_description, start_tutorial
from .statistics import StatisticsOverlay


class TitleScene(ButtonScene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = "continue" if self.can_continue() else "new_game"
        self.daily: DailySummary = ctx.keeper.daily()
        self.first_start = first_start(ctx)  # the very first start: the tutorial plays at once
        ctx.keeper.mark_seen()  # the notices panel shows every warning: none needs a dialog

    def can_continue(self) -> bool:
        return self.ctx.keeper.in_progress()

    def names(self) -> tuple[str, ...]:
        # The puzzles just after the daily kingdom; the tutorial just after How to play; Credits
        # just above Quit.
        daily = TITLE_BUTTONS.index("daily") + 1
        names = (
            *TITLE_BUTTONS[:daily],
            "puzzles",
            *TITLE_BUTTONS[daily:-1],
            "tutorial",
            "show_credits",
            TITLE_BUTTONS[-1],
        )
        return names if self.can_continue() else names[1:]

    def daily_code(self) -> str:
        return seed_code(daily_seed(today()))

    def layout(self, width: int, height: int) -> TitleLayout:
        """The title layout; with warnings to show, the buttons and the warnings panel
        side by side, centred together in the window."""
        lay = title_layout(width, height, self.names())
        if not self.ctx.keeper.notices:
            return lay
        px = lay.px
        column = lay.buttons[self.names()[0]]
        gap = px(36)
        margin = px(24)
        panel_w = max(px(60), min(px(460), width - 2 * margin - column.width - gap))
        left = max(margin, (width - (column.width + gap + panel_w)) // 2)
        dx = left - column.left
        panel = pygame.Rect(left + column.width + gap, lay.notices.top, panel_w, lay.notices.height)
        pad = px(14)
        dismiss = pygame.Rect(panel.left + pad, panel.bottom - pad - px(40), panel.width - 2 * pad, px(40))
        words = pygame.Rect(
            panel.left + pad, panel.top + pad, panel.width - 2 * pad, dismiss.top - px(10) - panel.top - pad
        )
        buttons = {name: lay.buttons[name].move(dx, 0) for name in self.names()}
        return replace(lay, buttons=buttons, notices=panel, dismiss=dismiss, notices_text=words)

    def buttons(self) -> list[Button[str]]:
        lay = self.layout(*self.ctx.size)
        current = self.ctx.keeper.current
        labels = {
            "continue": _("Continue") if current is None else continue_label(current, daily_seed(today())),
            "new_game": _("New game"),
            "daily": (
                _("Kingdom of {date} · {code} · played")
                if self.daily.today is not None
                else _("Kingdom of {date} · {code}")
            ).format(date=format_date(today()), code=self.daily_code()),
            "puzzles": _("Puzzles"),
            "statistics": _("Statistics"),
            "settings": _("Settings"),
            "rules": _("How to play"),
            "tutorial": _("Tutorial"),
            "show_credits": _("Credits"),
            "quit": _("Quit"),
        }
        first = self.names()[0]
        buttons = [Button(name, labels[name], lay.buttons[name], primary=name == first) for name in self.names()]
        # Esc quits from here (the game is saved), the second time (the first brings the focus here):
        # Quit shows that key, as every button shows its own.
        buttons = [replace(b, hint=button_name("back"), keycap=True) if b.key == "quit" else b for b in buttons]
        if self.ctx.keeper.notices:
            buttons.append(Button("dismiss", _("Dismiss"), lay.dismiss))
        return buttons

    def press(self, key: str) -> Transition | None:
        settings = self.ctx.settings
        if key == "continue":
            return continue_game(self.ctx)
        if key == "new_game":
            return Goto(SetupScene)
        if key == "daily":
            # The kingdom is today's; the setup and difficulty are the player's to choose first.
            seed = daily_seed(today())
            return Goto(lambda ctx: SetupScene(ctx, settings.default_setup, settings.default_threshold, seed))
        if key == "puzzles":
            return Goto(PuzzlesScene)
        if key == "statistics":
            return Push(StatisticsOverlay)
        if key == "settings":
            return Push(SettingsOverlay)
        if key == "rules":
            return Push(RulesOverlay)
        if key == "show_credits":
            return Push(CreditsOverlay)
        if key == "tutorial":
            return start_tutorial(self.ctx)
        if key == "dismiss":
            self.ctx.keeper.dismiss()
            self.focus = self.names()[0]
            self.dirty = True
            return None
        return Quit()

    def cancel(self) -> Transition | None:
        # Esc (B) first takes the focus to Quit, as console games' title menus do; a second press
        # there quits. A Back pressed once too often on the way from another screen never closes
        # the game, and no question stands in the way of a player who does mean to quit.
        if self.focus != "quit":
            self.focus = "quit"
            self.dirty = True
            return None
        return Quit()

    def update(self, now: int) -> Transition | None:
        if self.first_start:
            self.first_start = False
            return start_tutorial(self.ctx)
        if self.ctx.keeper.unseen():
            self.ctx.keeper.mark_seen()
            self.dirty = True  # a warning came (e.g. from the settings screen above): show it
        return None

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = self.layout(*surface.get_size())
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        icon = lay.icon
        surface.blit(assets.icon(icon.width), icon.topleft)
        draw_line(surface, _("For Northwood!"), lay.title, TEXT_LIGHT, lay.px(64), True, "center")
        draw_line(
            surface,
            _("A solo trick-taking card game: win exactly what each ruler asks."),
            lay.subtitle,
            TEXT_DIM,
            lay.px(24),
            False,
            "center",
        )
        self.draw_notices(surface, lay)
        self.draw_buttons(surface)
        below = lay.buttons[self.names()[-1]]
        line = pygame.Rect(lay.px(20), below.bottom + lay.px(10), surface.get_width() - lay.px(40), lay.line(17))
        lines = [self.daily_text()]
        if self.can_continue() and self.ctx.keeper.current is not None:
            lines.insert(0, _("Continue: {game}").format(game=game_description(self.ctx.keeper.current)))
        for text in lines:
            if text and line.bottom < lay.credits.top:
                draw_line(surface, text, line, TEXT_DIM, lay.text(17), False, "center")
                line = line.move(0, line.height)
        credits = _("Version {version} · Art: OpenMoji (CC BY-SA 4.0) · Font: Pretendard (OFL)").format(
            version=__version__
        )
        draw_line(surface, credits, lay.credits, TEXT_DIM, lay.text(15), False, "center")
        self.dirty = False
        return None

    def daily_text(self) -> str:
        """Today's daily kingdom as played (its best result) and the daily streak."""
        played, streak = self.daily.today, self.daily.streak
        parts = []
        if played is not None:
            if played.result == "won":
                parts.append(
                    _("Daily kingdom played today: {medal} medal, {stars} ★").format(
                        medal=medal_name(played.threshold), stars=played.stars
                    )
                )
            else:
                parts.append(_("Daily kingdom played today: lost, {stars} ★").format(stars=played.stars))
        if streak:
            parts.append(ngettext("daily streak: {n} day", "daily streak: {n} days", streak).format(n=streak))
        return " · ".join(parts)

    def draw_notices(self, surface: pygame.Surface, lay: TitleLayout) -> None:
        notices = self.ctx.keeper.notices
        if not notices:
            return
        draw_panel(surface, lay.notices, 240)
        area = lay.notices_text
        heading = pygame.Rect(area.left, area.top, area.width, lay.px(30))
        draw_line(surface, "⚠ " + _("Please note"), heading, ERROR, lay.px(22), True)
        body = pygame.Rect(area.left, heading.bottom + lay.px(6), area.width, area.bottom - heading.bottom - lay.px(6))
        draw_block(surface, "\n\n".join(notices), body, TEXT_LIGHT, lay.px(18), minimum=10)
