"""The puzzles' screen, reached from the title: today's puzzle, the player's puzzle statistics,
and the way through the book by difficulty (a level's next puzzle not solved yet in its course,
typical puzzles first, or the easiest one not solved yet of all).

A book that cannot be used says so here and nothing else of the game is touched; a puzzle
these rules no longer reach is passed over with a word on the note line.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pygame

from ...game.puzzles import LEVELS, Puzzle, PuzzleStats, next_in_course
from ...i18n import _, ngettext, pgettext
from ...i18n.controls_text import MOUSE, button_name, input_device
from ...i18n.numbers import format_date
from ...i18n.puzzles_text import level_text, levels_text, obvious_move_text, problem_text
from ...keeper import today
from .. import assets
from ..buttons import Button, draw_button
from ..focus import Focusable
from ..panels import draw_panel
from ..puzzle_places import PuzzlesLayout, puzzles_layout
from ..scene import Context, SceneMaker, ToTitle, Transition
from ..text import draw_block, draw_line
from ..theme import ERROR, MIN_TEXT, TEXT_DIM, TEXT_LIGHT
from .menu_base import ButtonScene
from .puzzle import MAX_SKIPPED, Course, open_puzzle


def back_to(key: str) -> SceneMaker:
    """The puzzles' screen again, the focus on the button ``key`` that opened the puzzle left (a
    level's, or the easiest not solved: it went to the latter, or to today's puzzle, whatever was
    pressed)."""

    def again(ctx: Context) -> PuzzlesScene:
        scene = PuzzlesScene(ctx)
        if scene.ctx.keeper.puzzles.book is not None:
            scene.focus = key
        return scene

    return again


class PuzzlesScene(ButtonScene):
    """Today's puzzle, the statistics, the levels."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.note = ""
        keeper = ctx.keeper.puzzles
        if keeper.book is None:
            self.focus = "back"
        else:
            self.focus = "daily" if not keeper.stats.daily_done(today()) else "next"
        self.suggested = True  # the focus is the screen's suggestion, not moved by the player yet

    def layout(self) -> PuzzlesLayout:
        return puzzles_layout(*self.ctx.size)

    def buttons(self) -> list[Button[str]]:
        lay = self.layout()
        keeper = self.ctx.keeper.puzzles
        book = keeper.book
        back = Button("back", _("Back"), lay.back, hint=button_name("back"), keycap=True)
        if book is None:
            return [back]
        stats = keeper.stats
        buttons = [Button("daily", _("Play today's puzzle"), lay.daily, primary=True)]
        for level, rect in zip(LEVELS, lay.levels, strict=True):
            puzzles = [p for p in book.puzzles if p.level == level]  # the count only: no course to order
            solved = sum(stats.is_solved(p.id) for p in puzzles)
            buttons.append(Button(f"level{level}", level_words(level, solved, len(puzzles)), rect))
        unsolved_left = stats.next_puzzle(book) is not None
        buttons.append(Button("next", _("Easiest puzzle not solved yet"), lay.next, unsolved_left))
        return [*(self.confirm_cap(b) for b in buttons), back]

    def confirm_cap(self, button: Button[str]) -> Button[str]:
        """The button the focus is on shows the key that starts it (Enter, A), unless the mouse is in
        use: back from a puzzle the focus stays on its level, and "Play today's puzzle", green, drew
        the eye (p62 could not tell what Enter would start)."""
        if button.key != self.focus or self.covered or not button.enabled or input_device() == MOUSE:
            return button
        return replace(button, hint=button_name("confirm"), keycap=True)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The focused button is lit as under the pointer, besides its ring."""
        for button in self.buttons():
            ring = self.ring == button.key
            draw_button(surface, button, self.hover == button.key or ring, ring)

    def focusables(self) -> list[Focusable[str]]:
        """Two columns: each button is on the row of the level beside it (Left and Right go across,
        Up and Down along), Back on a row of its own under them."""
        lay = self.layout()
        rows = [*lay.levels, lay.next]
        items = []
        for b in self.buttons():
            if not b.enabled:
                continue
            if b.key == "back":
                row = len(rows)
            else:
                row = min(range(len(rows)), key=lambda n: abs(rows[n].centery - b.rect.centery))
            items.append(Focusable(b.key, b.rect, row))
        return items

    def answer(self, event: pygame.event.Event) -> Transition | None:
        """Up and Down go along a column (Play today's puzzle, then Back under it; the levels, then
        the easiest not solved yet, then Back), never across it (Down from today's puzzle went to
        level 4, the row beside it being level 3's). Left and Right go across, to the nearest button
        on that side (from level 1, Left did nothing: only level 2 shared a row with today's puzzle)."""
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1}
        sides = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
        if self.first_tab(event):
            return None
        if event.type == pygame.KEYDOWN and event.key in steps:
            self.focus = column_step(self.focusables(), self.focus, steps[event.key])
            self.dirty = True
            return None
        if event.type == pygame.KEYDOWN and event.key in sides:
            self.focus = side_step(self.focusables(), self.focus, sides[event.key])
            self.dirty = True
            return None
        return super().answer(event)

    def first_tab(self, event: pygame.event.Event) -> bool:
        """The first Tab goes to the first control (back from today's puzzle solved, the focus
        suggested on the easiest not solved yet went to Back, then to today's puzzle: two Tabs
        before the top of the screen); any other press leaves the suggestion behind."""
        if not self.suggested or event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            return False
        self.suggested = False
        keys = [i.key for i in self.focusables()]
        if event.type != pygame.KEYDOWN or event.key != pygame.K_TAB or event.mod & pygame.KMOD_SHIFT:
            return False
        if not keys or self.focus == keys[0]:
            return False  # already there: Tab moves on as anywhere
        self.focus, self.dirty = keys[0], True
        return True

    def press(self, key: str) -> Transition | None:
        keeper = self.ctx.keeper.puzzles
        book = keeper.book
        if key == "back" or book is None:
            return ToTitle(focus="puzzles")
        # Back on the button left; from today's puzzle, on it until solved, then on the easiest not solved.
        back = PuzzlesScene if key == "daily" else back_to(key)
        if key == "daily":
            daily = keeper.daily()
            # Its Next puzzle stays at its level (a level-3 daily went on to level 1).
            return self.open(daily, Course(daily.level, back)) if daily is not None else None
        level = int(key[len("level") :]) if key.startswith("level") else None
        course = Course(level, back)
        found = next_in_course(book, keeper.stats, level)
        for _tried in range(MAX_SKIPPED):
            if found is None:
                break
            opened = open_puzzle(found, course)
            if opened is not None:
                return opened
            found = next_in_course(book, keeper.stats, level, found.id)
        self.say(problem_text("diverged"))
        return None

    def open(self, puzzle: Puzzle, course: Course) -> Transition | None:
        opened = open_puzzle(puzzle, course)
        if opened is None:
            self.say(problem_text("diverged"))
        return opened

    def say(self, note: str) -> None:
        self.note = note
        self.dirty = True

    def cancel(self) -> Transition | None:
        return ToTitle(focus="puzzles")

    # -- drawing ----------------------------------------------------------------------------

    def daily_text(self) -> str:
        keeper = self.ctx.keeper.puzzles
        daily = keeper.daily()
        if daily is None:
            return ""
        day = today()
        return daily_words(day, daily.level, keeper.stats.daily_done(day))

    def stats_text(self) -> str:
        keeper = self.ctx.keeper.puzzles
        book = keeper.book
        return stats_words(keeper.stats, 0 if book is None else len(book.puzzles))

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = self.layout()
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        draw_panel(surface, lay.panel, 240)
        draw_line(surface, _("Puzzles"), lay.heading, TEXT_LIGHT, lay.text(34), True)
        keeper = self.ctx.keeper.puzzles
        if keeper.book is None:
            code = "invalid" if keeper.problem is None else keeper.problem.code
            body = lay.daily_text.unionall([lay.daily, lay.stats, lay.obvious])
            draw_block(surface, problem_text(code), body, ERROR, lay.text(20), minimum=MIN_TEXT)
        else:
            intro = intro_words()
            draw_block(
                surface, self.daily_text() + "\n" + intro, lay.daily_text, TEXT_LIGHT, lay.text(19), minimum=MIN_TEXT
            )
            draw_block(surface, self.stats_text(), lay.stats, TEXT_DIM, lay.text(19), minimum=MIN_TEXT)
            # What the levels' "obvious move" is, at the foot of the statistics' column.
            draw_block(
                surface, obvious_move_text(), lay.obvious, TEXT_DIM, lay.text(15), valign="bottom", minimum=MIN_TEXT
            )
        if keeper.book is not None:
            for level, rect in zip(LEVELS, lay.level_notes, strict=True):
                draw_block(surface, level_text(level), rect, TEXT_DIM, lay.text(15), align="center", minimum=MIN_TEXT)
        if self.note:
            draw_block(surface, self.note, lay.note, ERROR, lay.text(17), valign="middle", minimum=MIN_TEXT)
        self.draw_buttons(surface)
        self.dirty = False
        return None


def level_words(level: int, solved: int, count: int) -> str:
    """A level's button: the puzzles of one level and how many of them are solved."""
    # Translators: a button: the puzzles of one level (1 easiest, 5 hardest) and how many are solved.
    return _("Level {level} · {solved} of {count} solved").format(level=level, solved=solved, count=count)


def intro_words() -> str:
    """What the puzzles are, over the levels."""
    return _("Positions from real games where the exact solver proves one move best. Find it.") + " " + levels_text()


def daily_words(day: date, level: int, done: bool) -> str:
    """Today's puzzle: the date, its level, solved or not."""
    # Translators: {state} of "Today's puzzle, {date}: …": the puzzle (feminine in some languages) is solved or not.
    state = pgettext("today's puzzle", "solved") if done else pgettext("today's puzzle", "not solved yet")
    # Translators: today's puzzle: the date, its level (1 easiest, 5 hardest), solved or not.
    return _("Today's puzzle, {date}: level {level} of 5, {state}.").format(
        date=format_date(day), level=level, state=state
    )


def stats_words(stats: PuzzleStats, total: int) -> str:
    """The puzzle statistics, a line each (``total``: the puzzles of the book)."""
    lines = [
        _("Puzzles tried: {n}").format(n=stats.tried),
        _("Solved: {solved} of {total}").format(solved=stats.solved, total=total),
        _("Solved at the first try: {n}").format(n=stats.solved_first_try),
        ngettext(
            "Current streak: {n} puzzle solved at the first try",
            "Current streak: {n} puzzles solved at the first try",
            stats.streak,
        ).format(n=stats.streak),
        _("Best streak: {n}").format(n=stats.best_streak),
    ]
    return "\n".join(lines)


def column_step(items: list[Focusable[str]], current: str | None, dy: int) -> str | None:
    """The button ``dy`` (-1 up, 1 down) from ``current`` in its column (the buttons that share
    its left edge); Down past the column's end goes to Back (under both columns); else ``current``
    stays."""
    here = next((i for i in items if i.key == current), None)
    if here is None:
        return items[0].key if items else None
    column = [i for i in items if i.rect.left == here.rect.left and (i.rect.centery - here.rect.centery) * dy > 0]
    if column:
        return min(column, key=lambda i: abs(i.rect.centery - here.rect.centery)).key
    under = [i for i in items if i.key == "back" and i.rect.top >= here.rect.bottom]
    return under[0].key if dy > 0 and under else here.key


def side_step(items: list[Focusable[str]], current: str | None, dx: int) -> str | None:
    """The button across from ``current`` on its left (``dx`` -1) or right (1): of those wholly on
    that side, the one nearest in height (then in width); else ``current`` stays."""
    here = next((i for i in items if i.key == current), None)
    if here is None:
        return items[0].key if items else None
    if dx < 0:
        side = [i for i in items if i.rect.right <= here.rect.left]
    else:
        side = [i for i in items if i.rect.left >= here.rect.right]
    if not side:
        return here.key
    nearest = min(
        side, key=lambda i: (abs(i.rect.centery - here.rect.centery), abs(i.rect.centerx - here.rect.centerx))
    )
    return nearest.key
