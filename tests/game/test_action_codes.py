"""Short action codes: every action of real games round-trips; anything else is refused."""

from __future__ import annotations

import pytest

from forNorthwood.core import actions as A
from forNorthwood.core import legal_actions
from forNorthwood.game.action_codes import action_code, action_of_code, decode_actions, encode_actions
from tests.session_kit import random_session


def test_every_action_of_random_games_round_trips():
    seen: set[str] = set()
    for seed in range(4):
        session = random_session(seed, "full")
        state = session.start
        assert state is not None
        for step in session.steps:
            for action in legal_actions(state):
                code = action_code(action)
                assert action_of_code(code) == action
                seen.add(code[0])
            state = step.state
        assert decode_actions(encode_actions(session.actions)) == tuple(session.actions)
    assert {"f", "v", "a", "r", "p", "c"} <= seen


@pytest.mark.parametrize(
    "action",
    [A.STOP_GAME, A.BACK, A.substitute("KF", 2), A.unsubstitute(3), A.pick_suit("E"), A.pick_fief(7), A.pick_slot(0)]
    + [A.pick_option(o) for o in A.PICK_OPTIONS],
)
def test_the_rarer_actions_round_trip(action):
    assert action_of_code(action_code(action)) == action


@pytest.mark.parametrize(
    "code", ["", "f", "f8", "f33", "p9L", "p5l", "pXX", "s2ZZ", "s9KF", "a4", "rr", "q", "ofoo", "ti"]
)
def test_bad_codes_are_refused(code):
    with pytest.raises(ValueError):
        action_of_code(code)


def test_bad_texts_are_refused():
    assert decode_actions("") == ()
    for text in ("f3  v", " f3", "f3 ", "f3\nv"):
        with pytest.raises(ValueError):
            decode_actions(text)
