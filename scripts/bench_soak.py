"""Soak benchmark: many games in one process, as a long evening at the table.

Plays ``--games`` seeded games one after another through ``Keeper`` and ``Session`` as
the table scenes use them: a seeded random player takes random legal actions (the
scene reads the session's view after each), undoes or redoes about 2% of the time,
now and then stops the game early (Stop the game), and reads the game's record at
the end as the end screen does. Every ``--restart`` games the keeper is stopped and a
new one started on the same folders, as the app does when it starts again (its
title screen glancing at the statistics for the daily kingdom). Prints the process's
resident memory (RSS) and Python's live heap blocks after the first ``--warmup``
games and every ``--every`` games, then the growth since the warm-up. Goal: both
within +10% after the first 20 games, for 1,000 games. Files go to a temporary
folder (or ``--folder``). ``--trace N`` also prints tracemalloc's N largest growths
between the warm-up and the end (tracemalloc slows the run and takes memory of its
own: its figures are then not the ones to compare).

    python scripts/bench_soak.py [--games 1000] [--warmup 20] [--every 100] [--restart 10]
                                 [--folder DIR] [--trace N]
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forNorthwood.core.actions import STOP_GAME
from forNorthwood.core.cards import SETUPS, THRESHOLDS
from forNorthwood.keeper import Keeper
from forNorthwood.persistence.folders import Folders

GOAL_GROWTH = 0.10
#: How often the player asks for an undo instead of acting (when it is refused, nothing happens)...
UNDO_SHARE = 0.02
#: ...and how often an undo is followed at once by Redo (the player changed their mind back).
REDO_AFTER_UNDO = 0.5
#: How many games in a hundred are stopped early (Stop the game, when the rules allow it).
STOPPED_PER_HUNDRED = 5


def resident_kib() -> int:
    """The process's resident memory now (Linux ``/proc``), in KiB."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def measure() -> tuple[int, int]:
    """RSS in KiB and Python's allocated heap blocks, after a full collection."""
    gc.collect()
    return resident_kib(), sys.getallocatedblocks()


@dataclass
class Played:
    """What the mix did, for the last line (so a run can be seen to play what it says)."""

    games: int = 0
    actions: int = 0
    undos: int = 0
    redos: int = 0
    stopped: int = 0
    restarts: int = 0


def start_keeper(folders: Folders) -> Keeper:
    """The app starting: a keeper on the folders, and the title's glance at the statistics."""
    keeper = Keeper(folders)
    keeper.start()
    keeper.daily()
    return keeper


def play_one(keeper: Keeper, rng: Random, seed: int, played: Played) -> None:
    """One game as the table scenes play it, to its end (or stopped early), then its record read."""
    session = keeper.new_game(seed, rng.choice(SETUPS), rng.choice(THRESHOLDS))
    stop_early = rng.randrange(100) < STOPPED_PER_HUNDRED
    while not session.over:
        roll = rng.random()
        if roll < UNDO_SHARE:
            if session.undo():
                played.undos += 1
                session.view()
                if rng.random() < REDO_AFTER_UNDO and session.redo() is not None:
                    played.redos += 1
                    session.view()
            continue
        legal = session.legal()
        if stop_early and STOP_GAME in legal and rng.random() < 0.5:
            action = STOP_GAME
            played.stopped += 1
        else:
            action = rng.choice([a for a in legal if a is not STOP_GAME] or list(legal))
        session.apply(action)
        session.view()
        played.actions += 1
    keeper.finish(session)  # the end screen: the record and the statistics' figures with it
    played.games += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--restart", type=int, default=10, help="start a new keeper every N games (0: never)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=None, help="where the files go (default: a temporary folder)")
    parser.add_argument("--trace", type=int, default=0, help="print tracemalloc's N largest growths")
    args = parser.parse_args(argv)
    if args.trace:
        tracemalloc.start(25)
    rng = Random(args.seed)
    played = Played()
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        folders = Folders(Path(tmp) / "data", Path(tmp) / "config")
        keeper = start_keeper(folders)
        started = time.perf_counter()
        base: tuple[int, int] | None = None
        snapshot: tracemalloc.Snapshot | None = None
        print(f"{'games':>6} {'RSS MiB':>8} {'heap blocks':>12} {'RSS growth':>11} {'blocks growth':>14}")
        for n in range(1, args.games + 1):
            play_one(keeper, rng, rng.randrange(2**31), played)
            if n == args.warmup or n % args.every == 0 or n == args.games:
                # Measured before the restart: what the keeper that played the game holds counts.
                now = measure()
                if base is None and n >= args.warmup:
                    base = now
                    if args.trace:
                        snapshot = tracemalloc.take_snapshot()
                growth = "" if base is None else f"{now[0] / base[0] - 1:+11.1%} {now[1] / base[1] - 1:+14.1%}"
                print(f"{n:6d} {now[0] / 1024:8.1f} {now[1]:12d} {growth}", flush=True)
            if args.restart and n % args.restart == 0 and n < args.games:
                keeper.stop()
                keeper = start_keeper(folders)
                played.restarts += 1
        seconds = time.perf_counter() - started
        assert base is not None, "--games must be at least --warmup"
        end = now
        rss_growth, blocks_growth = end[0] / base[0] - 1, end[1] / base[1] - 1
        if snapshot is not None:
            print(f"tracemalloc, the {args.trace} largest growths after game {args.warmup}:")
            for stat in tracemalloc.take_snapshot().compare_to(snapshot, "traceback")[: args.trace]:
                print(f"  {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d} blocks")
                for line in stat.traceback.format(limit=6, most_recent_first=True):
                    print(f"      {line}")
        print(
            f"{played.games} games ({played.actions} actions, {played.undos} undos, {played.redos} redos, "
            f"{played.stopped} stopped early, {played.restarts} keepers started again) in {seconds:.0f} s "
            f"({seconds / played.games * 1000:.0f} ms a game); after game {args.warmup}: "
            f"RSS {base[0] / 1024:.1f} → {end[0] / 1024:.1f} MiB ({rss_growth:+.1%}), "
            f"heap blocks {base[1]} → {end[1]} ({blocks_growth:+.1%}) (goal ≤ {GOAL_GROWTH:+.0%} each)"
        )
        return 0 if max(rss_growth, blocks_growth) <= GOAL_GROWTH else 1


if __name__ == "__main__":
    sys.exit(main())
