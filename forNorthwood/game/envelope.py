"""The envelope of a versioned document the game layer reads (the puzzle book, puzzle
statistics, a replay's advice): its kind and its version. ``persistence.files.check_envelope``
is the files' own; the game layer may not import it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def open_envelope(document: object, kind: str, newest: int, problem: Callable[[str, str], Exception]) -> dict[str, Any]:
    """``document`` if it is a ``kind`` document of a version from 1 to ``newest``; else raises
    ``problem(code, detail)`` with the code "foreign", "invalid" or "future"."""
    if not isinstance(document, dict) or document.get("kind") != kind:
        raise problem("foreign", f"not a {kind}")
    version = document.get("version")
    if type(version) is not int or version < 1:
        raise problem("invalid", f"version {version!r}")
    if version > newest:
        raise problem("future", f"version {version}")
    return document
