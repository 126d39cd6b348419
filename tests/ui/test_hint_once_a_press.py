"""G plays the move the Hint rings, once a press: a first-time player's single G started a visit
at the friends step and, on the visit's first screen, used the King of Flowers too."""

from __future__ import annotations

import time

import pygame

from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.core import actions as A
from forNorthwood.core import legal_actions
from forNorthwood.ui import hint_layer
from forNorthwood.ui.input_guard import ACTING_KEYS
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import key, open_session, position_session, post, step_until

ALLIES = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "KF")]


def start_then_king(state, budget_ms, exact, should_stop=None):
    """An advisor that rings "Start the visit" at the friends step, then the King of Flowers (slot 4)."""
    legal = legal_actions(state)
    wanted = (A.BEGIN_VISIT, A.activate(3))
    best = next((i for i, a in enumerate(legal) if a in wanted), 0)
    return Advice(tuple(ActionAdvice(a, 0.5, True, 0) for a in legal), best, 0.5)


def friends_step():
    """Fief 7's friends step: the King of Leaves waits as a friend, the King of Flowers is ally 4
    with a pair adding up to 9 in hand (two pairs: "pick 1 of 2")."""
    return position_session(
        hand=["1C", "8F", "2L", "7E", "3C", "5E", "6L", "4F"],
        deck_top=[],
        phase="choose_substitutes",
        visiting=7,
        friends=["KL"],
        allies=ALLIES,
        rulers=["QE", "QL", "KL", "KE", "QC", "QF", "KC", "JE"],
        statuses=["unvisited", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"],
    )


def test_g_held_down_plays_one_move_not_the_next_screens_hint_too(app, monkeypatch):
    """The press started the visit; its auto-repeat (G still down, 350 ms later) reached the
    visit's screen, whose Hint it searched and played. A move is played only on the position the
    key was pressed on: G's repeat does nothing, and a new press (after a release) plays again."""
    monkeypatch.setattr(hint_layer, "advise", start_then_king)
    held: set[int] = set()
    monkeypatch.setattr("forNorthwood.ui.app.keys_down", lambda: set(held))
    session = friends_step()
    open_session(app, session)
    key(app, pygame.K_h)
    step_until(app, lambda: app.scene.hints.shown is not None, 20)
    assert app.scene.message == "Start the visit with the allies as they stand."
    played = len(session.actions)
    held.add(pygame.K_g)
    key(app, pygame.K_g)  # pressed, and held down
    assert session.actions[played:] == [A.BEGIN_VISIT]
    step_until(app, lambda: isinstance(app.scene, VisitScene), 20)
    for _repeat in range(3):  # SDL's auto-repeat of the G held down
        key(app, pygame.K_g)
    for _frame in range(30):  # time enough for the visit's Hint to be searched and played
        app.step()
        time.sleep(0.02)
    assert app.scene.hints.asked is None  # nothing was asked on the visit's screen
    assert session.actions[played:] == [A.BEGIN_VISIT]  # one press, one move
    held.discard(pygame.K_g)
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_g, mod=0, unicode="", scancode=0))
    held.add(pygame.K_g)
    key(app, pygame.K_g)  # a new press plays the visit's hint
    step_until(app, lambda: len(session.actions) > played + 1, 20)
    assert session.actions[played:] == [A.BEGIN_VISIT, A.activate(3)]


def test_g_counts_as_a_key_that_acts_on_a_screen():
    """A G held down when a result screen appears does not act on it either (``InputGuard``)."""
    assert pygame.K_g in ACTING_KEYS
