"""The levels' lines speak of "the obvious move": the puzzles' screen says what it is (the rule of
thumb's move), under the statistics, whole and clear of them at 960×600 and 1280×800 in every
language. (Level 5's line gives the book's share, "fails 3 times in 5": test_puzzle_levels.)"""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.i18n.puzzles_text import obvious_move_text
from forNorthwood.ui.scenes.puzzles import PuzzlesScene
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import make_app


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_puzzles_screen_says_what_the_obvious_move_is(clock, language, size):
    app = make_app(clock, size)
    try:
        with i18n.speaking(language):
            scene = PuzzlesScene(app.ctx)
            with recording() as drawn:
                scene.draw(pygame.Surface(size))
            words = obvious_move_text()
            said = [d for d in drawn if d.message == words]
            assert said, "the obvious move is not said"
            assert not said[0].cut and not said[0].overflow and said[0].drawn_size >= MIN_TEXT
            stats = [d for d in drawn if d.message == scene.stats_text()]
            assert stats and not stats[0].cut and not stats[0].used.colliderect(said[0].used)
    finally:
        app.close()
