"""The statistics: results per difficulty and setup, medals, scores, streaks, the stars of the
last games as a chart, success per fief target as a chart, the allies and friends used, and
the last games with their logs.

Every figure is derived from the records in the statistics file (``Summary.of``, and
``ui/charts.py`` for the charts), on four pages so that each stays readable at 960×600; the
recent games, where a finished game is replayed, on the second.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pygame

from ...core.cards import MEDALS, SETUPS, THRESHOLDS
from ...game.seeds import seed_code
from ...game.session import Session
from ...i18n import _, ngettext, pgettext
from ...i18n.controls_text import CONTROLLER, MOUSE, button_name, input_device
from ...i18n.messages import character_name, difficulty_label, medal_name, setup_name
from ...i18n.numbers import format_date_time, format_number
from ...keeper import GameRecord, Summary
from .. import assets
from ..buttons import Button, draw_button
from ..charts import stars_of_games, target_success
from ..focus import draw_focus
from ..layout import RECENT_GAMES, StatisticsLayout, statistics_layout
from ..panels import dim, draw_panel
from ..scene import Context, Pop, Push, Scene, ToTitle, Transition
from ..text import draw_block, draw_line
from ..theme import ERROR, FELT, LOST, MIN_TEXT, STAR, TEXT_DIM, TEXT_LIGHT, WON, focus_reach
from .game_log import GameLogOverlay
from .menu_base import ButtonScene
from .replay_doors import open_replay
from .statistics_charts import draw_stars_chart, draw_target_chart

#: The pages, in order. The recent games, with their Replay buttons, come second, just after the
#: results: on the fourth page a first-time player (p62) looking for a replay of the last game never
#: found them.
RESULTS_PAGE, RECENT_PAGE, STARS_PAGE, FIEFS_PAGE = range(4)
PAGES = 4
#: The keys of the recent games' rows, newest first (the layout names their places alike).
GAME_KEYS = tuple(f"game{i}" for i in range(RECENT_GAMES))
#: The Replay button at the end of each of those rows.
REPLAY_KEYS = tuple(f"replay{i}" for i in range(RECENT_GAMES))


def result_name(result: str) -> str:
    return {"won": _("won"), "lost": _("lost"), "abandoned": _("abandoned")}.get(result, result)


def when(record: GameRecord) -> str:
    """The local date and time a game ended."""
    try:
        return format_date_time(datetime.fromisoformat(record.finished).astimezone())
    except (ValueError, OverflowError, OSError):
        return record.finished


def record_line(record: GameRecord) -> str:
    """One game in one line."""
    undo = (
        _("Ironman")
        if record.ironman
        else ngettext("{n} undo", "{n} undos", record.undo_count).format(n=record.undo_count)
    )
    return _("{when} · {setup} · {medal} · {result}, {stars} ★ · kingdom {code} · {undo}").format(
        when=when(record),
        setup=setup_name(record.setup),
        medal=difficulty_label(record.threshold),
        result=result_name(record.result),
        stars=record.stars,
        code=seed_code(record.seed),
        undo=undo,
    )


#: The controller's shoulders (LB and RB, which come as the keys H and T) turn the pages.
SHOULDERS = {pygame.K_h: -1, pygame.K_t: 1}


def pad_cap(intent: str) -> str:
    """The cap of the shoulder that turns the page (``intent``: "hint" for LB, "tracker" for RB,
    the table's names of those buttons) while a controller is in use; else none (the arrow keys
    turn the pages, as the buttons' arrows say)."""
    return button_name(intent) if input_device() == CONTROLLER else ""


class StatisticsOverlay(ButtonScene):
    hides_overlays_below = True
    overlay = True

    def __init__(self, ctx: Context, page: int = 0, session: Session | None = None) -> None:
        super().__init__(ctx)
        #: The game in progress when opened from the in-game menu: Close goes back to it, and
        #: no Replay is offered for it (only finished games are replayed).
        self.session = session
        self.records = ctx.keeper.recorded_games()
        self.summary = Summary.of(self.records)
        self.recent = list(reversed(self.records))[:RECENT_GAMES]
        self.page = max(0, min(page, PAGES - 1))
        self.message = ""
        self.focus = "close"

    def carry_over(self, old: Scene) -> None:
        super().carry_over(old)
        if isinstance(old, StatisticsOverlay):
            self.page = old.page

    # -- buttons and input ----------------------------------------------------------------------

    def buttons(self) -> list[Button[str]]:
        lay = statistics_layout(*self.ctx.size)
        buttons = [
            Button("previous", _("← Previous"), lay.previous, self.page > 0, hint=pad_cap("hint"), keycap=True),
            Button("next", _("Next →"), lay.next, self.page < PAGES - 1, hint=pad_cap("tracker"), keycap=True),
            Button("close", _("Close"), lay.close, primary=True, hint=button_name("back"), keycap=True),
        ]
        if self.page == RECENT_PAGE:
            for i, record in enumerate(self.recent):
                key = GAME_KEYS[i]
                buttons.append(Button(key, record_line(record), lay.games[i], enabled=record.log is not None))
                if self.session is None or record.game_id != self.session.game_id:
                    buttons.append(Button(REPLAY_KEYS[i], _("Replay"), lay.replays[i]))
        return buttons

    def press(self, key: str) -> Transition | None:
        if key == "previous":
            self.turn(-1)
        elif key == "next":
            self.turn(1)
        elif key in GAME_KEYS:
            return self.open_log(GAME_KEYS.index(key))
        elif key in REPLAY_KEYS:
            return open_replay(self.ctx, self.recent[REPLAY_KEYS.index(key)], self.back_here(key))
        else:
            return Pop()
        return None

    def back_here(self, focus: str) -> Callable[[], Transition]:
        """Where Close on a replay opened from here goes: these statistics, at this page, the focus
        on ``focus`` (over the title, where they were opened, its focus on Statistics: it went to New
        game once the statistics were closed)."""
        page = self.page

        def again(ctx: Context) -> Scene:
            shown = StatisticsOverlay(ctx, page)
            shown.focus = focus
            return shown

        return lambda: ToTitle(again, focus="statistics")

    def turn(self, step: int) -> None:
        self.page = max(0, min(PAGES - 1, self.page + step))
        self.message = ""
        if self.focus in GAME_KEYS or self.focus in REPLAY_KEYS:
            self.focus = "close"
        self.settle_focus()  # Next on the last page is off: the focus goes to the nearest button on
        self.dirty = True

    def open_log(self, index: int) -> Transition | None:
        if not 0 <= index < len(self.recent):
            return None
        record = self.recent[index]
        if record.log is None:
            return None
        path = self.ctx.keeper.log_path(record)
        text = self.ctx.keeper.read_log(record)
        if path is None or text is None:
            self.message = _("The log of this game could not be read from {path}.").format(path=path)
            self.dirty = True
            return None
        title = _("Game log · {when}").format(when=when(record))
        lines = text.splitlines()
        return Push(lambda ctx: GameLogOverlay(ctx, title=title, lines=lines, kept_at=str(path)))

    def cancel(self) -> Transition | None:
        return Pop()

    def wants_arrows(self, event: pygame.event.Event) -> bool:
        """The arrow keys turn the pages; the controller's d-pad moves the focus (turning the pages,
        it never reached Next from Close), its shoulders turn them. On the recent games, Left and
        Right go across a game's row (its log, its Replay), and turn the page past its ends."""
        if getattr(event, "controller", False) or event.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            return False
        if self.page != RECENT_PAGE:
            return True
        if self.focus in GAME_KEYS:
            return event.key == pygame.K_LEFT
        if self.focus in REPLAY_KEYS:
            return event.key == pygame.K_RIGHT
        return True

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(-1 if event.key == pygame.K_PAGEUP else 1)
            return None
        if event.type == pygame.KEYDOWN and getattr(event, "controller", False) and event.key in SHOULDERS:
            self.turn(SHOULDERS[event.key])
            return None
        if event.type == pygame.KEYDOWN and self.wants_arrows(event):
            self.turn(-1 if event.key == pygame.K_LEFT else 1)
            return None
        return super().handle(event)

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = statistics_layout(*surface.get_size())
        dim(surface, 150)
        draw_panel(surface, lay.panel, 255)
        titles = {
            RESULTS_PAGE: _("Results"),
            RECENT_PAGE: _("Recent games"),
            STARS_PAGE: _("Stars per game"),
            FIEFS_PAGE: _("Fiefs and characters"),
        }
        draw_line(
            surface,
            _("Statistics: {title}").format(title=titles[self.page]),
            lay.heading,
            TEXT_LIGHT,
            lay.px(30),
            True,
        )
        if not self.records:
            draw_block(
                surface,
                _(
                    "No games recorded yet. Every finished game, and every game abandoned for a new one "
                    "(except the tutorial's), appears here."
                ),
                lay.body,
                TEXT_DIM,
                lay.px(22),
                align="center",
                valign="middle",
            )
        elif self.page == RESULTS_PAGE:
            self.draw_results(surface, lay)
        elif self.page == STARS_PAGE:
            draw_stars_chart(surface, lay.body, stars_of_games(self.records), lay)
        elif self.page == FIEFS_PAGE:
            self.draw_fiefs(surface, lay)
            self.draw_characters(surface, lay)
        elif self.page == RECENT_PAGE:
            self.draw_recent(surface, lay)
        footer = self.message or _("Page {page} of {count}").format(page=self.page + 1, count=PAGES)
        draw_line(surface, footer, lay.page, ERROR if self.message else TEXT_DIM, lay.text(17), False, "center")
        for button in self.buttons():
            if button.key not in GAME_KEYS:
                draw_button(surface, button, self.hover == button.key, self.ring == button.key)
        self.dirty = False
        return None

    def rows(self, area: pygame.Rect, count: int, lay: StatisticsLayout) -> list[pygame.Rect]:
        """``count`` equal rows down ``area``, no taller than a comfortable line."""
        h = min(lay.px(40), area.height // max(1, count))
        return [pygame.Rect(area.left, area.top + i * h, area.width, h) for i in range(count)]

    def pair(self, surface: pygame.Surface, rect: pygame.Rect, label: str, value: str, lay: StatisticsLayout) -> None:
        """A label on the left of ``rect`` and its value on the right."""
        split = rect.left + rect.width * 72 // 100  # the values are short ("0 · 3 · 0", "1,7 ★")
        size = min(lay.px(20), rect.height - 4)
        draw_line(surface, label, pygame.Rect(rect.left, rect.top, split - rect.left - 6, rect.height), TEXT_DIM, size)
        right = pygame.Rect(split, rect.top, rect.right - split, rect.height)
        draw_line(surface, value, right, TEXT_LIGHT, size, True, "right")

    def draw_results(self, surface: pygame.Surface, lay: StatisticsLayout) -> None:
        s = self.summary
        medals = s.medals
        stars = _("{stars} ★")
        pairs = [
            (_("Games played"), format_number(s.played)),
            (_("Won · lost · abandoned"), " · ".join(format_number(n) for n in (s.won, s.lost, s.abandoned))),
            *(
                (
                    _("{medal} medals ({stars} ★)").format(medal=medal_name(t), stars=t),
                    format_number(medals.get(MEDALS[t], 0)),
                )
                for t in THRESHOLDS
            ),
            (_("Best score"), stars.format(stars=s.best_stars) if s.best_stars is not None else "–"),
            (
                _("Average score"),
                stars.format(stars=format_number(s.average_stars, 1)) if s.average_stars is not None else "–",
            ),
            (_("Current winning streak"), format_number(s.current_streak)),
            (_("Best winning streak"), format_number(s.best_streak)),
            (_("Undos used"), format_number(s.undo_total)),
            # Translators: how many decisions (all games) the Hint was shown at,
            # each counted once however often H was pressed there.
            (_("Decisions with a hint"), format_number(s.hints_total)),
        ]
        left = lay.left
        for rect, (label, value) in zip(self.rows(left, len(pairs), lay), pairs, strict=True):
            self.pair(surface, rect, label, value, lay)
        self.draw_modes(surface, lay)

    def draw_modes(self, surface: pygame.Surface, lay: StatisticsLayout) -> None:
        """The right column: games won, lost and abandoned by setup and difficulty."""
        s = self.summary
        right = lay.right
        # One group of rows per setup, its name over its three difficulties: the rows' names stay
        # short ("Silver"), so the counts' heads and the names alike keep a readable size.
        groups = [(setup, list(THRESHOLDS)) for setup in SETUPS]
        rows = self.rows(right, 1 + sum(1 + len(ts) for _s, ts in groups), lay)
        size = max(MIN_TEXT, min(lay.px(18), rows[0].height - 4))
        # Column heads over counts of games (a word of its own: French says "gagnées", plural).
        heads = (
            pgettext("games column", "won"),
            pgettext("games column", "lost"),
            pgettext("games column", "abandoned"),
        )
        # The count columns as wide as their longest head, the difficulties keeping what their
        # longest name needs: a long head is not shrunk out of reading.
        widest = max(assets.font(size, True).size(head)[0] for head in heads) + lay.px(12)
        names = max(assets.font(size, True).size(str(medal_name(t)))[0] for t in THRESHOLDS) + lay.px(16) + 8
        count_w = min(widest, (right.width - names) // 3)

        def cells(rect: pygame.Rect) -> list[pygame.Rect]:
            xs = [rect.left, *(rect.right - (3 - i) * count_w for i in range(3)), rect.right]
            return [pygame.Rect(xs[i], rect.top, xs[i + 1] - xs[i] - 4, rect.height) for i in range(4)]

        for cell, head in zip(cells(rows[0])[1:], heads, strict=True):
            draw_line(surface, head, cell, TEXT_DIM, size, True, "center")
        at = 1
        for setup, thresholds in groups:
            draw_line(surface, setup_name(setup), rows[at], TEXT_LIGHT, size, True)
            at += 1
            for threshold in thresholds:
                counts = s.by_mode.get((setup, threshold), {"won": 0, "lost": 0, "abandoned": 0})
                played = sum(counts.values())
                colour = TEXT_LIGHT if played else TEXT_DIM
                row = cells(rows[at])
                at += 1
                name = row[0].inflate(-lay.px(16), 0).move(lay.px(8), 0)  # set in under its setup
                draw_line(surface, str(medal_name(threshold)), name, colour, size, bool(played))
                for cell, key in zip(row[1:], ("won", "lost", "abandoned"), strict=True):
                    draw_line(surface, format_number(counts.get(key, 0)), cell, colour, size, False, "center")

    def draw_fiefs(self, surface: pygame.Surface, lay: StatisticsLayout) -> None:
        left = lay.chart
        head = pygame.Rect(left.left, left.top, left.width, lay.px(30))
        draw_line(surface, _("Success per fief target"), head, TEXT_LIGHT, lay.px(20), True)
        area = pygame.Rect(left.left, head.bottom + lay.px(6), left.width, left.bottom - head.bottom - lay.px(6))
        draw_target_chart(surface, area, target_success(self.summary), lay)

    def draw_characters(self, surface: pygame.Surface, lay: StatisticsLayout) -> None:
        right = lay.characters
        head = pygame.Rect(right.left, right.top, right.width, lay.px(30))
        draw_line(surface, _("Allies and friends used"), head, TEXT_LIGHT, lay.px(20), True)
        area = pygame.Rect(right.left, head.bottom + lay.px(6), right.width, right.bottom - head.bottom - lay.px(6))
        used = list(self.summary.abilities_used.items())
        if not used:
            draw_block(surface, _("No ability used yet."), area, TEXT_DIM, lay.text(18), minimum=MIN_TEXT)
            return
        per_column = max(8, -(-len(used) // 2))
        columns = 1 if len(used) <= 8 else 2
        gap = lay.px(16)
        width = (area.width - (columns - 1) * gap) // columns
        for c in range(columns):
            part = used[c * per_column : (c + 1) * per_column]
            column = pygame.Rect(area.left + c * (width + gap), area.top, width, area.height)
            for rect, (code, count) in zip(self.rows(column, per_column, lay), part, strict=False):
                size = lay.text(17)
                name = pygame.Rect(rect.left, rect.top, rect.width - lay.px(44), rect.height)
                draw_line(surface, character_name(code), name, TEXT_LIGHT, size)
                draw_line(surface, format_number(count), rect, STAR, size, True, "right")

    def draw_recent(self, surface: pygame.Surface, lay: StatisticsLayout) -> None:
        body = lay.body
        first = lay.games[0]
        # Clear of the focus ring on the first game, with a gap (the layout leaves the room).
        ring_top = first.top - focus_reach(first.width, first.height)
        note = pygame.Rect(body.left, body.top, body.width, ring_top - lay.px(3) - body.top)
        words = (
            _("The last games, newest first. Click one to read its log, or Replay to step through it again.")
            if input_device() == MOUSE
            else _(
                "The last games, newest first. {confirm} on one to read its log, or on Replay to step through it again."
            ).format(confirm=button_name("confirm"))
        )
        draw_line(surface, words, note, TEXT_DIM, lay.text(17))
        for i, record in enumerate(self.recent):
            key = GAME_KEYS[i]
            rect = lay.games[i]
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            alpha = 200 if self.hover == key else 120
            pygame.draw.rect(shade, (*FELT, alpha), shade.get_rect(), border_radius=lay.px(6))
            surface.blit(shade, rect.topleft)
            mark = {"won": WON, "lost": LOST}.get(record.result, (110, 96, 80))
            pygame.draw.rect(surface, mark, pygame.Rect(rect.left, rect.top, lay.px(6), rect.height))
            inner = rect.inflate(-lay.px(24), 0).move(lay.px(6), 0)
            draw_line(surface, record_line(record), inner, TEXT_LIGHT, lay.text(17))
            if self.ring == key:
                draw_focus(surface, rect)
