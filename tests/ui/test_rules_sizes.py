"""The rules' words: each page reads at one size of its own, the largest at which it fits (a long
controls table no longer sets the size of every other page: at 4K that left each page of words
three-quarters empty), which grows with the window and fills a large one; and the focus never
stays on a greyed button."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.ui.layout import overlay_layout
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay, rules_pages
from forNorthwood.ui.scenes.rules_page import TWO_COLUMNS_FROM, page_fill, page_size, size_cap
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import key
from .screen_kit import new_app

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def _body_sizes(app, size: tuple[int, int]) -> dict[int, set[int]]:
    """The sizes the words of each page are drawn at (names of characters and the tables' heads,
    drawn bold a little larger or the same, left out)."""
    body = overlay_layout(*size).body
    found: dict[int, set[int]] = {}
    for page in range(len(rules_pages())):
        app.carry_out(Push(lambda ctx, page=page: RulesOverlay(ctx, page)))
        with recording() as drawn:
            app.scene.draw(pygame.Surface(size), True)
        app.scene.press("close")
        app.stack.pop()
        texts = [t for t in drawn if body.contains(t.box) and t.message.strip()]
        assert texts and all(t.fits for t in texts), [t.message for t in texts if not t.fits]
        found[page] = {t.drawn_size for t in texts}
    return found


LANGUAGES = ["en", "fr", "uk", "ko"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_rules_page_reads_at_a_size_of_its_own_that_grows_with_the_window(size, language, tmp_path):
    app = new_app(tmp_path, size, language)
    try:
        with i18n.speaking(language):
            found = _body_sizes(app, size)
    finally:
        app.close()
    lay = overlay_layout(*size)
    for page, sizes in found.items():
        body = min(sizes)
        # the words at the page's size; only a character's name (bold, two points more) besides
        assert sizes <= {body, body + 2}, (page, sizes, body)
        assert body >= MIN_TEXT
        assert body >= round(0.8 * lay.px(22)), (page, body, lay.px(22))  # scaled with the window, not left small


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=["1920x1080", "3840x2160"])
def test_a_large_window_uses_the_room_on_every_rules_page(size, language):
    """At 1920×1080 and 4K no page is left mostly empty: each fills at least 40% of the page's
    height at its size (the goal, the shortest, at the largest size the rules use), and the
    pages of words read at least a third larger than at 1280×800 for each unit of the window."""
    with i18n.speaking(language):
        pages = rules_pages()
        lay = overlay_layout(*size)
        wide = size[0] >= TWO_COLUMNS_FROM
        for title, body in pages:
            fill = page_fill(body, size)
            at = page_size(body, size, wide, False)
            assert fill >= 0.4, (title, round(fill, 2), at)
            assert at <= size_cap(lay, wide)
            if isinstance(body, str):
                assert at >= lay.px(30), (title, at)  # was lay.px(22) at 1920×1080, one size for all at 4K


def test_the_focus_leaves_next_when_the_last_page_greys_it(app):
    pages = len(rules_pages())
    app.carry_out(Push(lambda ctx: RulesOverlay(ctx, pages - 2)))
    overlay = app.scene
    assert isinstance(overlay, RulesOverlay)
    overlay.focus = "next"
    key(app, pygame.K_RETURN)
    assert overlay.page == pages - 1
    assert overlay.focus == "close"
    key(app, pygame.K_RETURN)  # and Enter does what the ring shows: it closes the rules
    assert app.scene is not overlay


def test_the_focus_leaves_previous_when_the_first_page_greys_it(app):
    app.carry_out(Push(lambda ctx: RulesOverlay(ctx, 1)))
    overlay = app.scene
    overlay.focus = "previous"
    key(app, pygame.K_RETURN)
    assert overlay.page == 0 and overlay.focus == "next"


def test_a_pages_size_is_its_own_languages(app):
    """A compendium page names only its characters' codes: its size, kept from one language, must
    not be reused in another (the Ukrainian Eyes page was cut at 960×600 after the English one)."""
    from forNorthwood.ui.scenes import rules_page

    def sizes() -> list[int]:
        return [
            page_size(body, size, size[0] >= TWO_COLUMNS_FROM, False) for size in SIZES for _, body in rules_pages()
        ]

    found = {}
    for language in ("en", "uk", "fr", "ko"):
        with i18n.speaking(language):
            found[language] = sizes()
    for language in ("en", "uk", "fr", "ko"):
        rules_page._page_size.cache_clear()
        with i18n.speaking(language):
            assert sizes() == found[language], language
