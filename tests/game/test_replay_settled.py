"""The moves "Finish the visit" played for the player are no decisions: the game's record keeps
them (``GameRecord.settled``, as ``tutorial_asked``: older records read as none), the replay
steps over them and neither the replay's advice nor the end screen's review judges them. A
first-time player saw each of them counted and judged ("You played the 1 of Leaves (0%)")."""

from __future__ import annotations

import json
import random

import pytest

from forNorthwood.ai.certainty import certain_outcome
from forNorthwood.ai.infoset import VISIT_PHASES
from forNorthwood.core.events import VisitOver, VisitSettled
from forNorthwood.game.replay import Replay, record_of
from forNorthwood.game.session import Session
from forNorthwood.game.settle import finish_settled
from forNorthwood.persistence.replays import replay_of
from forNorthwood.persistence.statistics import _record_from_json, _statistics_text, record_from_session

from ..session_kit import play


@pytest.fixture(scope="module")
def game() -> Session:
    return settled_game()


def settled_game(seed: int = 211) -> Session:
    """A real game played at random, every visit whose outcome becomes certain finished with
    "Finish the visit", to the end of the game (as the game looks: a bounded search)."""
    session = Session(seed, "intro", 16)
    rng = random.Random(seed)
    while not session.over:
        state = session.state
        if state.phase in VISIT_PHASES and (outcome := certain_outcome(state, 500)) is not None:
            finish_settled(session, outcome)
        else:
            play(session, rng, steps=1)
    return session


def test_the_session_knows_the_moves_finish_the_visit_played(game):
    session = game
    settled = session.settled_moves()
    starts = [i for i, step in enumerate(session.steps) if isinstance(step.note, VisitSettled)]
    assert len(starts) >= 2, "the seed should settle more than one visit"
    expected: set[int] = set()
    for start in starts:
        end = next(i for i in range(start, len(session.steps)) if session.steps[i].state.phase not in VISIT_PHASES)
        assert any(isinstance(e, VisitOver) for e in session.steps[end].events)
        expected.update(range(start, end + 1))
    assert settled == expected
    # The player's own moves of those visits, before "Finish the visit", are not among them.
    assert all(start - 1 not in settled for start in starts)


def test_the_replay_steps_over_the_settled_moves_and_reaches_the_same_end(game):
    session = game
    settled = session.settled_moves()
    everything = Replay.build(record_of(session))
    replay = Replay.build(record_of(session), settled)
    padded = [d for d in everything.decisions if d in settled]
    assert padded, "some played-out moves had a choice of cards: they padded the count"
    assert set(replay.decisions) == set(everything.decisions) - settled
    assert not any(replay.position(i).decision for i in settled)
    assert replay.final_state == everything.final_state == session.state
    # Stepping never stops on a played-out move.
    index, seen = 0, []
    while index < replay.length:
        index = replay.next_decision(index)
        seen.append(index)
    assert not set(seen) & settled


def test_the_record_keeps_the_settled_moves_and_older_records_read_as_none(game):
    session = game
    record = record_from_session(session)
    assert record.settled == tuple(sorted(session.settled_moves())) != ()
    text = "".join(_statistics_text([record]))
    (raw,) = json.loads(text)["records"]
    assert raw["settled"] == list(record.settled)
    assert _record_from_json(raw) == record
    replay = replay_of(record)
    assert not set(replay.decisions) & set(record.settled)
    assert replay.final_state == session.state
    del raw["settled"]
    older = _record_from_json(raw)
    assert older is not None and older.settled == ()
    assert set(replay_of(older).decisions) > set(replay.decisions)  # as before: every choice counted
    raw["settled"] = ["3"]
    assert _record_from_json(raw) is None  # a damaged field is a damaged record


def test_the_replay_tells_where_finish_the_visit_played_the_rest(game):
    """The steps "Finish the visit" played are stepped over: the player's last decision before them
    says the rest of the visit was played (the game log's own sentence)."""
    from forNorthwood.i18n import speaking
    from forNorthwood.i18n.replay_text import verdict_text

    session = game
    replay = Replay.build(record_of(session), session.settled_moves())
    notes = [(i, step.note) for i, step in enumerate(session.steps) if isinstance(step.note, VisitSettled)]
    assert len(replay.settled_after) == len(notes)
    for (start, note), (before, told) in zip(notes, sorted(replay.settled_after.items()), strict=True):
        assert told == note and before < start and replay.next_decision(before) > start
        with speaking("en"):
            text = verdict_text(replay.position(before).action, (1.0, True), settled=told)
        assert "the rest of the visit was played automatically" in text, text
    assert Replay.build(record_of(session)).settled_after == {}  # an older record: nothing to tell
