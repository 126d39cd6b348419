"""At 960×600 the allies' cards showed only their portrait, rank and suit (the tooltip named
them): a name now shows on the card whenever it fits at 14 px on two lines, with the portrait
keeping more than half the card's width (every name in English and Korean). The card is 65 px
wide there: "Королева" (66 px at 14 px) and the French "Prince des", "Dame des"... (62–70 px)
do not fit inside its edges, so those cards keep the portrait alone and the tooltip names them."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core.state import AllySlot
from forNorthwood.game import table_keys as K
from forNorthwood.i18n.messages import character_name, covered_ally_caption
from forNorthwood.ui import assets, card_art, text
from forNorthwood.ui.ally_slot import ability_rows, slot_places
from forNorthwood.ui.still_drawing import AlliesPicture, draw_allies
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.table_tooltip import covered_note
from forNorthwood.ui.theme import MIN_TEXT

CHARACTERS = [rank + suit for suit in "CFLE" for rank in "JQKPLB"]


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_at_960x600_an_allys_card_shows_its_name_when_it_fits_at_14px(app, language):
    card = slot_places(table_layout(960, 600), 0, AllySlot("JC")).card  # (the app: a display to draw for)
    shown = {}
    with i18n.speaking(language):
        for code in CHARACTERS:
            card_art.character_card.cache_clear()
            with text.recording() as drawn:
                card_art.character_card(code, card.width, card.height, words=False)
            name = character_name(code)
            named = [d for d in drawn if d.message == name]
            shown[code] = bool(named)
            assert all(d.drawn_size >= MIN_TEXT and d.fits for d in named), (code, named)
            room = card.width - 2 * max(2, card.width // 36)
            rows = text.wrap(name, MIN_TEXT, room, True)
            fits = len(rows) <= 2 and all(assets.text_width(r, MIN_TEXT, True) <= room for r in rows)
            assert shown[code] == fits, (language, code, name)
    if language in ("en", "ko"):
        assert all(shown.values()), shown
    else:  # a long word ("Королева") or a third line ("Dame / des / Fleurs"): the portrait alone
        assert any(shown.values()), shown


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_every_ally_and_friend_on_a_slot_is_named_on_its_card_or_on_a_row(app, language, size):
    """At 960×600 a friend standing in on a slot showed "for …" and no name (its card too small to
    write it, its line taking three rows), and "Valet des Griffes", "Королева Пазурів" showed their
    portraits alone: every character on a slot, ready or turned, with a friend or not, now has its
    name on its card or on a row of its own, at 14 px inside its slot, over its caption and line."""
    lay = table_layout(*size)
    with i18n.speaking(language):
        for code in CHARACTERS:
            for friend in (None, *(c for c in CHARACTERS if c != code)):
                for exhausted in (False, True):
                    ally = AllySlot(code, friend, exhausted)
                    places = slot_places(lay, 0, ally)
                    if card_art.ally_card_named(ally.character, places.card.width, places.card.height):
                        continue
                    assert places.name is not None, (language, size, code, friend, exhausted)
                    assert lay.ally_slots[0].contains(places.name)
                    assert places.name.bottom <= places.caption.top <= places.ability.top
                    assert places.name.top >= (places.tag or places.card).bottom
                    name = character_name(ally.character)
                    assert assets.text_width(name, lay.text(14), False) <= places.name.width


def test_a_friend_whose_line_takes_three_rows_shows_its_name_and_its_tooltip_says_whom_it_covers(app):
    """At 960×600 the Queen of Flowers standing in for the Jack of Claws showed "for Jack of Claws"
    over her three rows and no name: her name takes the caption's row, the tooltip says the rest."""
    lay = table_layout(960, 600)
    allies = (AllySlot("JC", "QF"), AllySlot("QC"), AllySlot("JE"), AllySlot("JL"))
    assert len(ability_rows(lay, 0, "QF")) == 3
    surface = pygame.Surface(lay.size)
    with text.recording() as drawn:
        draw_allies(surface, lay, AlliesPicture(allies, frozenset(), None))
    inside = [d.message for d in drawn if lay.ally_slots[0].contains(d.used)]
    assert character_name("QF") in inside
    assert not any(character_name("JC") in words for words in inside), inside
    scene = SimpleNamespace(layout=lay, model=SimpleNamespace(kingdom=SimpleNamespace(allies=allies)))
    assert covered_note(scene, K.Ally(0)) == covered_ally_caption("JC")
    assert covered_note(scene, K.Ally(1)) is None  # no friend
    # Where the caption has its row, the tooltip does not say it again.
    wide = table_layout(1920, 1080)
    assert covered_note(SimpleNamespace(layout=wide, model=scene.model), K.Ally(0)) is None
