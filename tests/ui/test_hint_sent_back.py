"""A friend already placed over an ally slot carries a Hint badge of its own beside Start's: a
first-time player read its "≈69%" and Start's "≈80%" as the same question. Its badge is the chance
if the friend is sent back; its tooltip says so (and what Start's badge is)."""

from __future__ import annotations

import pygame

from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.core import actions as A
from forNorthwood.core import legal_actions
from forNorthwood.game import table_keys as K
from forNorthwood.ui.hint_badges import badges_of
from forNorthwood.ui.hint_words import sent_back_note

from .input_kit import key, open_session, position_session, settle
from .test_hints import wait_for_hint


def placed_friend():
    """The friends' step of fief 2, the Queen of Eyes (fief 0's ruler, a friend) over slot 4 (the Jack of Eyes)."""
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL")]
    allies.append({"ally": "JE", "substitute": "QE", "exhausted": False})
    statuses = ["won"] + ["unvisited"] * 7
    return position_session(
        hand=["3F", "1L", "2L", "7L", "8L", "3E", "4E", "5E"],
        deck_top=[],
        phase="choose_substitutes",
        visiting=2,
        statuses=statuses,
        allies=allies,
    )


def advise(state, *args, **kwargs):
    """Start is best (0.80); sending the Queen of Eyes back 0.69."""
    legal = legal_actions(state)
    odds = {A.BEGIN_VISIT: 0.8, A.unsubstitute(3): 0.69}
    entries = tuple(ActionAdvice(a, odds.get(a, 0.5), False, 0) for a in legal)
    return Advice(entries, legal.index(A.BEGIN_VISIT), 0.8)


def test_the_badge_on_a_placed_friend_is_the_chance_if_it_is_sent_back():
    session = placed_friend()
    advice = advise(session.state)
    assert badges_of(advice)[K.Ally(3)][0] == 0.69  # its badge: sending it back, not Start
    note = sent_back_note(session.state, advice, 3)
    assert note is not None
    assert "≈69%" in note and "send the Queen of Eyes back" in note.replace("\xa0", " ")
    assert sent_back_note(session.state, advice, 0) is None  # no friend there: its badge is its own


def test_its_tooltip_says_what_its_badge_is(app):
    session = placed_friend()
    open_session(app, session)
    scene = app.scene
    scene.hints.advise = advise
    assert scene.tooltip_note(K.Ally(3)) is None  # no Hint shown: nothing to explain
    key(app, pygame.K_h)
    wait_for_hint(app)
    settle(app)
    assert [b for b in scene.hints.badges if b.visible]
    note = scene.tooltip_note(K.Ally(3))
    assert note is not None and "≈69%" in note and "Start the visit" in note
