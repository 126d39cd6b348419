"""The visit and the game, step by step (docs/RULES.md "A game is eight visits").

Every test starts from an explicit position and uses real actions only: choose a
fief, bring in friends, dialogues, the end of a visit, the end of the game.
Default rulers (tests/core/position_kit.py): fief 0..7 = QC QF QL QE KC KF KL KE.
"""

from __future__ import annotations

import pytest

from forNorthwood.core import (
    CARD_NAMES,
    CHARACTERS,
    FIEF_STARS,
    IllegalAction,
    Phase,
    apply,
    legal_actions,
    new_game,
    view,
)
from forNorthwood.core import actions as A
from forNorthwood.core.errors import (
    ALLY_EXHAUSTED,
    FIEF_NOT_AVAILABLE,
    GAME_OVER,
    NOT_A_FRIEND,
    ONE_ABILITY_PER_DIALOGUE,
    WRONG_PHASE,
)
from tests.cards_kit import card_of

from .play_kit import UNIVERSE
from .position_kit import DEFAULT_RULERS, names, position, run

HAND8 = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]


def exact(hand, deck, score=(), discard_top=(), **kwargs):
    """A position whose deck is exactly ``deck`` (top first): every card not named goes
    to the bottom of the discard pile, under ``discard_top``."""
    named = {*hand, *deck, *score, *discard_top}
    rest = [c for c in CARD_NAMES if c not in named]
    return position(hand, deck, [*rest, *discard_top], score, rest_to_deck=False, **kwargs)


def between_visits(**kwargs):
    """A choose_fief position: 8 cards in hand, the rest in the deck."""
    return position(HAND8, phase="choose_fief", visiting=None, **kwargs)


def refused(state, action, code=None):
    """The action is not in legal_actions and apply refuses it (with ``code`` if given)."""
    assert action not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, action)
    if code is not None:
        assert err.value.code == code, err.value
    return err.value


def event(events, kind):
    found = [e for e in events if e["type"] == kind]
    assert len(found) == 1, (kind, events)
    return found[0]


def assert_fresh_deal(state):
    assert state.phase is Phase.CHOOSE_FIEF
    assert state.kingdom.visiting is None
    assert len(state.hand) == 8 and len(state.deck) == 24
    assert state.discard == () and state.score == ()
    assert sorted((*state.hand, *state.deck)) == list(range(32))
    assert state.statement is None and state.decision is None
    assert not state.ability_used
    v = view(state)
    assert v["deck_count"] == 24 and v["deck_known_top"] == []
    assert v["discard"] == [] and v["score"] == []
    assert all(a["substitute"] is None and not a["exhausted"] for a in v["allies"])


# -- 1. choose a fief ---------------------------------------------------------------


def test_every_unvisited_fief_and_only_those_can_be_chosen():
    state = between_visits(statuses={0: "won", 1: "lost", 6: "won"}, friends=["QC"])
    assert {a.fief for a in legal_actions(state) if a.type == "choose_fief"} == {2, 3, 4, 5, 7}
    for fief in (0, 1, 6):
        refused(state, A.choose_fief(fief), FIEF_NOT_AVAILABLE)


@pytest.mark.parametrize("fief", range(8))
def test_choosing_a_fief_sets_target_ruler_and_trump_and_reveals_nothing(fief):
    state = between_visits()
    new, _ = run(state, A.choose_fief(fief))
    assert new.phase is Phase.CHOOSE_SUBSTITUTES
    v = view(new)
    assert v["phase"] == "choose_substitutes"
    assert v["visiting"] == fief and v["target"] == fief
    assert v["ruler"] == DEFAULT_RULERS[fief] and v["trump"] == DEFAULT_RULERS[fief][1]
    assert (new.hand, new.deck, new.discard, new.score) == (state.hand, state.deck, state.discard, state.score)
    assert v["statement"] is None


# -- 2. bring in friends --------------------------------------------------------------


def choosing_friends(fief=3, friends=("QC", "QF"), won=(0, 1), **kwargs):
    state = between_visits(statuses={f: "won" for f in won}, friends=friends, **kwargs)
    state, _ = run(state, A.choose_fief(fief))
    return state


def test_substitutes_offer_each_friend_on_each_slot_plus_back_and_begin():
    state = choosing_friends()
    expected = {A.substitute(f, s) for f in ("QC", "QF") for s in range(4)} | {A.BACK, A.BEGIN_VISIT}
    assert set(legal_actions(state)) == expected
    assert len(legal_actions(state)) == len(expected), "each legal action once"


def test_with_no_friends_only_back_and_begin_visit():
    state, _ = run(between_visits(), A.choose_fief(4))
    assert set(legal_actions(state)) == {A.BACK, A.BEGIN_VISIT}


def test_only_befriended_rulers_can_be_brought_in():
    # Fief 2 (QL) is lost, 0 and 1 won; the visited fief 3 is ruled by QE.
    state = between_visits(statuses={0: "won", 1: "won", 2: "lost"}, friends=["QC", "QF"])
    state, _ = run(state, A.choose_fief(3))
    offered = {a.friend for a in legal_actions(state) if a.type == "substitute"}
    assert offered == {"QC", "QF"}
    for character in CHARACTERS:
        if character in ("QC", "QF"):
            continue
        for slot in range(4):
            refused(state, A.substitute(character, slot), NOT_A_FRIEND)


def test_the_visited_fiefs_ruler_is_never_offered():
    for fief in range(2, 8):
        state = choosing_friends(fief=fief)
        ruler = DEFAULT_RULERS[fief]
        assert all(not (isinstance(a, A.Substitute) and a.friend == ruler) for a in legal_actions(state))
        refused(state, A.substitute(ruler, 0), NOT_A_FRIEND)


@pytest.mark.parametrize("slot", range(4))
def test_a_friend_can_go_on_any_slot(slot):
    state = choosing_friends()
    for friend in ("QC", "QF"):
        new, _ = run(state, A.substitute(friend, slot))
        v = view(new)
        assert v["allies"][slot]["substitute"] == friend
        assert v["allies"][slot]["ally"] == ("JC", "JF", "JL", "JE")[slot], "the ally stays under its friend"
        assert [a["substitute"] for i, a in enumerate(v["allies"]) if i != slot] == [None] * 3
        assert friend not in v["friends"]
        assert A.unsubstitute(slot) in legal_actions(new)
        assert [a for a in legal_actions(new) if a.type == "unsubstitute"] == [A.unsubstitute(slot)]


def test_all_four_slots_can_hold_friends():
    friends = ("QC", "QF", "QL", "KF")
    state = choosing_friends(fief=3, friends=friends, won=(0, 1, 2, 5))
    state, _ = run(state, *(A.substitute(f, s) for s, f in enumerate(friends)))
    assert [a.substitute for a in state.kingdom.allies] == list(friends)
    assert state.kingdom.friends == ()
    assert {a.type for a in legal_actions(state)} == {"unsubstitute", "back", "begin_visit"}


def test_a_friend_replaces_an_earlier_choice_on_the_same_slot():
    state = choosing_friends()
    state, _ = run(state, A.substitute("QC", 2), A.substitute("QF", 2))
    assert state.kingdom.allies[2].substitute == "QF"
    assert state.kingdom.friends == ("QC",), "the replaced friend is available again"
    assert {a.friend for a in legal_actions(state) if a.type == "substitute"} == {"QC"}


def test_unsubstitute_returns_the_friend_and_needs_a_friend_on_the_slot():
    state = choosing_friends()
    for slot in range(4):
        refused(state, A.unsubstitute(slot))
    state, _ = run(state, A.substitute("QC", 1))
    for slot in (0, 2, 3):
        refused(state, A.unsubstitute(slot))
    state, _ = run(state, A.unsubstitute(1))
    assert state.kingdom.allies[1].substitute is None
    assert set(state.kingdom.friends) == {"QC", "QF"}


def test_back_returns_to_choose_fief_and_gives_back_the_chosen_friends():
    start = choosing_friends()
    state, _ = run(start, A.substitute("QC", 0), A.substitute("QF", 3), A.BACK)
    assert state.phase is Phase.CHOOSE_FIEF
    assert state.kingdom.visiting is None
    assert set(state.kingdom.friends) == {"QC", "QF"}
    assert all(a.substitute is None for a in state.kingdom.allies)
    assert (state.hand, state.deck) == (start.hand, start.deck), "nothing was revealed"
    # and another fief can be chosen now
    state, _ = run(state, A.choose_fief(7))
    assert view(state)["target"] == 7 and view(state)["ruler"] == "KE"


def test_begin_visit_fixes_the_selection():
    state = choosing_friends()
    state, _ = run(state, A.substitute("QF", 1), A.BEGIN_VISIT)
    assert state.phase is Phase.ABILITY_WINDOW
    assert set(legal_actions(state)) == {A.REVEAL, *(A.activate(s) for s in range(4))}
    for action in (A.substitute("QC", 0), A.unsubstitute(1), A.BACK, A.BEGIN_VISIT, A.choose_fief(4)):
        refused(state, action, WRONG_PHASE)
    assert state.kingdom.allies[1].substitute == "QF"


def test_an_activated_slot_uses_its_substitutes_ability():
    # QE as a friend on slot 0 (instead of JC): it shows the top three deck cards.
    state = between_visits(rulers=("QE", "QF", "QL", "QC", "KC", "KF", "KL", "KE"), statuses={0: "won"}, friends=["QE"])
    state, _ = run(state, A.choose_fief(5), A.substitute("QE", 0), A.BEGIN_VISIT)
    deck_top = names(state.deck[:3])
    state, events = run(state, A.activate(0))
    assert {"type": "activated", "slot": 0, "character": "QE"} in events
    assert view(state)["deck_known_top"] == deck_top
    assert state.kingdom.allies[0].exhausted


# -- 3. dialogues: the ability window ----------------------------------------------------


def test_at_most_one_ability_before_each_statement_and_each_slot_once_per_visit():
    state = exact(["1C", "2C", "3C", "4C", "5C"], ["1F", "2F", "3F", "4F", "5F", "6F"], visiting=3)
    state, _ = run(state, A.activate(0))  # JC: draws up to 8
    assert len(state.hand) == 8 and state.ability_used
    assert legal_actions(state) == (A.REVEAL,)
    err = refused(state, A.activate(1), ONE_ABILITY_PER_DIALOGUE)
    assert err.reason
    state, _ = run(state, A.REVEAL)
    state, _ = run(state, legal_actions(state)[0])  # a complete dialogue
    assert state.phase is Phase.ABILITY_WINDOW and not state.ability_used
    assert set(legal_actions(state)) == {A.REVEAL, A.activate(1), A.activate(2), A.activate(3)}
    refused(state, A.activate(0), ALLY_EXHAUSTED)


def test_abilities_are_only_used_in_the_ability_window():
    fresh = between_visits(statuses={0: "won"}, friends=["QC"])
    refused(fresh, A.activate(0), WRONG_PHASE)
    choosing, _ = run(fresh, A.choose_fief(3))
    refused(choosing, A.activate(0), WRONG_PHASE)
    window, _ = run(choosing, A.BEGIN_VISIT)
    responding, _ = run(window, A.REVEAL)
    assert responding.phase is Phase.RESPOND
    for slot in range(4):
        refused(responding, A.activate(slot), WRONG_PHASE)
    assert {a.type for a in legal_actions(responding)} == {"play"}


def test_no_ability_while_another_waits_for_a_decision():
    state = exact(["1C", "2C", "3C"], ["1F", "2F", "3F", "4F"], visiting=3)
    state, _ = run(state, A.activate(3))  # JE: draw two, then discard two, one pick at a time
    assert state.phase is Phase.DECISION
    assert {a.type for a in legal_actions(state)} == {"pick"}
    for action in (A.activate(0), A.activate(1), A.REVEAL, A.play(card_of("1C"))):
        refused(state, action, WRONG_PHASE)


def test_reveal_turns_the_top_deck_card_into_the_statement():
    state = exact(["1C", "8F"], ["7L", "2E", "3E"], visiting=3)
    state, events = run(state, A.REVEAL)
    assert state.phase is Phase.RESPOND
    v = view(state)
    assert v["statement"] == "7L" and v["discard"][-1] == "7L"
    assert v["deck_count"] == 2
    assert {"type": "statement", "card": "7L"} in events


# -- 4. the end of a visit ------------------------------------------------------------


def test_visit_ends_when_the_hand_is_empty_and_a_won_fief_befriends_its_ruler():
    # Fief 2, target 2, trump Leaves; one dialogue won already.
    state = exact(["8L"], ["2L", "1F", "2F"], score=["1C"], visiting=2)
    state, events = run(state, A.REVEAL, A.play(card_of("8L")))
    over = event(events, "visit_over")
    assert over["fief"] == 2 and over["won"] is True
    assert state.kingdom.fiefs[2].status == "won"
    assert state.kingdom.fiefs[2].ruler == "QL", "a won fief keeps its ruler's name"
    assert "QL" in state.kingdom.friends
    assert view(state)["stars"] == FIEF_STARS[2]
    assert_fresh_deal(state)


def test_a_lost_fief_loses_its_ruler():
    state = exact(["1L"], ["2L", "1F", "2F"], score=["1C"], visiting=2)
    state, events = run(state, A.REVEAL, A.play(card_of("1L")))
    over = event(events, "visit_over")
    assert over["fief"] == 2 and over["won"] is False
    assert state.kingdom.fiefs[2].status == "lost"
    assert state.kingdom.fiefs[2].ruler is None
    v = view(state)
    assert v["fiefs"][2] == {"number": 2, "stars": 2, "ruler": None, "status": "lost"}
    assert "QL" not in v["friends"]
    assert "QL" not in {a["ally"] for a in v["allies"]} | {a["substitute"] for a in v["allies"]}
    assert v["stars"] == 0 and v["stars_still_possible"] == 18
    assert_fresh_deal(state)


def test_target_zero_is_won_by_losing_every_dialogue():
    state = exact(["1C"], ["8C", "1F"], visiting=0)
    state, events = run(state, A.REVEAL, A.play(card_of("1C")))
    assert event(events, "visit_over")["won"] is True
    assert state.kingdom.fiefs[0].status == "won" and "QC" in state.kingdom.friends
    assert view(state)["stars"] == 4


def test_visit_ends_when_the_deck_is_empty_after_a_dialogue_even_with_cards_in_hand():
    # Target 1; the deck holds a single card: it is the last statement.
    state = exact(["8L", "1C", "2C"], ["2L"], visiting=1)
    state, _ = run(state, A.REVEAL)
    assert state.phase is Phase.RESPOND, "the dialogue in progress is completed first"
    state, events = run(state, A.play(card_of("8L")))
    over = event(events, "visit_over")
    assert over["won"] is True and over["fief"] == 1
    assert_fresh_deal(state)


def test_visit_does_not_end_while_hand_and_deck_hold_cards():
    state = exact(["8L", "1C"], ["2L", "3L"], visiting=1)
    state, events = run(state, A.REVEAL, A.play(card_of("8L")))
    assert not [e for e in events if e["type"] == "visit_over"]
    assert state.phase is Phase.ABILITY_WINDOW and state.kingdom.visiting == 1


def test_the_player_cannot_stop_a_visit_early_even_at_the_target():
    # Fief 2, target 2, already 2 in the score pile: play must go on, and can overshoot.
    state = exact(["8L", "7L"], ["2L", "3L", "4L"], score=["1C", "2C"], visiting=2)
    assert set(legal_actions(state)) == {A.REVEAL, *(A.activate(s) for s in range(4))}
    refused(state, A.STOP_GAME, WRONG_PHASE)
    refused(state, A.choose_fief(4), WRONG_PHASE)
    state, events = run(state, A.REVEAL, A.play(card_of("8L")))  # won: 3 tricks, target 2
    assert not [e for e in events if e["type"] == "visit_over"]
    assert state.phase is Phase.ABILITY_WINDOW
    state, events = run(state, A.REVEAL, A.play(card_of("7L")))  # hand empty now
    over = event(events, "visit_over")
    assert over["won"] is False
    assert state.kingdom.fiefs[2].status == "lost"


def test_an_ability_that_empties_the_deck_ends_the_visit_at_once():
    # JC draws up to 8: the deck's last two cards come into the hand.
    state = exact(["1C", "2C", "3C", "4C", "5C", "6C"], ["7C", "8C"], score=["1F", "2F", "3F"], visiting=3)
    state, events = run(state, A.activate(0))
    over = event(events, "visit_over")
    assert over["fief"] == 3 and over["won"] is True
    assert_fresh_deal(state)
    assert "QE" in state.kingdom.friends


def test_substitutes_leave_the_game_used_or_not_and_allies_are_straightened():
    rulers = ("QE", "QF", "QL", "QC", "KC", "KF", "KL", "KE")
    state = between_visits(rulers=rulers, statuses={0: "won", 1: "won", 5: "won"}, friends=["QE", "QF", "KF"])
    state, _ = run(state, A.choose_fief(3), A.substitute("QE", 1), A.substitute("QF", 2), A.BEGIN_VISIT)
    state, events = run(state, A.activate(1))  # QE used (a peek), QF unused
    # play until the visit ends, always the first legal action
    while state.phase is not Phase.CHOOSE_FIEF:
        state, new = apply(state, legal_actions(state)[0])
        events += new
    assert event(events, "visit_over")["fief"] == 3
    gone = {e["friend"] for e in events if e["type"] == "substitute_left"}
    assert gone == {"QE", "QF"}
    friends = set(state.kingdom.friends)
    assert "QE" not in friends and "QF" not in friends, "used or not, substitutes leave the game"
    assert "KF" in friends, "a friend not brought in stays available"
    assert [a.ally for a in state.kingdom.allies] == ["JC", "JF", "JL", "JE"]
    assert all(a.substitute is None and not a.exhausted for a in state.kingdom.allies)
    # their fiefs stay won and keep their stars
    assert state.kingdom.fiefs[0].status == "won" and state.kingdom.fiefs[0].ruler == "QE"
    assert state.kingdom.fiefs[1].status == "won" and state.kingdom.fiefs[1].ruler == "QF"
    won_now = state.kingdom.fiefs[3].status == "won"
    assert view(state)["stars"] == 4 + 3 + 2 + (1 if won_now else 0)
    assert_fresh_deal(state)
    # and they cannot be brought in again
    state, _ = run(state, A.choose_fief(4))
    offered = {a.friend for a in legal_actions(state) if a.type == "substitute"}
    assert offered == ({"KF", "QC"} if won_now else {"KF"})


def test_exhausted_allies_are_straightened_and_peeked_cards_forgotten_after_a_visit():
    state = exact(["1C", "2C", "3C", "4C", "5C", "6C", "7C"], ["1F", "2F", "3F", "4F"], visiting=3)
    state, _ = run(state, A.activate(3))  # JE: draw two, discard two
    while state.phase is Phase.DECISION:
        state, _ = run(state, legal_actions(state)[0])
    state, _ = run(state, A.REVEAL)
    state, _ = run(state, legal_actions(state)[0])
    state, _ = run(state, A.activate(0))  # JC
    while state.phase is not Phase.CHOOSE_FIEF:
        state, _ = apply(state, legal_actions(state)[0])
    assert all(not a.exhausted for a in state.kingdom.allies)
    assert_fresh_deal(state)


def test_the_new_deal_gathers_all_32_cards_and_is_a_reshuffle():
    state = exact(["8L"], ["2L", "1F"], visiting=2)
    state, events = run(state, A.REVEAL, A.play(card_of("8L")))
    assert any(e["type"] == "shuffled" for e in events)
    assert_fresh_deal(state)
    decks = {state.deck}
    for fief in (0, 1, 3, 4, 5):
        state, _ = run(state, A.choose_fief(fief), A.BEGIN_VISIT)
        while state.phase is not Phase.CHOOSE_FIEF:
            state, _ = apply(state, legal_actions(state)[-1])
        assert_fresh_deal(state)
        decks.add(state.deck)
    assert len(decks) == 6, "each visit starts from a new shuffle"


def test_a_won_ruler_is_a_friend_on_the_next_visit():
    state = exact(["8L"], ["2L", "1F"], score=["1C"], visiting=2)
    state, _ = run(state, A.REVEAL, A.play(card_of("8L")), A.choose_fief(6))
    assert {a.friend for a in legal_actions(state) if a.type == "substitute"} == {"QL"}
    state, _ = run(state, A.substitute("QL", 3))
    assert view(state)["allies"][3]["substitute"] == "QL"


def test_a_lost_fief_can_never_be_revisited():
    state = exact(["1L"], ["2L", "1F"], visiting=6)
    state, _ = run(state, A.REVEAL, A.play(card_of("1L")))
    assert state.kingdom.fiefs[6].status == "lost"
    refused(state, A.choose_fief(6), FIEF_NOT_AVAILABLE)
    assert A.choose_fief(6) not in legal_actions(state)


# -- 5. the end of the game -------------------------------------------------------------

# Seven fiefs visited: 0 1 2 5 6 won (4+3+2+2+3 = 14 stars), 3 and 4 lost; fief 7 is last.
LAST_VISIT = {0: "won", 1: "won", 2: "won", 3: "lost", 4: "lost", 5: "won", 6: "won"}


@pytest.mark.parametrize(
    ("threshold", "win_last", "stars", "result"),
    [(16, True, 18, "won"), (18, True, 18, "won"), (20, True, 18, "lost"), (16, False, 14, "lost")],
)
def test_game_over_after_the_eighth_visit(threshold, win_last, stars, result):
    # Fief 7 (KE, target 7): 6 dialogues won already; the last response decides.
    score = ["1C", "2C", "3C", "4C", "5C", "6C"]
    state = exact(
        ["8E" if win_last else "1E"], ["2E", "1F"], score=score, visiting=7, statuses=LAST_VISIT, threshold=threshold
    )
    state, events = run(state, A.REVEAL, A.play(card_of("8E" if win_last else "1E")))
    assert state.phase is Phase.GAME_OVER
    assert event(events, "visit_over")["won"] is win_last
    over = event(events, "game_over")
    assert over["stars"] == stars and over["threshold"] == threshold and over["result"] == result
    v = view(state)
    assert v["phase"] == "game_over"
    assert v["stars"] == stars and v["threshold"] == threshold and v["result"] == result
    assert v["stars_still_possible"] == stars
    assert v["visiting"] is None
    assert all(f["status"] != "unvisited" for f in v["fiefs"])
    assert legal_actions(state) == ()


def test_stars_and_result_count_won_fiefs_even_when_their_friend_was_used():
    rulers = ("QE", "QF", "QL", "QC", "KC", "KF", "KL", "KE")
    statuses = {0: "won", 1: "won", 2: "won", 3: "won", 4: "won", 5: "won", 6: "won"}
    state = exact(["1C"], ["8C", "1F"], visiting=7, statuses=statuses, rulers=rulers, friends=["QL"], threshold=20)
    state, _ = run(state, A.REVEAL, A.play(card_of("1C")))
    assert state.phase is Phase.GAME_OVER
    v = view(state)
    assert v["stars"] == 16 and v["result"] == "lost"


@pytest.mark.parametrize(
    ("lost", "threshold", "may_stop"),
    [
        ((), 16, False),
        ((), 20, False),
        ((0,), 16, False),  # 16 still possible
        ((0,), 18, True),
        ((3,), 20, True),
        ((3, 4), 18, False),  # 18 still possible
        ((3, 4), 20, True),
        ((0, 7), 16, True),
        ((0, 1, 2), 16, True),
    ],
)
def test_stop_game_is_legal_only_when_the_threshold_is_out_of_reach(lost, threshold, may_stop):
    state = between_visits(statuses={f: "lost" for f in lost}, threshold=threshold)
    possible = 20 - sum(FIEF_STARS[f] for f in lost)
    assert view(state)["stars_still_possible"] == possible
    assert (A.STOP_GAME in legal_actions(state)) is may_stop
    # playing on stays possible
    assert {a.fief for a in legal_actions(state) if a.type == "choose_fief"} == set(range(8)) - set(lost)
    if not may_stop:
        refused(state, A.STOP_GAME)
        return
    over, events = run(state, A.STOP_GAME)
    assert over.phase is Phase.GAME_OVER
    v = view(over)
    assert v["phase"] == "game_over" and v["result"] == "lost"
    assert v["threshold"] == threshold and v["stars"] == 0
    assert event(events, "game_over")["result"] == "lost"
    assert legal_actions(over) == ()


def test_stop_game_keeps_the_stars_won_and_is_only_offered_between_visits():
    state = between_visits(statuses={0: "won", 1: "lost", 7: "lost"}, friends=["QC"], threshold=16)
    assert A.STOP_GAME in legal_actions(state)
    over, _ = run(state, A.STOP_GAME)
    assert view(over)["stars"] == 4 and view(over)["result"] == "lost"
    choosing, _ = run(state, A.choose_fief(3))
    refused(choosing, A.STOP_GAME, WRONG_PHASE)
    window, _ = run(choosing, A.BEGIN_VISIT)
    refused(window, A.STOP_GAME, WRONG_PHASE)


def test_after_game_over_nothing_is_legal_and_everything_is_refused_with_game_over():
    state = between_visits(statuses={0: "lost", 7: "lost"})
    over, _ = run(state, A.STOP_GAME)
    finished = exact(["8E"], ["2E", "1F"], score=["1C", "2C", "3C", "4C", "5C", "6C"], visiting=7, statuses=LAST_VISIT)
    finished, _ = run(finished, A.REVEAL, A.play(card_of("8E")))
    for state in (over, finished):
        assert state.phase is Phase.GAME_OVER
        assert legal_actions(state) == ()
        for action in UNIVERSE:
            refused(state, action, GAME_OVER)


# -- a whole game, visit after visit -----------------------------------------------------


@pytest.mark.parametrize(("setup", "seed", "order"), [
    ("intro", 3, [7, 0, 6, 1, 5, 2, 4, 3]),
    ("full", 4, [3, 4, 2, 5, 1, 6, 0, 7]),
    ("intro", 5, list(range(8))),
])  # fmt: skip
def test_eight_visits_in_any_order_then_game_over(setup, seed, order):
    state = new_game(seed, setup, 16)
    visits = []
    friends_expected: set[str] = set()
    for fief in order:
        assert state.phase is Phase.CHOOSE_FIEF
        ruler = state.kingdom.fiefs[fief].ruler
        state, _ = run(state, A.choose_fief(fief), A.BEGIN_VISIT)
        events: list[dict] = []
        while state.phase not in (Phase.CHOOSE_FIEF, Phase.GAME_OVER):
            # never activate: reveal, then the first legal response or pick
            actions = legal_actions(state)
            action = A.REVEAL if A.REVEAL in actions else actions[0]
            state, new = apply(state, action)
            events += new
        over = event(events, "visit_over")
        visits.append(over["fief"])
        assert over["won"] == (over["score"] == fief)
        if over["won"]:
            friends_expected.add(ruler)
            assert state.kingdom.fiefs[fief].ruler == ruler
        else:
            assert state.kingdom.fiefs[fief].ruler is None
        assert set(state.kingdom.friends) == friends_expected
        if state.phase is Phase.CHOOSE_FIEF:
            assert_fresh_deal(state)
    assert visits == order
    assert state.phase is Phase.GAME_OVER
    v = view(state)
    won = [f for f in range(8) if v["fiefs"][f]["status"] == "won"]
    assert v["stars"] == sum(FIEF_STARS[f] for f in won)
    assert v["result"] == ("won" if v["stars"] >= 16 else "lost")
