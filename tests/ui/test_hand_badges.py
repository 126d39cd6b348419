"""A hint's badge on a hand card leaves its value and suit in sight: halfway down its left edge it
hid the small suit under the value (a first-time player read the badges as covering the ranks)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.card_art import index_areas

from .input_kit import key, make_app, open_session, position_session, settle
from .test_table_first_player import HAND, badges_shown

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
def test_a_hand_cards_badge_hides_neither_its_value_nor_its_suit(clock, size):
    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3))
    key(app, pygame.K_SPACE)  # the next statement: the hand's cards answer it
    settle(app)
    badges = badges_shown(app)
    scene = app.scene
    cards = [scene.locate(K.Hand(card)) for card in scene.model.hand]
    on_cards = [b for b in badges if any(c is not None and b.colliderect(c) for c in cards)]
    assert on_cards, "badges on the hand's cards"
    for card in cards:
        assert card is not None
        corners = index_areas(card)
        for badge in on_cards:
            for corner in corners:
                assert not badge.colliderect(corner), f"a badge {badge} over the index {corner} at {size}"
    app.close()
