"""The marks on a replay's timeline: the choices that cost a real amount of chance (red), and the
cards that went against the player (another colour), so that a lost game shows where it was lost.

A choice is marked when, and only when, it cost at least ``MARK_DROP`` (ten points, said in the
legend; ``replay_advice.is_costly``, the game review's count too): a first-time player found every
visit's "costliest choice" marked in red, a 98% → 92% drop in a fief that was won among them.
Each scale is kept apart: the game's biggest drops are ranked on the chance to win the visit (the
choices inside a visit); a fief chosen is weighed on the chance to reach the goal, marked when it
cost as much, and its verdict says which chance it is. Luck: between two decisions of one visit (or
after a visit's last decision, to its end) the chance the player's choice kept may fall on the
cards revealed: a fall of at least ``LUCK_DROP`` (twenty points, said in the legend) is marked too,
its verdict saying it was no choice. A first-time player saw 70% → 45% marked and 78% → 58% not, with
no rule said (the game's three biggest falls and each lost visit's biggest were marked): one plain
threshold now, the legend's."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from ...core.events import VisitOver
from ...game.replay_advice import MIN_DROP, DecisionAdvice, GameAdvice, is_costly
from ...i18n.controls_text import button_name
from ...i18n.replay_text import legend_words
from ...keeper import Replay

#: The least drop a mark shows (and the verdict calls "costliest"): ten points of chance (a drop of
#: 98% → 92% in a visit that was won is no mistake worth a red mark). The end of the game's review's
#: own threshold (``ai.review.MIN_COST``), so that its "costliest choice" is always marked here.
MARK_DROP = MIN_DROP
#: The least fall of the chance on the cards revealed that the timeline marks (blue): twenty points,
#: twice a choice's (the falls are told from two estimates, each a few points off; at ten, a first-time
#: player's game had thirteen blue marks beside five red ones).
LUCK_DROP = 0.20


def marks_legend(luck: bool) -> tuple[str, ...]:
    """The timeline's legend: the red marks' least cost and the keys from one mark to the next, and
    the cards' marks where some are shown (``luck``)."""
    keys = "/".join(button_name("marked_jump").split())  # "H/T: previous/next"
    return legend_words(keys, round(MARK_DROP * 100), luck, round(LUCK_DROP * 100))


def visit_drops(advice: GameAdvice, asked: Collection[int]) -> tuple[DecisionAdvice, ...]:
    """Every choice inside a visit that cost at least ``MARK_DROP`` of the chance to win it, biggest
    first (a move the tutorial asked for is none): the very choices the game review counts as costly
    (``is_costly``). Only the game's three biggest were marked, so p63's review said "In all: 6 costly
    choices" beside four red marks, and a 79% → 69% choice showed no cost when hovered."""
    found = advice.biggest_drops(len(advice.decisions), MARK_DROP)
    return tuple(d for d in found if d.in_visit and d.index not in asked)


def fief_drops(advice: GameAdvice, asked: Collection[int]) -> tuple[DecisionAdvice, ...]:
    """The fiefs chosen that cost at least ``MARK_DROP`` of the chance to reach the goal."""
    chosen = (d for d in advice.decisions if not d.in_visit and d.index not in asked)
    return tuple(d for d in chosen if is_costly(d.drop, MARK_DROP))


def costliest(advice: GameAdvice, visit_of: Callable[[int], int], asked: Collection[int]) -> tuple[DecisionAdvice, ...]:
    """Each visit's costliest choice, as the end of the game's review names it, when it cost a
    real amount (``MARK_DROP``)."""
    return tuple(d for d in advice.costliest_by_visit(visit_of, asked) if is_costly(d.drop, MARK_DROP))


@dataclass(frozen=True, slots=True)
class Luck:
    """The chance to win the visit fell on cards revealed, with no choice of the player's: from
    ``before`` (the chance the choice at ``after_choice`` kept) to ``after`` (the best chance at the
    next decision ``index``, or the visit's end), each with whether it is exact."""

    index: int  # the choice after which the cards fell: the timeline marks it, its verdict says it
    until: int  # the next decision of the visit, or the visit's end: the cards came in between
    before: tuple[float, bool]
    after: tuple[float, bool]

    @property
    def after_choice(self) -> int:
        return self.index

    @property
    def fall(self) -> float:
        return self.before[0] - self.after[0]


def visit_end(replay: Replay, index: int) -> tuple[int, bool] | None:
    """Where the visit of decision ``index`` ended after it (the position after its last action),
    and whether it was won; None when the game ended first."""
    for at in range(index, replay.length):
        over = next((e for e in replay.position(at).events if isinstance(e, VisitOver)), None)
        if over is not None:
            return at + 1, over.won
    return None


def fell(before: float, after: float) -> bool:
    """Whether a chance fell by ``LUCK_DROP`` or more as the verdict shows it (in whole percents: a
    fall shown "≈78% → ≈58%" is twenty points, marked as the legend says)."""
    return round(before * 100) - round(after * 100) >= round(LUCK_DROP * 100)


def luck_falls(replay: Replay, advice: GameAdvice) -> tuple[Luck, ...]:
    """The falls of at least ``LUCK_DROP`` in the chance to win a visit on the cards revealed between
    a choice and the next decision of its visit (or the visit's end), biggest first (the threshold
    is the legend's: no other rule picks among them)."""
    found: list[Luck] = []
    decisions = [d for d in advice.decisions if d.in_visit]
    for at, decision in enumerate(decisions):
        kept = decision.value(decision.played)
        if kept is None:
            continue
        following = decisions[at + 1] if at + 1 < len(decisions) else None
        if following is not None and replay.visit_of(following.index) == replay.visit_of(decision.index):
            best = following.value(following.best) if following.best is not None else None
            if best is not None and fell(kept[0], best[0]):
                found.append(Luck(decision.index, following.index, kept, best))
            continue
        end = visit_end(replay, decision.index)
        if end is not None and replay.next_decision(decision.index) < end[0]:
            continue  # a later decision of the visit has no advice (yet): its fall is not known
        if end is not None and not end[1] and fell(kept[0], 0.0):
            found.append(Luck(decision.index, end[0], kept, (0.0, True)))
    found.sort(key=lambda luck: (-luck.fall, luck.index))
    return tuple(found)
