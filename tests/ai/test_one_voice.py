"""One voice: a move's value does not jump when the player takes it.

Each sampled value comes with its standard error. Taking the advised move:

* before a visit, the fief's odds, the friends' advice and "Start the visit" show the
  very same number (tests/ai/test_friends.py walks every configuration);
* a quiet move inside a visit (it reveals nothing: a response, a pick, an ability that
  draws nothing) leads to a position whose value differs from the move's by no more than
  their sampling errors: both are estimated on the same deals;
* the first choice of a visit agrees with "Start the visit" within the errors too.
"""

from __future__ import annotations

import math
import random

from forNorthwood.ai.advisor import _quiet_after, _quiet_child, advise
from forNorthwood.ai.infoset import VISIT_PHASES, canonical
from forNorthwood.ai.policy import greedy_action
from forNorthwood.core import State, apply, legal_actions, new_game
from forNorthwood.core import actions as A
from forNorthwood.core.state import PHASE_GAME_OVER

BUDGET = 150


def mid_visit_positions(count: int, seed: int) -> list[State]:
    """Positions inside visits, with a real choice, met by the greedy bot in seeded full games."""
    rng = random.Random(seed)
    found: list[State] = []
    game = seed
    while len(found) < count:
        state = new_game(game, "full", 16)
        game += 1
        while state.phase is not PHASE_GAME_OVER and len(found) < count:
            if state.phase in VISIT_PHASES and len(legal_actions(state)) > 1 and rng.random() < 0.2:
                found.append(state)
            state = apply(state, greedy_action(state))[0]
    return found


def z_score(a: float, a_error: float, b: float, b_error: float) -> float:
    spread = math.hypot(a_error, b_error)
    if spread == 0.0:
        return 0.0 if abs(a - b) <= 1e-9 else math.inf
    return (b - a) / spread


def test_a_quiet_move_and_the_next_screen_agree_within_their_errors() -> None:
    pairs = []
    for state in mid_visit_positions(60, 41):
        advice = advise(state, BUDGET)
        best = advice.best_action
        assert best is not None and best.success is not None
        child = _quiet_child(canonical(state), best.action)
        if child is None:
            continue
        after = advise(apply(state, best.action)[0], BUDGET).best_action
        assert after is not None and after.success is not None
        assert best.exact or best.error > 0.0 or best.success in (0.0, 1.0)
        pairs.append((best.success, best.error, after.success, after.error))
    assert len(pairs) >= 15
    scores = [z_score(*pair) for pair in pairs]
    within = sum(abs(z) <= 2.5 for z in scores)
    assert within >= 0.9 * len(pairs), sorted(scores)
    mean_gap = sum(b - a for a, _, b, _ in pairs) / len(pairs)
    assert abs(mean_gap) <= 0.04, mean_gap


def test_a_quiet_advised_move_shows_the_next_screens_very_number() -> None:
    """Nothing new is known after a quiet move: the advised one shows the number the next screen
    shows (its value by a share of the budget, the best of several noisy means, showed the Jack of
    Leaves' swap "≈95%", then "≈83%" on the only move left). Before anything of the deck is seen,
    every screen shows Start's estimate of it instead (the next test)."""
    from forNorthwood.ai.advisor import nothing_seen

    checked = 0
    for state in mid_visit_positions(60, 41):
        known = canonical(state)
        best = advise(state, BUDGET).best_action
        assert best is not None
        if nothing_seen(known) or _quiet_after(known, best.action) is None:
            continue
        after = advise(apply(state, best.action)[0], BUDGET).best_action
        assert after is not None
        assert (best.success, best.error, best.exact) == (after.success, after.error, after.exact), state
        checked += 1
    assert checked >= 15, checked


def test_the_first_choice_of_a_visit_agrees_with_start_the_visit() -> None:
    scores = []
    gaps = []
    for seed in range(700, 716):
        selection = new_game(seed, "full", 16)
        odds = advise(selection, BUDGET)
        fief = odds.best_action
        assert fief is not None and fief.success is not None
        state = apply(selection, fief.action)[0]
        advice = advise(state, BUDGET)
        while advice.best_action is not None and advice.best_action.action is not A.BEGIN_VISIT:
            state = apply(state, advice.best_action.action)[0]
            advice = advise(state, BUDGET)
        begin = advice.best_action
        assert begin is not None and begin.success == fief.success  # the same number on every screen before
        first = advise(apply(state, A.BEGIN_VISIT)[0], BUDGET).best_action
        assert first is not None and first.success is not None
        scores.append(z_score(begin.success, begin.error, first.success, first.error))
        gaps.append(first.success - begin.success)
    assert sum(abs(z) <= 2.5 for z in scores) >= 0.85 * len(scores), sorted(scores)
    assert abs(sum(gaps) / len(gaps)) <= 0.06, gaps


def test_the_deals_stay_the_same_until_a_card_is_seen() -> None:
    from forNorthwood.ai.sampling import deal_seed

    quiet = seen = 0
    for state in mid_visit_positions(40, 43):
        known = canonical(state)
        for action in legal_actions(known):
            child = _quiet_child(known, action)
            after = canonical(apply(known, action)[0])
            if child is not None:
                assert deal_seed(child) == deal_seed(known)
                quiet += 1
            elif action is A.REVEAL and after.phase in VISIT_PHASES:
                assert deal_seed(after) != deal_seed(known)  # a statement seen: new deals
                seen += 1
    assert quiet >= 20 and seen >= 5


def test_revealing_a_statement_already_known_is_worth_the_next_screen() -> None:
    """With the deck's top card seen, revealing it learns nothing: its value is the next screen's,
    exact where that one is (a replay showed "≈98%", then with nothing new known an exact "83%")."""
    from dataclasses import replace

    from forNorthwood.core.state import PHASE_ABILITY_WINDOW

    from ..ui.screen_kit import session_at

    checked = exact = 0
    session = session_at("over")
    positions = [session._state_before(i) for i in range(len(session.steps))]
    for state in positions[150:]:
        if state.phase is not PHASE_ABILITY_WINDOW or not state.deck or A.REVEAL not in legal_actions(state):
            continue
        known = replace(state, known_top=max(1, state.known_top))  # as after a Queen of Eyes
        reveal = next(e for e in advise(known, BUDGET).actions if e.action is A.REVEAL)
        after = advise(apply(known, A.REVEAL)[0], BUDGET).best_action
        assert after is not None
        if after.exact:
            assert (reveal.success, reveal.exact) == (after.success, True), (reveal, after)
            exact += 1
        else:  # the next screen's estimate (shown at most as high as the advised move's, as any estimate)
            assert not reveal.exact and reveal.success is not None and after.success is not None
            assert reveal.success <= after.success + 1e-9, (reveal, after)
        checked += 1
    assert checked >= 3 and exact >= 1


def test_the_first_screen_shows_start_the_visits_number() -> None:
    """Nothing is known on a visit's first screen that "Start the visit" did not know: unless its
    advised move is known exactly, it rings the move Start's estimate chose and shows that very
    number (it once rang its own choice with Start's number: "≈94%", then ≈73% on the same position).
    After that move, if it draws nothing, the next screen shows that number too (nothing of the deck
    is seen yet: the Jack of Flowers showed ≈86%, then ≈64%)."""
    from forNorthwood.ai.advisor import _opening_choice

    moves = quiet = carried = 0
    for seed in range(700, 712):
        selection = new_game(seed, "full", 16)
        fief = advise(selection, BUDGET).best_action
        assert fief is not None and fief.success is not None
        state = apply(selection, fief.action)[0]
        advice = advise(state, BUDGET)
        while advice.best_action is not None and advice.best_action.action is not A.BEGIN_VISIT:
            state = apply(state, advice.best_action.action)[0]
            advice = advise(state, BUDGET)
        begin = advice.best_action
        assert begin is not None and begin.success == fief.success
        start = canonical(apply(state, A.BEGIN_VISIT)[0])
        first = advise(start, BUDGET).best_action
        assert first is not None and first.success is not None
        if first.exact:
            continue
        assert (first.success, first.error) == (begin.success, begin.error), seed
        assert _opening_choice(start, BUDGET, None)[0] == first.action, seed
        moves += 1
        if (child := _quiet_after(start, first.action)) is not None:
            after = advise(child, BUDGET).best_action
            assert after is not None and after.success is not None
            if not after.exact:
                assert (after.success, after.error) == (first.success, first.error), (seed, first, after)
                carried += 1
            quiet += 1
    assert moves >= 8 and quiet >= 2 and carried >= 1, (moves, quiet, carried)
