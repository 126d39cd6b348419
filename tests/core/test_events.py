"""The core's events are typed values with one protocol form, and each is worded once."""

from __future__ import annotations

import random

import pytest

from forNorthwood.ai.random_bot import random_action
from forNorthwood.core import apply, legal_actions, new_game
from forNorthwood.core import events as E
from forNorthwood.core.events import EVENT_TYPES, event_from_json
from forNorthwood.i18n.events_text import _WORDS, describe


def random_events(seed: int, setup: str) -> list[E.Event]:
    rng = random.Random(seed)
    state = new_game(seed, setup, 16)
    seen: list[E.Event] = []
    while legal_actions(state):
        state, events = apply(state, random_action(state, rng))
        seen += events
    return seen


@pytest.mark.parametrize(("seed", "setup"), [(1, "intro"), (2, "full"), (3, "full")])
def test_every_event_round_trips_through_its_protocol_form(seed: int, setup: str) -> None:
    for event in random_events(seed, setup):
        assert isinstance(event, E.Event)
        obj = event.to_json()
        assert obj["type"] == event.type
        assert event_from_json(obj) == event


def test_protocol_names_of_moved_and_visit_moved() -> None:
    moved = {"type": "moved", "card": "5L", "from": "hand", "to": "discard"}
    assert E.moved("5L", "hand", "discard").to_json() == moved
    assert E.VisitMoved(3, 4, "QL").to_json() == {"type": "visit_moved", "from": 3, "to": 4, "ruler": "QL"}
    assert E.Dealt(("1C", "2C")).to_json() == {"type": "dealt", "hand": ["1C", "2C"]}


def test_every_event_type_is_worded_once() -> None:
    assert set(_WORDS) == set(EVENT_TYPES)
    assert describe(E.Peeked(1)) == "Looked at the top card of the deck."
    assert describe(E.Peeked(3)) == "Looked at the top 3 cards of the deck."


def test_only_new_information_reveals() -> None:
    assert E.Statement("1C").reveals and E.moved("1C", "deck", "hand").reveals
    assert not E.moved("1C", "hand", "discard").reveals and not E.Activated(0, "JC").reveals
