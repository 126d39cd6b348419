"""The recent games' page: the keyboard's focus ring on the first game touched the line over the
games ("Enter on one to read its log."); a gap is left between them at every size."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.i18n.controls_text import KEYBOARD, input_device, set_input_device
from forNorthwood.ui.layout import statistics_layout
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.statistics import GAME_KEYS, RECENT_PAGE, StatisticsOverlay
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import focus_reach

from .screen_kit import new_app, session_at


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_focus_ring_on_the_first_game_leaves_a_gap_under_the_note(tmp_path, size):
    app = new_app(tmp_path, size, "en")
    before = input_device()
    set_input_device(KEYBOARD)
    try:
        app.keeper.adopt(session_at("over", 11))
        app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, page=RECENT_PAGE)))
        scene = app.scene
        assert isinstance(scene, StatisticsOverlay)
        scene.focus = GAME_KEYS[0]
        assert scene.ring == GAME_KEYS[0]
        surface = pygame.Surface(size)
        with recording() as drawn:
            scene.draw(surface)
        note = next(d for d in drawn if "on one to read its log" in d.message)
        lay = statistics_layout(*size)
        row = lay.games[0]
        ring_top = row.top - focus_reach(row.width, row.height)
        assert note.fits, note.problem()
        assert note.used.bottom + max(2, lay.px(3)) <= ring_top, (note.used, ring_top)
    finally:
        set_input_device(before)
        app.close()
