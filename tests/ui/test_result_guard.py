"""Result screens ignore input for a moment after they appear, and the end of the game
starts with its focus, ringed, on its replay: Enter mashed never skips it for a new game."""

from __future__ import annotations

import random

import pygame

from forNorthwood.game.session import Session
from forNorthwood.ui.input_guard import ACTING_KEYS, RESULT_PAUSE_MS, InputGuard
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.game_log import GameLogOverlay
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.setup import SetupScene

from .input_kit import center_of, click, key, post


def finished_session(seed: int = 3) -> Session:
    session = Session(seed, "intro", 16)
    rng = random.Random(seed)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back")]))
    return session


def end_screen(app) -> EndOfGameScene:
    app.carry_out(ShowGame(finished_session()))
    app.step()
    assert isinstance(app.scene, EndOfGameScene)
    return app.scene


def test_quick_keys_and_clicks_do_not_skip_the_end_of_the_game(app, clock):
    scene = end_screen(app)
    assert scene.focus == "replay"
    for code in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_DOWN):
        key(app, code)
    click(app, center_of(app, "new_game"))
    clock.advance(RESULT_PAUSE_MS - 1)
    key(app, pygame.K_RETURN)
    assert app.scene is scene and scene.focus == "replay"


def test_enter_mashed_after_the_pause_opens_the_replay_and_never_a_new_game(app, clock):
    scene = end_screen(app)
    assert scene.ring == "replay"  # the focus is shown from the start
    clock.advance(RESULT_PAUSE_MS)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, ReplayScene)
    key(app, pygame.K_ESCAPE)  # its Close comes back to the end of the game
    assert isinstance(app.scene, EndOfGameScene)


def test_a_practice_games_end_starts_on_its_log(app, clock, monkeypatch):
    monkeypatch.setattr(app.ctx.keeper, "record_of", lambda session: None)
    scene = end_screen(app)
    assert scene.focus == "log"
    clock.advance(RESULT_PAUSE_MS)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, GameLogOverlay)


def test_new_game_is_reached_by_the_arrows_only(app, clock):
    scene = end_screen(app)
    clock.advance(RESULT_PAUSE_MS)
    scene.focus = "new_game"
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, SetupScene)  # the setup screen: no game is dealt yet


def test_a_key_held_down_from_the_last_move_does_not_act_on_the_end_screen(app, clock, monkeypatch):
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: k in held for k in ACTING_KEYS})
    scene = end_screen(app)
    clock.advance(RESULT_PAUSE_MS + 1000)
    key(app, pygame.K_RETURN)  # its auto-repeat, long after the pause
    assert app.scene is scene
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    key(app, pygame.K_RETURN)  # a new press
    assert isinstance(app.scene, ReplayScene)


def test_a_key_held_down_since_the_result_appeared_does_not_repeat_into_it(app, clock):
    scene = end_screen(app)
    key(app, pygame.K_UP)  # held: its auto-repeat keeps coming
    clock.advance(RESULT_PAUSE_MS)
    key(app, pygame.K_UP)
    assert scene.focus == "replay"
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_UP, mod=0, unicode="", scancode=0))
    key(app, pygame.K_UP)  # a new press
    assert scene.focus != "replay"


def test_a_click_after_the_pause_works(app, clock):
    end_screen(app)
    clock.advance(RESULT_PAUSE_MS)
    click(app, center_of(app, "log"))
    assert isinstance(app.scene, GameLogOverlay)


def test_the_guard_lets_the_pointer_move_and_drops_only_presses():
    now = [0]
    guard = InputGuard(lambda: now[0], 500)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    assert not guard.blocks(motion)
    assert guard.blocks(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert guard.blocks(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    now[0] = 500
    assert not guard.active()
    assert not guard.blocks(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert guard.blocks(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))  # repeat
    assert not guard.blocks(pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=0))
    assert not guard.blocks(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
