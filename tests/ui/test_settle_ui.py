"""The setting "finish a visit when its outcome is certain" on the table."""

from __future__ import annotations

import pygame

from forNorthwood.core import events as E
from forNorthwood.core.cards import CARD_NAMES
from forNorthwood.game.gamelog import game_log
from forNorthwood.i18n.events_text import describe
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.settings import SettingsOverlay

from .input_kit import center_of, click, key, open_session, position_session, settle, step_until

EXHAUSTED = [{"ally": a, "substitute": None, "exhausted": True} for a in ("JC", "JF", "JL", "JE")]


def lost_for_sure():
    """Fief 3 (trump Eyes) with three cards already in the score pile: lost whatever is played."""
    return position_session(hand=["5L", "1E", "7E"], deck_top=["7L", "2E"], score=["8C", "8F", "8E"], allies=EXHAUSTED)


def settled(session) -> bool:
    """True once a step of the session carries the "visit settled" note."""
    return any(isinstance(e, E.VisitSettled) for s in session.steps for e in s.events)


def test_a_certain_visit_is_finished_and_said_when_the_setting_is_on(app):
    session = lost_for_sure()
    open_session(app, session)
    told: list[str] = []  # every sentence the message line's feed showed
    scene = app.scene
    line = scene.table.line
    show = line.show
    line.show = lambda layout: (told.extend(feed.text for feed in line.feed.lines), show(layout))
    app.ctx.change_settings(finish_certain_visits=True)
    key(app, pygame.K_SPACE)  # the player's action: the search starts off the UI thread
    step_until(app, lambda: settled(session), timeout=20.0)
    settle(app)
    note = next(e for s in session.steps for e in s.events if isinstance(e, E.VisitSettled))
    assert note.won is False and note.fief == 3
    assert session.state.phase.value in ("choose_fief", "game_over")
    assert describe(note) in told  # the message line said so
    assert describe(note) in game_log(session)  # and the log records it
    # the cards moved as the rules say: the whole hand was answered, card after card
    plays = [s.action for s in session.steps if s.action.type == "play"]
    assert sorted(CARD_NAMES[a.card] for a in plays) == ["1E", "5L", "7E"]


def test_a_game_opened_mid_visit_is_checked_without_an_action(app):
    # Continue brings back a visit whose outcome is already certain: no key is pressed.
    app.ctx.change_settings(finish_certain_visits=True)
    session = lost_for_sure()
    open_session(app, session)
    step_until(app, lambda: settled(session), timeout=20.0)
    settle(app)
    assert session.state.phase.value in ("choose_fief", "game_over")


def test_switching_the_setting_on_mid_visit_checks_the_position_shown(app):
    session = lost_for_sure()
    open_session(app, session)
    for _ in range(10):
        app.step()
    assert session.state.phase.value == "ability_window"
    app.ctx.change_settings(finish_certain_visits=True)
    step_until(app, lambda: settled(session), timeout=20.0)


def test_nothing_is_finished_when_the_setting_is_off(app):
    session = lost_for_sure()
    open_session(app, session)
    key(app, pygame.K_SPACE)
    for _ in range(20):
        app.step()
    assert session.state.phase.value == "respond"
    assert not any(isinstance(e, E.VisitSettled) for s in session.steps for e in s.events)


def test_the_settings_screen_switches_it(app):
    app.carry_out(Push(SettingsOverlay))
    settle(app)
    assert isinstance(app.scene, SettingsOverlay)
    assert app.ctx.settings.finish_certain_visits is False
    click(app, center_of(app, "finish_certain_visits_0"))
    assert app.ctx.settings.finish_certain_visits is True
    click(app, center_of(app, "finish_certain_visits_1"))
    assert app.ctx.settings.finish_certain_visits is False
