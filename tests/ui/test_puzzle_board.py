"""Once a puzzle is answered, the table shows the position after the player's move (the card
answered on the trick, an ally's effect), and B (or the first button) the best move's result, or
the position before a right answer (a first-time player saw the position before the move beside
the verdict)."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.game.action_codes import action_of_code
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from tests.cards_kit import card_of

from .input_kit import card, center_of, click, key, names, settle
from .puzzle_kit import ALLY, answer, puzzle, show

#: A wrong card answers the dialogue: the 2 of Leaves given away, the best move the 8 of Eyes.
PLAYS = "00006T-173"
#: The Prince of Leaves used too early: it would move the visit from fief 3 to fief 4.
PRINCE = "00000V-41"


def _scene(app) -> PuzzleScene:
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.verdict is not None
    return scene


def test_a_wrong_card_lies_on_the_trick_and_b_shows_the_best_card_there(app):
    found = puzzle(PLAYS)
    assert found.answer == A.Play(card_of("8E"))
    show(app, found)
    answer(app, A.Play(card_of("2L")))
    scene = _scene(app)
    model = scene.model
    assert model.response == card("2L") and "2L" not in names(model.hand)
    assert "your move" in scene.prompt_text().lower()
    key(app, pygame.K_b)
    settle(app)
    model = scene.model
    assert model.response == card("8E") and "8E" not in names(model.hand) and "2L" in names(model.hand)
    assert "best move" in scene.prompt_text()
    click(app, center_of(app, K.Button("other_board")))  # the button, as B: back to the player's move
    settle(app)
    assert scene.model.response == card("2L")


def test_an_ally_s_effect_is_on_the_table_after_a_wrong_answer(app):
    found = puzzle(PRINCE)
    show(app, found)
    before = app.scene.model
    assert before.kingdom.visiting == 3 and not before.kingdom.allies[2].exhausted
    answer(app, action_of_code("a2"))
    model = _scene(app).model
    assert model.kingdom.visiting == 4 and model.kingdom.allies[2].exhausted  # the exact solver's best fief for it


def test_a_right_ally_s_effect_follows_the_solution_s_answer_to_its_question(app):
    found = puzzle(ALLY)
    assert isinstance(found.answer, A.Activate)
    show(app, found)
    start = app.scene.model.kingdom.visiting
    answer(app, found.answer)
    scene = _scene(app)
    checked = scene.checked
    assert checked is not None
    fief = next(step.action for step in checked.solution.line if isinstance(step.action, A.PickFief))
    assert isinstance(fief, A.PickFief) and scene.model.kingdom.visiting == fief.fief != start  # the Prince moved it


def test_b_after_a_right_answer_shows_the_position_before_it(app):
    found = puzzle(PLAYS)
    show(app, found)
    answer(app, found.answer)
    scene = _scene(app)
    assert scene.model.response == card("8E")
    key(app, pygame.K_b)
    settle(app)
    assert scene.model.response is None and "8E" in names(scene.model.hand)
    assert "before your move" in scene.prompt_text()


def test_a_statement_not_known_yet_is_not_shown_after_the_answer(app):
    """Revealing an unknown statement shows nothing of it: the game's own deck would tell one
    outcome of many, which the solution does not (it stops at the first card not known yet)."""
    found = puzzle("00000W-12")  # the King of Leaves' puzzle: the top of the deck is not known
    show(app, found)
    before = app.scene.model
    assert before.known_top == () and before.statement is None
    answer(app, A.Reveal())
    scene = _scene(app)
    model = scene.model
    assert model.statement is None and model.deck_count == before.deck_count and model.hand == before.hand
    assert scene.prompt_text().startswith("Your move turns over a card not known yet: the table stops before it.")


def test_once_answered_the_question_s_skip_is_gone(app):
    """Skip stayed on the table over the board after the answer (a Ukrainian player saw
    "Пропустити" beside the verdict)."""
    show(app, puzzle("00005K-190"))
    assert K.Choice("skip") in [b.key for b in app.scene.choice_buttons()]
    answer(app, A.PickOption("skip"))
    scene = _scene(app)
    assert scene.choice_buttons() == []
