"""What a first-time player found in the puzzles' explanations: two options worse for the same reason
were told in the same sentence twice ("“Pick 7 of Eyes”: … 27% …; after the best move, 0%" then the
identical words for "Pick 8 of Eyes"); they now share one sentence."""

from __future__ import annotations

import re

import pytest

from forNorthwood.game.action_codes import action_code
from forNorthwood.i18n import set_language

from .puzzle_kit import explanation, puzzle

#: Right answers whose two other options told are worse by the same chances (the daily of the
#: report, 000063-202; level 4's 000055-88), and the sentence both share, in each language.
SHARED = {
    ("000063-202", "en"): "“Pick 7 of Eyes” and “Pick 8 of Eyes”: after either, the next cards not known yet",
    ("000055-88", "en"): "“Pick 3 of Eyes” and “Pick 5 of Eyes”: after either, the next cards not known yet",
    ("000063-202", "fr"): "» : après l’un comme l’autre, selon les prochaines cartes inconnues",
    ("000063-202", "uk"): "»: після будь-якого з них, коли відкриються наступні невідомі карти",
    ("000063-202", "ko"): "”: 다음에 아직 모르는 카드가 나온 뒤 방문 실패가 확정될 확률은 어느 수를 두어도",
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
