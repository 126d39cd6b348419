"""Enter acts on the table once a press: held down, its auto-repeat played the next card too
(a first-time player's Enter, held a moment, turned over the next statement and answered it)."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from tests.cards_kit import card_of

from .input_kit import button, in_hand, key, open_session, position_session, post, settle


def respond_step():
    """A statement waits for an answer; the hand holds cards of its suit to answer with."""
    return position_session(hand=["1C", "8F", "2L", "7E", "3C"], deck_top=["5C", "6C", "4C"], phase="ability_window")


def test_a_held_enter_acts_once_and_a_new_press_acts_again(app, monkeypatch):
    held: set[int] = set()
    monkeypatch.setattr("forNorthwood.ui.app.keys_down", lambda: set(held))
    session = respond_step()
    open_session(app, session)
    app.scene.focus = K.Button("reveal")
    held.add(pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # pressed, and held down: Next statement
    settle(app)
    assert session.actions == [A.REVEAL]
    for _repeat in range(4):  # SDL's auto-repeat of the Enter held down
        key(app, pygame.K_RETURN)
        settle(app)
    assert session.actions == [A.REVEAL]  # one press, one action
    # The arrows still repeat: a held Right moves the focus on, one card a repeat.
    focus = app.scene.focus
    held.add(pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.scene.focus != focus and session.actions == [A.REVEAL]
    # A new press (after a release) acts again.
    held.discard(pygame.K_RETURN)
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    held.add(pygame.K_RETURN)
    app.scene.focus = in_hand("1C")
    key(app, pygame.K_RETURN)
    settle(app)
    assert session.actions == [A.REVEAL, A.play(card_of("1C"))]


def test_a_controllers_a_acts_at_each_press(app):
    """A controller's A (Enter) has no auto-repeat: each press acts, none is taken for a repeat."""
    session = respond_step()
    open_session(app, session)
    app.scene.focus = K.Button("reveal")
    button(app, pygame.CONTROLLER_BUTTON_A)
    settle(app)
    assert session.actions == [A.REVEAL]
    app.scene.focus = in_hand("1C")
    button(app, pygame.CONTROLLER_BUTTON_A)
    settle(app)
    assert session.actions == [A.REVEAL, A.play(card_of("1C"))]
