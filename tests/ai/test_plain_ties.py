"""On equal values the Hint rings the plainest choice: not a card that wins a dialogue the player
does not need."""

from __future__ import annotations

from forNorthwood.ai.advisor import advise
from forNorthwood.core import actions as A
from forNorthwood.core import legal_actions
from tests.cards_kit import card_of

from ..core.position_kit import position


def test_a_lost_visit_rings_a_response_that_loses_not_the_trump_that_wins() -> None:
    # Fief 0 (win none), one dialogue won already: lost whatever happens, every response 0%.
    # The Queen of Claws rules: the 1 of Claws is trump and would win the 3 of Flowers, needlessly.
    state = position(["1C", "5E", "4E"], discard=["3F"], score=["2F"], visiting=0, phase="respond")
    assert legal_actions(state)[0] == A.play(card_of("1C"))
    advice = advise(state, 100)
    assert {e.success for e in advice.actions} == {0.0}
    best = advice.best_action
    assert best is not None and best.action in (A.play(card_of("4E")), A.play(card_of("5E")))
