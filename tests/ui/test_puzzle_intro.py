"""A puzzle's first line: a puzzle that starts in the middle of an ability says what it did already
(p61's daily puzzle began at "Jack of Eyes: discard 1 card (choice 2/2)" with no word of the two
cards drawn and the one discarded before)."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.game.puzzles import position_of
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.puzzle_lines import ability_so_far, with_context

from .input_kit import make_app
from .puzzle_kit import puzzle, show

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
        "Already drawn: Leaves 3 · Eyes 4; discarded: Leaves 3.",
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
