"""The game log: every visit, friend, ability and dialogue, newest at the bottom.

Read-only and scrollable (mouse wheel, arrow keys, Page Up/Down, Home/End). The
log of the game being played can be exported to a text file in the data folder;
the log of a finished game (opened from the statistics) is already kept there.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from pathlib import Path

import pygame

from ...game.gamelog import game_log
from ...game.seeds import seed_code
from ...game.session import Session
from ...i18n import _, ngettext
from ...i18n.controls_text import button_name
from ...i18n.review_text import review_lines
from ..buttons import Button
from ..layout import log_layout
from ..panels import dim, draw_panel
from ..review_layer import Reviews
from ..scene import Context, Pop, Transition
from ..text import draw_line, line_height, wrap
from ..theme import ERROR, FELT, TEXT_DIM, TEXT_LIGHT
from .menu_base import ButtonScene

WHEEL_ROWS = 3


@lru_cache(maxsize=8)
def wrapped_rows(lines: tuple[str, ...], size: int, width: int, indent: int = 0) -> tuple[tuple[str, bool], ...]:
    """Each log line wrapped to ``width``, its rows after the first to ``width - indent`` (they are
    drawn indented); the flag marks the first row of a line."""
    rows: list[tuple[str, bool]] = []
    for line in lines:
        first, *more = wrap(line, size, width)
        rows.append((first, True))
        if more:
            rest = line[len(first) :].lstrip(" ")
            rows.extend((row, False) for row in wrap(rest, size, width - indent))
    return tuple(rows)


def export_name(session: Session, now: datetime) -> str:
    """``fornorthwood-<code>-<date>-<time>.txt``: a new file for each export."""
    return f"fornorthwood-{seed_code(session.seed)}-{now:%Y-%m-%d-%H%M%S}.txt"


class GameLogOverlay(ButtonScene):
    hides_overlays_below = True
    overlay = True

    def __init__(
        self,
        ctx: Context,
        session: Session | None = None,
        title: str = "",
        lines: list[str] | None = None,
        kept_at: str = "",
    ) -> None:
        super().__init__(ctx)
        self.session = session
        self.reviews = Reviews(ctx.jobs, ctx.keeper.advice_book)
        self.lines: tuple[str, ...] = tuple(game_log(session) if session is not None else (lines or []))
        self.review: tuple[str, ...] = ()
        self.update(0)
        self.title = title or _("Game log")
        self.status = _("Kept in {path}").format(path=kept_at) if kept_at else ""
        self.status_error = False
        self.top: int | None = None  # first row shown; None: scrolled to the newest line
        self.exported: Path | None = None
        self.focus = "close"

    def update(self, now: int) -> Transition | None:
        """A finished game's log ends with its review (under way, then ready: ``review_layer.Reviews``)."""
        session = self.session
        if session is None or self.reviews.state(session) == "none":
            return None
        review = tuple(self.reviews.lines_of(session))
        if review != self.review:
            base = self.lines[: len(self.lines) - len(self.review) - 1] if self.review else self.lines
            self.review = review
            self.lines = (*base, "", *review)
            self.dirty = True
        return None

    # -- geometry of the text -----------------------------------------------------------------

    def font_size(self) -> int:
        return log_layout(*self.ctx.size).text(19)

    def rows(self) -> tuple[tuple[str, bool], ...]:
        lay = log_layout(*self.ctx.size)
        # As drawn: a padding each side, and the rows after a line's first indented.
        return wrapped_rows(self.lines, self.font_size(), lay.words.width - 2 * lay.px(10), lay.px(18))

    def visible(self) -> int:
        lay = log_layout(*self.ctx.size)
        return max(1, lay.words.height // line_height(self.font_size()))

    def last_top(self) -> int:
        return max(0, len(self.rows()) - self.visible())

    def first_row(self) -> int:
        return self.last_top() if self.top is None else max(0, min(self.top, self.last_top()))

    def scroll(self, rows: int) -> None:
        top = max(0, min(self.first_row() + rows, self.last_top()))
        self.top = None if top >= self.last_top() else top
        self.dirty = True

    # -- buttons and input -----------------------------------------------------------------------

    def buttons(self) -> list[Button[str]]:
        lay = log_layout(*self.ctx.size)
        buttons = []
        if self.session is not None:
            buttons.append(Button("export", _("Export to a file"), lay.export))
        buttons.append(Button("close", _("Close"), lay.close, primary=True, hint=button_name("back"), keycap=True))
        return buttons

    def press(self, key: str) -> Transition | None:
        if key == "export":
            self.export()
            return None
        return Pop()

    def cancel(self) -> Transition | None:
        return Pop()

    def export(self) -> None:
        if self.session is None:
            return
        folder = self.ctx.keeper.exports
        try:
            reviews = self.reviews.result(self.session)
            extra = review_lines(reviews) if reviews is not None else ()
            path = self.ctx.keeper.export_log(export_name(self.session, datetime.now()), self.session, extra)
        except (OSError, ValueError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            self.status = _("The log could not be written to {folder}: {reason}").format(folder=folder, reason=reason)
            self.status_error = True
        else:
            self.status = _("Saved as {path}").format(path=path)
            self.status_error = False
            self.exported = path
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * WHEEL_ROWS)
            return None
        if event.type == pygame.KEYDOWN:
            page = max(1, self.visible() - 1)
            moves = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -len(self.rows()),
                pygame.K_END: len(self.rows()),
            }
            if event.key in moves:
                self.scroll(moves[event.key])
                return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            lay = log_layout(*self.ctx.size)
            bar = lay.scrollbar
            if bar.collidepoint(event.pos):
                thumb = self.thumb(bar)
                page = max(1, self.visible() - 1)
                if event.pos[1] < thumb.top:
                    self.scroll(-page)
                elif event.pos[1] > thumb.bottom:
                    self.scroll(page)
                return None
        return super().handle(event)

    # -- drawing --------------------------------------------------------------------------------------

    def thumb(self, bar: pygame.Rect) -> pygame.Rect:
        total = max(1, len(self.rows()))
        shown = min(total, self.visible())
        h = max(bar.width * 2, round(bar.height * shown / total))
        span = bar.height - h
        last = self.last_top()
        y = bar.top + (round(span * self.first_row() / last) if last else span)
        return pygame.Rect(bar.left, y, bar.width, h)

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = log_layout(*surface.get_size())
        dim(surface, 190)  # over the menu too: what lies behind must not show through
        draw_panel(surface, lay.panel, 255)
        draw_line(surface, self.title, lay.heading, TEXT_LIGHT, lay.px(30), True)
        text = lay.words
        back = pygame.Surface(text.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*FELT, 150), back.get_rect(), border_radius=lay.px(8))
        surface.blit(back, text.topleft)
        size = self.font_size()
        step = line_height(size)
        rows = self.rows()
        first = self.first_row()
        pad = lay.px(10)
        y = text.top + (text.height - self.visible() * step) // 2
        for row, starts in rows[first : first + self.visible()]:
            x = text.left + pad + (0 if starts else lay.px(18))
            draw_line(surface, row, pygame.Rect(x, y, text.right - pad - x, step), TEXT_LIGHT, size)
            y += step
        if not rows:
            draw_line(surface, _("Nothing has happened yet."), text, TEXT_DIM, size, False, "center")
        bar = lay.scrollbar
        pygame.draw.rect(surface, (30, 22, 14), bar, border_radius=bar.width // 2)
        if len(rows) > self.visible():
            pygame.draw.rect(surface, TEXT_DIM, self.thumb(bar), border_radius=bar.width // 2)
        status = self.status
        if not status and rows:
            count = len(self.lines)
            status = ngettext("{count} line · newest at the bottom", "{count} lines · newest at the bottom", count)
            status = status.format(count=count)
        if status:
            draw_line(surface, status, lay.status, ERROR if self.status_error else TEXT_DIM, lay.text(16))
        self.draw_buttons(surface)
        self.dirty = False
        return None
