"""One voice: does a move's value jump when the player takes it? (README, "How the sampled advice stays one voice").

Over positions inside visits met by the greedy bot in seeded full games (those of
``bench_advisor.py``), whenever the advised action is quiet (it reveals nothing, so the
next screen is valued on the same deals), compares the value the hint showed for it with
the value the next screen's hint shows for its own best action. Prints the mean
difference (next minus move), the mean absolute difference, the mean printed standard
error and how many differences lie within two and two and a half of their errors.

    python scripts/bench_one_voice.py [--positions 200] [--seed 0] [--budget-ms 300]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_advisor import mid_visit_positions

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, _quiet_child, advise
from forNorthwood.ai.infoset import canonical
from forNorthwood.core import apply


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    args = parser.parse_args(argv)
    pairs: list[tuple[float, float, float, float]] = []
    for state in mid_visit_positions(args.positions, args.seed):
        best = advise(state, args.budget_ms).best_action
        if best is None or best.success is None or best.exact or _quiet_child(canonical(state), best.action) is None:
            continue
        after = advise(apply(state, best.action)[0], args.budget_ms).best_action
        if after is None or after.success is None:
            continue
        pairs.append((best.success, best.error, after.success, after.error))
    if not pairs:
        print("no quiet advised move among these positions")
        return 0
    gaps = [b - a for a, _, b, _ in pairs]
    spreads = [math.hypot(ea, eb) for _, ea, _, eb in pairs]
    within = [sum(abs(g) <= k * s for g, s in zip(gaps, spreads, strict=True)) for k in (2.0, 2.5)]
    print(
        f"{len(pairs)} quiet advised moves of {args.positions} positions (seed {args.seed}, "
        f"{args.budget_ms:g} ms): next screen minus move {statistics.mean(gaps):+.3f} on average, "
        f"{statistics.mean(abs(g) for g in gaps):.3f} apart on average; printed error "
        f"{statistics.mean(e for _, e, _, _ in pairs):.3f}; within two errors {within[0]}, "
        f"within two and a half {within[1]}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
