"""Puzzles in the in-game menu, as on the title: a first-time player looked for them there (Menu,
Title screen, Puzzles was the only way). The game left for them stays saved: Continue brings it back.
The menu asks the scene manager for the puzzles' screen (``ToPuzzles``): importing it closed an
import circle (the puzzles' table leads back to the menu)."""

from __future__ import annotations

import pygame

from forNorthwood import i18n
from forNorthwood.ui.layout import menu_layout
from forNorthwood.ui.scene import ToPuzzles
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.puzzles import PuzzlesScene
from forNorthwood.ui.scenes.title import TitleScene

from .input_kit import center_of, click, key, make_app, settle, start_game


def test_the_menu_in_a_game_leads_to_the_puzzles_and_the_game_stays_saved(app, clock):
    session = start_game(app)
    key(app, pygame.K_ESCAPE)
    menu = app.scene
    session.apply(session.legal()[0])  # a move made (a fief chosen): the save holds it
    played = list(session.actions)
    assert played
    assert isinstance(menu, MenuOverlay) and "puzzles" in menu.items()
    with i18n.speaking("en"):
        assert any(b.key == "puzzles" and b.label == "Puzzles" for b in menu.buttons())
    assert menu.press("puzzles") == ToPuzzles()
    lay = menu_layout(*app.ctx.size, len(menu.items()))
    assert pygame.Rect((0, 0), app.ctx.size).contains(lay.panel)
    click(app, center_of(app, "puzzles"))
    settle(app)
    assert isinstance(app.scene, PuzzlesScene) and len(app.stack) == 1
    # Back from the puzzles: the title, whose Continue brings the very game back.
    key(app, pygame.K_ESCAPE)
    settle(app)
    title = app.scene
    assert isinstance(title, TitleScene) and title.can_continue()
    assert app.keeper.current is session and list(app.keeper.current.actions) == played
    app.close()
    # Saved on disk too: another start finds it to continue.
    again = make_app(clock)
    try:
        assert again.keeper.current is not None and list(again.keeper.current.actions) == played
    finally:
        again.close()


def test_the_menu_out_of_a_game_has_the_puzzles_too(app):
    menu = MenuOverlay(app.ctx)
    assert "puzzles" in menu.items()
    lay = menu_layout(960, 600, len(menu.items()))
    assert pygame.Rect(0, 0, 960, 600).contains(lay.panel)
