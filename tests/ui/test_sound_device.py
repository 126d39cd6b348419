"""Audio is opened only when sound is on and a device exists, and quietly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from forNorthwood.ui import sound
from forNorthwood.ui.sound import Sounds, audio_device_present

ROOT = Path(__file__).resolve().parents[2]


def tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


@pytest.mark.parametrize(
    ("files", "environ", "present"),
    [
        ({}, {}, False),
        ({"proc/asound/cards": "--- no soundcards ---\n"}, {}, False),
        ({"proc/asound/cards": " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n"}, {}, True),
        ({"run/user/1000/pulse/native": ""}, {"XDG_RUNTIME_DIR": "/run/user/1000"}, True),
        ({"run/user/1000/pipewire-0": ""}, {"XDG_RUNTIME_DIR": "/run/user/1000"}, True),
        ({}, {"PULSE_SERVER": "tcp:localhost"}, True),
        ({}, {"SDL_AUDIODRIVER": "dummy"}, True),
    ],
)
def test_an_audio_device_is_looked_for_before_the_mixer_is_opened(tmp_path, monkeypatch, files, environ, present):
    monkeypatch.setattr(sys, "platform", "linux")
    assert audio_device_present(environ, tree(tmp_path, files)) is present


def test_without_a_device_the_mixer_is_never_opened(monkeypatch):
    def no_init(*args, **kwargs):
        raise AssertionError("the mixer must not be opened without a device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_init)
    monkeypatch.setattr(sound, "audio_device_present", lambda: False)
    sounds = Sounds(True)
    assert sounds.available is False
    sounds.play("flick")  # silence, not an error
    assert list(sounds.played) == []


def test_sound_off_opens_nothing(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(AssertionError("opened")))
    assert Sounds(False).available is None


def test_trying_a_device_that_is_not_there_prints_nothing():
    """With no audio driver chosen, SDL tries ALSA, which prints a dozen lines when it
    finds no card; the game starts its sounds without a word on the terminal."""
    code = (
        f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
        "from forNorthwood.ui import sound\n"
        "sound.audio_device_present = lambda *a, **k: True  # try even without a card\n"
        "sounds = sound.Sounds(True)\n"
        "print('opened' if sounds.available else 'silent')\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0
    assert result.stdout.strip() in ("opened", "silent")
    assert result.stderr == ""


def test_quiet_stderr_gives_the_standard_error_back():
    code = (
        f"import os, sys; sys.path.insert(0, {str(ROOT)!r})\n"
        "from forNorthwood.ui.sound import quiet_stderr\n"
        "with quiet_stderr():\n"
        "    os.write(2, b'hidden')\n"
        "os.write(2, b'shown')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert result.stderr == b"shown"
