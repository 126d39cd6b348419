"""A puzzle that starts in the middle of the Lady of Eyes' discards asks for her whole total: p64
read "Discard cards adding up to 7, the drawn cards' total" where she had drawn the 4 of Leaves and
the 7 of Flowers (11) and the 4 of Leaves was discarded already (the session keeps no step before
the puzzle's position)."""

from __future__ import annotations

from forNorthwood import i18n
from forNorthwood.ui.scenes.puzzle import PuzzleScene
from forNorthwood.ui.scenes.visit_prompt import prompt_text

from .puzzle_kit import puzzle, show

LADY = "000040-190"


def test_the_lady_of_eyes_total_counts_the_discards_before_the_puzzle(app):
    show(app, puzzle(LADY))
    scene = app.scene
    assert isinstance(scene, PuzzleScene)
    assert scene.session.sum_to_reach() == (11, 7)
    with i18n.speaking("en"):
        said = prompt_text(scene.session, None, False, None)
    assert "adding up to 11, the drawn cards' total: 7 still to reach" in said, said
