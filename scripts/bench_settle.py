"""Measure the certainty search behind "Finish the visit" after every move of seeded games.

    python scripts/bench_settle.py [--games 12] [--first-seed 1] [--policy greedy|random]

The table asks ``ai.certainty.certain_outcome`` (on its "settle" lane, off the UI thread)
after each of the player's moves inside a visit; the button is offered once the answer is
"certain". This plays seeded games with a bot and times that call at every position inside a
visit (CPU time of this process), then prints p50/p95/max (ms) and how many positions were found certain. Goal: p95 well
under 500 ms at 1× load.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from forNorthwood.ai.bots import greedy_policy, random_policy  # noqa: E402
from forNorthwood.ai.certainty import certain_outcome  # noqa: E402
from forNorthwood.ai.infoset import VISIT_PHASES  # noqa: E402
from forNorthwood.core import apply, new_game  # noqa: E402
from forNorthwood.core.state import PHASE_GAME_OVER  # noqa: E402


def timings(games: int, first_seed: int, policy_name: str) -> tuple[list[float], int]:
    """The time (ms) of each certainty search, and how many found the visit certain."""
    made = greedy_policy if policy_name == "greedy" else random_policy
    times: list[float] = []
    certain = 0
    for seed in range(first_seed, first_seed + games):
        state, policy = new_game(seed, "full", 16), made(seed)
        while state.phase is not PHASE_GAME_OVER:
            if state.phase in VISIT_PHASES:
                start = time.process_time()
                outcome = certain_outcome(state)
                times.append((time.process_time() - start) * 1000)
                certain += outcome is not None
            state, _events = apply(state, policy(state))
    return times, certain


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--policy", choices=("greedy", "random"), default="greedy")
    args = parser.parse_args(argv)
    times, certain = timings(args.games, args.first_seed, args.policy)
    print(
        f"{len(times)} positions in {args.games} games ({args.policy}), {certain} certain: "
        f"p50 {statistics.median(times):.1f} ms, p95 {percentile(times, 0.95):.1f} ms, max {max(times):.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
