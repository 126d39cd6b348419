"""What a first-time player found on the puzzles' odds lines: "best · yours" in some panels, "✓ ←" in
others, which no one could read. The marks stay in words where the moves fit beside them in the table's
shorter names ("7 of Claws"); where signs remain, a line under the options says what they mean."""

from __future__ import annotations

import pytest

from forNorthwood.game.action_codes import action_of_code
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import speaking
from forNorthwood.i18n.puzzles_text import option_mark
from forNorthwood.ui.scenes.puzzle_solution import solution_picture
from forNorthwood.ui.solution_panel import BEST_SIGN, YOURS_SIGN
from forNorthwood.ui.table_places import table_layout

from .puzzle_kit import MANY, puzzle


def _drawn(drawn: list[str], puzzle_id: str, code: str, language: str, size: tuple[int, int]) -> list[str]:
    found = puzzle(puzzle_id)
    state = position_of(found)
    given = action_of_code(code)
    drawn.clear()
    with speaking(language):
        picture = solution_picture(table_layout(*size), found, state, given, check(found, state, given, lambda: False))
        picture.images()
        return [line.replace("\xa0", " ") for line in drawn[1:]]  # the title's "✓ Right" apart


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_long_move_name_gives_way_to_the_table_s_name_before_the_words_give_way_to_signs(solution_lines, language):
    """Level 4 at 960×600: "Discard 7 of Claws" beside "best · yours" did not fit: the marks turned to
    "✓ ←"; the row now names the card ("7 of Claws") and keeps the words."""
    drawn = _drawn(solution_lines, "000055-88", "c7C", language, (960, 600))
    with speaking(language):
        assert option_mark(True, True) in drawn, drawn
    assert not any(BEST_SIGN in line or YOURS_SIGN in line for line in drawn), drawn


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_signs_in_two_columns_are_told_in_words_under_the_options(solution_lines, language, size):
    """Seven options in two columns keep the signs: the free cell under them says what they mean."""
    found = puzzle(MANY)
    worst = min(found.options, key=lambda o: o.success).action
    from forNorthwood.game.action_codes import action_code

    drawn = _drawn(solution_lines, MANY, action_code(worst), language, size)
    with speaking(language):
        best, yours = option_mark(True, False), option_mark(False, True)
    if BEST_SIGN in drawn:
        assert f"{BEST_SIGN} {best}   {YOURS_SIGN} {yours}" in drawn, drawn


def test_a_pair_too_long_for_words_is_told_with_its_legend(solution_lines):
    """Level 5 (the Lady of Eyes' total, 000040-190) at 960×600: the pair "1 of Claws + 6 of Leaves" is
    one option; the signs beside "Discard 7 of Flowers" come with their words under the options."""
    drawn = _drawn(solution_lines, "000040-190", "c7F", "en", (960, 600))
    assert "1 of Claws + 6 of Leaves" in drawn, drawn
    assert f"{BEST_SIGN} {YOURS_SIGN}" not in drawn or f"{BEST_SIGN} {YOURS_SIGN} best · yours" in drawn, drawn
