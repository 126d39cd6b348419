"""The end of a replay showed the beginner's words about the fief numbers ("Your allies are on the
right"), nothing about the game (a first-time player, p61): it shows the game's review, a row per
visit (fief, result, the chance at its start, its costly choices counted, its costliest choice, one click,
Enter or the pad's A away), readable at 960×600 in every language."""

from __future__ import annotations

import os

import pygame
import pytest

from forNorthwood.i18n import speaking
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_summary import ROW_KEY, summary_panel, visit_reviews
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import button, click, key, make_app, settle
from .test_replay_screen import finished, keep_quick_advice, replay_scene


def at_the_end(app):
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.length, advice=advice)))
    settle(app)
    return replay, advice


def drawn(app):
    with recording() as found:
        app.dirty = True
        app.draw()
    return found


def test_each_visit_is_summed_up_from_the_advice(app):
    replay, advice = at_the_end(app)
    reviews = visit_reviews(replay, advice)
    assert len(reviews) == len(replay.visit_starts)
    for review in reviews:
        inside = [d for d in advice.decisions if d.in_visit and replay.visit_of(d.index) == review.visit]
        if review.costly is not None:
            # counted, not summed: a sum of drops added up the estimates' noise (a visit read "−191")
            assert review.costly == sum(round(d.drop * 100) >= 10 for d in inside)
            assert 0 <= review.costly <= len(inside)
        if review.start is not None:
            assert 0 <= review.start[0] <= 1
        if review.costliest is not None:
            assert review.costliest_points == round(max(d.drop for d in inside) * 100)
            assert replay.visit_of(review.costliest) == review.visit


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_end_shows_the_review_readable_at_960(clock, language):
    app = make_app(clock, (960, 600))
    try:
        with speaking(language):
            replay, advice = at_the_end(app)
            scene = replay_scene(app)
            found = drawn(app)
            if os.environ.get("SUMMARY_SHOTS"):
                pygame.image.save(app.surface, f"{os.environ['SUMMARY_SHOTS']}/end-{language}-960.png")
            summary = scene.summary()
        panel = summary_panel(scene.lay)
        assert summary is not None and len(summary.rows) == len(visit_reviews(replay, advice))
        words = [summary.heading, summary.note, *summary.columns, summary.totals, *(w for r in summary.rows for w in r)]
        for words_ in words:
            shown = [d for d in found if d.message == words_ and panel.contains(d.used)]
            assert shown, (language, words_)
            assert all(d.drawn_size >= MIN_TEXT and d.fits for d in shown), (language, words_, shown)
        # The beginner's words at the end are under the review, not in sight.
        # No card over it: the friends' cards (sprites over the still picture) stood there in p61's game.
        assert not scene.table.model.kingdom.friends
        cards = [place.rect for place in scene.table.frame.places.values() if place.visible]
        assert not [r for r in cards if r.colliderect(panel)], cards
        beginner = [d for d in found if "allies are on the right" in d.message]
        assert all(panel.contains(d.used) for d in beginner), beginner
    finally:
        app.close()


def test_a_row_goes_to_its_visits_costliest_choice_by_click_keys_and_pad(app):
    replay, advice = at_the_end(app)
    scene = replay_scene(app)
    reviews = visit_reviews(replay, advice)
    costly = [r for r in reviews if r.costliest is not None]
    assert costly
    target = costly[0]
    rect = next(b.rect for b in scene.buttons() if b.key == f"{ROW_KEY}{target.visit}")
    click(app, rect.center)
    settle(app)
    assert scene.index == target.costliest
    key(app, pygame.K_END)
    settle(app)
    assert scene.index == replay.length
    for _ in range(target.visit + 1):  # the rows from the top, by ↓
        key(app, pygame.K_DOWN)
    assert scene.focus == f"{ROW_KEY}{reviews[target.visit].visit}"
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.index == target.costliest
    key(app, pygame.K_END)  # and the pad: the d-pad's ↓ to the row, A
    settle(app)
    scene.focus = None
    for _ in range(target.visit + 1):
        button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    settle(app)
    assert scene.focus == f"{ROW_KEY}{target.visit}"
    button(app, pygame.CONTROLLER_BUTTON_A)
    settle(app)
    assert scene.index == target.costliest
