"""At 3840×2160 the odds under the fiefs touched the headings under them ("Ruler of fief 6",
"Friends"), and the "your choice" tag covered the chosen hand card's top edge (p62): the fiefs'
odds take one size that leaves a gap over those words, and the tag goes over the card's ring when
there is room, at every size from 960×600 to 3840×2160."""

from __future__ import annotations

from random import Random

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.hint_badges import badge_image
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scenes.replay_badges import choice_tag, fief_badge_size, free_tag_box, nearest_free, odds_box
from forNorthwood.ui.table_places import ruler_label
from forNorthwood.ui.theme import MIN_TEXT

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
def test_the_fiefs_odds_leave_a_gap_over_the_headings_under_them(app, size):
    lay = replay_layout(*size)
    table = lay.table
    cards = [(K.Fief(n), pygame.Rect(c), "≈47%") for n, c in enumerate(table.fief_cards)]
    headings = [ruler_label(table), pygame.Rect(table.friends.left, table.friends.top, table.friends.width, lay.px(22))]
    full = max(MIN_TEXT, lay.px(17))
    each = fief_badge_size(cards, lay, headings, full)
    for key, card, words in cards:
        box = odds_box(key, card, badge_image(words, each, False).get_rect(), lay.px, lay.table_size)
        assert all(
            box.bottom + lay.px(3) <= h.top or not box.colliderect(h.inflate(0, 2 * lay.px(3))) for h in headings
        )
    assert each >= full * 3 // 4 or each == MIN_TEXT  # a little smaller, not a thumbnail


@pytest.mark.parametrize("size", SIZES)
def test_the_tag_on_a_hand_card_leaves_the_card_in_sight(app, size):
    lay = replay_layout(*size)
    hand = lay.table.hand
    card = pygame.Rect(lay.table.card).move_to(midbottom=hand.midbottom)  # a card of the hand, at its row
    tag = choice_tag("your choice", max(MIN_TEXT, lay.px(17))).get_rect()
    box = free_tag_box(K.Hand(0), card, tag, None, lay.table_size)
    assert box is not None and box.bottom <= card.top, (size, box, card)


def test_the_nearest_free_place_is_the_one_the_place_by_place_search_finds():
    """``nearest_free`` (the chosen ally's tag, worked out a row at a time) against the search it
    replaced: centre, centre - step, centre + step, … the first in bounds and off every span."""
    rng = Random(7)
    for _ in range(2000):
        centre, step, reach = rng.randint(0, 400), rng.randint(1, 9), rng.randint(0, 40)
        lo = rng.randint(-50, 300)
        bounds = (lo, lo + rng.randint(-5, 300))
        spans = [(a, a + rng.randint(0, 80)) for a in (rng.randint(-50, 450) for _ in range(rng.randint(0, 4)))]
        places = [centre, *(centre + k * s for k in range(1, reach + 1) for s in (-step, step))]
        found = next(
            (x for x in places if bounds[0] <= x <= bounds[1] and all(not a <= x <= b for a, b in spans)), None
        )
        assert nearest_free(centre, step, reach, bounds, spans) == found, (centre, step, reach, bounds, spans)
