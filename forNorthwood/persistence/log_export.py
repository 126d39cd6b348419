"""The game log exported as a text file the player can keep or share."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..game.gamelog import game_log
from ..game.session import Session
from .files import write_atomic


def export_log(path: Path, session: Session, extra: Sequence[str] = ()) -> None:
    """Write the log as a text file (atomically), with ``extra`` lines after it (the review)."""
    lines = game_log(session) + (["", *extra] if extra else [])
    write_atomic(path, "\n".join(lines) + "\n")
