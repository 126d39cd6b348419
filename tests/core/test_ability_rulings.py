"""General rulings for abilities (docs/RULES.md, "Dialogues" step 1, "End of the visit",
"General rulings for abilities"; docs/ENGINE_PROTOCOL.md, "What each ability asks").

Unless a test says otherwise the visit is at fief 3 (target 3), ruled by the Queen of
Eyes (trump Eyes).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from forNorthwood.core import CHARACTERS, IllegalAction, Phase, State, apply, legal_actions, view
from forNorthwood.core import actions as A
from forNorthwood.core.actions import Action
from forNorthwood.core.errors import ALLY_EXHAUSTED, INVALID_CHOICE, ONE_ABILITY_PER_DIALOGUE, WRONG_PHASE
from tests.cards_kit import card_of

from .ability_kit import asks, assert_partition, exhausted, go, piles, resolved, table, visit_over
from .position_kit import hand_of, names, position

EIGHT = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]


def refused(state: State, action: Action) -> str:
    """The error code ``apply`` raises; the state is left untouched."""
    before = (piles(state), state.phase, state.decision, state.kingdom)
    with pytest.raises(IllegalAction) as err:
        apply(state, action)
    assert (piles(state), state.phase, state.decision, state.kingdom) == before
    assert action not in legal_actions(state)
    return err.value.code


# -- at most one ability per dialogue, each slot once per visit, never after the reveal ----------


def test_at_most_one_ability_per_dialogue() -> None:
    state = position(EIGHT, deck=["1F", "2F", "3F"])  # allies JC JF JL JE
    state, _ = go(state, A.activate(0))  # JC at 8 cards: no effect, but it counts
    assert legal_actions(state) == (A.REVEAL,)
    assert refused(state, A.activate(1)) == ONE_ABILITY_PER_DIALOGUE
    assert refused(state, A.activate(3)) == ONE_ABILITY_PER_DIALOGUE
    state, _ = go(state, A.REVEAL, A.play(card_of("1C")))
    # The next dialogue opens a new window.
    assert set(legal_actions(state)) == {A.REVEAL, A.activate(1), A.activate(2), A.activate(3)}
    state, _ = go(state, A.activate(1))
    assert exhausted(state) == {0, 1}


def test_an_exhausted_ally_is_refused() -> None:
    state = position(EIGHT, deck=["1F", "2F", "3F"], exhausted={1})
    assert set(legal_actions(state)) == {A.REVEAL, A.activate(0), A.activate(2), A.activate(3)}
    assert refused(state, A.activate(1)) == ALLY_EXHAUSTED


def test_each_slot_is_used_once_per_visit() -> None:
    state = position(EIGHT, deck=["1F", "2F", "3F"])
    state, _ = go(state, A.activate(0), A.REVEAL, A.play(card_of("1C")))
    assert refused(state, A.activate(0)) == ALLY_EXHAUSTED


def test_no_ability_once_the_statement_is_revealed() -> None:
    state = position(EIGHT, deck=["1F", "2F", "3F"])
    state, _ = go(state, A.REVEAL)
    assert state.phase is Phase.RESPOND
    for slot in range(4):
        assert refused(state, A.activate(slot)) == WRONG_PHASE
    # Nor in a position given in the respond phase.
    state = position(EIGHT, deck=["2F"], discard=["1F"], phase="respond")
    assert refused(state, A.activate(0)) == WRONG_PHASE


def test_a_pending_question_must_be_answered_first() -> None:
    state = table("JE", ["1C", "2C"], deck=["3C", "4C", "5C"])
    state, _ = go(state, A.activate(0))
    assert state.phase is Phase.DECISION
    assert refused(state, A.REVEAL) == WRONG_PHASE
    assert refused(state, A.activate(1)) == WRONG_PHASE
    # Mandatory: there is no way to stop or skip a Jack of Eyes discard.
    assert all(a.type == "pick" and a.card is not None for a in legal_actions(state))


def test_a_friend_on_a_slot_lends_its_own_ability() -> None:
    # The King of Claws, befriended at fief 4, stands in for the Jack of Flowers (slot 1).
    state = position(
        ["8C", "2F", "3E"],
        deck=["1L", "2L"],
        statuses={4: "won"},
        substitutes={1: "KC"},
    )
    state, _ = go(state, A.activate(1))
    assert resolved(state)
    assert names(state.score) == ["8C"]  # the King of Claws' ability, not the Jack of Flowers'
    assert hand_of(state) == {"2F", "3E"}


# -- an ability that cannot do anything has no effect but exhausts its ally -------------------------


NO_EFFECT_CASES: dict[str, dict] = {
    "JC": {"hand": EIGHT},
    "QF": {"hand": ["1L"]},
    "KF": {"hand": ["1C", "2C", "3C"]},
    "PF": {"hand": ["1C", "2F", "3L"]},
    "LF": {"hand": ["1C", "5F", "6L"]},
    "JF": {"hand": ["1C", "5F", "6L"]},
    "BF": {"hand": ["4C", "5F", "6L"]},
    "JL": {"hand": ["1C"], "visiting": 0, "statuses": {1: "won", 2: "lost"}},
    "PL": {"hand": ["1C"], "statuses": {i: "lost" for i in range(8) if i != 3}},
    "BL": {"hand": ["1C", "5F"], "discard": ["6C"], "score": ["7E"]},
}


@pytest.mark.parametrize("ability", sorted(NO_EFFECT_CASES))
def test_an_ability_without_possible_effect_still_exhausts_its_ally(ability: str) -> None:
    case = dict(NO_EFFECT_CASES[ability])
    state = table(ability, case.pop("hand"), deck=["8E", "8F"], **case)
    before = (piles(state), [f.ruler for f in state.kingdom.fiefs], state.kingdom.visiting)
    state, events = go(state, A.activate(0))
    assert {"type": "no_effect", "ability": ability} in events
    assert resolved(state)
    assert exhausted(state) == {0}
    assert (piles(state), [f.ruler for f in state.kingdom.fiefs], state.kingdom.visiting) == before


# -- do as much as possible on short piles ----------------------------------------------------------


def test_short_deck_jack_of_eyes_draws_one_and_still_discards_two() -> None:
    state = table("JE", ["1C", "2C"], deck=["3C"], short=True)
    state, events = go(state, A.activate(0))
    drawn = [e["card"] for e in events if e["type"] == "moved" and e["from"] == "deck"]
    assert drawn == ["3C"] and state.deck == ()
    assert asks(state) == ("JE", "je_discard", "card", {"1C", "2C", "3C"})
    state, events = go(state, A.pick_card(card_of("3C")))
    assert visit_over(events) is None  # never in the middle of an ability
    assert asks(state) == ("JE", "je_discard", "card", {"1C", "2C"})
    state, events = go(state, A.pick_card(card_of("1C")))
    over = visit_over(events)
    assert over is not None and over["reason"] == "deck_empty"


def test_short_deck_king_of_eyes_draws_what_there_is() -> None:
    state = table("KE", ["1E", "5E", "2C"], deck=["3E"], short=True)
    state, _ = go(state, A.activate(0), A.pick_suit("E"))
    assert state.deck == ()
    assert asks(state) == ("KE", "top", "card", {"1E", "3E", "5E"})
    state, events = go(state, A.pick_card(card_of("5E")))
    over = visit_over(events)
    assert over is not None and over["reason"] == "deck_empty"
    moved = [(e["card"], e["to"]) for e in events if e["type"] == "moved"]
    assert moved[-1] == ("5E", "discard") and {c for c, _ in moved} == {"1E", "3E", "5E"}


def test_short_deck_prince_of_eyes_keeps_discarding_after_the_deck_is_empty() -> None:
    state = table("PE", ["1C", "2F"], deck=["3L"], short=True, exhausted={2})
    state, _ = go(state, A.activate(0), A.pick_card(card_of("1C")))
    assert state.deck == ()
    assert asks(state) == ("PE", "pe_discard", "card", {"2F", "3L"})
    state, events = go(state, A.pick_card(card_of("3L")))
    over = visit_over(events)
    assert over is not None and over["reason"] == "deck_empty"
    moved = [(e["card"], e["from"], e["to"]) for e in events if e["type"] == "moved"]
    assert moved == [("3L", "hand", "discard")]


def test_short_deck_lady_of_eyes_uses_the_single_drawn_card() -> None:
    state = table("LE", ["2C", "3C"], deck=["5E"], short=True)
    state, _ = go(state, A.activate(0))
    assert asks(state) == ("LE", "le_discard", "card", {"2C", "3C", "5E"})
    state, events = go(state, A.pick_card(card_of("2C")))
    moved = [(e["card"], e["to"]) for e in events if e["type"] == "moved"]
    assert moved == [("2C", "discard"), ("3C", "discard")]
    assert visit_over(events) is not None


# -- the end-of-visit check after each fully resolved ability ----------------------------------------


def test_king_of_claws_emptying_the_hand_ends_the_visit_at_once() -> None:
    state = table("KC", ["7C"], deck=["1L", "2L"], score=["1E", "2E"])
    state, events = go(state, A.activate(0))
    over = visit_over(events)
    assert over is not None and over["won"] is True and over["score"] == 3 and over["reason"] == "hand_empty"
    assert state.phase is Phase.CHOOSE_FIEF
    assert state.kingdom.fiefs[3].status == "won" and "QE" in state.kingdom.friends
    assert len(state.hand) == 8 and state.discard == () and state.score == ()
    assert not exhausted(state)


def test_king_of_claws_tie_emptying_the_hand_ends_after_the_top_question() -> None:
    state = table("KC", ["8C", "8E"], deck=["1L", "2L"])
    state, events = go(state, A.activate(0))
    assert visit_over(events) is None and state.phase is Phase.DECISION
    state, events = go(state, A.pick_card(card_of("8C")))
    over = visit_over(events)
    assert over is not None and over["score"] == 2 and over["won"] is False
    assert state.kingdom.fiefs[3].status == "lost" and state.kingdom.fiefs[3].ruler is None


def test_jack_of_flowers_emptying_the_hand_ends_the_visit() -> None:
    state = table("JF", ["2E", "5E"], deck=["1L", "2L"], score=["1C", "2C", "3C"])
    state, events = go(state, A.activate(0))
    assert visit_over(events) is None
    state, events = go(state, A.pick_card(card_of("2E")))
    over = visit_over(events)
    assert over is not None and over["won"] is True and over["reason"] == "hand_empty"
    # No more abilities: the next thing to do is to choose a fief.
    assert state.phase is Phase.CHOOSE_FIEF
    assert all(a.type in ("choose_fief", "stop_game") for a in legal_actions(state))


def test_baron_of_flowers_emptying_the_hand_ends_the_visit() -> None:
    state = table("BF", ["1C"], deck=["1L", "2L"])
    state, events = go(state, A.activate(0))
    over = visit_over(events)
    assert over is not None and over["reason"] == "hand_empty" and over["won"] is False


def test_jack_of_eyes_emptying_the_deck_ends_the_visit_after_both_discards() -> None:
    state = table("JE", ["1C"], deck=["3L", "4L"], short=True, score=["1E", "2E", "3E"])
    state, events = go(state, A.activate(0))
    assert state.deck == () and visit_over(events) is None
    state, events = go(state, A.pick_card(card_of("3L")))
    assert visit_over(events) is None and state.phase is Phase.DECISION
    state, events = go(state, A.pick_card(card_of("4L")))
    over = visit_over(events)
    assert over is not None and over["reason"] == "deck_empty" and over["won"] is True


def test_the_visit_goes_on_when_hand_and_deck_still_hold_cards() -> None:
    state = table("JE", ["1C"], deck=["3L", "4L", "5L"])
    state, events = go(state, A.activate(0), A.pick_card(card_of("3L")), A.pick_card(card_of("4L")))
    assert visit_over(events) is None
    assert resolved(state) and hand_of(state) == {"1C"} and names(state.deck) == ["5L", *names(state.deck)[1:]]


# -- several cards moving at once: the player picks which ends on top ---------------------------------


@dataclass
class TopCase:
    ability: str
    hand: list[str]
    deck: list[str]
    before: list[Action] = field(default_factory=list)  # answers before the top question
    pile: str = "discard"
    moving: set[str] = field(default_factory=set)


TOP_CASES = {
    "KC": TopCase("KC", ["8C", "8F", "8L", "2E"], ["1C"], pile="score", moving={"8C", "8F", "8L"}),
    "JF": TopCase("JF", ["1E", "4E", "7E", "2C"], ["1C"], moving={"1E", "4E", "7E"}),
    "BF": TopCase("BF", ["1C", "2F", "3L", "3E", "5E"], ["1E"], moving={"1C", "2F", "3L", "3E"}),
    "KE": TopCase("KE", ["1L", "6L", "2C"], ["5L", "8C"], [A.pick_suit("L")], moving={"1L", "5L", "6L"}),
    "PF": TopCase("PF", ["2C", "2F", "2L", "7E"], ["1E"], [A.pick_card(card_of("2F"))], moving={"2C", "2L"}),
}


@pytest.mark.parametrize(
    ("ability", "top"),
    [(name, card) for name, case in TOP_CASES.items() for card in sorted(case.moving)],
)
def test_which_card_ends_on_top_is_the_players_choice(ability: str, top: str) -> None:
    case = TOP_CASES[ability]
    state = table(ability, case.hand, deck=case.deck, discard=["8E"] if ability != "KE" else ["8F"])
    state, _ = go(state, A.activate(0), *case.before)
    assert asks(state) == (ability, "top", "card", case.moving)
    # The moving cards are still in hand while the question is pending.
    assert case.moving <= hand_of(state)
    state, _ = go(state, A.pick_card(card_of(top)))
    assert resolved(state)
    pile = names(state.score if case.pile == "score" else state.discard)
    assert pile[-1] == top
    assert set(pile[-len(case.moving) :]) == case.moving
    assert not (case.moving & hand_of(state))


# -- every card in exactly one pile at every step, every question a real choice ------------------------

RICH_HAND = ["1C", "2C", "4F", "5F", "5L", "8L", "3E", "6E"]
RICH_DECK = ["4C", "7C", "1L", "2E", "3F", "6L", "8F", "4E", "1F", "7E"]
RICH_DISCARD = ["8C", "6F", "5C"]
RICH_SCORE = ["3C", "2L"]


def _walk(state: State, budget: list[int]) -> int:
    """Follow every answer of every question until the ability resolves; count end states."""
    assert_partition(state)
    v = view(state)
    assert len(v["hand"]) + v["deck_count"] + len(v["discard"]) + len(v["score"]) == 32
    if state.phase is not Phase.DECISION:
        assert state.phase in (Phase.ABILITY_WINDOW, Phase.CHOOSE_FIEF)
        if state.phase is Phase.ABILITY_WINDOW:
            assert resolved(state) or state.baron_eyes
        return 1
    actions = legal_actions(state)
    assert len(actions) >= 2, "a question with one answer is answered automatically"
    assert all(a.type == "pick" for a in actions)
    ends = 0
    for action in actions:
        budget[0] -= 1
        if budget[0] < 0:
            return ends
        new, _ = apply(state, action)
        ends += _walk(new, budget)
    return ends


@pytest.mark.parametrize("character", CHARACTERS)
def test_every_answer_of_every_ability_keeps_the_32_cards_in_one_pile_each(character: str) -> None:
    state = table(
        character,
        RICH_HAND,
        deck=RICH_DECK,
        discard=RICH_DISCARD,
        score=RICH_SCORE,
        exhausted={2, 3},
        ruler="KL" if character == "QL" else None,
    )
    state, _ = go(state, A.activate(0))
    assert _walk(state, [4000]) >= 1


# -- illegal answers are refused with INVALID_CHOICE ---------------------------------------------------


@dataclass
class BadPick:
    ability: str
    hand: list[str]
    bad: Action
    deck: list[str] = field(default_factory=lambda: ["7L", "8L", "7E"])
    before: list[Action] = field(default_factory=list)
    extra: dict = field(default_factory=dict)


BAD_PICKS = {
    "LC not the lowest": BadPick("LC", ["1C", "1F", "6L"], A.pick_card(card_of("6L"))),
    "LC not in hand": BadPick("LC", ["1C", "1F", "6L"], A.pick_card(card_of("8E"))),
    "KE card for a suit": BadPick("KE", ["1C", "1F"], A.pick_card(card_of("1C"))),
    "PC skip is not an option": BadPick("PC", ["1E"], A.pick_option("skip"), deck=["2C", "3C"]),
    "JL three fiefs away": BadPick("JL", ["1C"], A.pick_fief(6)),
    "JL its own fief": BadPick("JL", ["1C"], A.pick_fief(3)),
    "PL not the nearest": BadPick("PL", ["1C"], A.pick_fief(1)),
    "LL her own slot": BadPick("LL", ["1C"], A.pick_slot(0), extra={"exhausted": {1, 2}}),
    "LL a ready slot": BadPick("LL", ["1C"], A.pick_slot(3), extra={"exhausted": {1, 2}}),
    "BL other value": BadPick(
        "BL", ["5F", "2L"], A.pick_card(card_of("2L")), extra={"discard": ["5C"], "score": ["2E"]}
    ),
    "BL stop is not skip": BadPick("BL", ["5F"], A.pick_option("stop"), extra={"discard": ["5C"]}),
    "KF no partner": BadPick("KF", ["4C", "5F", "5L", "2E"], A.pick_card(card_of("2E"))),
    "KF wrong partner": BadPick(
        "KF", ["4C", "5F", "5L", "2E"], A.pick_card(card_of("2E")), before=[A.pick_card(card_of("4C"))]
    ),
    "PF keep another value": BadPick("PF", ["2C", "2F", "5E", "5C"], A.pick_card(card_of("5E"))),
    "LE unreachable": BadPick("LE", ["3L", "8C"], A.pick_card(card_of("3L")), deck=["1E", "6F", "2C"]),
    "JE not in hand": BadPick("JE", ["1C"], A.pick_card(card_of("5E"))),
    "KC top not among the tied": BadPick("KC", ["8C", "8E", "3L"], A.pick_card(card_of("3L"))),
    "KL deck card": BadPick("KL", ["2C", "5F"], A.pick_card(card_of("7L"))),
}


@pytest.mark.parametrize("name", sorted(BAD_PICKS))
def test_illegal_answers_are_refused(name: str) -> None:
    case = BAD_PICKS[name]
    state = table(case.ability, case.hand, deck=case.deck, **case.extra)
    state, _ = go(state, A.activate(0), *case.before)
    assert state.phase is Phase.DECISION
    assert refused(state, case.bad) == INVALID_CHOICE


def test_the_baron_of_eyes_discard_refuses_a_card_not_in_hand() -> None:
    state = table("BE", ["3C", "5F", "6L"], deck=["4C", "8E"])
    state, _ = go(state, A.activate(0), A.REVEAL, A.play(card_of("3C")))
    assert asks(state)[:2] == ("BE", "be_discard")
    assert refused(state, A.pick_card(card_of("3C"))) == INVALID_CHOICE
    assert refused(state, A.pick_card(card_of("8E"))) == INVALID_CHOICE
