"""The keeper's door to replays: a recorded game opened, damaged or old ones refused in the
player's words (the record left as it is), the advice computed once and kept beside the record."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from forNorthwood.game.replay import REPLAY_VERSION
from forNorthwood.game.session import Session
from forNorthwood.i18n import speaking
from forNorthwood.keeper import Keeper, ReplayRefused
from forNorthwood.persistence.files import write_json
from forNorthwood.persistence.folders import default_folders
from forNorthwood.persistence.replays import advice_path

BUDGET = 2  # the advisor's work per decision here: a whole game weighed in seconds


def finished_game(keeper: Keeper, seed: int = 5) -> Session:
    session = keeper.new_game(seed, "intro", 16)
    rng = random.Random(seed)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))
    return session


def test_a_recorded_game_is_replayed_to_the_very_end_it_had():
    keeper = Keeper(default_folders())
    session = finished_game(keeper)
    record = keeper.record_of(session)
    assert record is not None and record.replay is not None
    replay = keeper.replay(record)
    assert replay.final_state == session.state
    assert replay.length == len(session.actions)
    # The record read back from the statistics file replays as the one kept in memory.
    (again,) = [r for r in keeper.recorded_games() if r.game_id == session.game_id]
    assert keeper.replay(again).final_state == session.state


@pytest.mark.parametrize("code", ["missing", "future", "invalid", "diverged"])
def test_an_old_newer_or_damaged_record_is_refused_in_words_and_kept(code):
    keeper = Keeper(default_folders())
    session = finished_game(keeper)
    record = keeper.record_of(session)
    assert record is not None and record.replay is not None
    version, answered, final, actions = record.replay.split(";", 3)
    text = {
        "missing": None,
        "future": f"{REPLAY_VERSION + 1};{answered};{final};{actions}",
        "invalid": f"{version};{answered};{final};{actions} zz?",
        "diverged": f"{version};{answered};{'0' * 32};{actions}",
    }[code]
    stored = default_folders().statistics.read_bytes()
    with pytest.raises(ReplayRefused) as refused:
        keeper.replay(replace(record, replay=text))
    assert refused.value.code == code
    assert "statistics" in refused.value.message and "replay" in refused.value.message
    with speaking("fr"), pytest.raises(ReplayRefused) as in_french:
        keeper.replay(replace(record, replay=text))
    assert "statistiques" in in_french.value.message
    assert default_folders().statistics.read_bytes() == stored  # nothing lost, nothing rewritten


def test_the_advice_is_computed_once_kept_beside_the_record_and_reused():
    keeper = Keeper(default_folders())
    session = finished_game(keeper)
    record = keeper.record_of(session)
    assert record is not None
    replay = keeper.replay(record)
    assert keeper.kept_advice(record, replay, BUDGET) is None
    told: list[tuple[int, int]] = []
    advice = keeper.advice_work(record, replay, lambda done, total: told.append((done, total)), BUDGET)(lambda: False)
    assert told[-1] == (len(replay.decisions), len(replay.decisions))
    assert advice_path(keeper.advice_folder, record.game_id).is_file()
    assert keeper.kept_advice(record, replay, BUDGET) == advice  # the second opening: read, not computed
    assert keeper.kept_advice(record, replay, BUDGET * 2) is None  # another budget: computed again
    # A damaged file is no advice (computed again and written over), never a crash.
    advice_path(keeper.advice_folder, record.game_id).write_text("{not json", encoding="utf-8")
    assert keeper.kept_advice(record, replay, BUDGET) is None


def sure_win_over(cards: int) -> float:
    """A sure win as the exact solver sums it: a share of 1/cards for each unseen card."""
    total = 0.0
    for _ in range(cards):
        total += 1.0 / cards
    return total


def test_advice_with_the_solvers_sure_win_is_read_again_after_a_restart(monkeypatch):
    """The first-time player's bug: the exact solver's sure win over 9 cards is 1.0000000000000002,
    which the kept file's check refused, so every reopening computed the advice again."""
    from forNorthwood.ai import advisor
    from forNorthwood.game import replay_advice

    assert sure_win_over(9) > 1.0
    real = advisor.advise

    def overshooting(state, budget_ms, should_stop=None):  # every sure chance as the solver sums it
        found = real(state, budget_ms, should_stop=should_stop)
        actions = tuple(replace(a, success=sure_win_over(9)) if a.success == 1.0 else a for a in found.actions)
        return replace(found, actions=actions)

    monkeypatch.setattr(replay_advice, "advise", overshooting)
    keeper = Keeper(default_folders())
    session = finished_game(keeper)
    record = keeper.record_of(session)
    assert record is not None
    replay = keeper.replay(record)
    advice = keeper.advice_work(record, replay, budget_ms=BUDGET)(lambda: False)
    chances = [o.success for d in advice.decisions for o in d.options if o.success is not None]
    assert 1.0 in chances and max(chances) == 1.0  # kept within 0..1
    # A file kept before the chances were held to 1 is read too (not computed again).
    document = advice.to_json()
    for decision in document["decisions"]:
        decision["options"] = [[c, sure_win_over(9) if p == 1.0 else p, e] for c, p, e in decision["options"]]
    write_json(advice_path(keeper.advice_folder, record.game_id), document)
    restarted = Keeper(default_folders())  # the game started again on the same folder
    (again,) = [r for r in restarted.recorded_games() if r.game_id == session.game_id]
    assert restarted.kept_advice(again, restarted.replay(again), BUDGET) == advice


def test_a_cancelled_advice_job_keeps_nothing():
    keeper = Keeper(default_folders())
    session = finished_game(keeper)
    record = keeper.record_of(session)
    assert record is not None
    replay = keeper.replay(record)
    work = keeper.advice_work(record, replay, budget_ms=BUDGET)
    with pytest.raises(Exception) as stopped:
        work(lambda: True)
    assert type(stopped.value).__name__ == "Cancelled"
    assert not advice_path(keeper.advice_folder, record.game_id).exists()


def test_a_practice_game_is_neither_saved_nor_recorded_and_leaves_the_game_in_progress():
    from forNorthwood.game.play_on import play_on

    keeper = Keeper(default_folders())
    session = finished_game(keeper)
    record = keeper.record_of(session)
    assert record is not None
    replay = keeper.replay(record)
    in_progress = keeper.new_game(9, "intro", 16)
    saved = default_folders().save.read_bytes()
    practice = play_on(replay, replay.decisions[3], seed=1)
    keeper.adopt(practice)
    assert keeper.current is in_progress and keeper.in_progress()
    rng = random.Random(2)
    while not practice.over:
        practice.apply(rng.choice([a for a in practice.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))
    assert keeper.finish(practice) is None and keeper.recorded(practice) is None
    assert default_folders().save.read_bytes() == saved
    assert [r.game_id for r in keeper.recorded_games()] == [session.game_id]
