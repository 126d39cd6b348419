"""The advisor beside a replay: what the Hint would have shown at every decision of a game.

``advise_game`` asks the advisor (``ai.advisor.advise``, with the game's own budget, so
the numbers are those the Hint shows: the same view and budget give the same advice) at
every decision of a ``Replay``, and returns data: for each decision, every option with
its chance to win the visit, the option the Hint would have advised, and the one the
player took. It takes a while (a few hundred milliseconds a decision), so it runs as a
job of ``game.jobs``: ``advice_job(replay)`` is the job's work, cancellable through
``should_stop`` and telling its progress. ``GameAdvice.to_json`` is kept beside the
game's record (by the keeper) so that a second opening is instant; ``game_advice_from_json``
takes it back only for the very game and budget it was computed for.

``GameAdvice.biggest_drops`` are the decisions that cost the most chance to win the visit
(the timeline marks them). A fief chosen is weighed as any other choice, by the number that
decides the fief to visit (``ai.advisor.fief_measure``: the chance to reach the game's goal,
which the Hint rings and the replay shows beside each fief), not by its visit's chance (each
fief's is of another visit). Once the goal is settled whichever fief is chosen, the fiefs are
told by the stars to expect and a fief chosen is no drop (no chance of the goal is at stake).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..ai.advisor import DEFAULT_BUDGET_MS, Advice, FiefChoices, advise, advised, fief_measure
from ..ai.exact import Cancelled
from ..ai.fief_order import GOAL
from ..ai.infoset import VISIT_PHASES
from ..ai.review import MIN_COST
from ..core import Action, State
from ..i18n.review_text import shown_percent
from .action_codes import action_code, action_of_code
from .advice_book import AdviceBook
from .envelope import open_envelope
from .replay import Replay
from .replay_reason import MoveReason, move_reason, reason_from_json, reason_to_json

ADVICE_KIND = "fornorthwood-replay-advice"
#: 2: each costly choice keeps why it was worse (``reason``); advice kept at 1 has none and is
#: computed again. 3: an ally kept or used by the Hint is told too (``AllyKept``, ``HintAlly``): advice
#: kept at 2 lacks them and is computed again.
ADVICE_VERSION = 3
#: The least drop the replay marks (red) and calls a visit's costliest: the end of the game's review's
#: own threshold (``ai.review.MIN_COST``, ten points), so that both name the same choices.
MIN_DROP = MIN_COST
#: How far past 0..1 a kept chance may be and still be read (clamped): the exact solver's
#: sums of shares are floats, and a sure win over 9, 11 or 18 cards adds up to 1.0000000000000002.
ROUNDING = 1e-9
#: The most moves after a choice read as the answers to its ability's questions (``reason_of``).
MAX_ANSWERS = 4


def is_costly(drop: float, least: float = MIN_DROP) -> bool:
    """Whether a choice that gave up ``drop`` of the chance cost at least ``least`` (``MIN_DROP``, ten
    points), in whole points as the replay shows it ("≈10 points lost" is marked): the one rule of the
    red marks, the verdict's "costliest" and the game review's count of costly choices, so that they
    never disagree (the review rounded, the marks did not: a 9.6-point drop was counted, not marked)."""
    return round(drop * 100) >= round(least * 100)


def shown_whole(value: tuple[float, bool]) -> int:
    """The whole percent the replay shows of a chance (``i18n.review_text.chance_text``): an exact one
    0 or 100 only when certain, 1 for "<1%", 99 for ">99%"; an estimate never 0 nor 100."""
    success, exact = value
    return shown_percent(success) if exact else min(99, max(1, round(success * 100)))


def chance_of(success: float | None) -> float | None:
    """An advisor's chance kept within 0..1 (its float sums may overshoot 1 by a rounding)."""
    return None if success is None else min(1.0, max(0.0, success))


@dataclass(frozen=True, slots=True)
class OptionAdvice:
    """One legal action of a decision and the advisor's chance to win the visit after it."""

    code: str  # the action's short code (``action_codes``)
    success: float | None  # None where the advisor gives no value (``back``)
    exact: bool

    @property
    def action(self) -> Action:
        return action_of_code(self.code)


@dataclass(frozen=True, slots=True)
class DecisionAdvice:
    """The advice at one decision of the game (position ``index`` of the replay)."""

    index: int
    options: tuple[OptionAdvice, ...]
    #: The option the Hint would have advised (None when the advisor advises none).
    best: int | None
    #: The option the player took.
    played: int
    #: Inside a visit (an ability window, a question, a response), where a drop is weighed.
    in_visit: bool
    #: In fief selection: each choice by the number that decides the fief (worked out from the
    #: position and the options, never kept: kept advice of any version gets it; not compared, as
    #: it follows from the rest).
    fiefs: FiefChoices | None = field(default=None, compare=False)
    #: Why the player's choice was worse than the Hint's (``game.replay_reason``), on a choice inside
    #: a visit that cost at least ``MIN_DROP``, where a true, specific reason is known.
    reason: MoveReason | None = None

    @property
    def all_alike(self) -> bool:
        """Whether every choice had the same exact chance (nothing to judge: a visit already
        decided, such as the moves "Finish the visit" plays out)."""
        known = [v for v in map(self.value, range(len(self.options))) if v is not None]
        chances = [chance for chance, _ in known]
        return len(known) >= 2 and all(exact for _, exact in known) and max(chances) - min(chances) < 1e-9

    @property
    def measure(self) -> tuple[str, int] | None:
        """What its numbers are: in fief selection the kind of number that decides the fief
        (``ai.fief_order``) and the goal's stars; None elsewhere (the chance to win the visit)."""
        return None if self.fiefs is None else (self.fiefs.kind, self.fiefs.threshold)

    def value(self, option: int) -> tuple[float, bool] | None:
        """Option ``option``'s number as the replay shows it: in fief selection the number that
        decides the fief, else the chance to win the visit (and whether it is exact)."""
        if self.fiefs is not None:
            return self.fiefs.values[option]
        found = self.options[option]
        return None if found.success is None else (found.success, found.exact)

    @property
    def drop_exact(self) -> bool:
        """Whether ``drop`` is exact (both values it is the difference of are), else an estimate."""
        if self.best is None:
            return True
        best, played = self.value(self.best), self.value(self.played)
        return best is None or played is None or (best[1] and played[1])

    @property
    def drop(self) -> float:
        """The chance the player's choice gave up: of winning the visit, or, for a fief chosen, of
        reaching the game's goal (0 outside a visit, and for a fief once the goal is settled)."""
        if self.best is None:
            return 0.0
        if self.fiefs is not None:
            if self.fiefs.kind != GOAL:
                return 0.0
        elif not self.in_visit:
            return 0.0
        best, played = self.value(self.best), self.value(self.played)
        if best is None or played is None:
            return 0.0
        # The difference of the two whole percents shown: a tooltip read "Cost ≈27 points" beside
        # "≈89% → 63%" (p64), the raw estimates' difference rounded on its own.
        return max(0, shown_whole(best) - shown_whole(played)) / 100


@dataclass(frozen=True, slots=True)
class GameAdvice:
    """The advice at every decision of one replayed game, for one budget."""

    final: str  # the replay's final-state digest: the game this advice belongs to
    budget_ms: float
    decisions: tuple[DecisionAdvice, ...]

    def at(self, index: int) -> DecisionAdvice | None:
        """The advice at position ``index`` (None where the player had no choice)."""
        for decision in self.decisions:
            if decision.index == index:
                return decision
        return None

    def biggest_drops(self, count: int = 3, min_drop: float = MIN_DROP) -> tuple[DecisionAdvice, ...]:
        """The ``count`` decisions that cost the most chance to win their visit (at least ``min_drop``),
        biggest first (earlier first among equals)."""
        costly = [d for d in self.decisions if is_costly(d.drop, min_drop)]
        costly.sort(key=lambda d: (-d.drop, d.index))
        return tuple(costly[:count])

    def costliest_by_visit(
        self, visit_of: Callable[[int], int], skip: Collection[int] = ()
    ) -> tuple[DecisionAdvice, ...]:
        """Each visit's costliest choice, as the end of the game's review finds it (``ai.review``):
        of the decisions inside the visit (``visit_of``: a position's visit), not in ``skip``, the
        one that cost the most chance to win the visit, at least ``MIN_DROP`` (the first of equals)."""
        found: dict[int, DecisionAdvice] = {}
        for decision in self.decisions:
            if not decision.in_visit or decision.index in skip or not is_costly(decision.drop):
                continue
            visit = visit_of(decision.index)
            if visit not in found or decision.drop > found[visit].drop:
                found[visit] = decision
        return tuple(found[visit] for visit in sorted(found))

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": ADVICE_KIND,
            "version": ADVICE_VERSION,
            "final": self.final,
            "budget_ms": self.budget_ms,
            "decisions": [
                {
                    "index": d.index,
                    "options": [[o.code, o.success, o.exact] for o in d.options],
                    "best": d.best,
                    "played": d.played,
                    "in_visit": d.in_visit,
                    "reason": None if d.reason is None else reason_to_json(d.reason),
                }
                for d in self.decisions
            ],
        }


class AdviceProblem(Exception):
    """Kept advice that cannot be used (``code``: ``foreign``, ``future``, ``invalid``, ``stale``):
    it is computed again, the file it came from is left as it is."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def game_advice_from_json(document: object, replay: Replay, budget_ms: float = DEFAULT_BUDGET_MS) -> GameAdvice:
    """Advice kept for ``replay`` at ``budget_ms`` (``AdviceProblem`` if it is not that, or is damaged)."""
    document = open_envelope(document, ADVICE_KIND, ADVICE_VERSION, AdviceProblem)
    if document.get("version") != ADVICE_VERSION:
        raise AdviceProblem("stale", "an older version, without every reason")
    if document.get("final") != replay.record.final or document.get("budget_ms") != budget_ms:
        raise AdviceProblem("stale", "another game or budget")
    raw = document.get("decisions")
    if not isinstance(raw, list) or len(raw) != len(replay.decisions):
        raise AdviceProblem("invalid", "decisions")
    decisions = []
    for entry, index in zip(raw, replay.decisions, strict=True):
        try:
            decisions.append(_decision_from_json(entry, index, replay))
        except (KeyError, TypeError, ValueError) as exc:
            raise AdviceProblem("invalid", f"decision {index}: {exc}") from None
    return GameAdvice(replay.record.final, budget_ms, tuple(decisions))


def _decision_from_json(entry: Any, index: int, replay: Replay) -> DecisionAdvice:
    if entry["index"] != index:
        raise ValueError("index")
    options = []
    for code, success, exact in entry["options"]:
        action_of_code(code)
        if success is not None and (type(success) not in (int, float) or not -ROUNDING <= success <= 1.0 + ROUNDING):
            raise ValueError("success")
        if type(exact) is not bool:
            raise ValueError("exact")
        options.append(OptionAdvice(code, chance_of(None if success is None else float(success)), exact))
    best, played, in_visit = entry["best"], entry["played"], entry["in_visit"]
    if best is not None and (type(best) is not int or not 0 <= best < len(options)):
        raise ValueError("best")
    if type(played) is not int or not 0 <= played < len(options) or type(in_visit) is not bool:
        raise ValueError("played")
    position = replay.position(index)
    taken = position.action
    assert taken is not None  # a decision is never the final position
    if options[played].code != action_code(taken):
        raise ValueError("not the action taken")
    reason = reason_from_json(entry["reason"])
    return DecisionAdvice(index, tuple(options), best, played, in_visit, fiefs_of(position.state, options), reason)


def fiefs_of(state: State, options: Sequence[OptionAdvice]) -> FiefChoices | None:
    """In fief selection, each option by the number that decides the fief (None elsewhere)."""
    return fief_measure(state, [(o.action, o.success, o.exact) for o in options])


def advise_decision(
    replay: Replay, index: int, budget_ms: float, should_stop: Callable[[], bool] | None, book: AdviceBook | None = None
) -> DecisionAdvice:
    """The advice at decision ``index`` of ``replay`` (``exact.Cancelled`` if stopped): ``book``'s
    when it keeps one (the Hint's, or the end screen's review's), else the advisor's."""
    position = replay.position(index)
    assert position.action is not None  # a decision is never the final position

    def ask() -> Advice:
        return advise(position.state, budget_ms, should_stop=should_stop)

    advice = ask() if book is None else book.advice(index, ask)
    options = tuple(OptionAdvice(action_code(e.action), chance_of(e.success), e.exact) for e in advice.actions)
    played = next(i for i, e in enumerate(advice.actions) if e.action == position.action)
    state = position.state
    decision = DecisionAdvice(
        index, options, advised(advice), played, state.phase in VISIT_PHASES, fiefs_of(state, options)
    )
    return replace(decision, reason=reason_of(replay, decision))


def reason_of(replay: Replay, decision: DecisionAdvice) -> MoveReason | None:
    """Why the player's choice at ``decision`` was worse than the Hint's (``game.replay_reason``), on a
    choice inside a visit that cost at least ``MIN_DROP`` (None elsewhere, or when no reason is known)."""
    if not decision.in_visit or decision.best is None or not is_costly(decision.drop):
        return None
    index = decision.index
    given, answer = decision.options[decision.played], decision.options[decision.best]
    after = range(index + 1, min(index + 1 + MAX_ANSWERS, replay.length))
    then = tuple(a for i in after if (a := replay.position(i).action) is not None)
    success = given.success or 0.0
    return move_reason(replay.state(index), given.action, answer.action, success, decision.drop_exact, then)


def advise_game(
    replay: Replay,
    budget_ms: float = DEFAULT_BUDGET_MS,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    book: AdviceBook | None = None,
) -> GameAdvice:
    """The advice at every decision of ``replay`` (``exact.Cancelled`` if ``should_stop`` says so).

    ``progress(done, total)`` is told after each decision (for the progress line). ``book``: the
    game's advice kept in this run (``game.advice_book``), at ``budget_ms``: the numbers the Hint
    showed and the end screen's review said.
    """
    total = len(replay.decisions)
    found = []
    for done, index in enumerate(replay.decisions, start=1):
        if should_stop is not None and should_stop():  # advice found in the advisor's cache asks nobody
            raise Cancelled
        found.append(advise_decision(replay, index, budget_ms, should_stop, book))
        if progress is not None:
            progress(done, total)
    return GameAdvice(replay.record.final, budget_ms, tuple(found))


def advice_job(
    replay: Replay,
    budget_ms: float = DEFAULT_BUDGET_MS,
    progress: Callable[[int, int], None] | None = None,
) -> Callable[[Callable[[], bool]], GameAdvice]:
    """The work of a ``game.jobs`` lane that advises the whole of ``replay``::

    lane.submit(replay.record.final, advice_job(replay, progress=note_progress))
    """
    return lambda should_stop: advise_game(replay, budget_ms, should_stop, progress)
