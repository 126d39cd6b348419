"""Abilities that ask for several cards one at a time: the hand stays still, the prompt counts
the picks, and a pick can be taken back (honestly: only while nothing new was seen)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.core.cards import CARD_OF_NAME
from forNorthwood.game import table_keys as K
from forNorthwood.ui.frame import Mark
from tests.cards_kit import card_of

from .input_kit import center_of, click, in_hand, key, names, open_session, position_session
from .test_visit import visit_at


def test_jack_of_eyes_counts_its_picks_and_keeps_the_hand_still(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"])
    click(app, center_of(app, K.Ally(3)))  # Jack of Eyes: draw two, then discard two, one at a time
    scene = app.scene
    assert "(pick 1 of 2)" in scene.prompt_text()
    before = {card: scene.locate(K.Hand(card)) for card in scene.model.hand}
    click(app, center_of(app, in_hand("8F")))
    assert session.actions[-1] == A.pick_card(card_of("8F"))
    assert "(pick 2 of 2)" in scene.prompt_text()
    for card in scene.model.hand:
        assert scene.locate(K.Hand(card)) == before[card], card  # nothing slid under the pointer


def test_a_pick_can_be_taken_back_before_the_last(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"])
    click(app, center_of(app, K.Ally(3)))
    click(app, center_of(app, in_hand("8F")))
    assert "8F" not in session.view()["hand"]
    click(app, center_of(app, K.Button("take_back")))
    assert "8F" in session.view()["hand"] and session.actions[-1] == A.activate(3)
    assert "(pick 1 of 2)" in app.scene.prompt_text()
    assert "8F" in names(app.scene.model.hand)
    click(app, center_of(app, in_hand("5L")))
    key(app, pygame.K_BACKSPACE)  # the same from the keyboard
    assert "5L" in session.view()["hand"]


def test_nothing_to_take_back_in_an_ironman_game(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"])
    session.undo_allowed = False
    open_session(app, session)
    click(app, center_of(app, K.Ally(3)))
    click(app, center_of(app, in_hand("8F")))
    assert app.scene.locate(K.Button("take_back")) is None
    key(app, pygame.K_BACKSPACE)
    assert "8F" not in session.view()["hand"]


def test_with_animations_the_hand_does_not_slide_between_picks(clock):
    from .input_kit import make_app, settle

    app = make_app(clock, speed="normal")
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"])
    click(app, center_of(app, K.Ally(3)))
    settle(app, clock)
    scene = app.scene
    before = {card: scene.locate(K.Hand(card)) for card in scene.model.hand}
    click(app, center_of(app, in_hand("8F")))
    assert session.actions[-1] == A.pick_card(card_of("8F"))
    for _ in range(30):  # every frame of the discard, not only its end
        clock.advance(16)
        app.step()
        for card in scene.model.hand:
            sprite = scene.table.sprite_of(K.Hand(card))
            assert sprite.card_rect.x == before[card].x, card


def test_a_picked_cards_place_is_marked_while_the_hand_stays_still(app):
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"])
    click(app, center_of(app, K.Ally(3)))
    scene = app.scene
    click(app, center_of(app, in_hand("8F")))
    place = tuple(dict(scene.pick_anchor)[CARD_OF_NAME["8F"]])  # where it lay (before it was lifted as legal)
    assert scene.picture().hand_gaps == (place,)  # the gap reads as the pick it is


def test_without_the_mouse_the_hand_closes_up_between_picks(app):
    from forNorthwood.ui.table_places import hand_card_rects

    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"])
    key(app, pygame.K_4)  # Jack of Eyes, by the keyboard
    scene = app.scene
    scene.focus = in_hand("8F")
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == A.pick_card(card_of("8F"))
    hand = scene.model.hand
    expected = hand_card_rects(scene.layout, len(hand))
    assert [scene.table.sprite_of(K.Hand(c)).place.rect.x for c in hand] == [r.x for r in expected]
    assert scene.picture().hand_gaps == ()


def test_the_lady_of_eyes_says_the_total_and_what_is_left_to_reach(app):
    """She draws 3E and 4E (7 in all): the prompt says 7, then what is left after each discard,
    after a take-back too (the total is read back from the ability's first question)."""
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "LE")]
    session = visit_at(app, hand=["1C", "2C", "4C"], deck_top=["3E", "4E", "8L"], allies=allies)
    click(app, center_of(app, K.Ally(3)))
    scene = app.scene
    assert session.sum_to_reach() == (7, 7)
    # Nothing picked yet: the first card is asked for, not "the next one".
    assert "adding up to 7, the drawn cards' total. Pick one." in scene.prompt_text()
    assert "next" not in scene.prompt_text() and "still to reach" not in scene.prompt_text()
    click(app, center_of(app, in_hand("1C")))
    assert session.actions[-1] == A.pick_card(card_of("1C"))
    assert session.sum_to_reach() == (7, 6)
    assert "adding up to 7, the drawn cards' total: 6 still to reach. Pick the next one." in scene.prompt_text()
    click(app, center_of(app, K.Button("take_back")))
    assert session.sum_to_reach() == (7, 7)
    assert "Pick one." in scene.prompt_text()
    click(app, center_of(app, in_hand("3E")))
    assert session.sum_to_reach() == (7, 4)
    click(app, center_of(app, in_hand("4E")))
    assert session.view()["decision"] is None and session.sum_to_reach() is None


@pytest.mark.parametrize("place", [0, 3, 5])
def test_after_a_pick_by_the_keyboard_the_focus_stays_where_the_card_was(app, place):
    """Jack of Eyes, played by the keys alone: after the first discard the ring is on the card
    that now stands where the picked one stood (the one before it when the last was picked),
    not back on the leftmost."""
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"])
    key(app, pygame.K_4)  # Jack of Eyes: draw two, then discard two, one at a time
    scene = app.scene
    hand = session.view()["hand"]
    assert len(hand) == 6 and scene.focus == in_hand(hand[0])
    for _ in range(place):
        key(app, pygame.K_RIGHT)
    assert scene.focus == in_hand(hand[place])
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == A.pick_card(card_of(hand[place]))
    assert "(pick 2 of 2)" in scene.prompt_text()
    left = session.view()["hand"]
    assert scene.focus == in_hand(left[min(place, len(left) - 1)])
    assert Mark.FOCUS in scene.table.sprite_of(scene.focus).place.marks  # the ring is drawn there


def test_after_a_pick_the_focus_goes_to_the_nearest_card_that_may_still_be_picked(app):
    """The Lady of Eyes: once 4 of the 7 to reach is discarded, only cards up to 3 may follow;
    the ring goes from the picked card's place to the nearest of them."""
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "LE")]
    session = visit_at(app, hand=["1C", "2C", "6C", "4C", "5F"], deck_top=["3E", "4E", "8L"], allies=allies)
    key(app, pygame.K_4)
    scene = app.scene
    assert session.view()["hand"] == ["1C", "2C", "4C", "6C", "5F", "3E", "4E"]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.focus == in_hand("4C")
    key(app, pygame.K_RETURN)
    assert session.sum_to_reach() == (7, 3)
    assert scene.focus == in_hand("2C")  # 6C, now at its place, may not be picked; 3E is further
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == A.pick_card(card_of("2C"))
