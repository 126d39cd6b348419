"""Every answer of the shipped puzzles leaves the top of the hand's cards in sight at 960×600, in
every language: the explanation over the hand takes at most the room under the cards' rank and
suit, its first sentences going under the options where the panel holds them (long French and
Ukrainian explanations hid the hand, 187 answers of 3592).

The words are measured, not drawn: the exact solver's facts once per answer, the words in each
language."""

from __future__ import annotations

from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import LANGUAGES, set_language
from forNorthwood.persistence.puzzle_files import load_puzzle_book
from forNorthwood.ui.puzzle_places import lower_room
from forNorthwood.ui.scenes.puzzle_solution import check, solution_picture
from forNorthwood.ui.table_places import table_layout


def test_every_answer_s_explanation_leaves_the_hand_s_cards_in_sight_at_960():
    table = table_layout(960, 600)
    room = lower_room(table)
    answers = []
    for puzzle in load_puzzle_book().puzzles:
        state = position_of(puzzle)
        for option in puzzle.options:
            answers.append((puzzle, state, option.action, check(puzzle, state, option.action, lambda: False)))
    hidden = []
    for language in LANGUAGES:
        set_language(language)
        for puzzle, state, given, checked in answers:
            picture = solution_picture(table, puzzle, state, given, checked)
            lower = picture.layout.lower
            if picture.layout.follow.height > room or lower.top < table.hand.bottom - table.card.height // 2:
                hidden.append(f"{language} {puzzle.id} {given}: {picture.line[:60]!r}")
            elif picture.more and not picture.more_fits():
                hidden.append(f"{language} {puzzle.id} {given}: the panel does not hold {picture.more[:60]!r}")
    assert len(answers) > 800 and hidden == [], f"{len(hidden)} of {len(answers) * len(LANGUAGES)}: {hidden[:5]}"
