"""The advice a game's decisions are judged by: one number for each, wherever it is shown.

The end screen's review (``ai.review.review_game``, through ``ui.review_layer``) and the
replay's advisor (``replay_advice.advise_game``) each ask for the advice at the game's
decisions, on threads of their own, at the Hint's budget. Asked apart, a decision the advisor
does not settle within its budget got two estimates, and the advisor's cache (a few hundred
positions) no longer held the first when the second was asked: a player read "≈89%" on the end
screen and 94% in the replay for one choice. A game's ``AdviceBook`` gives both the same: the
Hint's advice where it was shown during the game (``Session.hints_shown``, kept in the save's
"hints"), else the first the advisor gave for the decision in this run, by the game's step (the
replay's position).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping

from ..ai.advisor import Advice


class AdviceBook:
    """The advice kept for one game's steps (thread-safe: the review and the replay ask at once)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._found: dict[int, Advice] = {}

    def show(self, shown: Mapping[int, Advice]) -> None:
        """The advice the Hint showed before these steps: it is theirs (the player read it)."""
        with self._lock:
            self._found.update(shown)

    def kept(self, step: int) -> Advice | None:
        """The advice kept for ``step``, None when none was shown or asked for yet."""
        with self._lock:
            return self._found.get(step)

    def advice(self, step: int, ask: Callable[[], Advice]) -> Advice:
        """The advice at ``step``: the one kept, else ``ask()``'s, kept from now on (when another
        thread kept one for the step while this one asked, that one: the first stays)."""
        found = self.kept(step)
        if found is not None:
            return found
        asked = ask()
        with self._lock:
            return self._found.setdefault(step, asked)
