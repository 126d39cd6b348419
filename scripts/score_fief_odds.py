"""Score the advisor's fief odds offline, on the very visits of a calibration run.

``bench_hints.py --raw --positions --out FILE`` keeps, for each fief taken, the position
choosing substitutes just after it and whether that visit was won. This script values
each such position again with the advisor as it is now (the raw value of its plan: the
configuration the friend advice leads to, valued at its opening), fits a calibration map
on some games and scores it on the others (5-fold by game, repeated), and prints the
calibration error and the Brier score's gain over the constant forecast, beside those of
the values recorded in the file. Two estimators of the fief odds are so compared on the
same visits, where two runs on different seeds differ by ±6 points of gain from the
sample alone. The visits were played by the hints of the run; only the fief odds are
valued again, so a change to the odds' estimator is scored, not a change to the play.

    python scripts/score_fief_odds.py FILE [FILE ...] [--budget-ms 300] [--repeats 20] [--jobs N]

The positions are valued by ``--jobs`` processes (default: every core), each from empty
caches, and gathered in the file's order: the scores are the same for any number of jobs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_hints import calibration_error
from jobs import Clock, add_jobs_argument, ordered_map

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, forget_advice, friend_plan
from forNorthwood.ai.calibration import fit_isotonic
from forNorthwood.ai.friends import PLANS
from forNorthwood.core.serialize import state_from_json

FOLDS = 5


def fief_records(paths: list[Path]) -> list[dict]:
    """The sampled fief odds with a position and a result, in file order."""
    found = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            record = json.loads(line)
            wanted = record.get("kind") == "fief" and not record.get("exact") and record.get("won") is not None
            if wanted and "position" in record:
                found.append(record)
    return found


def value_now(task: tuple[dict, float]) -> float:
    """The raw value of a recorded fief's plan with the advisor as it is now, from empty caches."""
    position, budget_ms = task
    PLANS.clear()
    forget_advice()
    return friend_plan(state_from_json(position), budget_ms).best_estimate.value


def cross_validated(values: list[float], won: list[bool], games: list[int], repeats: int) -> tuple[float, float]:
    """Mean calibration error and Brier gain out of sample: a map fitted on 4 folds of games, scored on the 5th."""
    seeds = sorted(set(games))
    errors, gains = [], []
    for repeat in range(repeats):
        order = seeds[:]
        Random(repeat).shuffle(order)
        shown: list[float] = []
        results: list[bool] = []
        for fold in range(FOLDS):
            test = set(order[fold::FOLDS])
            curve = fit_isotonic([(v, float(w)) for v, w, g in zip(values, won, games, strict=True) if g not in test])
            for v, w, g in zip(values, won, games, strict=True):
                if g in test:
                    shown.append(curve(v))
                    results.append(w)
        share = sum(results) / len(results)
        brier = sum((p - float(w)) ** 2 for p, w in zip(shown, results, strict=True)) / len(results)
        errors.append(calibration_error(shown, results))
        gains.append(1.0 - brier / (share * (1.0 - share)))
    return sum(errors) / repeats, sum(gains) / repeats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--repeats", type=int, default=20)
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    records = fief_records(args.files)
    if not records:
        print("no fief odds with positions in these files (bench_hints.py --raw --positions --out FILE)")
        return 1
    won = [bool(r["won"]) for r in records]
    games = [int(r["seed"]) for r in records]
    clock = Clock()
    now = list(ordered_map(value_now, [(r["position"], args.budget_ms) for r in records], args.jobs))
    spent = clock.seconds()
    print(f"{len(records)} fief odds of {len(set(games))} games; share won {sum(won) / len(won):.3f}")
    for label, values in (("as recorded", [float(r["shown"]) for r in records]), ("the advisor now", now)):
        error, gain = cross_validated(values, won, games, args.repeats)
        print(f"{label}: calibration error {error:.3f}, Brier {gain:+.1%} better than the constant (out of sample)")
    per_fief = 1000 * spent / len(records)
    print(f"valued again: {clock.line(len(records), 'fief odds', args.jobs)}, {per_fief:.0f} ms a fief")
    return 0


if __name__ == "__main__":
    sys.exit(main())
