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

The window comes first: while a job runs, the interpreter hands the GIL over more often
(``JOB_SWITCH_INTERVAL``, restored once no job runs), and a job pauses at its next
``should_stop`` while the window's thread is in a frame (``Jobs.frame``; at most
``FRAME_PAUSE_LIMIT`` each time). Without it, each time the window's thread let the GIL go
(a blit, a sleep) it waited the whole default switch interval for it back: 40 ms frames at
1280×800 while a replay's advice was computed. The searches' budgets count work, not time,
so a pause changes no answer.

Here, in ``game/``, rather than beside the pygame code: it needs only the standard
library, the questions it runs are about a game in progress, and ``core`` (rules) and
``ai`` (searches) stay free of threads.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")

#: A job: given ``should_stop``, the work's answer.
Work = Callable[[Callable[[], bool]], T]

#: The interpreter's switch interval (s) while a job runs: how long the window's thread may wait
#: for the GIL a job holds (the default, 5 ms, is paid each time the window let it go).
JOB_SWITCH_INTERVAL = 0.0002
#: The longest a job pauses (s), at one ``should_stop``, for the window's frame to end.
FRAME_PAUSE_LIMIT = 0.05


class _SwitchInterval:
    """The process's switch interval lowered while any job of any runner runs, restored after."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running = 0
        self._saved = sys.getswitchinterval()

    @property
    def running(self) -> int:
        """How many jobs (of every runner) run now."""
        return self._running

    def job_started(self) -> None:
        with self._lock:
            if self._running == 0:
                self._saved = sys.getswitchinterval()
                sys.setswitchinterval(min(self._saved, JOB_SWITCH_INTERVAL))
            self._running += 1

    def job_ended(self) -> None:
        with self._lock:
            self._running -= 1
            if self._running == 0:
                sys.setswitchinterval(self._saved)


SWITCH_INTERVAL = _SwitchInterval()


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
        SWITCH_INTERVAL.job_started()
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

    def _should_stop(self, generation: int) -> bool:
        """The job's ``should_stop``: paused first while the window draws a frame."""
        self._jobs.pause_for_window()
        return self._stale(generation)

    def _run(self, key: Hashable, work: Work[T], generation: int) -> None:
        jobs = self._jobs
        outcome: Outcome[T]
        try:
            try:
                outcome = Outcome(key, work(lambda: self._should_stop(generation)))
            except Exception:  # an aid must never take the game down
                outcome = Outcome(key, None, failed=True)
            with jobs._lock:
                current = not self._stale(generation)
                if current:
                    self._outcome, self._running = outcome, False
        finally:
            SWITCH_INTERVAL.job_ended()
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
        self._window_free = threading.Event()  # cleared while the window's thread is in a frame
        self._window_free.set()

    @contextmanager
    def frame(self) -> Iterator[None]:
        """The window's thread draws a frame: the jobs pause at their next ``should_stop``
        until it ends (each at most ``FRAME_PAUSE_LIMIT``)."""
        self._window_free.clear()
        try:
            yield
        finally:
            self._window_free.set()

    def in_frame(self) -> bool:
        """True while the window's thread draws a frame (the jobs pause at their checks)."""
        return not self._window_free.is_set()

    def pause_for_window(self) -> None:
        """On a job's thread: wait while the window draws a frame (at most ``FRAME_PAUSE_LIMIT``)."""
        if not self._window_free.is_set():
            self._window_free.wait(FRAME_PAUSE_LIMIT)

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
