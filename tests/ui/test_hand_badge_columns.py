"""A hand card's Hint badge stays within its own card's column: on the card's very edge, a
first-time player at 960×600 saw "≈56%" spill onto the card to its left, and in a crowded hand the
next card covers the right of each card, the focused card (drawn above) and its ring the left of
the next one. Checked on the layout's rects, in every language's number format ("≈56 %" in French
and Ukrainian)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.i18n import LANGUAGES, set_language
from forNorthwood.i18n.review_text import chance_text
from forNorthwood.ui.card_art import frame_inset, index_areas
from forNorthwood.ui.hint_badges import badge_box, badge_image, badge_size, visible_column
from forNorthwood.ui.table_places import hand_card_rects, table_layout
from forNorthwood.ui.theme import focus_reach

SIZES = [(960, 600), (1280, 800)]


def widest_words() -> list[str]:
    """The widest chances a badge may show, in the language spoken."""
    return [chance_text(0.56, False), chance_text(0.999, False), chance_text(0.001, False), chance_text(0.56, True)]


def check_badges(size: tuple[int, int], rects: list[pygame.Rect], focus: int | None) -> None:
    lay = table_layout(*size)
    reach = 2 * focus_reach(*lay.card.size)
    above = None if focus is None else rects[focus].inflate(reach, reach)
    for i, rect in enumerate(rects):
        if i == focus:
            continue
        seen = visible_column(rect, rects, above)
        for words in widest_words():
            image = badge_image(words, badge_size(lay.px), False)
            box = badge_box(K.Hand(i), rect, image.get_rect(), lay.px, size, seen)
            where = f"{words!r}, card {i + 1} of {len(rects)}, focus {focus} at {size}"
            # On its card's inner frame, never on the rim the card to its left meets.
            assert box.left >= rect.left + frame_inset(rect.width) - 1, where
            assert seen.left < box.left and box.right <= seen.right, where
            assert rect.contains(box), where
            assert above is None or not box.colliderect(above), where
            for j, other in enumerate(rects):
                if j != i:
                    assert not box.colliderect(visible_column(other, rects)), where
            top_left, bottom_right = index_areas(rect)
            assert not box.colliderect(bottom_right), where
            # The focused card and its ring over this card's left hide part of its top left corner:
            # there, a badge too wide beside the bottom right corner goes up over the small suit.
            assert seen.left > rect.left or not box.colliderect(top_left), where


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_a_hand_cards_badge_stays_in_its_own_column(language, size):
    set_language(language)
    try:
        for count in range(5, 11):
            check_badges(size, hand_card_rects(table_layout(*size), count), None)
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_a_badge_stays_clear_of_the_focused_card_and_its_ring(language, size):
    set_language(language)
    try:
        for count in range(5, 11):
            rects = hand_card_rects(table_layout(*size), count)
            for focus in range(count):
                check_badges(size, rects, focus)
    finally:
        set_language("en")


def test_a_crowded_hands_column_ends_where_the_next_card_starts():
    rect = pygame.Rect(100, 500, 82, 120)
    others = [pygame.Rect(20, 500, 82, 120), rect, pygame.Rect(160, 500, 82, 120)]
    assert visible_column(rect, others) == pygame.Rect(100, 500, 60, 120)
    assert visible_column(others[2], others) == others[2]
    above = others[0].inflate(12, 12)  # focused: drawn over the card to its right, ring included
    assert visible_column(rect, others, above) == pygame.Rect(108, 500, 52, 120)
