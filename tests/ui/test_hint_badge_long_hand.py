"""At 960×600 with 8 or more cards in hand, the Hint's badge on "Next statement" (beside the
button, towards the hand) lay over the last hand card's top right corner: it rises over the hand,
under the prompt line, or sits on the button's top edge."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K

from .input_kit import open_session, position_session
from .screen_kit import new_app
from .test_table_first_player import HAND, badges_shown


@pytest.mark.parametrize("cards", [9, 12])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_next_statements_badge_covers_no_hand_card(tmp_path, size, language, cards):
    app = new_app(tmp_path, size, language)
    hand = [*HAND, "2L", "3C", "8F", "1E"][:cards]
    open_session(app, position_session(hand=hand, deck_top=["7L", "2E"], visiting=3))
    shown = badges_shown(app)
    scene = app.scene
    button = scene.locate(K.Button("reveal"))
    mine = [b for b in shown if b.colliderect(button.inflate(2 * b.width + 20, 2 * b.height))]
    assert mine, (button, shown)
    cards_at = [scene.locate(K.Hand(c)) for c in scene.table.model.hand]
    for badge in mine:
        assert badge.collidelist([c for c in cards_at if c is not None]) == -1, (size, language, badge)
        assert pygame.Rect((0, 0), size).contains(badge)
        prompt = scene.layout.prompt
        assert badge.top >= prompt.bottom - scene.layout.px(3), (badge, prompt)  # its words stay clear
    app.close()
