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
