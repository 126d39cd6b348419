"""Actions are one class per kind, shared, and keep the protocol's JSON form exactly."""

from __future__ import annotations

import json

import pytest

from forNorthwood.core import actions as A
from forNorthwood.core.errors import MALFORMED, IllegalAction
from tests.cards_kit import card_of

from .play_kit import UNIVERSE


def test_every_action_round_trips_to_the_very_same_object() -> None:
    for action in UNIVERSE:
        assert A.action_from_json(action.to_json()) is action
        assert A.action_from_json(json.loads(json.dumps(action.to_json()))) is action


def test_the_json_text_is_the_protocols() -> None:
    # Key order included: saves and the engine write these objects as they are.
    golden = {
        A.choose_fief(3): '{"type": "choose_fief", "fief": 3}',
        A.STOP_GAME: '{"type": "stop_game"}',
        A.substitute("QC", 1): '{"type": "substitute", "slot": 1, "friend": "QC"}',
        A.unsubstitute(2): '{"type": "unsubstitute", "slot": 2}',
        A.BACK: '{"type": "back"}',
        A.BEGIN_VISIT: '{"type": "begin_visit"}',
        A.activate(0): '{"type": "activate", "slot": 0}',
        A.REVEAL: '{"type": "reveal"}',
        A.play(card_of("7E")): '{"type": "play", "card": "7E"}',
        A.pick_card(card_of("3C")): '{"type": "pick", "card": "3C"}',
        A.pick_suit("L"): '{"type": "pick", "suit": "L"}',
        A.pick_fief(5): '{"type": "pick", "fief": 5}',
        A.pick_slot(3): '{"type": "pick", "slot": 3}',
        A.pick_option("skip"): '{"type": "pick", "option": "skip"}',
    }
    assert {type(a) for a in golden} == set(A.ACTION_CLASSES)
    for action, text in golden.items():
        assert json.dumps(action.to_json()) == text


def test_each_kind_is_its_own_class_and_names_its_type_once() -> None:
    assert A.ACTION_TYPES == (
        "choose_fief",
        "stop_game",
        "substitute",
        "unsubstitute",
        "back",
        "begin_visit",
        "activate",
        "reveal",
        "play",
        "pick",
    )
    assert A.pick_fief(1) != A.choose_fief(1) and A.pick_slot(1) != A.activate(1)
    assert isinstance(A.pick_option("stop"), A.Pick) and not isinstance(A.play(card_of("1C")), A.Pick)
    assert A.play(card_of("1C")) is A.play(card_of("1C")) and A.STOP_GAME is A.StopGame.shared()


@pytest.mark.parametrize(
    ("obj", "reason", "params"),
    [
        ([], "action_not_object", {}),
        ({"type": "dance"}, "unknown_action", {"type": "dance"}),
        ({"type": ["play"]}, "unknown_action", {"type": "['play']"}),
        ({"card": "1C"}, "unknown_action", {"type": "None"}),
        ({"type": "play", "card": "1C", "slot": 1}, "unexpected_field", {"field": "slot", "type": "play"}),
        ({"type": "play"}, "missing_field", {"field": "card", "type": "play"}),
        ({"type": "substitute", "slot": 1}, "missing_field", {"field": "friend", "type": "substitute"}),
        ({"type": "substitute", "friend": "XX", "slot": 9}, "bad_character", {"value": "XX"}),
        ({"type": "pick"}, "pick_needs_one_field", {}),
        ({"type": "pick", "card": "1C", "suit": "C"}, "pick_needs_one_field", {}),
        ({"type": "pick", "card": "9Z", "suit": "Q"}, "bad_card", {"value": "9Z"}),
        ({"type": "pick", "suit": "CF"}, "bad_suit", {"value": "CF"}),
        ({"type": "pick", "option": "maybe"}, "bad_option", {"value": "maybe"}),
        ({"type": "choose_fief", "fief": 8}, "bad_number", {"field": "fief", "value": "8", "limit": 7}),
        ({"type": "activate", "slot": True}, "bad_number", {"field": "slot", "value": "True", "limit": 3}),
    ],
)
def test_malformed_actions_are_refused_with_their_reason(obj: object, reason: str, params: dict) -> None:
    with pytest.raises(IllegalAction) as refused:
        A.action_from_json(obj)
    assert refused.value.code == MALFORMED
    assert refused.value.reason == reason
    assert refused.value.params == params


def test_lower_case_cards_and_suits_are_read_in_capitals() -> None:
    assert A.action_from_json({"type": "play", "card": "7e"}) is A.play(card_of("7E"))
    assert A.action_from_json({"type": "pick", "suit": "l"}) is A.pick_suit("L")
    assert A.action_from_json({"type": "substitute", "friend": "qc", "slot": 0}) is A.substitute("QC", 0)


def test_an_action_holds_the_cores_card_and_the_json_names_it() -> None:
    """The card is the core's int, as in the state, the view and the table's keys; only the
    protocol's JSON names it (``"7E"``), written by ``to_json`` and read by ``action_from_json``."""
    seven_of_eyes = card_of("7E")
    assert seven_of_eyes == 30
    for build, kind in ((A.play, "play"), (A.pick_card, "pick")):
        action = build(seven_of_eyes)
        assert action.card == seven_of_eyes and type(action.card) is int
        assert action.to_json() == {"type": kind, "card": "7E"}
        assert A.action_from_json({"type": kind, "card": "7E"}) is action


@pytest.mark.parametrize("card", ["7E", 32, -1, True, None])
def test_an_action_refuses_a_card_that_is_not_the_cores(card: object) -> None:
    # A card's name would be an action no rule knows, equal to no legal action, silently.
    for cls in (A.Play, A.PickCard):
        with pytest.raises(TypeError, match="core's int"):
            cls(card)  # type: ignore[arg-type]
