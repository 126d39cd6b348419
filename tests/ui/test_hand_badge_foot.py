"""Hint badges as French players saw them: beside the focused card's ring, a hand card's "≈68 %"
went up over the card's face (the part of the card in sight too narrow beside its bottom right
value), and the Pass button's "≈66 %" rose into the question's words over the buttons ("ou
passe :"). A hand card's badge is made smaller (down to the text floor) to stay at the foot of
its card's part in sight; a choice's rises no higher than the gap over the buttons."""

from __future__ import annotations

import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.i18n import set_language
from forNorthwood.ui.card_art import index_areas
from forNorthwood.ui.hint_badges import badge_box, badge_image, badge_size, hand_badge_image, visible_column
from forNorthwood.ui.table_places import choice_top, hand_card_rects, table_layout
from forNorthwood.ui.theme import MIN_TEXT, focus_reach

from .test_hand_badge_columns import widest_words


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_hand_badge_beside_the_focus_stays_at_its_cards_foot(language, size):
    set_language(language)
    try:
        lay = table_layout(*size)
        reach = 2 * focus_reach(*lay.card.size)
        for count in range(5, 11):
            rects = hand_card_rects(lay, count)
            for focus in range(count):
                above = rects[focus].inflate(reach, reach)
                for i, rect in enumerate(rects):
                    if i == focus:
                        continue
                    seen = visible_column(rect, rects, above)
                    for words in widest_words():
                        image, box = hand_badge_image(K.Hand(i), rect, words, False, lay.px, size, seen)
                        where = f"{words!r}, card {i + 1} of {count}, focus {focus + 1} at {size}"
                        assert box.bottom >= rect.bottom - lay.px(3), where  # at the foot, not on the face
                        assert seen.left < box.left and box.right <= seen.right, where
                        assert not box.colliderect(above) and not box.colliderect(index_areas(rect)[1]), where
                        assert image.get_height() >= badge_image(words, MIN_TEXT, False).get_height(), where
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_a_choices_badge_stays_under_the_question(size):
    lay = table_layout(*size)
    top = choice_top(lay, 2)  # a card question that may be skipped: two lines over Pass
    button = lay.choices.copy()
    button.top, button.height = top, lay.px(54)
    question_foot = top - lay.px(4) + 1  # the question's lines end in the gap over the buttons
    for words in widest_words():
        image = badge_image(words, badge_size(lay.px), False)
        box = badge_box(K.Choice("pass"), button, image.get_rect(), lay.px, size)
        assert box.top >= question_foot, (words, box, question_foot)
