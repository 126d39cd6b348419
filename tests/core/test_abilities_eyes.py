"""Eyes abilities — JE QE KE PE LE BE (docs/RULES.md, "The 24 abilities").

Unless a test says otherwise the visit is at fief 3 (target 3), ruled by the Queen of
Eyes (trump Eyes), and the ability under test sits on ally slot 0.
"""

from __future__ import annotations

import pytest

from forNorthwood.core import Phase, legal_actions, view
from forNorthwood.core import actions as A
from tests.cards_kit import card_of

from .ability_kit import asks, exhausted, go, no_effect, piles, resolved, table, visit_over
from .position_kit import hand_of, names

# -- JE: draw two, then discard two, one at a time ------------------------------------------------


def test_je_draws_two_then_discards_two_one_at_a_time() -> None:
    state = table("JE", ["1C", "2F"], deck=["3L", "4E", "5E"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("JE", "je_discard", "card", {"1C", "2F", "3L", "4E"})
    state, _ = go(state, A.pick_card(card_of("3L")))
    # The first card is already on the discard pile while the second is asked.
    assert names(state.discard) == ["8L", "3L"]
    assert asks(state) == ("JE", "je_discard", "card", {"1C", "2F", "4E"})
    state, _ = go(state, A.pick_card(card_of("1C")))
    assert resolved(state)
    assert names(state.discard) == ["8L", "3L", "1C"]
    assert hand_of(state) == {"2F", "4E"}
    assert names(state.deck)[0] == "5E"


def test_je_may_discard_both_drawn_cards() -> None:
    state = table("JE", ["1C"], deck=["3L", "4E", "5E"])
    state, _ = go(state, A.activate(0), A.pick_card(card_of("4E")), A.pick_card(card_of("3L")))
    assert resolved(state)
    assert hand_of(state) == {"1C"} and names(state.discard)[-2:] == ["4E", "3L"]


# -- QE: look at the top three cards -----------------------------------------------------------------


def test_qe_sees_the_top_three_and_nothing_moves() -> None:
    state = table("QE", ["1L"], deck=["5E", "1C", "7F", "2L"], discard=["8L"], score=["8C"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state)
    assert piles(state) == before
    assert state.known_top == 3 and view(state)["deck_known_top"] == ["5E", "1C", "7F"]
    assert not any(e["type"] == "moved" for e in events)


def test_qe_short_deck_sees_what_there_is() -> None:
    state = table("QE", ["1L"], deck=["5E", "1C"], short=True)
    before = piles(state)
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert piles(state) == before
    assert view(state)["deck_known_top"] == ["5E", "1C"]


def test_qe_knowledge_follows_the_cards_as_they_leave() -> None:
    state = table("QE", ["1L", "2L"], deck=["5E", "1C", "7F", "2E"])
    state, _ = go(state, A.activate(0), A.REVEAL)
    assert names([state.statement]) == ["5E"]  # type: ignore[list-item]
    assert view(state)["deck_known_top"] == ["1C", "7F"]


# -- KE: name a suit, draw two, discard every card of that suit ----------------------------------------


def test_ke_names_a_suit_draws_two_and_discards_that_suit() -> None:
    state = table("KE", ["1E", "5C", "7F"], deck=["2E", "3C", "8L"], discard=["8C"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("KE", "ke_suit", "suit", {"C", "F", "L", "E"})
    assert set(legal_actions(state)) == {A.pick_suit(s) for s in "CFLE"}
    state, _ = go(state, A.pick_suit("E"))
    # The drawn 2E is discarded too; two Eyes move at once: which on top?
    assert asks(state) == ("KE", "top", "card", {"1E", "2E"})
    assert hand_of(state) == {"1E", "2E", "5C", "7F", "3C"}
    state, _ = go(state, A.pick_card(card_of("1E")))
    assert resolved(state)
    assert names(state.discard) == ["8C", "2E", "1E"]
    assert hand_of(state) == {"5C", "7F", "3C"}
    assert names(state.deck)[0] == "8L"


def test_ke_single_card_of_the_named_suit_goes_without_a_top_question() -> None:
    state = table("KE", ["1E", "5C", "7F"], deck=["2E", "3C", "8L"])
    state, _ = go(state, A.activate(0), A.pick_suit("F"))
    assert resolved(state)
    assert names(state.discard)[-1] == "7F"
    assert hand_of(state) == {"1E", "5C", "2E", "3C"}


def test_ke_naming_a_suit_not_held_only_draws() -> None:
    state = table("KE", ["1E", "5C"], deck=["2E", "3C", "8F"], discard=["8C"])
    state, events = go(state, A.activate(0), A.pick_suit("L"))
    assert resolved(state)
    # Two cards were drawn: the ability did have an effect.
    assert not no_effect(events)
    assert hand_of(state) == {"1E", "5C", "2E", "3C"}
    assert names(state.discard) == ["8C"]
    assert names(state.deck)[0] == "8F"


# -- PE: discard one then draw one, 1 + (other exhausted allies) times --------------------------------


def test_pe_once_without_other_exhausted_allies() -> None:
    state = table("PE", ["1C", "2F"], deck=["3L", "4E"], discard=["8C"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PE", "pe_discard", "card", {"1C", "2F"})
    state, _ = go(state, A.pick_card(card_of("1C")))
    assert resolved(state)
    assert names(state.discard) == ["8C", "1C"]
    assert hand_of(state) == {"2F", "3L"}
    assert names(state.deck)[0] == "4E"


def test_pe_repeats_per_other_exhausted_ally_and_may_discard_a_just_drawn_card() -> None:
    state = table("PE", ["1C", "2F"], deck=["3L", "4E", "5E", "6E"], exhausted={1, 2})
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PE", "pe_discard", "card", {"1C", "2F"})
    state, _ = go(state, A.pick_card(card_of("1C")))
    assert asks(state) == ("PE", "pe_discard", "card", {"2F", "3L"})  # 3L was just drawn
    state, _ = go(state, A.pick_card(card_of("3L")))
    assert asks(state) == ("PE", "pe_discard", "card", {"2F", "4E"})
    state, _ = go(state, A.pick_card(card_of("4E")))
    assert resolved(state)
    assert names(state.discard)[-3:] == ["1C", "3L", "4E"]
    assert hand_of(state) == {"2F", "5E"}
    assert names(state.deck)[0] == "6E"


@pytest.mark.parametrize(("others", "repeats"), [(set(), 1), ({3}, 2), ({1, 2}, 3), ({1, 2, 3}, 4)])
def test_pe_number_of_repetitions(others: set[int], repeats: int) -> None:
    deck = ["1E", "2E", "3E", "4E", "5E"]
    state = table("PE", ["1C", "2C"], deck=deck, exhausted=others)
    state, _ = go(state, A.activate(0))
    picks = 0
    while state.phase is Phase.DECISION:
        ability, step, _, options = asks(state)
        assert (ability, step) == ("PE", "pe_discard")
        card = sorted(options, key=str)[0]
        state, _ = go(state, A.pick_card(card_of(card)))
        picks += 1
    assert resolved(state)
    assert picks == repeats
    assert len(state.hand) == 2
    assert names(state.deck)[0] == deck[repeats]
    assert exhausted(state) == others | {0}


# -- LE: draw two, discard a set adding up to their total ---------------------------------------------


def test_le_options_exclude_cards_that_cannot_complete_the_total() -> None:
    # Drawn 1E + 6F = 7. 3L would need a 4 (none), 8C is too big: neither is offered.
    state = table("LE", ["3L", "8C"], deck=["1E", "6F", "2C"], discard=["8L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("LE", "le_discard", "card", {"1E", "6F"})
    state, _ = go(state, A.pick_card(card_of("1E")))
    # 6 left: only 6F completes it, so it goes without a question.
    assert resolved(state)
    assert names(state.discard) == ["8L", "1E", "6F"]
    assert hand_of(state) == {"3L", "8C"}
    assert names(state.deck)[0] == "2C"


def test_le_another_set_of_the_same_total_may_be_discarded() -> None:
    # Drawn 2E + 5F = 7; the player discards 3L + 4C instead and keeps the drawn cards.
    state = table("LE", ["3L", "4C", "8F"], deck=["2E", "5F"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("LE", "le_discard", "card", {"2E", "3L", "4C", "5F"})
    state, _ = go(state, A.pick_card(card_of("3L")))
    assert resolved(state)
    assert names(state.discard)[-2:] == ["3L", "4C"]
    assert hand_of(state) == {"2E", "5F", "8F"}


def test_le_each_pick_keeps_the_remaining_total_reachable() -> None:
    # Drawn 3E + 4E = 7. After 1C, 6 remain: 3E would need another 3, so it is excluded.
    state = table("LE", ["1C", "2C", "4C"], deck=["3E", "4E", "8L"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("LE", "le_discard", "card", {"1C", "2C", "3E", "4C", "4E"})
    state, _ = go(state, A.pick_card(card_of("1C")))
    assert asks(state) == ("LE", "le_discard", "card", {"2C", "4C", "4E"})
    state, _ = go(state, A.pick_card(card_of("4E")))
    assert resolved(state)
    assert names(state.discard)[-3:] == ["1C", "4E", "2C"]
    assert hand_of(state) == {"3E", "4C"}


def test_le_the_drawn_pair_is_always_possible() -> None:
    # Only the drawn cards add up to 9 (5L + 4F); the hand's 8C and 7E cannot help.
    state = table("LE", ["8C", "7E"], deck=["5L", "4F", "1C"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("LE", "le_discard", "card", {"4F", "5L"})
    state, _ = go(state, A.pick_card(card_of("5L")))
    assert resolved(state)
    assert names(state.discard)[-2:] == ["5L", "4F"]
    assert hand_of(state) == {"8C", "7E"}


# -- BE: the next response's parity draws or discards -------------------------------------------------


def test_be_arms_without_moving_a_card() -> None:
    state = table("BE", ["2C", "5F"], deck=["4C", "6E"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state)
    assert piles(state) == before
    assert state.baron_eyes is True and view(state)["baron_eyes"] is True
    assert not any(e["type"] == "moved" for e in events)


def test_be_even_response_draws_a_card_right_after_it_lands() -> None:
    state = table("BE", ["2C", "5F", "7L"], deck=["4C", "6E", "1L"], discard=["8L"])
    state, _ = go(state, A.activate(0), A.REVEAL)
    state, events = go(state, A.play(card_of("2C")))  # must follow Claws; 2 < 4: lost
    assert state.phase is Phase.ABILITY_WINDOW and not state.ability_used and not state.baron_eyes
    assert names(state.discard) == ["8L", "4C", "2C"]
    assert hand_of(state) == {"5F", "7L", "6E"}
    assert names(state.deck)[0] == "1L"
    moves = [(e["card"], e["from"], e["to"]) for e in events if e["type"] == "moved"]
    assert moves == [("2C", "hand", "discard"), ("6E", "deck", "hand")]


def test_be_even_won_response_also_draws() -> None:
    state = table("BE", ["2C", "5F"], deck=["1C", "6E", "1L"])
    state, _ = go(state, A.activate(0), A.REVEAL, A.play(card_of("2C")))
    assert names(state.score) == ["2C"]
    assert hand_of(state) == {"5F", "6E"}
    assert state.phase is Phase.ABILITY_WINDOW


@pytest.mark.parametrize(("response", "statement", "won"), [("3C", "4C", False), ("5C", "4C", True)])
def test_be_odd_response_discards_a_card_won_or_lost(response: str, statement: str, won: bool) -> None:
    state = table("BE", [response, "2F", "6L"], deck=[statement, "8E", "1L"], discard=["8L"])
    state, _ = go(state, A.activate(0), A.REVEAL, A.play(card_of(response)))
    assert (names(state.score) == [response]) is won
    assert asks(state) == ("BE", "be_discard", "card", {"2F", "6L"})
    state, _ = go(state, A.pick_card(card_of("6L")))
    assert state.phase is Phase.ABILITY_WINDOW and not state.ability_used and not state.baron_eyes
    assert names(state.discard)[-1] == "6L"
    assert hand_of(state) == {"2F"}
    assert names(state.deck)[0] == "8E"
    # The next statement may again be prepared by an ally.
    assert A.activate(1) in legal_actions(state)


def test_be_only_the_next_response_counts() -> None:
    state = table("BE", ["2C", "4C", "6F"], deck=["1C", "3C", "7L", "8L"])
    state, _ = go(state, A.activate(0), A.REVEAL, A.play(card_of("2C")))  # even: draws 3C
    assert hand_of(state) == {"3C", "4C", "6F"}
    state, _ = go(state, A.REVEAL, A.play(card_of("4C")))  # even again, but the Baron is spent
    assert hand_of(state) == {"3C", "6F"}
    assert names(state.deck)[0] == "8L"


def test_be_last_card_even_the_visit_does_not_end() -> None:
    state = table("BE", ["4C"], deck=["2C", "7F", "1L"])
    state, _ = go(state, A.activate(0), A.REVEAL)
    state, events = go(state, A.play(card_of("4C")))
    assert visit_over(events) is None
    assert state.phase is Phase.ABILITY_WINDOW and state.kingdom.visiting == 3
    assert hand_of(state) == {"7F"} and names(state.score) == ["4C"]
    assert names(state.deck)[0] == "1L"
    state, events = go(state, A.REVEAL, A.play(card_of("7F")))  # and plays on: 7F loses to 1L
    assert {"type": "dialogue", "statement": "1L", "response": "7F", "won": False} in events
    over = visit_over(events)
    assert over is not None and over["score"] == 1 and over["reason"] == "hand_empty"


def test_be_last_card_odd_the_visit_ends() -> None:
    state = table("BE", ["3C"], deck=["2C", "7F"])
    state, _ = go(state, A.activate(0), A.REVEAL)
    state, events = go(state, A.play(card_of("3C")))
    over = visit_over(events)
    assert over is not None and over["reason"] == "hand_empty" and over["score"] == 1
    assert state.phase is Phase.CHOOSE_FIEF


def test_be_end_of_visit_is_checked_after_the_discard() -> None:
    # The statement empties the deck; the odd response's discard still happens first.
    state = table("BE", ["3C", "5F", "6L"], deck=["2C"], short=True)
    state, _ = go(state, A.activate(0), A.REVEAL)
    state, events = go(state, A.play(card_of("3C")))
    assert visit_over(events) is None
    assert asks(state) == ("BE", "be_discard", "card", {"5F", "6L"})
    state, events = go(state, A.pick_card(card_of("5F")))
    over = visit_over(events)
    assert over is not None and over["reason"] == "deck_empty" and over["score"] == 1
    moved = [(e["card"], e["to"]) for e in events if e["type"] == "moved"]
    assert moved == [("5F", "discard")]
    assert state.phase is Phase.CHOOSE_FIEF


def test_be_even_response_with_an_empty_deck_draws_nothing_and_the_visit_ends() -> None:
    state = table("BE", ["4C", "5F"], deck=["2C"], short=True)
    state, _ = go(state, A.activate(0), A.REVEAL)
    state, events = go(state, A.play(card_of("4C")))
    over = visit_over(events)
    assert over is not None and over["reason"] == "deck_empty"
    assert not any(e["type"] == "moved" and e["from"] == "deck" for e in events)
