"""Pure geometry of the puzzle screens: the puzzles' screen, and the solution's panel on the table.

Window size in, named rectangles out, as ``layout`` and ``table_places`` (tests check them
at every window size without a display).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygame import Rect

from ..game.puzzles import LEVELS
from .layout import Scale, unit
from .table_places import TableLayout
from .theme import focus_reach


@dataclass(frozen=True)
class PuzzlesLayout(Scale):
    """The puzzles' screen: today's puzzle and the statistics on the left, the levels on the right."""

    panel: Rect
    heading: Rect
    daily_text: Rect  # today's puzzle: its date, its level, solved or not
    daily: Rect  # its button
    stats: Rect  # tried, solved at the first try, the streak
    obvious: Rect  # under the statistics: what "the obvious move" of the levels' lines is
    levels: tuple[Rect, ...]  # one button per level, easiest first
    level_notes: tuple[Rect, ...]  # under each level's button: what makes it harder
    next: Rect  # the easiest puzzle not solved yet
    note: Rect  # what went wrong (a puzzle that cannot be played), or nothing
    back: Rect


def puzzles_layout(width: int, height: int) -> PuzzlesLayout:
    lay = Scale((width, height), unit(width, height))
    px = lay.px
    w = min(width - px(40), max(px(1040), 62 * lay.text(14)))
    h = min(height - px(40), px(720))
    panel = Rect((width - w) // 2, (height - h) // 2, w, h)
    pad = px(28)
    inner = panel.inflate(-2 * pad, -2 * pad)
    heading = Rect(inner.left, inner.top, inner.width, lay.line(34))
    button_h = max(px(52), lay.line(20) + px(10))
    back = Rect(inner.left, inner.bottom - button_h, max(px(200), 12 * lay.text(18)), button_h)
    note = Rect(back.right + px(16), back.top, inner.right - back.right - px(16), back.height)
    gap = px(32)
    column_w = (inner.width - gap) // 2
    top = heading.bottom + px(18)
    bottom = back.top - px(18)
    left = Rect(inner.left, top, column_w, bottom - top)
    right = Rect(left.right + gap, top, inner.right - left.right - gap, bottom - top)
    daily_text = Rect(left.left, left.top, left.width, 5 * lay.line(19))
    daily = Rect(left.left, daily_text.bottom + px(8), left.width, button_h)
    stats = Rect(left.left, daily.bottom + px(22), left.width, left.bottom - daily.bottom - px(22))
    # The statistics' five lines, then at the column's foot what "the obvious move" is.
    stats_h = 5 * lay.line(19) + px(4)
    obvious = Rect(
        left.left, stats.top + stats_h + px(10), left.width, max(0, stats.bottom - stats.top - stats_h - px(10))
    )
    stats = Rect(stats.left, stats.top, stats.width, stats_h)
    count = len(LEVELS)
    gap_in = px(4)
    # Each level's button, then the line under it that says what makes the level harder, clear of
    # the button's focus ring (at 1280×800 the ring ran through the line's letters).
    under = max(gap_in, focus_reach(right.width, button_h) + px(2))
    row_h = min(button_h, (right.height - count * (lay.line(15) + gap_in + under)) // (count + 1))
    under = max(gap_in, focus_reach(right.width, row_h) + px(2))
    note_h = min(2 * lay.line(15), (right.height - (count + 1) * row_h) // count - gap_in - under)
    step = row_h + note_h + gap_in + under
    levels = tuple(Rect(right.left, right.top + i * step, right.width, row_h) for i in range(count))
    notes = tuple(Rect(right.left, r.bottom + under, right.width, note_h) for r in levels)
    next_button = Rect(right.left, right.top + count * step, right.width, row_h)
    return PuzzlesLayout(
        lay.size, lay.unit, panel, heading, daily_text, daily, stats, obvious, levels, notes, next_button, note, back
    )


@dataclass(frozen=True)
class SolutionLayout(Scale):
    """The solution's panel, in two parts that leave the position in sight: the fiefs, the
    ruler, the deck and the cards seen on top of it, the trick (the dialogue the verdict speaks
    of), the score pile, the message and prompt lines and the buttons. Once answered, the
    allies' column takes the verdict (``panel``: its band ``title``, then ``body``: why, and
    every option's odds), and the rest of the solution (what the moves do, the line that
    follows, the rule that decides, in ``follow``) lies under the options from 1280×800 up
    (every one of the book's fits there: ``lower`` is empty, the hand whole). In a smaller
    window it takes the whole hand's row (``lower``: a clean box, no half cards peeking out
    under it), and the panel's button ``toggle`` (V) hides it to show the hand and brings it
    back (an empty rectangle when there is no box)."""

    panel: Rect
    title: Rect
    body: Rect
    lower: Rect
    follow: Rect
    toggle: Rect

    @property
    def parts(self) -> tuple[Rect, Rect]:
        return self.panel, self.lower


#: The margin above and below the words over the hand, at the reference size.
LOWER_PAD = 4
#: How far above the hand's cards the box over them reaches, at the reference size: the best
#: move's card lifted (14) and its outline.
LIFTED = 20
#: The least window whose solution panel holds the whole explanation under the options, when it
#: can: the hand's cards stay whole (at 1280×800 the words over the hand hid their lower halves).
ROOMY = (1280, 800)


def solution_layout(table: TableLayout, boxed: bool = False) -> SolutionLayout:
    """The panel's parts; with ``boxed``, the explanation over the whole hand's row and the
    panel's button that hides it, at the bottom of the panel (else neither)."""
    px = table.px
    left = max(table.trick.right, table.score.right) + px(12)
    top = table.allies.top
    right = max(table.allies.right, table.hud.right)
    panel = Rect(left, top, right - left, min(table.allies.bottom, table.message.top - px(4)) - top)
    inner = panel.inflate(-2 * px(12), -2 * px(12))
    title = Rect(inner.left, inner.top, inner.width, table.line(22))
    toggle_h = max(px(30), table.line(15) + px(8)) if boxed else 0
    toggle = Rect(inner.left, inner.bottom - toggle_h, inner.width, toggle_h)
    bottom = toggle.top - px(8) if boxed else inner.bottom
    body = Rect(inner.left, title.bottom + px(8), inner.width, bottom - title.bottom - px(8))
    hand = table.hand
    # The best move's card is lifted above the row (``frame``): the box covers it too, not the prompt.
    top = max(table.prompt.bottom + 1, min(hand.top, hand.bottom - table.card.height - px(LIFTED)))
    lower = (
        Rect(hand.left, top, hand.width, hand.bottom - top) if boxed else Rect(hand.left, hand.bottom, hand.width, 0)
    )
    pad_x, pad_y = px(12), px(LOWER_PAD)
    follow = lower.inflate(-2 * pad_x, -2 * pad_y) if boxed else Rect(lower.left + pad_x, lower.top, 0, 0)
    return SolutionLayout(table.size, table.unit, panel, title, body, lower, follow, toggle)


def moved_left(solution: SolutionLayout, table: TableLayout) -> SolutionLayout | None:
    """``solution`` with its panel (and its button) over the ruler's column rather than the allies':
    shown while the table shows a move that changed an ally (its slot would lie under the panel). It
    takes the whole width left of the trick (no half deck peeking out beside it), at least its own;
    None where the window leaves less (every size from 960×600 up leaves more). The box over the hand
    stays where it is."""
    panel = solution.panel
    left, right = table.fiefs.left, table.trick.left - table.px(12)
    grow = right - left - panel.width
    if grow < 0 or panel.top < table.fiefs.bottom:
        return None
    dx = left - panel.left

    def wider(rect: Rect) -> Rect:
        return Rect(rect.left + dx, rect.top, rect.width + grow, rect.height)

    toggle = wider(solution.toggle) if solution.toggle.height else solution.toggle
    return replace(solution, panel=wider(panel), title=wider(solution.title), body=wider(solution.body), toggle=toggle)
