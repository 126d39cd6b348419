"""The solution's list marks the best move and the player's in words or in signs, never by colour
alone (at 960×600 the words did not fit, and only the gold and the white told them apart)."""

from __future__ import annotations

import pytest

from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import LANGUAGES, speaking
from forNorthwood.i18n.puzzles_text import option_mark
from forNorthwood.ui.scenes.puzzle_solution import solution_picture
from forNorthwood.ui.solution_panel import BEST_SIGN, YOURS_SIGN
from forNorthwood.ui.table_places import table_layout

from .puzzle_kit import MANY, puzzle, wrong


@pytest.mark.parametrize("right", [True, False], ids=["best given", "wrong given"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_longest_list_marks_the_best_and_the_player_s_move(solution_lines, language, size, right):
    found = puzzle(MANY)
    state = position_of(found)
    given = found.answer if right else wrong(found)
    drawn = solution_lines
    with speaking(language):
        checked = check(found, state, given, lambda: False)
        picture = solution_picture(table_layout(*size), found, state, given, checked)
        assert len(picture.options) >= 7
        picture.images()
        if right:  # one mark says both
            assert option_mark(True, True) in drawn or f"{BEST_SIGN} {YOURS_SIGN}" in drawn, drawn
            return
        best, yours = option_mark(True, False), option_mark(False, True)
    assert best in drawn or BEST_SIGN in drawn, drawn
    assert yours in drawn or YOURS_SIGN in drawn, drawn
    assert (best in drawn) == (yours in drawn)  # the same kind of mark for both
