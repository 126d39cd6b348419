"""At 960×600 the allies' cards showed only their portrait, rank and suit (the tooltip named
them): a name now shows on the card whenever it fits at 14 px on two lines, with the portrait
keeping more than half the card's width (every name in English and Korean). The card is 65 px
wide there: "Королева" (66 px at 14 px) and the French "Prince des", "Dame des"... (62–70 px)
do not fit inside its edges, so those cards keep the portrait alone and the tooltip names them."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.i18n.messages import character_name
from forNorthwood.ui import assets, card_art, text
from forNorthwood.ui.ally_slot import AllySlot, slot_places
from forNorthwood.ui.table_places import table_layout
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
