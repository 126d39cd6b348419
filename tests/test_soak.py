"""A long evening in one process keeps nothing per game: the keeper holds no statistics (they
are read when needed), old keepers, sessions and records are let go, and the soak benchmark's
mix (``scripts/bench_soak.py``) plays what it says."""

from __future__ import annotations

import gc
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from random import Random

import pytest

from forNorthwood.game.session import Session
from forNorthwood.keeper import RECORDS_KEPT, Keeper
from forNorthwood.persistence.folders import Folders
from forNorthwood.persistence.statistics import (
    GameRecord,
    Statistics,
    load_statistics,
    record_from_session,
    save_statistics,
)
from forNorthwood.persistence.store import GameStore

from .persistence.file_kit import patch_sync

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import bench_soak  # noqa: E402  (the scripts folder is on the path only from here)

#: What a keeper and the games it played may leave alive: counted by type.
WATCHED = (Keeper, GameStore, Session, GameRecord, Statistics)


def alive() -> Counter[str]:
    """How many objects of the watched types are alive now (and JSON records parsed from the file)."""
    gc.collect()
    found: Counter[str] = Counter()
    for thing in gc.get_objects():
        if isinstance(thing, WATCHED):
            found[type(thing).__name__] += 1
        elif isinstance(thing, dict) and isinstance(thing.get("game_id"), str) and "finished" in thing:
            found["parsed record"] += 1
    return found


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Folders:
    patch_sync(monkeypatch, lambda fd: None)  # the disk's speed is not what these tests are about
    return Folders(tmp_path / "data", tmp_path / "config")


def a_long_history(folders: Folders, count: int) -> list[GameRecord]:
    """``count`` games already recorded, as years of evenings leave them."""
    rng = Random(count)
    session = Session(1, "intro", 16)
    while not session.over:
        session.apply(rng.choice(session.legal()))
    first = record_from_session(session)
    records = [replace(first, game_id=f"game{n:05d}", seed=n) for n in range(count)]
    save_statistics(folders.statistics, Statistics(records))
    return records


def test_a_keeper_holds_none_of_the_statistics_it_read(folders: Folders) -> None:
    history = a_long_history(folders, 300)
    before = alive()
    keeper = bench_soak.start_keeper(folders)  # as the app starts: the title glances at the statistics
    rng, played = Random(3), bench_soak.Played()
    for n in range(3):
        bench_soak.play_one(keeper, rng, n, played)
    held = alive() - before
    assert held["GameRecord"] <= RECORDS_KEPT  # the last games' records, for the end screen
    assert held["Statistics"] == 0 and held["parsed record"] == 0
    assert keeper.finish(keeper.current).summary.played == len(history) + 3  # type: ignore[arg-type, union-attr]


@pytest.mark.parametrize("restart", [0, 5])
def test_a_short_soak_keeps_nothing_per_game(folders: Folders, restart: int) -> None:
    """The benchmark's mix for a few dozen games: after the first ones, what stays alive does
    not grow with the games played (with and without the keeper started again)."""
    rng, played = Random(restart), bench_soak.Played()
    before = alive()  # what earlier tests of the same process still hold (their apps, their games)
    keeper = bench_soak.start_keeper(folders)
    counts = []
    for n in range(1, 31):
        bench_soak.play_one(keeper, rng, rng.randrange(2**31), played)
        if n in (10, 30):
            counts.append(alive())
        if restart and n % restart == 0:
            keeper.stop()
            keeper = bench_soak.start_keeper(folders)
    assert counts[0] == counts[1]
    held = counts[1] - before
    assert held["Keeper"] <= 1 and held["Session"] <= 1 and held["GameRecord"] <= RECORDS_KEPT
    assert held["Statistics"] == 0 and held["parsed record"] == 0
    assert played.games == 30 and played.undos > 0 and played.redos > 0
    assert len(load_statistics(folders.statistics)[0].records) == 30  # and every game is in the statistics


def test_a_stopped_keeper_and_its_last_game_go_without_waiting_for_the_collector(folders: Folders) -> None:
    """No reference cycle holds a keeper: once stopped and dropped, it and its game are freed at
    once. Held in a cycle, each restart's keeper and last game (every state of it) waited for a
    full collection, which a long run makes rare: the process grew by megabytes meanwhile."""
    import weakref

    games = bench_soak.start_keeper(folders)
    bench_soak.play_one(games, Random(4), 4, bench_soak.Played())
    games.warn("a notice")  # the store's warnings still reach the keeper's notices
    games.store.on_warning("another")
    assert games.notices == ["a notice", "another"]
    session = games.current
    assert session is not None
    gone = weakref.ref(games), weakref.ref(session), weakref.ref(games.store)
    games.stop()
    gc.disable()
    try:
        del games, session
        assert [ref() for ref in gone] == [None, None, None]
    finally:
        gc.enable()
