"""The calibration maps: data checked when read, monotone, never applied to exact values."""

from __future__ import annotations

import random

import pytest

from forNorthwood.ai import calibration
from forNorthwood.ai.advisor import advise
from forNorthwood.ai.calibration import CalibrationError, calibration_of, curve_of, fit_isotonic
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
