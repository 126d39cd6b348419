"""What players found in the puzzles' explanations (issue #27), pinned by puzzle id: a count said
twice, a sentence after "the solution stops here", a card "kept" that the line then discards, the
Lady of Eyes' first question asking for "the next one", and "The table shows the best move" beside
a table that looked untouched."""

from __future__ import annotations

import pytest

from forNorthwood.game.action_codes import action_of_code
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import set_language
from forNorthwood.i18n.messages import sum_to_reach_prompt
from forNorthwood.ui.scenes.puzzle_lines import BEST, answered_prompt
from forNorthwood.ui.scenes.puzzle_solution import check, solution_picture
from forNorthwood.ui.scenes.puzzle_table import board_stop
from forNorthwood.ui.table_places import table_layout

from .puzzle_kit import puzzle

#: "…: the solution stops here." in each language.
CLOSING = {"fr": "la solution s’arrête ici.", "uk": "розвʼязок тут закінчується.", "ko": "풀이는 여기까지입니다."}
#: "the next one" in the Lady of Eyes' question, in each language.
NEXT_ONE = [("en", "next"), ("fr", "suivante"), ("uk", "наступн"), ("ko", "다음")]


def _words(puzzle_id: str, code: str, language: str = "en") -> str:
    set_language(language)
    found = puzzle(puzzle_id)
    state = position_of(found)
    given = action_of_code(code)
    checked = check(found, state, given, lambda: False)
    picture = solution_picture(table_layout(1280, 800), found, state, given, checked)
    return " ".join(w for w in (picture.verdict, picture.more, picture.line) if w).replace("\xa0", " ")


def test_a_card_winning_one_dialogue_too_many_says_the_count_once():
    """It said "Your move wins this dialogue: … you will have 4, and the fief asks for 3", then
    "You would then have 4 dialogues won, more than the 3 fief 3 asks for": the count twice."""
    words = _words("000003-225", "p5L")  # fief 3, 3 won, the 5 of Leaves wins a fourth
    assert "Your move wins this dialogue. You would then have 4 dialogues won, more than the 3 fief 3 asks for" in words
    assert "you will have 4" not in words
    words = _words("000012-67", "p4F")  # the same, won as a trump: the trump's sentence says it wins
    assert "Your move wins this dialogue" not in words
    assert words.count("4 dialogues won") == 1, words


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_closing_sentence_comes_last_and_another_moves_count_says_why_it_loses(language):
    """A right answer's explanation went on after "…: the solution stops here." with another move
    told by two numbers ("fief 6 would ask for exactly 6 dialogues, and your score would be 2")."""
    words = _words("00000A-102", "r", language)  # the Prince of Leaves would move the visit to fief 6
    if language == "en":
        assert words.endswith("What follows depends on a card not known yet: the solution stops here.")
        assert (
            "“Use ally 1, the Prince of Leaves”: with the cards left in your hand (2), you could have at most "
            "4 dialogues won, fewer than the 6 fief 6 would ask for."
        ) in words
    else:
        closing = {
            "fr": "la solution s’arrête ici.",
            "uk": "розвʼязок тут закінчується.",
            "ko": "풀이는 여기까지입니다.",
        }
        assert words.endswith(closing[language]), words


def test_a_card_the_best_line_discards_is_not_said_kept():
    """The Baron of Eyes after an odd response: "…keeps the 8 of Flowers for a later dialogue. Then
    pick the 8 of Flowers (57%)" said the card both kept and picked; it is discarded."""
    assert "Then discard the 8 of Flowers (57%)." in _words("00001K-76", "p5C")
    words = _words("00001K-76", "p8F")
    assert "keeps the 8 of Flowers" not in words and "Then pick" not in words
    assert "The best move plays the 5 of Claws instead and does not keep the 8 of Flowers either." in words
    words = _words("00001K-76", "p6C")  # the 6 of Claws is kept indeed
    assert "keeps the 6 of Claws for a later dialogue. Then discard the 8 of Flowers (57%)." in words


@pytest.mark.parametrize(
    ("language", "next_one"), [("en", "next"), ("fr", "suivante"), ("uk", "наступн"), ("ko", "다음")]
)
def test_the_lady_of_eyes_first_question_does_not_ask_for_the_next_card(language, next_one):
    set_language(language)
    first, later = sum_to_reach_prompt(7, 7), sum_to_reach_prompt(7, 4)
    assert next_one not in first, first
    assert "7" in first and "4" in later and first != later
    set_language("en")
    assert sum_to_reach_prompt(7, 7).endswith("Pick one.")


def test_a_best_move_looking_at_an_unknown_card_says_the_table_stops_before_it():
    """The King of Leaves looks at the deck's top card, unknown, before its exchange: the table
    showed only its ally spent, and said "The table shows the best move"."""
    set_language("en")
    found = puzzle("00000X-182")
    state = position_of(found)
    given = action_of_code("r")
    checked = check(found, state, given, lambda: False)
    _model, unknown = board_stop(state, checked.shown_moves(given, best=True))
    assert unknown
    assert answered_prompt(BEST, unknown).startswith("The best move turns over a card not known yet")
    _model, unknown = board_stop(state, checked.shown_moves(given, best=False))  # the statement revealed
    assert unknown
    found = puzzle("000012-67")  # a card answered: the table shows it on the trick, nothing unknown
    state = position_of(found)
    assert not board_stop(state, (found.answer,))[1]


def test_a_card_answered_before_an_unknown_draw_shows_the_move_done():
    """The 8 of Flowers answered under the Baron of Eyes draws a card not known yet: the table shows
    it on the trick, "The table shows your move" (it does not stop before anything of the move)."""
    found = puzzle("00001K-76")
    state = position_of(found)
    assert not board_stop(state, (action_of_code("p8F"),))[1]


def test_a_pick_that_puts_a_known_card_next_says_what_best_play_makes_of_it():
    """A King of Leaves' pick told only "After your move, the next statement is the 4 of Leaves" and
    the chances: the count that card leads to is told beside the best move's, where they differ."""
    words = _words("00002J-18", "c4L")
    assert (
        "After your move, the next statement is the 4 of Leaves. Against it, best play answers with the "
        "6 of Claws and wins that dialogue: you will then have 4 dialogues won; the fief asks for 3. "
        "The best move puts the 8 of Claws on top of the deck instead"
    ) in words, words
    words = _words("000015-32", "c7F")  # the same count either way: not said for the player's pick
    assert words.count("Against it") == 1, words
