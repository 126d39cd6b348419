"""The core's chance outcomes: every order of the unseen cards, equally likely, and no other."""

from __future__ import annotations

import random
from collections import defaultdict
from itertools import permutations

import pytest

from forNorthwood.ai.random_bot import random_action
from forNorthwood.core import actions as A
from forNorthwood.core import apply, legal_actions, new_game, view
from forNorthwood.core.chance import chance_outcomes
from forNorthwood.core.events import Shuffled
from forNorthwood.core.state import PHASE_ABILITY_WINDOW, PHASE_DECISION, PHASE_RESPOND, State

from .ability_kit import table

TOL = 1e-12


def _seen(state: State, events: list) -> tuple:
    """What the player can tell of a result (the deck's order is unseen, and after a shuffle all of it)."""
    shuffled = any(isinstance(e, Shuffled) for e in events)
    known = () if shuffled else tuple(state.deck[: state.known_top])
    return (repr(sorted(view(state).items())), known, state.phase, state.decision)


def brute(state: State, action) -> dict[tuple, float]:
    k = state.known_top
    orders = list(permutations(state.deck[k:]))
    found: dict[tuple, float] = defaultdict(float)
    for order in orders:
        new, events = apply(state.with_(deck=state.deck[:k] + order), action)
        found[_seen(new, events)] += 1 / len(orders)
    return found


def core(state: State, action) -> dict[tuple, float]:
    found: dict[tuple, float] = defaultdict(float)
    outcomes = list(chance_outcomes(state, action))
    assert len({o.state for o in outcomes}) == len(outcomes), "each outcome once"
    for o in outcomes:
        found[_seen(o.state, list(o.events))] += o.probability
    return found


def _same(a: dict[tuple, float], b: dict[tuple, float]) -> None:
    assert a.keys() == b.keys()
    for key, p in a.items():
        assert abs(p - b[key]) <= TOL


def _small_visits(seed: int, unseen: int, limit: int) -> list[State]:
    rng = random.Random(seed)
    state = new_game(seed, "full", 16)
    found = []
    while legal_actions(state) and len(found) < limit:
        if state.phase in (PHASE_ABILITY_WINDOW, PHASE_RESPOND, PHASE_DECISION):
            if len(state.deck) - state.known_top <= unseen:
                found.append(state)
        state = apply(state, random_action(state, rng))[0]
    return found


@pytest.mark.parametrize("seed", range(8))
def test_the_outcomes_are_those_of_every_order_of_the_unseen_cards(seed: int) -> None:
    for state in _small_visits(seed, 4, 40):
        for action in legal_actions(state):
            _same(core(state, action), brute(state, action))


@pytest.mark.parametrize("character", ["JC", "QC", "PC", "LC", "BC", "KL", "QE", "JE", "KE", "PE", "LE", "LL"])
def test_each_ability_that_reads_the_deck(character: str) -> None:
    state = table(character, ["5L", "1E", "7E"], ["7L", "2E", "3C", "4F", "6C"], short=True, visiting=2)
    for action in legal_actions(state):
        _same(core(state, action), brute(state, action))


def test_the_given_order_of_the_unseen_cards_does_not_matter_and_known_cards_stay() -> None:
    a = table("QE", ["5L", "1E", "7E"], ["7L", "2E", "3C", "4F"], short=True, visiting=2)
    b = a.with_(deck=tuple(reversed(a.deck)))
    for action in legal_actions(a):
        assert [(o.probability, o.state) for o in chance_outcomes(a, action)] == [
            (o.probability, o.state) for o in chance_outcomes(b, action)
        ]
    peeked = apply(a, legal_actions(a)[1])[0]  # the Queen of Eyes: the top three are known
    assert peeked.known_top == 3
    statements = [o.state.statement for o in chance_outcomes(peeked, legal_actions(peeked)[0])]
    assert statements == [peeked.deck[0]]


def test_a_statement_is_any_unseen_card_and_the_probabilities_add_up_to_one() -> None:
    state = table("JC", ["5L", "1E", "7E"], ["7L", "2E", "3C", "4F"], short=True, visiting=2)
    reveal = next(a for a in legal_actions(state) if a.type == "reveal")
    outcomes = list(chance_outcomes(state, reveal))
    assert sorted(o.state.statement for o in outcomes) == sorted(state.deck)
    assert abs(sum(o.probability for o in outcomes) - 1.0) <= TOL


class Stop(Exception):
    pass


def test_a_large_merged_chance_tells_its_progress_and_can_be_stopped_half_way() -> None:
    # The Queen of Eyes peeks at three of 24 unseen cards: 24 × 23 × 22 ways, merged at the end.
    state = table("QE", ["1C", "2C", "3F", "4F", "5L", "6L", "7E", "8E"])
    peek = next(a for a in legal_actions(state) if isinstance(a, A.Activate))
    plain = list(chance_outcomes(state, peek))
    told: list[int] = []
    watched = list(chance_outcomes(state, peek, told.append))
    assert [(o.probability, o.state) for o in watched] == [(o.probability, o.state) for o in plain]
    assert told and all(n >= 32 for n in told)
    assert sum(told) + sum(o.applied for o in watched) == sum(o.applied for o in plain) == 24 * 23 * 22

    stopped: list[int] = []

    def stop(done: int) -> None:
        stopped.append(done)
        raise Stop

    with pytest.raises(Stop):
        next(iter(chance_outcomes(state, peek, stop)))
    assert stopped == [32]  # stopped at its first report, not after all 12,144 ways
