"""Benchmark: the time of one autosave (goal: under 5 ms, so saving after every
action is invisible), and of loading a save (which replays the history).

    python scripts/bench_io.py [--writes N] [--folder DIR]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forNorthwood.game.session import Session
from forNorthwood.persistence.savegame import load_save, write_save

GOAL_MS = 5.0


def session_with(actions: int, seed: int = 11) -> Session:
    session = Session(seed, "full", 16)
    rng = Random(seed)
    while not session.over and len(session.steps) < actions:
        session.apply(rng.choice([a for a in session.legal() if a.type != "stop_game"]))
    return session


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=300)
    parser.add_argument("--folder", type=Path, default=None, help="where to write (default: a temporary folder)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        path = Path(tmp) / "current-game.json"
        for label, actions in (("early game", 20), ("mid game", 110), ("late game", 100_000)):
            session = session_with(actions)
            times = []
            for _ in range(args.writes):
                start = time.perf_counter()
                write_save(path, session)
                times.append((time.perf_counter() - start) * 1000)
            times.sort()
            p95 = times[int(len(times) * 0.95) - 1]
            load_start = time.perf_counter()
            load_save(path)
            load_ms = (time.perf_counter() - load_start) * 1000
            print(
                f"{label:10} ({len(session.steps):3} actions, {path.stat().st_size / 1024:5.1f} KiB): "
                f"autosave p50 {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.2f} ms; "
                f"load {load_ms:.1f} ms"
            )
    print(f"goal: one autosave under {GOAL_MS:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
