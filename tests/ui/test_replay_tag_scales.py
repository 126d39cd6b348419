"""At 3840×2160 the replay's "your choice" tag fell from its full size straight to the 14 px text
floor (17 px tall, a sixth of its odds' badge: "내 선택" unreadable) under fief 6 at visit 1 and on
an ally's card, where a tag two and a half times as tall fitted; the white ring round an ally's card
ran through the first row of the words under it. At 1280×800 with no room under fief 0 (its
heading) the tag went over the fief's picture (the ladybug). Now it steps down in sizes that follow
the window, sits beside the fief's odds before it goes over a picture, and the ring stops short of
the words."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core.state import AllySlot
from forNorthwood.game import table_keys as K
from forNorthwood.ui.ally_slot import slot_places
from forNorthwood.ui.card_places import character_band
from forNorthwood.ui.hint_badges import badge_box, badge_image
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scenes.replay_badges import on_card_edge, placed_tag, ring_box, tag_clear, tag_floor
from forNorthwood.ui.theme import MIN_TEXT


def odds_under(lay, where: K.Key, card: pygame.Rect, size: int) -> pygame.Rect:
    image = badge_image("≈53%", size, False)
    return badge_box(where, card, image.get_rect(), lay.px, lay.table_size)


def test_under_a_fief_at_4k_the_tag_is_the_largest_that_fits(app):
    """Fief 6 at visit 1: the panel under the fiefs leaves less than the full tag's height under
    its odds; the tag takes what room there is, not the text floor."""
    lay = replay_layout(3840, 2160)
    size = max(MIN_TEXT, lay.px(17))
    card = pygame.Rect(lay.table.fief_cards[6])
    odds = odds_under(lay, K.Fief(6), card, size)
    others = [odds_under(lay, K.Fief(n), pygame.Rect(c), size) for n, c in enumerate(lay.table.fief_cards) if n != 6]
    room = odds.height * 4 // 5  # less than the full tag (about as tall as the odds)
    panel = pygame.Rect(0, odds.bottom + room, 3840, 200)
    neighbours = [pygame.Rect(c) for n, c in enumerate(lay.table.fief_cards) if n != 6]
    placed = placed_tag(K.Fief(6), card, size, odds, lay.table_size, [panel, *others], tag_floor(lay.px), neighbours)
    assert placed is not None
    image, box = placed
    assert image.get_height() >= room * 3 // 4, (image.get_height(), room)  # was 17 px of 49
    assert image.get_height() > 2 * MIN_TEXT
    assert not box.colliderect(panel) and box.collidelist(others) == -1 and box.collidelist(neighbours) == -1
    assert not box.colliderect(card)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_with_a_heading_right_under_its_odds_the_tag_sits_beside_them_not_on_the_picture(app, size):
    """Fief 0 with "Ruler of fief 0" right under its odds and fief 1 visited (no odds): the tag
    goes beside its odds, over neither the picture nor the neighbour's card nor the heading."""
    lay = replay_layout(*size)
    words = max(MIN_TEXT, lay.px(17))
    card = pygame.Rect(lay.table.fief_cards[0])
    odds = odds_under(lay, K.Fief(0), card, words)
    heading = pygame.Rect(card.left + 4, odds.bottom - 1, card.width * 3 // 2, odds.height)
    neighbours = [pygame.Rect(c) for c in lay.table.fief_cards[1:]]
    placed = placed_tag(K.Fief(0), card, words, odds, lay.table_size, [heading], tag_floor(lay.px), neighbours)
    assert placed is not None, size
    box = placed[1]
    assert not box.colliderect(card), (size, box, card)  # the picture (the ladybug)
    assert not box.colliderect(heading) and box.collidelist(neighbours) == -1 and not box.colliderect(odds)
    assert box.left >= odds.right or box.right <= odds.left  # beside them


def test_on_an_ally_at_4k_the_tag_reads_and_the_ring_misses_the_words(app):
    """Ally 2 (the Jack of Paws) at step 117: its caption a few pixels under its card, its name on
    the card's foot; the tag was 17 px tall, and the ring crossed the caption's first row."""
    lay = replay_layout(3840, 2160)
    table = lay.table
    size = max(MIN_TEXT, lay.px(17))
    allies = [AllySlot(code) for code in ("QL", "JC", "KE", "PC")]
    cards = {s: slot_places(table, s, ally, allies).card for s, ally in enumerate(allies)}
    card = cards[1]
    caption = pygame.Rect(table.ally_slots[1].left + 16, card.bottom + 5, table.ally_slots[1].width - 32, 44)
    name = pygame.Rect(0, 0, card.width * 2 // 5, lay.px(17)).move_to(midbottom=(card.centerx, card.bottom - 35))
    odds = odds_under(lay, K.Ally(1), card, size)
    others = [odds_under(lay, K.Ally(s), c, size).inflate(4, 4) for s, c in cards.items() if s != 1]
    clear = [*tag_clear(lay, {s: c for s, c in cards.items() if s != 1}), *others, name, caption]
    placed = on_card_edge(lay, 1, card, size, odds, clear, tag_floor(lay.px))
    assert placed is not None
    image, box = placed
    assert image.get_height() > 2 * MIN_TEXT, image.get_size()  # was 17 px
    for area in (caption, name, character_band(card), odds, *others):
        assert not box.colliderect(area), (box, area)
    ring = ring_box(card, lay.px(6), [caption])
    assert not ring.colliderect(caption) and ring.contains(card)
