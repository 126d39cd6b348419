"""The in-game menu (Esc): resume, rules, animation speed, full screen, new game, quit."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...session import Session
from ..layout import menu_layout
from ..scene import SPEED_ORDER, Context, Transition, goto, pop, push, quit_game
from ..text import draw_line
from ..theme import TEXT_LIGHT
from ..widgets import Button, dim, draw_panel
from .menu_base import ButtonScene

ITEMS = ("resume", "rules", "speed", "fullscreen", "new_game", "title", "quit")


def speed_label(speed: str) -> str:
    return {"off": _("off"), "fast": _("fast"), "normal": _("normal"), "slow": _("slow")}.get(speed, speed)


class MenuOverlay(ButtonScene):
    overlay = True

    def __init__(self, ctx: Context, session: Session | None = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.focus = "resume"

    def buttons(self) -> list[Button]:
        lay = menu_layout(*self.ctx.size, len(ITEMS))
        labels = {
            "resume": _("Resume"),
            "rules": _("Rules"),
            "speed": _("Animations: {speed}").format(speed=speed_label(self.ctx.settings.speed)),
            "fullscreen": _("Window") if self.ctx.settings.fullscreen else _("Full screen (F11)"),
            "new_game": _("New game"),
            "title": _("Title screen"),
            "quit": _("Quit"),
        }
        return [Button(key, labels[key], lay[f"item{i}"], primary=key == "resume") for i, key in enumerate(ITEMS)]

    def press(self, key: str) -> Transition | None:
        if key == "resume":
            return pop()
        if key == "rules":
            return push("rules")
        if key == "speed":
            order = list(SPEED_ORDER)
            current = self.ctx.settings.speed
            self.ctx.settings.speed = order[(order.index(current) + 1) % len(order)] if current in order else "normal"
        elif key == "fullscreen":
            self.ctx.toggle_fullscreen()
        elif key == "new_game":
            return goto("setup")
        elif key == "title":
            return goto("title")
        elif key == "quit":
            return quit_game()
        self.dirty = True
        return None

    def cancel(self) -> Transition | None:
        return pop()

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = menu_layout(*surface.get_size(), len(ITEMS))
        dim(surface, 140)
        draw_panel(surface, lay["panel"], 245)
        draw_line(surface, _("Menu"), lay["heading"], TEXT_LIGHT, lay.px(30), True, "center")
        self.draw_buttons(surface)
        self.dirty = False
        return None
