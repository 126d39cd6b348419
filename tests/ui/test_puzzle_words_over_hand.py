"""Every answer of the shipped puzzles leaves the top of the hand's cards in sight at 960×600, in
every language: the explanation over the hand takes at most the room under the cards' rank and
suit, its first sentences going under the options where the panel holds them (long French and
Ukrainian explanations hid the hand, 187 answers of 3592).

The words are measured, not drawn: the exact solver's facts once per answer, the words in each
language."""

from __future__ import annotations

from functools import cache

from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import LANGUAGES, set_language
from forNorthwood.persistence.puzzle_files import load_puzzle_book
from forNorthwood.ui.puzzle_places import lower_room
from forNorthwood.ui.scenes.puzzle_solution import check, solution_picture
from forNorthwood.ui.table_places import table_layout


@cache
def every_answer() -> list[tuple]:
    """Every option of every shipped puzzle, checked by the exact solver (once for the module)."""
    answers = []
    for puzzle in load_puzzle_book().puzzles:
        state = position_of(puzzle)
        for option in puzzle.options:
            answers.append((puzzle, state, option.action, check(puzzle, state, option.action, lambda: False)))
    return answers


def test_every_answer_s_explanation_leaves_the_hand_s_cards_in_sight_at_960():
    table = table_layout(960, 600)
    room = lower_room(table)
    answers = every_answer()
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
                assert picture.more_fits() and table.text(14) <= picture.text_size() <= table.text(16), where
                _, options, words = picture.flow(picture.layout.body)
                assert picture.layout.body.contains(words) and not words.colliderect(options), where
                assert not any(picture.layout.panel.colliderect(rect) for rect in needed), where
                smaller += picture.text_size() < table.text(16)
            assert smaller < len(answers) // 10, (size, language, smaller)  # the reference size, mostly
