"""A question's dialog is as tall as its words: no large empty gap above its buttons."""

from __future__ import annotations

import pytest

from forNorthwood.ui.scenes.confirm import ConfirmOverlay, NoticeOverlay
from forNorthwood.ui.text import recording

from .screen_kit import new_app, screens

SIZES = [(960, 600), (1280, 800), (3840, 2160)]
QUESTIONS = ["confirm_skip_tutorial", "confirm", "confirm_stop", "notice"]


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", QUESTIONS)
def test_the_words_reach_down_to_the_buttons(tmp_path, name, size, language):
    """Between the last line of the words and the buttons there is no more room than between the
    heading and the words (a first-time player saw half the Skip-tutorial dialog empty)."""
    screen = next(s for s in screens() if s.name == name)
    app = new_app(tmp_path, size, language)
    try:
        screen.open(app)
        dialog = app.scene
        assert isinstance(dialog, ConfirmOverlay | NoticeOverlay)
        lay = dialog.layout(size)
        with recording() as drawn:
            app.dirty = True
            app.draw()
        body = [d for d in drawn if d.box == lay.body]
        assert body, "the words are drawn in the body"
        words_bottom = max(d.used.bottom for d in body)
        assert all(d.fits for d in body)
        gap = lay.yes.top - words_bottom
        assert gap <= lay.px(48), (gap, lay.px(48))
    finally:
        app.close()
