"""A few short sound effects, synthesised at start-up: no sound files.

A card flick (a card played or drawn), a softer flip (a statement turned over), a
small two-note chime for a won dialogue or fief, a low thud for a lost one, and a
short rising fanfare for a medal at the end of the game.
Each is built as 16-bit samples with the ``array`` module and handed to
``pygame.mixer.Sound(buffer=...)``. The mixer is opened only when sound is on and
an audio device is there to open (``audio_device_present``), with the C libraries'
complaints kept off the terminal (ALSA prints a dozen lines when it finds no card);
any failure to open it (no audio device, no SDL_mixer) simply means silence: the
game never depends on sound.
"""

from __future__ import annotations

import math
import os
import sys
from array import array
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from random import Random
from typing import Any

import pygame

from ..core import events as E

RATE = 22_050
#: Samples the mixer mixes at a time: 46 ms of sound, short enough for a card's flick to go
#: with its flight (240 ms); the audio thread wakes 22 times a second, even when all is silent
#: (with 256: 86 times, a third of an idle game's CPU).
BUFFER = 1024
#: The same sound is not started twice within this many milliseconds (events that
#: finish at once, e.g. when the player clicks through an animation, make one sound).
REPEAT_GAP_MS = 45


def _envelope(i: int, attack: int, decay: float) -> float:
    """A fast attack then an exponential decay (``decay`` in samples)."""
    rise = min(1.0, i / attack) if attack else 1.0
    return rise * math.exp(-i / decay)


def flick(rate: int = RATE) -> list[float]:
    """A short, bright burst of filtered noise: a card snapped onto the table."""
    rng = Random(7)
    n = int(rate * 0.05)
    out: list[float] = []
    low = 0.0
    previous = 0.0
    for i in range(n):
        noise = rng.uniform(-1.0, 1.0)
        low += 0.35 * (noise - low)  # soften the hiss
        high = low - previous  # and drop the rumble
        previous = low
        out.append(1.6 * high * _envelope(i, int(rate * 0.002), rate * 0.009))
    return out


def flip(rate: int = RATE) -> list[float]:
    """A softer, longer brush of noise: a card turned face up."""
    rng = Random(11)
    n = int(rate * 0.08)
    out: list[float] = []
    low = 0.0
    for i in range(n):
        low += 0.12 * (rng.uniform(-1.0, 1.0) - low)
        out.append(1.8 * low * _envelope(i, int(rate * 0.01), rate * 0.02))
    return out


def chime(rate: int = RATE) -> list[float]:
    """Two soft bell notes a fifth apart (E5, then B5)."""
    n = int(rate * 0.5)
    second = int(rate * 0.09)
    out = [0.0] * n
    for start, freq in ((0, 659.25), (second, 987.77)):
        for i in range(n - start):
            t = i / rate
            tone = math.sin(2 * math.pi * freq * t) + 0.35 * math.sin(2 * math.pi * 2 * freq * t)
            out[start + i] += 0.32 * tone * _envelope(i, int(rate * 0.004), rate * 0.12)
    return out


def thud(rate: int = RATE) -> list[float]:
    """A low, dull knock falling in pitch."""
    rng = Random(3)
    n = int(rate * 0.25)
    out: list[float] = []
    phase = 0.0
    for i in range(n):
        t = i / rate
        freq = 70 + 60 * math.exp(-t / 0.04)
        phase += 2 * math.pi * freq / rate
        body = math.sin(phase) * _envelope(i, int(rate * 0.003), rate * 0.07)
        knock = rng.uniform(-1.0, 1.0) * _envelope(i, 0, rate * 0.006)
        out.append(0.85 * body + 0.2 * knock)
    return out


def fanfare(rate: int = RATE) -> list[float]:
    """A medal: three bright bell notes rising (C6, E6, G6), then the three together."""
    n = int(rate * 0.58)
    out = [0.0] * n
    notes = ((0.0, 1046.5), (0.08, 1318.5), (0.16, 1568.0))
    for start, freq in (*notes, *((0.26, f) for _s, f in notes)):
        first = int(rate * start)
        for i in range(n - first):
            t = i / rate
            tone = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(2 * math.pi * 2 * freq * t)
            out[first + i] += 0.16 * tone * _envelope(i, int(rate * 0.004), rate * (0.06 if start < 0.2 else 0.09))
    return out


SYNTHS: dict[str, Callable[[int], list[float]]] = {
    "flick": flick,
    "flip": flip,
    "won": chime,
    "lost": thud,
    "medal": fanfare,
}


def samples(wave: list[float], channels: int, volume: float = 0.6) -> array:
    """16-bit signed samples of ``wave`` (values about -1..1), repeated on each channel."""
    peak = 32767 * volume
    mono = [int(max(-1.0, min(1.0, value)) * peak) for value in wave]
    return array("h", mono if channels == 1 else [s for s in mono for _ in range(channels)])


@lru_cache(maxsize=16)
def _buffer(name: str, rate: int, channels: int) -> bytes:
    """The bytes of one sound for the mixer's rate and channels (made once per run)."""
    return samples(SYNTHS[name](rate), channels).tobytes()


def _moved_sound(event: E.Moved) -> str | None:
    return "flick" if "hand" in (event.source, event.dest) else None


#: The sound of each kind of event (absent: silent). A dialogue flicks as the response is
#: played; its result sounds when the card lands (see the table).
_SOUND_OF: dict[type[E.Event], Callable[[Any], str | None]] = {
    E.Statement: lambda e: "flip",
    E.Dialogue: lambda e: "flick",
    E.VisitOver: lambda e: "won" if e.won else "lost",
    E.Dealt: lambda e: "flick",
    E.Substituted: lambda e: "flick",
    E.Unsubstituted: lambda e: "flick",
    E.Moved: _moved_sound,
}


def sound_of_event(event: E.Event) -> str | None:
    """Which sound an event of the core makes, if any."""
    pick = _SOUND_OF.get(type(event))
    return None if pick is None else pick(event)


def audio_device_present(environ: Mapping[str, str] = os.environ, root: Path = Path("/")) -> bool:
    """Whether there is an audio device to try: a sound server (PulseAudio, PipeWire) or a
    sound card on Linux. Elsewhere, or when an audio driver was chosen (SDL_AUDIODRIVER,
    as tests do), the answer is yes and opening the mixer tells."""
    if environ.get("SDL_AUDIODRIVER") or not sys.platform.startswith("linux"):
        return True
    if environ.get("PULSE_SERVER"):
        return True
    runtime = environ.get("XDG_RUNTIME_DIR")
    sockets = [root / "run/pulse/native", root / "var/run/pulse/native"]
    if runtime:
        folder = root / runtime.lstrip("/")
        sockets += [folder / "pulse/native", folder / "pipewire-0"]
    if any(socket.exists() for socket in sockets):
        return True
    try:
        cards = (root / "proc/asound/cards").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return (root / "dev/snd").is_dir()
    return bool(cards.strip()) and "no soundcards" not in cards


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what C libraries write to the standard error (file descriptor 2) nowhere for a
    moment: SDL's ALSA back-end prints its failures there, not to Python."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(nowhere, 2)
        finally:
            os.close(nowhere)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sounds:
    """The game's sound effects; silent when sound is off or no audio device opens."""

    def __init__(self, enabled: bool, clock: Callable[[], int] | None = None) -> None:
        self.enabled = False
        self.available: bool | None = None  # None: the mixer was not tried yet
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: deque[str] = deque(maxlen=64)  # the last sounds started (for tests)
        self.clock = clock
        self._last: dict[str, int] = {}
        self.set_enabled(enabled)

    def set_enabled(self, enabled: bool) -> None:
        """Turn sound on or off; the mixer is opened the first time sound is on."""
        self.enabled = enabled
        if enabled and self.available is None:
            self.available = self._open()

    def _open(self) -> bool:
        if not pygame.mixer.get_init() and not audio_device_present():
            return False  # nothing to open: do not even try (and let ALSA complain)
        try:
            if not pygame.mixer.get_init():
                # allowedchanges=0: SDL converts to the device, so the samples are always 16-bit.
                with quiet_stderr():
                    pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=BUFFER, allowedchanges=0)
            init = pygame.mixer.get_init()
            if not init or init[1] != -16:
                return False
            rate, _size, channels = init
            for name in SYNTHS:
                self.sounds[name] = pygame.mixer.Sound(buffer=_buffer(name, rate, channels))
        except (pygame.error, NotImplementedError, OSError, ValueError, AttributeError):
            # No audio device, no mixer module: the game is played in silence.
            self.sounds.clear()
            return False
        return True

    def play(self, name: str) -> None:
        if not self.enabled or not self.available or name not in self.sounds:
            return
        now = self.clock() if self.clock is not None else pygame.time.get_ticks()
        if now - self._last.get(name, -10_000) < REPEAT_GAP_MS:
            return
        self._last[name] = now
        try:
            self.sounds[name].play()
        except pygame.error:
            return
        self.played.append(name)

    def event(self, event: E.Event) -> None:
        """Play the sound of a core event (as its animation starts)."""
        name = sound_of_event(event)
        if name is not None:
            self.play(name)

    def close(self) -> None:
        """Stop every sound and let the sounds go.

        Channels are halted first: pygame's mixer frees a finished sound from its
        audio thread, and halting them here (where pygame releases the GIL) means no
        sound can finish while the mixer is being shut down. The mixer itself is left
        open for the life of the process and closed by pygame at exit.
        """
        if self.available:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass
        self.sounds.clear()
        self.available = None
