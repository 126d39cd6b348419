"""The calibration figures of ``scripts/bench_hints.py``: the error and what noise alone gives."""

from __future__ import annotations

import sys
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import bench_hints  # noqa: E402  (the scripts folder is on the path only from here)


def test_calibration_error_weighs_each_band_by_its_hints() -> None:
    # band 20-30%: shown 0.25 twice, one won (0.5): |0.25 - 0.5| over 2 hints;
    # band 90-100%: shown 1.0 (the top band holds 1.0), won: no error
    shown = [0.25, 0.25, 1.0]
    won = [True, False, True]
    assert abs(bench_hints.calibration_error(shown, won) - 2 * 0.25 / 3) < 1e-12
    assert bench_hints.calibration_error([0.0, 1.0], [False, True]) == 0.0


def test_the_sampling_floor_is_what_right_odds_show_and_shrinks_with_more_visits() -> None:
    rng = Random(1)
    few = [rng.uniform(0.1, 0.9) for _ in range(100)]
    many = [rng.uniform(0.1, 0.9) for _ in range(2000)]
    floor_few, floor_many = bench_hints.sampling_floor(few, 200), bench_hints.sampling_floor(many, 50)
    assert floor_few == bench_hints.sampling_floor(few, 200)  # seeded: the same every run
    assert 0.0 < floor_many < floor_few
    assert 0.04 < floor_few < 0.15
    assert floor_many < 0.04


def test_offline_scoring_of_fief_odds_rewards_information_only_out_of_sample() -> None:
    import score_fief_odds

    rng = Random(4)
    games = [g for g in range(40) for _ in range(8)]
    truth = [rng.random() for _ in games]
    won = [rng.random() < p for p in truth]
    informed = score_fief_odds.cross_validated(truth, won, games, 3)
    blind = score_fief_odds.cross_validated([0.5 for _ in games], won, games, 3)
    assert informed[1] > 0.2  # odds that know the chance beat the constant forecast
    assert blind[1] <= 0.0 + 1e-9  # a constant estimate carries nothing, out of sample
    assert informed == score_fief_odds.cross_validated(truth, won, games, 3)  # seeded folds


def test_fit_calibration_fits_maps_and_offsets_per_target(tmp_path, capsys, monkeypatch) -> None:
    import json

    import fit_calibration

    from forNorthwood.ai.calibration import calibration_of

    rng = Random(8)
    lines = []
    for game in range(200):
        for target in range(8):
            raw = rng.random()
            truth = min(0.95, 0.1 + 0.8 * raw) if target != 3 else 0.97  # target 3 is won nearly always
            won = rng.random() < truth
            lines.append(json.dumps({"seed": game, "kind": "fief", "target": target, "shown": raw, "won": won}))
    records = tmp_path / "train.jsonl"
    records.write_text("\n".join(lines) + "\n", encoding="utf-8")
    written = tmp_path / "calibration.json"
    monkeypatch.setattr(fit_calibration, "TARGET", written)
    assert fit_calibration.main([str(records), "--write"]) == 0
    fitted = calibration_of(json.loads(written.read_text(encoding="utf-8")))
    shifts = fitted.offsets["start"]
    assert shifts[3] > 1.0 and all(abs(s) < shifts[3] / 2 for i, s in enumerate(shifts) if i != 3)
    assert "offsets per fief target" in capsys.readouterr().out
    assert fit_calibration.main([str(records), "--no-offsets", "--write"]) == 0
    assert calibration_of(json.loads(written.read_text(encoding="utf-8"))).offsets == {}
