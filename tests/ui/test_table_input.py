"""The table's one input map: a gesture on a table key (and a zone) is the legal action whose
``target_of`` matches, with three designed exceptions; the arrows leave no dead ends."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from tests.cards_kit import card_of

from .input_kit import drag, in_hand, key, open_session, position_session, settle
from .test_table_reach import HAND, fief_chosen_with_friends, visit_before_a_statement


def choosing_friends(friend_on: int | None = None):
    """Fief 3 chosen; the Queen of Eyes and the King of Leaves wait (the Queen on ``friend_on``)."""
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = position_session(
        hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=statuses
    )
    session.apply(A.choose_fief(3))
    if friend_on is not None:
        session.apply(A.substitute("QE", friend_on))
    return session


def test_a_click_is_the_legal_action_whose_target_it_is():
    session = position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3)
    assert K.plan_click(session, K.DECK) == (A.REVEAL,)
    assert K.plan_click(session, K.Button("reveal")) == (A.REVEAL,)  # the button stands for the deck
    assert K.plan_click(session, K.Ally(0)) == (A.activate(0),)


def test_moving_a_friend_from_one_slot_to_another_is_two_actions():
    session = choosing_friends(friend_on=0)
    assert K.plan_drop(session, K.Ally(0), K.Ally(2)) == (A.unsubstitute(0), A.substitute("QE", 2))
    assert K.plan_drop(session, K.Ally(0), None) == (A.unsubstitute(0),)  # off the slots: sent back
    assert K.plan_drop(session, K.Ally(0), K.Ally(0)) == ()  # put back where it was


def test_a_drop_where_the_card_may_not_go_is_the_action_meant_for_the_core_to_refuse():
    session = position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3)
    session.apply(A.REVEAL)
    statement = session.state.statement
    refused = [c for c in session.view()["hand"] if A.play(card_of(c)) not in session.legal()]
    assert statement is not None and refused, "the position should have a card that may not answer"
    assert K.plan_drop(session, in_hand(refused[0]), K.TRICK) == (A.play(card_of(refused[0])),)
    assert K.may_carry(session, in_hand(refused[0]))  # carried, then refused in words


def test_the_fief_selections_conveniences_are_more_than_one_action_or_another_one():
    session = choosing_friends()
    assert K.plan_click(session, K.Fief(3)) == (A.BEGIN_VISIT,)  # the chosen fief again: start
    assert K.plan_click(session, K.Fief(1)) == (A.BACK, A.choose_fief(1))  # another: back, choose
    assert K.plan_click(session, K.Friend("QE")) == ()  # a friend is taken, not played
    assert K.may_carry(session, K.Friend("QE")) and K.one_place(session, K.Friend("QE")) is None


def test_a_response_dropped_on_the_trick_that_may_not_answer_shows_the_cores_reason(app):
    session = position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3)
    session.apply(A.REVEAL)
    open_session(app, session)
    scene = app.scene
    refused = next(c for c in session.view()["hand"] if A.play(card_of(c)) not in session.legal())
    steps = len(session.actions)
    drag(app, scene.locate(in_hand(refused)).center, scene.layout.trick.center)
    settle(app)
    assert len(session.actions) == steps and scene.message_error and scene.message


def test_left_from_next_statement_reaches_the_hand(app):
    scene = visit_before_a_statement(app)
    scene.focus = K.Button("reveal")
    scene.refresh()
    key(app, pygame.K_LEFT)
    assert isinstance(scene.focus, K.Hand), f"Left from Next statement led to {scene.focus}"


def test_left_from_the_discard_pile_reaches_the_deck(app):
    session = position_session(hand=HAND[:6], deck_top=["7L", "2E"], visiting=3, discard=["8C", "8F"])
    open_session(app, session)
    scene = app.scene
    scene.focus = K.DISCARD
    scene.refresh()
    key(app, pygame.K_LEFT)
    assert scene.focus == K.DECK, f"Left from the discard pile led to {scene.focus}"


def test_a_friend_taken_with_enter_is_put_on_the_slot_chosen_with_the_next(app):
    scene = fief_chosen_with_friends(app)
    scene.focus = K.Friend("KL")
    key(app, pygame.K_RETURN)
    assert scene.held_friend == "KL"
    scene.focus = K.Ally(1)
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.session.actions[-1] == A.substitute("KL", 1) and scene.held_friend is None


def test_an_instruction_is_not_kept_on_the_message_line_once_the_card_is_played(app):
    """A first-time player read "Drag 2 of Claws onto the trick, or double-click it, to answer. ·
    Answered 2 of Claws: dialogue lost." as what had happened: the how-to goes when the play comes."""
    session = position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3)
    session.apply(A.REVEAL)
    open_session(app, session)
    settle(app)
    scene = app.scene
    legal = next(c for c in session.view()["hand"] if A.play(card_of(c)) in session.legal())
    where = scene.locate(in_hand(legal)).center
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=1))
    feed = scene.table.line.feed
    assert feed.newest is not None and "onto the trick" in feed.newest.text  # the how-to, once
    steps = len(session.actions)
    assert scene.act(A.play(card_of(legal)))
    settle(app)
    assert len(session.actions) > steps
    assert feed.lines and not any("onto the trick" in line.text for line in feed.lines), [
        line.text for line in feed.lines
    ]


def test_tab_and_shift_tab_walk_every_place_of_the_table_round(app):
    """Tab moved the focus in the replay but did nothing on the table: it walks every place the
    arrows reach, zone by zone, back to where it started; Shift+Tab walks the same way back."""
    scene = visit_before_a_statement(app)
    keys = [f.key for f in scene.focusables()]
    scene.focus = keys[0]
    scene.refresh()
    walked = []
    for _ in keys:
        key(app, pygame.K_TAB)
        walked.append(scene.focus)
    assert walked == [*keys[1:], keys[0]]
    assert any(isinstance(k, K.Hand) for k in walked) and K.Button("reveal") in walked
    back = []
    for _ in keys:
        key(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
        back.append(scene.focus)
    assert back == list(reversed(keys))
