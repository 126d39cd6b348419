"""Leaves abilities — JL QL KL PL LL BL (docs/RULES.md, "The 24 abilities").

Unless a test says otherwise the visit is at fief 3 (target 3), ruled by the Queen of
Eyes (trump Eyes); rulers of fiefs 0..7 are QC QF QL QE KC KF KL KE (a ruler that is
also an ally is replaced by a spare of the same suit), and the ability under test sits
on ally slot 0.
"""

from __future__ import annotations

import pytest

from forNorthwood.core import SUIT_LETTERS, legal_actions, view
from forNorthwood.core import actions as A
from forNorthwood.core.state import State
from tests.cards_kit import card_of

from .ability_kit import asks, exhausted, go, no_effect, piles, resolved, table, visit_over
from .position_kit import hand_of, names


def trump_letter(state: State) -> str:
    assert state.trump is not None
    return SUIT_LETTERS[state.trump]


def rulers(state: State) -> list[str | None]:
    return [f.ruler for f in state.kingdom.fiefs]


# -- JL: swap the current ruler with a neutral ruler within two fiefs --------------------------


def test_jl_swaps_with_a_ruler_within_two_fiefs_the_visit_stays() -> None:
    state = table("JL", ["1C", "2C"], deck=["3C"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("JL", "jl_fief", "fief", {1, 2, 4, 5})
    state, _ = go(state, A.pick_fief(5))
    assert resolved(state)
    assert state.kingdom.visiting == 3 and state.target == 3
    assert state.kingdom.ruler == "KF" and trump_letter(state) == "F"
    assert rulers(state)[5] == "QE"
    assert [f.status for f in state.kingdom.fiefs] == ["unvisited"] * 8
    assert piles(state)[0] == ["1C", "2C"]


def test_jl_only_offers_unvisited_fiefs() -> None:
    state = table("JL", ["1C"], deck=["3C"], statuses={2: "won", 4: "lost"})
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("JL", "jl_fief", "fief", {1, 5})


@pytest.mark.parametrize(("visiting", "near"), [(0, {1, 2}), (1, {0, 2, 3}), (6, {4, 5, 7}), (7, {5, 6})])
def test_jl_no_wrap_around(visiting: int, near: set[int]) -> None:
    state = table("JL", ["1C"], deck=["3C"], visiting=visiting)
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("JL", "jl_fief", "fief", near)


def test_jl_single_choice_is_made_without_asking() -> None:
    state = table("JL", ["1C"], deck=["3C"], visiting=0, statuses={1: "lost"})
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert rulers(state)[0] == "QL" and rulers(state)[2] == "QC"


def test_jl_without_a_neutral_ruler_in_reach_does_nothing() -> None:
    state = table("JL", ["1C"], deck=["3C"], visiting=0, statuses={1: "won", 2: "lost"})
    before = rulers(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events) and exhausted(state) == {0}
    assert rulers(state) == before


def test_jl_swapped_in_ruler_sets_trump_and_becomes_the_friend() -> None:
    # Score 2 of target 3. With the Queen of Eyes, 1F would lose to 5C; after the swap
    # with the King of Flowers (fief 5), Flowers are trump and 1F wins the third trick.
    state = table("JL", ["1F"], deck=["5C", "6C"], score=["1C", "2C"])
    state, _ = go(state, A.activate(0), A.pick_fief(5), A.REVEAL)
    state, events = go(state, A.play(card_of("1F")))
    over = visit_over(events)
    assert over is not None and over["won"] is True and over["score"] == 3 and over["fief"] == 3
    assert over["ruler"] == "KF"
    fiefs = state.kingdom.fiefs
    assert fiefs[3].ruler == "KF" and fiefs[3].status == "won"
    assert fiefs[5].ruler == "QE" and fiefs[5].status == "unvisited"
    assert "KF" in state.kingdom.friends and "QE" not in state.kingdom.friends


# -- QL: resolve the current ruler's ability ------------------------------------------------------


def test_ql_with_ruler_kc_scores_the_highest_card() -> None:
    state = table("QL", ["8C", "3F"], deck=["1E"], score=["1F"], ruler="KC")
    state, _ = go(state, A.activate(0))
    assert resolved(state) and exhausted(state) == {0}
    assert names(state.score) == ["1F", "8C"]
    assert hand_of(state) == {"3F"}


def test_ql_borrows_the_ruler_in_place_after_a_prince_of_leaves_move() -> None:
    # The Prince of Leaves moves the visit to fief 4 (King of Claws); in the next
    # dialogue the Queen of Leaves resolves the King of Claws' ability.
    state = table("QL", ["8C", "3F", "2E"], deck=["1F", "5L"], allies=("QL", "PL", "JC", "JF"))
    assert state.kingdom.ruler == "QE"
    state, _ = go(state, A.activate(1), A.pick_fief(4), A.REVEAL, A.play(card_of("3F")))
    assert state.kingdom.ruler == "KC"
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.score)[-1] == "8C" and hand_of(state) == {"2E"}


def test_ql_with_ruler_je_draws_two_then_discards_two() -> None:
    state = table("QL", ["5C", "6C"], deck=["1L", "2L", "3L"], ruler="JE")
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("JE", "je_discard", "card", {"5C", "6C", "1L", "2L"})
    assert state.decision is not None and state.decision.via == "QL"
    state, _ = go(state, A.pick_card(card_of("5C")))
    assert asks(state) == ("JE", "je_discard", "card", {"6C", "1L", "2L"})
    state, _ = go(state, A.pick_card(card_of("1L")))
    assert resolved(state)
    assert names(state.discard)[-2:] == ["5C", "1L"]
    assert hand_of(state) == {"6C", "2L"}
    assert names(state.deck)[0] == "3L"


def test_ql_with_ruler_ll_readies_another_ally_never_the_queen_herself() -> None:
    state = table("QL", ["5C"], deck=["1L", "2L"], ruler="LL", exhausted={1, 2})
    state, _ = go(state, A.activate(0))
    assert hand_of(state) == {"5C", "1L"}
    # The Queen's own slot (0) is exhausted too but is not "another" ally.
    assert asks(state) == ("LL", "ll_ready", "slot", {1, 2})
    state, _ = go(state, A.pick_slot(2))
    assert resolved(state)
    assert exhausted(state) == {0, 1}


def test_ql_with_ruler_ll_and_no_other_exhausted_ally_only_draws() -> None:
    state = table("QL", ["5C"], deck=["1L", "2L"], ruler="LL")
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert exhausted(state) == {0}
    assert hand_of(state) == {"5C", "1L"}


def test_ql_with_ruler_pe_counts_the_other_exhausted_allies() -> None:
    # Slots 2 and 3 exhausted: 1 + 2 = 3 repetitions (the Queen's own slot does not count).
    state = table("QL", ["1C", "2C"], deck=["3C", "4C", "5C", "6C"], ruler="PE", exhausted={2, 3})
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PE", "pe_discard", "card", {"1C", "2C"})
    state, _ = go(state, A.pick_card(card_of("1C")))
    assert asks(state) == ("PE", "pe_discard", "card", {"2C", "3C"})
    state, _ = go(state, A.pick_card(card_of("2C")))
    assert asks(state) == ("PE", "pe_discard", "card", {"3C", "4C"})
    state, _ = go(state, A.pick_card(card_of("3C")))
    assert resolved(state)
    assert hand_of(state) == {"4C", "5C"}
    assert names(state.discard)[-3:] == ["1C", "2C", "3C"]
    assert names(state.deck)[0] == "6C"


def test_ql_with_ruler_jf_discards_the_rulers_suit() -> None:
    state = table("QL", ["2F", "7C"], deck=["1E"], ruler="JF")
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert names(state.discard)[-1] == "2F" and hand_of(state) == {"7C"}


def test_ql_borrowing_an_ability_without_effect_still_exhausts_her() -> None:
    state = table("QL", ["1C", "2C"], deck=["1E"], ruler="KF")  # no pair adding to 9
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events) and exhausted(state) == {0}
    assert piles(state) == before


# -- KL: exchange the deck top with a hand card -----------------------------------------------------


def test_kl_exchange_is_mandatory_and_the_card_placed_is_the_next_statement() -> None:
    state = table("KL", ["2C", "5F"], deck=["7E", "1L"])
    state, _ = go(state, A.activate(0))
    # The player sees the deck top while choosing; there is no way to decline.
    assert asks(state) == ("KL", "kl_swap", "card", {"2C", "5F"})
    assert view(state)["deck_known_top"] == ["7E"]
    assert all(not isinstance(a, A.PickOption) for a in legal_actions(state))
    state, _ = go(state, A.pick_card(card_of("5F")))
    assert resolved(state)
    assert hand_of(state) == {"2C", "7E"}
    assert names(state.deck)[:2] == ["5F", "1L"]
    assert state.known_top == 1 and view(state)["deck_known_top"] == ["5F"]
    state, events = go(state, A.REVEAL)
    assert {"type": "statement", "card": "5F"} in events


def test_kl_with_one_card_in_hand_exchanges_it_without_asking() -> None:
    state = table("KL", ["3C"], deck=["8E", "1L"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert hand_of(state) == {"8E"}
    assert names(state.deck)[:2] == ["3C", "1L"]


# -- PL: move the visit to the nearest unvisited fief ---------------------------------------------


def test_pl_moves_the_visit_and_the_new_target_ruler_and_trump_apply() -> None:
    state = table("PL", ["1C"], deck=["2C"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PL", "pl_fief", "fief", {2, 4})
    state, _ = go(state, A.pick_fief(4))
    assert resolved(state)
    assert state.kingdom.visiting == 4 and state.target == 4
    assert state.kingdom.ruler == "KC" and trump_letter(state) == "C"
    assert state.kingdom.fiefs[3].status == "unvisited" and state.kingdom.fiefs[3].ruler == "QE"
    assert view(state)["target"] == 4 and view(state)["trump"] == "C"


def test_pl_skips_visited_fiefs() -> None:
    state = table("PL", ["1C"], deck=["2C"], statuses={2: "won", 4: "lost", 5: "won"})
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("PL", "pl_fief", "fief", {1, 6})


@pytest.mark.parametrize(
    ("visiting", "statuses", "dest"),
    [(0, {}, 1), (7, {6: "won"}, 5), (3, {0: "lost", 1: "won", 2: "lost"}, 4)],
)
def test_pl_no_wrap_around_single_direction_moves_without_asking(
    visiting: int, statuses: dict[int, str], dest: int
) -> None:
    state = table("PL", ["1C"], deck=["2C"], visiting=visiting, statuses=statuses)
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert state.kingdom.visiting == dest


def test_pl_without_another_unvisited_fief_does_nothing() -> None:
    statuses = {i: "lost" for i in range(8) if i != 3}
    state = table("PL", ["1C"], deck=["2C"], statuses=statuses)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert state.kingdom.visiting == 3


def test_pl_the_visit_is_settled_at_the_new_fief_the_old_one_stays_unvisited() -> None:
    # Score 3 (fief 3's target). After moving to fief 4 (King of Claws, trump Claws),
    # 1C trumps the 5F statement: score 4 = fief 4's target, fief 4 is won.
    state = table("PL", ["1C"], deck=["5F", "6F"], score=["1E", "2E", "3E"])
    state, _ = go(state, A.activate(0), A.pick_fief(4), A.REVEAL)
    state, events = go(state, A.play(card_of("1C")))
    over = visit_over(events)
    assert over is not None and over["fief"] == 4 and over["won"] is True and over["score"] == 4
    assert state.kingdom.fiefs[4].status == "won" and "KC" in state.kingdom.friends
    assert state.kingdom.fiefs[3].status == "unvisited" and state.kingdom.fiefs[3].ruler == "QE"


# -- LL: draw, then ready another exhausted ally ---------------------------------------------------


def test_ll_draws_then_readies_the_only_other_exhausted_ally() -> None:
    state = table("LL", ["1C"], deck=["4F", "5F", "6F"], exhausted={2})
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert hand_of(state) == {"1C", "4F"}
    assert exhausted(state) == {0}
    # Not before this statement (one ability per dialogue), but in the next dialogue.
    assert A.activate(2) not in legal_actions(state)
    state, _ = go(state, A.REVEAL, A.play(card_of("4F")))
    assert A.activate(2) in legal_actions(state)
    state, _ = go(state, A.activate(2))
    assert exhausted(state) == {0, 2}


def test_ll_player_picks_among_several_exhausted_allies() -> None:
    state = table("LL", ["1C"], deck=["4F", "5F"], exhausted={1, 3})
    state, _ = go(state, A.activate(0))
    # The draw comes first.
    assert hand_of(state) == {"1C", "4F"}
    assert asks(state) == ("LL", "ll_ready", "slot", {1, 3})
    state, _ = go(state, A.pick_slot(3))
    assert resolved(state)
    assert exhausted(state) == {0, 1}


def test_ll_without_another_exhausted_ally_only_draws() -> None:
    state = table("LL", ["1C"], deck=["4F", "5F"])
    state, _ = go(state, A.activate(0))
    assert resolved(state)
    assert exhausted(state) == {0}
    assert hand_of(state) == {"1C", "4F"} and names(state.deck)[0] == "5F"


# -- BL: optional same-value exchanges with the discard top, then the score top ---------------------


def test_bl_exchanges_with_the_discard_top_then_the_score_top() -> None:
    state = table("BL", ["5F", "2L", "7C"], deck=["1E"], discard=["8L", "5C"], score=["1C", "2E"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("BL", "bl_swap", "card", {"5F", "skip"})
    assert set(legal_actions(state)) == {A.pick_card(card_of("5F")), A.pick_option("skip")}
    state, _ = go(state, A.pick_card(card_of("5F")))
    assert names(state.discard) == ["8L", "5F"]
    assert asks(state) == ("BL", "bl_swap", "card", {"2L", "skip"})
    state, _ = go(state, A.pick_card(card_of("2L")))
    assert resolved(state)
    assert names(state.score) == ["1C", "2L"]  # the score count does not change
    assert hand_of(state) == {"5C", "2E", "7C"}


def test_bl_both_exchanges_may_be_skipped() -> None:
    state = table("BL", ["5F", "2L"], deck=["1E"], discard=["5C"], score=["2E"])
    before = piles(state)
    state, _ = go(state, A.activate(0), A.pick_option("skip"))
    assert asks(state) == ("BL", "bl_swap", "card", {"2L", "skip"})
    state, _ = go(state, A.pick_option("skip"))
    assert resolved(state)
    assert piles(state) == before


def test_bl_discard_step_without_a_same_value_card_is_passed_silently() -> None:
    state = table("BL", ["2L", "7C"], deck=["1E"], discard=["6C"], score=["2E"])
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("BL", "bl_swap", "card", {"2L", "skip"})
    state, _ = go(state, A.pick_card(card_of("2L")))
    assert resolved(state)
    assert names(state.score) == ["2L"] and names(state.discard) == ["6C"]
    assert hand_of(state) == {"2E", "7C"}


def test_bl_score_step_without_a_same_value_card_is_passed_silently() -> None:
    state = table("BL", ["5F", "7C"], deck=["1E"], discard=["5C"], score=["2E"])
    state, _ = go(state, A.activate(0), A.pick_card(card_of("5F")))
    assert resolved(state)
    assert names(state.discard) == ["5F"] and names(state.score) == ["2E"]
    assert hand_of(state) == {"5C", "7C"}


def test_bl_card_taken_from_the_discard_may_go_to_the_score() -> None:
    state = table("BL", ["4F"], deck=["1E"], discard=["4C"], score=["4E"])
    state, _ = go(state, A.activate(0), A.pick_card(card_of("4F")))
    assert asks(state) == ("BL", "bl_swap", "card", {"4C", "skip"})
    state, _ = go(state, A.pick_card(card_of("4C")))
    assert resolved(state)
    assert names(state.discard) == ["4F"] and names(state.score) == ["4C"]
    assert hand_of(state) == {"4E"}


def test_bl_with_no_score_pile_only_the_discard_step() -> None:
    state = table("BL", ["5F"], deck=["1E"], discard=["5C"])
    state, _ = go(state, A.activate(0), A.pick_card(card_of("5F")))
    assert resolved(state)
    assert names(state.discard) == ["5F"] and hand_of(state) == {"5C"} and state.score == ()


def test_bl_without_any_same_value_card_does_nothing() -> None:
    state = table("BL", ["5F", "7C"], deck=["1E"], discard=["6C"], score=["2E"])
    before = piles(state)
    state, events = go(state, A.activate(0))
    assert resolved(state) and no_effect(events)
    assert piles(state) == before
