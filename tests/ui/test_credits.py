"""The Credits screen: reached from the title and the game menu, page by page, each page
fitting its panel (what the pages say: tests/desktop/test_credits.py)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.desktop import credits
from forNorthwood.ui.scenes.credits import CreditsOverlay
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.text import fit, line_height

from .input_kit import center_of, click, key, make_app
from .test_games import new_game_through_the_title


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_each_page_fits_its_panel(size: tuple[int, int]) -> None:
    from forNorthwood.ui.layout import overlay_layout

    pygame.font.init()
    lay = overlay_layout(*size)
    body = lay["body"]
    for _title, text in credits.credit_pages():
        face_size, lines = fit(text, body.width, body.height, lay.px(20), minimum=10)
        assert len(lines) * line_height(face_size) <= body.height, (size, _title, face_size)


def test_credits_from_the_title_page_through_and_back(clock) -> None:
    app = make_app(clock)
    try:
        assert isinstance(app.scene, TitleScene)
        click(app, center_of(app, "show_credits"))
        assert isinstance(app.scene, CreditsOverlay)
        pages = len(app.scene.pages)
        assert pages >= 3
        for _ in range(pages + 2):
            key(app, pygame.K_RIGHT)
        assert app.scene.page == pages - 1
        app.draw()
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, TitleScene)
    finally:
        app.close()


def test_credits_from_the_game_menu(app) -> None:
    new_game_through_the_title(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)
    click(app, center_of(app, "credits"))
    assert isinstance(app.scene, CreditsOverlay)
    app.draw()
    click(app, center_of(app, "close"))
    assert isinstance(app.scene, MenuOverlay)


def test_the_title_column_with_credits_stays_clear_of_the_footer(clock) -> None:
    for size in ((1280, 800), (960, 600), (1920, 1080)):  # 960x600 is the smallest window
        app = make_app(clock, size=size)
        try:
            scene = app.scene
            assert isinstance(scene, TitleScene)
            rects = [b.rect for b in scene.buttons()]
            from forNorthwood.ui.layout import title_layout

            footer = title_layout(*size, scene.names())["credits"]
            assert all(not r.colliderect(footer) for r in rects), size
            assert all(app.surface.get_rect().contains(r) for r in rects), size
        finally:
            app.close()


def test_the_credits_and_the_game_log_hide_what_lies_behind_their_panels(clock) -> None:
    """Over the menu, nothing of it shows through the panel: the panel is the same over black and over white."""
    from forNorthwood.game.session import Session
    from forNorthwood.ui.layout import overlay_layout
    from forNorthwood.ui.scenes.game_log import GameLogOverlay, log_layout

    app = make_app(clock)
    session = Session(3, "intro", 16)
    for overlay, panel in (
        (CreditsOverlay(app.ctx), overlay_layout(*app.ctx.size)["panel"]),
        (GameLogOverlay(app.ctx, session=session), log_layout(*app.ctx.size)["panel"]),
    ):
        pictures = []
        for colour in ((0, 0, 0), (255, 255, 255)):
            surface = pygame.Surface(app.ctx.size)
            surface.fill(colour)
            overlay.draw(surface)
            inside = panel.inflate(-panel.width // 10, -panel.height // 10)
            pictures.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
        assert pictures[0] == pictures[1], type(overlay).__name__
