"""The keeper's puzzles: the book, the player's puzzle statistics on disk, today's puzzle."""

from __future__ import annotations

import json
import os
import threading
import time
from datetime import date, timedelta

import pytest

from forNorthwood.game.puzzles import PUZZLE_STATS_KIND, daily_puzzle, puzzle_stats_from_json
from forNorthwood.keeper import Keeper
from forNorthwood.persistence import files, puzzle_files
from forNorthwood.persistence.folders import default_folders


def keeper() -> Keeper:
    return Keeper(default_folders())


def on_disk() -> dict:
    return json.loads(default_folders().puzzle_statistics.read_text(encoding="utf-8"))


def test_each_answer_is_saved_at_once_and_read_back_by_the_next_run():
    first = keeper()
    book = first.puzzles.book
    assert book is not None and first.puzzles.problem is None
    one, two = book.puzzles[0], book.puzzles[1]
    first.puzzles.answered(one, True)
    first.puzzles.answered(two, False)
    assert first.puzzles.flush()
    assert on_disk()["kind"] == PUZZLE_STATS_KIND
    stats = keeper().puzzles.stats  # the next run
    assert (stats.tried, stats.solved_first_try, stats.streak, stats.best_streak) == (2, 1, 0, 1)
    assert stats == first.puzzles.stats
    # Atomic: written beside and renamed over, no temporary file left behind.
    assert [p.name for p in default_folders().data.iterdir()] == ["puzzle-statistics.json"]


def test_an_answer_is_written_off_the_window_thread_and_flushed_when_the_app_closes(monkeypatch):
    """The write (and its fsync, ~25 ms) no longer holds up the frame that shows the solution:
    ``answered`` returns while the disk is still busy; the app's close waits for it."""
    release = threading.Event()
    real = puzzle_files.save_puzzle_stats

    def slow(path, stats):
        release.wait(5)
        real(path, stats)

    monkeypatch.setattr("forNorthwood.keeper.save_puzzle_stats", slow)
    first = keeper()
    book = first.puzzles.book
    assert book is not None
    start = time.perf_counter()
    first.puzzles.answered(book.puzzles[0], True)
    first.puzzles.answered(book.puzzles[1], True)
    assert time.perf_counter() - start < 1.0  # not waiting for the disk
    assert first.puzzles.stats.tried == 2  # counted at once
    assert not default_folders().puzzle_statistics.exists()
    release.set()
    first.stop()  # as the app closes: waits for the last write
    assert puzzle_stats_from_json(on_disk()).tried == 2


def test_a_write_that_fails_keeps_the_old_file_whole_and_tells_once(monkeypatch):
    first = keeper()
    book = first.puzzles.book
    assert book is not None
    first.puzzles.answered(book.puzzles[0], True)
    assert first.puzzles.flush()
    before = default_folders().puzzle_statistics.read_bytes()

    def refuse(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", refuse)
    first.puzzles.answered(book.puzzles[1], True)
    first.puzzles.answered(book.puzzles[2], True)
    assert first.puzzles.flush()
    assert default_folders().puzzle_statistics.read_bytes() == before
    assert not first.puzzles.saved
    assert len(first.notices) == 1 and str(default_folders().data) in first.notices[0]
    assert first.puzzles.stats.tried == 3  # the answers still count for this run
    assert [p.name for p in default_folders().data.iterdir()] == ["puzzle-statistics.json"]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{damaged", "is damaged (it is not valid JSON"),
        ('{"kind": "fornorthwood-puzzle-stats", "version": 9}', "newer"),
    ],
)
def test_a_damaged_statistics_file_is_set_aside_said_and_the_statistics_start_afresh(text, reason):
    path = default_folders().puzzle_statistics
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    found = keeper()
    assert found.puzzles.stats.tried == 0
    kept = [p for p in path.parent.iterdir() if p.name.startswith("puzzle-statistics.json.bak-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text  # never lost
    (notice,) = found.notices
    assert notice.startswith("The puzzle statistics file ") and reason in notice
    assert kept[0].name in notice and "Puzzle statistics start afresh." in notice
    book = found.puzzles.book
    assert book is not None
    found.puzzles.answered(book.puzzles[0], True)  # a fresh file, the damaged one still kept
    assert found.puzzles.flush()
    assert puzzle_stats_from_json(on_disk()).tried == 1
    assert kept[0].read_text(encoding="utf-8") == text


def test_a_damaged_file_that_cannot_be_moved_is_never_written_over(monkeypatch):
    path = default_folders().puzzle_statistics
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{damaged", encoding="utf-8")
    monkeypatch.setattr(puzzle_files, "put_aside", lambda path, problem: None)
    found = keeper()
    book = found.puzzles.book
    assert book is not None
    found.puzzles.answered(book.puzzles[0], True)
    assert path.read_text(encoding="utf-8") == "{damaged"
    assert "will not write over it" in found.notices[0] and not found.puzzles.saved


def test_a_book_that_cannot_be_used_leaves_the_puzzles_out(monkeypatch):
    def damaged():
        raise puzzle_files.PuzzleProblem("invalid", "not JSON")

    monkeypatch.setattr("forNorthwood.keeper.load_puzzle_book", damaged)
    found = keeper()
    assert found.puzzles.book is None and found.puzzles.daily() is None
    assert found.puzzles.problem is not None and found.puzzles.problem.code == "invalid"


def test_todays_puzzle_is_the_same_for_everyone_on_a_date():
    day = date(2026, 12, 3)
    one, other = keeper(), Keeper(default_folders())
    book = one.puzzles.book
    assert book is not None
    assert one.puzzles.daily(day) == other.puzzles.daily(day) == daily_puzzle(book, day)
    assert len({one.puzzles.daily(day + timedelta(days=n)).id for n in range(10)}) > 1  # type: ignore[union-attr]


def test_todays_puzzle_solved_counts_for_today_only():
    found = keeper()
    day = date(2026, 12, 3)
    daily = found.puzzles.daily(day)
    assert daily is not None
    found.puzzles.answered(daily, True, day)
    assert found.puzzles.flush()
    assert found.puzzles.stats.daily_done(day) and not found.puzzles.stats.daily_done(day + timedelta(days=1))
    assert on_disk()["dailies"] == [day.isoformat()]
    assert os.path.getsize(default_folders().puzzle_statistics) < 4096
