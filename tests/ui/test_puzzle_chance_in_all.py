"""What a first-time player (p63) read as contradictions or gaps in nine puzzles' explanations: a
share of the very next cards beside a chance to win that does not add up to 100, cards named and
counted differently, a "Then …" of nobody's line, the King of Leaves' swap without its point, and a
right discard without its card reason."""

from __future__ import annotations

import pytest

from forNorthwood.i18n import LANGUAGES, set_language
from forNorthwood.i18n.messages import card_label
from forNorthwood.i18n.puzzles_text import (
    chance_shares_text,
    lost_whatever_text,
    other_chance_text,
    other_chances_text,
    other_moved_chance_text,
    percent,
    swap_text,
)

from .puzzle_kit import explanation


def _plain(text: str) -> str:
    return text.replace("\xa0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_share_of_the_very_next_cards_says_the_best_move_s_chance_in_all(language):
    """ "with the best move, never, though it still wins the visit only 50%" and "19%" beside a 33% win
    (Jack of Eyes, King of Leaves): the share is of the very next cards, the chance in all beside it."""
    set_language(language)
    try:
        win = _plain(percent(0.33))
        said = [
            chance_shares_text(True, 0.81, 0.0, 0.33),
            chance_shares_text(True, 0.81, 0.19, 0.33),
            other_chance_text("M", True, 0.81, 0.0, 0.33),
            other_chance_text("M", True, 0.81, 0.19, 0.33),
            other_chance_text("M", True, 1.0, 0.19, 0.33),
            other_chances_text("M", "N", True, 0.81, 0.19, 0.33),
            other_chances_text("M", "N", True, 1.0, 0.0, 0.33),
            other_moved_chance_text("M", 3, 3, 0.77, 0.06, 0.33),
            lost_whatever_text(0, None, 0, 0.19, 0.33),
            lost_whatever_text(0, None, 0, 0.0, 0.33),
        ]
    finally:
        set_language("en")
    for text in said:
        assert win in _plain(text), (language, text)


def test_the_english_share_says_the_very_next_cards_and_the_chance_in_all():
    set_language("en")
    assert chance_shares_text(True, 0.81, 0.19, 0.33) == (
        "With your move, the very next cards would leave the visit lost 81% of the time, whatever you do; "
        "with the best move, 19% (it wins 33% in all: later cards count too)."
    )
    words = explanation("00000X-182", "a2")
    assert "though it" not in words and "19% (it wins 33% in all: later cards count too)" in words, words


def test_cards_named_and_counted_agree_and_the_best_move_s_line_is_said_so():
    """000055-88 (Baron of Eyes): three cards named, five counted; "Then reveal" after the player's move."""
    set_language("en")
    words = explanation("000055-88", "c5E")
    assert "the 2 of Claws, the 3 of Claws or the 4 of Claws" in words, words
    assert (
        "Of the 18 cards the next statement can be, 5 would lose you the visit, 2 of them with the best move too."
        in (words)
    )
    assert "The best move's line: then reveal the next statement (78%)." in words, words


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_king_of_leaves_swap_says_which_card_then_beats_the_card_put_on_the_deck(language):
    set_language(language)
    try:
        text = swap_text((("4L", 16),), 16, "7L")
        beater = str(card_label("7L"))
    finally:
        set_language("en")
    assert beater.split()[0] in text, text


def test_a_right_discard_says_the_card_would_have_to_win_a_statement_of_its_suit():
    """The daily 000063-202: discarding the 8 of Claws, the only Claws card, whose reason was untold."""
    set_language("en")
    words = explanation("000063-202", "c8C")
    assert (
        "Kept, the 8 of Claws would lose you the visit if the next statement is a Claws card: you would have to "
        "answer with it, and it would win."
    ) in words, words
