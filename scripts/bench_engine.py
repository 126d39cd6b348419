"""Benchmark: full random games per second on one core.

Plays N complete games of eight visits (full setup by default, a uniformly random
legal policy that never stops a game early, abilities included) through
``legal_actions`` and ``apply``, and prints full games per second and actions per
second. Goal: at least 450 full random games per second.

    python scripts/bench_engine.py [--games N] [--setup full|intro] [--seed S]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forNorthwood.ai.random_bot import play_random_game

GOAL_GAMES_PER_SECOND = 450


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--setup", choices=("full", "intro"), default="full")
    parser.add_argument("--threshold", type=int, choices=(16, 18, 20), default=16)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best is reported")
    parser.add_argument(
        "--may-stop", action="store_true", help="let the bot stop hopeless games early (fewer than 8 visits)"
    )
    args = parser.parse_args(argv)

    best = None
    for _ in range(args.repeat):
        actions = 0
        # CPU time of this process: the figure is "on one core" even when other
        # work shares the machine; the wall-clock time is printed beside it.
        start, wall = time.process_time(), time.perf_counter()
        for game in range(args.games):
            actions += play_random_game(args.seed + game, args.setup, args.threshold, play_on=not args.may_stop).actions
        elapsed, wall = time.process_time() - start, time.perf_counter() - wall
        if best is None or elapsed < best[0]:
            best = (elapsed, actions, wall)
    assert best is not None
    elapsed, actions, wall = best
    games_per_second = args.games / elapsed
    print(
        f"setup={args.setup} games={args.games} actions={actions} "
        f"best of {args.repeat}: {elapsed:.3f} s CPU ({wall:.3f} s wall)"
    )
    print(f"full games per second: {games_per_second:.0f} (goal {GOAL_GAMES_PER_SECOND})")
    print(f"actions per second: {actions / elapsed:.0f}")
    print(f"actions per game: {actions / args.games:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
