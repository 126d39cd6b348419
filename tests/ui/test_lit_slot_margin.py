"""A lit ally slot's edge is thicker than an unlit one's: at 960×600 the ability line kept 1 px
from it. The words under the card keep at least 2 px inside the lit edge, as inside an unlit one
(a line that needs the room to stay on three rows takes only what it needs)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core.cards import CHARACTERS
from forNorthwood.core.state import AllySlot
from forNorthwood.ui.ally_slot import ability_width, slot_places, slot_text_width
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.theme import zone_edge

SIZES = ((960, 600), (1280, 800), (1920, 1080), (3840, 2160))


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def inner_gaps(area: pygame.Rect, words: pygame.Rect) -> tuple[int, int, int]:
    """The room between ``words`` and the inside of ``area``'s lit edge: left, right, below."""
    edge = zone_edge(*area.size, lit=True)
    return words.left - area.left - edge, area.right - edge - words.right, area.bottom - edge - words.bottom


def covered(friend: str) -> str:
    """An ally the friend ``friend`` stands in for (a friend's slot has a caption too)."""
    return CHARACTERS[0] if friend != CHARACTERS[0] else CHARACTERS[1]


@pytest.mark.parametrize("size", SIZES)
def test_the_words_keep_2px_inside_a_lit_slots_edge(size):
    lay = table_layout(*size)
    close = []
    for language in i18n.LANGUAGES:
        with i18n.speaking(language):
            for character in CHARACTERS:
                for slot, area in enumerate(lay.ally_slots):
                    places = slot_places(lay, slot, AllySlot(ally=covered(character), substitute=character))
                    left, right, below = inner_gaps(area, places.ability)
                    widened = ability_width(lay, slot, character) > slot_text_width(lay, slot)
                    least = 1 if widened else 2  # the room it needs to stay on three rows, and no more
                    if min(left, right) < least or below < 2 or min(inner_gaps(area, places.caption)[:2]) < 2:
                        close.append((language, character, slot, left, right, below))
    assert not close
