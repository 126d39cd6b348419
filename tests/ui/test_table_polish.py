"""What a first-time player found on the table (issue 29, point 4): stale hovers, the header,
the hint's key and the Keep-the-Hint-on setting, the buttons' keys, the celebrations."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui import text
from forNorthwood.ui.scenes.visit_still import hud_counts
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import center_of, key, open_session, position_session, settle
from .screen_kit import TABLE_SIZES, new_app
from .test_visit import visit_at


def hover(app, target) -> None:
    app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=center_of(app, target), rel=(0, 0), buttons=(0, 0, 0)))


def test_f11_leaves_no_tooltip_behind(app):
    """After the window changes mode, the pointer is over something else: the tooltip goes."""
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    table = app.scene
    hover(app, K.Ally(1))
    assert table.table.tooltip.visible and table.hover == K.Ally(1)
    key(app, pygame.K_F11)
    # The dummy driver then moves the pointer (which would clear the hover by itself); a real
    # pointer stays where it was: the events without that motion.
    for event in pygame.event.get():
        if event.type != pygame.MOUSEMOTION:
            app.handle(event)
    assert app.fullscreen
    assert not table.table.tooltip.visible and table.hover is None


def test_a_dialog_opened_over_the_table_hides_its_tooltip(app):
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    table = app.scene
    hover(app, K.RULER)
    assert table.table.tooltip.visible
    key(app, pygame.K_ESCAPE)  # the menu
    settle(app)
    assert app.scene is not table
    assert not table.table.tooltip.visible and table.hover is None


TEN = ["1C", "2C", "3C", "4F", "5F", "6F", "7L", "8L", "2E", "3E"]


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_header_stays_on_one_line_with_ten_cards_in_hand(language, size, tmp_path):
    """The counts under the title never wrap (they did with 10 cards at 960×600): one line,
    readable (at least MIN_TEXT), inside its box."""
    app = new_app(tmp_path, size, language)
    try:
        session = position_session(hand=TEN, deck_top=["4E", "5E"], phase="ability_window")
        open_session(app, session, "visit")
        counts = app.scene.layout["hud_counts"]
        with text.recording() as drawn:
            app.scene.picture().paint(pygame.Surface(app.ctx.size))
        (line,) = [d for d in drawn if d.box == counts]
        assert "10" in line.message and "\n" not in line.message
        assert line.fits and line.drawn_size >= MIN_TEXT, (line.message, line.drawn_size)
        assert counts.height == app.scene.layout.line(19)  # room for one line only
    finally:
        app.close()


def test_the_short_counts_are_taken_only_where_the_long_ones_do_not_fit():
    pygame.font.init()
    wide, size = hud_counts(22, 10, 0, 16, 2000, 19)
    assert wide.startswith("Deck 22 · Hand 10 · Stars") and size == 19
    narrow, size = hud_counts(22, 10, 0, 16, 200, 19)
    assert "★" in narrow and "Deck 22" in narrow and size >= MIN_TEXT
    narrowest, size = hud_counts(22, 10, 12, 16, 140, 19)
    assert narrowest == "Hand 10 · ★ 12/16" and size >= MIN_TEXT
