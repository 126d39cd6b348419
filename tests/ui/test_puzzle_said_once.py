"""What players found in the puzzles' explanations, pinned by puzzle id: a count said
twice, a sentence after "the solution stops here", a card "kept" that the line then discards, the
Lady of Eyes' first question asking for "the next one", and "The table shows the best move" beside
a table that looked untouched."""

from __future__ import annotations

import re

import pytest

from forNorthwood.game.action_codes import action_of_code
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import set_language
from forNorthwood.i18n.messages import sum_to_reach_prompt
from forNorthwood.i18n.puzzles_text import move_text
from forNorthwood.ui.scenes.puzzle_lines import BEST, answered_prompt
from forNorthwood.ui.scenes.puzzle_solution import solution_picture
from forNorthwood.ui.scenes.puzzle_table import board_stop
from forNorthwood.ui.table_places import table_layout

from .puzzle_kit import explanation, puzzle
from .test_puzzle_words_over_hand import every_answer

#: "The solution's line stops here: …" in each language.
CLOSING = {
    "fr": "La solution s’arrête ici, avant une carte inconnue.",
    "uk": "Тут розвʼязок обривається: наступна карта ще невідома.",
    "ko": "다음 카드를 아직 알 수 없어 풀이의 수순은 여기서 멈춥니다.",
}
#: "the next one" in the Lady of Eyes' question, in each language.
NEXT_ONE = [("en", "next"), ("fr", "suivante"), ("uk", "наступн"), ("ko", "다음")]


def _words(puzzle_id: str, code: str, language: str = "en") -> str:
    set_language(language)
    return explanation(puzzle_id, code)


def test_a_card_winning_one_dialogue_too_many_says_the_count_once():
    """It said "Your move wins this dialogue: … you will have 4, and the fief asks for 3", then
    "You would then have 4 dialogues won, more than fief 3 asks for (3)": the count twice."""
    words = _words("000003-225", "p5L")  # fief 3, 3 won, the 5 of Leaves wins a fourth
    assert "Your move wins this dialogue. You would then have 4 dialogues won, more than fief 3 asks for (3)" in words
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
        assert words.endswith("The solution's line stops here: the next card is not known yet.")
        assert (
            "“Use ally 1, the Prince of Leaves”: with the cards left in your hand (2), you could have at most "
            "4 dialogues won, fewer than fief 6 would ask for (6)."
        ) in words
    else:
        assert words.endswith(CLOSING[language]), words


def test_a_card_the_best_line_discards_is_not_said_kept():
    """The Baron of Eyes after an odd response: "…keeps the 8 of Flowers for a later dialogue. Then
    pick the 8 of Flowers (57%)" said the card both kept and picked; it is discarded."""
    assert "Then discard the 8 of Flowers (57%)." in _words("00001K-76", "p5C")
    words = _words("00001K-76", "p8F")
    assert "keeps the 8 of Flowers" not in words and "Then pick" not in words
    assert "The best move plays the 5 of Claws instead and does not keep the 8 of Flowers either." in words
    words = _words("00001K-76", "p6C")  # the 6 of Claws is kept indeed
    assert "keeps the 6 of Claws for a later dialogue. The Baron of Eyes is watching this response" in words
    # why the 6 of Claws is worse (the next cards' shares) now comes between the Baron and the line
    assert "(an even card would make you draw one)." in words and "Then discard the 8 of Flowers (57%)." in words


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


#: How the player's move's sentences state the dialogues won ("you have won 3", "You would then
#: have 3 dialogues won"…): one number said twice there is the count said twice.
WON_SAID = (
    r"you have won (\d+)",
    r"you will have (\d+)",
    r"You would then have (\d+) dialogues? won",
    r"you stay at (\d+)",
)


def _count_said_twice(words: str) -> bool:
    """Whether the sentences about the player's move (not the verdict's) say one count twice."""
    sentences = re.split(r"(?<=[.])\s+", words)
    mine = " ".join(s for s in sentences if s.startswith(("Your move ", "You would then")))
    found = [n for pattern in WON_SAID for n in re.findall(pattern, mine, re.IGNORECASE)]
    return len(found) != len(set(found))


def test_a_move_changing_the_fief_says_the_count_once():
    """ "…moves the visit to fief 2, which asks for exactly 2 dialogues, and you have won 3. You would
    then have 3 dialogues won, more than fief 2 asks for (2)…": the count twice, and "You would
    then have" though the move wins no dialogue."""
    words = _words("00003E-15", "a0")  # the Prince of Leaves
    assert (
        "at best it moves the visit to fief 2, which asks for exactly 2 dialogues, and you have won 3. "
        "That is already more than fief 2 asks for: the visit can no longer be won."
    ) in words, words
    assert "You would then" not in words
    words = _words("00005H-67", "i0")  # "Choose fief 0"
    assert "you have won 3. That is already more than fief 0 asks for" in words, words
    assert not _count_said_twice(words)


def test_the_player_s_own_move_is_not_told_as_another_move():
    """ "Your move uses the Queen of Flowers (ally 1) now… “Use ally 1, the Queen of Flowers”: with the
    cards left in your hand (3)…" told the player's move as if another one."""
    words = _words("000038-178", "a0")
    assert words.count("“Use ally 1, the Queen of Flowers”") == 1, words
    assert (
        "Your move uses the Queen of Flowers (ally 1) now, before the next statement. You would then still "
        "need 4 dialogues won, more than the cards left in your hand (3): the visit can no longer be won."
    ) in words, words
    words = _words("000015-54", "a1")  # the King of Claws ends the visit: one sentence, not two
    assert "Your move ends the visit with 2 won: fief 1 asks for exactly 1 dialogue." in words, words
    assert "is lost" not in words and words.count("“Use ally 2, the King of Claws”") == 1


def test_no_wrong_answer_of_the_book_says_its_count_twice_or_quotes_itself_as_another_move():
    """Every wrong answer of the shipped book (531): 17 said the count twice (fief and ally moves),
    13 named the player's own move as another's; none now."""
    set_language("en")
    table = table_layout(1280, 800)
    twice, quoted = [], []
    for found, state, given, checked in every_answer():
        if given == found.answer:
            continue
        picture = solution_picture(table, found, state, given, checked)
        words = " ".join(w for w in (picture.verdict, picture.more, picture.line) if w).replace("\xa0", " ")
        if _count_said_twice(words):
            twice.append((found.id, given))
        if words.count(f"“{move_text(given, state)}”".replace("\xa0", " ")) > 1:
            quoted.append((found.id, given))
    assert not twice and not quoted, (twice, quoted)
