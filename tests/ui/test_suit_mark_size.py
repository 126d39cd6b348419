"""The suit of a small ally card reads without its colour: its symbol at least 13 px (at 960×600 the
allies' were 10 px, the replay's 7 px), its crown (if any) beside it and never over it."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core.cards import CHARACTERS
from forNorthwood.ui.ally_slot import slot_card_rect
from forNorthwood.ui.card_places import band_marks, character_band
from forNorthwood.ui.table_places import table_layout


@pytest.mark.parametrize("size", [(36, 50), (48, 67)])  # the replay's ally cards at 960×600
def test_the_smallest_cards_suit_symbol_reads(size):
    for code in CHARACTERS:
        band = character_band(pygame.Rect((0, 0), size))
        rank, glyph, crown = band_marks(code, size[0], band.height)
        assert glyph >= 13 and rank >= 12, code
        assert crown is None or crown.right <= size[0], code


def test_the_allies_suit_symbol_reads_at_960x600():
    lay = table_layout(960, 600)
    for rows in range(2, 5):
        card = slot_card_rect(lay, 0, 0, rows)
        assert band_marks("JF", card.width, character_band(card).height)[1] >= 13
