"""At 3840×2160 the replay's odds on the 6 of Claws ("≈59%", a few pixels wider than "≈75%")
went up over its card's big suit while the 5's lay at its foot (at 1280×800 both at the foot):
every odds' badge on the hand now lies at its card's foot, all at one size."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.card_art import index_areas
from forNorthwood.ui.hint_badges import badge_image
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scenes.replay_badges import hand_badge_size, odds_box
from forNorthwood.ui.theme import MIN_TEXT

#: The replay's hand cards at each size (p61's game at step 6: the 5 and the 6 of Claws).
CARDS = {
    (960, 600): ((122, 398, 71, 99), (198, 398, 71, 99)),
    (1280, 800): ((184, 543, 97, 136), (288, 543, 97, 136)),
    (1920, 1080): ((352, 736, 130, 182), (492, 736, 130, 182)),
    (3840, 2160): ((698, 1469, 261, 365), (978, 1469, 261, 365)),
}


@pytest.mark.parametrize("size", list(CARDS))
def test_every_hand_badge_lies_at_its_cards_foot_at_one_size(app, size):
    lay = replay_layout(*size)
    px = lay.px
    text = max(MIN_TEXT, px(17))
    cards = [(K.Hand(n), pygame.Rect(r), w) for n, (r, w) in enumerate(zip(CARDS[size], ("≈75%", "≈59%"), strict=True))]
    each = hand_badge_size(cards, px, lay.table_size, text)
    feet = set()
    for key, rect, words in cards:
        box = odds_box(key, rect, badge_image(words, each, False).get_rect(), px, lay.table_size)
        feet.add(rect.bottom - box.bottom)  # at its foot, not over the big suit (nor the small one)
        assert rect.contains(box), (size, words, box, rect)
    assert feet == {px(3)}, (size, feet)
    if size != (960, 600):  # there the 6's covers its mirrored corner's value at any size
        assert each >= text - 2, (size, each, text)  # hardly smaller than the other badges
        for key, rect, words in cards:
            box = odds_box(key, rect, badge_image(words, each, False).get_rect(), px, lay.table_size)
            assert box.right <= index_areas(rect)[1].left, (size, words, box)  # beside the corner's value
