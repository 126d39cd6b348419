"""Atomic writes, safe reads and setting damaged files aside."""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
import unicodedata
from collections.abc import Iterable
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

#: Opening a pipe (FIFO) for reading must not wait for a writer; regular files ignore it.
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class FileProblem(Exception):
    """A file that could not be read as the expected JSON document.

    ``kind`` is one of ``"missing"``, ``"empty"``, ``"unreadable"``, ``"special"``
    (a device, a pipe, a folder: not a regular file), ``"corrupt"``, ``"foreign"``,
    ``"future"``, ``"invalid"``; ``detail`` says more for logs.
    """

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail


class ProtectedFile(OSError):
    """A file the game could neither read nor set aside: it is never written over.
    ``warning`` is the player's sentence about it, when one was already written."""

    def __init__(self, detail: str, warning: str | None = None) -> None:
        super().__init__(detail)
        self.warning = warning


def write_atomic(path: Path, text: str | Iterable[str]) -> None:
    """Replace ``path`` with ``text`` so that readers see the old or the new file, never a mix.
    ``text`` may come in pieces (written one after the other, never joined in memory).

    A file that is there but cannot be read (or is not a regular file) is never
    replaced: it may be the player's only copy (``ProtectedFile``, an ``OSError``).
    """
    if not replaceable(path):
        raise ProtectedFile(f"{path} is there but cannot be read: it is left as it is")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            if isinstance(text, str):
                handle.write(text)
            else:
                for piece in text:
                    handle.write(piece)
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


def folder_writable(folder: Path) -> bool:
    """Whether a new file can be made in ``folder`` (tried with a temporary file)."""
    try:
        fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError:
        return False
    return True


def replaceable(path: Path) -> bool:
    """Whether writing ``path`` anew loses nothing the game could not read: true when
    there is no file, or a regular file this process can read."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return True  # nothing there (or a dangling link): nothing to lose
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and os.access(path, os.R_OK)


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; ``FileProblem``
    otherwise. Never waits on a pipe nor reads a device (a link to /dev/zero) forever."""
    try:
        fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    except (FileNotFoundError, NotADirectoryError):
        # A folder on the way that is a file means there is no such file either; the
        # folder problem itself is reported once, when the game tries to write there.
        raise FileProblem("missing") from None
    except IsADirectoryError as exc:
        raise FileProblem("special", "a folder") from exc
    except OSError as exc:
        raise FileProblem("unreadable", str(exc)) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("special", "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file")
        if info.st_size > limit:
            raise FileProblem("foreign", f"{info.st_size} bytes")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise FileProblem("foreign", f"more than {limit} bytes")
        return b"".join(chunks)
    except OSError as exc:
        raise FileProblem("unreadable", str(exc)) from exc
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path, older_than: float = 60.0) -> int:
    """Delete the temporary files (``.name.<random>.tmp``) that a killed process left in
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


def read_json(path: Path, limit: int | None = None) -> object:
    """The parsed JSON of ``path`` (at most ``limit`` bytes, by default ``MAX_FILE_BYTES``);
    raises ``FileProblem`` for anything else."""
    raw = read_capped(path, MAX_FILE_BYTES if limit is None else limit)
    if not raw.strip():
        raise FileProblem("empty")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise FileProblem("corrupt", str(exc)[:200]) from exc


def put_aside(path: Path, problem: FileProblem) -> Path | None:
    """Set a file that could not be used aside (its name gets a date); None when it stays
    where it is: a folder is never moved, and a move can fail (a read-only folder)."""
    if problem.kind == "missing" or os.path.isdir(path):
        return None
    return set_aside(path)


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
    """A short string that can be shown and written back as UTF-8: no lone surrogates, and
    no control or format characters (a NUL, a line break or a bidirectional override in a
    stored date or name would show as a box glyph or reorder the text around it)."""
    if not isinstance(value, str) or len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return not any(unicodedata.category(c) in _NOT_PLAIN for c in value)


#: Unicode categories a plain text never holds: controls (C0, DEL, C1) and format characters.
_NOT_PLAIN = frozenset({"Cc", "Cf"})


def is_timestamp(value: object) -> TypeGuard[str]:
    """A stored moment: plain text in ISO 8601 form, as ``datetime.isoformat`` writes it."""
    if not is_plain_text(value, 64):
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
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
