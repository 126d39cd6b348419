"""What a first-time player found in the puzzles' explanations: two options worse for the same reason
were told in the same sentence twice ("“Pick 7 of Eyes”: … 27% …; after the best move, 0%" then the
identical words for "Pick 8 of Eyes"); they now share one sentence."""

from __future__ import annotations

import re

import pytest

from forNorthwood.game.action_codes import action_code
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import set_language
from forNorthwood.ui.scenes.puzzle_solution import solution_picture
from forNorthwood.ui.table_places import table_layout

from .puzzle_kit import explanation, puzzle

#: Right answers whose two other options told are worse by the same chances (the daily of the
#: report, 000063-202; level 4's 000055-88), and the sentence both share, in each language.
SHARED = {
    ("000063-202", "en"): "“Discard 7 of Eyes” and “Discard 8 of Eyes”: after either, the very next cards",
    ("000055-88", "en"): "“Discard 3 of Eyes” and “Discard 5 of Eyes”: after either, the very next cards",
    ("000063-202", "fr"): "» : après l’un comme l’autre, les toutes prochaines cartes suffiraient",
    ("000063-202", "uk"): "»: після будь-якого з них самі лише найближчі невідомі карти",
    ("000063-202", "ko"): "”: 두 수 모두 27% 확률로 바로 다음 카드만으로 방문 실패가 확정되며",
}


def _bodies(words: str) -> list[str]:
    """What each sentence about a named move says after the move's name (up to its full stop)."""
    return [re.split(r"(?<=\.) ", body)[0].strip() for body in re.findall(r"[“«][^”»]*[”»]\s*:? ([^“«]*)", words)]


@pytest.mark.parametrize(("puzzle_id", "language"), sorted(SHARED))
def test_two_options_worse_for_the_same_reason_share_one_sentence(puzzle_id, language):
    set_language(language)
    try:
        words = explanation(puzzle_id, action_code(puzzle(puzzle_id).answer))
    finally:
        set_language("en")
    assert SHARED[puzzle_id, language] in words, words
    bodies = [b for b in _bodies(words) if b]
    assert len(bodies) == len(set(bodies)), words


def test_a_card_picked_is_named_by_what_the_ability_does_with_it():
    """ "Pick 8 of Claws" at a discard could mean keep: the move says what the ability does with the
    card, in the verdict, the options and the line ("Then keep the 7 of Leaves")."""
    set_language("en")
    words = explanation("000063-202", "c8C")  # the Baron of Eyes after an odd response: discard a card
    assert words.startswith("“Discard 8 of Claws” wins the visit 100%"), words
    assert "Pick" not in words, words
    words = explanation("00002N-120", "c3E")  # the Prince of Flowers: keep one card of each value
    assert words.startswith("“Keep 3 of Eyes” wins the visit 48%") and "Then keep the 7 of Leaves (48%)." in words, (
        words
    )
    assert "“Keep 3 of Leaves”:" in words, words
    for language, name in (
        ("fr", "« Défausser le 8 Griffes »"),
        ("uk", "«Скинути карту Пазурі 8»"),
        ("ko", "버리기"),
    ):
        set_language(language)
        try:
            assert name in explanation("000063-202", "c8C"), language
        finally:
            set_language("en")


def test_the_explanation_never_opens_with_a_then_line_nor_uses_an_ally_that_does_nothing():
    """Level 4: the box over the hand began "Then use ally 3, the Baron of Leaves (78%)." with nothing
    before it; and the Baron of Leaves could exchange nothing there (no equal values): revealing is as
    good, and a plain move goes before an ally among equal moves."""
    set_language("en")
    words = explanation("000055-88", "c7C")
    assert "Baron of Leaves" not in words, words
    after_verdict = words.split("This time the obvious move was right. ", 1)[1]
    assert after_verdict.startswith("After “Discard 7 of Claws”, the best play goes on. Then reveal"), words
    words = explanation("00002N-120", "c3E")
    after_verdict = words.split("next best move. ", 1)[1]
    assert not after_verdict.startswith("Then"), words


def test_the_same_pair_picked_in_the_other_order_is_one_option():
    """Level 5 (the Lady of Eyes: discard cards adding up to 7): "Pick 1 of Claws" and "Pick 6 of Leaves"
    were two rows at 40% each, the same pair in the other order; they are one option now."""
    found = puzzle("000040-190")
    state = position_of(found)
    answer = found.answer
    for language, pair in (
        ("en", "“Discard 1 of Claws and 6 of Leaves”: you would then"),
        ("fr", "« Défausser le 1 Griffes et le 6 Feuilles » : il te resterait"),
        ("uk", "Хід «Скинути карти Пазурі 1 і Листя 6»:"),
        ("ko", "“발톱 1과 나뭇잎 6을 버리기”:"),
    ):
        set_language(language)
        try:
            picture = solution_picture(
                table_layout(1280, 800), found, state, answer, check(found, state, answer, lambda: False)
            )
        finally:
            set_language("en")
        assert len(picture.options) == 2, picture.options
        words = " ".join((picture.verdict, picture.more, picture.line)).replace("\xa0", " ")
        assert pair in words, words


def test_a_number_of_dialogues_is_never_set_beside_a_fief_s_number():
    """ "more than the 0 fief 0 asks for" read as a typo: the dialogues the fief asks for come after it,
    in brackets; "Whatever cards not known yet come after" said plainly."""
    set_language("en")
    words = explanation("000012-67", "p2L")
    assert "you would then have 4 dialogues won, more than fief 3 would ask for (3)." in words, words
    assert not re.search(r"the \d+ fief \d+", words), words
    words = explanation("000063-202", "c8C")
    assert words.endswith("Whatever cards come next, the best move wins the visit."), words
