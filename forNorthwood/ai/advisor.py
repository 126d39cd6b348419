"""The advisor: how good each legal action is, from what the player knows.

``advise(state, budget_ms, exact)`` answers the protocol's ``advise`` op
(docs/ENGINE_PROTOCOL.md, "Advice"): for each legal action, the probability that the
current visit ends won if the player takes it and then plays on — sampled values are
calibrated (``calibration.py``) to the share of visits won by a player who then
follows the hints; exact values are the exact optimum.

* Inside a visit the exact solver is tried first within a node budget derived
  from ``budget_ms``; actions it cannot finish are estimated by sampling
  (``sampling.Sampler``), on deals shared with the neighbouring positions
  (``sampling.deal_seed``). ``exact=True`` solves everything exactly, whatever it costs.
* Before a visit (fief selection, choosing substitutes) every configuration of
  friends is valued on the same deals (``friends.py``): a fief is worth its best
  configuration, the substitute advice walks straight to it (each step worth it),
  another substitute or removal is worth the configuration it makes where the plan tried
  it (each friend's badge its own value) and ``begin_visit`` the configuration as it
  stands; ``back`` has no value (None), ``stop_game`` is 0.
* ``exact=True`` before a visit (``substitutes.py``) solves the visit exactly for every
  choice of substitutes, with the same meaning.

The budget is turned into a fixed amount of work (nodes and deals) rather than
read from a clock, and every random draw is seeded from the view: the same view
always gets the same advice, on any machine. Answers are cached by view, so the
screens of one position (and the end-of-game review) show the same numbers.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import Generic, TypeVar

from ..core import State, apply, legal_actions, response_wins, view
from ..core.actions import BACK, BEGIN_VISIT, REVEAL, STOP_GAME, Action, Activate, ChooseFief, Play, StopGame
from ..core.ally_advice import would_do_nothing
from ..core.cards import DIALOGUE_CARDS, FIEF_STARS, HAND_SIZE
from ..core.prospects import visit_prospect
from ..core.state import PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES
from .calibration import calibrated, calibrated_error
from .exact import Cancelled, SearchStopped, Solver
from .fief_order import measure_fiefs
from .friends import PLANS, FriendPlan, plan_for, start_of_visit
from .infoset import VISIT_PHASES, canonical, unseen, visit_result
from .sampling import PLAIN_LEAF_UNSEEN, Estimate, Sampler, deal_seed
from .substitutes import Configuration, best_configuration, current, step_towards, visit_value

DEFAULT_BUDGET_MS = 300
Found = TypeVar("Found")
#: Exact-search nodes allowed per millisecond of budget (measured on the project's 2-core machine).
EXACT_NODES_PER_MS = 3
#: Sampled deals per millisecond of budget, shared among the actions still to estimate.
DEALS_PER_MS = 0.6
MIN_DEALS = 12
#: A quiet action is valued by the advice after it when that position has at most this many actions.
MAX_CHILD_ACTIONS = 5
#: Share of a quiet action's budget for choosing the best action after it (the rest values that choice).
SELECT_SHARE = 0.5
#: Deals per action, at least, for that choice, and for valuing it.
MIN_SELECT_DEALS = 6
MIN_VALUE_DEALS = 8
#: Mixed into ``deal_seed`` for the deals that value a choice (independent of those that made it).
VALUE_SALT = 0x5EED_0F_F1E5
#: Exact-search work allowed inside the rollouts per millisecond of budget.
ROLLOUT_NODES_PER_MS = 50
#: Rollouts per millisecond of budget for the plan of one visit about to begin (all its
#: configurations together; fief selection makes one plan per fief).
PLAN_DEALS_PER_MS = 0.2
#: Kinds of sampled values for calibration: a visit about to begin, its first ability window
#: (nothing seen or used yet), any other position inside a visit.
START, FIRST, VISIT = "start", "first", "visit"
#: No map at all: the values as sampled (a visit's opening, valued for the plan of its friends;
#: a position with so few unseen cards that its rollouts choose every action by exact searches).
RAW = "raw"
#: Share of the budget for the estimate of a visit's opening in a plan (each fief has one):
#: its deals value the best first action; choosing it costs a further share of that.
OPENING_SHARE = 0.25
OPENING_SELECT_SHARE = 0.25
#: Deals per first action, at least, for choosing the best one of an opening.
OPENING_SELECT_DEALS = 6


@dataclass(frozen=True, slots=True)
class ActionAdvice:
    action: Action
    success: float | None
    exact: bool
    samples: int
    #: Standard error of ``success`` over the sampled deals (0 when exact or without a value).
    error: float = 0.0

    def to_json(self) -> dict:
        return {"action": self.action.to_json(), "success": self.success, "exact": self.exact, "samples": self.samples}


@dataclass(frozen=True, slots=True)
class Advice:
    actions: tuple[ActionAdvice, ...]
    best: int | None
    visit_success: float | None
    #: While choosing substitutes: the configuration the advice leads to (the friend on each slot).
    target: Configuration | None = None
    #: In fief selection: the index of the fief to visit for the best chance of reaching the game's
    #: threshold (``fief_order``), which ``advised`` returns.
    fief: int | None = None

    def to_json(self) -> dict:
        return {
            "actions": [a.to_json() for a in self.actions],
            "best": self.best,
            "visit_success": self.visit_success,
        }

    @property
    def exact(self) -> bool:
        """True when every value given is exact."""
        return all(a.exact for a in self.actions if a.success is not None)

    @property
    def best_action(self) -> ActionAdvice | None:
        return None if self.best is None else self.actions[self.best]

    def success_of(self, action: Action) -> float | None:
        entry = self.entry_of(action)
        return None if entry is None else entry.success

    def entry_of(self, action: Action) -> ActionAdvice | None:
        for entry in self.actions:
            if entry.action == action:
                return entry
        return None

    def friend_slot(self, friend: str) -> int | None:
        """While choosing substitutes: the ally slot ``friend`` should stand in for, or None
        if the advised configuration leaves it out."""
        if self.target is None:
            return None
        for slot, placed in enumerate(self.target):
            if placed == friend:
                return slot
        return None


EMPTY = Advice((), None, None)


def view_seed(state: State) -> int:
    """A seed that depends only on the view of ``state``."""
    text = json.dumps(view(state), sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def advised(advice: Advice) -> int | None:
    """The index of the action a player following the advice takes: the best one, except in
    fief selection, where it is the fief that gives the best chance of reaching the game's
    threshold (``fief_order``: its chance now and what the fiefs left can still bring), or,
    for advice made without it, the fief with the most stars to expect (chance × stars);
    stopping the game is never advised there. The advisor bot and the Hint's ring follow it."""
    if advice.fief is not None:
        return advice.fief
    chosen, most = None, 0.0
    for i, entry in enumerate(advice.actions):
        if isinstance(entry.action, ChooseFief):
            assert entry.success is not None  # every fief is weighed
            expected = entry.success * FIEF_STARS[entry.action.fief]
            if chosen is None or expected > most:
                chosen, most = i, expected
    return advice.best if chosen is None else chosen


def _finish(entries: list[ActionAdvice], never: Collection[int] = (), known: State | None = None) -> Advice:
    """The advice of these entries: the best is the one of highest success, not one of ``never``
    (unless every action is); among equals, the plainest (``_plainness`` in ``known``), then the first."""
    best = None
    best_success = 0.0  # the success of entries[best] once best is set
    for i, entry in enumerate(entries):
        success = entry.success
        if success is not None and i not in never and (best is None or success > best_success):
            best, best_success = i, success
    if best is None and never:
        return _finish(entries, (), known)
    if best is not None:
        tied = [i for i, e in enumerate(entries) if e.success == best_success and i not in never]
        best = min(tied, key=lambda i: (_plainness(known, entries[i].action), i))
    return Advice(tuple(entries), best, None if best is None else entries[best].success)


def _plainness(known: State | None, action: Action) -> int:
    """How far ``action`` is from the plainest choice, for actions of equal value: 0 for doing
    nothing, a pick, or a response that wins a dialogue the player still needs or loses one they
    do not; 1 for a response that wins a dialogue they do not need (the score is at the target
    already) or loses one they need; 2 for using an ally (spent for nothing better)."""
    if isinstance(action, Activate):
        return 2
    if isinstance(action, Play) and known is not None and known.statement is not None and known.target is not None:
        wins = response_wins(known.statement, action.card, known.trump)
        return 0 if wins == (len(known.score) < known.target) else 1
    return 0


def _idle_allies_last(known: State, entries: list[ActionAdvice]) -> tuple[list[ActionAdvice], set[int]]:
    """An ally whose ability would do nothing now (the Jack of Claws with eight cards in hand)
    only spends the ally: it is never advised, and an estimate of it is never above the best
    of the other actions (it is worth at most playing on without that ally). Its sampled value
    would otherwise be as noisy as any other and could come out on top."""
    idle = {
        i
        for i, entry in enumerate(entries)
        if isinstance(entry.action, Activate) and would_do_nothing(known, entry.action.slot)
    }
    others = [e.success for i, e in enumerate(entries) if i not in idle and e.success is not None]
    if not idle or not others:
        return entries, set()
    ceiling = max(others)

    def capped(i: int, entry: ActionAdvice) -> ActionAdvice:
        over = entry.success is not None and entry.success > ceiling
        return replace(entry, success=ceiling) if i in idle and not entry.exact and over else entry

    return [capped(i, e) for i, e in enumerate(entries)], idle


def _sampled(action: Action, kind: str, estimate: Estimate, target: int | None) -> ActionAdvice:
    """An action's entry from a sampled estimate of a visit of fief ``target``, calibrated
    (unless ``kind`` is ``RAW``)."""
    if kind == RAW:
        return ActionAdvice(action, estimate.value, False, estimate.samples, estimate.error)
    return ActionAdvice(
        action,
        calibrated(kind, estimate.value, target),
        False,
        estimate.samples,
        calibrated_error(kind, estimate.value, estimate.error, target),
    )


class _AdviceCache(Generic[Found]):
    """Answers by (canonical position, budget, exact): a view asked again gets the very same advice."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self._found: OrderedDict[tuple, Found] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> Found | None:
        with self._lock:
            found = self._found.get(key)
            if found is not None:
                self._found.move_to_end(key)
            return found

    def put(self, key: tuple, found: Found) -> None:
        with self._lock:
            self._found[key] = found
            while len(self._found) > self.size:
                self._found.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._found.clear()


_CACHE: _AdviceCache[Advice] = _AdviceCache()
#: The openings (``_opening_choice``) by (position, budget): the plan of friends, the first screen
#: and the screens after its quiet moves ask for the same ones.
_OPENINGS: _AdviceCache[tuple[Action, Estimate]] = _AdviceCache()


def forget_advice() -> None:
    """Empty the caches of answers and plans (for tools checking that they change nothing)."""
    _CACHE.clear()
    _OPENINGS.clear()
    PLANS.clear()


def advise(
    state: State,
    budget_ms: float = DEFAULT_BUDGET_MS,
    exact: bool = False,
    should_stop: Callable[[], bool] | None = None,
) -> Advice:
    """The advice for ``state`` (raises ``exact.Cancelled`` if ``should_stop`` says so)."""
    phase = state.phase
    if phase not in VISIT_PHASES and phase is not PHASE_CHOOSE_FIEF and phase is not PHASE_CHOOSE_SUBSTITUTES:
        return EMPTY
    known = canonical(state)
    key = (known, float(budget_ms), exact)
    found = _CACHE.get(key)
    if found is not None:
        return found
    if phase in VISIT_PHASES:
        advice = advise_visit(known, budget_ms, exact, should_stop)
    elif phase is PHASE_CHOOSE_FIEF:
        advice = _exact_fiefs(known, should_stop) if exact else _advise_fiefs(known, budget_ms, should_stop)
    else:
        advice = _exact_substitutes(known, should_stop) if exact else _advise_substitutes(known, budget_ms, should_stop)
    _CACHE.put(key, advice)
    return advice


def advise_visit(
    state: State,
    budget_ms: float = DEFAULT_BUDGET_MS,
    exact: bool = False,
    should_stop: Callable[[], bool] | None = None,
    solver: Solver | None = None,
    try_exact: bool = True,
    expand: bool = True,
    raw: bool = False,
    min_deals: int = MIN_DEALS,
    value_best: bool = True,
) -> Advice:
    """Advice inside a visit: exact where the node budget allows, sampled elsewhere.

    A *quiet* action (it reveals nothing: a response, most picks, an ability that draws
    nothing) is worth the best action of the position it leads to, with a share of the
    budget (``expand``; one level deep, ``_quiet_value``): the value shown on a move is the
    value the next screen shows, up to sampling error, since both are estimated on the same
    deals (``deal_seed`` and ``value_seed`` do not change without new information). Other
    actions are estimated by rollouts after them, on the same deals; the best of them is
    then valued again on deals of its own (``value_best``, ``_valued``), unless it reveals
    nothing: then it shows the very number of the next screen's advice (``_carried``).

    ``try_exact=False`` skips the exact attempt at the top (the sampling search alone,
    which still ends its rollouts with exact values once positions are small).
    """
    known = canonical(state)
    legal = list(legal_actions(known))
    solver = solver or Solver(should_stop=should_stop)
    if (settled := _settled(known, legal, solver, exact)) is not None:
        return settled
    values = _exact_where_small(known, legal, solver, budget_ms, try_exact)
    missing = [i for i, v in enumerate(values) if v is None]
    entries = [ActionAdvice(a, v, True, 0) for a, v in zip(legal, values, strict=True)]
    # Each action still to estimate has an equal share of the budget; the best of them is
    # then valued on deals of its own with one share more (``_valued``).
    share = budget_ms / len(missing) if missing else budget_ms
    quiet: dict[int, State] = {}
    if missing and expand:
        missing, quiet = _expand_quiet(
            known, legal, entries, missing, (share, budget_ms), should_stop, solver, raw, try_exact
        )
    kind = _kind(known, raw)
    if missing:
        _estimate_missing(known, legal, entries, missing, (share, budget_ms, min_deals), kind, should_stop, solver)
    entries, idle = _idle_allies_last(known, entries)
    advice = _finish(entries, idle, known)
    shown = value_best and expand and not raw
    after = _quiet_best(known, advice, quiet, shown)
    if shown and _as_started(known, advice):
        # Start's very estimate of this position: nothing is known here that "Start the visit" did not know.
        advice = _started(known, advice, idle, budget_ms, should_stop)
    elif after is not None:
        advice = _carried(advice, idle, after, budget_ms, should_stop, known)
    elif value_best and advice.best is not None and advice.best in missing:
        advice = _valued(known, advice, idle, share, kind, should_stop, solver)
    return _idle_below_doing_nothing(advice, idle)


def _settled(known: State, legal: list[Action], solver: Solver, exact: bool) -> Advice | None:
    """The advice at once when the visit is sure for every order of the deck and every
    continuation (``core.prospects``: exact, at no cost), or solved exactly when asked (``exact``,
    with no node limit); None when it is to be estimated."""
    prospect = visit_prospect(known)
    if prospect is not None and (prospect.lost or prospect.won):
        sure = 1.0 if prospect.won else 0.0
        return _finish([ActionAdvice(a, sure, True, 0) for a in legal], (), known)
    if not exact:
        return None
    solver.node_limit = None
    solved = [v for _, v in solver.action_values(known)]
    return _finish([ActionAdvice(a, v, True, 0) for a, v in zip(legal, solved, strict=True)], (), known)


def _exact_where_small(
    known: State, legal: list[Action], solver: Solver, budget_ms: float, try_exact: bool
) -> list[float | None]:
    """Each action's exact value where the node budget allows it (None where it does not): the whole
    position first, then, if it is too large, each action with a share (the table keeps what was solved)."""
    values: list[float | None] = [None] * len(legal)
    nodes = max(200, int(budget_ms * EXACT_NODES_PER_MS)) if try_exact else 0
    solver.node_limit = nodes
    try:
        if not try_exact:
            raise SearchStopped
        return [v for _, v in solver.action_values(known)]
    except Cancelled:
        raise
    except SearchStopped:
        solver.node_limit = max(50, nodes // (3 * len(legal)))
        for i, action in enumerate(legal if nodes else ()):
            try:
                values[i] = solver.action_value(known, action)
            except Cancelled:
                raise
            except SearchStopped:
                values[i] = None
    return values


def _estimate_missing(
    known: State,
    legal: list[Action],
    entries: list[ActionAdvice],
    missing: list[int],
    work: tuple[float, float, int],
    kind: str,
    should_stop: Callable[[], bool] | None,
    solver: Solver,
) -> None:
    """Estimate the ``missing`` actions by rollouts after them, all on the same deals (into
    ``entries``); ``work``: each one's share of the budget, the whole budget and the fewest deals."""
    share, budget_ms, min_deals = work
    deals = max(min_deals, int(share * DEALS_PER_MS))
    sampler = Sampler(solver, deal_seed(known), should_stop, work_limit=_rollout_work(budget_ms))
    estimates = sampler.estimate(known, [legal[i] for i in missing], deals)
    for i, estimate in zip(missing, estimates, strict=True):
        entries[i] = _sampled(legal[i], kind, estimate, known.kingdom.visiting)


def _started(
    known: State,
    advice: Advice,
    idle: Collection[int],
    budget_ms: float,
    should_stop: Callable[[], bool] | None,
) -> Advice:
    """``advice`` as "Start the visit" saw ``known`` (nothing of the deck seen, ``_as_started``): its
    ring on the move Start's estimate chose there, showing that estimate (``_opening_choice``: one
    choice and one number for both), so "Start the visit ≈X%", the first screen's ring and the screens
    after moves that learn nothing show one number.

    At an ability window the first screen once rang its own
    choice (an ally, valued on the shared deals) with the number of Start's choice (another ally),
    then the screen after that ally showed its own number, with nothing new known: the Prince of
    Leaves "≈70%" (Start's number for the Queen of Claws), then ≈89% (``scripts/bench_jumps.py``
    seed 1011; 12 jumps over 10 points in seeds 1000-1029, every one there). If the Hint knows
    the move exactly, it shows its exact value (and an exact move above it is advised). A pick whose
    completion is the ring's (``_partner``: the same pair the other way round) shows the same number."""
    action, estimate = _opening_choice(known, budget_ms, should_stop)
    at = next(i for i, entry in enumerate(advice.actions) if entry.action == action)
    entry = advice.actions[at]
    if entry.exact:
        return _ringed(Advice(advice.actions, at, entry.success), entry, idle)
    shown = _sampled(action, START, estimate, known.kingdom.visiting)
    entries = list(advice.actions)
    child = _quiet_after(known, action)
    if known.decision is not None and child is not None and nothing_seen(child):
        following = _opening_choice(child, budget_ms, should_stop)[0]
        for i, other in enumerate(entries):
            if i != at and not other.exact and _partner(known, action, child, following, other.action):
                entries[i] = replace(shown, action=other.action)
    return _ringed(Advice(tuple(entries), at, entry.success), shown, idle)


def _expand_quiet(
    known: State,
    legal: list[Action],
    entries: list[ActionAdvice],
    missing: list[int],
    shares: tuple[float, float],
    should_stop: Callable[[], bool] | None,
    solver: Solver,
    raw: bool,
    try_exact: bool,
) -> tuple[list[int], dict[int, State]]:
    """Value the actions that learn nothing by the screen they lead to (into ``entries``): a known
    statement revealed (the next screen's value), and the quiet actions (``_quiet_value``, each with
    ``share`` of the ``budget_ms``, ``shares``); the actions still to estimate are returned, and the
    quiet ones with the position each leads to."""
    share, budget_ms = shares
    if try_exact and known.known_top and REVEAL in legal:
        # The statement is known already: revealing it learns nothing, it is worth the next screen's value.
        at = legal.index(REVEAL)
        if at in missing:
            entries[at] = _known_reveal(known, budget_ms, should_stop)
            missing = [i for i in missing if i != at]
    quiet = {i: child for i in missing if (child := _quiet_child(known, legal[i])) is not None}
    for i, child in quiet.items():
        entries[i] = _quiet_value(legal[i], child, share, should_stop, solver, raw)
    return [i for i in missing if i not in quiet], quiet


def _as_started(known: State, advice: Advice) -> bool:
    """True before anything of the deck is seen in a visit (``nothing_seen``) when the best action
    is sampled: the screen shows Start's own estimate (``_started``: the same choice, deals, work and
    map). Start and the first screen value the same thing, the visit won by a player following the
    hints from there; two estimates of it showed "You started the visit (≈94%)", then ≈73% on the
    same position. A position reached from the first screen by quiet moves (every trump discarded, a
    ruler swapped, an ally's question answered with nothing drawn) is valued the same way, where its
    own estimate at the whole budget showed "≈86%" on the Jack of Flowers, then ≈64% on the only move
    left, and a pick answered by the rollouts' rote showed the King of Flowers "≈73%", then its first
    pick ≈49%."""
    if not nothing_seen(known) or advice.best is None:
        return False
    return not advice.actions[advice.best].exact


def _idle_below_doing_nothing(advice: Advice, idle: Collection[int]) -> Advice:
    """``advice`` with no idle ally (``_idle_allies_last``) above doing nothing ("Next statement").

    Using an ally whose ability would do nothing leads to this very position, the ally spent: it
    is worth at most revealing the statement now. A sampled idle ally above that shows the
    reveal's value; an exact one lifts the reveal to its own (it is a sure lower bound of it),
    and the reveal is then advised if that makes it the best (a ring on "Next statement ≈34%"
    beside an idle Jack of Leaves at 38%).
    """
    actions = [e.action for e in advice.actions]
    if not idle or REVEAL not in actions:
        return advice
    entries = list(advice.actions)
    at = actions.index(REVEAL)
    for i in sorted(idle):
        entry, nothing = entries[i], entries[at]
        if entry.success is None or nothing.success is None or entry.success <= nothing.success:
            continue
        if entry.exact:
            entries[at] = replace(nothing, success=entry.success)
        else:
            entries[i] = replace(entry, success=nothing.success)
    best = advice.best
    top = entries[at].success
    if best is not None and top is not None and best != at:
        shown = entries[best].success
        if shown is None or top > shown:
            best = at
    return Advice(tuple(entries), best, None if best is None else entries[best].success, advice.target, advice.fief)


def _known_reveal(known: State, budget_ms: float, should_stop: Callable[[], bool] | None) -> ActionAdvice:
    """The entry of revealing a statement the player knows already (the deck's top card was seen):
    the best of the next screen's advice, asked with the same budget (then cached: that screen shows
    it at once). Nothing new is learnt, so its value is that one, exact where that screen's is: the
    rollouts of this position's deals showed "≈98%", then the next screen, with nothing new known,
    an exact "83%" (its own exact search, or the certainty of each response after it)."""
    child, _ = apply(known, REVEAL)
    best = advise(child, budget_ms, should_stop=should_stop).best_action
    assert best is not None and best.success is not None  # inside a visit every action has a value
    return replace(best, action=REVEAL)


def _valued(
    known: State,
    advice: Advice,
    idle: Collection[int],
    share_ms: float,
    kind: str,
    should_stop: Callable[[], bool] | None,
    solver: Solver,
    estimate: Estimate | None = None,
) -> Advice:
    """``advice`` with its best action, chosen on the shared deals, valued again on deals of its own
    (or shown as ``estimate``, that value already made, when given).

    Each action's mean over the shared deals is unbiased, but the best of them is the one
    that came out highest: its mean is biased upwards (the best of several noisy means). Its
    value shown is its mean over other deals (``value_seed``), which is not. Every other
    sampled action shows at most that value, so that the advised action is the one shown
    highest, unless an exact value is higher (then that action is advised: it is known).
    """
    assert advice.best is not None
    action = advice.actions[advice.best].action
    if estimate is None:
        estimate = _value_alone(known, action, share_ms, should_stop, solver)
    return _ringed(advice, _sampled(action, kind, estimate, known.kingdom.visiting), idle)


def _quiet_best(known: State, advice: Advice, quiet: dict[int, State], shown: bool) -> State | None:
    """The position the sampled best of ``advice`` leads to if it reveals nothing (when ``shown``:
    the advice a player sees, not a choice inside another estimate), else None."""
    best = advice.best_action
    if not shown or best is None or best.exact:
        return None
    at = advice.best
    return quiet[at] if at in quiet else _quiet_after(known, best.action, same_deals=False)


def _carried(
    advice: Advice,
    idle: Collection[int],
    child: State,
    budget_ms: float,
    should_stop: Callable[[], bool] | None,
    known: State | None = None,
) -> Advice:
    """``advice`` with its quiet best showing the best of the advice of the screen it leads to,
    ``child`` (asked with the same budget, then cached: that screen shows it at once).

    Nothing new is known after a quiet move, so what it is worth is what the next screen
    shows. Its own value (``_quiet_value``, a share of the budget) was fit to choose it, not
    to show it: the best of several noisy means, with less work in its rollouts than the
    next screen gives them, it showed "≈95%" on the Jack of Leaves' swap, then "≈83%" on the
    only move left, with nothing new known.

    A pick whose completion is the advised best's (``_partner``: the same pair of cards, the other
    way round) shows that number too: the King of Flowers' first pick showed the 5 of Flowers
    "≈73%" and its partner, the 4 of Leaves, ≈44%, its own best completion as a few deals chose it.
    """
    best = advice.best
    assert best is not None
    following = advise(child, budget_ms, should_stop=should_stop).best_action
    assert following is not None and following.success is not None  # inside a visit every action has a value
    first = advice.actions[best].action
    entries = list(advice.actions)
    if known is not None and known.decision is not None:
        for i, entry in enumerate(entries):
            if i != best and not entry.exact and _partner(known, first, child, following.action, entry.action):
                entries[i] = replace(following, action=entry.action)
    advice = Advice(tuple(entries), best, advice.visit_success, advice.target, advice.fief)
    return _ringed(advice, replace(following, action=first), idle)


def _partner(known: State, first: Action, child: State, following: Action, action: Action) -> bool:
    """True when ``action``, then ``first``, reaches the position ``first`` then ``following`` reaches
    from ``known`` (``child`` is the position after ``first``), up to the order of the discard pile."""
    if action != following:
        return False
    other, _ = apply(known, action)
    if other.phase not in VISIT_PHASES or first not in legal_actions(other):
        return False
    one, _ = apply(child, following)
    two, _ = apply(other, first)
    one, two = canonical(one), canonical(two)
    return one.with_(discard=tuple(sorted(one.discard))) == two.with_(discard=tuple(sorted(two.discard)))


def _ringed(advice: Advice, shown: ActionAdvice, idle: Collection[int]) -> Advice:
    """``advice`` with ``shown`` on its best action, every other sampled action at most that value,
    and an exact action above it advised instead (it is known)."""
    best = advice.best
    assert best is not None
    entries = list(advice.actions)
    entries[best] = shown
    ceiling = shown.success
    assert ceiling is not None
    for i, entry in enumerate(entries):
        if i != best and not entry.exact and entry.success is not None and entry.success > ceiling:
            entries[i] = replace(entry, success=ceiling)
    chosen, top = best, ceiling
    for i, entry in enumerate(entries):
        if entry.exact and entry.success is not None and i not in idle and entry.success > top:
            chosen, top = i, entry.success
    return Advice(tuple(entries), chosen, top)


def _kind(known: State, raw: bool) -> str:
    """The calibration map of a sampled value in this position."""
    if raw or len(unseen(known)) <= PLAIN_LEAF_UNSEEN:
        return RAW
    return FIRST if nothing_seen(known) else VISIT


def _quiet_value(
    action: Action,
    child: State,
    share_ms: float,
    should_stop: Callable[[], bool] | None,
    solver: Solver,
    raw: bool,
) -> ActionAdvice:
    """The entry of a quiet ``action``: the value of the best action of the position after it.

    The child's best is *chosen* on the shared deals with half the share (a few deals per
    action: the choice needs little), then *valued* alone on deals of its own with the other
    half. Valuing it on the deals that chose it would give the best of several noisy means,
    biased upwards (about +0.1 at a dozen deals each); on fresh deals its mean is unbiased.
    """
    # The parent's exact attempt already gave this action a share of its nodes and failed.
    best = _chosen(child, share_ms * SELECT_SHARE, MIN_SELECT_DEALS, should_stop, solver, try_exact=False)
    assert best.success is not None  # inside a visit every action has a value
    if best.exact:
        return ActionAdvice(action, best.success, True, 0)
    estimate = _value_alone(child, best.action, share_ms * (1.0 - SELECT_SHARE), should_stop, solver)
    return _sampled(action, _kind(child, raw), estimate, child.kingdom.visiting)


def _chosen(
    state: State,
    budget_ms: float,
    min_deals: int,
    should_stop: Callable[[], bool] | None,
    solver: Solver,
    try_exact: bool = True,
) -> ActionAdvice:
    """The best action of ``state`` chosen on its shared deals (raw, nothing expanded nor valued
    again): the choice ``_value_alone`` then values."""
    advice = advise_visit(
        state,
        budget_ms,
        False,
        should_stop,
        solver,
        try_exact=try_exact,
        expand=False,
        raw=True,
        min_deals=min_deals,
        value_best=False,
    )
    best = advice.best_action
    assert best is not None  # inside a visit there is always an action
    return best


def _value_alone(
    state: State, action: Action, budget_ms: float, should_stop: Callable[[], bool] | None, solver: Solver
) -> Estimate:
    """The raw mean of ``action`` alone over the deals of ``value_seed(state)``, with ``budget_ms`` of work."""
    deals = max(MIN_VALUE_DEALS, int(budget_ms * DEALS_PER_MS))
    sampler = Sampler(solver, value_seed(state), should_stop, work_limit=_rollout_work(budget_ms))
    (estimate,) = sampler.estimate(state, [action], deals)
    return estimate


def value_seed(state: State) -> int:
    """The seed of the deals that value a choice made on the deals of ``deal_seed(state)``:
    as stable (a function of the same view), but another stream."""
    return deal_seed(state) ^ VALUE_SALT


def nothing_seen(state: State) -> bool:
    """True before anything of the deck is seen in a visit: no statement revealed, no card drawn or
    shown (the deck as dealt). The whole visit is still ahead, as at its first ability window: its
    values take the same calibration map. After an ability that moves no
    card of the deck (every trump discarded, a ruler swapped, a card scored) the visit is still
    ahead; the map of later moments, fitted where less of it is left to the rollouts, put it up to
    ≈10 points lower ("≈86%" on the Jack of Flowers, then ≈64% on the only move left)."""
    return state.known_top == 0 and len(state.deck) == len(DIALOGUE_CARDS) - HAND_SIZE


def _quiet_after(known: State, action: Action, same_deals: bool = True) -> State | None:
    """The canonical position after ``action`` if it learns nothing (the cards unseen stay the same)
    and the visit goes on, else None, however many actions that position has (an ally asking which
    card of the hand, for one). With ``same_deals``, only if the deck is untouched too (a card put on
    it from the hand is known there, and changes the deals: ``deal_seed``)."""
    child, events = apply(known, action)
    if visit_result(events) is not None or child.phase not in VISIT_PHASES:
        return None
    child = canonical(child)
    if same_deals and (child.deck != known.deck or child.known_top != known.known_top):
        return None
    if sorted(unseen(child)) != sorted(unseen(known)):
        return None
    return child


def _quiet_child(known: State, action: Action) -> State | None:
    """``_quiet_after``, for a position with few enough actions to be valued by its best (``_quiet_value``)."""
    child = _quiet_after(known, action)
    if child is None:
        return None
    if len(legal_actions(child)) > MAX_CHILD_ACTIONS and not _next_pick(known, child):
        return None  # too many for a share of the budget: its best would be the best of many noisy means
    return child


def _next_pick(known: State, child: State) -> bool:
    """True when ``child`` asks the next pick of the ability ``known`` asks a pick of ("pick 1 of 2").

    A pick that reveals nothing is worth its best completion, however many the answers: valued by
    the rollouts' own answers instead, every first discard of the Jack of Eyes showed "≈69%", and
    then the second pick "≈82%" with nothing new known.
    """
    asked, next_asked = known.decision, child.decision
    if asked is None or next_asked is None:
        return False
    return (asked.ability, asked.slot, asked.via) == (next_asked.ability, next_asked.slot, next_asked.via)


def _opening(budget_ms: float, should_stop: Callable[[], bool] | None) -> Callable[[State], Estimate]:
    """The raw estimate of a visit's first ability window, as the plan of its friends values it.

    Its best first action is chosen on a few deals per action (rollouts after each, none
    expanded), then valued alone on deals of its own: one mean over all the opening's deals,
    unbiased, where the best of several means of a dozen deals each was both noisier and
    biased upwards (the fief odds had too little resolution).
    """

    def opening(start: State) -> Estimate:
        return _opening_choice(start, budget_ms, should_stop)[1]

    return opening


def _opening_choice(start: State, budget_ms: float, should_stop: Callable[[], bool] | None) -> tuple[Action, Estimate]:
    """The first action ``_opening`` chooses at ``start``, and its raw estimate (a fresh solver: the
    same whoever asks, the plan of friends or the visit's first screen; cached by position and budget).

    A chosen move that learns nothing (an ally that draws nothing yet, a pick that reveals
    nothing) is estimated by the opening of the screen it leads to, on the same deals: that
    screen, where nothing of the deck is seen either, shows that estimate (``_as_started``).
    Estimated by rollouts that answer its next choice by rote, the King of Eyes (name a suit, then
    draw two) showed "≈38%", then ≈61% on the suit to name (``scripts/bench_jumps.py`` seed 2).

    At an ability window the action is chosen on a few deals per action (``_chosen``); at an ally's
    question, as the Hint chooses (a pick that learns nothing is worth its best completion), with the
    opening's share of the budget: on a few deals per pick, with the second card of a pair left to the
    rollouts, the King of Flowers discarded the 5 of Claws and the 4 of Leaves (≈49%), where the
    Hint's pair, the 5 of Flowers and the 4 of Leaves, showed ≈73%. The screens before anything is
    seen ring these choices (``_started``), so Start, the first screen and an ally's question agree.
    """
    key = (start, float(budget_ms))
    found = _OPENINGS.get(key)
    if found is not None:
        return found
    opening_ms = budget_ms * OPENING_SHARE
    solver = Solver(should_stop=should_stop)
    best: ActionAdvice | None
    if start.decision is None:
        best = _chosen(start, opening_ms * OPENING_SELECT_SHARE, OPENING_SELECT_DEALS, should_stop, solver)
    else:
        # As the Hint chooses (a pick that learns nothing worth its best completion), with the opening's work.
        best = advise_visit(start, opening_ms, False, should_stop, solver, value_best=False).best_action
    assert best is not None  # inside a visit there is always an action
    chosen = best.action, _estimate_of(start, best, budget_ms, should_stop, solver)
    _OPENINGS.put(key, chosen)
    return chosen


def _estimate_of(
    start: State, best: ActionAdvice, budget_ms: float, should_stop: Callable[[], bool] | None, solver: Solver
) -> Estimate:
    """The raw estimate of ``best``, chosen at ``start`` (nothing of the deck seen): exact if it is,
    the opening of the screen it leads to if it learns nothing, else its mean alone on the deals of
    ``value_seed(start)``, with the opening's share of the budget."""
    assert best.success is not None  # inside a visit every action has a value
    if best.exact:
        return Estimate(best.success, 0.0, 0)
    if (child := _quiet_after(start, best.action)) is not None and nothing_seen(child):
        return _opening_choice(child, budget_ms, should_stop)[1]
    return _value_alone(start, best.action, budget_ms * OPENING_SHARE, should_stop, solver)


def friend_plan(
    choosing: State, budget_ms: float = DEFAULT_BUDGET_MS, should_stop: Callable[[], bool] | None = None
) -> FriendPlan:
    """The plan of friends behind the advice for the visit prepared in ``choosing`` (or chosen in it)."""
    return plan_for(
        choosing, _plan_deals(budget_ms), _opening(budget_ms, should_stop), _rollout_work(budget_ms), should_stop
    )


def _plan_deals(budget_ms: float) -> int:
    return max(8, int(budget_ms * PLAN_DEALS_PER_MS))


def _rollout_work(budget_ms: float) -> int:
    return int(budget_ms * ROLLOUT_NODES_PER_MS)


def _advise_fiefs(known: State, budget_ms: float, should_stop: Callable[[], bool] | None) -> Advice:
    """Each fief's odds: the value of its plan's best configuration (the one the substitute advice leads to).

    Each plan is made with a solver of its own, so that it is the same whether it was made
    here or while choosing substitutes (a shared table would let later searches finish).
    """
    entries = []
    for action in legal_actions(known):
        if action is STOP_GAME:
            entries.append(ActionAdvice(action, 0.0, True, 0))
            continue
        choosing = apply(known, action)[0]
        plan = friend_plan(choosing, budget_ms, should_stop)
        entries.append(_sampled(action, START, plan.best_estimate, choosing.kingdom.visiting))
    return _with_fief_order(known, _finish(entries))


def _with_fief_order(known: State, advice: Advice) -> Advice:
    """``advice`` in fief selection, with the fief to visit for the best chance of the whole game."""
    measure = fief_measure(known, [(e.action, e.success, e.exact) for e in advice.actions])
    return advice if measure is None or measure.chosen is None else replace(advice, fief=measure.chosen)


@dataclass(frozen=True, slots=True)
class FiefChoices:
    """The number that decides the fief to visit (``fief_order.measure_fiefs``) for each choice of
    a fief selection: ``values[i]`` is choice i's (value, exact), None for a choice that has none;
    stopping the game is worth 0 by either measure. ``chosen`` is the choice the Hint rings."""

    kind: str  # fief_order.GOAL (the chance to reach ``threshold`` stars) or fief_order.STARS
    threshold: int
    values: tuple[tuple[float, bool] | None, ...]
    chosen: int | None


def fief_measure(known: State, choices: Sequence[tuple[Action, float | None, bool]]) -> FiefChoices | None:
    """The fief selection's choices (action, chance to win the visit, exact) by the number that
    decides the fief (None outside a fief selection, or with a fief not weighed)."""
    where = [i for i, (action, _, _) in enumerate(choices) if isinstance(action, ChooseFief)]
    odds = []
    for i in where:
        action, success, exact = choices[i]
        assert isinstance(action, ChooseFief)
        if success is None:
            return None
        odds.append((action.fief, success, exact))
    if known.phase is not PHASE_CHOOSE_FIEF or not odds:
        return None
    measure = measure_fiefs(known, odds)
    values: list[tuple[float, bool] | None] = [
        (0.0, True) if isinstance(action, StopGame) else None for action, _, _ in choices
    ]
    for i, value in zip(where, measure.values, strict=True):
        values[i] = value
    chosen = None if measure.chosen is None else where[measure.chosen]
    return FiefChoices(measure.kind, measure.threshold, tuple(values), chosen)


def _advise_substitutes(known: State, budget_ms: float, should_stop: Callable[[], bool] | None) -> Advice:
    """``begin_visit`` is worth the configuration as it stands; the advice is the next step to the
    plan's configuration (worth that configuration: it leads there), then ``begin_visit`` there
    (at the fief's odds). Any other substitute or removal is worth the configuration it makes
    where the plan tried it, at most the better of the one standing and the plan's (both still
    reachable after it), and that better one where the plan did not try it. Where starting as it
    stands shows at least the chance of that step (``_shown_at_least``), the advice is to start."""
    plan = friend_plan(known, budget_ms, should_stop)
    here = current(known)
    target, target_estimate = plan.best, plan.best_estimate
    # The configuration as it stands, valued as the plan's is (the same deals).
    here_estimate = target_estimate if here == target else _opening(budget_ms, should_stop)(start_of_visit(known, here))
    # After any substitute or removal both stay reachable: such a step is worth the better of them.
    reachable = here_estimate if here_estimate.value > target_estimate.value else target_estimate
    # The advice always leads to the plan's configuration, whatever stands now: it settles there.
    step = BEGIN_VISIT if here == target else step_towards(known, target)
    entries = []
    for action in legal_actions(known):
        if action is BACK:
            entries.append(ActionAdvice(action, None, False, 0))
            continue
        if action is BEGIN_VISIT:
            estimate = here_estimate
        elif action == step:
            estimate = target_estimate  # it leads to the plan's configuration: its value, as the fief showed
        else:
            # A friend the advice does not bring in shows what it brings (the configuration it makes),
            # not the best one's value.
            own = plan.own_estimate(current(apply(known, action)[0]))
            estimate = reachable if own is None or own.value > reachable.value else own
        entries.append(_sampled(action, START, estimate, known.kingdom.visiting))
    actions = [e.action for e in entries]
    index = actions.index(step)
    start = actions.index(BEGIN_VISIT) if BEGIN_VISIT in actions else None
    if start is not None and start != index and _shown_at_least(entries[start].success, entries[index].success):
        # Starting as it stands shows as much as the step (whole percents): the plainest choice,
        # before taking a friend back or bringing one in for nothing the player can see; and where
        # it shows more (the plan chose its friend by the rollouts, which play allies worse than the
        # estimate that values the start), the ring on a friend at ≈58% beside Start at ≈68% said
        # two things at once. Starting ends the choice, so no circle can follow.
        index, target = start, here
    best = max(e.success for e in entries if e.success is not None)
    return Advice(tuple(entries), index, best, target)


def _shown_at_least(plain: float | None, other: float | None) -> bool:
    """``plain`` shows at least ``other``'s whole percent (the Hint's badges round so)."""
    return plain is not None and other is not None and round(plain * 100) >= round(other * 100)


def _exact_fiefs(known: State, should_stop: Callable[[], bool] | None) -> Advice:
    """Every fief's exact chance, each with its best substitutes (whatever it costs)."""
    solver = Solver(should_stop=should_stop)
    entries = []
    for action in legal_actions(known):
        if action is STOP_GAME:
            entries.append(ActionAdvice(action, 0.0, True, 0))
            continue
        best, _ = best_configuration(apply(known, action)[0], solver)
        entries.append(ActionAdvice(action, best, True, 0))
    return _with_fief_order(known, _finish(entries))


def _exact_substitutes(known: State, should_stop: Callable[[], bool] | None) -> Advice:
    """Exact values while choosing substitutes.

    Every configuration stays reachable after any substitute or removal, so each is
    worth the best configuration's value; ``begin_visit`` is worth the configuration
    as it stands. The advised action is ``begin_visit`` when the configuration is
    already a best one, else a first step towards a best one.
    """
    solver = Solver(should_stop=should_stop)
    best, target = best_configuration(known, solver)
    here = visit_value(known, solver)
    legal = legal_actions(known)
    entries = []
    for action in legal:
        if action is BACK:
            entries.append(ActionAdvice(action, None, False, 0))  # no value, as when sampled
        elif action is BEGIN_VISIT:
            entries.append(ActionAdvice(action, here, True, 0))
        else:
            entries.append(ActionAdvice(action, best, True, 0))
    at_best = here >= best
    step = BEGIN_VISIT if at_best else step_towards(known, target)
    return Advice(tuple(entries), legal.index(step), best, current(known) if at_best else target)
