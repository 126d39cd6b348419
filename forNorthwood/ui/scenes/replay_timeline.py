"""The replay's timeline under the pointer: a press on it shows its nearest decision at once (the
cards flying), a drag along it scrubs through the decisions (put there at once, a frame's moves
counted once), and the mark under the pointer, or the decision the scrub reached, is said in a
tooltip (its words and place: ``replay_tip``).

A part of ``ReplayScene``: it reads the marks from ``ReplayJudgement`` and steps with the scene's ``go``.
"""

from __future__ import annotations

from abc import abstractmethod

from ..replay_places import ReplayLayout
from ..scene import Context
from ..stage import Stage
from .replay_judgement import ReplayJudgement
from .replay_tip import nearest_decision, on_timeline, tick_anchor, tick_tooltip, tick_words

#: While a scrub moves, the options' badges wait until the pointer rests this long (ms): placing
#: them at every decision passed made each frame of a drag heavier than a step's heaviest.
SCRUB_REST_MS = 120


class TimelineScrub(ReplayJudgement):
    """The timeline's scrub and its marks' tooltip."""

    ctx: Context
    lay: ReplayLayout
    table: Stage
    moved: bool
    #: A press on the timeline held: the pointer's moves scrub through the decisions.
    scrubbing: bool = False
    #: Where the scrub's pointer went since the last frame (its moves of one frame count once),
    #: and when it last moved.
    scrub_x: int | None = None
    scrub_moved: int = 0
    #: The decision whose mark's tooltip is shown (under the pointer, or reached by the scrub).
    tip: int | None = None

    @abstractmethod
    def go(self, index: int, animate: bool = True) -> None: ...

    def scrub_rests(self) -> bool:
        """Whether no scrub is under way, or its pointer has rested long enough for the badges."""
        return not self.scrubbing or self.ctx.now() - self.scrub_moved >= SCRUB_REST_MS

    def start_scrub(self, pos: tuple[int, int]) -> None:
        """A press at ``pos`` (on no button): on the timeline, its decision at once, the cards flying."""
        if on_timeline(self.lay, pos):
            self.scrubbing = True
            self.scrub_moved = self.ctx.now()
            self.scrub_to(pos[0], animate=True)

    def follow_scrub(self, now: int) -> None:
        """At the frame's update, the scrub goes where the pointer went (a fast mouse sends many
        moves a frame)."""
        if self.scrub_x is not None:
            x, self.scrub_x = self.scrub_x, None
            self.scrub_to(x)
            self.scrub_moved = now

    def end_scrub(self, pos: tuple[int, int]) -> None:
        """The press let go at ``pos``: the scrub ends where the pointer left it."""
        if self.scrub_x is not None:
            self.scrub_to(self.scrub_x)
        self.scrubbing, self.scrub_x = False, None
        self.show_tip(self.pointed_tick(pos))

    def stop_scrub(self) -> None:
        """No scrub nor tooltip any more (the window resized, the pointer gone)."""
        self.scrubbing, self.scrub_x = False, None
        self.show_tip(None)

    def scrub_to(self, x: int, animate: bool = False) -> None:
        """A drag on the timeline is at ``x``: the decision whose mark is nearest is shown, its
        words in the tooltip."""
        target = nearest_decision(self.lay, self.replay, x)
        if target is None:
            return
        self.go(target, animate)
        self.show_tip(target)

    def show_tip(self, index: int | None) -> None:
        """The tooltip of decision ``index``'s mark (None: no tooltip)."""
        if index == self.tip:
            return
        self.tip = index
        if index is None:
            self.table.tooltip.show(None)
            self.moved = True  # a frame to take it off the screen (a player saw it stay there)
            return
        marked = self.marked()
        luck = next((luck for luck in self.luck() if luck.index == index), None)
        decision = None if self.advice is None else self.advice.at(index)
        title, body = tick_words(self.replay, index, decision, marked, luck)
        image, box = tick_tooltip(self.lay, title, body, tick_anchor(self.lay, self.replay, index))
        self.table.tooltip.show(image, box.topleft)
        self.moved = True

    def pointed_tick(self, pos: tuple[int, int]) -> int | None:
        """The decision whose mark is under the pointer at ``pos`` (None: off the timeline)."""
        return nearest_decision(self.lay, self.replay, pos[0]) if on_timeline(self.lay, pos) else None
