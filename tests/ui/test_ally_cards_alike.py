"""At 960×600 an ally whose ability line takes three rows (or whose name takes a row of its own)
shrank to a thumbnail beside full-size cards (a player's Baron of Eyes beside the Baron of Leaves):
the cards of a row of slots are one size, the smallest of the row's, and each slot still names its
character (on its card, or on a row of its own under it), its words clear of the card."""

from __future__ import annotations

import itertools

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core.state import AllySlot
from forNorthwood.ui.ally_slot import slot_places, turned_rect
from forNorthwood.ui.card_art import ally_card_named
from forNorthwood.ui.table_places import table_layout

#: The player's slots (/tmp/p58/46_zoom_allies.png), then others with long lines and friends.
ROWS = [
    (AllySlot("PF", exhausted=True), AllySlot("BE", exhausted=True), AllySlot("BL"), AllySlot("PC", exhausted=True)),
    (AllySlot("JC"), AllySlot("JF", "QE"), AllySlot("JL", "KE", True), AllySlot("JE", "BE")),
    (AllySlot("LC"), AllySlot("BE"), AllySlot("QF", exhausted=True), AllySlot("KL")),
]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_cards_of_a_row_of_ally_slots_are_one_size(language, size):
    pygame.font.init()
    lay = table_layout(*size)
    with i18n.speaking(language):
        for allies in ROWS:
            places = [slot_places(lay, slot, ally, allies) for slot, ally in enumerate(allies)]
            for row in itertools.groupby(range(4), key=lambda s: lay.ally_slots[s].top):
                slots = list(row[1])
                assert len({places[s].card.size for s in slots}) == 1, (allies, [places[s].card for s in slots])
            for slot, (ally, p) in enumerate(zip(allies, places, strict=True)):
                card = turned_rect(p.card) if ally.exhausted else p.card
                words = [r for r in (p.tag, p.name, p.caption, p.ability) if r is not None and r.height]
                assert all(card.bottom <= r.top + 1 for r in words if r is not p.tag), (ally, card, words)
                assert lay.ally_slots[slot].contains(p.ability)
                named = p.name is not None or ally_card_named(ally.character, p.card.width, p.card.height)
                assert named, (language, ally)
