"""When the game cannot go on, the player is told: no display, or an unexpected error
(crash log + message box, and the game saved before it can be continued)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from forNorthwood import __main__ as cli
from forNorthwood.desktop import crash
from forNorthwood.keeper import Keeper
from forNorthwood.persistence.folders import default_folders
from forNorthwood.ui import display
from forNorthwood.ui.app import App
from forNorthwood.ui.scenes.starting import start_game

REPO = Path(__file__).resolve().parents[2]


def _no_display_env(base: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(
        FORNORTHWOOD_DATA_DIR=str(base / "data"),
        FORNORTHWOOD_CONFIG_DIR=str(base / "config"),
        FORNORTHWOOD_LOG_DIR=str(base / "logs"),
        SDL_AUDIODRIVER="dummy",
        XDG_RUNTIME_DIR=str(base),
        PYTHONPATH=str(REPO),
    )
    env.update(extra)
    return env


def _x_server_answers(number: int) -> bool:
    """Whether an X server listens on display ``:number`` of this machine (its abstract or
    its file socket, the two places a local client tries)."""
    for address in (f"\0/tmp/.X11-unix/X{number}", f"/tmp/.X11-unix/X{number}"):
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            try:
                probe.connect(address)
            except OSError:
                continue
            return True
    return False


def display_without_a_server() -> str:
    """A local display name that no X server answers on here (a developer's own Xvfb may
    hold any fixed number)."""
    for number in range(97, 200):
        if not _x_server_answers(number) and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    raise AssertionError("every display from :97 to :199 has an X server")


@pytest.mark.parametrize("no_server", [False, True], ids=["DISPLAY unset", "DISPLAY without a server"])
def test_without_a_display_the_game_says_so_and_exits_at_once(tmp_path: Path, no_server: bool) -> None:
    env = _no_display_env(tmp_path, **({"DISPLAY": display_without_a_server()} if no_server else {}))
    # The timeout fails the test if the game runs on (invisibly) instead of stopping.
    out = subprocess.run(
        [sys.executable, "-m", "forNorthwood"], capture_output=True, text=True, env=env, timeout=60, cwd=tmp_path
    )
    assert out.returncode == 1
    assert "found no screen to open its window on" in out.stderr
    assert "Traceback" not in out.stderr
    (log,) = (tmp_path / "logs").glob("crash-*.log")
    assert "No display" in log.read_text(encoding="utf-8")
    assert str(log) in out.stderr
    assert not (tmp_path / "data" / "current-game.json").exists()


def test_an_invisible_driver_asked_for_by_name_is_used(tmp_path: Path) -> None:
    env = _no_display_env(tmp_path, SDL_VIDEODRIVER="offscreen", FORNORTHWOOD_SMOKE="1")
    out = subprocess.run(
        [sys.executable, "-m", "forNorthwood"], capture_output=True, text=True, env=env, timeout=60, cwd=tmp_path
    )
    assert out.returncode == 0, out.stderr
    assert "smoke: title screen drawn" in out.stdout


def test_an_unexpected_error_is_logged_shown_and_the_game_can_be_continued(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FORNORTHWOOD_LOG_DIR", str(tmp_path / "logs"))
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(display, "show_message_box", lambda title, message: boxes.append((title, message)) or True)

    def run_then_fail(app: App) -> None:
        app.carry_out(start_game(app.ctx, 7, "intro", 16))  # a game on the table, saved as it starts
        app.step()
        raise RuntimeError("injected fault")

    monkeypatch.setattr(App, "run", run_then_fail)
    assert cli.main([]) == 1
    (log,) = (tmp_path / "logs").glob("crash-*.log")
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError: injected fault" in text and "Traceback" in text
    assert len(boxes) == 1
    title, message = boxes[0]
    assert title == "For Northwood!"
    assert "injected fault" in message and str(log) in message and "Continue" in message
    pygame.display.quit()
    keeper = Keeper(default_folders())
    keeper.start()
    assert keeper.in_progress()  # Continue opens the game that was on the table
    assert keeper.current is not None and keeper.current.seed == 7


def test_the_message_box_is_shown_only_on_a_real_display(monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[tuple] = []
    monkeypatch.setattr(pygame.display, "message_box", lambda *args, **kwargs: shown.append(args))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert display.show_message_box("t", "m") is False
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert display.show_message_box("t", "m") is False
    monkeypatch.setenv("DISPLAY", ":0")
    assert display.show_message_box("t", "m") is True
    assert shown == [("t", "m", "error")]


def test_crash_logs_never_overwrite_each_other_and_old_ones_are_pruned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FORNORTHWOOD_LOG_DIR", str(tmp_path))
    paths = {crash.write_crash_log(f"fault {n}") for n in range(crash.KEEP_LOGS + 5)}
    assert None not in paths
    assert len(list(tmp_path.glob("crash-*.log"))) == crash.KEEP_LOGS
    monkeypatch.setenv("FORNORTHWOOD_LOG_DIR", str(tmp_path / "file" / "below"))
    (tmp_path / "file").write_text("not a folder")
    assert crash.write_crash_log("nowhere to go") is None
