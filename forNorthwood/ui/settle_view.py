"""The setting "finish a visit when its outcome is certain", on the table.

Telling whether a visit is settled is an exact search that can take a couple of
seconds in the middle of a visit, so it runs on the app's job runner (its "settle"
lane) after each of the player's actions. The table scene polls between frames: when
the answer is "certain" and the session is still at the position searched (and the
cards are at rest), the rest of the visit is played as ordinary steps and their
events shown, the first of them carrying the ``VisitSettled`` note the message line
tells. A newer position cancels the older search; an answer for an older position is
dropped. The table also starts a search for a position it did not reach by an action
of its own: a game continued mid-visit, an undo or redo, the setting switched on
mid-visit. The lane is the app's, so a visit begun in the fief selection is watched on
in the visit scene.
"""

from __future__ import annotations

from ..ai.certainty import certain_outcome
from ..ai.infoset import VISIT_PHASES
from ..core import State
from ..game.jobs import Jobs, Lane


class SettleWatch:
    """Whether the visit at the watched position is settled (one search at a time)."""

    def __init__(self, jobs: Jobs) -> None:
        self.lane: Lane[bool | None] = jobs.lane("settle")

    def watch(self, state: State) -> None:
        """Start finding out whether ``state``'s visit is settled (any older search stops)."""
        if state.phase not in VISIT_PHASES:
            self.lane.submit(state, _nothing_to_settle)
            return
        self.lane.submit(state, lambda should_stop: certain_outcome(state, should_stop=should_stop))

    def outcome(self, state: State) -> bool | None:
        """True/False once the visit at ``state`` (the watched position) is known to be settled."""
        if self.lane.current() is not state:
            return None
        ended = self.lane.outcome()
        return None if ended is None else ended.value

    def watching(self, state: State) -> bool:
        """True when ``state`` is the position watched (searched, or its answer known)."""
        return self.lane.current() is state

    def cancel(self) -> None:
        self.lane.cancel()


def _nothing_to_settle(should_stop: object) -> None:
    """Outside a visit there is no visit to settle."""
    return None
