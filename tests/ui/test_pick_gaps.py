"""The place of a card picked from the hand is outlined only where the hand lies still around it,
and only the part of it no card covers: nothing of it peeks out from behind the hand's cards."""

from __future__ import annotations

from pygame import Rect

from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.visit_picks import hand_gaps

from .puzzle_kit import MANY, answer, puzzle, show


def _row(count: int, step: int, width: int = 100) -> tuple[tuple[int, Rect], ...]:
    return tuple((card, Rect(card * step, 500, width, 150)) for card in range(count))


def test_a_picked_card_s_place_is_outlined_whole_in_a_roomy_hand() -> None:
    assert hand_gaps(_row(4, 110), (0, 2, 3)) == ((110, 500, 100, 150),)


def test_in_a_crowded_hand_only_the_part_in_sight_is_outlined() -> None:
    # Cards 80 px apart, 100 wide: the neighbours cover 20 px of each side of the picked card's place.
    assert hand_gaps(_row(4, 80), (0, 2, 3)) == ((100, 500, 60, 150),)
    # The last card's place: only its left neighbour lies over it.
    assert hand_gaps(_row(4, 80), (0, 1, 2)) == ((260, 500, 80, 150),)


def test_a_place_mostly_covered_is_not_outlined() -> None:
    assert hand_gaps(_row(5, 40), (0, 2, 3, 4)) == ()


def test_no_place_is_outlined_once_the_hand_closed_up() -> None:
    assert hand_gaps((), (0, 2)) == ()
    assert hand_gaps(_row(3, 110), (0, 2, 9)) == ()  # a card drawn since: the hand is laid anew


def test_a_solved_puzzle_s_hand_shows_no_picked_place(app) -> None:
    found = puzzle(MANY)  # its answer picks a card from the hand, with the mouse
    show(app, found)
    scene = app.scene
    assert isinstance(scene, PuzzleScene)
    answer(app, found.answer)
    assert scene.answered
    # The solved puzzle's hand closes up around the answer: no place outlined behind its cards.
    assert scene.looks().hand_anchor == ()
    assert scene.turn().hand_gaps == ()
