"""The ruler's card at 960×600 says its ability in every language: French and Ukrainian words
too long for it were left off the card (to its tooltip) for eleven rulers each."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.core.cards import CHARACTERS
from forNorthwood.i18n.abilities_text import ability_summary, ability_text
from forNorthwood.ui import card_art
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_ruler_card_says_its_ability_at_960x600(app, language):
    w, h = table_layout(960, 600).ruler_card.size
    missing = []
    with i18n.speaking(language):
        for code in CHARACTERS:
            card_art.character_card.cache_clear()
            with recording() as drawn:
                card_art.character_card(code, w, h, True)
            words = [d for d in drawn if d.message in (ability_summary(code), ability_text(code))]
            if not words or not all(d.fits for d in drawn):
                missing.append(f"{code}: {ability_summary(code)!r}")
            assert all(d.size >= MIN_TEXT for d in drawn), code
    card_art.character_card.cache_clear()
    assert missing == [], "\n".join(missing)
