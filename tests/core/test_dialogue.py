"""Dialogues: following suit, who wins, where cards go (docs/RULES.md worked examples)."""

from __future__ import annotations

import pytest

from forNorthwood.core import IllegalAction, Phase, apply, legal_actions
from forNorthwood.core import actions as A
from forNorthwood.core.errors import MUST_FOLLOW_SUIT, NOT_IN_HAND
from tests.cards_kit import card_of

from .position_kit import hand_of, names, position, run

# Trump Eyes: fief 3 ruled by the Queen of Eyes in the default rulers.
HAND = ["5L", "1E", "7E", "8F"]


def respond_to(statement: str, hand=HAND, score=(), visiting=3):
    state = position(hand, deck=[statement], score=score, visiting=visiting)
    state, _ = run(state, A.REVEAL)
    assert state.phase is Phase.RESPOND
    return state


def playable(state) -> set[str]:
    return set(names(a.card for a in legal_actions(state)))


def test_statement_in_a_held_suit_must_be_followed():
    state = respond_to("7L")
    assert playable(state) == {"5L"}
    with pytest.raises(IllegalAction) as err:
        apply(state, A.play(card_of("7E")))
    assert err.value.code == MUST_FOLLOW_SUIT
    new, events = run(state, A.play(card_of("5L")))
    assert {"type": "dialogue", "statement": "7L", "response": "5L", "won": False} in events
    assert names(new.discard)[-2:] == ["7L", "5L"]
    assert new.score == ()


def test_trump_statement_higher_trump_wins_lower_loses():
    state = respond_to("2E")
    assert playable(state) == {"1E", "7E"}
    won, _ = run(state, A.play(card_of("7E")))
    assert names(won.score) == ["7E"]
    lost, _ = run(state, A.play(card_of("1E")))
    assert lost.score == () and names(lost.discard)[-1] == "1E"


def test_no_card_of_the_suit_anything_may_be_played_trump_wins():
    state = respond_to("5C")
    assert playable(state) == set(HAND)
    for card, wins in (("1E", True), ("7E", True), ("8F", False), ("5L", False)):
        new, _ = run(state, A.play(card_of(card)))
        assert (names(new.score) == [card]) is wins
        assert "5C" in names(new.discard)


def test_target_reached_the_last_card_must_still_be_played():
    state = respond_to("5C", hand=["7E"], score=["1C", "2C", "3C"])
    assert [a.type for a in legal_actions(state)] == ["play"]
    new, events = run(state, A.play(card_of("7E")))
    over = next(e for e in events if e["type"] == "visit_over")
    assert over["score"] == 4 and over["won"] is False
    assert new.kingdom.fiefs[3].status == "lost"


def test_playing_a_card_not_in_hand_is_refused():
    state = respond_to("5C")
    with pytest.raises(IllegalAction) as err:
        apply(state, A.play(card_of("2F")))
    assert err.value.code == NOT_IN_HAND


def test_the_ruler_leads_again_after_a_won_dialogue():
    state = position(["7E", "8E"], deck=["2E", "3E"])
    state, _ = run(state, A.REVEAL, A.play(card_of("7E")))
    assert state.phase is Phase.ABILITY_WINDOW
    assert A.REVEAL in legal_actions(state)
    state, _ = run(state, A.REVEAL)
    assert names([state.statement]) == ["3E"]
    assert hand_of(state) == {"8E"}
