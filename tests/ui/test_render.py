"""Every scene renders to a PNG that is more than an empty table."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.ui.scene import goto, push

from .input_kit import center_of, click, key, make_app, open_session, position_session, settle, start_game


def colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (160, 100))
    return len({small.get_at((x, y))[:3] for x in range(160) for y in range(100)})


def save(app, tmp_path, name):
    app.draw()
    path = tmp_path / f"{name}.png"
    pygame.image.save(app.surface, str(path))
    assert path.stat().st_size > 20_000, name
    # A blank or flat screen has a handful of colours, a drawn one well over a hundred (opaque overlays
    # show little of the table, and the exact count moves with any text on the screen).
    assert colours(app.surface) > 150, name
    return path


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_scene_renders(clock, tmp_path, size):
    app = make_app(clock, size=size)
    save(app, tmp_path, "title")
    app.carry_out(goto("setup"))
    save(app, tmp_path, "setup")
    session = start_game(app, seed=8)
    save(app, tmp_path, "fief_selection")
    app.scene.act(A.choose_fief(2))
    settle(app)
    save(app, tmp_path, "friends")
    app.scene.act(A.BEGIN_VISIT)
    settle(app)
    save(app, tmp_path, "visit")
    key(app, pygame.K_SPACE)
    save(app, tmp_path, "respond")
    app.carry_out(push("rules"))
    save(app, tmp_path, "rules")
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    save(app, tmp_path, "menu")
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, K.DISCARD))
    save(app, tmp_path, "pile_viewer")
    key(app, pygame.K_ESCAPE)
    app.carry_out(goto("end_of_game", session=session))
    save(app, tmp_path, "end_of_game")


def test_a_decision_and_the_banner_render(app, tmp_path):
    session = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    open_session(app, session, "visit")
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert app.scene.hold is not None
    save(app, tmp_path, "banner")
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    open_session(app, session, "visit")
    click(app, center_of(app, K.Ally(3)))
    save(app, tmp_path, "decision")


@pytest.mark.parametrize("size", [(320, 240), (2560, 600), (600, 1200)])
def test_odd_window_sizes_still_draw(clock, size):
    app = make_app(clock, size=size)
    session = start_game(app)
    app.scene.act(A.choose_fief(3))
    settle(app)
    app.scene.act(A.BEGIN_VISIT)
    settle(app)
    app.scene.act(A.activate(3))
    settle(app)
    app.draw()
    app.carry_out(push("rules"))
    app.draw()
    app.carry_out(goto("end_of_game", session=session))
    app.draw()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_new_screens_render(clock, tmp_path, size):
    app = make_app(clock, size=size)
    app.games.warn("The saved game is damaged. It was kept as current-game.json.bak-1. A new game can start.")
    app.carry_out(goto("title"))
    save(app, tmp_path, "title_notices")
    for overlay in ("settings", "statistics"):
        app.carry_out(push(overlay))
        save(app, tmp_path, overlay)
        key(app, pygame.K_ESCAPE)
    session = start_game(app, seed=8)
    app.carry_out(push("game_log", session=session))
    save(app, tmp_path, "game_log")
    key(app, pygame.K_ESCAPE)
    app.carry_out(goto("title"))
    click(app, center_of(app, "daily"))
    click(app, center_of(app, "start"))
    save(app, tmp_path, "confirm")
    app.close()
