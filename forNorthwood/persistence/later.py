"""A file written off the window's thread: the latest value asked for is written, atomically.

An answer to a puzzle changes the statistics file; writing it (and waiting for the disk's
``fsync``) took about 25 ms of the frame that showed the solution. ``LatestWriter`` takes
the value at once and writes it on a thread of its own: each write is the same atomic write
as before (beside, flushed, renamed over), so a crash leaves the old file or the new one,
never a part; a value asked for while a write is under way is written after it (only the
latest, the ones between are the same file's older states). ``flush`` waits for the last
write, as the app does when it closes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class LatestWriter(Generic[T]):
    """Writes ``write(value)`` on a thread for the latest value put; ``done(error)`` after each
    write (None when it reached the disk), on that thread."""

    def __init__(self, write: Callable[[T], None], done: Callable[[OSError | None], None]) -> None:
        self._write = write
        self._done = done
        self._changed = threading.Condition()
        self._pending: tuple[T] | None = None  # a value waiting to be written (a 1-tuple: None may be a value)
        self._thread: threading.Thread | None = None

    def put(self, value: T) -> None:
        """Write ``value`` soon (after the write under way, if any); returns at once."""
        with self._changed:
            self._pending = (value,)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="latest-writer", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._changed:
                if self._pending is None:
                    self._thread = None
                    self._changed.notify_all()
                    return
                (value,) = self._pending
                self._pending = None
            try:
                self._write(value)
            except OSError as error:
                self._done(error)
            else:
                self._done(None)

    def writing(self) -> bool:
        """Whether a write is under way or waiting."""
        with self._changed:
            return self._thread is not None

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every value put is written (False if ``timeout`` seconds went by first)."""
        with self._changed:
            return self._changed.wait_for(lambda: self._thread is None, timeout)
