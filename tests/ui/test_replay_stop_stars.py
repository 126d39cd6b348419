"""Where the game could be stopped, the replay said "stop the game · ends with 3 ★" beside a fief's
"≈2.8 ★" and "You stopped the game with 3 ★. The Hint would have chosen fief 7 (stars to expect:
≈2.8 ★)": a first-time player read the Hint's fief as worth fewer stars than stopping. The fief's
stars are what its visit adds: both say so."""

from __future__ import annotations

from dataclasses import replace

import pytest

from forNorthwood.ai.advisor import FiefChoices
from forNorthwood.core import actions as A
from forNorthwood.core import new_game
from forNorthwood.core.state import FiefStatus
from forNorthwood.game.action_codes import action_code
from forNorthwood.game.replay_advice import DecisionAdvice, OptionAdvice
from forNorthwood.i18n import speaking
from forNorthwood.i18n.review_text import stars_text
from forNorthwood.ui.scenes.replay_badges import chips_of
from forNorthwood.ui.scenes.replay_verdict import step_verdict


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_stopping_and_the_hint_s_fief_say_what_their_stars_are(language):
    state = new_game(3, "full", 16)
    won = tuple(replace(f, status=FiefStatus.WON) if i in (3, 4) else f for i, f in enumerate(state.kingdom.fiefs))
    state = replace(state, kingdom=state.kingdom.with_fiefs(won))
    stars = state.kingdom.stars
    actions = (A.choose_fief(0), A.choose_fief(6), A.STOP_GAME)
    options = tuple(OptionAdvice(action_code(a), 0.2, False) for a in actions)
    fiefs = FiefChoices("stars", 16, ((0.9, False), (1.2, False), (0.0, True)), 1)
    decision = DecisionAdvice(5, options, 1, 2, False, fiefs)  # the Hint: fief 6; stopped
    with speaking(language):
        stop = chips_of(decision, tuple(zip(actions, options, strict=True)), A.STOP_GAME, {}, state)[-1]
        verdict = step_verdict(A.STOP_GAME, state, decision, False, False, None)
        expected = stars_text(1.2, False)
        assert stop.chance is not None and str(stars) in stop.chance
        assert expected in verdict and str(stars) in verdict.replace(expected, "")
    if language == "en":
        assert stop.chance == f"keeps the {stars} ★ won, adds none"
        assert verdict == (
            f"You stopped the game with {stars} ★. The Hint would have chosen fief 6: its visit would add "
            f"≈1.2 ★ on average to the {stars} ★ won."
        )
