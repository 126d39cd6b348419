"""A tooltip never outlives its focus: a keyboard (or controller) player saw the previous fief's
ruler tooltip stay on screen after H had moved the focus ring onto the hinted fief, over the
friends' instruction at 960×600. When the focus moves, the words are those of the newly focused
thing, or none."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K

from .input_kit import button, key, settle, step_until
from .test_table_first_player import same_odds
from .test_table_tooltip import choosing_with_friends, ring_on


def words_follow_the_ring(scene) -> None:
    tooltip = scene.table.tooltip
    assert not tooltip.visible or scene.tips.of == scene.focus, f"words of {scene.tips.of}, ring on {scene.focus}"
    told = scene.picture().told  # a fief's words in the panel: those of the fief the ring is on
    assert told is None or told == scene.model.kingdom.fiefs[scene.focus.number].ruler


def words_shown(scene) -> bool:
    """The focused fief's words are shown: in the panel while a fief is chosen (the fief
    selection's), else in a tooltip."""
    return scene.table.tooltip.visible or (scene.in_panel(scene.focus) and scene.picture().told is not None)


def away_from_the_hint(scene) -> K.Key:
    """A fief to visit that the hint will not ring (with even odds it rings the last)."""
    fiefs = [f.key for f in scene.focusables() if isinstance(f.key, K.Fief)]
    return fiefs[0]


@pytest.mark.parametrize("device", ["keyboard", "controller", "play"])
def test_the_hint_moving_the_ring_takes_the_old_words_away(clock, device):
    app = choosing_with_friends(clock, (960, 600))
    scene = app.scene
    scene.hints.advise = same_odds
    ring_on(app, away_from_the_hint(scene))
    assert words_shown(scene)
    before = scene.focus
    if device == "keyboard":
        key(app, pygame.K_h)
    elif device == "controller":
        button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    else:  # G: the hinted move played (the fief chosen), the ring moved on
        played = len(scene.session.steps)
        key(app, pygame.K_g)
        step_until(app, lambda: len(scene.session.steps) != played, 10)
        settle(app)
        assert app.scene.focus != before
        words_follow_the_ring(app.scene)
        return
    step_until(app, lambda: any(b.visible for b in scene.hints.badges), 10)
    settle(app)
    assert scene.focus != before, "the hint moved the ring"
    words_follow_the_ring(scene)


def test_a_ring_moved_by_the_table_takes_the_old_words_away(clock):
    """The focus moved by anything but a key (the tutorial's step, the table's next move): the
    words of the old focus go at the next frame."""
    app = choosing_with_friends(clock, (1280, 800))
    scene = app.scene
    fiefs = [f.key for f in scene.focusables() if isinstance(f.key, K.Fief)]
    ring_on(app, fiefs[0])
    assert words_shown(scene)
    scene.focus = fiefs[1]
    scene.refresh()
    settle(app)
    words_follow_the_ring(scene)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_a_number_key_moving_the_ring_brings_the_new_words_or_none(clock, size):
    app = choosing_with_friends(clock, size)
    scene = app.scene
    fiefs = [f.key for f in scene.focusables() if isinstance(f.key, K.Fief)]
    ring_on(app, fiefs[0])
    assert words_shown(scene)
    key(app, pygame.K_0 + fiefs[-1].number)
    settle(app)
    assert app.scene.focus != fiefs[0]
    words_follow_the_ring(app.scene)
