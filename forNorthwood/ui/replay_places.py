"""The replay screen's places: the real table above, a strip along the bottom (pure geometry).

The table is the game's own (``table_layout``) laid out in the window less the strip, so that
every card is where it was in the game. Its prompt line says where the replay stands, its
message line the review's verdict on the choice made, and its column of buttons beside the
hand steps through the game. The strip under it holds the options that lie on no card (the
next statement, a suit, stop drawing...) with their odds, then the timeline: a mark per
decision, and under it the visits, each a band to jump to its start.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from .layout import Scale, unit
from .table_places import TableLayout, table_layout

#: The strip's rows, as named in ``ReplayLayout``.
STRIP_REGIONS = ("chips", "legend", "timeline", "visits")


@dataclass(frozen=True)
class ReplayLayout(Scale):
    """The replay screen: the table, and the strip under it."""

    table_size: tuple[int, int]
    chips: Rect  # the options that lie on no card of the table, with their odds
    #: The timeline's legend, right over it (a row of its own: in the chips' row it gave way to the
    #: replay's position when a verdict of two lines took the prompt line, at 960×600 and 1280×800
    #: in French and Ukrainian, at 1920×1080 in Ukrainian)
    legend: Rect
    timeline: Rect  # a mark per decision
    visits: Rect  # a band per visit, under the timeline
    previous: Rect
    next: Rect
    play_on: Rect
    back: Rect

    @property
    def table(self) -> TableLayout:
        return _table(self.table_size)


@lru_cache(maxsize=8)
def _table(size: tuple[int, int]) -> TableLayout:
    """The table's places (worked out once per size: the screen asks for them every frame)."""
    return table_layout(*size)


@lru_cache(maxsize=8)
def replay_layout(width: int, height: int) -> ReplayLayout:
    """The replay screen in a window of ``width`` × ``height``."""
    lay = Scale((width, height), unit(width, height))
    px = lay.px
    m = px(12)
    gap = px(4)
    chips_h = lay.line(15) + px(4)
    timeline_h = max(px(26), lay.line(14))
    visits_h = lay.line(14) + px(4)
    legend_h = lay.line(14)
    # Under the bands, a gap as between the rows (not the side margin): the legend's row took the
    # table's room, and at 960×600 its labels fell under the text floor.
    strip_h = chips_h + legend_h + timeline_h + gap + visits_h + gap
    table = _table((width, height - strip_h))
    top = table.size[1]
    chips = Rect(m, top, width - 2 * m, chips_h)
    legend = Rect(m, chips.bottom, width - 2 * m, legend_h)
    timeline = Rect(m, legend.bottom, width - 2 * m, timeline_h)
    visits = Rect(m, timeline.bottom + gap, width - 2 * m, visits_h)
    previous, following, play_on, back = table.button_slots
    return ReplayLayout(
        (width, height),
        lay.unit,
        table_size=table.size,
        chips=chips,
        legend=legend,
        timeline=timeline,
        visits=visits,
        previous=Rect(previous),
        next=Rect(following),
        play_on=Rect(play_on),
        back=Rect(back),
    )


def mark_x(timeline: Rect, index: int, length: int) -> int:
    """Where position ``index`` of a game of ``length`` actions lies along the timeline."""
    inner = timeline.inflate(-2 * max(2, timeline.height // 4), 0)
    if length <= 0:
        return inner.left
    return inner.left + round(inner.width * index / length)


def visit_bands(visits: Rect, timeline: Rect, starts: tuple[int, ...], length: int, min_width: int = 0) -> list[Rect]:
    """A band per visit under the timeline, from its start to the next visit's (or the end); a band
    narrower than ``min_width`` (a visit of a few moves: the last, stopped at once) is widened to it,
    the others giving up the room in proportion to their widths (each stays at least as wide)."""
    ends = (*starts[1:], length)
    spans = [(mark_x(timeline, s, length), mark_x(timeline, e, length)) for s, e in zip(starts, ends, strict=True)]
    widths = [float(right - left) for left, right in spans]
    if spans and min_width > 0 and min(widths) < min_width:
        total = spans[-1][1] - spans[0][0]
        narrow = [w < min_width for w in widths]
        while True:  # the bands widened take their room; the rest share what is left, as they were
            fixed = min_width * sum(narrow)
            wide = sum(w for w, n in zip(widths, narrow, strict=True) if not n)
            room = max(0.0, total - fixed)
            scaled = [
                min_width if n else (w * room / wide if wide else 0.0) for w, n in zip(widths, narrow, strict=True)
            ]
            more = [n or s < min_width for n, s in zip(narrow, scaled, strict=True)]
            if more == narrow or all(more):
                break
            narrow = more
        left = float(spans[0][0])
        spans = []
        for width in scaled:
            spans.append((round(left), round(left + width)))
            left += width
    return [Rect(left, visits.top, max(2, right - left - 2), visits.height) for left, right in spans]
