"""The strip beside the trick tells the last dialogue by the fief's exact target: a first-time player
saw a red "✗ Dialogue lost" when their score was already on the target, where losing every further
dialogue is just what the visit needs. That loss is green and said so; a dialogue won past the
target is not green."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core import actions as A
from forNorthwood.ui import text
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.scenes.visit_still import dialogue_result, dialogue_strip_rect
from forNorthwood.ui.theme import WON
from tests.cards_kit import card_of

from .input_kit import key, open_session, position_session, settle


def test_a_dialogue_lost_with_the_score_on_the_target_is_shown_as_good(app):
    # Fief 2 asks for two dialogues and two are won already: the 7 of Leaves (trump) is answered
    # with the 2 of Leaves (the suit must be followed): lost, as the visit needs.
    session = position_session(
        hand=["2L", "1E", "8E", "6C", "7F"], deck_top=["7L", "2E", "3C", "8C"], visiting=2, score=["5C", "6F"]
    )
    open_session(app, session)
    scene = app.scene
    assert isinstance(scene, VisitScene)
    key(app, pygame.K_SPACE)  # the statement
    settle(app)
    scene.act(A.play(card_of("2L")))
    settle(app)
    picture = scene.picture()
    assert picture.dialogue is False and picture.score == picture.target == 2, picture
    surface = pygame.Surface(app.ctx.size)
    with text.recording() as drawn:
        picture.paint(surface)
    words = [d.message for d in drawn if "Dialogue" in d.message or "needed" in d.message]
    assert words == ["✓ Lost, as you needed"], words
    strip = dialogue_strip_rect(scene.layout)
    assert tuple(surface.get_at((strip.left + strip.height // 2, strip.top + 3)))[:3] == WON


@pytest.mark.parametrize(
    ("won", "score", "target", "words", "good"),
    [
        (True, 2, 3, "✓ Dialogue won", True),
        (True, 3, 3, "✓ Dialogue won", True),
        (True, 4, 3, "✗ Won, one too many", False),
        (False, 1, 3, "✗ Dialogue lost", False),
        (False, 3, 3, "✓ Lost, as you needed", True),
        (False, 0, 0, "✓ Lost, as you needed", True),
    ],
)
def test_the_strips_words_follow_the_target(won, score, target, words, good):
    with i18n.speaking("en"):
        assert dialogue_result(won, score, target) == (words, good)


@pytest.mark.parametrize("language", ["fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_new_words_fit_the_strip(tmp_path, language, size):
    from forNorthwood.ui.table_places import table_layout
    from forNorthwood.ui.theme import MIN_TEXT

    lay = table_layout(*size)
    strip = dialogue_strip_rect(lay).inflate(-lay.px(16), -lay.px(6))
    with i18n.speaking("en"):
        english = {dialogue_result(won, score, 2)[0] for won, score in ((False, 2), (True, 3))}
    with i18n.speaking(language), text.recording() as drawn:
        for won, score in ((False, 2), (True, 3)):
            words, _ = dialogue_result(won, score, 2)
            assert words not in english  # translated
            text.draw_line(pygame.Surface(size), words, strip, (0, 0, 0), lay.px(24), True, "center")
    assert len(drawn) == 2 and all(d.fits and d.drawn_size >= MIN_TEXT for d in drawn), drawn
