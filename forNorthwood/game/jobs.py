"""Work off the UI thread: one runner, lanes where the latest request wins, cancellable.

The table asks questions that take seconds (the advisor's hint, whether a visit is
settled, the review of a finished game). The app owns one ``Jobs`` runner; each kind
of question uses a *lane* of it (``jobs.lane("hints")``)::

    lane = jobs.lane("hints")
    lane.submit(state, lambda should_stop: advise(state, should_stop=should_stop))
    outcome = lane.outcome()        # every frame: None until the current job ended
    lane.cancel()                   # the position changed: the search stops soon
    jobs.close()                    # the window closes: returns at once

A job is a function of ``should_stop`` (polled by the search, which then gives up, e.g.
by raising). Submitting to a lane makes the new job its current one: the older job's
``should_stop`` turns true and whatever it returns or raises is dropped. The outcome of
the current job stays in its lane until the next submit or cancel, so an answer is kept
as long as its question is current. Each job runs on a daemon thread, so a search in
the middle of a long step never keeps the program alive.

Here, in ``game/``, rather than beside the pygame code: it needs only the standard
library, the questions it runs are about a game in progress, and ``core`` (rules) and
``ai`` (searches) stay free of threads.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")

#: A job: given ``should_stop``, the work's answer.
Work = Callable[[Callable[[], bool]], T]


@dataclass(frozen=True, slots=True)
class Outcome(Generic[T]):
    """How the current job of a lane ended: its ``value``, or ``failed`` if it raised."""

    key: Hashable
    value: T | None
    failed: bool = False


class Lane(Generic[T]):
    """One line of questions of the runner: only its latest job counts."""

    def __init__(self, jobs: Jobs, name: Hashable) -> None:
        self._jobs = jobs
        self.name = name
        self._generation = 0
        self._key: Hashable | None = None
        self._has_key = False
        self._running = False  # the current job has not ended yet
        self._outcome: Outcome[T] | None = None

    def submit(self, key: Hashable, work: Work[T]) -> None:
        """Start ``work`` as this lane's job for ``key`` (the older job is cancelled)."""
        jobs = self._jobs
        with jobs._lock:
            if jobs._closed:
                return
            self._generation += 1
            generation = self._generation
            self._key, self._has_key = key, True
            self._running, self._outcome = True, None
            jobs._threads += 1
        thread = threading.Thread(
            target=self._run, args=(key, work, generation), name=f"fornorthwood-{self.name}", daemon=True
        )
        thread.start()

    def current(self) -> Hashable | None:
        """The key of the current job (None when there is none)."""
        with self._jobs._lock:
            return self._key if self._has_key else None

    def running(self) -> bool:
        """True while the current job has not ended."""
        with self._jobs._lock:
            return self._has_key and self._running

    def outcome(self) -> Outcome[T] | None:
        """How the current job ended, once it did."""
        with self._jobs._lock:
            return self._outcome

    def cancel(self) -> None:
        """Forget the current job: its work stops at its next check and its answer is dropped."""
        with self._jobs._lock:
            self._generation += 1
            self._key, self._has_key = None, False
            self._running, self._outcome = False, None

    # -- the job's thread ---------------------------------------------------------------

    def _stale(self, generation: int) -> bool:
        return self._jobs._closed or self._generation != generation

    def _run(self, key: Hashable, work: Work[T], generation: int) -> None:
        jobs = self._jobs
        outcome: Outcome[T]
        try:
            try:
                outcome = Outcome(key, work(lambda: self._stale(generation)))
            except Exception:  # an aid must never take the game down
                outcome = Outcome(key, None, failed=True)
            with jobs._lock:
                current = not self._stale(generation)
                if current:
                    self._outcome, self._running = outcome, False
        finally:
            with jobs._lock:
                jobs._threads -= 1
                jobs._lock.notify_all()
        if current and jobs.on_done is not None:
            jobs.on_done(self.name)


class Jobs:
    """The app's one background-job runner (see the module's docstring)."""

    def __init__(self, on_done: Callable[[Hashable], None] | None = None) -> None:
        #: Called from a job's thread with the lane's name when a current job ended
        #: (answered or failed, never when cancelled), so that a sleeping UI wakes up.
        self.on_done = on_done
        self._lock = threading.Condition()
        self._lanes: dict[Hashable, Lane[Any]] = {}
        self._threads = 0  # job threads still running, current or cancelled
        self._closed = False

    def lane(self, name: Hashable) -> Lane[Any]:
        """The lane called ``name`` (made the first time it is asked for)."""
        with self._lock:
            found = self._lanes.get(name)
            if found is None:
                found = self._lanes[name] = Lane(self, name)
            return found

    def idle(self) -> bool:
        """True when no job runs, current or cancelled."""
        with self._lock:
            return self._threads == 0

    def wait_idle(self, timeout: float) -> bool:
        """Block until no job runs (for tests and tools); False on timeout."""
        with self._lock:
            return self._lock.wait_for(lambda: self._threads == 0, timeout)

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self, timeout: float = 0.2) -> None:
        """Cancel every job and refuse new ones; waits at most ``timeout`` s for the threads."""
        deadline = time.monotonic() + timeout
        with self._lock:
            self._closed = True
            for lane in self._lanes.values():
                lane._generation += 1
                lane._running = False
            self._lock.wait_for(lambda: self._threads == 0, max(0.0, deadline - time.monotonic()))
