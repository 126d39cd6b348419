"""The daily kingdom: played today with its result, a daily streak, and the
difficulty asked before it starts."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from forNorthwood.game.seeds import daily_seed
from forNorthwood.keeper import today
from forNorthwood.persistence.folders import default_folders
from forNorthwood.persistence.statistics import GameRecord, Statistics, daily_summary, save_statistics

from .input_kit import make_app

TODAY = date(2026, 11, 30)
BASE = GameRecord(
    game_id="g0",
    seed=1,
    setup="intro",
    threshold=16,
    result="lost",
    stars=9,
    fiefs=("lost",) * 8,
    abilities_used=(),
    undo_count=0,
    ironman=False,
    finished="2026-11-30T10:00:00+00:00",
)


def daily(day: date, n: int, **changes) -> GameRecord:
    return replace(BASE, game_id=f"g{n}", seed=daily_seed(day), **changes)


def test_nothing_played_is_no_streak():
    assert daily_summary([BASE], TODAY, daily_seed) == daily_summary([], TODAY, daily_seed)
    assert daily_summary([], TODAY, daily_seed).today is None and daily_summary([], TODAY, daily_seed).streak == 0


def test_today_shows_the_best_game_and_the_streak_counts_consecutive_days():
    yesterday, before = TODAY - timedelta(days=1), TODAY - timedelta(days=2)
    records = [
        daily(before - timedelta(days=2), 1),  # a day missed before `before`: the streak stops there
        daily(before, 2),
        daily(yesterday, 3, result="won", stars=16),
        daily(TODAY, 4, stars=11),
        daily(TODAY, 5, result="won", threshold=18, stars=18),
        daily(TODAY, 6, result="won", threshold=16, stars=19),
    ]
    summary = daily_summary(records, TODAY, daily_seed)
    assert summary.today is not None and summary.today.game_id == "g5"  # the Silver win ranks first
    assert summary.streak == 3


def test_an_abandoned_daily_game_does_not_count_and_yesterday_keeps_the_streak_open():
    yesterday = TODAY - timedelta(days=1)
    records = [daily(yesterday, 1), daily(TODAY, 2, result="abandoned")]
    summary = daily_summary(records, TODAY, daily_seed)
    assert summary.today is None and summary.streak == 1


def test_the_title_says_the_daily_kingdom_was_played_and_the_streak(clock):
    day = today()
    stats = Statistics()
    stats.add(daily(day, 1, result="won", stars=17))
    stats.add(daily(day - timedelta(days=1), 2))
    save_statistics(default_folders().statistics, stats)
    app = make_app(clock)
    label = next(b.label for b in app.scene.buttons() if b.key == "daily")
    assert "played" in label
    text = app.scene.daily_text()
    assert "Bronze medal, 17 ★" in text and "daily streak: 2 days" in text
    app.draw()


def test_the_title_says_nothing_of_a_daily_kingdom_never_played(clock):
    app = make_app(clock)
    assert app.scene.daily_text() == ""
    assert "played" not in next(b.label for b in app.scene.buttons() if b.key == "daily")


def test_the_title_only_peeks_at_the_statistics(clock):
    """A damaged statistics file is neither moved nor reported by the title's daily line
    (the statistics screen and the next recording do that, once)."""
    path = default_folders().statistics
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{ damaged")
    app = make_app(clock)
    assert app.scene.daily_text() == "" and app.keeper.notices == []
    assert path.read_bytes() == b"{ damaged"
