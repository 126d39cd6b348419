"""A game's record keeps its replay; older records stay valid; the advice is kept beside it."""

from __future__ import annotations

import json
from dataclasses import asdict

import pytest

from forNorthwood.game.action_codes import action_code
from forNorthwood.game.replay import MISSING, ReplayProblem, record_of
from forNorthwood.game.replay_advice import DecisionAdvice, GameAdvice, OptionAdvice
from forNorthwood.persistence.replays import advice_path, load_game_advice, replay_of, save_game_advice
from forNorthwood.persistence.statistics import (
    GameRecord,
    Statistics,
    load_statistics,
    record_from_session,
    save_statistics,
)
from tests.session_kit import random_session


@pytest.fixture(scope="module")
def session():
    return random_session(11, "full", undo_every=9)


def test_the_record_of_a_game_replays_it(session, tmp_path):
    record = record_from_session(session)
    assert record.replay is not None
    path = tmp_path / "statistics.json"
    save_statistics(path, Statistics([record]))
    (read,) = load_statistics(path)[0].records
    assert read == record
    replay = replay_of(read)
    assert replay.final_state == session.state


def test_records_from_before_replays_stay_valid(session, tmp_path):
    record = record_from_session(session)
    old = _as_json(record)
    del old["replay"]
    document = {
        "kind": "fornorthwood-statistics",
        "version": 1,
        "records": [old, {**old, "game_id": "other", "replay": {"not": "text"}}],
    }
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    stats, warnings = load_statistics(path)
    assert not warnings and stats.skipped == 0
    first, second = stats.records
    assert first.replay is None and second.replay is None
    with pytest.raises(ReplayProblem) as refused:
        replay_of(first)
    assert refused.value.code == MISSING
    save_statistics(path, stats)
    assert load_statistics(path)[0].records == [first, second]


def _as_json(record: GameRecord) -> dict:
    return {**asdict(record), "fiefs": list(record.fiefs), "abilities_used": list(record.abilities_used)}


def test_advice_is_kept_beside_the_record(session, tmp_path):
    replay = replay_of(record_from_session(session))
    index = replay.decisions[0]
    decisions = []
    for i in replay.decisions:
        taken = replay.position(i).action
        assert taken is not None
        decisions.append(DecisionAdvice(i, (OptionAdvice(action_code(taken), 0.5, False),), 0, 0, i != index))
    advice = GameAdvice(record_of(session).final, 300, tuple(decisions))
    path = advice_path(tmp_path, session.game_id)
    assert load_game_advice(path, replay) is None  # none yet
    save_game_advice(path, advice)
    assert load_game_advice(path, replay) == advice
    assert load_game_advice(path, replay, budget_ms=100) is None  # another budget: computed again
    path.write_text("{damaged", encoding="utf-8")
    assert load_game_advice(path, replay) is None
    with pytest.raises(ValueError):
        advice_path(tmp_path, "../escape")
