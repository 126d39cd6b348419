"""Statistics of every game: exact figures, one record per game (results, medals, streaks,
success per target, allies and friends used, undos), and bad files that never crash the game."""

from __future__ import annotations

import json
import random
from dataclasses import asdict, replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from forNorthwood.core import actions as A
from forNorthwood.game.gamelog import game_log
from forNorthwood.game.session import Session
from forNorthwood.persistence.files import write_json
from forNorthwood.persistence.statistics import (
    STATISTICS_KIND,
    STATISTICS_VERSION,
    GameRecord,
    Statistics,
    Summary,
    load_statistics,
    record_from_session,
    record_game,
    save_statistics,
)

from ..session_kit import play, random_session

STATUS = {"W": "won", "L": "lost", "U": "unvisited"}


def rec(
    game_id: str,
    result: str,
    *,
    setup: str = "intro",
    threshold: int = 16,
    stars: int = 16,
    fiefs: str = "WWWWWWWW",
    abilities: tuple[str, ...] = (),
    undo: int = 0,
    ironman: bool = False,
    log: str | None = None,
) -> GameRecord:
    return GameRecord(
        game_id=game_id,
        seed=sum(map(ord, game_id)),
        setup=setup,
        threshold=threshold,
        result=result,
        stars=stars,
        fiefs=tuple(STATUS[c] for c in fiefs),
        abilities_used=abilities,
        undo_count=undo,
        ironman=ironman,
        finished="2024-05-17T09:30:05+00:00",
        log=log,
    )


# Oldest first. Results: L W W W L A W W
RECORDS = [
    rec("z", "lost", stars=12, fiefs="LLLWWLLL"),
    rec("a", "won", stars=17, fiefs="WWLLWWWW", abilities=("JC", "JE"), undo=2),
    rec("b", "won", stars=16, fiefs="WLWWWLWW", abilities=("JE",)),
    rec("h", "won", setup="full", threshold=18, stars=18, fiefs="WWWWLLWW", abilities=("BC",)),
    rec("c", "lost", setup="full", threshold=18, stars=10, fiefs="LLWWWWLL", abilities=("QE", "BC", "QE"), undo=5),
    rec("e", "abandoned", threshold=18, stars=4, fiefs="WUUUUUUU", abilities=("JC",), undo=1),
    rec("d", "won", setup="full", threshold=20, stars=20, fiefs="WWWWWWWW"),
    rec("f", "won", stars=16, fiefs="WWLWWWLW", abilities=("JL",), undo=4),
]


def raw_record(record: GameRecord) -> dict:
    return {**asdict(record), "fiefs": list(record.fiefs), "abilities_used": list(record.abilities_used)}


def statistics_file(path: Path, records: list[object]) -> Path:
    doc = {"kind": STATISTICS_KIND, "version": STATISTICS_VERSION, "records": records}
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bak-*"))


# -- the figures ------------------------------------------------------------------------------------------


def test_summary_of_a_hand_made_history() -> None:
    s = Summary.of(RECORDS)
    assert (s.played, s.won, s.lost, s.abandoned) == (8, 5, 2, 1)
    assert s.by_mode == {
        ("intro", 16): {"won": 3, "lost": 1, "abandoned": 0},
        ("full", 18): {"won": 1, "lost": 1, "abandoned": 0},
        ("intro", 18): {"won": 0, "lost": 0, "abandoned": 1},
        ("full", 20): {"won": 1, "lost": 0, "abandoned": 0},
    }
    assert s.medals == {"bronze": 3, "silver": 1, "gold": 1}
    assert s.best_stars == 20
    assert s.average_stars == pytest.approx((12 + 17 + 16 + 18 + 10 + 20 + 16) / 7)  # finished games only
    assert (s.current_streak, s.best_streak) == (2, 3)
    assert s.targets == {
        0: (6, 8),
        1: (4, 7),
        2: (4, 7),
        3: (6, 7),
        4: (6, 7),
        5: (4, 7),
        6: (4, 7),
        7: (5, 7),
    }
    assert s.abilities_used == {"JC": 2, "JE": 2, "BC": 2, "QE": 2, "JL": 1}
    assert s.undo_total == 12


def test_summary_of_no_games() -> None:
    s = Summary.of([])
    assert (s.played, s.won, s.lost, s.abandoned) == (0, 0, 0, 0)
    assert s.by_mode == {} and s.abilities_used == {}
    assert s.medals == {"bronze": 0, "silver": 0, "gold": 0}
    assert s.best_stars is None and s.average_stars is None
    assert (s.current_streak, s.best_streak) == (0, 0)
    assert s.targets == {n: (0, 0) for n in range(8)}
    assert s.undo_total == 0


@pytest.mark.parametrize(
    ("results", "current", "best"),
    [
        ("W", 1, 1),
        ("L", 0, 0),
        ("WWWL", 0, 3),
        ("WWLWWW", 3, 3),
        ("LWLWLW", 1, 1),
        ("WWWWLWW", 2, 4),
        ("LLLL", 0, 0),
    ],
)
def test_win_streaks(results: str, current: int, best: int) -> None:
    records = [rec(f"g{i}", "won" if r == "W" else "lost", stars=16 if r == "W" else 8) for i, r in enumerate(results)]
    s = Summary.of(records)
    assert (s.current_streak, s.best_streak) == (current, best)


def test_medals_by_threshold_for_won_games_only() -> None:
    records = [
        rec("1", "won", threshold=16),
        rec("2", "won", threshold=18, stars=18),
        rec("3", "won", threshold=20, stars=20),
        rec("4", "won", threshold=20, stars=20),
        rec("5", "lost", threshold=20, stars=19),
        rec("6", "abandoned", threshold=18, stars=0, fiefs="UUUUUUUU"),
    ]
    assert [r.medal for r in records] == ["bronze", "silver", "gold", "gold", None, None]
    assert Summary.of(records).medals == {"bronze": 1, "silver": 1, "gold": 2}


def test_average_and_best_stars_ignore_abandoned_games() -> None:
    records = [rec("1", "won", stars=17), rec("2", "lost", stars=6), rec("3", "abandoned", stars=0)]
    s = Summary.of(records)
    assert s.best_stars == 17 and s.average_stars == pytest.approx(11.5)
    only_abandoned = Summary.of([rec("x", "abandoned", stars=3, fiefs="WUUUUUUU")])
    assert only_abandoned.best_stars is None and only_abandoned.average_stars is None


def test_a_game_counts_once_however_often_it_is_recorded() -> None:
    stats = Statistics()
    stats.add(rec("same", "abandoned", stars=2, fiefs="WUUUUUUU", undo=1))
    stats.add(rec("same", "abandoned", stars=2, fiefs="WUUUUUUU", undo=1))
    stats.add(rec("other", "won"))
    s = stats.summary()
    assert (s.played, s.abandoned, s.won) == (2, 1, 1)
    assert s.undo_total == 1
    # a later record of the same game replaces the earlier one
    stats.add(rec("same", "abandoned", stars=3, fiefs="WWUUUUUU", undo=2))
    assert [r.game_id for r in stats.records].count("same") == 1
    assert stats.summary().undo_total == 2


# -- records of real sessions ----------------------------------------------------------------------------------


def test_record_of_a_finished_game() -> None:
    session = random_session(71, "full", 18, undo_every=5)
    record = record_from_session(session)
    kingdom = session.state.kingdom
    assert record.game_id == session.game_id and record.seed == 71
    assert (record.setup, record.threshold) == ("full", 18)
    assert record.stars == kingdom.stars
    assert record.result == ("won" if kingdom.stars >= 18 else "lost")
    assert record.fiefs == tuple(f.status.value for f in kingdom.fiefs)
    assert "unvisited" not in record.fiefs
    activated = [e["character"] for s in session.steps for e in s.events if e["type"] == "activated"]
    assert record.abilities_used == tuple(activated) and activated
    assert record.undo_count == session.undo_count > 0
    assert record.ironman is False


def test_record_of_an_abandoned_game_and_of_an_ironman_game() -> None:
    session = Session(72, "intro", 16, undo_allowed=False)
    play(session, random.Random(72), steps=30)
    with pytest.raises(ValueError):
        record_from_session(session)  # neither over nor abandoned
    record = record_from_session(session, abandoned=True)
    assert record.result == "abandoned" and record.ironman is True and record.undo_count == 0
    assert record.medal is None


# -- files --------------------------------------------------------------------------------------------------------


def test_missing_file_gives_empty_statistics(tmp_path: Path) -> None:
    stats, warnings = load_statistics(tmp_path / "statistics.json")
    assert stats.records == [] and warnings == []


def test_save_then_load_round_trip_without_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "data" / "statistics.json"
    stats = Statistics(list(RECORDS))
    save_statistics(path, stats)
    loaded, warnings = load_statistics(path)
    assert warnings == []
    assert loaded.records == RECORDS
    assert loaded.summary() == stats.summary()
    assert sorted(p.name for p in path.parent.iterdir()) == ["statistics.json"]


def test_duplicate_ids_in_the_file_count_once(tmp_path: Path) -> None:
    path = statistics_file(tmp_path / "statistics.json", [raw_record(RECORDS[5]), raw_record(RECORDS[5])])
    stats, warnings = load_statistics(path)
    assert warnings == [] and len(stats.records) == 1
    assert stats.summary().abandoned == 1


DAMAGED = [
    1,
    "record",
    None,
    [],
    {},
    {"game_id": "x"},
    {**raw_record(RECORDS[1]), "game_id": ""},
    {**raw_record(RECORDS[1]), "game_id": 5},
    {**raw_record(RECORDS[1]), "seed": "5"},
    {**raw_record(RECORDS[1]), "seed": True},
    {**raw_record(RECORDS[1]), "setup": "medium"},
    {**raw_record(RECORDS[1]), "threshold": 17},
    {**raw_record(RECORDS[1]), "threshold": 16.0},
    {**raw_record(RECORDS[1]), "threshold": True},
    {**raw_record(RECORDS[1]), "result": "draw"},
    {**raw_record(RECORDS[1]), "stars": 21},
    {**raw_record(RECORDS[1]), "stars": -1},
    {**raw_record(RECORDS[1]), "stars": 16.5},
    {**raw_record(RECORDS[1]), "fiefs": ["won"] * 7},
    {**raw_record(RECORDS[1]), "fiefs": ["won"] * 7 + ["maybe"]},
    {**raw_record(RECORDS[1]), "fiefs": None},
    {**raw_record(RECORDS[1]), "abilities_used": ["ZZ"]},
    {**raw_record(RECORDS[1]), "abilities_used": 5},
    {**raw_record(RECORDS[1]), "undo_count": -1},
    {**raw_record(RECORDS[1]), "undo_count": "2"},
    {**raw_record(RECORDS[1]), "ironman": 0},
    {**raw_record(RECORDS[1]), "finished": None},
    {**raw_record(RECORDS[1]), "finished": "2026-11-30\u0000"},  # a NUL would show as a box glyph
    {**raw_record(RECORDS[1]), "finished": "2026-11-30T10:00:00\n"},
    {**raw_record(RECORDS[1]), "finished": "2026-11-30\u202eT10:00:00"},  # a bidirectional override
    {**raw_record(RECORDS[1]), "finished": "\x1b[31m2026-11-30"},
    {**raw_record(RECORDS[1]), "finished": "yesterday"},
    {**raw_record(RECORDS[1]), "log": "../../etc/passwd"},
    {**raw_record(RECORDS[1]), "log": 5},
]


def test_damaged_records_are_skipped_with_one_warning(tmp_path: Path) -> None:
    good = [raw_record(RECORDS[0]), raw_record(RECORDS[2])]
    path = statistics_file(tmp_path / "statistics.json", [good[0], *DAMAGED, good[1]])
    stats, warnings = load_statistics(path)
    assert stats.records == [RECORDS[0], RECORDS[2]]
    assert len(warnings) == 1
    assert str(len(DAMAGED)) in warnings[0]
    assert path.exists() and backups(path) == []  # the file itself is kept in place


@pytest.mark.parametrize("damaged", DAMAGED, ids=range(len(DAMAGED)))
def test_each_damaged_record_is_skipped(tmp_path: Path, damaged: object) -> None:
    path = statistics_file(tmp_path / "statistics.json", [damaged, raw_record(RECORDS[3])])
    stats, warnings = load_statistics(path)
    assert stats.records == [RECORDS[3]]
    assert len(warnings) == 1 and "1 damaged game record" in warnings[0]


@pytest.mark.parametrize(
    "abilities",
    [[["JC"]], [{"c": "JC"}], ["JC", ["JE"]]],
    ids=["list-in-list", "object-in-list", "list-after-a-good-one"],
)
def test_a_record_with_unhashable_ability_entries_is_skipped_not_a_crash(tmp_path: Path, abilities: list) -> None:
    """load_statistics must never raise: a record with a bad value is skipped with a warning."""
    path = statistics_file(tmp_path / "statistics.json", [{**raw_record(RECORDS[1]), "abilities_used": abilities}])
    stats, warnings = load_statistics(path)
    assert stats.records == [] and len(warnings) == 1


@pytest.mark.parametrize("field", ["game_id", "finished", "log"])
def test_a_record_whose_text_cannot_be_written_back_does_not_break_recording(tmp_path: Path, field: str) -> None:
    """A lone surrogate escape in a record must not make the next record_game raise
    something other than OSError (the game only expects OSError from an unwritable folder)."""
    path = tmp_path / "statistics.json"
    path.write_text(
        json.dumps({"kind": STATISTICS_KIND, "version": 1, "records": [{**raw_record(RECORDS[1]), field: "x\ud800"}]}),
        encoding="ascii",
    )
    load_statistics(path)  # never raises
    session = random_session(79, "intro", 16)
    record_game(path, tmp_path / "logs", session, game_log(session))
    stats, _ = load_statistics(path)
    assert session.game_id in [r.game_id for r in stats.records]


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b'{"kind": "fornorthwood-statistics", "version": 1, "records": [{"game', "damaged"),
        (b"\x00\x01\x02", "damaged"),
        (b'{"kind": "fornorthwood-settings", "version": 1, "settings": {}}', "not a file of this game"),
        (b'"statistics"', "not a file of this game"),
        (b'{"kind": "fornorthwood-statistics", "version": 2, "records": []}', "newer version"),
        (b'{"kind": "fornorthwood-statistics", "version": 1, "records": {}}', "damaged or was edited"),
    ],
)
def test_a_bad_file_is_set_aside_with_a_warning(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    stats, warnings = load_statistics(path)
    assert stats.records == []
    assert len(warnings) == 1 and words in warnings[0]
    kept = backups(path)
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert kept[0].name in warnings[0]


# -- record_game: the log and the record, once ----------------------------------------------------------------------


def test_record_game_writes_the_log_and_the_record(tmp_path: Path) -> None:
    session = random_session(73, "intro", 16)
    assert session.over
    stats_path, logs = tmp_path / "data" / "statistics.json", tmp_path / "data" / "logs"
    lines = game_log(session)
    assert record_game(stats_path, logs, session, lines) == []
    log_file = logs / f"{session.game_id}.txt"
    assert log_file.read_text(encoding="utf-8").splitlines() == lines
    stats, warnings = load_statistics(stats_path)
    assert warnings == []
    assert len(stats.records) == 1
    record = stats.records[0]
    assert record.log == log_file.name and (logs / record.log).exists()
    assert record.game_id == session.game_id and record.result in ("won", "lost")
    assert record.undo_count == session.undo_count
    assert sorted(p.name for p in logs.iterdir()) == [log_file.name]
    assert sorted(p.name for p in stats_path.parent.iterdir()) == ["logs", "statistics.json"]


def test_an_abandoned_game_recorded_twice_counts_once(tmp_path: Path) -> None:
    stats_path, logs = tmp_path / "statistics.json", tmp_path / "logs"
    finished = random_session(74, "full", 16)
    record_game(stats_path, logs, finished, game_log(finished))
    session = random_session(75, "full", 16, steps=50)
    record_game(stats_path, logs, session, game_log(session), abandoned=True)
    session.apply(session.legal()[0])
    record_game(stats_path, logs, session, game_log(session), abandoned=True)
    stats, _ = load_statistics(stats_path)
    s = stats.summary()
    assert s.played == 2 and s.abandoned == 1
    assert [r.game_id for r in stats.records].count(session.game_id) == 1
    assert (logs / f"{session.game_id}.txt").read_text(encoding="utf-8").splitlines() == game_log(session)


def test_record_game_over_a_damaged_statistics_file_keeps_the_old_one_aside(tmp_path: Path) -> None:
    stats_path, logs = tmp_path / "statistics.json", tmp_path / "logs"
    stats_path.write_bytes(b'{"kind": "fornorthwood-statistics", "vers')
    session = random_session(76, "intro", 16)
    warnings = record_game(stats_path, logs, session, game_log(session))
    assert len(warnings) == 1
    assert backups(stats_path)[0].read_bytes() == b'{"kind": "fornorthwood-statistics", "vers'
    stats, _ = load_statistics(stats_path)
    assert [r.game_id for r in stats.records] == [session.game_id]


def test_record_game_with_an_unwritable_folder_raises_oserror(tmp_path: Path) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("x", encoding="utf-8")
    session = random_session(77, "intro", 16)
    with pytest.raises(OSError):
        record_game(blocker / "statistics.json", blocker / "logs", session, game_log(session))


def test_undo_count_reaches_the_statistics(tmp_path: Path) -> None:
    session = Session(78, "intro", 16)
    session.apply(A.choose_fief(1))
    session.undo()
    session.apply(A.choose_fief(2))
    session.undo()
    play(session, random.Random(78))
    record_game(tmp_path / "s.json", tmp_path / "logs", session, game_log(session))
    stats, _ = load_statistics(tmp_path / "s.json")
    assert stats.records[0].undo_count == session.undo_count >= 2
    assert stats.summary().undo_total == session.undo_count


# -- hypothesis: never raises ---------------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=15,
)
record_fields = sorted(raw_record(RECORDS[0]))


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(document=json_values)
def test_load_statistics_never_raises_on_any_json(tmp_path: Path, document: object) -> None:
    path = tmp_path / "statistics.json"
    for old in backups(path):
        old.unlink()
    path.write_text(json.dumps(document), encoding="utf-8")
    stats, warnings = load_statistics(path)
    assert stats.records == [] and len(warnings) == 1


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(changes=st.dictionaries(st.sampled_from(record_fields), json_values, min_size=1, max_size=3))
def test_load_statistics_never_raises_on_edited_records(tmp_path: Path, changes: dict) -> None:
    assume(changes.get("game_id") != RECORDS[2].game_id)
    raw = {**raw_record(RECORDS[1]), **changes}
    path = statistics_file(tmp_path / "statistics.json", [raw, raw_record(RECORDS[2])])
    stats, warnings = load_statistics(path)
    assert RECORDS[2] in stats.records
    assert len(stats.records) + (1 if warnings else 0) == 2


def test_a_changed_record_field_is_kept_when_still_valid(tmp_path: Path) -> None:
    edited = replace(RECORDS[1], undo_count=9, log="abc.txt")
    path = statistics_file(tmp_path / "statistics.json", [raw_record(edited)])
    stats, warnings = load_statistics(path)
    assert stats.records == [edited] and warnings == []


def test_the_file_is_written_as_one_json_document_would_be(tmp_path: Path) -> None:
    """``save_statistics`` builds the text a record at a time: byte for byte what
    ``write_json`` gives the whole document."""
    stats = Statistics(list(RECORDS))
    save_statistics(tmp_path / "a.json", stats)
    write_json(
        tmp_path / "b.json",
        {"kind": STATISTICS_KIND, "version": STATISTICS_VERSION, "records": [raw_record(r) for r in RECORDS]},
    )
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_a_game_recorded_twice_in_the_file_counts_once_where_it_was_last_recorded(tmp_path: Path) -> None:
    again = replace(RECORDS[0], stars=13)
    path = statistics_file(tmp_path / "statistics.json", [raw_record(r) for r in (RECORDS[0], RECORDS[1], again)])
    stats, warnings = load_statistics(path)
    assert stats.records == [RECORDS[1], again] and warnings == []
