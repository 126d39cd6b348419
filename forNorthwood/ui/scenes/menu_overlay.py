"""The in-game menu (Esc): resume, rules, card tracker, game log, puzzles, statistics, settings, credits, tutorial, new
game, title, quit; in a practice game played on from a replay, "Back to the replay" (in the tutorial's place).

It also shows the kingdom code of the game, so that it can be shared while playing.
Leaving for the title screen or the puzzles, or quitting, keeps the game saved for Continue (the
puzzles' screen is asked of the scene manager, ``ToPuzzles``: importing it here closed an import
circle, the puzzles' table leading back to this menu).
"""

from __future__ import annotations

import pygame

from ...game.seeds import seed_code
from ...game.session import Session
from ...i18n import _
from ...i18n.controls_text import button_name
from ...i18n.messages import difficulty_label, setup_name
from ..buttons import Button
from ..layout import menu_layout
from ..panels import dim, draw_panel
from ..scene import Context, Goto, Pop, Push, Quit, ToPuzzles, ToTitle, Transition
from ..text import draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from .card_tracker import CardTracker
from .credits import CreditsOverlay
from .game_log import GameLogOverlay
from .menu_base import ButtonScene
from .replay_doors import back_to_replay
from .rules_overlay import RulesOverlay
from .settings import SettingsOverlay
from .setup import SetupScene
from .starting import start_tutorial
from .statistics import StatisticsOverlay

ITEMS = (
    "resume",
    "replay",
    "rules",
    "tracker",
    "log",
    "puzzles",
    "statistics",
    "settings",
    "credits",
    "tutorial",
    "new_game",
    "title",
    "quit",
)
#: Items that need a game.
GAME_ITEMS = ("tracker", "log")


class MenuOverlay(ButtonScene):
    overlay = True

    def __init__(self, ctx: Context, session: Session | None = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.focus = "resume"

    def items(self) -> tuple[str, ...]:
        s = self.session
        # "Back to the replay" only in a practice game played on from one, where it takes the
        # tutorial's row (the column has room for twelve at 960×600, Puzzles among them).
        practice = s is not None and s.played_on_from is not None
        left_out = {"tutorial" if practice else "replay", *(() if s is not None else GAME_ITEMS)}
        return tuple(i for i in ITEMS if i not in left_out)

    def buttons(self) -> list[Button[str]]:
        items = self.items()
        lay = menu_layout(*self.ctx.size, len(items))
        labels = {
            "resume": _("Resume"),
            "replay": _("Back to the replay"),
            "rules": _("Rules"),
            "tracker": _("Card tracker"),
            "log": _("Game log"),
            "puzzles": _("Puzzles"),
            "statistics": _("Statistics"),
            "settings": _("Settings"),
            "credits": _("Credits"),
            "tutorial": _("Tutorial"),
            "new_game": _("New game"),
            "title": _("Title screen"),
            # A practice game played on from a replay is never saved.
            "quit": _("Quit") if self.session is not None and self.session.played_on else _("Quit (the game is saved)"),
        }
        keys = {"resume": button_name("back"), "rules": button_name("rules"), "tracker": button_name("tracker")}
        return [
            Button(key, labels[key], lay.items[i], primary=key == "resume", hint=keys.get(key, ""), keycap=key in keys)
            for i, key in enumerate(items)
        ]

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        """The keys the menu's items show work here too: F1 the rules, T the card tracker."""
        if event.key == pygame.K_F1:
            return self.press("rules")
        if event.key == pygame.K_t and "tracker" in self.items():
            return self.press("tracker")
        return None

    def press(self, key: str) -> Transition | None:
        if key == "resume":
            return Pop()
        if key == "replay" and self.session is not None:
            return back_to_replay(self.ctx, self.session)
        if key == "rules":
            return Push(RulesOverlay)
        if key == "tracker":
            return Push(lambda ctx: CardTracker(ctx, self.session))
        if key == "log":
            return Push(lambda ctx: GameLogOverlay(ctx, self.session))
        if key == "puzzles":
            return ToPuzzles()
        if key == "statistics":
            return Push(lambda ctx: StatisticsOverlay(ctx, session=self.session))
        if key == "settings":
            return Push(SettingsOverlay)
        if key == "credits":
            return Push(CreditsOverlay)
        if key == "tutorial":
            return start_tutorial(self.ctx)
        if key == "new_game":
            return Goto(SetupScene)
        if key == "title":
            return ToTitle()
        if key == "quit":
            return Quit()
        return None

    def cancel(self) -> Transition | None:
        return Pop()

    def code_line(self) -> str:
        s = self.session
        if s is None:
            return ""
        return _("Kingdom {code} · {setup} · {medal}").format(
            code=seed_code(s.seed), setup=setup_name(s.setup), medal=difficulty_label(s.threshold)
        )

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = menu_layout(*surface.get_size(), len(self.items()))
        dim(surface, 140)
        draw_panel(surface, lay.panel, 255)
        draw_line(surface, _("Menu"), lay.heading, TEXT_LIGHT, lay.px(30), True, "center")
        draw_line(surface, self.code_line(), lay.code, TEXT_DIM, lay.text(18), False, "center")
        self.draw_buttons(surface)
        self.dirty = False
        return None
