"""Replays of recorded games, and the advice computed beside them.

A game's record (``statistics.GameRecord``) keeps its compact replay text; ``replay_of``
rebuilds the game from it (``game.replay.ReplayProblem`` with a code when it cannot:
an older record without one, a newer or damaged one). The advice of a whole replay
(``game.replay_advice``) takes a while to compute, so it is kept in a file of its own
beside the record, named after the game; a file that is not that game's advice at that
budget is ignored (the advice is computed again and written over it).
"""

from __future__ import annotations

from pathlib import Path

from ..ai.advisor import DEFAULT_BUDGET_MS
from ..game.replay import Replay, replay_game
from ..game.replay_advice import AdviceProblem, GameAdvice, game_advice_from_json
from .files import FileProblem, is_identifier, read_json, write_json
from .statistics import GameRecord

#: Advice of one game: a few hundred decisions of a few options each.
MAX_ADVICE_BYTES = 4 * 1024 * 1024


def replay_of(record: GameRecord) -> Replay:
    """The replay of a recorded game (``ReplayProblem`` if it cannot be replayed; the record is untouched)."""
    return replay_game(record.seed, record.setup, record.threshold, record.replay, record.settled)


def advice_path(folder: Path, game_id: str) -> Path:
    """Where the advice of game ``game_id`` is kept in ``folder``."""
    if not is_identifier(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return folder / f"{game_id}.advice.json"


def load_game_advice(path: Path, replay: Replay, budget_ms: float = DEFAULT_BUDGET_MS) -> GameAdvice | None:
    """The advice kept for ``replay``, or None when there is none that fits (then compute it)."""
    try:
        return game_advice_from_json(read_json(path, MAX_ADVICE_BYTES), replay, budget_ms)
    except (FileProblem, AdviceProblem):
        return None


def save_game_advice(path: Path, advice: GameAdvice) -> None:
    """Keep ``advice`` (atomically; raises OSError if the folder cannot be written)."""
    write_json(path, advice.to_json())
