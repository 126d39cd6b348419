"""Every answer of the shipped puzzles fits its explanation at 960×600, in every language: in a
box over the whole hand's row (no half cards peeking out under it: a Ukrainian and a Korean player
disliked the box over the lower half of the hand), at 14 px at least; the panel's button hides it.

The words are measured, not drawn: the exact solver's facts once per answer, the words in each
language."""

from __future__ import annotations

from functools import cache

from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import LANGUAGES, set_language
from forNorthwood.persistence.puzzle_files import load_puzzle_book
from forNorthwood.ui.scenes.puzzle_solution import solution_picture
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import line_height, wrap


@cache
def every_answer() -> list[tuple]:
    """Every option of every shipped puzzle, checked by the exact solver (once for the module)."""
    answers = []
    for puzzle in load_puzzle_book().puzzles:
        state = position_of(puzzle)
        for option in puzzle.options:
            answers.append((puzzle, state, option.action, check(puzzle, state, option.action, lambda: False)))
    return answers


def test_every_answer_s_explanation_fits_the_box_over_the_hand_s_row_at_960():
    table = table_layout(960, 600)
    answers = every_answer()
    size = table.text(16)
    unfit = []
    for language in LANGUAGES:
        set_language(language)
        for puzzle, state, given, checked in answers:
            picture = solution_picture(table, puzzle, state, given, checked)
            lay = picture.layout
            lines = wrap(picture.line, size, lay.follow.width)
            where = f"{language} {puzzle.id} {given}"
            boxed = lay.lower.contains(table.hand) and lay.lower.contains(lay.follow)
            if not boxed or not lay.panel.contains(lay.toggle):
                unfit.append(f"{where}: the box is not the hand's row, or has no button")
            elif not picture.line or len(lines) * line_height(size) > lay.follow.height:
                unfit.append(f"{where}: {picture.line[:60]!r}")
            elif picture.more and not picture.more_fits():
                unfit.append(f"{where}: the panel does not hold {picture.more[:60]!r}")
    assert size >= 14 and len(answers) > 800
    assert unfit == [], f"{len(unfit)} of {len(answers) * len(LANGUAGES)}: {unfit[:5]}"


def test_from_1280x800_the_explanation_covers_no_card_of_the_hand_nor_what_the_player_needs():
    """At 1280×800 the box of words over the hand hid the lower halves of its cards: from that size
    up every explanation of the book lies whole under the options (in a smaller font, no smaller
    than 14 at the reference size, where it needs it), apart from the options, the buttons and the
    message and prompt lines."""
    answers = every_answer()
    for size in ((1280, 800), (1920, 1080), (3840, 2160)):
        table = table_layout(*size)
        needed = (table.hand, table.buttons, table.message, table.prompt, table.trick, table.score, table.hud)
        for language in LANGUAGES:
            set_language(language)
            smaller = 0
            for puzzle, state, given, checked in answers:
                picture = solution_picture(table, puzzle, state, given, checked)
                where = (size, language, puzzle.id, given)
                assert picture.layout.lower.height == 0 and not picture.line and picture.more, where
                assert picture.layout.toggle.height == 0, where  # no box over the hand: no button
                assert picture.more_fits() and table.text(14) <= picture.text_size() <= table.text(16), where
                _, options, words = picture.flow(picture.layout.body)
                assert picture.layout.body.contains(words) and not words.colliderect(options), where
                assert not any(picture.layout.panel.colliderect(rect) for rect in needed), where
                smaller += picture.text_size() < table.text(16)
            assert smaller < len(answers) // 10, (size, language, smaller)  # the reference size, mostly
