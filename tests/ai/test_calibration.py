"""The calibration maps: data checked when read, monotone, never applied to exact values."""

from __future__ import annotations

import random

import pytest

from forNorthwood.ai import calibration
from forNorthwood.ai.advisor import advise
from forNorthwood.ai.calibration import (
    Calibration,
    CalibrationError,
    calibration_of,
    curve_of,
    fit_isotonic,
    fit_offsets,
    shifted,
)
from forNorthwood.ai.exact import Solver
from forNorthwood.core import CARD_NAMES

from ..core.position_kit import position


def test_the_shipped_maps_are_valid_and_monotone() -> None:
    shipped = calibration.shipped()
    assert set(shipped.curves) <= set(calibration.KINDS)
    for curve in shipped.curves.values():
        values = [curve(i / 100) for i in range(101)]
        assert all(0.0 <= v <= 1.0 for v in values)
        assert values == sorted(values)
    assert calibration_of(shipped.to_json()) == shipped
    for kind, shifts in shipped.offsets.items():
        assert kind in shipped.curves and len(shifts) == calibration.TARGETS
        for target in range(calibration.TARGETS):
            values = [shipped.apply(kind, i / 100, target) for i in range(101)]
            assert values == sorted(values), (kind, target)  # still monotone within a target


@pytest.mark.parametrize(
    "document",
    [
        [],
        {"format": 2, "maps": {}},
        {"format": 1, "maps": {"nonsense": [[0, 0], [1, 1]]}},
        {"format": 1, "maps": {"visit": [[0, 0]]}},
        {"format": 1, "maps": {"visit": [[0, 0.5], [1, 0.4]]}},  # falls
        {"format": 1, "maps": {"visit": [[0, 0], [0, 0.5], [1, 1]]}},  # raw not rising
        {"format": 1, "maps": {"visit": [[0.1, 0], [1, 1]]}},  # does not start at 0
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1.5]]}},  # outside [0, 1]
        {"format": 1, "maps": {"visit": [[0, "0"], [1, 1]]}},
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1]]}, "fitted_on": 3},
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1]]}, "offsets": {"start": [0] * 8}},  # no such map
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1]]}, "offsets": {"visit": [0] * 7}},  # not one per target
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1]]}, "offsets": {"visit": [0] * 7 + [9]}},  # too large
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1]]}, "offsets": {"visit": [0] * 7 + ["1"]}},
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1]]}, "offsets": {"visit": [0] * 7 + [float("nan")]}},
        {"format": 1, "maps": {"visit": [[0, 0], [1, 1]]}, "offsets": [0] * 8},
    ],
)
def test_a_bad_document_is_refused(document) -> None:
    with pytest.raises(CalibrationError):
        calibration_of(document)


def test_a_curve_is_linear_between_its_points() -> None:
    curve = curve_of([[0, 0.1], [0.5, 0.6], [1, 0.8]])
    assert curve(0.0) == 0.1 and curve(1.0) == 0.8
    assert abs(curve(0.25) - 0.35) < 1e-12 and abs(curve(0.75) - 0.7) < 1e-12


def test_isotonic_fit_is_monotone_and_tracks_the_shares_won() -> None:
    rng = random.Random(3)
    pairs = []
    for _ in range(4000):
        raw = rng.random()
        truth = min(1.0, 0.2 + 0.7 * raw)  # a pessimistic estimator: the share won is higher
        pairs.append((raw, float(rng.random() < truth)))
    curve = fit_isotonic(pairs)
    values = [curve(i / 50) for i in range(51)]
    assert values == sorted(values)
    for raw in (0.1, 0.3, 0.5, 0.7, 0.9):
        assert abs(curve(raw) - (0.2 + 0.7 * raw)) < 0.06
    assert curve.xs[0] == 0.0 and curve.xs[-1] == 1.0


def test_pooled_blocks_hold_enough_hints_and_stay_monotone() -> None:
    rng = random.Random(5)
    pairs = []
    for _ in range(500):
        raw = rng.random()
        pairs.append((raw, float(rng.random() < 0.2 + 0.7 * raw)))
    fine, pooled = fit_isotonic(pairs), fit_isotonic(pairs, min_block=100)
    # one point per block, plus the ends at raw 0 and 1: at most 500 / 100 blocks
    assert len(pooled.xs) - 2 <= 500 // 100 < len(fine.xs) - 2
    values = [pooled(i / 50) for i in range(51)]
    assert values == sorted(values)
    for raw in (0.2, 0.5, 0.8):
        assert abs(pooled(raw) - (0.2 + 0.7 * raw)) < 0.1


def test_exact_values_are_never_calibrated() -> None:
    hand, deck = ["5L", "1E", "7E"], ["7L", "2E", "3C", "4F"]
    state = position(
        hand, deck, [c for c in CARD_NAMES if c not in hand + deck], exhausted=[1, 2, 3], visiting=2, rest_to_deck=False
    )
    advice = advise(state, 300)
    assert advice.exact
    solved = Solver().action_values(state)
    assert [e.success for e in advice.actions] == [v for _, v in solved]


def test_an_offset_moves_the_log_odds_of_its_target_only() -> None:
    document = {"format": 1, "maps": {"start": [[0, 0], [1, 1]]}, "offsets": {"start": [0, 1, 0, 0, 0, 0, 0, -1]}}
    read = calibration_of(document)
    assert read.apply("start", 0.5, 0) == 0.5 and read.apply("start", 0.5) == 0.5  # no offset, no target
    assert abs(read.apply("start", 0.5, 1) - 1 / (1 + 2.718281828459045**-1)) < 1e-9
    assert abs(read.apply("start", 0.5, 7) + read.apply("start", 0.5, 1) - 1.0) < 1e-12  # symmetric
    assert read.apply("first", 0.3, 1) == 0.3  # a kind without a map nor offsets is left alone
    assert calibration_of(read.to_json()) == read


def test_offsets_found_by_the_fit_are_the_targets_own_and_shrunk() -> None:
    rng = random.Random(11)
    truth = [-0.8, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    mapped, won, targets = [], [], []
    for _ in range(8000):
        target, value = rng.randrange(8), rng.uniform(0.2, 0.8)
        mapped.append(value)
        targets.append(target)
        won.append(float(rng.random() < shifted(value, truth[target])))
    found = fit_offsets(mapped, won, targets)
    assert all(abs(f - t) < 0.15 for f, t in zip(found, truth, strict=True)), found
    # With a handful of visits, an offset stays close to 0 (shrunk), whatever they say.
    few = fit_offsets([0.5] * 3, [1.0] * 3, [4] * 3)
    assert 0.0 < few[4] < 1.0 and few[:4] == (0.0,) * 4  # unshrunk, it would run to its limit


def test_the_advisor_shifts_a_fief_by_its_own_target(monkeypatch) -> None:
    from forNorthwood.ai import advisor

    flat = Calibration({"start": curve_of([[0, 0], [1, 1]])}, "test", {"start": (0, 0, 0, 2.0, 0, 0, 0, 0)})
    monkeypatch.setattr(calibration, "shipped", lambda: flat)
    estimate = advisor.Estimate(0.5, 0.05, 40)
    three = advisor._sampled(advisor.BEGIN_VISIT, advisor.START, estimate, 3)
    four = advisor._sampled(advisor.BEGIN_VISIT, advisor.START, estimate, 4)
    assert four.success == 0.5 and three.success is not None and three.success > 0.85
    assert 0.0 < three.error < four.error  # the error is carried through the same shifted map
