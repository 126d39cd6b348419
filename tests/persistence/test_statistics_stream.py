"""The statistics file read a record at a time: the same records, damaged ones and problems as
reading it whole, whatever the chunks, and recording, the title's glance and the check for a
game already recorded never parse the whole file as one document."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forNorthwood.game.gamelog import game_log
from forNorthwood.persistence import json_stream
from forNorthwood.persistence import statistics as statistics_module
from forNorthwood.persistence.files import FileProblem, read_json, write_json
from forNorthwood.persistence.statistics import (
    STATISTICS_KIND,
    STATISTICS_VERSION,
    Statistics,
    Summary,
    add_game,
    daily_summary,
    holds_game,
    load_statistics,
    peek_records,
    read_records,
    save_statistics,
    statistics_from_document,
)

from ..session_kit import random_session
from .test_statistics import DAMAGED, RECORDS, backups, raw_record


def canonical_file(path: Path, records: list[object], version: int = STATISTICS_VERSION) -> Path:
    """The file as the game writes it (compact, keys sorted): the layout read a record at a time."""
    write_json(path, {"kind": STATISTICS_KIND, "version": version, "records": records})
    return path


def whole(path: Path) -> Statistics:
    """The statistics as reading the whole document gives them (raises ``FileProblem``)."""
    return statistics_from_document(read_json(path))[0]


@pytest.fixture
def no_whole_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading the statistics file as one document fails the test."""

    def refused(path: Path, limit: int | None = None) -> object:
        raise AssertionError(f"{path} was read whole")

    monkeypatch.setattr(statistics_module, "read_json", refused)


def test_the_game_s_own_file_is_read_a_record_at_a_time(tmp_path: Path, no_whole_read: None) -> None:
    path = tmp_path / "statistics.json"
    save_statistics(path, Statistics(list(RECORDS)))
    stats, warnings = load_statistics(path)
    assert stats.records == RECORDS and warnings == []
    assert list(peek_records(path)) == RECORDS
    assert list(read_records(path)) == RECORDS
    assert holds_game(path, RECORDS[3].game_id) and not holds_game(path, "nothere")


def test_recording_reads_and_writes_the_file_a_record_at_a_time(tmp_path: Path, no_whole_read: None) -> None:
    path, logs = tmp_path / "statistics.json", tmp_path / "logs"
    save_statistics(path, Statistics(list(RECORDS)))
    session = random_session(81, "intro", 16)
    record, summary, warnings = add_game(path, logs, session, game_log(session))
    assert warnings == []
    assert summary == Summary.of([*RECORDS, record])
    again, summary_again, _ = add_game(path, logs, session, game_log(session))  # recorded again: still once
    assert summary_again.played == len(RECORDS) + 1
    assert load_statistics(path)[0].records == [*RECORDS, again]


def test_the_written_file_is_the_one_a_whole_document_gives(tmp_path: Path) -> None:
    path, logs = tmp_path / "statistics.json", tmp_path / "logs"
    save_statistics(path, Statistics(list(RECORDS)))
    session = random_session(82, "full", 18)
    record, _, _ = add_game(path, logs, session, game_log(session))
    canonical_file(tmp_path / "whole.json", [raw_record(r) for r in [*RECORDS, record]])
    assert path.read_bytes() == (tmp_path / "whole.json").read_bytes()


@pytest.mark.parametrize("chunk", [1, 2, 3, 7, 64, 1000])
def test_any_chunk_size_reads_the_same_records(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunk: int) -> None:
    """Values, numbers and multi-byte characters cut by the end of a chunk are read whole."""
    monkeypatch.setattr(json_stream, "CHUNK", chunk)
    damaged = {**raw_record(RECORDS[1]), "setup": "médium 한국어 уровень", "seed": 12345678901234567890}
    records = [raw_record(RECORDS[0]), damaged, 1234567, raw_record(replace(RECORDS[2], seed=987654321))]
    path = canonical_file(tmp_path / "statistics.json", records)
    stats, warnings = load_statistics(path)
    expected = whole(path)
    assert stats.records == expected.records and stats.skipped == expected.skipped == 2
    assert len(warnings) == 1
    assert list(peek_records(path)) == expected.records


@pytest.mark.parametrize("damaged", DAMAGED, ids=range(len(DAMAGED)))
def test_each_damaged_record_in_the_game_s_layout_is_skipped(tmp_path: Path, damaged: object) -> None:
    path = canonical_file(tmp_path / "statistics.json", [damaged, raw_record(RECORDS[3])])
    stats, warnings = load_statistics(path)
    assert stats.records == [RECORDS[3]] and stats.skipped == 1
    assert len(warnings) == 1 and "1 damaged game record" in warnings[0]


def test_recording_over_damaged_records_keeps_the_file_aside_and_the_sound_records(tmp_path: Path) -> None:
    path, logs = tmp_path / "statistics.json", tmp_path / "logs"
    canonical_file(path, [raw_record(RECORDS[0]), {"game_id": "x"}, raw_record(RECORDS[1])])
    before = path.read_bytes()
    session = random_session(83, "intro", 16)
    record, summary, warnings = add_game(path, logs, session, game_log(session))
    assert len(warnings) == 1 and "1 damaged game record" in warnings[0]
    kept = backups(path)
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert load_statistics(path) == (Statistics([RECORDS[0], RECORDS[1], record]), [])
    assert summary.played == 3


@pytest.mark.parametrize(
    "text",
    [
        # other layouts of a sound file: read whole, the same records
        json.dumps({"kind": STATISTICS_KIND, "version": 1, "records": [raw_record(r) for r in RECORDS]}, indent=2),
        json.dumps({"records": [raw_record(r) for r in RECORDS], "version": 1, "kind": STATISTICS_KIND}),
        '{"kind":"fornorthwood-statistics","records":[ ' + json.dumps(raw_record(RECORDS[0])) + ' ] , "version" : 1 }',
        '{"kind":"fornorthwood-statistics","records":[],"version":1}\n\n',
        # a game twice: the later record counts, where it stands
        json.dumps(
            {"kind": STATISTICS_KIND, "records": [raw_record(r) for r in (*RECORDS, RECORDS[0])], "version": 1},
            separators=(",", ":"),
        ),
        # problems: the same problem as reading it whole
        '{"kind":"fornorthwood-statistics","records":[],"version":2}',
        '{"kind":"fornorthwood-statistics","records":[],"version":0}',
        '{"kind":"fornorthwood-statistics","records":[],"version":"1"}',
        '{"kind":"fornorthwood-statistics","records":[],"version":1.0}',
        '{"kind":"fornorthwood-statistics","records":[],"version":1,"records":{}}',
        '{"kind":"fornorthwood-statistics","records":[1,],"version":1}',
        '{"kind":"fornorthwood-statistics","records":[1 2],"version":1}',
        '{"kind":"fornorthwood-statistics","records":[1],"version":1}x',
        '{"kind":"fornorthwood-statistics","records":[{"game_id": "a"',
        '{"kind":"fornorthwood-statistics","records":["' + "x" * 70_000,
        '\ufeff{"kind":"fornorthwood-statistics","records":[],"version":1}',
        '{"kind":"fornorthwood-statistics","records":[' + "[" * 5000 + "]" * 5000 + '],"version":1}',
        "",
    ],
)
def test_every_other_file_reads_as_reading_it_whole_does(tmp_path: Path, text: str) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(text, encoding="utf-8")
    try:
        expected: Statistics | str = whole(path)
    except FileProblem as problem:
        expected = problem.kind
    try:
        source = read_records(path)
        found: Statistics | str = Statistics(list(source), skipped=source.skipped)
    except FileProblem as problem:
        found = problem.kind
    assert found == expected
    assert list(peek_records(path)) == ([] if isinstance(expected, str) else expected.records)


def test_bytes_that_are_not_utf8_are_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(b'{"kind":"fornorthwood-statistics","records":["\xff"],"version":1}')
    with pytest.raises(FileProblem) as problem:
        read_records(path)
    assert problem.value.kind == "corrupt"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3),
    max_leaves=8,
)
sound = st.sampled_from([raw_record(r) for r in RECORDS])


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(
    records=st.lists(sound | json_values, max_size=8),
    spaces=st.lists(st.sampled_from(["", " ", "\n", "\t ", "\r\n"]), min_size=12, max_size=12),
    chunk=st.sampled_from([1, 5, 64, json_stream.CHUNK]),
)
def test_the_record_at_a_time_reading_is_the_whole_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, records: list[object], spaces: list[str], chunk: int
) -> None:
    monkeypatch.setattr(json_stream, "CHUNK", chunk)
    path = tmp_path / "statistics.json"
    values = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records]
    inner = "".join(
        spaces[i % 6] + v + spaces[(i + 1) % 6] + ("," if i < len(values) - 1 else "") for i, v in enumerate(values)
    )
    path.write_text(
        '{"kind":"fornorthwood-statistics","records":['
        + inner
        + spaces[6]
        + "]"
        + spaces[7]
        + ","
        + spaces[8]
        + '"version"'
        + spaces[9]
        + ":"
        + spaces[10]
        + "1"
        + spaces[11]
        + "}",
        encoding="utf-8",
    )
    expected = whole(path)
    source = read_records(path)
    assert (list(source), source.skipped) == (expected.records, expected.skipped)


def test_the_daily_summary_goes_through_the_records_once() -> None:
    """The title gives it the records as they are read: it must not need them twice."""
    today = date(2026, 12, 2)

    def seed_of_day(day: date) -> int:
        return {today: RECORDS[1].seed, date(2026, 12, 1): RECORDS[2].seed}.get(day, -1)

    once = daily_summary(iter(RECORDS), today, seed_of_day)
    assert once == daily_summary(list(RECORDS), today, seed_of_day)
    assert once.today == RECORDS[1] and once.streak == 2
