"""A message too long for the message line wraps upwards over the table on two rows at most: a
third row climbed over the cards (a three-line verdict or explanation)."""

from __future__ import annotations

import pytest

from forNorthwood.ui.layout import MIN_TEXT
from forNorthwood.ui.still_drawing import MESSAGE_ROWS, message_picture
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import line_height, recording

LONG = " ".join(["The best move gives this dialogue to the ruler: you stay at 5 dialogues won."] * 4)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_a_message_of_three_rows_or_more_is_bounded_to_two(size):
    lay = table_layout(*size)
    with recording() as drawn:
        _image, area = message_picture(lay, LONG, (255, 255, 255))
    assert area.bottom == lay.message.bottom
    assert area.height <= MESSAGE_ROWS * line_height(lay.text(19)) + 2 * lay.px(2)
    assert drawn and all(text.drawn_size >= MIN_TEXT for text in drawn)


def test_a_two_row_message_is_drawn_as_before():
    lay = table_layout(960, 600)
    two = "The best move gives this dialogue to the ruler: you stay at 5 dialogues won, exactly what the fief asks."
    with recording() as drawn:
        _image, area = message_picture(lay, two + " " + two, (255, 255, 255))
    assert area.height > lay.message.height and drawn[0].drawn_size == lay.text(19) and drawn[0].fits
