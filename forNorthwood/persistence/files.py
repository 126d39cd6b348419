"""Atomic writes, safe reads and setting damaged files aside."""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import TypeGuard

# fdatasync makes the data (and the size needed to read it back) durable without
# also flushing timestamps, which makes it several times cheaper than fsync on
# Linux; platforms without it (macOS, Windows) use fsync.
_sync = getattr(os, "fdatasync", os.fsync)

#: Anything larger is not a file this game wrote.
MAX_FILE_BYTES = 32 * 1024 * 1024


class FileProblem(Exception):
    """A file that could not be read as the expected JSON document.

    ``kind`` is one of ``"missing"``, ``"empty"``, ``"unreadable"``, ``"corrupt"``,
    ``"foreign"``, ``"future"``, ``"invalid"``; ``detail`` says more for logs.
    """

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that readers see the old or the new file, never a mix."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            _sync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (the new name survives a power cut); a no-op where
    folders cannot be opened (Windows) or synced."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path, older_than: float = 60.0) -> int:
    """Delete the temporary files (``.name.XXXX.tmp``) that a killed process left in
    ``folder``; returns how many. Only files older than ``older_than`` seconds go,
    so a write in progress in another instance of the game is left alone.
    """
    removed = 0
    now = time.time()
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    for candidate in candidates:
        with suppress(OSError):
            if candidate.is_file() and now - candidate.stat().st_mtime >= older_than:
                candidate.unlink()
                removed += 1
    return removed


def write_json(path: Path, document: object) -> None:
    write_atomic(path, json.dumps(document, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n")


def read_json(path: Path) -> object:
    """The parsed JSON of ``path``; raises ``FileProblem`` for anything else."""
    try:
        size = path.stat().st_size
    except (FileNotFoundError, NotADirectoryError):
        # A folder on the way that is a file means there is no such file either; the
        # folder problem itself is reported once, when the game tries to write there.
        raise FileProblem("missing") from None
    except OSError as exc:
        raise FileProblem("unreadable", str(exc)) from exc
    if size == 0:
        raise FileProblem("empty")
    if size > MAX_FILE_BYTES:
        raise FileProblem("foreign", f"{size} bytes")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise FileProblem("unreadable", str(exc)) from exc
    if not raw.strip():
        raise FileProblem("empty")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise FileProblem("corrupt", str(exc)[:200]) from exc


def set_aside(path: Path, now: datetime | None = None) -> Path | None:
    """Rename a damaged file to ``name.bak-YYYYmmdd-HHMMSS`` (never overwriting); None if that failed."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        suffix = f".bak-{stamp}" if n == 0 else f".bak-{stamp}-{n}"
        target = path.with_name(path.name + suffix)
        if target.exists():
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target
    return None


_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def is_identifier(value: object) -> TypeGuard[str]:
    """A safe name for ids and file names: letters, digits, '-' and '_' only (no paths)."""
    return isinstance(value, str) and _ID.fullmatch(value) is not None


def is_plain_text(value: object, limit: int = 200) -> TypeGuard[str]:
    """A short string that can be written back as UTF-8 (no lone surrogates)."""
    if not isinstance(value, str) or len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_envelope(document: object, kind: str, version: int) -> dict:
    """The document if it is a ``kind`` file of a version this game reads; else ``FileProblem``."""
    if not isinstance(document, dict) or document.get("kind") != kind:
        raise FileProblem("foreign", "not a " + kind)
    found = document.get("version")
    if type(found) is not int:
        raise FileProblem("invalid", "version")
    if found > version:
        raise FileProblem("future", f"version {found}")
    if found < 1:
        raise FileProblem("invalid", f"version {found}")
    return document
