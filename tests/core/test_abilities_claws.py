"""Claws abilities — JC QC KC PC LC BC (docs/RULES.md, "The 24 abilities").

Unless a test says otherwise the visit is at fief 3 (target 3), ruled by the Queen of
Eyes (trump Eyes), and the ability under test sits on ally slot 0.
"""

from __future__ import annotations

from collections import Counter

import pytest

from forNorthwood.core import Phase, view
from forNorthwood.core import actions as A
from tests.cards_kit import card_of

from .ability_kit import asks, exhausted, go, no_effect, piles, resolved, rest, table, visit_over
from .position_kit import hand_of, names

# -- JC: draw until the hand holds 8 ---------------------------------------------------


def test_jc_draws_until_the_hand_holds_eight() -> None:
    hand = ["1C", "2C", "3C", "4C", "5C"]
    state = table("JC", hand, deck=["6E", "7E", "8E", "1F"], discard=["2F"], score=["3F"])
    state, events = go(state, A.activate(0))
    assert resolved(state)
    assert exhausted(state) == {0}
    assert hand_of(state) == {*hand, "6E", "7E", "8E"}
    assert names(state.deck) == ["1F", *rest(hand, ["6E", "7E", "8E", "1F", "2F", "3F"])]
    assert names(state.discard) == ["2F"] and names(state.score) == ["3F"]
    assert not no_effect(events)


@pytest.mark.parametrize("size", [8, 9])
def test_jc_with_eight_or_more_cards_does_nothing(size: int) -> None:
    hand = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "1F"][:size]
    state = table("JC", hand, deck=["6E"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state)
    assert exhausted(state) == {0}
    assert piles(state) == before
    assert no_effect(events)


def test_jc_short_deck_draws_what_there_is_and_the_visit_ends() -> None:
    # 3 cards in hand, only 2 in the deck: draw both, the deck is empty, the visit ends.
    state = table("JC", ["1C", "2C", "3C"], deck=["6E", "7E"], score=["1F", "2F", "3F"], short=True)
    state, events = go(state, A.activate(0))
    over = visit_over(events)
    assert over is not None and over["fief"] == 3 and over["won"] is True and over["score"] == 3
    drawn = [e["card"] for e in events if e["type"] == "moved" and e["from"] == "deck"]
    assert drawn == ["6E", "7E"]
    assert state.phase is Phase.CHOOSE_FIEF
    assert state.kingdom.fiefs[3].status == "won" and "QE" in state.kingdom.friends
    assert len(state.hand) == 8 and len(state.deck) == 24 and state.discard == () and state.score == ()


# -- QC: deck top, discard top and score top into the hand ------------------------------


def test_qc_takes_the_top_of_deck_discard_and_score() -> None:
    state = table("QC", ["1C"], deck=["5E", "6E"], discard=["2F", "3F"], score=["4L", "7L"])
    state, events = go(state, A.activate(0))
    assert resolved(state) and not no_effect(events)
    assert hand_of(state) == {"1C", "5E", "3F", "7L"}
    assert names(state.deck)[0] == "6E"
    assert names(state.discard) == ["2F"]
    assert names(state.score) == ["4L"]  # the score went down by one
    assert state.decision is None


def test_qc_taking_from_the_score_lowers_the_score() -> None:
    state = table("QC", ["1C", "2C"], deck=["5E"], score=["4L"])
    assert view(state)["score"] == ["4L"]
    state, _ = go(state, A.activate(0))
    assert state.score == ()
    assert hand_of(state) == {"1C", "2C", "5E", "4L"}


@pytest.mark.parametrize(
    ("discard", "score", "gained"),
    [
        ([], [], {"5E"}),
        (["3F"], [], {"5E", "3F"}),
        ([], ["7L"], {"5E", "7L"}),
    ],
)
def test_qc_skips_missing_piles(discard: list[str], score: list[str], gained: set[str]) -> None:
    state = table("QC", ["1C"], deck=["5E", "6E"], discard=discard, score=score, short=False)
    state, events = go(state, A.activate(0))
    assert resolved(state)
    assert hand_of(state) == {"1C", *gained}
    assert state.discard == () and state.score == ()
    assert names(state.deck)[0] == "6E"
    assert not no_effect(events)


# -- KC: highest card(s) of the hand onto the score pile ----------------------------------


def test_kc_moves_the_single_highest_card_to_the_score() -> None:
    state = table("KC", ["2C", "7F", "5E"], deck=["1L"], score=["1F"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.score) == ["1F", "7F"]
    assert hand_of(state) == {"2C", "5E"}
    assert names(state.deck)[0] == "1L"


@pytest.mark.parametrize("top", ["8C", "8E"])
def test_kc_ties_move_all_and_ask_which_ends_on_top(top: str) -> None:
    state = table("KC", ["8C", "8E", "3L"], deck=["1L"], score=["1F"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("KC", "top", "card", {"8C", "8E"})
    # Nothing has moved while the question is pending.
    assert hand_of(state) == {"8C", "8E", "3L"} and names(state.score) == ["1F"]
    state, _ = go(state, A.pick_card(card_of(top)))
    assert resolved(state)
    other = "8E" if top == "8C" else "8C"
    assert names(state.score) == ["1F", other, top]
    assert hand_of(state) == {"3L"}


def test_kc_three_way_tie_raises_the_score_by_three() -> None:
    state = table("KC", ["6C", "6F", "6L", "2E"], deck=["1L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("KC", "top", "card", {"6C", "6F", "6L"})
    state, _ = go(state, A.pick_card(card_of("6F")))
    assert resolved(state)
    assert len(state.score) == 3 and set(names(state.score)) == {"6C", "6F", "6L"}
    assert names(state.score)[-1] == "6F"
    assert hand_of(state) == {"2E"}


# -- PC: draw one at a time until the ruler's suit or the player stops ----------------------


def test_pc_stops_at_once_on_a_card_of_the_rulers_suit() -> None:
    state = table("PC", ["1C"], deck=["3E", "2C"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert hand_of(state) == {"1C", "3E"}
    assert names(state.deck)[0] == "2C"


def test_pc_offers_stop_or_continue_until_a_card_of_the_rulers_suit() -> None:
    state = table("PC", ["1C"], deck=["2C", "5F", "6E", "1L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PC", "pc_more", "option", {"stop", "continue"})
    assert hand_of(state) == {"1C", "2C"}
    state, _ = go(state, A.pick_option("continue"))
    assert asks(state) == ("PC", "pc_more", "option", {"stop", "continue"})
    assert hand_of(state) == {"1C", "2C", "5F"}
    state, _ = go(state, A.pick_option("continue"))
    # 6E is of the ruler's suit (Eyes): it is kept and the drawing stops.
    assert resolved(state)
    assert hand_of(state) == {"1C", "2C", "5F", "6E"}
    assert names(state.deck)[0] == "1L"


def test_pc_the_player_may_stop_after_any_non_ruler_card() -> None:
    state = table("PC", ["1C"], deck=["2C", "5F"])
    state, _ = go(state, A.activate(0), A.pick_option("stop"))
    assert resolved(state)
    assert hand_of(state) == {"1C", "2C"}
    assert names(state.deck)[0] == "5F"


def test_pc_uses_the_current_rulers_suit() -> None:
    # Ruler King of Claws: an Eye no longer stops the drawing, a Claw does.
    state = table("PC", ["1F"], deck=["3E", "4C", "5C"], ruler="KC")
    state, _ = go(state, A.activate(0))
    assert asks(state)[1:] == ("pc_more", "option", {"stop", "continue"})
    state, _ = go(state, A.pick_option("continue"))
    assert resolved(state)
    assert hand_of(state) == {"1F", "3E", "4C"}
    assert names(state.deck)[0] == "5C"


def test_pc_stops_when_the_deck_runs_out_and_the_visit_ends() -> None:
    state = table("PC", ["1L"], deck=["2C", "5F"], short=True)
    state, events = go(state, A.activate(0))
    assert asks(state)[1] == "pc_more"
    state, events = go(state, A.pick_option("continue"))
    # 5F is not an Eye but the deck is empty: no further question, the visit ends.
    over = visit_over(events)
    assert over is not None and over["won"] is False and over["score"] == 0 and over["reason"] == "deck_empty"
    drawn = [e["card"] for e in events if e["type"] == "moved" and e["from"] == "deck"]
    assert drawn == ["5F"]
    assert state.phase is Phase.CHOOSE_FIEF and state.kingdom.fiefs[3].status == "lost"


# -- LC: discard the lowest card, draw as many as its value --------------------------------


def test_lc_discards_the_lowest_and_draws_its_value() -> None:
    state = table("LC", ["2F", "5C", "7L"], deck=["1E", "4E", "6E"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.discard) == ["8L", "2F"]
    assert hand_of(state) == {"5C", "7L", "1E", "4E"}
    assert names(state.deck)[0] == "6E"


@pytest.mark.parametrize("lowest", ["1C", "1F"])
def test_lc_tie_for_lowest_the_player_picks(lowest: str) -> None:
    state = table("LC", ["1C", "1F", "6L"], deck=["3E", "4E"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("LC", "lc_discard", "card", {"1C", "1F"})
    state, _ = go(state, A.pick_card(card_of(lowest)))
    assert resolved(state)
    assert names(state.discard)[-1] == lowest
    other = "1F" if lowest == "1C" else "1C"
    assert hand_of(state) == {other, "6L", "3E"}
    assert names(state.deck)[0] == "4E"


def test_lc_short_deck_draws_what_there_is() -> None:
    state = table("LC", ["4C", "6F"], deck=["1E", "2E"], short=True)
    state, events = go(state, A.activate(0))
    # The deck is empty: the visit ends and the piles are re-dealt, so the events tell the moves.
    moves = [(e["card"], e["from"], e["to"]) for e in events if e["type"] == "moved"]
    assert moves == [("4C", "hand", "discard"), ("1E", "deck", "hand"), ("2E", "deck", "hand")]
    over = visit_over(events)
    assert over is not None and over["reason"] == "deck_empty"


# -- BC: name a card, draw every deck card of that value, shuffle the deck ----------------


def test_bc_draws_every_deck_card_of_the_named_value_and_shuffles() -> None:
    state = table("BC", ["3C", "5F"], deck=["7E", "3L", "1E", "3E"], discard=["3F"], known_top=2)
    deck_before = Counter(names(state.deck))
    state, events = go(state, A.activate(0))
    assert asks(state) == ("BC", "bc_name", "card", {"3C", "5F"})
    state, events = go(state, A.pick_card(card_of("3C")))
    assert resolved(state)
    assert hand_of(state) == {"3C", "5F", "3L", "3E"}
    assert Counter(names(state.deck)) == deck_before - Counter(["3L", "3E"])
    assert names(state.discard) == ["3F"]  # a 3 outside the deck stays where it is
    assert {"type": "shuffled", "pile": "deck"} in events
    assert state.known_top == 0 and view(state)["deck_known_top"] == []


def test_bc_value_with_no_card_in_the_deck_draws_nothing_but_still_shuffles() -> None:
    state = table("BC", ["3C", "5F"], deck=["7E"], discard=["5C", "5L", "5E"], known_top=1)
    deck_before = Counter(names(state.deck))
    state, events = go(state, A.activate(0), A.pick_card(card_of("5F")))
    assert resolved(state)
    assert hand_of(state) == {"3C", "5F"}
    assert Counter(names(state.deck)) == deck_before
    assert {"type": "shuffled", "pile": "deck"} in events
    assert state.known_top == 0


def test_bc_with_a_single_card_in_hand_names_it_without_asking() -> None:
    state = table("BC", ["8L"], deck=["1C"], discard=["2C"])
    state, events = go(state, A.activate(0))
    assert resolved(state)
    assert hand_of(state) == {"8C", "8F", "8L", "8E"}
    assert len(state.deck) == 32 - 4 - 1
    assert {"type": "shuffled", "pile": "deck"} in events
