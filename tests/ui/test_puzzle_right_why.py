"""What a first-time player missed in the puzzles' explanations: a right answer said why the best
move is right, never why the others are worse; "with the best move, 0%" read as a sure win; the
Baron of Eyes, the whole point of an answer, never named; "the solution stops here" read as about
the player's own move."""

from __future__ import annotations

import pytest

from forNorthwood.game.puzzle_check import MAX_OTHERS, check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import set_language
from forNorthwood.i18n.puzzles_text import worse_chance_text

from .puzzle_kit import MANY, explanation, puzzle

#: The closing sentence where the line meets a card not known yet, in each language.
CLOSING = {
    "en": "The solution's line stops here: the next card is not known yet.",
    "fr": "La solution s’arrête ici, avant une carte inconnue.",
    "uk": "Тут розвʼязок обривається: наступна карта ще невідома.",
    "ko": "다음 카드를 아직 알 수 없어 풀이의 수순은 여기서 멈춥니다.",
}


def _words(puzzle_id: str, code: str, language: str = "en") -> str:
    set_language(language)
    return explanation(puzzle_id, code)


def test_a_right_answer_says_why_the_other_option_is_worse_by_the_count():
    """Level 1: "Answer with 4 of Flowers" 0%, and nothing said it would win the dialogue and take the
    player to 4 where the fief asks for exactly 3."""
    words = _words("000012-67", "p2L")
    other = "“Answer with 4 of Flowers”: you would then have 4 dialogues won, more than fief 3 would ask for (3)."
    assert other in words, words
    assert words.endswith(CLOSING["en"]), words
    # Level 2: "Answer with 4 of Leaves" 0% got no reason.
    words = _words("00001R-161", "p7L")
    assert "“Answer with 4 of Leaves”: with the cards left in your hand (3), you could have at most 6" in words, words


def test_a_right_answer_says_why_another_option_is_worse_in_chance_without_reading_as_a_sure_win():
    """Level 4 (the Jack of Eyes used, 50%): revealing leaves the visit lost for sure 81% of the time,
    the best move never; "with the best move, 0%" was read as "the best move always wins"."""
    words = _words("000048-12", "a1")
    assert (
        "“Reveal the next statement”: the very next cards would leave the visit lost 81% of the time, "
        "whatever you do; with the best move, never (it wins 50% in all: later cards count too)."
    ) in words, words
    assert words.endswith(CLOSING["en"]), words
    # 4 of Leaves loses once the known next statement is answered: told by that card, not "lost for sure 100%"
    words = _words("000001-15", "p7L")
    assert (
        "“Answer with 4 of Leaves”: the next statement would be the 5 of Leaves, and the only card allowed against "
        "it the 7 of Leaves, which wins it"
    ) in words, words
    assert "100% of the time" not in words, words


def test_a_wrong_answer_compares_lost_shares_without_reading_as_a_sure_win():
    words = _words("000048-12", "r")
    told = "81% of the time, whatever you do; with the best move, never (it wins 50% in all: later cards count too)"
    assert told in words, words
    assert "with the best move, 0%" not in words


def test_a_right_answer_tells_at_most_two_other_options():
    found = puzzle(MANY)  # seven cards to pick
    checked = check(found, position_of(found), found.answer, lambda: False)
    assert 0 < len(checked.others) + len(checked.counts) <= MAX_OTHERS == 2


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_closing_sentence_says_the_solution_line_stops_not_the_players_move(language):
    words = _words("000012-67", "p2L", language)
    assert words.endswith(CLOSING[language]), words
    assert "{" not in words


BARON = {
    "en": "The Baron of Eyes is watching this response: the 5 of Claws is odd, so you then discard a card",
    "fr": "Le Baron des Yeux surveille cette réponse : le 5 Griffes est impair, tu défausses donc une carte",
    "uk": "Барон Очей стежить за цією відповіддю: карта Пазурі 5 непарна, тож після неї ви скинете карту з руки",
    "ko": "눈 남작이 이 대답을 지켜보고 있습니다. 발톱 5는 홀수이므로 대답한 뒤 손에서 카드 1장을 버립니다",
}


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_a_watching_baron_of_eyes_is_named_with_what_the_responses_parity_makes_it_do(language):
    """The 5 of Claws (odd) lets the player discard the 8 of Flowers; the explanation said only "you
    stay at 3; the fief asks for 3" and never named the Baron."""
    for code in ("p5C", "p8F"):  # the right answer and the wrong one
        words = _words("00001K-76", code, language)
        assert BARON[language] in words, words
    # Before the line's discard it explains.
    words = _words("00001K-76", "p8F")
    assert words.index("The Baron of Eyes") < words.index("Then discard the 8 of Flowers")


def test_the_baron_of_eyes_is_not_said_where_the_response_ends_the_visit():
    words = _words("00002V-99", "p1E")  # fief 0 won with the 1 of Eyes: nothing is discarded then
    assert "Baron of Eyes" not in words, words


def test_two_other_options_worse_by_the_same_count_are_told_in_one_sentence():
    """Level 5 (the Lady of Claws' pick): the right answer said only numbers; both other picks leave
    every dialogue left to win, where the best one leaves room to give one away."""
    words = _words("000040-190", "c7F")
    assert (
        "“Discard 1 of Claws and 6 of Leaves”: you would then have to win all 3 dialogues left; the best "
        "move leaves room to give one away."
    ) in words, words
    assert "Хід «Скинути карти Пазурі 1 і Листя 6»: тоді вам довелося б виграти" in _words("000040-190", "c7F", "uk")


def test_no_sure_loss_after_the_best_move_is_said_beside_its_chance_to_win_when_counted_in_cards():
    """ "with the best move, for 0 of 14" read as "the best move never loses", where it wins 79%."""
    set_language("en")
    told = worse_chance_text(True, 3 / 14, 14, 0.0, 14, 0.79).replace("\xa0", " ")
    assert told == (
        "With your move, the visit is lost for sure for 3 of the 14 cards the next unseen statement can be; with "
        "the best move, for none (it wins 79% in all: later cards count too)."
    ), told
    # 00000K-18: the 7 of Flowers is told in cards first (the 6 of Leaves forced against a Leaves statement);
    # the odds follow where the panel has room for both.
    words = _words("00000K-18", "p7F")
    assert "the 6 of Leaves would have to win it" in words, words
    assert "for 0 of" not in words
