"""The benchmark scripts' ``--jobs``: the same results, game by game, for any number of processes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import bench_bots  # noqa: E402  (the scripts folder is on the path only from here)
import bench_hints  # noqa: E402
import jobs  # noqa: E402


def _square(n: int) -> int:
    return n * n


def test_ordered_map_keeps_the_items_order_over_processes() -> None:
    items = list(range(12))
    assert list(jobs.ordered_map(_square, items, 3)) == [n * n for n in items]
    assert list(jobs.ordered_map(_square, items, 1)) == [n * n for n in items]


def test_took_reads_like_a_duration() -> None:
    assert jobs.took(4.24) == "4.2 s"
    assert jobs.took(192) == "3 min 12 s"
    assert jobs.took(2 * 3600 + 5 * 60 + 10) == "2 h 05 min"


def _table(text: str) -> list[str]:
    """The bots' rows without their time column (the one thing that depends on the machine)."""
    return [line.rsplit("|", 2)[0] for line in text.splitlines() if line.startswith("| ")]


def test_bench_bots_gives_the_same_games_for_one_and_two_jobs(tmp_path, capsys) -> None:
    results = []
    for count in (1, 2):
        out = tmp_path / f"advisor-{count}.jsonl"
        argv = ["--games", "3", "--advisor-games", "2", "--budget-ms", "1", "--fief-budget-ms", "1"]
        assert bench_bots.main([*argv, "--seed", "40", "--out", str(out), "--jobs", str(count)]) == 0
        printed = capsys.readouterr().out
        assert "advisor (1 ms/decision): 2 games in " in printed
        assert f"(wall clock, {count} job" in printed
        results.append((_table(printed), out.read_text(encoding="utf-8")))
    assert results[0] == results[1]
    lines = results[0][1].splitlines()
    assert [json.loads(line)["seed"] for line in lines] == [40, 41]
    assert len(results[0][0]) == 4  # header and the three bots


def test_bench_hints_raw_notes_the_same_hints_for_one_and_two_jobs(tmp_path, capsys, monkeypatch) -> None:
    # --raw reaches the workers too (their maps are the identity, as in the main process);
    # with one job it switches this process's maps off: put them back afterwards
    from forNorthwood.ai import calibration

    monkeypatch.setattr(calibration, "shipped", calibration.shipped)
    noted = []
    for count in (1, 2):
        out = tmp_path / f"hints-{count}.jsonl"
        argv = ["--games", "2", "--seed", "300", "--budget-ms", "1", "--raw", "--out", str(out)]
        assert bench_hints.main([*argv, "--jobs", str(count)]) == 0
        printed = capsys.readouterr().out
        assert "2 games in " in printed
        noted.append(out.read_text(encoding="utf-8"))
    assert noted[0] == noted[1]
    assert {json.loads(line)["seed"] for line in noted[0].splitlines()} == {300, 301}
