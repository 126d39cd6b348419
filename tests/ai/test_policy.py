"""The greedy policy's response rule against its plain statement (min/max over the winners and losers)."""

from __future__ import annotations

from random import Random

from forNorthwood.ai.policy import greedy_response, strength
from forNorthwood.core import apply, new_game
from forNorthwood.core.actions import Action, Play
from forNorthwood.core.rules import legal_actions
from forNorthwood.core.state import PHASE_RESPOND


def _by_the_rule(statement: int, trump: int | None, need: int, legal: tuple[Action, ...]) -> Action:
    """Win with the cheapest winner while dialogues are needed, else lose with the strongest loser;
    when that is impossible, give away the least (the first of equals, as ``min`` and ``max`` give)."""
    winners: list[tuple[int, Action]] = []
    losers: list[tuple[int, Action]] = []
    for action in legal:
        assert isinstance(action, Play)
        card = action.card
        wins = card > statement if card >> 3 == statement >> 3 else card >> 3 == trump
        (winners if wins else losers).append((strength(card, trump), action))
    if need > 0:
        return min(winners or losers, key=lambda pair: pair[0])[1]
    if losers:
        return max(losers, key=lambda pair: pair[0])[1]
    return min(winners, key=lambda pair: pair[0])[1]


def test_greedy_response_follows_its_rule() -> None:
    rng = Random(28)
    checked = 0
    for seed in range(30):
        state = new_game(seed)
        while state.phase.value != "game_over":
            legal = legal_actions(state)
            if state.phase is PHASE_RESPOND:
                assert state.statement is not None and state.target is not None
                need = state.target - len(state.score)
                chosen = greedy_response(state, legal)
                assert chosen is _by_the_rule(state.statement, state.trump, need, legal)
                checked += 1
            state, _ = apply(state, legal[rng.randrange(len(legal))])
    assert checked > 1000, checked
