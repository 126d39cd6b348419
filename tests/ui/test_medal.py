"""The end of the game celebrates a medal: a fanfare and a short animation,
only a still halo when animations are off, nothing for a missed medal."""

from __future__ import annotations

import random

import pygame
import pytest

from forNorthwood.game.session import Session
from forNorthwood.ui import sound
from forNorthwood.ui.medal_art import CELEBRATION_MS, ease_out_back
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene

from .input_kit import make_app, position_session


def won_session() -> Session:
    """Seven fiefs won (16 stars) and fief 0 left: however it goes, the Bronze medal."""
    session = position_session(
        hand=["1C", "2C", "3C", "4C", "5F", "6F", "7F", "8F"],
        deck_top=[],
        phase="choose_fief",
        visiting=None,
        statuses=["unvisited"] + ["won"] * 7,
    )
    rng = random.Random(1)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type != "stop_game"]))
    assert session.view()["result"] == "won"
    return session


def lost_session() -> Session:
    session = Session(3, "intro", 16)
    rng = random.Random(3)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type != "stop_game"]))
    assert session.view()["result"] == "lost"
    return session


def open_end(clock, speed: str, session: Session, monkeypatch) -> tuple[EndOfGameScene, list[str]]:
    app = make_app(clock, speed=speed)
    played: list[str] = []
    monkeypatch.setattr(app.ctx.sounds, "play", played.append)
    app.carry_out(ShowGame(session))
    app.step()
    return app, played


def test_a_medal_is_celebrated_with_a_fanfare_and_a_short_animation(clock, monkeypatch):
    app, played = open_end(clock, "normal", won_session(), monkeypatch)
    scene = app.scene
    assert played == ["medal"]
    assert scene.busy() and scene.progress() == 0.0
    for ms in (100, 400, 900, 1500):
        clock.advance(ms - round(scene.progress() * CELEBRATION_MS))
        app.step()
        app.draw()
        assert 0.0 < scene.progress() < 1.0
    clock.advance(CELEBRATION_MS)
    app.step()
    assert not scene.busy() and not app.busy()
    app.draw()


def test_with_animations_off_the_medal_only_stands_still(clock, monkeypatch):
    app, played = open_end(clock, "off", won_session(), monkeypatch)
    assert played == ["medal"]  # the sound follows the sound setting, not the animations
    assert app.scene.progress() == 1.0 and not app.busy()
    app.draw()


def test_a_missed_medal_has_no_fanfare_but_the_fiefs_won_are_celebrated_briefly(clock, monkeypatch):
    """A game finished without a medal: no fanfare, but the stars of its fiefs won fly out for
    a moment (a finished game passed without any celebration)."""
    from forNorthwood.ui.medal_art import FIEF_WON_MS

    session = lost_session()
    assert any(f["status"] == "won" for f in session.view()["fiefs"])
    app, played = open_end(clock, "normal", session, monkeypatch)
    assert played == [] and app.busy()
    clock.advance(FIEF_WON_MS // 2)
    app.step()
    app.draw()
    assert 0.0 < app.scene.progress() < 1.0
    clock.advance(FIEF_WON_MS)
    app.step()
    assert not app.busy()  # over: nothing keeps the loop awake


def test_any_key_skips_the_end_of_game_celebration(clock, monkeypatch):
    app, _ = open_end(clock, "normal", won_session(), monkeypatch)
    assert app.busy()
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    assert not app.busy() and app.scene.progress() == 1.0


def test_no_end_of_game_celebration_with_animations_off(clock, monkeypatch):
    app, _ = open_end(clock, "off", lost_session(), monkeypatch)
    assert not app.busy()
    app.draw()


def test_the_fanfare_is_one_of_the_synthesised_sounds():
    wave = sound.SYNTHS["medal"](8000)
    assert 0.3 * 8000 < len(wave) < 0.6 * 8000 and max(abs(v) for v in wave) <= 1.0


def test_the_medal_springs_from_nothing_to_its_size_with_a_small_overshoot():
    values = [ease_out_back(i / 20) for i in range(21)]
    assert values[0] == pytest.approx(0.0, abs=1e-9) and values[-1] == pytest.approx(1.0)
    assert 1.0 < max(values) < 1.2
