"""Replays: a recorded game replays to the same final state; old and damaged records are refused."""

from __future__ import annotations

import pytest

from forNorthwood.core import state_to_json
from forNorthwood.core.actions import ChooseFief
from forNorthwood.core.state import Phase
from forNorthwood.game.replay import (
    DIVERGED,
    FUTURE,
    INVALID,
    MISSING,
    REPLAY_VERSION,
    Replay,
    ReplayProblem,
    decode_replay,
    record_of,
    replay_game,
    replay_text,
)
from tests.session_kit import random_session


@pytest.fixture(scope="module")
def session():
    # Undo and redo along the way: the record holds the line played, not the undone moves.
    played = random_session(3, "full", undo_every=7)
    assert played.over and played.undo_count
    return played


def test_a_recorded_game_replays_to_the_same_final_state(session):
    text = replay_text(session)
    assert text.startswith(f"{REPLAY_VERSION};1;")
    replay = replay_game(session.seed, session.setup, session.threshold, text)
    assert replay.length == len(session.actions)
    assert state_to_json(replay.final_state) == state_to_json(session.state)
    for index, step in enumerate(session.steps):
        assert replay.state(index + 1) == step.state
        assert replay.position(index).action == step.action


def test_the_text_is_compact(session):
    text = replay_text(session)
    assert len(text) < 5 * len(session.actions) + 50


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_games_of_both_setups_replay(seed):
    for setup in ("intro", "full"):
        played = random_session(seed, setup, undo_every=5)
        replay = Replay.build(record_of(played))
        assert replay.final_state == played.state


def test_positions_decisions_and_visits(session):
    replay = replay_game(session.seed, session.setup, session.threshold, replay_text(session))
    assert len(replay.visit_starts) == 8
    for visit, start in enumerate(replay.visit_starts):
        position = replay.position(start)
        assert position.state.phase is Phase.CHOOSE_FIEF and position.visit == visit
        assert replay.visit_start(visit) == start
    assert replay.visit_of(replay.length) == 7
    # Stepping by decision forwards visits every decision in order, and back again.
    index, forwards = 0, []
    while (index := replay.next_decision(index if forwards else -1)) < replay.length:
        forwards.append(index)
    assert tuple(forwards) == replay.decisions
    backwards, index = [], replay.length
    while index > 0:
        index = replay.previous_decision(index)
        backwards.append(index)
    assert [d for d in reversed(backwards) if d in replay.decisions] == list(replay.decisions)
    for index in replay.decisions:
        position = replay.position(index)
        assert position.decision and position.action is not None
    end = replay.position(replay.length)
    assert end.action is None and end.events == () and end.state.phase is Phase.GAME_OVER
    with pytest.raises(IndexError):
        replay.position(replay.length + 1)
    # Every fief choice is a decision (eight fiefs to choose among, then fewer, until the last).
    choices = [i for i, a in enumerate(session.actions) if isinstance(a, ChooseFief)]
    assert set(choices[:-1]) <= set(replay.decisions)


def test_a_record_from_before_replays_is_refused_as_missing(session):
    with pytest.raises(ReplayProblem) as refused:
        replay_game(session.seed, session.setup, session.threshold, None)
    assert refused.value.code == MISSING


def _damaged(text: str) -> list[str]:
    version, _answered, final, codes = text.split(";", 3)
    return [
        "",
        "x;1;" + final + ";" + codes,
        "0;1;" + final + ";" + codes,
        f"{version};2;{final};{codes}",
        f"{version};1;{final[:-1]};{codes}",
        f"{version};1;{final.upper()};{codes}",
        f"{version};1;{final}",
        f"{version};1;{final};{codes} zz",
        f"{version};1;{final};{codes.replace(' ', '  ', 1)}",
    ]


def test_damaged_records_are_refused_as_invalid(session):
    for text in [*_damaged(replay_text(session)), 42, ["f3"]]:
        with pytest.raises(ReplayProblem) as refused:
            replay_game(session.seed, session.setup, session.threshold, text)
        assert refused.value.code == INVALID, text
    for seed, setup, threshold in ((None, "full", 16), (3, "nope", 16), (3, "full", 17), (3, "full", True)):
        with pytest.raises(ReplayProblem) as refused:
            decode_replay(seed, setup, threshold, replay_text(session))
        assert refused.value.code == INVALID


def test_a_newer_record_is_refused_as_future(session):
    text = replay_text(session)
    with pytest.raises(ReplayProblem) as refused:
        replay_game(session.seed, session.setup, session.threshold, f"{REPLAY_VERSION + 1}{text[1:]}")
    assert refused.value.code == FUTURE


def test_edited_records_are_refused_as_diverged(session):
    text = replay_text(session)
    version, answered, final, codes = text.split(";", 3)
    cut = codes.rsplit(" ", 3)[0]  # the last actions left out: another final state
    other = "0" * 32
    for edited, seed in ((f"{version};{answered};{final};{cut}", session.seed), (f"{version};1;{other};{codes}", 3)):
        with pytest.raises(ReplayProblem) as refused:
            replay_game(seed, session.setup, session.threshold, edited)
        assert refused.value.code == DIVERGED
    # Another seed: the same actions are soon illegal, or lead elsewhere.
    with pytest.raises(ReplayProblem) as refused:
        replay_game(session.seed + 1, session.setup, session.threshold, text)
    assert refused.value.code == DIVERGED
