"""The table uses the room of a large window: the words about the fief grow to fill their panel
(empty of friends before the first fief is won) on a 4K screen, and stay as they were up to
1920×1080."""

from __future__ import annotations

import pytest

from forNorthwood.ui.table_places import table_layout

from .screen_kit import new_app, render, screens

SCREENS = {screen.name: screen for screen in screens()}


def info_texts(tmp_path, size, language, name):
    app = new_app(tmp_path, size, language)
    try:
        drawn = render(app, SCREENS[name])
    finally:
        app.close()
    lay = table_layout(*size)
    # The words about the fief: the only text drawn in the centre of the band in a box more than
    # half its width and taller than the friends' label.
    center = lay.center
    return lay, [
        d
        for d in drawn
        if center.contains(d.box) and d.box.width > center.width // 2 and d.box.height > 2 * lay.line(16)
    ]


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("name", ["fief_selection", "fief_selection_with_friend"])
def test_the_fief_words_fill_their_panel_at_4k(tmp_path, language, name):
    lay, texts = info_texts(tmp_path, (3840, 2160), language, name)
    assert len(texts) == 1
    words = texts[0]
    assert words.fits
    assert words.drawn_size >= round(lay.text(20) * 1.25)  # larger than the table's, by a quarter at least
    # and the panel is no longer mostly empty: the words take most of its height
    assert words.used.height >= 0.6 * words.box.height


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_fief_words_keep_the_table_size_up_to_1080p(tmp_path, size):
    lay, texts = info_texts(tmp_path, size, "en", "fief_selection")
    assert len(texts) == 1
    assert texts[0].size == lay.text(20)
