"""The shipped puzzle book is read from the package; the puzzle statistics are kept on disk."""

from __future__ import annotations

from forNorthwood.game.puzzles import PuzzleStats
from forNorthwood.persistence.puzzle_files import load_puzzle_book, load_puzzle_stats, save_puzzle_stats


def test_the_shipped_book_is_read():
    assert len(load_puzzle_book().puzzles) >= 200


def test_puzzle_stats_round_trip(tmp_path):
    path = tmp_path / "puzzles.json"
    assert load_puzzle_stats(path) == (PuzzleStats(), None)
    stats = PuzzleStats().answered("abc-1", True).answered("abc-2", False)
    save_puzzle_stats(path, stats)
    assert load_puzzle_stats(path) == (stats, None)


def test_damaged_puzzle_stats_are_set_aside_never_lost(tmp_path):
    path = tmp_path / "puzzles.json"
    for text, kind in (("{damaged", "corrupt"), ('{"kind": "fornorthwood-puzzle-stats", "version": 9}', "future")):
        path.write_text(text, encoding="utf-8")
        assert load_puzzle_stats(path) == (PuzzleStats(), kind)
        assert not path.exists()
        kept = [p for p in tmp_path.iterdir() if p.name.startswith("puzzles.json.bak-")]
        assert any(p.read_text(encoding="utf-8") == text for p in kept)
