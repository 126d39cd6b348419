"""A replay of the last game is found where a player looks: the statistics' recent games, with
their Replay buttons, are the second page, one press of Next (RB) from the results (they were the
fourth and last: p62, looking for "replay my last game", never found them). With a controller
alone: the title, the statistics, the replay and back."""

from __future__ import annotations

import pygame

from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.statistics import (
    GAME_KEYS,
    RECENT_PAGE,
    REPLAY_KEYS,
    RESULTS_PAGE,
    STARS_PAGE,
    StatisticsOverlay,
)
from forNorthwood.ui.scenes.title import TitleScene

from .input_kit import button, key, settle
from .screen_kit import session_at

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def test_the_recent_games_come_second():
    assert (RESULTS_PAGE, RECENT_PAGE) == (0, 1)


def test_title_statistics_replay_and_back_with_the_pad_alone(app, clock):
    app.keeper.adopt(session_at("over", 11))  # a finished game, recorded
    app.keeper.adopt(session_at("over", 40))
    title = app.scene
    assert isinstance(title, TitleScene)
    title.focus = "statistics"
    button(app, A)
    settle(app, clock)
    shown = app.scene
    assert isinstance(shown, StatisticsOverlay) and shown.page == RESULTS_PAGE
    button(app, RB)  # Next: the recent games
    settle(app, clock)
    assert shown.page == RECENT_PAGE
    for _press in range(8):  # the d-pad reaches the newest game's Replay from Close
        if shown.focus == REPLAY_KEYS[0]:
            break
        button(app, UP)
        if shown.focus not in REPLAY_KEYS and shown.focus != REPLAY_KEYS[0]:
            button(app, RIGHT)
    assert shown.focus == REPLAY_KEYS[0], shown.focus
    button(app, A)
    settle(app, clock)
    assert isinstance(app.scene, ReplayScene)
    button(app, B)  # back: the statistics, at the recent games, on that Replay
    settle(app, clock)
    back = app.scene
    assert isinstance(back, StatisticsOverlay) and back.page == RECENT_PAGE and back.focus == REPLAY_KEYS[0]
    button(app, B)
    settle(app, clock)
    assert isinstance(app.scene, TitleScene) and app.scene.focus == "statistics", app.scene.focus


def test_on_the_recent_games_the_arrows_go_across_a_row_then_turn_the_page(app, clock):
    app.keeper.adopt(session_at("over", 11))
    app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, RECENT_PAGE)))
    settle(app, clock)
    shown = app.scene
    assert isinstance(shown, StatisticsOverlay)
    shown.focus = GAME_KEYS[0]
    key(app, pygame.K_RIGHT)
    assert (shown.page, shown.focus) == (RECENT_PAGE, REPLAY_KEYS[0])
    key(app, pygame.K_RIGHT)  # past the row's end: the next page, as the arrows do on the others
    assert shown.page == STARS_PAGE
    key(app, pygame.K_LEFT)
    assert shown.page == RECENT_PAGE and shown.focus == "close"
    key(app, pygame.K_LEFT)  # from Close, Left turns the page as on every page
    assert shown.page == RESULTS_PAGE
    key(app, pygame.K_RIGHT)
    shown.focus = GAME_KEYS[0]
    key(app, pygame.K_LEFT)
    assert shown.page == RESULTS_PAGE
