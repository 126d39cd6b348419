"""Play on from here: the position as the player saw it, the unseen cards shuffled anew."""

from __future__ import annotations

import random

import pytest

from forNorthwood.ai.infoset import unseen
from forNorthwood.core import legal_actions
from forNorthwood.core.view import view
from forNorthwood.game.play_on import play_on, play_on_state
from forNorthwood.game.replay import replay_game, replay_text
from tests.session_kit import random_session


@pytest.fixture(scope="module")
def replay():
    played = random_session(4, "full")
    assert played.over
    return replay_game(played.seed, played.setup, played.threshold, replay_text(played))


def test_every_decision_is_the_same_position_for_the_player(replay):
    for index in replay.decisions:
        state = replay.state(index)
        fresh = play_on_state(state, seed=index)
        assert view(fresh) == view(state)  # what the player sees, every pile and count
        assert legal_actions(fresh) == legal_actions(state)
        assert fresh.deck[: state.known_top] == state.deck[: state.known_top]  # the cards seen on top stay
        assert sorted(unseen(fresh)) == sorted(unseen(state))


def test_the_unseen_cards_are_shuffled_anew_the_same_for_the_same_seed(replay):
    index = next(i for i in replay.decisions if len(unseen(replay.state(i))) >= 8)
    state = replay.state(index)
    assert play_on_state(state, 3) == play_on_state(state, 3)
    orders = {unseen(play_on_state(state, seed)) for seed in range(6)}
    assert len(orders) > 1
    assert all(order != unseen(state) for order in orders)  # not the game's own order (8! orders)
    assert play_on_state(state, 3).rng != state.rng  # later shuffles are new too


def test_a_practice_game_plays_on_to_its_end(replay):
    index = replay.decisions[len(replay.decisions) // 2]
    session = play_on(replay, index, seed=11)
    assert session.played_on and session.practice
    assert session.state.hand == replay.state(index).hand and not session.actions
    rng = random.Random(1)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))
    assert session.over
