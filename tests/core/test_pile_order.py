"""Ask "which card ends on top" only when someone can still read that top."""

from __future__ import annotations

import random

import pytest

from forNorthwood.core import Phase, State, apply, legal_actions, new_game
from forNorthwood.core import actions as A
from forNorthwood.core.pile_order import asks_top_card, top_card_matters, unread_top_answer

from .ability_kit import asks, table
from .position_kit import names, run


def test_cards_going_to_the_discard_pile_never_need_an_order():
    # the Jack of Flowers discards two Eyes (the ruler's suit); a Queen of Claws and a
    # Baron of Leaves stand ready, yet the next statement will cover the pair
    state = table("JF", ["2E", "5E", "1C"], allies=("JF", "QC", "BL", "JE"))
    state, _ = run(state, A.activate(0))
    assert asks(state)[:2] == ("JF", "top")
    assert not top_card_matters(state)
    assert unread_top_answer(state) is not None and names([unread_top_answer(state)]) == ["5E"]


@pytest.mark.parametrize("reader", ["QC", "QF", "BL"])
def test_the_score_pile_order_matters_while_a_reader_of_its_top_is_ready(reader):
    state = table("KC", ["8C", "8E", "1C", "2C"], allies=("KC", reader, "JF", "JE"))
    state, _ = run(state, A.activate(0))
    assert asks(state) == ("KC", "top", "card", {"8C", "8E"})
    assert top_card_matters(state)
    assert unread_top_answer(state) is None


def test_the_score_pile_order_does_not_matter_without_a_reader():
    state = table("KC", ["8C", "8E", "1C", "2C"])
    state, _ = run(state, A.activate(0))
    assert asks_top_card(state) and not top_card_matters(state)


def test_an_exhausted_reader_counts_only_while_a_lady_of_leaves_can_ready_it():
    kw = dict(allies=("KC", "QC", "LL", "JE"))
    state, _ = run(table("KC", ["8C", "8E", "1C", "2C"], exhausted=[1], **kw), A.activate(0))
    assert top_card_matters(state)
    state, _ = run(table("KC", ["8C", "8E", "1C", "2C"], exhausted=[1, 2], **kw), A.activate(0))
    assert not top_card_matters(state)


def test_a_queen_of_leaves_reads_through_the_ruler_she_borrows():
    state, _ = run(table("KC", ["8C", "8E", "1C", "2C"], allies=("KC", "QL", "JF", "JE"), ruler="QC"), A.activate(0))
    assert top_card_matters(state)
    state, _ = run(table("KC", ["8C", "8E", "1C", "2C"], allies=("KC", "QL", "JF", "JE"), ruler="KE"), A.activate(0))
    assert not top_card_matters(state)


def test_no_later_ability_window_no_order():
    # two cards left after the King of Claws: one dialogue, then the hand is empty
    state, _ = run(table("KC", ["8C", "8E", "1C"], allies=("KC", "QC", "JF", "JE")), A.activate(0))
    assert not top_card_matters(state)


def test_other_states_are_left_to_the_player():
    state = new_game(2, "full", 16)
    assert top_card_matters(state) and unread_top_answer(state) is None
    state, _ = run(table("JE", ["1C", "2C"]), A.activate(0))
    assert state.phase is Phase.DECISION and not asks_top_card(state) and top_card_matters(state)


def _same_for_the_player(a: State, b: State) -> bool:
    """Equal but for the order inside the discard and score piles."""
    return (
        a.hand == b.hand
        and a.deck == b.deck
        and sorted(a.discard) == sorted(b.discard)
        and sorted(a.score) == sorted(b.score)
        and a.kingdom == b.kingdom
        and a.phase is b.phase
        and a.decision == b.decision
        and a.known_top == b.known_top
        and legal_actions(a) == legal_actions(b)
    )


@pytest.mark.parametrize("setup", ["intro", "full"])
def test_an_unread_order_never_changes_the_rest_of_the_visit(setup):
    """Whatever card is put on top when nobody can read it, the same choices afterwards lead
    to the same cards in the same places (but that pile's order) up to the end of the visit."""
    unread = read = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = new_game(seed, setup, 16)
        while state.phase is not Phase.GAME_OVER:
            if asks_top_card(state):
                if top_card_matters(state):
                    read += 1
                else:
                    unread += 1
                    branches = [apply(state, action)[0] for action in legal_actions(state)]
                    follow = random.Random(seed)
                    visiting = state.kingdom.visiting
                    while all(b.kingdom.visiting == visiting for b in branches):
                        first = branches[0]
                        assert all(_same_for_the_player(first, b) for b in branches[1:])
                        if first.phase is Phase.GAME_OVER:
                            break
                        action = follow.choice([a for a in legal_actions(first) if a is not A.STOP_GAME])
                        branches = [apply(b, action)[0] for b in branches]
            legal = [a for a in legal_actions(state) if a is not A.STOP_GAME]
            state = apply(state, rng.choice(legal))[0]
    assert unread > 10, (unread, read)
