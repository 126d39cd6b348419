"""The command line: version, help, bad options, the desktop entry."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from forNorthwood import __version__


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    full = {**os.environ, **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "forNorthwood", *args], capture_output=True, text=True, env=full, timeout=60
    )


def test_version():
    out = run("--version")
    assert out.returncode == 0
    assert __version__ in out.stdout


def test_help_names_every_option():
    out = run("--help")
    assert out.returncode == 0
    for option in ("--seed", "--fullscreen", "--windowed", "--version", "--install-desktop", "--uninstall-desktop"):
        assert option in out.stdout


@pytest.mark.parametrize(
    "args",
    [("--bogus",), ("--seed",), ("--seed", "abc"), ("--fullscreen", "--windowed"), ("--size", "huge")],
)
def test_a_bad_option_says_why_and_exits_2(args):
    out = run(*args)
    assert out.returncode == 2
    assert "usage:" in out.stderr
    assert "error:" in out.stderr
    assert "Traceback" not in out.stderr


def test_install_and_uninstall_the_desktop_entry(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path)}
    out = run("--install-desktop", env=env)
    assert out.returncode == 0, out.stderr
    entry = tmp_path / "applications" / "fornorthwood.desktop"
    icon = tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "fornorthwood.png"
    assert entry.is_file() and icon.is_file()
    text = entry.read_text()
    assert text.startswith("[Desktop Entry]\n")
    for line in ("Type=Application", "Name=For Northwood!", "Icon=fornorthwood", "Terminal=false"):
        assert line in text.splitlines()
    assert any(line.startswith("Exec=") and len(line) > 5 for line in text.splitlines())
    assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    out = run("--uninstall-desktop", env=env)
    assert out.returncode == 0
    assert not entry.exists() and not icon.exists()
    out = run("--uninstall-desktop", env=env)
    assert out.returncode == 0


def test_the_game_starts_and_quits_headless():
    code = (
        "import os, pygame\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'; os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "from forNorthwood.ui.app import App\n"
        "app = App(size=(1024, 640))\n"
        "pygame.event.post(pygame.event.Event(pygame.QUIT))\n"
        "app.run()\n"
        "print('frames', app.frames)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "frames 1" in out.stdout
