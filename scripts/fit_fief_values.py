"""Fit the fief-order table (``forNorthwood/ai/fief_values.py``; see ``forNorthwood/ai/fief_order.py``).

1. Hands: the advisor's odds of every fief at the first fief choice of seeded fresh games
   (full setup, the game's default budget), one line per game in ``--snapshots`` (made
   with ``--collect``, or read back).
2. F(fiefs left, stars still needed): by dynamic programming over the 256 sets of fiefs
   left, each later hand drawn from those snapshots (an average over all of them) and its
   fief chosen by the same rule. Half the snapshots fit it and the other half score it (and
   the other way round): the simulated share of games reaching 16 / 18 / 20 stars by this rule
   and by chance × stars, both on hands they were not fitted on.
3. ``--write`` fits F on every snapshot and writes the module.

    python scripts/fit_fief_values.py --collect --seed 500000 --games 300 --snapshots snaps.jsonl [--jobs N]
    python scripts/fit_fief_values.py --snapshots snaps.jsonl [--write]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from jobs import Clock, add_jobs_argument, ordered_map

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, advise
from forNorthwood.ai.fief_order import FIEFS, MAX_NEED
from forNorthwood.core import new_game
from forNorthwood.core.actions import ChooseFief
from forNorthwood.core.cards import FIEF_STARS, THRESHOLDS

MODULE = Path(__file__).resolve().parents[1] / "forNorthwood" / "ai" / "fief_values.py"
Table = list[list[float]]


def snapshot(seed: int) -> dict:
    """The odds of every fief at the first fief choice of the fresh game of ``seed``."""
    advice = advise(new_game(seed, "full", 16), DEFAULT_BUDGET_MS)
    odds = {e.action.fief: e.success for e in advice.actions if isinstance(e.action, ChooseFief)}
    return {"seed": seed, "odds": [odds[f] for f in range(FIEFS)]}


def fit(hands: list[list[float]]) -> Table:
    """F[left][need] when every later hand is one of ``hands`` (equally likely), chosen by the rule."""
    full = (1 << FIEFS) - 1
    values: Table = [[0.0] * (MAX_NEED + 1) for _ in range(full + 1)]
    values[0][0] = 1.0
    for left in sorted(range(1, full + 1), key=lambda m: m.bit_count()):
        fiefs = [f for f in range(FIEFS) if left >> f & 1]
        row = values[left]
        row[0] = 1.0
        for need in range(1, MAX_NEED + 1):
            total = 0.0
            for odds in hands:
                best = -1.0
                best_stars = -1.0
                for f in fiefs:
                    rest = values[left & ~(1 << f)]
                    p = odds[f]
                    chance = p * rest[max(0, need - FIEF_STARS[f])] + (1.0 - p) * rest[need]
                    stars = p * FIEF_STARS[f]
                    if (chance, stars) > (best, best_stars):
                        best, best_stars = chance, stars
                total += best
            row[need] = total / len(hands)
    return values


def simulate(values: Table | None, hands: list[list[float]], threshold: int, games: int, seed: int) -> float:
    """The share of simulated games reaching ``threshold``: each visit's hand drawn from ``hands``, its
    fief chosen by F (or by chance × stars when ``values`` is None), won with its odds."""
    rng = Random(seed)
    reached = 0
    for _ in range(games):
        left = (1 << FIEFS) - 1
        stars = 0
        while left:
            odds = hands[rng.randrange(len(hands))]
            need = threshold - stars
            best, rank = 0, (-1.0, -1.0)
            for f in range(FIEFS):
                if not left >> f & 1:
                    continue
                p = odds[f]
                if values is None:
                    key = (p * FIEF_STARS[f], 0.0)
                else:
                    rest = values[left & ~(1 << f)]
                    key = (
                        p * rest[min(MAX_NEED, max(0, need - FIEF_STARS[f]))]
                        + (1 - p) * rest[min(MAX_NEED, max(0, need))],
                        p * FIEF_STARS[f],
                    )
                if key > rank:
                    best, rank = f, key
            left &= ~(1 << best)
            if rng.random() < odds[best]:
                stars += FIEF_STARS[best]
        reached += stars >= threshold
    return reached / games


def write(values: Table, count: int, seeds: str) -> None:
    rows = ["".join(f"{round(v * 65535):04x}" for v in row) for row in values]
    lines = [
        '"""The fief-order table F[fiefs left][stars still needed] (``fief_order.py``), written by',
        f"``scripts/fit_fief_values.py`` from the fief odds at the first choice of {count} fresh games",
        f'(seeds {seeds}). Each row: 21 values, four hex digits each, /65535. Do not edit."""',
        "",
        "ROWS: tuple[str, ...] = (",
        *[f'    "{row}",' for row in rows],
        ")",
        "",
    ]
    MODULE.write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--snapshots", type=Path, required=True)
    parser.add_argument("--collect", action="store_true", help="compute the snapshots (else read them)")
    parser.add_argument("--seed", type=int, default=500_000)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--write", action="store_true", help="write forNorthwood/ai/fief_values.py")
    parser.add_argument("--simulated", type=int, default=20_000, help="simulated games per score")
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    if args.collect:
        clock = Clock()
        with args.snapshots.open("w", encoding="utf-8") as out:
            for found in ordered_map(snapshot, range(args.seed, args.seed + args.games), args.jobs):
                out.write(json.dumps(found) + "\n")
                out.flush()
        print(clock.line(args.games, "snapshots", args.jobs))
    records = [json.loads(line) for line in args.snapshots.read_text(encoding="utf-8").splitlines() if line.strip()]
    hands = [r["odds"] for r in records]
    seeds = sorted(r["seed"] for r in records)
    half = len(hands) // 2
    folds = ((hands[:half], hands[half:]), (hands[half:], hands[:half]))
    print(f"{len(hands)} snapshots (seeds {seeds[0]}-{seeds[-1]}); scored on the half not fitted on, both ways:")
    for threshold in THRESHOLDS:
        by_rule = by_stars = 0.0
        for train, test in folds:
            values = fit(train)
            by_rule += simulate(values, test, threshold, args.simulated, threshold) / 2
            by_stars += simulate(None, test, threshold, args.simulated, threshold) / 2
        print(f"  >= {threshold} stars: by the rule {by_rule:.1%}, by chance x stars {by_stars:.1%}")
    if args.write:
        write(fit(hands), len(hands), f"{seeds[0]}-{seeds[-1]}")
        print(f"written: {MODULE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
