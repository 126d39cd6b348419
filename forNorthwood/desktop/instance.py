"""One copy of the game at a time: a lock file in the data folder.

The lock is an advisory ``flock`` on ``fornorthwood.lock`` (``msvcrt.locking`` on
Windows), held by an open file for as long as the process lives. The operating
system drops it when the process ends, however it ends (a crash, a SIGKILL, a
power cut), so a stale lock file never keeps the game from starting: only a live
process holds the lock, and the file itself carries nothing but that process's id,
for the message. No pygame here.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import TracebackType

LOCK_NAME = "fornorthwood.lock"


class AlreadyRunning(Exception):
    """Another copy of the game holds the lock; ``pid`` is its process id when known."""

    def __init__(self, path: Path, pid: int | None) -> None:
        super().__init__(f"{path} is held by process {pid if pid is not None else '?'}")
        self.path = path
        self.pid = pid


class InstanceLock:
    """The lock of one data folder, taken with ``acquire`` and given back with ``release``
    (or by the process ending)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock, or raise ``AlreadyRunning`` at once (never waits).

        ``OSError`` means the folder cannot hold a lock file (read-only, not a folder):
        the caller decides whether to play on without one.
        """
        if self._fd is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except BlockingIOError:
            pid = _read_pid(fd)
            os.close(fd)
            raise AlreadyRunning(self.path, pid) from None
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass  # the id is only for the message; the lock is what counts

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                _unlock(fd)
            finally:
                os.close(fd)

    def __enter__(self) -> InstanceLock:
        self.acquire()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.release()


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


if sys.platform == "win32":  # pragma: no cover - the game is tested on Linux
    import msvcrt

    def _lock(fd: int) -> None:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            raise BlockingIOError(str(error)) from error

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
