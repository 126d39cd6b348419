"""Hints for the game: advice computed off the UI thread.

The UI asks for the advice of a position under a *key* of its choice (the
position's ``State`` itself is a good key: equal states have equal advice) and
polls for it between frames::

    worker = HintWorker()
    worker.request(session.state, session.state)      # when the player presses Hint
    advice = worker.result(session.state)             # every frame: None until ready
    worker.cancel()                                   # the position changed, hint hidden
    worker.close()                                    # the window closes: returns at once

Only the answer for the most recent request is ever returned: a request for a new
key cancels the search for the old one (the search polls a flag every few dozen
steps), and a finished answer for an older key is dropped. The worker thread is a
daemon, so even a search in the middle of a large step never keeps the program
alive.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import partial

from ..core import State
from .advisor import DEFAULT_BUDGET_MS, Advice, advise
from .exact import Cancelled


@dataclass(frozen=True)
class _Job:
    key: Hashable
    state: State
    budget_ms: float
    exact: bool
    generation: int


class HintWorker:
    """One background thread answering advice requests; only the latest request counts."""

    def __init__(
        self,
        budget_ms: float = DEFAULT_BUDGET_MS,
        on_ready: Callable[[Hashable], None] | None = None,
        advise_fn: Callable[..., Advice] = advise,
    ) -> None:
        self.budget_ms = budget_ms
        # Called from the worker thread with the key of the latest request once it ends,
        # answered or failed, so that a waiting UI wakes up either way.
        self.on_ready = on_ready
        self._advise = advise_fn
        self._cond = threading.Condition()
        self._job: _Job | None = None
        self._running: _Job | None = None
        self._generation = 0
        self._latest: Hashable | None = None
        self._has_latest = False
        self._answer: tuple[Hashable, Advice] | None = None
        self._failed: Hashable | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="fornorthwood-hints", daemon=True)
        self._thread.start()

    # -- the UI side ----------------------------------------------------------------

    def request(self, key: Hashable, state: State, *, budget_ms: float | None = None, exact: bool = False) -> None:
        """Ask for the advice of ``state`` under ``key``; any older request is cancelled."""
        with self._cond:
            if self._closed:
                return
            if self._has_latest and self._latest == key:
                answered = self._answer is not None and self._answer[0] == key
                queued = self._job is not None and self._job.key == key
                searching = self._running is not None and self._running.generation == self._generation
                if answered or queued or searching:
                    return  # already answered or under way
            self._generation += 1
            self._latest, self._has_latest = key, True
            self._answer = None
            self._failed = None
            budget = self.budget_ms if budget_ms is None else budget_ms
            self._job = _Job(key, state, budget, exact, self._generation)
            self._cond.notify_all()

    def result(self, key: Hashable) -> Advice | None:
        """The advice for ``key`` if it is ready and ``key`` is the latest request, else None."""
        with self._cond:
            answer = self._answer
            if answer is not None and self._has_latest and answer[0] == key and self._latest == key:
                return answer[1]
            return None

    def failed(self, key: Hashable) -> bool:
        """True when the search for ``key`` (the latest request) ended without an answer."""
        with self._cond:
            return self._failed is not None and self._failed == key and self._latest == key

    def busy(self) -> bool:
        """True while a request is waiting or being searched."""
        with self._cond:
            return self._job is not None or self._running is not None

    def cancel(self) -> None:
        """Forget the current request: its search stops soon and its answer is never given."""
        with self._cond:
            self._generation += 1
            self._job = None
            self._answer = None
            self._failed = None
            self._latest, self._has_latest = None, False
            self._cond.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        """Block until nothing is searched (for tests and tools); False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and self._running is None, timeout)

    def close(self, timeout: float = 0.5) -> None:
        """Stop the worker: the search in progress is cancelled; returns within ``timeout``."""
        with self._cond:
            self._closed = True
            self._generation += 1
            self._job = None
            self._cond.notify_all()
        self._thread.join(timeout)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    # -- the worker thread ---------------------------------------------------------------

    def _stale(self, generation: int) -> bool:
        return self._closed or self._generation != generation

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._job is not None or self._closed)
                if self._closed:
                    self._running = None
                    self._cond.notify_all()
                    return
                job = self._job
                assert job is not None
                self._job = None
                self._running = job
            generation = job.generation
            answer: Advice | None = None
            try:
                stop = partial(self._stale, generation)
                answer = self._advise(job.state, job.budget_ms, job.exact, should_stop=stop)
            except Cancelled:
                answer = None
            except Exception:  # a hint must never take the game down
                answer = None
            ended = False
            with self._cond:
                self._running = None
                if not self._stale(generation):
                    if answer is not None:
                        self._answer = (job.key, answer)
                    else:
                        self._failed = job.key
                    ended = True
                self._cond.notify_all()
            if ended and self.on_ready is not None:
                self.on_ready(job.key)
