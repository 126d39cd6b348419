"""Undo and Redo where the game is taken back: the fief selection has a Redo button as a visit
does, and after an undo the focus goes to what the undone action was about, whatever the device."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.ui.layers import PlayHinted
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT
from tests.cards_kit import card_of

from .input_kit import axis, button, center_of, click, key, make_app, settle, start_game
from .screen_kit import new_app
from .test_fief_selection import with_friends
from .test_visit import visit_at

LT = pygame.CONTROLLER_AXIS_TRIGGERLEFT


def button_of(app, name: str):
    return next(b for b in app.scene.buttons() if b.key == K.Button(name))


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_a_fief_choice_taken_back_is_redone_with_the_mouse(clock, size):
    app = make_app(clock, size)
    session = start_game(app)
    redo = button_of(app, "redo")
    assert not redo.enabled  # nothing to redo yet: shown, off
    click(app, center_of(app, K.Fief(5)))
    click(app, button_of(app, "undo").rect.center)
    assert session.view()["phase"] == "choose_fief"
    undo, redo = button_of(app, "undo"), button_of(app, "redo")
    assert redo.enabled and redo.label == "Redo"
    # Beside Undo, in the slot Undo had, and as tall as the other buttons.
    slot = app.scene.layout.button_slots[2]
    assert slot.contains(undo.rect) and slot.contains(redo.rect) and not undo.rect.colliderect(redo.rect)
    assert redo.rect.height == slot.height and redo.rect.left > undo.rect.left
    assert K.Button("redo") in [f.key for f in app.scene.focusables()]
    click(app, redo.rect.center)
    assert session.actions[-1] == A.choose_fief(5)
    assert not button_of(app, "redo").enabled
    app.close()


def test_the_pad_s_undo_of_a_fief_choice_leaves_the_focus_on_that_fief(app):
    session = start_game(app)
    click(app, center_of(app, K.Fief(5)))
    assert app.scene.focus == K.Button("start")
    axis(app, LT, 32767)  # LT: undo
    axis(app, LT, 0)
    settle(app)
    assert session.view()["phase"] == "choose_fief"
    assert app.scene.focus == K.Fief(5)


def test_an_undone_friend_takes_the_focus_back_among_the_friends(app):
    session = with_friends(app)
    click(app, center_of(app, K.Fief(4)))
    app.scene.act(A.substitute("KL", 1))
    assert isinstance(app.scene, FiefSelectionScene)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.view()["allies"][1]["substitute"] is None
    assert app.scene.focus == K.Friend("KL")


def test_an_undone_response_puts_the_focus_on_its_card_back_in_hand(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L", "3C"])
    key(app, pygame.K_SPACE)  # the 2 of Eyes
    settle(app)
    app.scene.act(A.play(card_of("7E")))
    settle(app)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert session.view()["phase"] == "respond"
    assert app.scene.focus == K.Hand(card_of("7E"))


def test_an_undone_ally_puts_the_focus_on_its_slot(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    click(app, center_of(app, K.Ally(1)))  # the Jack of Flowers
    assert session.view()["allies"][1]["exhausted"]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert app.scene.focus == K.Ally(1)


def test_a_pick_the_hint_plays_can_be_taken_back_with_the_pad(app):
    """The Jack of Eyes' first pick played by the Hint (the pad's right stick, or A right after LB)
    showed no "Take back the last pick" button; the mouse's pick did."""
    session = visit_at(app, hand=["5L", "1E", "7E", "8F", "2C", "3C", "4C", "6F"], deck_top=["7L", "2E", "3E"])
    app.scene.act(A.activate(3))  # the Jack of Eyes: draw two, discard two
    settle(app)
    pick = next(a for a in session.legal() if isinstance(a, A.PickCard))
    button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)  # the pad is the device in use
    app.scene.carry_out([PlayHinted(pick)])
    settle(app)
    assert session.actions[-1] == pick and session.view()["phase"] == "decision"
    take_back = [b for b in app.scene.choice_buttons() if b.key == K.Button("take_back")]
    assert take_back and take_back[0].hint == "Y"
    assert K.Button("take_back") in [f.key for f in app.scene.focusables()]
    button(app, pygame.CONTROLLER_BUTTON_Y)  # Y: take back the last pick
    settle(app)
    assert session.actions[-1] == A.activate(3) and pick in session.legal()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_in_an_ironman_game_the_fief_selection_keeps_one_whole_undo_off_button(clock, size):
    """Halved, "Undo: off (Ironman)" and its Redo twin shrank to 7 px in French: Ironman never redoes."""
    app = make_app(clock, size)
    app.carry_out(ShowGame(Session(3, "intro", 16, undo_allowed=False), deal=True))
    settle(app)
    keys = [b.key for b in app.scene.buttons()]
    assert K.Button("redo") not in keys
    undo = button_of(app, "undo")
    assert undo.rect == app.scene.layout.button_slots[2] and not undo.enabled
    app.close()


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_ironman_undo_label_reads_at_960x600_on_both_tables(tmp_path, language):
    """The French "Annuler : désactivé (partie sans annulation)" was drawn at 9 px at 960×600."""
    app = new_app(tmp_path, (960, 600), language)
    try:
        session = Session(3, "intro", 16, undo_allowed=False)
        with i18n.speaking(language):
            labels = {i18n._("Undo: off (Ironman)"), i18n._("Redo: off (Ironman)")}
        for step in (None, A.choose_fief(0), A.BEGIN_VISIT):
            if step is not None:
                session.apply(step)
            app.carry_out(ShowGame(session))
            settle(app)
            with recording() as drawn:
                app.dirty = True
                app.draw()
            shown = [d for d in drawn if d.message in labels]
            assert shown, (language, step)
            assert all(d.fits and d.drawn_size >= MIN_TEXT for d in shown), [(d.message, d.drawn_size) for d in shown]
    finally:
        app.close()
