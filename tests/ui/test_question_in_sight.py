"""An ability's question stays readable: the Jack of Leaves' "Choose a highlighted fief at the
top" was covered by a fief's tooltip (keys, 1280×800), by the hint's badges under the fiefs
(3840×2160 with the mouse, 960×600), so the player could not read what to do."""

from __future__ import annotations

import time

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui import text

from .input_kit import key, make_app, open_session, position_session, settle

HAND = ["8L", "2C", "3F", "5E", "6L", "7C", "1F", "4E"]


def jack_of_leaves_asks(app):
    """Fief 3 visited; the Jack of Leaves (slot 3) used: it asks for a fief (1, 2, 4 or 5)."""
    session = position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3)
    open_session(app, session)
    key(app, pygame.K_3)
    settle(app)
    assert session.state.phase.value == "decision"
    return app.scene


def question_drawn(app) -> pygame.Rect:
    app.dirty = True
    with text.recording() as drawn:
        app.scene.table.forget_still()
        app.draw()
    found = [d.used for d in drawn if d.message.startswith("Choose a highlighted fief")]
    assert found, [d.message for d in drawn]
    return found[0]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_no_fiefs_tooltip_covers_the_question(clock, size):
    app = make_app(clock, size=size)
    scene = jack_of_leaves_asks(app)
    words = question_drawn(app)
    for fief in (1, 2, 4, 5):
        scene.focus = K.Fief(fief)
        scene.refresh()
        scene.tips.focus = None
        scene.tips.follow_focus()
        tip = scene.table.tooltip
        assert tip.visible, fief
        assert not tip.rect.colliderect(words), (fief, tip.rect, words)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_the_hints_badges_leave_the_question_in_sight(clock, size):
    app = make_app(clock, size=size)
    scene = jack_of_leaves_asks(app)
    key(app, pygame.K_h)
    deadline = time.monotonic() + 60
    while not (scene.hints.shown is not None and scene.hints.badges and not scene.table.busy()):
        assert time.monotonic() < deadline, "no hint within the timeout"
        app.step()
        time.sleep(0.01)
    words = question_drawn(app)
    shown = scene.hints.badge_places()
    assert len(shown) == 4  # fiefs 1, 2, 4 and 5
    assert not any(badge.colliderect(words) for badge in shown), (shown, words)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_at_the_fief_selection_no_fiefs_tooltip_covers_the_centre_panels_words(clock, size):
    """The focused fief's words covered the first lines of the centre panel (at 3840×2160)."""
    from .input_kit import start_game

    app = make_app(clock, size=size)
    start_game(app)
    scene = app.scene
    for fief in range(8):
        scene.focus = K.Fief(fief)
        scene.refresh()
        scene.tips.focus = None
        scene.tips.follow_focus()
        app.dirty = True
        with text.recording() as drawn:
            scene.table.forget_still()
            app.draw()
        words = [d.used for d in drawn if d.message.startswith("Each fief's number") or "No friends yet" in d.message]
        assert words, [d.message for d in drawn]
        tip = scene.table.tooltip
        if scene.in_panel(K.Fief(fief)):  # the ring's fief: its words are in the panel, no tooltip
            assert not tip.visible, fief
            continue
        assert tip.visible, fief
        assert not tip.rect.colliderect(words[0]), (fief, tip.rect, words[0])
