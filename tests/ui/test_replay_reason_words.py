"""A replay's marked choice says why it was worse (``DecisionAdvice.reason``), in place of the drop's
note, and the verdict stays whole on two lines at 960×600, at the text floor or above."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game.action_codes import action_code
from forNorthwood.game.replay import replay_game
from forNorthwood.game.replay_advice import DecisionAdvice, OptionAdvice
from forNorthwood.game.replay_reason import AllyCount, AllyIdle, SuitBeats
from forNorthwood.i18n import speaking
from forNorthwood.i18n.replay_text import drop_note
from forNorthwood.ui import assets
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scenes.replay_picture import verdict_area
from forNorthwood.ui.scenes.replay_verdict import reason_words, step_verdict, told_after
from forNorthwood.ui.text import fit
from forNorthwood.ui.theme import MIN_TEXT
from tests.game.test_replay_reason import P61

#: p61's marked steps 30 (the 2 of Eyes played, the Hint's 4 of Eyes) and 62 (the Queen of Flowers).
STEPS = {
    36: ("p4E", 0.94, 0.83, SuitBeats("2E", "4E", 1, 2, 4, True)),
    78: ("r", 0.99, 0.83, AllyCount("QF", 2, 2, 1)),
    122: ("r", 0.89, 0.63, AllyIdle("QF")),  # a reason of another kind on a real position: only its words
}


@pytest.fixture(scope="module")
def replay():
    return replay_game(4242, "full", 16, P61)


def _decision(replay, index: int) -> DecisionAdvice:
    best, kept, got, reason = STEPS[index]
    played = action_code(replay.position(index).action)
    options = (OptionAdvice(played, got, False), OptionAdvice(best, kept, True))
    return DecisionAdvice(index, options, 1, 0, True, reason=reason)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_a_marked_choice_says_why_instead_of_how_much_and_fits_at_960(replay, language):
    pygame.init()
    lay = replay_layout(960, 600)
    with speaking(language):
        for index in STEPS:
            decision = _decision(replay, index)
            state, played = replay.state(index), replay.position(index).action
            why = reason_words(decision.reason)
            assert why and "{" not in why
            text = step_verdict(played, state, decision, False, True, None, costliest=True)
            assert text.endswith(why)
            assert drop_note(round(decision.drop * 100), False) not in text
            unmarked = step_verdict(played, state, decision, False, False, None)
            assert why not in unmarked  # said only on a marked choice
            text = told_after(text, replay, index, None)
            area = verdict_area(lay, text)
            pad = lay.table.px(8)
            size, lines = fit(text, area.width - 2 * pad, area.height, lay.table.text(19), False, MIN_TEXT)
            widest = max(assets.text_width(line, size, False) for line in lines)
            assert len(lines) <= 2 and widest <= area.width - 2 * pad, (language, index, size, lines)
            assert size >= MIN_TEXT and len(lines) * assets.font(size).get_linesize() <= area.height, text
