"""Motion: cards flying between piles, allies turning, easing curves.

A ``Flight`` moves one card face from a rectangle to another (flipping on the way when
its face changes); a ``Spin`` turns an ally slot. The table scenes create them from
the core's events, one event after the other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pygame import Rect

#: A card face: ("dialogue", "7E"), ("character", "QL"), ("back", "") or ("fief", "3").
Face = tuple[str, str]

#: Base durations in milliseconds (scaled by the speed setting).
FLY_MS = 240
SPIN_MS = 260
DEAL_STAGGER_MS = 70
SHOW_RESULT_MS = 420


def ease_out(t: float) -> float:
    """Cubic ease-out: quick start, gentle landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 3 * t * t - 2 * t * t * t


def lerp_rect(a: Rect, b: Rect, t: float) -> Rect:
    return Rect(
        round(a.x + (b.x - a.x) * t),
        round(a.y + (b.y - a.y) * t),
        round(a.width + (b.width - a.width) * t),
        round(a.height + (b.height - a.height) * t),
    )


@dataclass
class Flight:
    """One card travelling from ``start`` to ``end``; ``face`` shows first, ``face_end`` after the flip."""

    key: str
    face: Face
    start: Rect
    end: Rect
    t0: int
    duration: int
    face_end: Face | None = None
    on_land: Callable[[], None] | None = None
    landed: bool = False

    def progress(self, now: int) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (now - self.t0) / self.duration))

    def started(self, now: int) -> bool:
        return now >= self.t0

    def done(self, now: int) -> bool:
        return self.progress(now) >= 1.0

    def rect_at(self, now: int) -> Rect:
        return lerp_rect(self.start, self.end, ease_out(self.progress(now)))

    def face_at(self, now: int) -> tuple[Face, float]:
        """The face shown now and the horizontal squeeze of the flip (1 = flat)."""
        p = self.progress(now)
        if self.face_end is None or self.face_end == self.face:
            return self.face, 1.0
        if p < 0.5:
            return self.face, max(0.05, 1 - 2 * p)
        return self.face_end, max(0.05, 2 * p - 1)

    def land(self) -> None:
        if not self.landed:
            self.landed = True
            if self.on_land is not None:
                self.on_land()


@dataclass
class Spin:
    """An ally slot turning from ``a0`` to ``a1`` degrees."""

    slot: int
    a0: float
    a1: float
    t0: int
    duration: int

    def angle_at(self, now: int) -> float:
        if self.duration <= 0:
            return self.a1
        t = ease_in_out((now - self.t0) / self.duration)
        return self.a0 + (self.a1 - self.a0) * t

    def done(self, now: int) -> bool:
        return self.duration <= 0 or now >= self.t0 + self.duration
