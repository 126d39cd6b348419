"""A player solved a level-4 puzzle with the obvious move and read the level's line ("the obvious
one often fails") as a contradiction: a right answer that is the obvious move (the quick rule of
thumb's) says so, at the levels whose lines speak of it."""

from __future__ import annotations

from forNorthwood.ai.infoset import canonical
from forNorthwood.ai.policy import greedy_action
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import speaking
from forNorthwood.persistence.puzzle_files import load_puzzle_book
from forNorthwood.ui.scenes.puzzle_solution import OBVIOUS_LEVEL, solution_picture
from forNorthwood.ui.table_places import table_layout

LINE = "This time the obvious move was right."


def verdict_words(puzzle, given) -> str:
    state = position_of(puzzle)
    checked = check(puzzle, state, given, lambda: False)
    return solution_picture(table_layout(1280, 800), puzzle, state, given, checked).verdict


def test_a_right_obvious_answer_says_so_and_no_other_does():
    book = sorted(load_puzzle_book().puzzles, key=lambda p: p.id)
    obvious = [p for p in book if greedy_action(canonical(position_of(p))) == p.answer]
    other = [p for p in book if p not in obvious]
    hard = next(p for p in obvious if p.level >= OBVIOUS_LEVEL)
    easy = next(p for p in obvious if p.level < OBVIOUS_LEVEL)
    missed = next(p for p in other if p.level >= OBVIOUS_LEVEL)
    wrong = next(o.action for o in hard.options if o.action != hard.answer)
    with speaking("en"):
        assert verdict_words(hard, hard.answer).endswith(" " + LINE)
        assert LINE not in verdict_words(hard, wrong)  # a wrong answer: the verdict says why
        assert LINE not in verdict_words(easy, easy.answer)  # its level's line says nothing of it
        assert LINE not in verdict_words(missed, missed.answer)  # the obvious move was not the answer
