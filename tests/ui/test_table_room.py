"""The words about the fief in the centre panel keep the table's body size at every window size
(at 4K they once grew to fill the panel, and read as giant beside every other word)."""

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


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_fief_words_keep_the_table_size_at_every_size(tmp_path, size):
    """At 3840×2160 the words grew to fill the panel, half as large again as the table's: a
    first-time player read them as giant beside the cards' words (one type scale now)."""
    lay, texts = info_texts(tmp_path, size, "en", "fief_selection")
    assert len(texts) == 1
    assert texts[0].size == lay.text(20)
