"""The end of the game: stars per fief, the total, the medal, the seed; play again.

The screen ignores input for a moment after it appears (``InputGuard``, which also
drops the auto-repeat of a key held down from the last move), and the keyboard's
focus starts, ringed, on a button that leaves nothing behind: "Replay with the
advisor" (its Close comes back here), or the game log for a practice game. Enter
mashed at the end of a game so never skips the result, its review and its replay
for a new game.

A medal is celebrated: a fanfare, the medal springing up with stars flying out of
it. With animations off the medal simply stands in a golden halo.
"""

from __future__ import annotations

import pygame

from ...core.cards import MEDALS
from ...game.seeds import seed_code
from ...game.session import Session
from ...i18n import _, ngettext
from ...i18n.controls_text import button_name
from ...i18n.messages import difficulty_label, medal_name, setup_name
from ...i18n.replay_text import practice_record_text
from .. import assets, card_art
from ..buttons import Button
from ..input_guard import InputGuard
from ..layers import Layer
from ..layout import EndLayout, end_layout
from ..medal_art import CELEBRATION_MS, FIEF_WON_MS, MEDAL_COLOURS, draw_medal, draw_sparks
from ..review_layer import ReviewArea, ReviewLayer, Reviews
from ..scene import Context, Goto, Push, ShowGame, ToTitle, Transition
from ..sections import Sections
from ..text import draw_line
from ..theme import ERROR, STAR, TEXT_DIM, TEXT_LIGHT, WON_LIGHT
from .game_log import GameLogOverlay
from .menu_base import ButtonScene
from .replay_doors import back_to_replay, open_replay
from .setup import SetupScene
from .starting import start_game

#: The review's text size at 1280×800, and the window width from which its visits take two columns.
REVIEW_TEXT, TWO_COLUMNS = 17, 1600


class EndOfGameScene(ButtonScene):
    def __init__(self, ctx: Context, session: Session, message: str = "") -> None:
        super().__init__(ctx)
        self.session = session
        self.guard = InputGuard(ctx.now)
        self.record = self.record_text()
        self.medal = session.over and session.view()["result"] == "won"
        self.started = ctx.now()
        # A medal is celebrated; a game finished without one, by the stars of its fiefs won.
        won_fiefs = session.over and any(f["status"] == "won" for f in session.view()["fiefs"])
        self.celebration_ms = ctx.duration(CELEBRATION_MS if self.medal else (FIEF_WON_MS if won_fiefs else 0))
        if self.medal:
            ctx.sounds.play("medal")
        self.review: Layer[ReviewArea] = ReviewLayer(Reviews(ctx.jobs, ctx.keeper.advice_book), session)
        #: Over the screen: the review (a section, like the hint and the tutorial over the table).
        self.sections: Sections[ReviewArea] = Sections(self.review)
        #: How to play for a higher medal (empty when there is nothing to say: the screen's
        #: layout then gives its line to the review).
        self.advice = self.advice_text()
        self.focus = self.safe_focus()

    def safe_focus(self) -> str:
        """Where the focus starts: a button whose Enter keeps the result within reach (never New game)."""
        replay = next(b for b in self.buttons() if b.key == "replay")
        return "replay" if replay.enabled else "log"

    def progress(self) -> float:
        """How far the celebration has come: 0 at the start, 1 when over (or animations off)."""
        if self.celebration_ms <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.ctx.now() - self.started) / self.celebration_ms))

    def busy(self) -> bool:
        return self.progress() < 1.0

    def update(self, now: int) -> Transition | None:
        if self.sections.update(self.review_area()):  # the review came: show it
            self.dirty = True
        return None

    def review_area(self) -> ReviewArea:
        """Below the buttons, to the bottom of the window; in two columns in a wide window."""
        lay = self.layout(self.ctx.size)
        return ReviewArea(lay.review, lay.text(REVIEW_TEXT), 2 if lay.size[0] >= TWO_COLUMNS else 1)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.busy() and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.celebration_ms = 0  # skipped: over at once (the medal stands still in its halo)
            self.dirty = True
            return None
        if self.guard.blocks(event):
            return None
        if self.sections.handle(event, self.review_area()).taken:
            return None
        return super().handle(event)

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is None:
            self.focus = self.safe_focus()  # shown, not pressed
            self.dirty = True
        return None

    def record_text(self) -> str:
        """Whether the game is in the statistics, with the player's streak (from the record
        the game's owner just wrote: the statistics file is not read back)."""
        if not self.session.over:
            return ""
        if self.session.played_on:
            return practice_record_text()
        recorded = self.ctx.keeper.finish(self.session)
        if recorded is None:
            return _("This game could not be added to your statistics (see the warning).")
        summary = recorded.summary
        return ngettext(
            "Added to your statistics: {played} game played, winning streak {streak}.",
            "Added to your statistics: {played} games played, winning streak {streak}.",
            summary.played,
        ).format(played=summary.played, streak=summary.current_streak)

    def layout(self, size: tuple[int, int]) -> EndLayout:
        return end_layout(*size, advice=bool(self.advice))

    def buttons(self) -> list[Button[str]]:
        lay = self.layout(self.ctx.size)
        return [
            Button("new_game", _("New game"), lay.buttons["new_game"], primary=True),
            Button("same_kingdom", _("Play this kingdom again"), lay.buttons["same_kingdom"]),
            Button("log", _("Game log"), lay.buttons["log"]),
            Button("title", _("Title screen"), lay.buttons["title"], hint=button_name("back"), keycap=True),
            # A practice game has no record to replay: it goes back to the replay it came from.
            Button("replay", _("Back to the replay"), lay.replay, self.session.played_on_from is not None)
            if self.session.played_on
            else Button(
                "replay", _("Replay with the Hint"), lay.replay, self.ctx.keeper.record_of(self.session) is not None
            ),
        ]

    def press(self, key: str) -> Transition | None:
        s = self.session
        if key == "new_game":
            return Goto(lambda ctx: SetupScene(ctx, s.setup, s.threshold))
        if key == "same_kingdom":
            return start_game(self.ctx, s.seed, s.setup, s.threshold)
        if key == "log":
            return Push(lambda ctx: GameLogOverlay(ctx, s))
        if key == "replay" and s.played_on:
            return back_to_replay(self.ctx, s, lambda: ShowGame(s))
        if key == "replay":
            record = self.ctx.keeper.record_of(s)
            return None if record is None else open_replay(self.ctx, record, lambda: ShowGame(s))
        return ToTitle()

    def cancel(self) -> Transition | None:
        return ToTitle()

    def result_text(self) -> tuple[str, str]:
        view = self.session.view()
        stars, threshold = view["stars"], view["threshold"]
        medal = medal_name(threshold)
        # The goal was chosen before the game: 20 stars in a Bronze game is still Bronze (a
        # first-time player read "of the 16 needed" as Silver and Gold withheld). The goal is
        # named as on the setup screen, won or lost.
        # The tutorial's game has the goal the tutorial set: its player never chose one. Once the
        # tutorial was skipped the game is a normal one: the goal is the player's, not the tutorial's
        # (skipped on the first screen, the end read "the tutorial's goal").
        tutorial = self.session.tutorial
        if tutorial is not None and tutorial.status == "skipped":
            # Translators: the end of the tutorial's kingdom played without its tutorial (skipped);
            # {goal} is the difficulty, as on the setup screen ("Bronze · 16 ★").
            detail = ngettext("{stars} star won; your goal: {goal}.", "{stars} stars won; your goal: {goal}.", stars)
        elif tutorial is not None:
            detail = ngettext(
                "{stars} star won; the tutorial's goal: {goal}.",
                "{stars} stars won; the tutorial's goal: {goal}.",
                stars,
            )
        else:
            detail = ngettext(
                "{stars} star won; the goal you chose: {goal}.", "{stars} stars won; the goal you chose: {goal}.", stars
            )
        detail = detail.format(stars=stars, goal=difficulty_label(threshold))
        if view["result"] == "won":
            return _("For Northwood! {medal} medal reached").format(medal=medal), detail
        return _("The {medal} medal was missed").format(medal=medal), detail

    def advice_text(self) -> str:
        """How to play for a higher medal, when the goal was reached with stars to spare (20 stars
        in a Bronze game read as Silver and Gold withheld): a higher difficulty, named as on
        the setup screen; empty otherwise."""
        view = self.session.view()
        stars, threshold = view["stars"], view["threshold"]
        if view["result"] != "won" or stars <= threshold or threshold >= 20:
            return ""
        higher = {"silver": difficulty_label(18), "gold": difficulty_label(20)}
        if threshold < 18:
            return _("For Silver or Gold, start a new game at a higher difficulty: {silver} or {gold}.").format(
                **higher
            )
        return _("For Gold, start a new game at a higher difficulty: {gold}.").format(**higher)

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = self.layout(surface.get_size())
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        view = self.session.view()
        heading, medal = self.result_text()
        won = view["result"] == "won"
        title = draw_line(surface, heading, lay.heading, WON_LIGHT if won else ERROR, lay.px(44), True, "center")
        used = draw_line(surface, medal, lay.medal, TEXT_LIGHT, lay.px(26), True, "center")
        if won:
            disc = pygame.Rect(0, 0, lay.medal.height, lay.medal.height)
            disc.midright = (used.left - lay.px(12), lay.medal.centery)
            words = [title.inflate(lay.px(8), lay.px(4)), used.inflate(lay.px(8), lay.px(4))]
            self.draw_medal(surface, disc, view["threshold"], words)
        for fief in view["fiefs"]:
            number = fief["number"]
            rect = lay.fief_cards[number]
            surface.blit(
                card_art.fief_card(
                    number, fief["stars"], fief["ruler"], fief["status"], False, rect.width, rect.height
                ),
                rect.topleft,
            )
            earned = fief["stars"] if fief["status"] == "won" else 0
            colour = STAR if earned else TEXT_DIM
            # an unvisited fief's card says so on its band (when the word reads there): not twice
            said = card_art.unvisited_word_shown(rect.width, rect.height)
            text = "★" * earned if earned else ("–" if fief["status"] == "lost" else "" if said else _("unvisited"))
            if text:
                draw_line(surface, text, lay.stars[number], colour, lay.px(22), True, "center")
            if earned and not won and self.progress() < 1.0:  # the game finished: its fiefs' stars fly
                # around the words: the other fiefs' stars and the lines of the summary
                words = [r for n, r in enumerate(lay.stars) if n != number] + [lay.summary, lay.record]
                draw_sparks(surface, lay.stars[number].center, lay.px(22), self.progress(), words)
        setup = setup_name(view["setup"])
        summary = ngettext(
            "Total: {stars} star · {setup} · Kingdom code {code}",
            "Total: {stars} stars · {setup} · Kingdom code {code}",
            view["stars"],
        ).format(stars=view["stars"], setup=setup, code=seed_code(self.session.seed))
        draw_line(surface, summary, lay.summary, TEXT_LIGHT, lay.px(24), True, "center")
        if self.record:
            draw_line(surface, self.record, lay.record, TEXT_DIM, lay.px(19), False, "center")
        if self.advice:
            draw_line(surface, self.advice, lay.advice, TEXT_LIGHT, lay.text(19), False, "center")
        self.sections.draw(surface, self.review_area())
        self.draw_buttons(surface)
        self.dirty = False
        return None

    def draw_medal(self, surface: pygame.Surface, disc: pygame.Rect, threshold: int, words: list[pygame.Rect]) -> None:
        """The medal, springing up with stars flying out (around ``words``, never over them)
        while the celebration lasts; after it (or with animations off), still, in a golden halo."""
        colour = MEDAL_COLOURS.get(MEDALS.get(threshold, ""), STAR)
        draw_medal(surface, disc, colour, self.progress(), words)
