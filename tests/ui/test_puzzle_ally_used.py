"""After a move that only uses an ally, "The table shows your move" beside a table that looked as
before it: the ally's slot, turned, lies under the solution's panel, and what the ability does next
(a card not known yet, or its question) is not shown. The prompt line says it: the ally used, under
the solution, exhausted, and that nothing else changes yet (or that the next card is not known yet),
on one line at a readable size at 960×600 in every language."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core import actions as A
from forNorthwood.core.view import TableModel
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n.messages import _CHARACTER_NAMES
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.puzzle_lines import BEFORE, BEST, YOURS, answered_prompt
from forNorthwood.ui.scenes.puzzle_table import ally_only, board_stop
from forNorthwood.ui.still_drawing import draw_prompt
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import make_app
from .puzzle_kit import answer, press_key, puzzle, show

#: The player's puzzle: the King of Leaves (ally 3) is the answer; it looks at a card already seen.
KING = "00003J-103"
#: A Jack of Eyes (ally 2) whose draw is not known yet.
JACK = "00000N-52"


def test_the_moves_that_only_use_an_ally_are_found():
    for puzzle_id, used, unknown in ((KING, (2, "KL"), False), (JACK, (1, "JE"), True)):
        found = puzzle(puzzle_id)
        state = position_of(found)
        checked = check(found, state, found.answer, lambda: False)
        model, stopped = board_stop(state, checked.shown_moves(found.answer, best=True))
        assert (ally_only(TableModel.from_state(state), model), stopped) == (used, unknown)
    # A card answered on the trick is seen: not "only an ally".
    found = puzzle("00002R-16")
    state = position_of(found)
    checked = check(found, state, found.answer, lambda: False)
    model, _stopped = board_stop(state, checked.shown_moves(found.answer, best=True))
    assert ally_only(TableModel.from_state(state), model) is None


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_prompt_says_the_king_of_leaves_was_used(clock, size):
    app = make_app(clock, size)
    try:
        found = puzzle(KING)
        assert isinstance(found.answer, A.Activate)
        show(app, found)
        answer(app, found.answer)
        scene = app.scene
        assert isinstance(scene, PuzzleScene) and scene.answered and scene.board == YOURS
        said = scene.prompt_text().replace("\xa0", " ")
        assert said.startswith("You used the King of Leaves (ally 3, under the solution)"), said
        assert "nothing else changes yet" in said
        press_key(app, pygame.K_b)  # the position before the move: the usual words
        assert scene.board == BEFORE and scene.prompt_text().startswith("The table shows the position before")
        press_key(app, pygame.K_b)
        assert scene.prompt_text().replace("\xa0", " ") == said
    finally:
        app.close()


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_ally_words_fit_the_prompt_line_at_960(language):
    pygame.font.init()
    lay = table_layout(960, 600)
    surface = pygame.Surface(lay.size)
    small = []
    with i18n.speaking(language):
        for code in _CHARACTER_NAMES:
            for board in (YOURS, BEST):
                for unknown in (False, True):
                    words = answered_prompt(board, unknown, (3, code))
                    assert "{" not in words and "4" in words
                    with recording() as drawn:
                        draw_prompt(surface, lay, words)
                    (line,) = drawn
                    if line.drawn_size < MIN_TEXT or line.overflow:
                        small.append((code, board, unknown, line.drawn_size))
    assert not small
