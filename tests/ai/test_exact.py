"""The exact solver against brute force over every deck order.

Small positions for each of the 24 characters (substitutes, the Queen of Leaves'
borrowed abilities, a pending Baron of Eyes, known top cards included): every legal
action's value must equal the brute force's to 1e-9.
"""

from __future__ import annotations

import pytest

from forNorthwood.ai.exact import SearchStopped, Solver, outcomes, plain_dialogues
from forNorthwood.ai.infoset import canonical, info_key
from forNorthwood.core import CHARACTERS, legal_actions
from forNorthwood.core import actions as A

from ..core.ability_kit import table
from ..core.position_kit import position, run
from .brute_kit import brute_action_values

HAND = ["5L", "1E", "7E", "8F"]
DECK = ["7L", "2E", "3C", "4F"]
TOL = 1e-9


def assert_same(state, worst: bool = False) -> list[float]:
    exact = [v for _, v in Solver(minimize=worst).action_values(state)]
    brute = brute_action_values(state, worst)
    assert len(exact) == len(brute) == len(legal_actions(state))
    for e, b in zip(exact, brute, strict=True):
        assert abs(e - b) <= TOL, (exact, brute)
    return exact


# Hands and decks that give each ability something to choose.
CASES: dict[str, dict] = {
    "JC": {"hand": ["5L", "1E", "7E"]},
    "LC": {"hand": ["1L", "1E", "7E", "8F"]},
    "BC": {"hand": ["2C", "4L", "7E"], "deck": ["2E", "4F", "7L", "3C"]},
    "KF": {"hand": ["5L", "4E", "1E", "8F"]},
    "PF": {"hand": ["5L", "5E", "1E", "1F"]},
    "LF": {"hand": ["4L", "4E", "7E", "8F"]},
    "BF": {"hand": ["2L", "1E", "7E", "3F"]},
    "JF": {"hand": ["5L", "1E", "7E", "8E"], "ruler": "QE"},
    "BL": {"hand": ["3L", "1E", "7E", "8F"], "discard": ["3E"], "score": ["8C"]},
    "QF": {"hand": ["5L", "1E", "7E"], "score": ["8C"]},
    "QC": {"hand": ["5L", "1E", "7E"], "discard": ["6E"], "score": ["8C"]},
    "LE": {"hand": ["5L", "1E", "6E", "8F"]},
    "LL": {"hand": ["5L", "1E", "7E"], "deck": ["7L", "2E", "3C"]},
}


@pytest.mark.parametrize("character", CHARACTERS)
def test_every_ability_matches_brute_force(character: str) -> None:
    case = CASES.get(character, {})
    hand = case.get("hand", HAND)
    deck = case.get("deck", DECK)
    state = table(
        character,
        hand,
        deck,
        case.get("discard", ()),
        case.get("score", ()),
        short=True,
        visiting=2,
        exhausted=[1, 2, 3] if character != "LL" else [1, 2],
        ruler=case.get("ruler"),
    )
    values = assert_same(state)
    assert len(values) >= 2


@pytest.mark.parametrize("ruler", ["QC", "KC", "QF", "KF", "QE", "KE", "KL"])
def test_queen_of_leaves_borrows_each_ruler(ruler: str) -> None:
    state = table(
        "QL",
        ["5L", "1E", "4E", "8F"],
        ["7L", "2E", "3C"],
        [],
        ["6C"],
        short=True,
        ruler=ruler,
        visiting=2,
        exhausted=[1, 2, 3],
    )
    assert_same(state)


def test_substitute_friend_and_known_top_and_two_abilities() -> None:
    state = position(
        ["5L", "1E", "7E"],
        ["7L", "2E", "3C", "4F"],
        [c for c in _rest(["5L", "1E", "7E", "7L", "2E", "3C", "4F"])],
        allies=["JC", "JF", "JL", "JE"],
        rulers=["QC", "QF", "KC", "QE", "KE", "KF", "KL", "QL"],
        statuses={2: "won"},
        substitutes={1: "KC"},
        exhausted=[2, 3],
        visiting=1,
        known_top=2,
        rest_to_deck=False,
    )
    assert_same(state)


def test_baron_of_eyes_pending_and_worst_case() -> None:
    state = table("BE", ["5L", "2E", "7E", "8F"], ["7L", "3E", "3C", "4F"], short=True, visiting=2, exhausted=[1, 2, 3])
    state, _ = run(state, legal_actions(state)[1])  # arm the Baron of Eyes
    assert state.baron_eyes
    assert_same(state)
    assert_same(state, worst=True)


def test_plain_dialogues_use_the_fast_search_and_agree() -> None:
    state = position(
        HAND,
        [*DECK, "6L"],
        _rest(HAND + DECK + ["6L"]),
        exhausted=[0, 1, 2, 3],
        visiting=2,
        rest_to_deck=False,
        known_top=1,
    )
    assert plain_dialogues(state)
    assert_same(state)
    assert_same(state, worst=True)


def test_the_value_never_reads_the_hidden_order() -> None:
    a = table("JE", HAND, DECK, short=True, visiting=2, exhausted=[1, 2, 3])
    b = table("JE", HAND, list(reversed(DECK)), short=True, visiting=2, exhausted=[1, 2, 3])
    assert a.deck != b.deck and canonical(a) == canonical(b) and info_key(canonical(a)) == info_key(canonical(b))
    assert Solver().action_values(a) == Solver().action_values(b)


def test_outcomes_are_a_distribution() -> None:
    state = canonical(table("QE", HAND, [*DECK, "6L"], short=True, visiting=2, exhausted=[1, 2, 3]))
    for action in legal_actions(state):
        total = sum(o.probability for o in outcomes(state, action))
        assert abs(total - 1.0) <= TOL


def _rest(named: list[str]) -> list[str]:
    from forNorthwood.core import CARD_NAMES

    return [c for c in CARD_NAMES if c not in named]


def test_the_fast_plain_search_agrees_with_the_general_one_on_random_positions() -> None:
    import random

    from forNorthwood.core import CARD_NAMES

    rng = random.Random(9)
    for _ in range(25):
        cards = list(CARD_NAMES)
        rng.shuffle(cards)
        hand, deck = cards[:4], cards[4:10]
        state = position(
            hand,
            deck,
            cards[10:],
            exhausted=[0, 1, 2, 3],
            visiting=rng.randrange(0, 5),
            rulers=["QC", "QF", "QL", "QE", "KC", "KF", "KL", "KE"],
            rest_to_deck=False,
            known_top=rng.choice([0, 0, 1, 2]),
        )
        fast = Solver().action_values(state)
        slow = Solver(fast_plain=False).action_values(state)
        assert [a for a, _ in fast] == [a for a, _ in slow]
        for (_, x), (_, y) in zip(fast, slow, strict=True):
            assert abs(x - y) <= TOL
        worst_fast = Solver(minimize=True).value(state)
        worst_slow = Solver(minimize=True, fast_plain=False).value(state)
        assert abs(worst_fast - worst_slow) <= TOL


def test_a_node_limit_stops_a_search_inside_a_large_peek() -> None:
    # The Queen of Eyes peeks at three of 24 unseen cards: 12,144 ways to work out, merged
    # at the end. A search with a small limit stops half-way instead of working them all out.
    state = table("QE", ["1C", "2C", "3F", "4F", "5L", "6L", "7E", "8E"])
    peek = next(a for a in legal_actions(state) if isinstance(a, A.Activate))
    solver = Solver()
    solver.node_limit = 300
    with pytest.raises(SearchStopped):
        solver.action_value(state, peek)
    assert solver.total_nodes < 300 + 64 + 32  # the limit, and what is told between checks


def _searched(solver: Solver, q, state, action, limit: int | None) -> tuple:
    """What one action's search gives: its value (None if stopped), the work counted and the tables left."""
    solver.node_limit = limit
    solver._start()
    try:
        value = q(state, action)
    except SearchStopped:
        value = None
    return value, solver.nodes, solver.plain, solver.plain_raw, solver.table


def test_an_action_in_plain_dialogues_is_valued_on_bit_masks_as_the_general_search_values_it() -> None:
    # The rollouts' late searches value each statement and response of plain dialogues without
    # building the states: the very same value, work counted, stopping point and tables.
    import random

    from forNorthwood.core import CARD_NAMES, apply

    rng = random.Random(43)
    checked = 0
    for _ in range(40):
        cards = list(CARD_NAMES)
        rng.shuffle(cards)
        size = rng.randrange(1, 6)
        hand, deck = cards[:size], cards[size : size + rng.randrange(1, 9)]
        score = cards[24 : 24 + rng.randrange(0, 3)]
        window = position(
            hand,
            deck,
            [c for c in cards if c not in hand + deck + score],
            score,
            exhausted=[0, 1, 2, 3],
            visiting=rng.randrange(0, 5),
            rulers=["QC", "QF", "QL", "QE", "KC", "KF", "KL", "KE"],
            rest_to_deck=False,
            known_top=min(len(deck), rng.choice([0, 0, 1, 2])),
        )
        for state in (canonical(window), canonical(apply(window, A.REVEAL)[0])):
            assert plain_dialogues(state)
            for action in legal_actions(state):
                for limit in (None, 1, 2, 3, 5, 9, 20, 60):
                    fast, slow = Solver(), Solver()
                    found = _searched(fast, fast._plain_q, state, action, limit)
                    assert found == _searched(slow, slow._q, state, action, limit)
                    checked += found[0] is not None
    assert checked > 500
