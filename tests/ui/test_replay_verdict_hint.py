"""The replay's reasons by the count compare with the Hint's move, not a puzzle's "best move": the
sentences are the puzzles' own, told with ``hint=True`` (a reader of the replay met "the best move"
where the verdict had just named the Hint's)."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.game.puzzle_reason import ALL_LOSE, ALL_WIN, GIVES_NEEDED, Shortfall
from forNorthwood.ui.scenes.replay_verdict import reason_words


@pytest.mark.parametrize("kind", [ALL_WIN, ALL_LOSE, GIVES_NEEDED])
def test_a_tight_count_names_the_hints_move(kind: str) -> None:
    with i18n.speaking("en"):
        said = reason_words(Shortfall(kind, 2, 3, 1, 3))
    assert "the Hint's move" in said and "best move" not in said, said
