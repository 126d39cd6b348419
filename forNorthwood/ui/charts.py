"""The statistics' charts as figures and geometry: records in, bars and lines out.

Two charts: the stars of the last games (oldest on the left, the medals' thresholds
drawn across), and the success per fief target (the share of visits won at each
target, 0 to 7). Everything here is pure — the figures come from the records the
statistics screen reads, the places from a rectangle — so tests need no display;
``scenes/statistics_charts.py`` draws them.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from ..core.cards import FIEF_COUNT, THRESHOLDS
from ..keeper import GameRecord, Summary

#: How many games the stars chart shows (the newest ones).
RECENT_STARS = 20
#: The most stars a game can reach.
MAX_STARS = 20
#: The lines across the stars chart besides the medals' thresholds.
STAR_GRID = (0, 4, 8, 12)


@dataclass(frozen=True, slots=True)
class GameStars:
    """One game on the stars chart: its number among every game recorded (1 = the first),
    its stars, how it ended, and the stars it aimed at."""

    number: int
    stars: int
    result: str
    threshold: int


@dataclass(frozen=True, slots=True)
class TargetSuccess:
    """The visits made to fiefs of one target, and how many of them were won."""

    target: int
    won: int
    made: int

    @property
    def rate(self) -> float | None:
        """The share won, None when no fief of this target was visited."""
        return self.won / self.made if self.made else None


def stars_of_games(records: list[GameRecord], count: int = RECENT_STARS) -> tuple[GameStars, ...]:
    """The last ``count`` games, oldest first (the records are kept oldest first)."""
    first = max(0, len(records) - count)
    return tuple(
        GameStars(number + 1, record.stars, record.result, record.threshold)
        for number, record in enumerate(records)
        if number >= first
    )


def target_success(summary: Summary) -> tuple[TargetSuccess, ...]:
    """Fiefs 0 to 7, each with its visits won and made."""
    return tuple(TargetSuccess(n, *summary.targets.get(n, (0, 0))) for n in range(FIEF_COUNT))


@dataclass(frozen=True)
class StarsGeometry:
    """Where the stars chart's parts go: the plotting area, one bar per game, and the height of
    every line across (the thresholds, then the grid)."""

    plot: Rect
    bars: tuple[Rect, ...]
    lines: dict[int, int]  # stars → y

    def y_of(self, stars: int) -> int:
        return star_y(self.plot, stars)


def star_y(plot: Rect, stars: int) -> int:
    """The height of ``stars`` in the plot (0 at the bottom, 20 at the top)."""
    stars = max(0, min(MAX_STARS, stars))
    return plot.bottom - round(plot.height * stars / MAX_STARS)


def stars_geometry(
    plot: Rect, games: tuple[GameStars, ...], slots: int = RECENT_STARS, least: int = 2
) -> StarsGeometry:
    """Bars in ``slots`` equal places from the left (a few games stay thin bars, never a wall),
    each as tall as its stars; a game of 0 stars keeps ``least`` pixels, so that it is seen
    (and its pattern, which tells how it ended, with it)."""
    slot = plot.width / max(1, slots, len(games))
    width = max(2, round(slot * 0.62))
    bars = []
    for i, game in enumerate(games):
        top = min(star_y(plot, game.stars), plot.bottom - least)
        left = plot.left + round(i * slot + (slot - width) / 2)
        bars.append(Rect(left, top, width, plot.bottom - top))
    lines = {stars: star_y(plot, stars) for stars in (*THRESHOLDS, *STAR_GRID)}
    return StarsGeometry(plot, tuple(bars), lines)


def label_every(count: int, slot_width: int, label_width: int) -> int:
    """Label every n-th bar so that labels ``label_width`` wide never touch (1: every one)."""
    if count <= 0 or slot_width <= 0:
        return 1
    step = 1
    while step * slot_width < label_width and step < count:
        step += 1
    return step


@dataclass(frozen=True)
class TargetGeometry:
    """Where the success chart's parts go: per target a track (the whole height: every visit) and
    the filled part of it (the share won)."""

    plot: Rect
    tracks: tuple[Rect, ...]
    fills: tuple[Rect | None, ...]  # None: no visit at that target yet


def target_geometry(plot: Rect, targets: tuple[TargetSuccess, ...]) -> TargetGeometry:
    """One column per target across ``plot``; each track as tall as the plot, filled from the
    bottom to its share won (at least a sliver when visits were made but none won)."""
    slot = plot.width / max(1, len(targets))
    width = max(3, round(slot * 0.56))
    tracks: list[Rect] = []
    fills: list[Rect | None] = []
    for i, target in enumerate(targets):
        left = plot.left + round(i * slot + (slot - width) / 2)
        track = Rect(left, plot.top, width, plot.height)
        tracks.append(track)
        rate = target.rate
        if rate is None:
            fills.append(None)
            continue
        height = max(2, round(plot.height * rate))
        fills.append(Rect(left, plot.bottom - height, width, height))
    return TargetGeometry(plot, tuple(tracks), tuple(fills))
