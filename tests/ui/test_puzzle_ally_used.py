"""After a move that only uses an ally, "The table shows your move" beside a table that looks much
as before it: only the ally's slot, turned, and what the ability does next (a card not known yet, or
its question) is not shown. The solution's panel then lies over the ruler's column, not the allies'
(the player saw "hidden under the solution panel" and not the answer), and the prompt line says it:
the ally used, exhausted, and that nothing else changes yet (or that the next card is not known yet),
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
from forNorthwood.ui.puzzle_places import moved_left, solution_layout
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


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
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
        assert said.startswith("You used the King of Leaves (ally 3): it is exhausted"), said
        assert "nothing else changes yet" in said and "solution" not in said
        slot = scene.layout.ally_slots[2]
        assert scene.panel() and not any(part.colliderect(slot) for part in scene.panel())
        # The panel lies left of the trick, below the fiefs, whole in the window.
        lay, panel = scene.layout, scene.panel()[0]
        assert panel.right < lay.trick.left and panel.top >= lay.fiefs.bottom and panel.left >= 0
        press_key(app, pygame.K_b)  # the position before the move: the usual words; the panel stays
        assert scene.board == BEFORE and scene.prompt_text().startswith("The table shows the position before")
        assert scene.panel()[0] == panel
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


@pytest.mark.parametrize(
    "size", [(960, 600), (1024, 768), (1200, 900), (1280, 720), (1280, 800), (1920, 1080), (2560, 1080), (3840, 2160)]
)
def test_the_panel_has_room_over_the_rulers_column(size):
    """Moved over the ruler's column, the panel keeps its height, grows to the trick (no deck peeking
    out beside it) and clears the trick, the fiefs and every ally's slot, boxed (its button over the
    hand's words) or not."""
    lay = table_layout(*size)
    for boxed in (False, True):
        solution = solution_layout(lay, boxed)
        moved = moved_left(solution, lay)
        assert moved is not None, size
        assert moved.panel.height == solution.panel.height and moved.panel.width >= solution.panel.width
        assert moved.panel.right == lay.trick.left - lay.px(12) and moved.lower == solution.lower
        assert moved.body.width - solution.body.width == moved.panel.width - solution.panel.width
        assert moved.panel.right < lay.trick.left and moved.panel.top >= lay.fiefs.bottom and moved.panel.left >= 0
        assert not any(moved.panel.colliderect(slot) for slot in lay.ally_slots)
        assert moved.panel.contains(moved.title) and moved.panel.contains(moved.body)
        assert not boxed or moved.panel.contains(moved.toggle)
