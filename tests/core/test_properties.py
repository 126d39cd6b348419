"""Properties of whole games under random legal play (seeded loops and hypothesis).

At every step: the 32 dialogue cards are split across the four piles exactly once,
the view agrees with the state and hides the deck order, the state survives JSON,
and legal_actions is exactly the set of actions apply accepts.
The long fuzz runs only with FORNORTHWOOD_FUZZ=1 (see tests/conftest.py).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forNorthwood.core import Phase, apply, legal_actions, new_game, state_from_json, state_to_json, view

from .play_kit import (
    canonical,
    check_events,
    check_game_over,
    check_json_round_trip,
    check_legal_actions_apply,
    check_legality,
    check_state,
    play,
    random_game,
    random_policy,
)

SETUPS = ("intro", "full")
THRESHOLDS = (16, 18, 20)
CONFIGS = [(s, t) for s in SETUPS for t in THRESHOLDS]


def full_check_game(seed, setup, threshold, *, avoid_stop=False, legality_every=0, policy=None):
    """Play one random game checking every invariant at every step; returns (actions, final)."""
    state = new_game(seed, setup, threshold)
    check_state(state)
    check_json_round_trip(state)
    policy = policy or random_policy(random.Random(seed), avoid_stop)
    actions = []
    final = state
    for step, (before, action, after, events) in enumerate(play(state, policy)):
        assert action in legal_actions(before)
        if legality_every and step % legality_every == 0:
            check_legality(before)
        else:
            check_legal_actions_apply(before)
        check_events(before, after, events, action)
        check_state(after)
        check_json_round_trip(after)
        actions.append(action)
        final = after
    check_legality(final)  # game over: nothing legal, everything refused
    check_game_over(final, actions[-1])
    return actions, final


# -- seeded loops (the default run: about 200 games) ----------------------------------


@pytest.mark.parametrize(("setup", "threshold"), CONFIGS)
def test_random_games_keep_every_invariant(setup, threshold):
    for seed in range(12):
        full_check_game(seed * 7919 + threshold, setup, threshold)


@pytest.mark.parametrize(("setup", "threshold"), CONFIGS)
def test_random_games_played_to_the_eighth_visit(setup, threshold):
    # never stopping: all eight fiefs get visited
    for seed in range(5):
        _, final = full_check_game(10_000 + seed, setup, threshold, avoid_stop=True)
        assert all(f.status != "unvisited" for f in final.kingdom.fiefs)


@pytest.mark.parametrize("setup", SETUPS)
def test_legal_actions_are_exactly_the_accepted_actions(setup):
    for seed in range(5):
        full_check_game(20_000 + seed, setup, 16 + 2 * (seed % 3), avoid_stop=seed % 2 == 0, legality_every=4)


@pytest.mark.parametrize("setup", SETUPS)
def test_same_seed_and_actions_give_byte_identical_states_and_views(setup):
    for seed in range(5):
        actions, _ = random_game(seed, setup, 18, avoid_stop=True)
        trail = []
        for _ in range(2):
            state = new_game(seed, setup, 18)
            steps = [(canonical(state), json.dumps(view(state), sort_keys=True))]
            for action in actions:
                state, events = apply(state, action)
                shown = json.dumps([e.to_json() for e in events])
                steps.append((canonical(state), json.dumps(view(state), sort_keys=True), shown))
            trail.append(steps)
        assert trail[0] == trail[1]


def test_replaying_from_a_saved_state_continues_identically():
    actions, final = random_game(77, "full", 16, avoid_stop=True)
    state = new_game(77, "full", 16)
    for i, action in enumerate(actions):
        if i % 10 == 0:  # save and load in the middle of the game
            state = state_from_json(json.loads(json.dumps(state_to_json(state))))
        state, _ = apply(state, action)
    assert canonical(state) == canonical(final)


def test_random_play_reaches_game_over_by_stopping_or_visiting_all():
    stopped = visited = 0
    for seed in range(60):
        setup, threshold = CONFIGS[seed % len(CONFIGS)]
        actions, final = random_game(30_000 + seed, setup, threshold)
        check_game_over(final, actions[-1])
        if actions[-1].type == "stop_game":
            stopped += 1
        else:
            visited += 1
    assert stopped + visited == 60


# -- hypothesis ------------------------------------------------------------------------

seeds = st.integers(min_value=-(2**70), max_value=2**70)
# A whole game makes hundreds of choices: a Random seeded by Hypothesis keeps examples small.
RANDOMS = st.randoms(use_true_random=True)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, setup=st.sampled_from(SETUPS), threshold=st.sampled_from(THRESHOLDS), rnd=RANDOMS)
def test_hypothesis_random_games(seed, setup, threshold, rnd):
    state = new_game(seed, setup, threshold)
    check_state(state)
    actions = []
    final = state
    for before, action, after, events in play(state, lambda s, legal: rnd.choice(legal)):
        check_legal_actions_apply(before)
        check_events(before, after, events, action)
        check_state(after)
        actions.append(action)
        final = after
    check_game_over(final, actions[-1])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example])
@given(seed=seeds, setup=st.sampled_from(SETUPS), threshold=st.sampled_from(THRESHOLDS), data=st.data())
def test_hypothesis_chosen_steps_keep_invariants_and_legality(seed, setup, threshold, data):
    """Hypothesis picks each action (so it can shrink to a minimal failing game)."""
    state = new_game(seed, setup, threshold)
    for _ in range(80):
        legal = legal_actions(state)
        if not legal:
            break
        index = data.draw(st.integers(min_value=0, max_value=len(legal) - 1))
        check_legal_actions_apply(state)
        before = state
        state, events = apply(state, legal[index])
        check_events(before, state, [e.to_json() for e in events], legal[index])
        check_state(state)
        check_json_round_trip(state)
    check_legality(state)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, setup=st.sampled_from(SETUPS), threshold=st.sampled_from(THRESHOLDS), rnd=RANDOMS)
def test_hypothesis_determinism(seed, setup, threshold, rnd):
    state = new_game(seed, setup, threshold)
    actions = [a for _, a, _, _ in play(state, lambda s, legal: rnd.choice(legal))][:200]
    runs = []
    for _ in range(2):
        s = new_game(seed, setup, threshold)
        for action in actions:
            s, _ = apply(s, action)
        runs.append((canonical(s), json.dumps(view(s), sort_keys=True)))
    assert runs[0] == runs[1]


# -- the long fuzz (FORNORTHWOOD_FUZZ=1) ----------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(("setup", "threshold"), CONFIGS)
def test_fuzz_thousands_of_games(setup, threshold):
    for seed in range(500):
        full_check_game(
            1_000_000 + seed, setup, threshold, avoid_stop=seed % 2 == 0, legality_every=3 if seed % 10 == 0 else 0
        )


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, setup=st.sampled_from(SETUPS), threshold=st.sampled_from(THRESHOLDS), rnd=RANDOMS)
def test_fuzz_hypothesis_games(seed, setup, threshold, rnd):
    def policy(state, legal):
        return rnd.choice(legal)

    full_check_game(seed, setup, threshold, policy=policy, legality_every=11)


def test_game_over_phase_is_terminal_in_every_random_game():
    for seed in range(10):
        _, final = random_game(seed, "intro", 20)
        assert final.phase is Phase.GAME_OVER and legal_actions(final) == ()
