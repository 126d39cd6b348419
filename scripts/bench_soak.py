"""Soak benchmark: many games in one process, as a long evening at the table.

Plays ``--games`` seeded games one after another through ``Games`` (the keeper the
app uses: autosave after every action, statistics and log at the end), each by a
seeded random player, and prints the process's resident memory (RSS) and Python's
live heap blocks after the first ``--warmup`` games and every ``--every`` games, then
the growth since the warm-up. Goal: within +10% RSS after the first 20 games, for
1,000 games. Files go to a temporary folder (or ``--folder``).

    python scripts/bench_soak.py [--games 1000] [--warmup 20] [--every 100] [--folder DIR]
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forNorthwood.core.actions import STOP_GAME
from forNorthwood.games import Games
from forNorthwood.persistence.folders import Folders

GOAL_GROWTH = 0.10


def resident_kib() -> int:
    """The process's resident memory now (Linux ``/proc``), in KiB."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def play_one(games: Games, seed: int) -> int:
    """A whole game by a seeded random player (never stopping early); its stars."""
    session = games.new_game(seed, "full", 16)
    rng = Random(seed)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a != STOP_GAME]))
    return session.state.kingdom.stars


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--folder", type=Path, default=None, help="where the files go (default: a temporary folder)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        games = Games(Folders(Path(tmp) / "data", Path(tmp) / "config"))
        games.start()
        started = time.perf_counter()
        base: tuple[int, int] | None = None
        print(f"{'games':>6} {'RSS MiB':>8} {'heap blocks':>12} {'RSS growth':>11} {'blocks growth':>14}")
        for n in range(1, args.games + 1):
            play_one(games, n)
            if n == args.warmup or n % args.every == 0 or n == args.games:
                gc.collect()
                now = (resident_kib(), sys.getallocatedblocks())
                if base is None and n >= args.warmup:
                    base = now
                growth = "" if base is None else f"{now[0] / base[0] - 1:+10.1%} {now[1] / base[1] - 1:+14.1%}"
                print(f"{n:6d} {now[0] / 1024:8.1f} {now[1]:12d} {growth}", flush=True)
        assert base is not None
        rss_growth = resident_kib() / base[0] - 1
        seconds = time.perf_counter() - started
        print(
            f"{args.games} games in {seconds:.0f} s ({seconds / args.games * 1000:.0f} ms a game); "
            f"RSS growth after game {args.warmup}: {rss_growth:+.1%} (goal ≤ {GOAL_GROWTH:+.0%})"
        )
        return 0 if rss_growth <= GOAL_GROWTH else 1


if __name__ == "__main__":
    sys.exit(main())
