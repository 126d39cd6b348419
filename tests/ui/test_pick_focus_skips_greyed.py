"""On a discard the ability limits (the Lady of Eyes: discard cards adding up to the two drawn),
the pad's focus landed on the greyed cards too high to be chosen (an 8 with 7 to reach): it now
passes over them, as over any card that cannot be picked."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import button, in_hand, settle
from .test_visit import visit_at

LADY = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "LE")]


def test_the_focus_passes_over_the_cards_that_cannot_be_picked(app):
    session = visit_at(app, hand=["1C", "8C", "7F", "6L", "8L"], deck_top=["3E", "4E", "2L"], allies=LADY)
    app.scene.act(A.activate(3))  # draw two (3 + 4 = 7), then discard cards adding up to 7
    settle(app)
    picks = {a.card for a in session.legal() if isinstance(a, A.PickCard)}
    assert picks and in_hand("8C").card not in picks and in_hand("8L").card not in picks, picks
    scene = app.scene
    assert isinstance(scene, VisitScene)
    reached = {f.key for f in scene.focusables() if isinstance(f.key, K.Hand)}
    assert reached == {K.Hand(card) for card in picks}, reached
    rects = {f.key: f.rect for f in scene.focusables()}
    scene.focus = min((k for k in reached), key=lambda k: rects[k].left)  # the leftmost card that may be picked
    seen = []
    for step in [pygame.CONTROLLER_BUTTON_DPAD_RIGHT] * 4 + [pygame.CONTROLLER_BUTTON_DPAD_LEFT] * 4:
        seen.append(scene.focus)
        button(app, step)  # along the hand's row: never on a greyed card
        settle(app)
    hand = [f for f in seen if isinstance(f, K.Hand)]
    assert len(set(hand)) == len(picks) and set(hand) <= {K.Hand(card) for card in picks}, seen
