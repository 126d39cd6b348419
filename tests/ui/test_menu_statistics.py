"""Statistics in the in-game menu, as on the title: opened over the game, Close goes back to it,
and no Replay is offered for the game in progress (only finished games are replayed)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.ui.layout import menu_layout
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.statistics import GAME_KEYS, RECENT_PAGE, REPLAY_KEYS, StatisticsOverlay

from .input_kit import key, start_game
from .screen_kit import new_app, session_at


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_menu_with_statistics_fits_with_clear_gaps(size):
    """Twelve rows in a game (Statistics, then Puzzles added): inside the window, at least 8 px apart."""
    for count in (10, 11, 12):
        lay = menu_layout(*size, count)
        window = pygame.Rect((0, 0), size)
        assert window.contains(lay.panel), (size, count, lay.panel)
        assert lay.code.bottom <= lay.items[0].top
        gaps = [b.top - a.bottom for a, b in zip(lay.items, lay.items[1:], strict=False)]
        assert min(gaps) >= 8, (size, count, gaps)
        assert lay.items[-1].bottom <= lay.panel.bottom
        assert min(item.height for item in lay.items) >= 34, (size, count)


def test_the_menu_in_a_game_opens_the_statistics_and_close_goes_back(app):
    start_game(app)
    key(app, pygame.K_ESCAPE)
    menu = app.scene
    assert isinstance(menu, MenuOverlay)
    assert "statistics" in menu.items()
    with i18n.speaking("en"):
        assert any(b.key == "statistics" and b.label == "Statistics" for b in menu.buttons())
    app.carry_out(menu.press("statistics"))
    shown = app.scene
    assert isinstance(shown, StatisticsOverlay) and shown.session is menu.session and menu in app.stack
    key(app, pygame.K_ESCAPE)
    assert app.scene is menu
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, (MenuOverlay, StatisticsOverlay))


def test_no_replay_is_offered_for_the_game_in_progress(tmp_path):
    app = new_app(tmp_path, (1280, 800), "en")
    try:
        finished = session_at("over", 11)
        app.keeper.adopt(finished)
        other = session_at("over", 40)
        app.keeper.adopt(other)
        # Opened over the game whose record is on the list: no Replay for that one row.
        app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, page=RECENT_PAGE, session=finished)))
        scene = app.scene
        assert isinstance(scene, StatisticsOverlay)
        keys = {b.key for b in scene.buttons()}
        rows = [r.game_id for r in scene.recent]
        assert rows.index(finished.game_id) == 1 and GAME_KEYS[1] in keys
        assert REPLAY_KEYS[1] not in keys and REPLAY_KEYS[0] in keys
        # From the title (no game), every finished game has its Replay.
        alone = StatisticsOverlay(app.ctx, page=RECENT_PAGE)
        assert {REPLAY_KEYS[0], REPLAY_KEYS[1]} <= {b.key for b in alone.buttons()}
    finally:
        app.close()
