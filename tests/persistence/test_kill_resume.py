"""Kill the game process with SIGKILL at moments chosen by action count; every
restart must resume at the last completed action, with nothing lost and nothing
duplicated.

Nothing here depends on the machine's speed: each kill is aimed at a number of
completed actions (read from the driver's progress lines, blocking), so the
number of kills is decided by the test, not by how fast the game runs. The game
goes on after the line is read, so the kill lands in the middle of the next
action or of its save. When a game ends before the kills are all done, the next
game starts with the next seed, as many games as it takes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from random import Random

import pytest

from forNorthwood.game.session import Session
from forNorthwood.persistence.files import FileProblem
from forNorthwood.persistence.folders import Folders
from forNorthwood.persistence.savegame import load_save
from forNorthwood.persistence.statistics import load_statistics
from forNorthwood.persistence.store import GameStore

from .kill_kit import policy_choice

DRIVER = Path(__file__).with_name("kill_kit.py")
SEED = 20261129
KILLS = 20
#: A kill is aimed this many completed actions (at most) after the last one reported.
MAX_STRIDE = 12


def expected_actions(seed: int) -> list:
    """The whole game the deterministic driver plays, without interruptions."""
    session = Session(seed, "full", 16)
    while not session.over:
        legal = [a for a in session.legal() if a.type != "stop_game"]
        session.apply(legal[policy_choice(session)])
    return session.actions


def progress(line: str) -> tuple[str, int | None]:
    word, _, count = line.strip().partition(" ")
    return word, int(count) if count.isdigit() else None  # a kill can cut the last line


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_chosen_moments_never_loses_or_duplicates_an_action(tmp_path: Path) -> None:
    data = tmp_path / "data"
    folders = Folders(data, data / "config")
    rng = Random(7)
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    kills = 0
    games_finished = 0
    seed = SEED
    full_game = expected_actions(seed)
    last_reported = 0
    runs = 0
    while kills < KILLS or games_finished == 0:
        runs += 1
        assert runs < 40 * KILLS, "the driver never got far enough to be killed"
        # Once enough kills are done, the current game is played to its end.
        target = last_reported + rng.randint(1, MAX_STRIDE) if kills < KILLS else None
        proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(data), str(seed)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert proc.stdout is not None and proc.stderr is not None
        word, resumed = progress(proc.stdout.readline())
        assert word == "resumed" and resumed is not None, (word, resumed)
        # Nothing lost: at least every action reported done; at most one more
        # (saved, then killed before it could say so).
        assert last_reported <= resumed <= last_reported + 1
        last_reported = resumed
        finished = False
        killed = False
        # Read progress (blocking) until the chosen action is done, then kill at once.
        for line in proc.stdout:
            word, count = progress(line)
            if word in ("done", "finished") and count is not None:
                last_reported = max(last_reported, count)
            finished = finished or word == "finished"
            if target is not None and word == "done" and count is not None and count >= target:
                proc.send_signal(signal.SIGKILL)
                killed = True
                break
        proc.wait()
        for line in proc.stdout.read().splitlines():
            word, count = progress(line)
            if word in ("done", "finished") and count is not None:
                last_reported = max(last_reported, count)
            finished = finished or word == "finished"
        if killed and proc.returncode == -signal.SIGKILL:
            kills += 1
        assert "Traceback" not in proc.stderr.read()
        records = load_statistics(folders.statistics)[0].records
        # Whatever moment the kill came, the save on disk is whole and a prefix of the game.
        try:
            saved = load_save(folders.save)
        except FileProblem as problem:
            # No save any more: only once the game was recorded as finished
            # (the kill may have come between removing the save and saying so).
            assert problem.kind == "missing", problem
            finished = True
        else:
            assert saved.actions == full_game[: len(saved.actions)]
            assert last_reported <= len(saved.actions) <= last_reported + 1
            # A kill between recording the result and removing the save leaves both:
            # the next start must not record the game a second time.
            if len(records) == games_finished + 1:
                assert len(saved.actions) == len(full_game)
        if finished:
            assert len(records) == games_finished + 1, "a finished game is recorded exactly once"
            assert records[-1].result in ("won", "lost")
            games_finished += 1
            seed += 1
            full_game = expected_actions(seed)
            last_reported = 0
        else:
            assert len(records) <= games_finished + 1
    assert kills >= KILLS
    # Nothing was ever found damaged; a kill mid-write leaves at most a temporary
    # file, which the store removes once it is stale.
    assert not [p for p in data.iterdir() if ".bak-" in p.name]
    for leftover in data.rglob("*.tmp"):
        os.utime(leftover, (0, 0))
    GameStore(folders).saved_game()
    assert not list(data.rglob("*.tmp"))
    stats, warnings = load_statistics(folders.statistics)
    assert warnings == []
    assert len(stats.records) == games_finished, "each finished game must be recorded exactly once"
    assert all(record.result in ("won", "lost") for record in stats.records)
