"""The ruler's and a friend's ability on their card reads as clearly as the allies' lines under
their cards: the first-time player read it at 4K as greyish (the card's soft ink, 6.9:1 on the
cream beside the allies' 8.9:1)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.i18n.abilities_text import ability_summary
from forNorthwood.ui import card_art
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import CARD_FACE, FELT, TEXT_DIM, contrast

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def _darkest_ink(card: pygame.Surface, area: pygame.Rect) -> tuple[int, int, int]:
    """The darkest colour in ``area`` of ``card`` (where the ability's words went)."""
    darkest = CARD_FACE
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            r, g, b, *_ = card.get_at((x, y))
            if r + g + b < sum(darkest):
                darkest = (r, g, b)
    return darkest


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("code", ["LE", "JE", "BC", "QF"])
def test_the_ruler_and_friends_ability_reads_as_clearly_as_the_allies_lines(app, code, size):
    lay = table_layout(*size)
    allies_line = contrast(TEXT_DIM, FELT)
    for rect in (lay.ruler_card, lay.friend_card):
        card_art.clear_caches()
        with recording() as drawn:
            card = card_art.character_card(code, rect.width, rect.height)
        ability = [t for t in drawn if t.message.replace("\n", " ") == ability_summary(code).replace("\n", " ")]
        if not ability and size == (960, 600):
            continue  # too small a card to read it: the tooltip has it
        assert ability, (code, size, [t.message for t in drawn])
        ink = _darkest_ink(card, ability[-1].used.clip(card.get_rect()))
        assert ink != CARD_FACE, (code, size, "no words drawn")
        measured = contrast(ink, CARD_FACE)
        assert measured >= 4.5, (code, size, ink, measured)
        assert measured >= allies_line, (code, size, ink, round(measured, 2), round(allies_line, 2))
