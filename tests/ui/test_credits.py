"""The Credits screen: reached from the title and the game menu, naming every asset's
author and licence, the fonts, and the original game's designer and publishers."""

from __future__ import annotations

import fnmatch
import json
from pathlib import Path

import pygame
import pytest

from forNorthwood.platform import credits, resources
from forNorthwood.ui.scenes.credits import CreditsOverlay
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.text import fit, line_height

from .input_kit import center_of, click, key, make_app
from .test_games import new_game_through_the_title


def _all_text(pages: list[tuple[str, str]]) -> str:
    return "\n".join(title + "\n" + text for title, text in pages)


def test_every_asset_file_is_credited_with_a_licence_and_an_address() -> None:
    root = resources.asset_root()
    files = [p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()]
    assert len(files) > 30
    entries = credits.all_credits()
    uncredited = [f for f in files if not any(fnmatch.fnmatch(f, g) for c in entries for g in c.files)]
    assert uncredited == []
    for entry in entries:
        assert entry.what and entry.who and entry.url.startswith("https://"), entry
    assert all(c.licence for c in entries if c.files)  # every asset has a licence name


def test_the_pages_name_the_game_the_fonts_and_every_portrait_author() -> None:
    text = _all_text(credits.credit_pages())
    for words in (
        "Wilhelm Su",
        "Side Room Games",
        "Melmac Games",
        "Pretendard",
        "SIL Open Font License 1.1",
        credits.OFL_URL,
        "OpenMoji",
        credits.CC_BY_SA_URL,
        "MIT License",
    ):
        assert words in text, words
    index = json.loads(resources.sprite("portraits", "index.json").read_text(encoding="utf-8"))
    assert len(index) == 24
    for code, entry in index.items():
        assert entry["author"] in text, code
    assert "King of Claws: portrait by Sofie Ascherl" in text


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


def test_the_credits_data_reads_the_shipped_portrait_list(tmp_path: Path) -> None:
    authors = credits.portrait_authors()
    assert authors["QL"] == "Carlin MacKenzie"
