"""The ability's words follow the device that acted last and never stand over what the player
reads now. A keyboard player's fief tooltip stayed when the mouse moved, over a fief's badge,
the friends waiting and the instruction."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.scenes.visit_still import dialogue_strip_rect
from forNorthwood.ui.table_tooltip import ally_group, ally_row

from .input_kit import in_hand, key, make_app, open_session, position_session, post, settle
from .test_table_first_player import HAND, badges_shown

STATUSES = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def choosing_with_friends(clock, size):
    app = make_app(clock, size=size)
    session = position_session(
        hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=STATUSES
    )
    open_session(app, session)
    return app


def motion(app, pos: tuple[int, int]) -> None:
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


def ring_on(app, key: K.Key) -> None:
    scene = app.scene
    scene.focus = key
    scene.tips.follow_focus()
    settle(app)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_a_focus_tooltip_in_a_visit_leaves_the_badges_in_sight(clock, size):
    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3))
    badges = badges_shown(app)
    scene = app.scene
    assert badges
    for slot in range(4):
        ring_on(app, K.Ally(slot))
        assert scene.table.tooltip.visible
        box = scene.table.tooltip.rect
        for badge in badges:
            if not badge.colliderect(scene.locate(K.Ally(slot))):
                assert not box.colliderect(badge), f"ally {slot + 1}: its words over a badge"


def test_the_words_follow_the_device_that_acted_last(clock):
    app = choosing_with_friends(clock, (1280, 800))
    scene = app.scene
    tooltip = scene.table.tooltip
    empty = scene.layout.hand.bottomright  # beside the hand: no character there
    motion(app, empty)
    ring_on(app, K.Fief(3))
    assert tooltip.visible
    motion(app, empty)  # the same place again: the mouse did not move, the words stay
    assert tooltip.visible
    motion(app, (empty[0] - 4, empty[1] - 2))  # the mouse moved, onto no character: the words go
    assert not tooltip.visible
    ring_on(app, K.Fief(4))  # a key moves the ring onto another character: its words come
    assert tooltip.visible and scene.tips.of == K.Fief(4)
    fief6 = scene.locate(K.Fief(6))
    motion(app, fief6.center)  # the mouse moves onto a character: its words, not the ring's
    assert tooltip.visible and scene.tips.of == K.Fief(6)
    assert not tooltip.rect.colliderect(fief6)


def apart(a: pygame.Rect, b: pygame.Rect) -> int:
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom, 0)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("device", ["focus", "pointer"])
def test_an_allys_words_stand_next_to_its_card(clock, size, device):
    """Allies 2 and 4 (the column at the window's edge) had their words past ally 1 and the score
    pile, far from the card they explain: each ally's words now stand beside its row of slots (no
    farther than half its card), by the focus ring (its ring round the slot left in sight) or under
    the pointer, and still leave the prompt, the message line and the badges in sight. They never
    cover the ally beside it (the Jack of Eyes' words covered the Jack of Claws beside it)."""
    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3))
    badges = badges_shown(app)
    scene = app.scene
    lay = scene.layout
    for slot in range(4):
        card = scene.locate(K.Ally(slot))
        if device == "focus":
            ring_on(app, K.Ally(slot))
        else:
            motion(app, card.center)
            settle(app)
        assert scene.table.tooltip.visible, f"ally {slot + 1}"
        box = scene.table.tooltip.rect
        # By the focus, its ring (round the slot) is left in sight; under the pointer, the card.
        area = lay.ally_slots[slot] if device == "focus" else card
        assert not box.colliderect(area)
        # Beside its row, or beside the four slots where that covers no other ally nor the trick's
        # headers (slot 3's words went over slot 1's name or "Response").
        row = ally_row(lay, slot) if apart(box, ally_row(lay, slot)) <= max(card.size) // 2 else ally_group(lay)
        assert apart(box, row) <= max(card.size) // 2, f"ally {slot + 1}: its words {box} far from {row} at {size}"
        beside = scene.locate(K.Ally(slot ^ 1))  # the ally beside it, in its row
        assert beside is None or not box.colliderect(beside), (slot, size)
        for name, rect in [("the prompt", lay.prompt), ("the message", lay.message), *(("a badge", b) for b in badges)]:
            if not rect.colliderect(card):
                assert not box.colliderect(rect), f"ally {slot + 1}: its words over {name} at {size}"
    app.close()


NO_TRUMPS = ["8L", "2C", "3F", "6L", "7C", "1F", "2L", "3C"]  # no Eyes: the Jack of Flowers would do nothing


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("device", ["focus", "pointer"])
def test_an_allys_long_note_stands_next_to_its_card(clock, size, device):
    """Ally 2's words with its long "would do nothing now" note went far from its card at 960×600
    (and by the focus at 1280×800): they stand beside its row of slots, as the short ones do."""
    app = make_app(clock, size=size)
    open_session(app, position_session(hand=NO_TRUMPS, deck_top=["7L", "2E"], visiting=3))
    scene = app.scene
    lay = scene.layout
    assert scene.tooltip_note(K.Ally(1)), "a note under the Jack of Flowers' ability"
    card = scene.locate(K.Ally(1))
    if device == "focus":
        ring_on(app, K.Ally(1))
    else:
        motion(app, card.center)
        settle(app)
    assert scene.table.tooltip.visible and scene.tips.of == K.Ally(1)
    box = scene.table.tooltip.rect
    area = lay.ally_slots[1] if device == "focus" else card
    assert not box.colliderect(area)
    row = ally_row(lay, 1)  # beside its row of slots, never over the ally beside it
    assert apart(box, row) <= max(card.size) // 2, f"its words {box} {apart(box, row)} px from {row} at {size}"
    assert not box.colliderect(scene.locate(K.Ally(0)))
    for name, rect in [("the prompt", lay.prompt), ("the message", lay.message)]:
        assert not box.colliderect(rect), f"its words over {name} at {size}"
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_friends_and_an_allys_focus_tooltip_at_fief_selection_stay_off_the_hand_and_the_buttons(clock, size):
    """The friend's words by the focus landed over the hand, ally 4's over Start."""
    app = choosing_with_friends(clock, size)
    scene = app.scene
    lay = scene.layout
    for shown in [K.Friend("QE"), K.Friend("KL"), *(K.Ally(slot) for slot in range(4))]:
        scene.focus = shown
        scene.tips.show_of(shown, (0, 0), by_focus=True)
        settle(app)
        assert scene.table.tooltip.visible, shown
        box = scene.table.tooltip.rect
        for name, rect in [("the hand", lay.hand), ("the buttons", lay.buttons), ("the instruction", lay.prompt)]:
            assert not box.colliderect(rect), f"{shown}: its words over {name} at {size}"
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_no_tooltip_hides_the_last_dialogues_result(clock, size):
    """The "Dialogue won" strip stayed under the allies', the fiefs' and the ruler's words: it is
    left in sight, by the focus and under the pointer."""
    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E", "3E"], visiting=3))
    key(app, pygame.K_SPACE)  # the statement, answered with the 8 of Leaves: the dialogue is won
    settle(app)
    scene = app.scene
    scene.focus = in_hand("8L")
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.picture().dialogue is True
    strip = dialogue_strip_rect(scene.layout)
    for character in [K.Ally(slot) for slot in range(4)] + [K.Fief(n) for n in range(8)] + [K.RULER]:
        for by_focus in (True, False):
            if by_focus:
                scene.focus = character
            scene.tips.show_of(character, (0, 0), by_focus=by_focus)
            assert scene.table.tooltip.visible, character
            assert not scene.table.tooltip.rect.colliderect(strip), f"{character}: its words over the result at {size}"
    app.close()
