"""Once a puzzle is answered: its own buttons (the other position, Retry, Next puzzle) show their
keyboard key at the keyboard, the pad's button with a controller (X, LT, RT), as the table's
buttons name the device used last; and the hand, no longer playable, lies greyed alike,
the best move's card too (the solution's panel names it)."""

from __future__ import annotations

import pygame

from forNorthwood.game import table_keys as K
from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, button_name
from forNorthwood.ui.scenes.puzzle import BOARD, NEXT, RETRY, PuzzleScene

from .puzzle_kit import MANY, answer_with_mouse, answers, book, puzzle, show, wait_for_verdict, wrong


def caps(scene: PuzzleScene) -> dict[K.Key, str]:
    return {b.key: b.hint for b in scene.buttons()}


def answered_wrong(app) -> PuzzleScene:
    found = puzzle(MANY)
    show(app, found)
    before = answers(app)
    answer_with_mouse(app, wrong(found))
    wait_for_verdict(app, before)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.answered
    return scene


def test_the_puzzle_buttons_name_the_pad_s_buttons_with_a_controller(app):
    scene = answered_wrong(app)
    try:
        app.use_device(CONTROLLER, "xbox")
        shown = caps(scene)
        assert [shown[BOARD], shown[RETRY], shown[NEXT]] == ["X", "LT", "RT"]
        assert shown[K.Button("rules")] == button_name("rules") == "View"
        app.use_device(KEYBOARD)
        shown = caps(scene)
        assert [shown[BOARD], shown[RETRY], shown[NEXT]] == ["B", "R", "N"]
    finally:
        app.use_device(KEYBOARD, "xbox")


def test_the_best_card_is_greyed_as_the_others_once_answered(app):
    scene = answered_wrong(app)
    found = scene.puzzle
    # The best move's card is neither lifted nor lit: the hand is not asked for a card any more.
    looks = scene.looks()
    assert looks.hand_legal == frozenset()
    assert looks.fiefs_legal == frozenset() and looks.slots_legal == frozenset()
    best = found.answer.card  # type: ignore[attr-defined]
    other = next(c for c in scene.table.model.hand if c != best)
    best_rect, other_rect = scene.locate(K.Hand(best)), scene.locate(K.Hand(other))
    assert best_rect is not None and other_rect is not None
    assert best_rect.top == other_rect.top


def test_once_the_dialogue_is_over_the_trick_s_left_card_is_named_the_discard_pile(app):
    """ "Discard: 11" over the trick once a puzzle was answered with a card read as the statement
    relabelled: the left card is the discard pile's top, and its words say so, with the count, as on the
    game's table after a dialogue (the same drawing)."""
    from forNorthwood.core import actions as A
    from forNorthwood.ui import text

    found = next(p for p in book().puzzles if isinstance(wrong(p), A.Play))  # a card answered
    show(app, found)
    before = answers(app)
    answer_with_mouse(app, wrong(found))
    wait_for_verdict(app, before)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.answered
    model = scene.table.model
    assert model.statement is None and model.response is not None  # the dialogue is over, its response beside
    with text.recording() as drawn:
        scene.picture().paint(pygame.Surface(app.ctx.size))
    said = [d for d in drawn if d.message.startswith(("Discard:", "Discard pile:"))]
    assert [d.message for d in said] == [f"Discard pile: {len(model.discard)}"]
    assert said[0].fits and not said[0].overflow
