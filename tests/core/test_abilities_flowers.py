"""Flowers abilities — JF QF KF PF LF BF (docs/RULES.md, "The 24 abilities").

Unless a test says otherwise the visit is at fief 3 (target 3), ruled by the Queen of
Eyes (trump Eyes), and the ability under test sits on ally slot 0.
"""

from __future__ import annotations

import pytest

from forNorthwood.core import SUIT_LETTERS, view
from forNorthwood.core import actions as A
from tests.cards_kit import card_of

from .ability_kit import asks, exhausted, go, no_effect, piles, resolved, table
from .position_kit import hand_of, names, position

# -- JF: discard every card of the current ruler's suit ------------------------------------


@pytest.mark.parametrize("top", ["2E", "5E"])
def test_jf_discards_every_card_of_the_rulers_suit_player_picks_the_top(top: str) -> None:
    state = table("JF", ["2E", "5E", "7C", "1F"], deck=["3L"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("JF", "top", "card", {"2E", "5E"})
    state, _ = go(state, A.pick_card(card_of(top)))
    assert resolved(state)
    other = "5E" if top == "2E" else "2E"
    assert names(state.discard) == ["8L", other, top]
    assert hand_of(state) == {"7C", "1F"}


def test_jf_single_card_of_the_rulers_suit_is_discarded_without_a_question() -> None:
    state = table("JF", ["4E", "3C"], deck=["3L"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.discard) == ["8L", "4E"]
    assert hand_of(state) == {"3C"}


def test_jf_without_a_card_of_the_rulers_suit_does_nothing() -> None:
    state = table("JF", ["1C", "2F"], deck=["3L"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and exhausted(state) == {0}
    assert piles(state) == before
    assert no_effect(events)


def test_jf_uses_the_ruler_in_place_after_a_jack_of_leaves_swap() -> None:
    # Default allies JC JF JL JE; fief 4 is ruled by the King of Claws.
    state = position(["2C", "6C", "3E", "8F"], deck=["1F", "4L"])
    state, _ = go(state, A.activate(2))
    assert asks(state) == ("JL", "jl_fief", "fief", {1, 2, 4, 5})
    state, _ = go(state, A.pick_fief(4))
    assert state.kingdom.ruler == "KC" and SUIT_LETTERS[state.trump] == "C"  # type: ignore[index]
    state, _ = go(state, A.REVEAL, A.play(card_of("8F")))  # must follow Flowers; 8F beats 1F
    assert names(state.score) == ["8F"]
    state, _ = go(state, A.activate(1))
    # Claws are now trump: the Claws go, the Eye stays.
    assert asks(state) == ("JF", "top", "card", {"2C", "6C"})
    state, _ = go(state, A.pick_card(card_of("6C")))
    assert resolved(state)
    assert names(state.discard)[-3:] == ["1F", "2C", "6C"]
    assert hand_of(state) == {"3E"}


# -- QF: score top face down onto the deck; it is the next statement -------------------------


def test_qf_puts_the_score_top_on_the_deck_and_it_is_the_next_statement() -> None:
    state = table("QF", ["1L", "2L"], deck=["2E", "3E"], score=["1C", "6F"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.score) == ["1C"]  # score −1
    assert names(state.deck)[:3] == ["6F", "2E", "3E"]
    assert state.known_top == 1 and view(state)["deck_known_top"] == ["6F"]
    assert hand_of(state) == {"1L", "2L"}
    state, events = go(state, A.REVEAL)
    assert {"type": "statement", "card": "6F"} in events
    assert names([state.statement]) == ["6F"]  # type: ignore[list-item]


def test_qf_keeps_what_the_player_already_knew_below_it() -> None:
    state = table("QF", ["1L"], deck=["2E", "3E", "4E"], score=["6F"], known_top=2)
    state, _ = go(state, A.activate(0))
    assert view(state)["deck_known_top"] == ["6F", "2E", "3E"]
    assert state.score == ()


def test_qf_with_an_empty_score_pile_does_nothing() -> None:
    state = table("QF", ["1L"], deck=["2E"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert piles(state) == before and state.known_top == 0


# -- KF: discard a pair adding up to 9 ---------------------------------------------------------


def test_kf_asks_for_a_card_with_a_partner_then_discards_the_pair() -> None:
    state = table("KF", ["1C", "8F", "3L", "6E", "2C"], deck=["5L"], discard=["7L"])
    state, _ = go(state, A.activate(0))
    # 2C has no 7 to pair with: it is not offered.
    assert asks(state) == ("KF", "kf_first", "card", {"1C", "8F", "3L", "6E"})
    state, _ = go(state, A.pick_card(card_of("3L")))
    # 3L has a single partner (6E): no second question.
    assert resolved(state)
    assert names(state.discard) == ["7L", "3L", "6E"]
    assert hand_of(state) == {"1C", "8F", "2C"}


def test_kf_partner_question_only_when_several_partners() -> None:
    state = table("KF", ["4C", "5F", "5L", "2E"], deck=["1L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("KF", "kf_first", "card", {"4C", "5F", "5L"})
    state, _ = go(state, A.pick_card(card_of("4C")))
    assert asks(state) == ("KF", "kf_partner", "card", {"5F", "5L"})
    state, _ = go(state, A.pick_card(card_of("5L")))
    assert resolved(state)
    assert names(state.discard)[-2:] == ["4C", "5L"]
    assert hand_of(state) == {"5F", "2E"}


@pytest.mark.parametrize(("low", "high"), [("1C", "8F"), ("2C", "7F"), ("3C", "6F"), ("4C", "5F")])
def test_kf_every_pair_adding_to_nine(low: str, high: str) -> None:
    filler = "2L" if low == "1C" else "1L"  # a card with no partner
    state = table("KF", [low, high, filler], deck=["8E"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("KF", "kf_first", "card", {low, high})
    state, _ = go(state, A.pick_card(card_of(high)))
    assert resolved(state)
    assert set(names(state.discard)) == {low, high}
    assert hand_of(state) == {filler}


def test_kf_without_a_pair_does_nothing_even_if_three_cards_make_nine() -> None:
    state = table("KF", ["1C", "1F", "2L", "3F", "4E", "4C"], deck=["8E"])  # 2+3+4 = 9 is not a pair
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert piles(state) == before


# -- PF: one card per value, the player chooses which -------------------------------------------


def test_pf_keeps_one_card_per_value_lowest_value_first_then_asks_the_top() -> None:
    state = table("PF", ["2C", "2F", "2L", "5E", "5C", "7F"], deck=["1L"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PF", "pf_keep", "card", {"2C", "2F", "2L"})
    state, _ = go(state, A.pick_card(card_of("2F")))
    assert asks(state) == ("PF", "pf_keep", "card", {"5C", "5E"})
    # Nothing is discarded before every value is settled.
    assert len(state.hand) == 6 and names(state.discard) == ["8L"]
    state, _ = go(state, A.pick_card(card_of("5E")))
    assert asks(state) == ("PF", "top", "card", {"2C", "2L", "5C"})
    state, _ = go(state, A.pick_card(card_of("2L")))
    assert resolved(state)
    assert hand_of(state) == {"2F", "5E", "7F"}
    assert names(state.discard)[0] == "8L" and set(names(state.discard)[1:]) == {"2C", "2L", "5C"}
    assert names(state.discard)[-1] == "2L"


def test_pf_a_single_duplicate_is_discarded_without_a_top_question() -> None:
    state = table("PF", ["3C", "3E", "6F"], deck=["1L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PF", "pf_keep", "card", {"3C", "3E"})
    state, _ = go(state, A.pick_card(card_of("3E")))
    assert resolved(state)
    assert names(state.discard)[-1] == "3C"
    assert hand_of(state) == {"3E", "6F"}


def test_pf_without_duplicates_does_nothing() -> None:
    state = table("PF", ["1C", "2F", "3L", "8E"], deck=["1L"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert piles(state) == before


# -- LF: discard a card whose value equals the hand size ------------------------------------------


def test_lf_discards_a_card_equal_to_the_hand_size_player_picks_among_several() -> None:
    state = table("LF", ["4C", "4F", "1L", "7E"], deck=["1E"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("LF", "lf_discard", "card", {"4C", "4F"})
    state, _ = go(state, A.pick_card(card_of("4F")))
    assert resolved(state)
    assert names(state.discard) == ["8L", "4F"]
    assert hand_of(state) == {"4C", "1L", "7E"}


def test_lf_single_match_is_discarded_without_asking() -> None:
    state = table("LF", ["3C", "1F", "8E"], deck=["1E"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.discard)[-1] == "3C"
    assert hand_of(state) == {"1F", "8E"}


def test_lf_with_eight_cards_discards_an_eight() -> None:
    hand = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8E"]
    state = table("LF", hand, deck=["1E"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.discard)[-1] == "8E"
    assert len(state.hand) == 7


def test_lf_without_a_match_does_nothing() -> None:
    state = table("LF", ["1C", "2F", "5L"], deck=["1E"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert piles(state) == before


def test_lf_with_more_than_eight_cards_does_nothing() -> None:
    hand = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "8F"]
    state = table("LF", hand, deck=["1E"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert piles(state) == before


# -- BF: discard every 1, 2 and 3 ---------------------------------------------------------------


def test_bf_discards_every_one_two_and_three_player_picks_the_top() -> None:
    state = table("BF", ["1C", "2F", "3L", "4E", "8C"], deck=["1E"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("BF", "top", "card", {"1C", "2F", "3L"})
    state, _ = go(state, A.pick_card(card_of("2F")))
    assert resolved(state)
    assert names(state.discard)[0] == "8L" and set(names(state.discard)[1:]) == {"1C", "2F", "3L"}
    assert names(state.discard)[-1] == "2F"
    assert hand_of(state) == {"4E", "8C"}


def test_bf_single_low_card_is_discarded_without_asking() -> None:
    state = table("BF", ["3E", "4E", "8C"], deck=["1E"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.discard)[-1] == "3E"
    assert hand_of(state) == {"4E", "8C"}


def test_bf_without_low_cards_does_nothing() -> None:
    state = table("BF", ["4E", "8C"], deck=["1E"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert piles(state) == before
