"""The panel of words under the friends' label is as tall as its words: at 3840×2160 with no
friend yet it stood half empty over a third of the table."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.ui.scenes import selection_still
from forNorthwood.ui.scenes.selection_still import info_area, info_words, info_words_area, info_zone
from forNorthwood.ui.text import recording

from .screen_kit import new_app, render, screens

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("name", ["fief_selection", "fief_selection_with_friend"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_friends_panel_is_sized_to_its_words(size, name, language, tmp_path):
    screen = next(s for s in screens() if s.name == name)
    app = new_app(tmp_path, size, language)
    try:
        render(app, screen)
        scene = app.scene
        lay, picture = scene.layout, scene.picture()
        told = picture.told
        area, zone = info_area(lay, picture), info_zone(lay, picture)
        words = info_words_area(lay, picture)
        assert words is not None
        text, _inner, _size = info_words(lay, picture)
        with recording() as drawn:
            scene.draw(pygame.Surface(size), True)
        drawn_words = [t for t in drawn if t.message == text]
    finally:
        app.close()
    assert drawn_words and all(t.fits for t in drawn_words)
    assert zone.top == area.top and zone.width == area.width and zone.height <= area.height
    assert zone.contains(words)  # the words inside their panel, whole
    # no more than a margin of felt above and below the words
    margin = lay.px(24) + lay.px(10) + 4
    assert zone.height <= words.height + 2 * margin, (zone.height, words.height)
    if size == (3840, 2160) and name == "fief_selection" and told is None:
        # the room given back to the table (when the ring's fief's rule is told too, the panel holds it)
        assert zone.height < 0.7 * area.height


def test_the_panel_s_words_are_chosen_and_fitted_once_a_paint(tmp_path, monkeypatch):
    """Painting the panel chose its words three times and fitted them twice in a row (the zone's
    height from its words, then the zone again for the words): once each now."""
    screen = next(s for s in screens() if s.name == "fief_selection")
    app = new_app(tmp_path, (1280, 800), "en")
    try:
        render(app, screen)
        lay, picture = app.scene.layout, app.scene.picture()
    finally:
        app.close()
    calls = {"info_text": 0, "block_area": 0}
    for name in calls:
        real = getattr(selection_still, name)

        def counting(*args, _name=name, _real=real, **kwargs):
            calls[_name] += 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(selection_still, name, counting)
    selection_still.draw_info(pygame.Surface((1280, 800)), lay, picture)
    assert calls == {"info_text": 1, "block_area": 1}
