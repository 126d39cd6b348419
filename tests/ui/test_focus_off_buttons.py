"""The keyboard's focus never rests on a button that is off (greyed: it does nothing): Next on the
last page of the statistics kept the focus after the page turned, and Enter then did nothing."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.ui.buttons import Button, usable_focus
from forNorthwood.ui.scene import Goto, Push
from forNorthwood.ui.scenes.credits import CreditsOverlay
from forNorthwood.ui.scenes.menu_base import ButtonScene
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay
from forNorthwood.ui.scenes.statistics import PAGES, StatisticsOverlay

from .input_kit import center_of, click, key, settle
from .test_replay_screen import finished

PAGED = {"statistics": StatisticsOverlay, "rules": RulesOverlay, "credits": CreditsOverlay}


def on(scene: ButtonScene) -> set[str]:
    return {b.key for b in scene.buttons() if b.enabled}


@pytest.mark.parametrize("name", PAGED)
def test_paging_to_either_end_leaves_the_focus_on_a_button_that_is_on(app, name):
    """Every paged overlay, paged with Enter on Next then on Previous to its ends: at every page
    the focus (and its ring) is on a button that is on."""
    app.carry_out(Push(PAGED[name]))
    settle(app)
    scene = app.scene
    assert isinstance(scene, ButtonScene)
    for pager in ("next", "previous"):
        scene.focus = pager
        for _ in range(200):
            if scene.focus != pager:
                break
            key(app, pygame.K_RETURN)
            settle(app)
            assert app.scene is scene
            assert scene.focus in on(scene) and scene.ring == scene.focus, (scene.page, scene.focus)
        else:
            raise AssertionError(f"{pager} never reached the end")


def test_the_statistics_last_page_by_click_and_page_down(app):
    """A click on Next that reaches the last page, and Page Down there: the focus is on a button on."""
    app.carry_out(Push(StatisticsOverlay))
    settle(app)
    scene = app.scene
    assert isinstance(scene, StatisticsOverlay)
    for _ in range(PAGES - 1):
        click(app, center_of(app, "next"))
        settle(app)
    assert scene.page == PAGES - 1
    assert scene.focus in on(scene) and scene.focus != "next"
    scene.page, scene.focus = PAGES - 2, "next"
    key(app, pygame.K_PAGEDOWN)
    settle(app)
    assert scene.page == PAGES - 1 and scene.focus in on(scene)


def test_the_focus_given_to_a_button_that_is_off_is_taken_by_the_next_key(app):
    """A screen that puts its focus on a button that is off (a stale key): the ring is drawn on
    the nearest one on, and Enter presses that one."""
    app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, PAGES - 1)))
    settle(app)
    scene = app.scene
    assert isinstance(scene, StatisticsOverlay)
    scene.focus = "next"
    assert scene.ring in on(scene)
    ring = scene.ring
    key(app, pygame.K_TAB)
    settle(app)
    assert scene.focus in on(scene) and scene.focus != ring  # Tab moved on from the ring shown


def test_usable_focus_is_the_nearest_button_on():
    rect = pygame.Rect
    buttons = [
        Button("a", "A", rect(0, 0, 10, 10)),
        Button("b", "B", rect(20, 0, 10, 10), enabled=False),
        Button("c", "C", rect(32, 0, 10, 10)),
    ]
    assert usable_focus(buttons, "b") == "c"
    assert usable_focus(buttons, "a") == "a" and usable_focus(buttons, None) is None
    assert usable_focus([Button("b", "B", rect(0, 0, 1, 1), enabled=False)], "b") is None


def test_the_replays_next_at_the_end_leaves_the_focus_on_a_button_on(app):
    """Enter on the replay's Next at its last decision: the end is shown, Next is off, and the focus
    went to a button that is on (it stayed on Next, where Enter does nothing)."""
    _, record, replay = finished(app)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.decisions[-1])))
    settle(app)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    scene.focus = "next"
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.index == replay.length
    assert scene.focus in {b.key for b in scene.buttons() if b.enabled}
