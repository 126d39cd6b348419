"""``state_from_position``: the protocol's ``position`` input is validated in full
(docs/ENGINE_PROTOCOL.md, "Position"), and a valid position is exactly what the view shows."""

from __future__ import annotations

import copy
import json

import pytest

from forNorthwood.core import (
    CARD_NAMES,
    IllegalAction,
    Phase,
    apply,
    legal_actions,
    state_from_json,
    state_from_position,
    state_to_json,
    view,
)
from forNorthwood.core import actions as A
from forNorthwood.core.errors import (
    ALLY_EXHAUSTED,
    INVALID_POSITION,
    MALFORMED,
    MUST_FOLLOW_SUIT,
    ONE_ABILITY_PER_DIALOGUE,
)
from forNorthwood.i18n.messages import card_label, error_message
from tests.cards_kit import card_of

RULERS = ["QC", "QF", "QL", "QE", "KC", "KF", "KL", "KE"]
SUIT_NAMES = {"C": "Claws", "F": "Flowers", "L": "Leaves", "E": "Eyes"}


def base(**changes) -> dict:
    """A valid mid-visit position (fief 3, trump Eyes); every card placed once."""
    hand = ["5L", "1E", "7E", "8F"]
    discard = ["3C", "4C"]
    score = ["6C"]
    deck = [c for c in CARD_NAMES if c not in {*hand, *discard, *score}]
    pos = {
        "setup": "intro",
        "threshold": 16,
        "fiefs": [{"ruler": r, "status": "unvisited"} for r in RULERS],
        "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")],
        "friends": [],
        "visiting": 3,
        "phase": "ability_window",
        "ability_used": False,
        "hand": hand,
        "deck": deck,
        "discard": discard,
        "score": score,
    }
    pos.update(changes)
    return pos


def with_fiefs(pos: dict, **fiefs: dict) -> dict:
    """``with_fiefs(pos, f0={"status": "won"})`` updates fief 0."""
    pos = copy.deepcopy(pos)
    for key, fields in fiefs.items():
        pos["fiefs"][int(key[1:])].update(fields)
    return pos


def rejected(pos: object, codes=(INVALID_POSITION,)) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        state_from_position(pos)
    assert err.value.code in codes, err.value
    message = error_message(err.value)
    assert isinstance(message, str) and message.strip()
    return err.value


def names_card(message: str, card: str) -> bool:
    """The message names the card, in notation (5L) or in words (5 of Leaves)."""
    return card in message or card_label(card) in message


def where(pos: dict, card: str) -> str:
    return next(p for p in ("hand", "deck", "discard", "score") if card in pos[p])


def test_the_base_position_is_valid():
    state = state_from_position(base())
    assert state.phase is Phase.ABILITY_WINDOW
    assert view(state)["target"] == 3 and view(state)["trump"] == "E"


# -- every dialogue card exactly once ---------------------------------------------------


@pytest.mark.parametrize("card", CARD_NAMES)
def test_a_missing_card_is_refused_and_named(card):
    pos = base()
    pile = where(pos, card)
    pos[pile] = [c for c in pos[pile] if c != card]
    err = rejected(pos)
    assert names_card(error_message(err), card), error_message(err)


@pytest.mark.parametrize("card", CARD_NAMES)
def test_a_doubled_card_is_refused_and_named(card):
    pos = base()
    other = "score" if where(pos, card) != "score" else "hand"
    pos[other] = [*pos[other], card]
    err = rejected(pos)
    assert names_card(error_message(err), card), error_message(err)


@pytest.mark.parametrize("pile", ["hand", "deck", "discard", "score"])
def test_a_card_twice_in_the_same_pile_is_refused_and_named(pile):
    pos = base()
    card = pos[pile][0]
    pos[pile] = [*pos[pile], card]
    err = rejected(pos)
    assert names_card(error_message(err), card), error_message(err)


@pytest.mark.parametrize(("removed", "doubled"), [("2C", "5L"), ("8E", "1E"), ("1C", "6C")])
def test_a_card_replaced_by_a_copy_of_another_is_refused_naming_one_of_them(removed, doubled):
    pos = base()
    pile = where(pos, removed)
    pos[pile] = [doubled if c == removed else c for c in pos[pile]]
    message = error_message(rejected(pos))
    assert names_card(message, removed) or names_card(message, doubled), message


def test_all_piles_empty_is_refused():
    message = error_message(rejected(base(hand=[], deck=[], discard=[], score=[])))
    assert any(names_card(message, c) for c in CARD_NAMES), message


@pytest.mark.parametrize("bad", ["9L", "0C", "10C", "5X", "", "L5", "5 L", "JL", "55L"])
def test_bad_card_names_are_refused(bad):
    for pile in ("hand", "deck", "discard", "score"):
        pos = base()
        pos[pile] = [*pos[pile], bad]
        err = rejected(pos, (INVALID_POSITION, MALFORMED))
        if bad:
            assert bad in error_message(err), error_message(err)


@pytest.mark.parametrize("bad", [5, None, True, 5.0, ["5L"], {"card": "5L"}])
def test_non_string_cards_are_refused(bad):
    pos = base()
    pos["hand"] = [*pos["hand"], bad]
    rejected(pos, (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("pile", ["hand", "deck", "discard", "score"])
@pytest.mark.parametrize("bad", ["5L", {"cards": []}, 3, None])
def test_a_pile_must_be_a_list(pile, bad):
    pos = base()
    if bad is None:
        pos[pile] = None
    else:
        pos[pile] = bad
    rejected(pos, (INVALID_POSITION, MALFORMED))


# -- characters ------------------------------------------------------------------------


def test_a_ruler_on_two_fiefs_is_refused():
    rejected(with_fiefs(base(), f5={"ruler": "QC"}))


def test_an_ally_that_also_rules_a_fief_is_refused():
    rejected(with_fiefs(base(), f4={"ruler": "JC"}))


def test_the_same_ally_on_two_slots_is_refused():
    pos = base()
    pos["allies"][1]["ally"] = "JC"
    rejected(pos)


def test_a_won_fiefs_ruler_may_also_be_listed_as_a_friend():
    pos = with_fiefs(base(friends=["QC"]), f0={"status": "won"})
    state = state_from_position(pos)
    assert state.kingdom.friends == ("QC",)
    assert view(state)["fiefs"][0] == {"number": 0, "stars": 4, "ruler": "QC", "status": "won"}


def test_a_won_fiefs_ruler_may_be_a_substitute():
    pos = with_fiefs(base(), f0={"status": "won"})
    pos["allies"][2]["substitute"] = "QC"
    state = state_from_position(pos)
    assert state.kingdom.allies[2].substitute == "QC"
    assert view(state)["allies"][2] == {"slot": 2, "ally": "JL", "substitute": "QC", "exhausted": False}


def test_a_won_fiefs_ruler_cannot_be_both_friend_and_substitute():
    pos = with_fiefs(base(friends=["QC"]), f0={"status": "won"})
    pos["allies"][2]["substitute"] = "QC"
    rejected(pos)


def test_a_friend_listed_twice_is_refused():
    rejected(with_fiefs(base(friends=["QC", "QC"]), f0={"status": "won"}))


def test_one_friend_on_two_slots_is_refused():
    pos = with_fiefs(base(), f0={"status": "won"})
    pos["allies"][0]["substitute"] = "QC"
    pos["allies"][1]["substitute"] = "QC"
    rejected(pos)


@pytest.mark.parametrize(
    ("friend", "fiefs"),
    [
        ("KC", {}),  # rules the unvisited fief 4
        ("QE", {}),  # rules the visited fief 3
        ("PC", {}),  # not on the table at all
        ("JC", {}),  # an ally
        ("QL", {"f2": {"status": "lost", "ruler": None}}),  # its fief was lost
    ],
)
def test_a_friend_not_from_a_won_fief_is_refused(friend, fiefs):
    rejected(with_fiefs(base(friends=[friend]), **fiefs))


@pytest.mark.parametrize("friend", ["KC", "QE", "PC"])
def test_a_substitute_not_from_a_won_fief_is_refused(friend):
    pos = base()
    pos["allies"][1]["substitute"] = friend
    rejected(pos)


@pytest.mark.parametrize("bad", ["XX", "QZ", "Q", "QCC", "", 5, None, ["QC"]])
def test_unknown_characters_are_refused(bad):
    rejected(with_fiefs(base(), f6={"ruler": bad}), (INVALID_POSITION, MALFORMED))
    pos = base()
    pos["allies"][0]["ally"] = bad
    rejected(pos, (INVALID_POSITION, MALFORMED))
    if bad is not None:
        rejected(base(friends=[bad]), (INVALID_POSITION, MALFORMED))


# -- fiefs and slots -----------------------------------------------------------------------


def test_a_lost_fief_must_have_no_ruler():
    rejected(with_fiefs(base(), f2={"status": "lost", "ruler": "QL"}))
    state = state_from_position(with_fiefs(base(), f2={"status": "lost", "ruler": None}))
    assert view(state)["fiefs"][2] == {"number": 2, "stars": 2, "ruler": None, "status": "lost"}
    assert view(state)["stars_still_possible"] == 18


def test_a_won_or_unvisited_fief_must_name_its_ruler():
    rejected(with_fiefs(base(), f2={"status": "won", "ruler": None}), (INVALID_POSITION, MALFORMED))
    rejected(with_fiefs(base(), f2={"status": "unvisited", "ruler": None}), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("status", ["conquered", "WON", "", None, 1])
def test_unknown_fief_status_is_refused(status):
    rejected(with_fiefs(base(), f2={"status": status}), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("count", [0, 1, 7, 9, 16])
def test_there_must_be_exactly_8_fiefs(count):
    fiefs = [{"ruler": r, "status": "unvisited"} for r in (RULERS * 2)[:count]]
    rejected(base(fiefs=fiefs), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("count", [0, 3, 5])
def test_there_must_be_exactly_4_ally_slots(count):
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE", "PC")[:count]]
    rejected(base(allies=allies), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("value", [None, "fiefs", 8, {"0": {"ruler": "QC"}}])
def test_fiefs_and_allies_must_be_lists(value):
    rejected(base(fiefs=value), (INVALID_POSITION, MALFORMED))
    rejected(base(allies=value), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("visiting", [8, -1, "3", 3.0, True])
def test_visiting_must_be_a_fief_number(visiting):
    rejected(base(visiting=visiting), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("status", ["won", "lost"])
def test_the_visited_fief_must_be_unvisited(status):
    ruler = None if status == "lost" else "QE"
    rejected(with_fiefs(base(), f3={"status": status, "ruler": ruler}), (INVALID_POSITION, MALFORMED))


def test_a_visit_phase_needs_a_visited_fief_and_choose_fief_none():
    rejected(base(visiting=None), (INVALID_POSITION, MALFORMED))
    fresh = {"hand": list(CARD_NAMES[:8]), "deck": list(CARD_NAMES[8:]), "discard": [], "score": []}
    state = state_from_position(base(phase="choose_fief", visiting=None, **fresh))
    assert state.phase is Phase.CHOOSE_FIEF
    rejected(base(phase="choose_fief", visiting=3, **fresh), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("phase", ["decision", "nonsense", "", None, 3])
def test_unknown_or_unsupported_phases_are_refused(phase):
    rejected(base(phase=phase), (INVALID_POSITION, MALFORMED))


@pytest.mark.parametrize("position", [None, [], "position", 3, True])
def test_a_position_must_be_an_object(position):
    rejected(position, (MALFORMED, INVALID_POSITION))


@pytest.mark.parametrize("field", ["setup", "threshold", "fiefs", "allies", "phase"])
def test_required_fields(field):
    pos = base()
    del pos[field]
    rejected(pos, (MALFORMED, INVALID_POSITION))


@pytest.mark.parametrize(("field", "value"), [("setup", "expert"), ("threshold", 17), ("threshold", "16")])
def test_bad_setup_or_threshold_in_a_position(field, value):
    rejected(base(**{field: value}), (MALFORMED, INVALID_POSITION))


# -- the phase decides what the position means -----------------------------------------------


def test_respond_phase_takes_the_top_discard_card_as_the_statement():
    pos = base(phase="respond", discard=["3C", "7L"], score=["6C"])
    pos["deck"] = [c for c in CARD_NAMES if c not in {*pos["hand"], "3C", "7L", "6C"}]
    state = state_from_position(pos)
    assert state.phase is Phase.RESPOND
    v = view(state)
    assert v["statement"] == "7L" and v["discard"] == ["3C", "7L"]
    assert set(legal_actions(state)) == {A.play(card_of("5L"))}, "Leaves must be followed"
    with pytest.raises(IllegalAction) as err:
        apply(state, A.play(card_of("7E")))
    assert err.value.code == MUST_FOLLOW_SUIT
    assert error_message(err.value) == "You hold Leaves, so you must answer with Leaves."
    new, events = apply(state, A.play(card_of("5L")))
    assert {"type": "dialogue", "statement": "7L", "response": "5L", "won": False} in [e.to_json() for e in events]
    assert view(new)["discard"][-3:] == ["3C", "7L", "5L"]


@pytest.mark.parametrize(("top", "playable"), [("5C", {"5L", "1E", "7E", "8F"}), ("2E", {"1E", "7E"})])
def test_respond_phase_statements(top, playable):
    hand = ["5L", "1E", "7E", "8F"]
    rest = [c for c in CARD_NAMES if c not in {*hand, top}]
    state = state_from_position(base(phase="respond", hand=hand, deck=rest, discard=[top], score=[]))
    assert {CARD_NAMES[a.card] for a in legal_actions(state)} == playable


def test_respond_phase_needs_a_statement():
    pos = base(phase="respond")
    pos["deck"] += pos["discard"]
    pos["discard"] = []
    rejected(pos, (INVALID_POSITION, MALFORMED))


def test_ability_used_and_exhausted_slots_are_respected():
    pos = base(ability_used=True)
    state = state_from_position(pos)
    assert legal_actions(state) == (A.REVEAL,)
    with pytest.raises(IllegalAction) as err:
        apply(state, A.activate(0))
    assert err.value.code == ONE_ABILITY_PER_DIALOGUE
    pos = base()
    pos["allies"][1]["exhausted"] = True
    state = state_from_position(pos)
    assert A.activate(1) not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, A.activate(1))
    assert err.value.code == ALLY_EXHAUSTED


def test_the_deck_order_of_a_position_is_kept_top_first():
    pos = base()
    state = state_from_position(pos)
    assert [CARD_NAMES[c] for c in state.deck] == pos["deck"]
    new, _ = apply(state, A.REVEAL)
    assert view(new)["statement"] == pos["deck"][0]


# -- a valid position is what the view shows ------------------------------------------------------


def valid_positions() -> list[dict]:
    fresh = {"hand": list(CARD_NAMES[8:16]), "deck": list(CARD_NAMES[16:] + CARD_NAMES[:8]), "discard": [], "score": []}
    between = base(phase="choose_fief", visiting=None, friends=["QC", "KF"], threshold=18, **fresh)
    between = with_fiefs(between, f0={"status": "won"}, f5={"status": "won"}, f6={"status": "lost", "ruler": None})
    mid = with_fiefs(
        base(friends=["QF"], ability_used=True),
        f0={"status": "won"},
        f1={"status": "won"},
        f7={"status": "lost", "ruler": None},
    )
    mid["allies"][0].update(substitute="QC", exhausted=True)
    mid["allies"][3]["exhausted"] = True
    respond = base(phase="respond", setup="full", threshold=20)
    respond["fiefs"] = [{"ruler": r, "status": "unvisited"} for r in ("BC", "JE", "KE", "KC", "PF", "BF", "LL", "BL")]
    respond["allies"] = [{"ally": a, "substitute": None, "exhausted": False} for a in ("LC", "QE", "JL", "KF")]
    return [base(), between, mid, respond]


@pytest.mark.parametrize("pos", valid_positions(), ids=["mid_visit", "between_visits", "substitutes", "respond"])
def test_a_valid_position_round_trips_through_the_view(pos):
    state = state_from_position(pos)
    v = view(state)
    assert v["phase"] == pos["phase"]
    assert v["visiting"] == pos["visiting"] and v["target"] == pos["visiting"]
    assert [{"ruler": f["ruler"], "status": f["status"]} for f in v["fiefs"]] == pos["fiefs"]
    assert [{k: a[k] for k in ("ally", "substitute", "exhausted")} for a in v["allies"]] == pos["allies"]
    assert sorted(v["friends"]) == sorted(pos["friends"])
    assert sorted(v["hand"]) == sorted(pos["hand"])
    assert v["discard"] == pos["discard"] and v["score"] == pos["score"]
    assert v["deck_count"] == len(pos["deck"])
    assert v["ability_used"] == pos["ability_used"]
    assert v["threshold"] == pos["threshold"]
    # rebuild the position from the view (plus the hidden deck): the same state
    rebuilt = {
        "setup": pos["setup"],
        "threshold": v["threshold"],
        "fiefs": [{"ruler": f["ruler"], "status": f["status"]} for f in v["fiefs"]],
        "allies": [{k: a[k] for k in ("ally", "substitute", "exhausted")} for a in v["allies"]],
        "friends": v["friends"],
        "visiting": v["visiting"],
        "phase": v["phase"],
        "ability_used": v["ability_used"],
        "hand": v["hand"],
        "deck": pos["deck"],
        "discard": v["discard"],
        "score": v["score"],
    }
    again = state_from_position(json.loads(json.dumps(rebuilt)))
    assert again == state
    assert view(again) == v
    # and the opaque state round-trips too
    assert state_from_json(json.loads(json.dumps(state_to_json(state)))) == state


def test_a_position_is_not_modified_by_reading_it():
    pos = valid_positions()[2]
    before = copy.deepcopy(pos)
    state_from_position(pos)
    assert pos == before


def test_position_legal_actions_match_the_phase():
    states = [state_from_position(p) for p in valid_positions()]
    assert {a.type for a in legal_actions(states[0])} == {"reveal", "activate"}
    assert {a.type for a in legal_actions(states[1])} == {"choose_fief", "stop_game"}, "17 stars < 18 possible"
    assert {a.fief for a in legal_actions(states[1]) if a.type == "choose_fief"} == {1, 2, 3, 4, 7}
    assert legal_actions(states[2]) == (A.REVEAL,)
    assert {a.type for a in legal_actions(states[3])} == {"play"}


# -- the opaque state: damaged input is refused with IllegalAction, nothing else ------------


def _decision_state() -> dict:
    """The JSON state of a game waiting on a decision (the Jack of Eyes' discard)."""
    state = state_from_position(base())
    state, _ = apply(state, A.activate(3))
    assert state.phase is Phase.DECISION
    return state_to_json(state)


@pytest.mark.parametrize("field", ["step", "kind", "ability", "via", "slot", "options", "data"])
@pytest.mark.parametrize("value", [["je_discard"], {"x": 1}, None, 3, "nonsense"])
def test_state_from_json_refuses_a_damaged_decision_with_illegal_action(field, value):
    # serialize.py: "bad input raises IllegalAction ... and never reaches the rules half-checked"
    damaged = _decision_state()
    damaged["decision"][field] = value
    try:
        state = state_from_json(json.loads(json.dumps(damaged)))
    except IllegalAction as err:
        assert err.code in (MALFORMED, INVALID_POSITION)
        return
    # accepted: then it must be a usable state
    view(state)
    for action in legal_actions(state):
        apply(state, action)


@pytest.mark.parametrize(
    "field", ["setup", "threshold", "fiefs", "allies", "friends", "visiting", "phase", "hand", "deck", "discard",
              "score", "ability_used", "statement", "decision", "baron_eyes", "known_top", "rng", "format"]
)  # fmt: skip
@pytest.mark.parametrize("value", [["x"], {"x": 1}, None, -1, "nonsense", 10**30])
def test_state_from_json_refuses_damaged_fields_with_illegal_action(field, value):
    damaged = _decision_state()
    damaged[field] = value
    try:
        state = state_from_json(json.loads(json.dumps(damaged)))
    except IllegalAction as err:
        assert err.code in (MALFORMED, INVALID_POSITION)
        assert error_message(err)
        return
    view(state)
    for action in legal_actions(state):
        apply(state, action)
