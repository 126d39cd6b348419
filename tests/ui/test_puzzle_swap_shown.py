"""The King of Leaves' best move: the card to put back on the deck is shown on the table, lifted and
outlined as the game's table asks for it, not only told in words (p62: "put the 4 of Leaves on the
deck in its place" and nothing on the table)."""

from __future__ import annotations

from forNorthwood.core.cards import CARD_NAMES
from forNorthwood.game import table_keys as K
from forNorthwood.game.action_codes import action_of_code
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.puzzle_lines import BEFORE, BEST, YOURS

from .puzzle_kit import answer_with_mouse, answers, puzzle, show, wait_for_verdict

#: Level 4: use the King of Leaves (ally 3) before the next statement, then put the 4 of Leaves back.
KING = "00000X-182"


def answered(app, code: str) -> PuzzleScene:
    found = puzzle(KING)
    show(app, found)
    before = answers(app)
    answer_with_mouse(app, action_of_code(code))
    wait_for_verdict(app, before)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.answered
    return scene


def test_the_card_to_put_back_is_lit_on_the_best_move_s_board(app):
    scene = answered(app, "a2")
    four = CARD_NAMES.index("4L")
    assert scene.verdict is not None and scene.verdict.correct and scene.board == YOURS
    assert scene.looks().hand_legal == frozenset({four})
    scene.show_board(BEFORE)
    assert scene.looks().hand_legal == frozenset()


def test_a_wrong_answer_shows_it_on_the_best_move_s_board_only(app):
    scene = answered(app, "r")
    four = CARD_NAMES.index("4L")
    assert scene.looks().hand_legal == frozenset()
    scene.show_board(BEST)
    assert scene.looks().hand_legal == frozenset({four})
    lit, other = scene.locate(K.Hand(four)), scene.locate(K.Hand(next(c for c in scene.table.model.hand if c != four)))
    assert lit is not None and other is not None and lit.top < other.top  # lifted above the row
