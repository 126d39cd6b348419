"""The HUD's Baron of Eyes line fits its one row at every size, in every language: the whole
sentence was cut after "your next" at 1280×800 (a first-time player's puzzle)."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.ui import assets
from forNorthwood.ui.layout import MIN_TEXT
from forNorthwood.ui.scenes.visit_hud import baron_eyes_text
from forNorthwood.ui.table_places import table_layout

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_baron_of_eyes_line_fits_one_row(app, size, language):
    lay = table_layout(*size)
    with i18n.speaking(language):
        text = baron_eyes_text(lay.hud_extra.width)
        assert assets.text_width(text, MIN_TEXT) <= lay.hud_extra.width, (size, language, text)
        if size[0] >= 1920:  # a large window keeps the whole sentence
            assert text == i18n._("Baron of Eyes watches your next response.")
