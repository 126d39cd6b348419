"""The puzzle book shipped with the game, and the player's puzzle statistics on disk.

The book (``forNorthwood/game/puzzles.json``, written by ``scripts/find_puzzles.py``) is
package data, read here and checked by ``game.puzzles.book_from_text``: a damaged or
wrong-version book is refused with a ``PuzzleProblem`` (the puzzle screens say so; the
rest of the game goes on). The statistics are one small JSON file in the data folder,
written atomically; a damaged one is set aside (never deleted) and the player starts
again from empty statistics, told through the returned warning kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..game.puzzles import PuzzleBook, PuzzleProblem, PuzzleStats, book_from_text, puzzle_stats_from_json
from .files import FileProblem, put_aside, read_json, write_json

BOOK_NAME = "puzzles.json"
#: The book is about 100 KB; a file many times that is not a book.
MAX_BOOK_BYTES = 4 * 1024 * 1024
MAX_STATS_BYTES = 4 * 1024 * 1024


def load_puzzle_book() -> PuzzleBook:
    """The game's puzzle book (``PuzzleProblem`` with code ``invalid`` when it cannot be read)."""
    source = resources.files("forNorthwood.game").joinpath(BOOK_NAME)
    try:
        with source.open("rb") as stream:
            raw = stream.read(MAX_BOOK_BYTES + 1)
    except OSError as exc:
        raise PuzzleProblem("invalid", f"unreadable: {exc}") from None
    if len(raw) > MAX_BOOK_BYTES:
        raise PuzzleProblem("invalid", "too big")
    return book_from_text(raw)


@dataclass(frozen=True, slots=True)
class StatsRead:
    """The puzzle statistics read from disk, and what went wrong: ``problem`` (a ``FileProblem``
    kind or a ``PuzzleProblem`` code, None if all went well), where the file was set aside
    (``kept_as``), or that it stays where it is (``left``: it could not be moved, so it must never
    be written over)."""

    stats: PuzzleStats
    problem: str | None = None
    kept_as: Path | None = None
    left: bool = False


def read_puzzle_stats(path: Path) -> StatsRead:
    """The player's puzzle statistics; a damaged file is set aside (never deleted) and the
    player starts again from empty statistics."""
    try:
        return StatsRead(puzzle_stats_from_json(read_json(path, MAX_STATS_BYTES)))
    except FileProblem as problem:
        if problem.kind == "missing":
            return StatsRead(PuzzleStats())
        found = problem
    except PuzzleProblem as problem:
        found = FileProblem(problem.code, problem.detail)
    kept = put_aside(path, found)
    return StatsRead(PuzzleStats(), found.kind, kept, kept is None)


def load_puzzle_stats(path: Path) -> tuple[PuzzleStats, str | None]:
    """The player's puzzle statistics, and what went wrong if they could not be read (a
    ``FileProblem`` kind, or the code of a ``PuzzleProblem``; the file is then set aside)."""
    read = read_puzzle_stats(path)
    return read.stats, read.problem


def save_puzzle_stats(path: Path, stats: PuzzleStats) -> None:
    """Write the statistics atomically (raises OSError if the folder cannot be written)."""
    write_json(path, stats.to_json())
