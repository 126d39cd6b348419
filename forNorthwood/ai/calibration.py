"""Calibration: turning a sampled estimate into the share of visits actually won.

Sampled values are means of rollouts by a policy weaker than the hints a player
follows (pessimistic), and the best of several noisy means (optimistic). A monotone
map, fitted on games of seeds apart from those reported (``scripts/fit_calibration.py``
over the records of ``scripts/bench_hints.py``), corrects both: after it, "62%" means
that following the hints from there wins about 62% of such visits. It is shipped as
data (``calibration.json``), read once and checked, and applied to sampled values
only — an exact value is never changed.

A map is a list of points ``[raw, calibrated]``, both in [0, 1], raw strictly rising
and calibrated never falling, from raw 0 to raw 1; between points it is linear. There
is one map per *kind* of value: ``start`` (a visit about to begin: fief odds and
friends), ``first`` (its first ability window, before anything is seen or used) and
``visit`` (any other position inside a visit). Being monotone, a map never changes which
action of a position is best.

A kind may also carry one *offset* per fief target (0 to 7), added to the log-odds of the
mapped value: the rollouts misjudge some targets more than others (a visit of target 0,
where every dialogue must be lost, is played worse by the hints than the rollouts think;
targets 1 to 3 better). The offsets are fitted after the map, on the same training
visits, shrunk towards 0 (``fit_offsets``). All actions of a position share its target,
so they too never change which action of a position is best; they change only how fiefs
compare with each other.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from math import exp, isfinite, log

KINDS = ("start", "first", "visit")
FORMAT = 1
#: Fief targets, 0 to 7 dialogues: one offset each.
TARGETS = 8
#: Largest offset allowed (log-odds), and the shrinkage of the fit towards 0.
MAX_OFFSET = 3.0
OFFSET_SHRINK = 2.0
#: Mapped values are kept this far from 0 and 1 before an offset is added to their log-odds.
_EDGE = 0.005


class CalibrationError(ValueError):
    """The calibration data is not a valid set of monotone maps."""


@dataclass(frozen=True, slots=True)
class Curve:
    """A monotone piecewise-linear map of [0, 1] onto [0, 1]."""

    xs: tuple[float, ...]
    ys: tuple[float, ...]

    def __call__(self, raw: float) -> float:
        xs, ys = self.xs, self.ys
        if raw <= xs[0]:
            return ys[0]
        if raw >= xs[-1]:
            return ys[-1]
        i = bisect_right(xs, raw) - 1
        x0, x1 = xs[i], xs[i + 1]
        return ys[i] + (ys[i + 1] - ys[i]) * (raw - x0) / (x1 - x0)

    def to_json(self) -> list[list[float]]:
        return [[round(x, 6), round(y, 6)] for x, y in zip(self.xs, self.ys, strict=True)]


IDENTITY = Curve((0.0, 1.0), (0.0, 1.0))


def curve_of(points: object) -> Curve:
    """A ``Curve`` from its JSON points, checked (``CalibrationError`` says what is wrong)."""
    if not isinstance(points, list) or len(points) < 2:
        raise CalibrationError("a map is a list of at least two [raw, calibrated] points")
    xs: list[float] = []
    ys: list[float] = []
    for point in points:
        if not (isinstance(point, list) and len(point) == 2 and all(type(v) in (int, float) for v in point)):
            raise CalibrationError(f"not a [raw, calibrated] point: {point!r}")
        x, y = float(point[0]), float(point[1])
        if not (0.0 <= x <= 1.0 and 0.0 <= y <= 1.0):
            raise CalibrationError(f"a point outside [0, 1]: {point!r}")
        if xs and (x <= xs[-1] or y < ys[-1]):
            raise CalibrationError(f"not monotone at {point!r}")
        xs.append(x)
        ys.append(y)
    if xs[0] != 0.0 or xs[-1] != 1.0:
        raise CalibrationError("a map runs from raw 0 to raw 1")
    return Curve(tuple(xs), tuple(ys))


@dataclass(frozen=True, slots=True)
class Calibration:
    """One curve per kind of value, and where they were fitted (for the README and tools)."""

    curves: Mapping[str, Curve]
    fitted_on: str
    #: Per kind, one log-odds offset per fief target (kinds without offsets are absent).
    offsets: Mapping[str, tuple[float, ...]] = field(default_factory=dict)

    def apply(self, kind: str, raw: float, target: int | None = None) -> float:
        mapped = self.curves.get(kind, IDENTITY)(raw)
        shifts = self.offsets.get(kind)
        if shifts is None or target is None or not 0 <= target < len(shifts):
            return mapped
        return shifted(mapped, shifts[target])

    def to_json(self) -> dict:
        document: dict = {
            "format": FORMAT,
            "fitted_on": self.fitted_on,
            "maps": {kind: self.curves[kind].to_json() for kind in KINDS if kind in self.curves},
        }
        if self.offsets:
            document["offsets"] = {
                kind: [round(x, 6) for x in self.offsets[kind]] for kind in KINDS if kind in self.offsets
            }
        return document


NONE = Calibration({}, "")


def shifted(value: float, offset: float) -> float:
    """``value`` with ``offset`` added to its log-odds (kept a little away from 0 and 1 first)."""
    if offset == 0.0:
        return value
    p = min(max(value, _EDGE), 1.0 - _EDGE)
    return 1.0 / (1.0 + exp(-(log(p / (1.0 - p)) + offset)))


def offsets_of(values: object) -> tuple[float, ...]:
    """One kind's offsets from JSON, checked: a number per fief target, each within ``MAX_OFFSET``."""
    if not isinstance(values, list) or len(values) != TARGETS:
        raise CalibrationError(f"offsets are a list of {TARGETS} numbers, one per fief target")
    for value in values:
        if type(value) not in (int, float) or not isfinite(value) or abs(value) > MAX_OFFSET:
            raise CalibrationError(f"an offset is a number within ±{MAX_OFFSET}: {value!r}")
    return tuple(float(v) for v in values)


def calibration_of(data: object) -> Calibration:
    """A ``Calibration`` from its JSON document, checked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CalibrationError(f"a calibration document has format {FORMAT}")
    maps = data.get("maps")
    if not isinstance(maps, dict) or not set(maps) <= set(KINDS):
        raise CalibrationError(f"maps are named among {KINDS}")
    fitted_on = data.get("fitted_on", "")
    if not isinstance(fitted_on, str):
        raise CalibrationError("fitted_on is a text")
    offsets = data.get("offsets", {})
    if not isinstance(offsets, dict) or not set(offsets) <= set(maps):
        raise CalibrationError("offsets are named among the maps")
    return Calibration(
        {kind: curve_of(points) for kind, points in maps.items()},
        fitted_on,
        {kind: offsets_of(values) for kind, values in offsets.items()},
    )


@cache
def shipped() -> Calibration:
    """The calibration shipped with the game (none if the file is absent)."""
    source = resources.files(__package__).joinpath("calibration.json")
    if not source.is_file():
        return NONE
    return calibration_of(json.loads(source.read_text(encoding="utf-8")))


def calibrated(kind: str, raw: float, target: int | None = None) -> float:
    """The shipped map of ``kind`` applied to a sampled value of a visit of fief ``target``."""
    return shipped().apply(kind, raw, target)


def calibrated_error(kind: str, raw: float, error: float, target: int | None = None) -> float:
    """A standard error carried through the map (half the width of the mapped ±1 error band)."""
    low, high = max(0.0, raw - error), min(1.0, raw + error)
    return (calibrated(kind, high, target) - calibrated(kind, low, target)) / 2


def fit_offsets(
    mapped: Sequence[float], won: Sequence[float], targets: Sequence[int], shrink: float = OFFSET_SHRINK
) -> tuple[float, ...]:
    """One log-odds offset per fief target that best fits the results after the map (maximum
    likelihood with a penalty ``shrink``·offset²/2, so that a target of few visits stays near 0),
    by Newton steps, each target on its own; clipped to ``MAX_OFFSET``."""
    offsets = [0.0] * TARGETS
    for _ in range(50):
        gradient = [-shrink * x for x in offsets]
        curvature = [shrink] * TARGETS
        for value, result, target in zip(mapped, won, targets, strict=True):
            p = shifted(value, offsets[target])
            gradient[target] += result - p
            curvature[target] += p * (1.0 - p)
        steps = [g / c for g, c in zip(gradient, curvature, strict=True)]
        offsets = [max(-MAX_OFFSET, min(MAX_OFFSET, x + d)) for x, d in zip(offsets, steps, strict=True)]
        if max(abs(d) for d in steps) < 1e-9:
            break
    return tuple(offsets)


def fit_isotonic(pairs: Sequence[tuple[float, float]], min_block: int = 1) -> Curve:
    """A monotone curve through (raw, outcome) pairs: pool-adjacent-violators regression (equal
    raw values pooled first), each block a point (mean raw, share won), held level out to raw 0 and 1.

    With ``min_block`` > 1, neighbouring blocks are pooled further until each holds that many
    pairs (the last with the one before it): a smoother map, less fitted to the noise of a few
    hundred visits. Pooling neighbours of a rising sequence keeps it rising.
    """
    if not pairs:
        return IDENTITY
    blocks: list[list[float]] = []  # [sum of outcomes, count, sum of raw values]
    for raw, won in sorted(pairs):
        if blocks and blocks[-1][2] / blocks[-1][1] == raw:
            blocks[-1][0] += won
            blocks[-1][1] += 1
            blocks[-1][2] += raw
        else:
            blocks.append([won, 1.0, raw])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] >= blocks[-1][0] / blocks[-1][1]:
            s, n, r = blocks.pop()
            blocks[-1][0] += s
            blocks[-1][1] += n
            blocks[-1][2] += r
    if min_block > 1:
        blocks = _pooled(blocks, min_block)
    xs = [b[2] / b[1] for b in blocks]
    # A block's share won, pulled a little towards one half (one win and one loss more), so that a
    # small block of all wins or all losses never claims certainty out of sample.
    ys = [(b[0] + 1.0) / (b[1] + 2.0) for b in blocks]
    out_x, out_y = [0.0], [ys[0]]
    for x, y in zip(xs, ys, strict=True):
        if out_x[-1] < x < 1.0:
            out_x.append(x)
            out_y.append(max(y, out_y[-1]))
    out_x.append(1.0)
    out_y.append(max(ys[-1], out_y[-1]))
    return Curve(tuple(out_x), tuple(out_y))


def _pooled(blocks: list[list[float]], min_block: int) -> list[list[float]]:
    """Neighbouring blocks pooled, left to right, until each holds ``min_block`` pairs at least."""
    pooled: list[list[float]] = []
    for block in blocks:
        if pooled and pooled[-1][1] < min_block:
            pooled[-1] = [a + b for a, b in zip(pooled[-1], block, strict=True)]
        else:
            pooled.append(list(block))
    if len(pooled) > 1 and pooled[-1][1] < min_block:
        last = pooled.pop()
        pooled[-1] = [a + b for a, b in zip(pooled[-1], last, strict=True)]
    return pooled
