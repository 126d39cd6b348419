"""After the game: visit by visit, the chance when the fief was chosen and the
choice that cost the most probability, so the player can see where a game was lost.

``review_game`` replays a finished (or unfinished) game from its seed and actions,
as a save file holds them, and asks the advisor at every real choice:

* when a fief is chosen: the chance of winning that visit (the advisor's value of
  the ``choose_fief`` action, with its own best substitutes);
* inside the visit: for each position with two or more legal actions, the value of
  the best action and of the action played; the choice with the largest difference
  is the visit's costliest, if it cost at least ``min_cost`` (``MIN_COST``, ten points: what the
  replay marks in red); the most any choice cost is kept too (``VisitReview.most_cost``).

The result is data (``VisitReview``); the end-of-game screen and the game log word
it ("here 7E kept 71%, you played 2E: 40%").

One voice with the hints: a choice is judged by the very estimate
the hint showed for it. By default the review asks ``advise`` with the hint's own
budget (``DEFAULT_BUDGET_MS``) — the same view and budget give the same numbers, and
answers are cached by view — and a caller that kept the advice shown during the game
passes it in ``shown`` (step → advice), used as it is (and ``keep`` shares the rest with the
replay: ``game.advice_book``). Steps in ``skip`` (moves the
tutorial required) are not weighed. The work is bounded: at most ``max_decisions``
decisions are weighed in the whole game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field

from ..core import Action, State, apply, legal_actions, new_game
from ..core.actions import ChooseFief
from ..core.events import Event, FiefUnchosen, VisitMoved, VisitOver
from ..core.state import PHASE_CHOOSE_FIEF
from .advisor import DEFAULT_BUDGET_MS, Advice, advise
from .infoset import VISIT_PHASES, visit_result

#: The hint's own budget: the review shows the numbers the hints showed.
DEFAULT_DECISION_BUDGET_MS = DEFAULT_BUDGET_MS
DEFAULT_FIEF_BUDGET_MS = DEFAULT_BUDGET_MS
#: The least chance a choice must cost to be called a visit's costliest: ten points, the very
#: threshold of the replay's red marks (``game.replay_advice.MIN_DROP``, ``ui.scenes.replay_marks``),
#: kept here only. A first-time player read "your costliest choice" of a one-point drop that the
#: replay did not mark; under it the review says that no choice cost much.
MIN_COST = 0.10
#: A smaller cost is none at all: the choice and the best one show the same percentage.
NO_COST = 0.01


@dataclass(frozen=True, slots=True)
class ChoiceCost:
    """One decision of a visit: what was played and what the advisor preferred."""

    step: int  # index of the played action in the game's action list
    played: Action
    played_success: float
    best: Action
    best_success: float
    exact: bool  # both values exact
    #: The character each ally slot offered then (slot 0 first): the review names the ally used.
    allies: tuple[str, ...] = ()
    #: The position the choice was made in (the review says an answer to an ability's question by
    #: what it did: "You discarded the 2 of Flowers"); None when not known.
    position: State | None = field(default=None, compare=False, repr=False)
    #: Whether each value is exact on its own (None: as ``exact``): the review words each chance as the
    #: hint's badge and the replay did ("94%" for an exact value beside an estimated Hint's choice).
    played_exact: bool | None = None
    best_exact: bool | None = None

    @property
    def played_is_exact(self) -> bool:
        """Whether ``played_success`` is exact (as the badge and the replay word it)."""
        return self.exact if self.played_exact is None else self.played_exact

    @property
    def best_is_exact(self) -> bool:
        """Whether ``best_success`` is exact."""
        return self.exact if self.best_exact is None else self.best_exact

    @property
    def cost(self) -> float:
        """Probability of winning the visit lost by this choice."""
        return max(0.0, self.best_success - self.played_success)

    def to_json(self) -> dict:
        return {
            "step": self.step,
            "played": self.played.to_json(),
            "played_success": self.played_success,
            "best": self.best.to_json(),
            "best_success": self.best_success,
            "exact": self.exact,
            "cost": self.cost,
        }


@dataclass(frozen=True, slots=True)
class VisitReview:
    """One visit: the fief, its result, the chance when it was chosen, the costliest choice."""

    fief: int  # the fief visited, won or lost: where the visit ended (``won`` is its result)
    won: bool | None  # None if the game ended before the visit did
    chance: float | None  # chance of winning the visit when the fief was chosen
    chance_exact: bool
    costliest: ChoiceCost | None  # None when no choice cost at least ``min_cost``
    decisions: int  # decisions weighed in this visit
    # The fief chosen, when a Prince of Leaves moved the visit away from it (``chance`` is
    # the chance seen when choosing it); None when the visit stayed where it was chosen.
    moved_from: int | None = None
    #: The most any choice weighed in this visit cost (under ``min_cost`` when ``costliest`` is None:
    #: the review then says whether no choice cost a chance, or none cost much).
    most_cost: float = 0.0

    def to_json(self) -> dict:
        return {
            "fief": self.fief,
            "won": self.won,
            "chance": self.chance,
            "chance_exact": self.chance_exact,
            "costliest": None if self.costliest is None else self.costliest.to_json(),
            "decisions": self.decisions,
            "moved_from": self.moved_from,
            "most_cost": self.most_cost,
        }


class _Visit:
    def __init__(self, fief: int, chance: float | None, exact: bool) -> None:
        self.chosen = fief
        self.fief = fief  # where the visit is: a Prince of Leaves may move it
        self.chance = chance
        self.exact = exact
        self.costliest: ChoiceCost | None = None
        self.most_cost = 0.0
        self.decisions = 0

    def done(self, won: bool | None) -> VisitReview:
        moved_from = None if self.fief == self.chosen else self.chosen
        return VisitReview(
            self.fief, won, self.chance, self.exact, self.costliest, self.decisions, moved_from, self.most_cost
        )

    def weigh(self, cost: ChoiceCost, min_cost: float) -> None:
        """Count one more decision weighed in this visit: the most any cost, and the costliest (one that
        cost at least ``min_cost``, the first of the dearest)."""
        self.decisions += 1
        self.most_cost = max(self.most_cost, cost.cost)
        if cost.cost >= min_cost and (self.costliest is None or cost.cost > self.costliest.cost):
            self.costliest = cost


def visits_begun(seed: int, setup: str, threshold: int, actions: Sequence[Action]) -> int:
    """How many visits this game began, as ``review_game`` counts them (a fief chosen and then gone
    back from is none; a visit the game ended in is one): the count its progress runs to."""
    state: State = new_game(seed, setup, threshold)
    begun = 0
    for action in actions:
        chosen = state.phase is PHASE_CHOOSE_FIEF and isinstance(action, ChooseFief)
        state, events = apply(state, action)
        if chosen:
            begun += 1
        if any(isinstance(event, FiefUnchosen) for event in events):
            begun -= 1
    return begun


def _followed(visit: _Visit | None, events: Sequence[Event], reviews: list[VisitReview]) -> _Visit | None:
    """The visit under review after ``events`` (None once it ends, its review then in ``reviews``)."""
    if visit is not None:
        for event in events:
            if isinstance(event, VisitMoved | VisitOver):
                visit.fief = event.dest if isinstance(event, VisitMoved) else event.fief
        if any(isinstance(event, FiefUnchosen) for event in events):
            return None  # backed out before the visit began: no visit, unfinished or other
    result = visit_result(events)
    if result is not None and visit is not None:
        reviews.append(visit.done(result))
        return None
    return visit


def _choice_cost(state: State, step: int, action: Action, advice: Advice) -> ChoiceCost:
    """What ``action``, played at ``step`` from ``state``, cost by ``advice`` (against its best)."""
    played = next(e for e in advice.actions if e.action == action)
    assert advice.best is not None
    best = advice.actions[advice.best]
    # Inside a visit every action gets a value, exact or sampled.
    assert played.success is not None and best.success is not None
    return ChoiceCost(
        step,
        action,
        played.success,
        best.action,
        best.success,
        played.exact and best.exact,
        tuple(slot.character for slot in state.kingdom.allies),
        state,
        played.exact,
        best.exact,
    )


def review_game(
    seed: int,
    setup: str,
    threshold: int,
    actions: Sequence[Action],
    *,
    budget_ms: float = DEFAULT_DECISION_BUDGET_MS,
    fief_budget_ms: float = DEFAULT_FIEF_BUDGET_MS,
    max_decisions: int | None = None,
    min_cost: float = MIN_COST,
    should_stop: Callable[[], bool] | None = None,
    skip: Collection[int] = (),
    shown: Mapping[int, Advice] | None = None,
    progress: Callable[[int], None] | None = None,
    keep: Callable[[int, Callable[[], Advice]], Advice] | None = None,
) -> list[VisitReview]:
    """The review of every visit begun in this game (raises ``IllegalAction`` on a bad history).
    A fief chosen and then gone back from (Back, before the visit began) is no visit.

    ``skip``: indexes of steps not weighed (moves the tutorial required; a fief chosen so still
    gets its chance, which blames nobody). ``shown``: the advice the hints showed before some steps
    (index → advice), used instead of asking again. ``progress`` is told the number of each visit
    (1, 2, ...) as its review begins. ``keep``: how the advice at a step no hint showed is got
    (``keep(step, ask)``, ``ask`` asking the advisor): a game's ``AdviceBook`` gives the review and
    the replay one number for each decision."""
    state: State = new_game(seed, setup, threshold)
    reviews: list[VisitReview] = []
    visit: _Visit | None = None
    weighed = told = 0
    kept = shown or {}

    def advice_at(step: int, budget: float) -> Advice:
        if (found := kept.get(step)) is not None:
            return found

        def ask() -> Advice:
            return advise(state, budget, should_stop=should_stop)

        return ask() if keep is None else keep(step, ask)

    for step, action in enumerate(actions):
        phase = state.phase
        if phase is PHASE_CHOOSE_FIEF and isinstance(action, ChooseFief):
            if progress is not None and len(reviews) + 1 != told:
                told = len(reviews) + 1  # once per visit, even if its fief is chosen again after Back
                progress(told)
            chosen = next(e for e in advice_at(step, fief_budget_ms).actions if e.action == action)
            visit = _Visit(action.fief, chosen.success, chosen.exact)
        elif phase in VISIT_PHASES and visit is not None and step not in skip and len(legal_actions(state)) > 1:
            if max_decisions is None or weighed < max_decisions:
                weighed += 1
                visit.weigh(_choice_cost(state, step, action, advice_at(step, budget_ms)), min_cost)
        state, events = apply(state, action)
        visit = _followed(visit, events, reviews)
    if visit is not None:
        reviews.append(visit.done(None))
    return reviews
