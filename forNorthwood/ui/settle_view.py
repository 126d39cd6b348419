"""The setting "finish a visit when its outcome is certain", on the table.

Telling whether a visit is settled is an exact search that can take a couple of
seconds in the middle of a visit, so it runs on a daemon thread after each of the
player's actions. The table scene polls between frames: when the answer is
"certain" and the session is still at the position searched (and the cards are at
rest), the rest of the visit is played as ordinary steps and their events shown,
the first of them carrying the ``VisitSettled`` note the message line tells. A newer
position cancels the older search; an answer for an older position is dropped. The
table also starts a search for a position it did not reach by an action of its own:
a game continued mid-visit, an undo or redo, the setting switched on mid-visit.
"""

from __future__ import annotations

import threading

from ..ai.certainty import certain_outcome
from ..ai.exact import Cancelled
from ..ai.infoset import VISIT_PHASES
from ..core import State
from .wake import wake


class SettleWatch:
    """One search at a time: whether the visit at the watched position is settled."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._generation = 0
        self._state: State | None = None
        self._answer: bool | None = None
        self._done = False
        self._closed = False

    def watch(self, state: State) -> None:
        """Start finding out whether ``state``'s visit is settled (any older search stops)."""
        with self._lock:
            if self._closed:
                return
            self._generation += 1
            generation = self._generation
            self._state, self._answer, self._done = state, None, False
        if state.phase not in VISIT_PHASES:
            with self._lock:
                self._done = True
            return
        thread = threading.Thread(target=self._run, args=(state, generation), name="fornorthwood-settle", daemon=True)
        thread.start()

    def _stale(self, generation: int) -> bool:
        return self._closed or self._generation != generation

    def _run(self, state: State, generation: int) -> None:
        try:
            outcome = certain_outcome(state, should_stop=lambda: self._stale(generation))
        except Cancelled:
            return
        except Exception:  # an aid must never take the game down
            outcome = None
        with self._lock:
            if not self._stale(generation):
                self._answer, self._done = outcome, True
        if outcome is not None:
            wake()

    def outcome(self, state: State) -> bool | None:
        """True/False once the visit at ``state`` (the watched position) is known to be settled."""
        with self._lock:
            if self._state is state and self._done:
                return self._answer
            return None

    def watching(self, state: State) -> bool:
        """True when ``state`` is the position watched (searched, or its answer known)."""
        with self._lock:
            return self._state is state

    def searching(self, state: State) -> bool:
        with self._lock:
            return self._state is state and not self._done

    def cancel(self) -> None:
        with self._lock:
            self._generation += 1
            self._state, self._answer, self._done = None, None, False

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._generation += 1


_watch: SettleWatch | None = None


def watch() -> SettleWatch:
    """The app's one watch (shared by the table scenes: a visit begun in the fief
    selection is watched on in the visit scene)."""
    global _watch
    if _watch is None:
        _watch = SettleWatch()
    return _watch


def close_watch() -> None:
    global _watch
    if _watch is not None:
        _watch.close()
        _watch = None
