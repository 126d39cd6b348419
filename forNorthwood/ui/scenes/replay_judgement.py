"""What the review says of a replay's positions: the decision shown and the move made there, the
choices the timeline marks in red (the biggest drops, each visit's costliest choice) and the cards'
falls in blue (``replay_marks``), and the verdict line on the move (``replay_verdict``), with the
Hint's change of mind on a friend it would send back.

A base of ``ReplayScene`` (and of its timeline's and review panel's parts, which read the marks).
"""

from __future__ import annotations

from ...core import Action, State
from ...core.actions import Substitute, Unsubstitute
from ...game.replay_advice import DecisionAdvice
from ...i18n.replay_text import CHANCE_TIE, changed_mind_text
from ...i18n.review_text import chance_text
from ...keeper import GameAdvice, GameRecord, Replay
from .replay_marks import Luck, costliest, fief_drops, luck_falls, visit_drops
from .replay_verdict import step_verdict, told_after


class ReplayJudgement:
    """The review's judgement of the position shown (``index``) and of the whole game's moves."""

    record: GameRecord
    replay: Replay
    index: int
    advice: GameAdvice | None
    _tutorial_moves: frozenset[int] | None = None
    _luck: tuple[GameAdvice, tuple[Luck, ...]] | None = None

    @property
    def state(self) -> State:
        return self.replay.state(self.index)

    def decision(self) -> DecisionAdvice | None:
        return None if self.advice is None else self.advice.at(self.index)

    def played(self) -> Action | None:
        return self.replay.position(self.index).action if self.index in self.replay.decisions else None

    @property
    def tutorial_moves(self) -> frozenset[int]:
        """The moves the tutorial's lessons asked for, as its record kept them (not judged: the player did as told)."""
        if self._tutorial_moves is None:
            moves = len(self.replay.record.actions)
            self._tutorial_moves = frozenset(i for i in self.record.tutorial_asked if i < moves)
        return self._tutorial_moves

    def drops(self) -> tuple[DecisionAdvice, ...]:
        """The game's biggest drops in the chance to win the visit, and the fiefs chosen that cost as
        much of the chance to reach the goal (``replay_marks``: each on its own scale)."""
        if self.advice is None:
            return ()
        asked = self.tutorial_moves
        return visit_drops(self.advice, asked) + fief_drops(self.advice, asked)

    def costliest(self) -> tuple[DecisionAdvice, ...]:
        """Each visit's costliest choice that cost a real amount (``replay_marks``), marked in red."""
        return () if self.advice is None else costliest(self.advice, self.replay.visit_of, self.tutorial_moves)

    def luck(self) -> tuple[Luck, ...]:
        """The biggest falls of the chance on the cards revealed (worked out once per advice)."""
        if self.advice is None:
            return ()
        if self._luck is None or self._luck[0] is not self.advice:
            self._luck = (self.advice, luck_falls(self.replay, self.advice))
        return self._luck[1]

    def marked(self) -> tuple[int, ...]:
        """The decisions marked in red: the biggest drops and each visit's costliest choice."""
        return tuple(sorted({d.index for d in self.drops() + self.costliest()}))

    def verdict(self) -> tuple[str, bool]:
        """The review's verdict on the move made at this step, and whether it is a marked drop or
        its visit's costliest choice."""
        decision = self.decision()
        costly = decision is not None and any(d.index == self.index for d in self.drops())  # never a move asked
        costliest = decision is not None and any(d.index == self.index for d in self.costliest())
        asked, settled = self.index in self.tutorial_moves, self.replay.settled_after.get(self.index)
        text = step_verdict(self.played(), self.state, decision, asked, costly, settled, costliest)
        luck = next((luck for luck in self.luck() if luck.index == self.index), None)
        text = told_after(text, self.replay, self.index, luck)
        changed = self.changed_mind()
        text = f"{text} {changed_mind_text(changed)}" if text and changed else text
        return text, (costly or costliest) and bool(text)

    def changed_mind(self) -> str | None:
        """Where the Hint would send back the friend the player brought in at the decision before,
        that decision's chance (its verdict said "as good as the Hint's advice"), else None. p61 read
        "You put the Jack of Claws in slot 2 (≈58%): as good as the Hint's advice", then "Following
        the Hint you would have sent the Jack of Claws back (≈58%)": the Hint's estimate of the same
        position, worked out again, fell to ≈52%."""
        decision = self.decision()
        if self.advice is None or decision is None or decision.best is None:
            return None
        best = decision.options[decision.best].action
        before = self.advice.at(self.replay.previous_decision(self.index))
        if not isinstance(best, Unsubstitute) or before is None or best == decision.options[decision.played].action:
            return None
        brought = before.options[before.played].action
        kept = before.value(before.played)
        hint = None if before.best is None else before.value(before.best)
        if not isinstance(brought, Substitute) or brought.slot != best.slot or kept is None or hint is None:
            return None
        return chance_text(*kept) if kept[0] >= hint[0] - CHANCE_TIE else None  # "as good as the Hint's"
