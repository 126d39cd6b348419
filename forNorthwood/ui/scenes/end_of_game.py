"""The end of the game: stars per fief, the total, the medal, the seed; play again.

The screen ignores input for a moment after it appears (``InputGuard``), and no
button has the keyboard focus at first: keys pressed for the last card never
start a new game before the player saw the result. Enter with no focus only
shows the focus.
"""

from __future__ import annotations

import pygame

from ...i18n import _, ngettext
from ...seeds import seed_code
from ...session import Session
from .. import assets, card_art
from ..input_guard import InputGuard
from ..layout import end_layout
from ..scene import Context, Transition, goto, push
from ..text import draw_line
from ..theme import ERROR, STAR, TEXT_DIM, TEXT_LIGHT, WON
from ..widgets import Button
from .fief_selection import medal_name
from .menu_base import ButtonScene
from .starting import start_game


class EndOfGameScene(ButtonScene):
    def __init__(self, ctx: Context, session: Session, message: str = "") -> None:
        super().__init__(ctx)
        self.session = session
        self.focus = None  # no button, and surely not "New game", acts on a stray Enter
        self.guard = InputGuard(ctx.now)
        self.record = self.record_text()

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.guard.blocks(event):
            return None
        return super().handle(event)

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is None:
            self.focus = "log"  # shown, not pressed: the next Enter opens the game log
            self.dirty = True
        return None

    def record_text(self) -> str:
        """Whether the game is in the statistics, with the player's streak."""
        recorded = self.ctx.games.recorded(self.session)
        if not self.session.over or recorded is None:
            return ""
        if not recorded:
            return _("This game could not be added to your statistics (see the warning).")
        summary = self.ctx.games.summary()
        return ngettext(
            "Added to your statistics: {played} game played, winning streak {streak}.",
            "Added to your statistics: {played} games played, winning streak {streak}.",
            summary.played,
        ).format(played=summary.played, streak=summary.current_streak)

    def buttons(self) -> list[Button]:
        lay = end_layout(*self.ctx.size)
        return [
            Button("new_game", _("New game"), lay["new_game"], primary=True),
            Button("same_kingdom", _("Play this kingdom again"), lay["same_kingdom"]),
            Button("log", _("Game log"), lay["log"]),
            Button("title", _("Title screen"), lay["title"]),
        ]

    def press(self, key: str) -> Transition | None:
        s = self.session
        if key == "new_game":
            return goto("setup", setup=s.setup, threshold=s.threshold)
        if key == "same_kingdom":
            return start_game(self.ctx, s.seed, s.setup, s.threshold)
        if key == "log":
            return push("game_log", session=s)
        return goto("title")

    def cancel(self) -> Transition | None:
        return goto("title")

    def result_text(self) -> tuple[str, str]:
        view = self.session.view()
        stars, threshold = view["stars"], view["threshold"]
        medal = medal_name(threshold)
        if view["result"] == "won":
            return _("For Northwood! {medal} medal reached").format(medal=medal), ngettext(
                "{stars} star of the {threshold} needed.", "{stars} stars of the {threshold} needed.", stars
            ).format(stars=stars, threshold=threshold)
        missing = threshold - stars
        total = ngettext("{stars} star", "{stars} stars", stars).format(stars=stars)
        return _("The {medal} medal was missed").format(medal=medal), ngettext(
            "{total}: {missing} star short of {threshold}.",
            "{total}: {missing} stars short of {threshold}.",
            missing,
        ).format(total=total, missing=missing, threshold=threshold)

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = end_layout(*surface.get_size())
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        view = self.session.view()
        heading, medal = self.result_text()
        won = view["result"] == "won"
        draw_line(surface, heading, lay["heading"], WON if won else ERROR, lay.px(50), True, "center")
        used = draw_line(surface, medal, lay["medal"], TEXT_LIGHT, lay.px(28), True, "center")
        if won:
            medal_colour = {16: (205, 127, 50), 18: (200, 200, 210), 20: (240, 200, 60)}.get(view["threshold"], STAR)
            disc = pygame.Rect(0, 0, lay["medal"].height, lay["medal"].height)
            disc.midright = (used.left - lay.px(12), lay["medal"].centery)
            pygame.draw.ellipse(surface, medal_colour, disc)
            pygame.draw.ellipse(surface, (90, 60, 20), disc, width=max(2, disc.width // 12))
            draw_line(
                surface,
                "★",
                disc.inflate(-disc.width // 4, -disc.height // 4),
                (90, 60, 20),
                disc.height // 2,
                True,
                "center",
            )
        for fief in view["fiefs"]:
            number = fief["number"]
            rect = lay[f"fief{number}"]
            surface.blit(
                card_art.fief_card(
                    number, fief["stars"], fief["ruler"], fief["status"], False, rect.width, rect.height
                ),
                rect.topleft,
            )
            earned = fief["stars"] if fief["status"] == "won" else 0
            colour = STAR if earned else TEXT_DIM
            text = "★" * earned if earned else ("–" if fief["status"] == "lost" else _("not visited"))
            draw_line(surface, text, lay[f"stars{number}"], colour, lay.px(22), True, "center")
        setup = _("Introductory game") if view["setup"] == "intro" else _("Full game")
        summary = ngettext(
            "Total: {stars} star · {setup} · Kingdom code {code}",
            "Total: {stars} stars · {setup} · Kingdom code {code}",
            view["stars"],
        ).format(stars=view["stars"], setup=setup, code=seed_code(self.session.seed))
        draw_line(surface, summary, lay["summary"], TEXT_LIGHT, lay.px(26), True, "center")
        if self.record:
            draw_line(surface, self.record, lay["record"], TEXT_DIM, lay.px(19), False, "center")
        self.draw_buttons(surface)
        self.dirty = False
        return None
