"""The end of the game, as a first-time player read it: how to play for a higher medal when the
goal was reached with stars to spare, a title that reads on the wood, and the celebration's stars
kept off the words (of the end screen and of the end-of-visit panel)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.i18n.messages import difficulty_label
from forNorthwood.ui import assets, medal_art
from forNorthwood.ui.layout import end_layout
from forNorthwood.ui.scenes import end_of_game
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.visit_celebration import Celebration, panel_words
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import ERROR, WON_LIGHT, contrast, relative_luminance

from .test_medal import open_end, won_session

LANGUAGES = ("en", "fr", "uk", "ko")


def _advice(stars: int, threshold: int, result: str = "won") -> str:
    view = {"stars": stars, "threshold": threshold, "result": result}
    scene = SimpleNamespace(session=SimpleNamespace(view=lambda: view))
    return EndOfGameScene.advice_text(scene)  # type: ignore[arg-type]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_end_screen_says_how_to_play_for_a_higher_medal(language):
    """20 stars in a Bronze game: Silver and Gold come from a higher difficulty, named as the
    setup screen names them ("Silver · 18 ★"); nothing to add when there was no star to spare, at the top level, or
    for a missed medal."""
    with i18n.speaking(language):
        both = _advice(20, 16)
        gold = _advice(20, 18)
        advanced, idealist, standard = difficulty_label(18), difficulty_label(20), difficulty_label(16)
        assert advanced in both and idealist in both and standard not in both
        assert "18" in both and "20" in both
        assert idealist in gold and advanced not in gold and "20" in gold
        assert _advice(17, 16) == both  # a star to spare is enough
        assert _advice(16, 16) == _advice(18, 18) == _advice(20, 20) == _advice(12, 16, "lost") == ""
    if language == "en":
        assert "Silver" in both and "Gold" in both and "Silver" not in gold
        assert both.endswith("Silver · 18 ★ or Gold · 20 ★.")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_higher_medal_line_fits_the_smallest_window_unshrunk(app, language):
    lay = end_layout(960, 600)
    size = lay.text(19)
    with i18n.speaking(language):
        for text in (_advice(20, 16), _advice(20, 18)):
            assert assets.text_width(text, size) <= lay.advice.width, (language, text)
    # in its own place, clear of the record line above and the buttons below
    assert lay.advice.top >= lay.record.bottom
    assert lay.advice.bottom < min(b.top for b in lay.buttons.values())


def _lightest_wood() -> tuple[int, int, int]:
    wood = assets.table_background(960, 600)
    grains = {tuple(wood.get_at((x, y)))[:3] for x in range(0, 960, 5) for y in range(0, 600, 5)}
    return max(grains, key=relative_luminance)  # type: ignore[arg-type,return-value]


def test_the_end_titles_read_on_the_wood(clock, monkeypatch):
    """The won title was the dark green of the buttons on the wood (2.6:1): it reads now, and
    the screen draws it in that colour."""
    app, _ = open_end(clock, "off", won_session(), monkeypatch)
    lightest = _lightest_wood()
    assert contrast(WON_LIGHT, lightest) >= 4.5
    assert contrast(ERROR, lightest) >= 4.5
    surface = pygame.Surface(app.ctx.size)
    with recording() as drawn:
        app.scene.draw(surface, True)
    heading, _detail = app.scene.result_text()
    title = next(t for t in drawn if t.message == heading)
    colours = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(title.used.left, title.used.right)
        for y in range(title.used.top, title.used.bottom)
    }
    assert WON_LIGHT in colours


def test_the_medals_stars_fly_around_the_end_screens_words(clock, monkeypatch):
    """At each moment of the celebration the title and the medal's line are drawn exactly as
    without the stars: no star is drawn over them."""
    app, _ = open_end(clock, "normal", won_session(), monkeypatch)
    scene = app.scene
    heading, detail = scene.result_text()
    for t in (0.05, 0.15, 0.3, 0.45, 0.6, 0.8):
        monkeypatch.setattr(scene, "progress", lambda t=t: t)
        with_stars = pygame.Surface(app.ctx.size)
        with recording() as drawn:
            scene.draw(with_stars, True)
        words = [t.used for t in drawn if t.message in (heading, detail)]
        assert len(words) == 2
        with monkeypatch.context() as quiet:
            quiet.setattr(medal_art, "draw_sparks", lambda *args, **kwargs: None)
            quiet.setattr(end_of_game, "draw_sparks", lambda *args, **kwargs: None)
            without = pygame.Surface(app.ctx.size)
            scene.draw(without, True)
        for rect in words:
            for y in range(rect.top, rect.bottom):
                for x in range(rect.left, rect.right, 2):
                    assert with_stars.get_at((x, y)) == without.get_at((x, y)), (t, rect, (x, y))


@pytest.mark.parametrize("medal", [True, False])
def test_the_celebrations_stars_stay_off_the_end_of_visit_panels_words(app, medal):
    """The medal's stars (and a fief's) were drawn over the panel's title and first lines: they
    fly in the medal's corner and around the panel, never over its words."""
    clock = {"now": 0}
    celebration = Celebration(lambda: clock["now"])
    panel = pygame.Rect(300, 250, 600, 300)
    fief = pygame.Rect(520, 20, 90, 120)
    px = lambda value: round(value)  # noqa: E731 (the 1280×800 scale)
    celebration.start(1000, medal)
    disc = pygame.Rect(panel.left + px(28), panel.top + px(22), px(56), px(56))
    words = panel_words(panel, disc, px(8))
    for now in range(50, 1000, 100):
        clock["now"] = now
        celebration.show(panel, fief, px, (200, 200, 210))
        image, place = celebration.sprite.image, celebration.sprite.rect
        if image is None or not celebration.sprite.visible:
            continue
        for rect in words:
            clip = rect.clip(place)
            for y in range(clip.top, clip.bottom):
                for x in range(clip.left, clip.right, 2):
                    assert image.get_at((x - place.left, y - place.top)).a == 0, (medal, now, (x, y))
