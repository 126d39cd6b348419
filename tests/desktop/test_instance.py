"""One copy at a time: a second start is refused without touching the save, and a lock
left by a killed process never keeps the game from starting."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from forNorthwood.desktop.instance import LOCK_NAME, AlreadyRunning, InstanceLock

REPO = Path(__file__).resolve().parents[2]

HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from forNorthwood.desktop.instance import InstanceLock
    lock = InstanceLock(Path(sys.argv[1]))
    lock.acquire()
    print("locked", flush=True)
    time.sleep(120)
    """
)


def _env(base: Path, **extra: str) -> dict[str, str]:
    env = {
        **os.environ,
        "FORNORTHWOOD_DATA_DIR": str(base / "data"),
        "FORNORTHWOOD_CONFIG_DIR": str(base / "config"),
        "FORNORTHWOOD_LOG_DIR": str(base / "logs"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "FORNORTHWOOD_SMOKE": "1",
        "PYTHONPATH": str(REPO),
    }
    env.update(extra)
    return env


def _start_game(base: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "forNorthwood"], capture_output=True, text=True, env=_env(base), timeout=120, cwd=base
    )


def _holder(base: Path) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(base / "data")],
        stdout=subprocess.PIPE,
        text=True,
        env=_env(base),
        cwd=base,
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "locked"
    return process


def test_a_second_lock_on_the_same_folder_is_refused_and_names_the_holder(tmp_path: Path) -> None:
    first = InstanceLock(tmp_path)
    first.acquire()
    try:
        with pytest.raises(AlreadyRunning) as refused:
            InstanceLock(tmp_path).acquire()
        assert refused.value.pid == os.getpid()
    finally:
        first.release()
    with InstanceLock(tmp_path) as again:  # given back: free again
        assert again.held
    assert not again.held


def test_a_second_start_is_refused_with_a_clear_message_and_leaves_the_save_alone(tmp_path: Path) -> None:
    save = tmp_path / "data" / "current-game.json"
    save.parent.mkdir(parents=True)
    save.write_bytes(b'{"kind": "not touched"}\n')
    os.utime(save, (1_000_000_000, 1_000_000_000))
    holder = _holder(tmp_path)
    try:
        out = _start_game(tmp_path)
    finally:
        holder.kill()
        holder.wait()
    assert out.returncode == 1
    assert "already running" in out.stderr
    assert "Traceback" not in out.stderr
    assert "smoke: title screen drawn" not in out.stdout  # no second window
    assert save.read_bytes() == b'{"kind": "not touched"}\n'
    assert save.stat().st_mtime == 1_000_000_000


def test_a_lock_left_by_a_killed_process_does_not_block_the_next_start(tmp_path: Path) -> None:
    holder = _holder(tmp_path)
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    assert (tmp_path / "data" / LOCK_NAME).is_file()  # the file stays, the lock went with the process
    out = _start_game(tmp_path)
    assert out.returncode == 0, out.stderr
    assert "smoke: title screen drawn" in out.stdout
