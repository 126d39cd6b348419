"""The puzzle finder is deterministic: the same seeds give the same file, byte for byte, for any --jobs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from forNorthwood.game.puzzle_finder import candidate
from forNorthwood.game.puzzles import MIN_MARGIN, ONLY, PuzzleBook, book_from_text, position_of

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import find_puzzles  # noqa: E402  (the scripts folder is on the path only from here)

#: Seeds whose games hold puzzles and are quick to search.
SEEDS = (0, 10)


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> list[bytes]:
    """The file the script writes for ``SEEDS`` with one job (here) and with two (worker processes)."""
    folder = tmp_path_factory.mktemp("puzzles")
    texts = []
    for jobs in (1, 2):
        out = folder / f"puzzles-{jobs}.json"
        argv = ["--seeds", *map(str, SEEDS), "--jobs", str(jobs), "--out", str(out)]
        assert find_puzzles.main(argv) == 0
        texts.append(out.read_bytes())
    return texts


def test_the_same_seeds_give_the_same_file_for_one_and_two_jobs(written):
    assert written[0] == written[1]


def test_every_puzzle_found_has_one_right_answer_at_a_candidate_position(written):
    book: PuzzleBook = book_from_text(written[0])
    assert book.puzzles
    for puzzle in book.puzzles:
        state = position_of(puzzle)
        assert candidate(state, tuple(o.action for o in puzzle.options))
        assert puzzle.margin >= MIN_MARGIN or puzzle.kind == ONLY
        assert puzzle.answer_success == max(o.success for o in puzzle.options)


def test_relevel_writes_the_shipped_book_again_byte_for_byte(tmp_path):
    """``--relevel`` levels a book again without the solver: the shipped book is its own levelling."""
    out = tmp_path / "puzzles.json"
    out.write_bytes(find_puzzles.BOOK.read_bytes())
    assert find_puzzles.main(["--relevel", "--out", str(out)]) == 0
    assert out.read_bytes() == find_puzzles.BOOK.read_bytes()
