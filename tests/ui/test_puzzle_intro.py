"""A puzzle's first line: a puzzle that starts in the middle of an ability says what it did already
(p61's daily puzzle began at "Jack of Eyes: discard 1 card (choice 2/2)" with no word of the two
cards drawn and the one discarded before); a puzzle solved before (today's, opened again; Retry)
says so, and that answering again is practice (p61 reopened the solved daily: no word of it)."""

from __future__ import annotations

from datetime import date

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.game.puzzles import PuzzleStats, position_of
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.puzzle_lines import ability_so_far, solved_notes, with_context

from .input_kit import make_app
from .puzzle_kit import answer, press_key, puzzle, show, wrong

#: The Jack of Eyes drew the 3 of Leaves and the 4 of Eyes, then discarded the 3 of Leaves: its second discard.
MIDWAY = "000063-202"
#: A puzzle before any ability is used.
PLAIN = "00003J-103"


def test_the_jack_of_eyes_draws_and_discard_are_told():
    found = puzzle(MIDWAY)
    with i18n.speaking("en"):
        said = ability_so_far(found, position_of(found))
    assert [text.replace("\xa0", " ") for text in said] == [
        "With the Jack of Eyes, you drew the 3 of Leaves and the 4 of Eyes, then discarded the 3 of Leaves.",
        # The cards named as everywhere else in the game ("Leaves 3 · Eyes 4" read oddly: p62).
        "Already drawn: 3 of Leaves, 4 of Eyes; discarded: 3 of Leaves.",
    ]
    # A puzzle that asks no ability's question (use the King of Leaves, or reveal the statement): nothing to tell.
    plain = puzzle(PLAIN)
    assert ability_so_far(plain, position_of(plain)) == ()


def test_the_context_comes_before_the_find_sentence_and_is_left_out_last():
    goals = ("Head. Goal. Find.", "Head. Goal.", "Level. Goal.", "Goal.")
    said = with_context(goals, ("Long.", "Short."))
    assert said[0].startswith("Head. Goal. Long. ")
    assert said[1:] == (
        "Head. Goal. Long.",
        "Level. Goal. Long.",
        "Head. Goal. Short.",
        "Level. Goal. Short.",
        "Goal. Long.",
        "Goal. Short.",
        *goals,
    )
    assert with_context(goals, ()) == goals


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_first_line_says_it_in_every_language(clock, size, language):
    with i18n.speaking(language):
        app = make_app(clock, size)
        try:
            found = puzzle(MIDWAY)
            show(app, found)
            scene = app.scene
            assert isinstance(scene, PuzzleScene)
            contexts = ability_so_far(found, position_of(found))
            assert any(context in scene.table.line.text for context in contexts), scene.table.line.text
        finally:
            app.close()


def test_answering_a_solved_puzzle_again_changes_no_statistic_shown():
    """What the note promises: after a right first answer, a wrong one (and a right one) leave the
    puzzles tried, the first tries, the streak and the daily puzzles solved as they were."""
    stats = PuzzleStats().answered("a", True, date(2026, 12, 5)).answered("b", True)
    for correct in (False, True):
        again = stats.answered("a", correct, date(2026, 12, 5))
        shown = (again.tried, again.solved, again.solved_first_try, again.streak, again.best_streak, again.dailies)
        assert shown == (2, 2, 2, 2, 2, ("2026-12-05",))


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_solved_puzzle_opened_again_says_so(clock, language):
    with i18n.speaking(language):
        app = make_app(clock, (960, 600))
        try:
            found = puzzle(PLAIN)
            show(app, found)
            assert not any(note in app.scene.table.line.text for note in solved_notes(True))
            answer(app, found.answer)
            stats = app.keeper.puzzles.stats
            press_key(app, pygame.K_r)
            scene = app.scene
            assert isinstance(scene, PuzzleScene) and not scene.answered
            assert any(note in scene.table.line.text for note in solved_notes(True)), scene.table.line.text
            answer(app, wrong(found))  # practice: nothing shown changes
            after = app.keeper.puzzles.stats
            assert (after.tried, after.solved_first_try, after.streak) == (stats.tried, stats.solved_first_try, 1)
        finally:
            app.close()
