"""The rules' words at one size: every page, the controls' tables among them, reads at the same
size, which grows with the window (at 4K the words were twice the tables' size, and each page had
a size of its own); and the focus never stays on a greyed button."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.ui.layout import overlay_layout
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay, rules_pages
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


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_rules_page_reads_at_one_size_that_grows_with_the_window(size, language, tmp_path):
    app = new_app(tmp_path, size, language)
    try:
        with i18n.speaking(language):
            found = _body_sizes(app, size)
    finally:
        app.close()
    body = min(min(sizes) for sizes in found.values())
    for page, sizes in found.items():
        # the words at the body size; only a character's name (bold, two points more) besides
        assert sizes <= {body, body + 2}, (page, sizes, body)
    assert body >= MIN_TEXT
    lay = overlay_layout(*size)
    assert body >= round(0.8 * lay.px(22)), (body, lay.px(22))  # scaled with the window, not left small


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
