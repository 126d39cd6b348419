"""Benchmark: the table's aids computed once per position, as the UI will.

Walks random full games and times ``visit_prospect`` + ``medal_prospect`` and
``ally_advice`` (which plays abilities out on a copy) at every position, printing
the mean, the 99th percentile and the worst time per position (the 20 slowest
positions timed again, best of 5, so a garbage collection or a busy machine does
not count). Goal: the worst under 4 ms, a quarter of a frame at 60 frames per
second, so the UI may compute them whenever the state changes.

    python scripts/bench_aids.py [--games N] [--setup full|intro]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forNorthwood.core import Phase, State, apply, legal_actions, new_game
from forNorthwood.core.actions import STOP_GAME
from forNorthwood.core.ally_advice import ally_advice
from forNorthwood.core.prospects import medal_prospect, visit_prospect

GOAL_WORST_MS = 4.0


def _prospects(state: State) -> None:
    medal_prospect(state, visit_prospect(state))


FUNCTIONS: dict[str, Callable[[State], object]] = {"prospects": _prospects, "ally_advice": ally_advice}


def _best_of(runs: int, function: Callable[[State], object], state: State) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        function(state)
        best = min(best, time.process_time() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--setup", choices=("full", "intro"), default="full")
    args = parser.parse_args(argv)
    times: dict[str, list[tuple[float, State]]] = {"prospects": [], "ally_advice": []}
    for seed in range(args.games):
        rng = random.Random(seed)
        state = new_game(seed, args.setup, 16)
        while state.phase is not Phase.GAME_OVER:
            start = time.process_time()
            medal_prospect(state, visit_prospect(state))
            middle = time.process_time()
            ally_advice(state)
            end = time.process_time()
            times["prospects"].append((middle - start, state))
            times["ally_advice"].append((end - middle, state))
            legal = [a for a in legal_actions(state) if a is not STOP_GAME]
            state = apply(state, rng.choice(legal))[0]
    worst = 0.0
    for name, timed in times.items():
        values = sorted(t for t, _ in timed)
        mean, p99 = 1000 * sum(values) / len(values), 1000 * values[int(0.99 * len(values))]
        slowest = sorted(timed, key=lambda item: -item[0])[:20]
        top = 1000 * max(_best_of(5, FUNCTIONS[name], state) for _, state in slowest)
        worst = max(worst, top)
        print(f"{name}: {len(values)} positions, mean {mean:.3f} ms, p99 {p99:.3f} ms, worst {top:.3f} ms")
    print(f"goal: worst under {GOAL_WORST_MS} ms: {'met' if worst < GOAL_WORST_MS else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
