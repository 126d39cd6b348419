"""Kill the game process with SIGKILL at random moments; every restart must
resume at the last completed action, with nothing lost and nothing duplicated."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from random import Random

import pytest

from forNorthwood.persistence.files import FileProblem
from forNorthwood.persistence.folders import Folders
from forNorthwood.persistence.savegame import load_save
from forNorthwood.persistence.statistics import load_statistics
from forNorthwood.persistence.store import GameStore
from forNorthwood.session import Session

from .kill_driver import policy_choice

DRIVER = Path(__file__).with_name("kill_driver.py")
SEED = 20261129


def expected_actions() -> list:
    """The whole game the deterministic driver plays, without interruptions."""
    session = Session(SEED, "full", 16)
    while not session.over:
        legal = [a for a in session.legal() if a.type != "stop_game"]
        session.apply(legal[policy_choice(session)])
    return session.actions


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_random_moments_never_loses_or_duplicates_an_action(tmp_path: Path) -> None:
    full_game = expected_actions()
    data = tmp_path / "data"
    folders = Folders(data, data / "config")
    rng = Random(7)
    kills = 0
    last_reported = 0
    finished = False
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    while not finished:
        assert kills < 400, "the game never finished"
        proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(data), str(SEED)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert proc.stdout is not None
        first = proc.stdout.readline().split()
        assert first[0] == "resumed", first
        resumed = int(first[1])
        # Nothing lost: at least every action reported done; at most one more
        # (saved, then killed before it could say so).
        assert last_reported <= resumed <= last_reported + 1
        last_reported = resumed
        deadline = time.monotonic() + rng.uniform(0.0, 0.04)
        # Read progress until the random moment, then kill mid-flight.
        os.set_blocking(proc.stdout.fileno(), False)
        while time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.001)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            kills += 1
        proc.wait()
        rest = proc.stdout.read() or ""
        for line in rest.splitlines():
            word, _, count = line.partition(" ")
            if word in ("done", "finished") and count.isdigit():  # a kill can cut the last line
                last_reported = max(last_reported, int(count))
            finished = finished or word == "finished"
        assert "Traceback" not in (proc.stderr.read() if proc.stderr else "")
        # Whatever moment the kill came, the save on disk is whole and a prefix of the game.
        try:
            saved = load_save(folders.save)
        except FileProblem as problem:
            # No save any more: only once the game was recorded as finished
            # (the kill may have come between removing the save and saying so).
            assert problem.kind == "missing", problem
            records = load_statistics(folders.statistics)[0].records
            assert len(records) == 1 and records[0].result in ("won", "lost")
            finished = True
            continue
        assert saved.actions == full_game[: len(saved.actions)]
        assert last_reported <= len(saved.actions) <= last_reported + 1
    assert kills >= 20
    # Nothing was ever found damaged; a kill mid-write leaves at most a temporary
    # file, which the store removes once it is stale.
    assert not [p for p in data.iterdir() if ".bak-" in p.name]
    for leftover in data.rglob("*.tmp"):
        os.utime(leftover, (0, 0))
    GameStore(folders).saved_game()
    assert not list(data.rglob("*.tmp"))
    stats, warnings = load_statistics(folders.statistics)
    assert warnings == []
    assert len(stats.records) == 1, "the finished game must be recorded exactly once"
    assert stats.records[0].result in ("won", "lost")
