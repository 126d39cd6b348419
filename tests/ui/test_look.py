"""The palette, the ability texts and the bundled art the cards are drawn from."""

from __future__ import annotations

import pytest

from forNorthwood.core import CHARACTERS
from forNorthwood.i18n.abilities_text import ability_summary, ability_text
from forNorthwood.ui import card_art
from forNorthwood.ui.theme import CARD_FACE, SUIT_COLOURS, contrast


def test_every_suit_colour_reads_on_the_card_face():
    for suit, colour in SUIT_COLOURS.items():
        assert contrast(colour, CARD_FACE) >= 4.5, suit


def test_suit_colours_differ_in_lightness_or_hue():
    colours = list(SUIT_COLOURS.values())
    assert len(set(colours)) == 4


@pytest.mark.parametrize("code", CHARACTERS)
def test_every_character_has_its_ability_in_words(code):
    assert len(ability_text(code)) > 20
    assert 5 < len(ability_summary(code)) <= 42


def test_cards_render_at_any_size(app):
    for w in (40, 88, 110, 300):
        h = round(w * 1.4)
        assert card_art.dialogue_card("7E", w, h).get_size() == (w, h)
        assert card_art.character_card("QL", w, h, True).get_size() == (w, h)
        assert card_art.fief_card(3, 1, "KE", "unvisited", True, w, h).get_size() == (w, h)
        assert card_art.card_back(w, h).get_size() == (w, h)


def test_suit_glyphs_differ_in_shape(app):
    from forNorthwood.ui import assets

    masks = []
    for suit in "CFLE":
        glyph = assets.suit_glyph(suit, 48, (0, 0, 0))
        masks.append(tuple(glyph.get_at((x, y))[3] > 128 for x in range(0, 48, 3) for y in range(0, 48, 3)))
    for i in range(4):
        for j in range(i + 1, 4):
            differing = sum(a != b for a, b in zip(masks[i], masks[j], strict=True))
            assert differing > 40, ("CFLE"[i], "CFLE"[j])


def test_the_card_back_shows_no_suit(app, monkeypatch):
    """A back with a suit's glyph reads as a card of that suit: ours is drawn without any."""
    card_art.clear_caches()

    def no_glyph(*args, **kwargs):
        raise AssertionError("the card back drew a suit glyph")

    monkeypatch.setattr(card_art.assets, "suit_glyph", no_glyph)
    for size in ((90, 130), (96, 144), (37, 61)):  # drawn at its size or scaled from a near one
        assert card_art.card_back(*size).get_size() == size
    card_art.clear_caches()


def test_a_six_and_a_nine_are_underlined_and_no_other_value(app):
    plain = card_art.assets.text("6", 40, (0, 0, 0), True)
    for value in ("6", "9"):
        assert card_art.index_number(value, 40, (0, 0, 0)).get_height() > plain.get_height()
    for value in ("1", "7", "8"):
        assert card_art.index_number(value, 40, (0, 0, 0)).get_height() == plain.get_height()


def test_a_won_fief_shows_its_prize_not_its_ruler_who_is_a_friend_now(app, monkeypatch):
    drawn = []
    real = card_art.assets.portrait
    monkeypatch.setattr(card_art.assets, "portrait", lambda code, size: drawn.append(code) or real(code, size))
    card_art.fief_card.cache_clear()
    card_art.fief_card(2, 2, "KL", "won", False, 96, 130)
    assert drawn == []
    card_art.fief_card(2, 2, "KL", "unvisited", False, 96, 130)
    assert drawn == ["KL"]
    card_art.fief_card.cache_clear()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_a_fiefs_stars_and_marks_are_drawn_as_icons_not_as_small_text(app, size):
    """The stars a fief gives, and the tick or cross of a won or lost fief, are drawn shapes
    (sharp and as large as the tile allows); no text on a fief tile is under ``MIN_TEXT``."""
    from forNorthwood.ui.layout import table_layout
    from forNorthwood.ui.text import recording
    from forNorthwood.ui.theme import MIN_TEXT

    w, h = table_layout(*size)["fief0"].size
    card_art.clear_caches()
    with recording() as drawn:
        for status, visiting in (("unvisited", False), ("unvisited", True), ("won", False), ("lost", False)):
            card_art.fief_card(7, 4, "QL", status, visiting, w, h)
    assert [f"{d.drawn_size}px {d.message!r}" for d in drawn if d.drawn_size < MIN_TEXT] == []
    assert not any(mark in d.message for d in drawn for mark in "★☆") and drawn is not None

    def star_row(stars: int) -> tuple[int, int]:  # how wide the star colour spreads on the tile, and how tall
        tile = card_art.fief_card(7, stars, "QL", "unvisited", False, w, h)
        gold = [
            (x, y)
            for x in range(w)
            for y in range(h)
            if (c := tile.get_at((x, y))) and abs(c.r - 232) < 40 and abs(c.g - 176) < 40 and c.b < 110
        ]
        xs, ys = [x for x, _ in gold], [y for _, y in gold]
        return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1

    rows = [star_row(stars) for stars in range(1, 5)]
    widths = [width for width, _ in rows]
    assert widths == sorted(set(widths)), rows  # one more star, a longer row
    assert min(height for _, height in rows) >= 11, rows  # and each a star you can see
    card_art.clear_caches()


@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1280, 800), (1920, 1080)])
def test_every_fief_tile_of_a_row_puts_its_stars_in_the_same_place(app, size):
    """Beside the number or in the band at the foot, but the same for the eight tiles (at 960×600
    fief 1, whose number is narrow, kept its stars beside it while the others took the band)."""
    from forNorthwood.core.cards import FIEF_STARS
    from forNorthwood.ui.layout import table_layout

    w, h = table_layout(*size)["fief0"].size
    card_art.clear_caches()

    def gold_rows(number: int) -> set[int]:
        tile = card_art.fief_card(number, FIEF_STARS[number], "QL", "unvisited", False, w, h)
        return {
            y
            for x in range(w)
            for y in range(h)
            if (c := tile.get_at((x, y))) and abs(c.r - 232) < 40 and abs(c.g - 176) < 40 and c.b < 110
        }

    places = {number: min(gold_rows(number)) < h // 2 for number in range(len(FIEF_STARS))}  # True: beside
    assert len(set(places.values())) == 1, places
    card_art.clear_caches()


def test_the_texts_on_the_wood_and_the_buttons_read(app):
    """Every colour drawn as text straight on the wooden table reaches 4.5:1 against the lightest
    grain of the wood (the older sentences of the message line, captions, keys, a refusal, the
    score of a settled visit included); the labels and keys of the buttons, enabled or not, on theirs."""
    from forNorthwood.ui import assets
    from forNorthwood.ui.scenes.visit_still import LOST_RED, WON_GREEN
    from forNorthwood.ui.table_drawing import FEED_OLDER
    from forNorthwood.ui.theme import (
        BUTTON,
        BUTTON_DISABLED,
        BUTTON_HOVER,
        ERROR,
        PANEL,
        TEXT_DIM,
        TEXT_DISABLED,
        TEXT_LIGHT,
        relative_luminance,
    )

    width, height = 960, 600
    wood = assets.table_background(width, height)
    grains = {tuple(wood.get_at((x, y)))[:3] for x in range(0, width, 5) for y in range(0, height, 5)}
    lightest = max(grains, key=relative_luminance)
    on_wood = {"light": TEXT_LIGHT, "dim": TEXT_DIM, "older": FEED_OLDER, "error": ERROR}
    on_wood |= {"lost": LOST_RED, "won": WON_GREEN}
    assert {name: round(contrast(c, lightest), 2) for name, c in on_wood.items() if contrast(c, lightest) < 4.5} == {}
    on_buttons = [(TEXT_LIGHT, BUTTON), (TEXT_DIM, BUTTON), (TEXT_DIM, BUTTON_HOVER), (TEXT_DIM, PANEL)]
    on_buttons.append((TEXT_DISABLED, BUTTON_DISABLED))
    assert [pair for pair in on_buttons if contrast(*pair) < 4.5] == []
    assert relative_luminance(TEXT_DISABLED) < relative_luminance(TEXT_DIM) < relative_luminance(TEXT_LIGHT)
