"""``apply_with_positions``: the same rules as ``apply``, with the position after each event."""

from __future__ import annotations

import random

import pytest

from forNorthwood.core import Moment, apply, apply_with_positions, legal_actions, new_game, state_to_json
from forNorthwood.core import actions as A
from forNorthwood.core import events as E
from forNorthwood.core.state import FiefStatus, State
from tests.cards_kit import card_of

from .ability_kit import table
from .position_kit import names


def _cards(moment: Moment) -> int:
    s = moment.state
    return len(s.hand) + len(s.deck) + len(s.discard) + len(s.score) + (moment.trick is not None)


def _random_game(seed: int, setup: str) -> list[tuple[State, object]]:
    rng = random.Random(seed)
    state = new_game(seed, setup, 16)
    played = []
    while legal := legal_actions(state):
        action = rng.choice([a for a in legal if a.type != "stop_game"] or legal)
        played.append((state, action))
        state, _events = apply(state, action)
    return played


@pytest.mark.parametrize("setup", ["intro", "full"])
@pytest.mark.parametrize("seed", range(40))
def test_the_same_state_and_events_as_apply_with_a_whole_table_at_every_event(seed: int, setup: str) -> None:
    for state, action in _random_game(seed, setup):
        new, events = apply(state, action)
        after, moments = apply_with_positions(state, action)
        assert after == new and state_to_json(after) == state_to_json(new)
        assert [m.event for m in moments] == events
        assert not moments or moments[-1].state is after
        for moment in moments:
            assert _cards(moment) == 32, (action, moment.event)
            # The hidden order is never given away as known: the known top is a prefix of the deck.
            assert moment.state.known_top <= len(moment.state.deck)


def _moments_of(seed: int, kind: type[E.Event]) -> list[tuple[Moment, Moment | None]]:
    """(the moment of each ``kind`` event, the one before it in its action) over a random game."""
    found = []
    for state, action in _random_game(seed, "full"):
        _new, moments = apply_with_positions(state, action)
        for i, moment in enumerate(moments):
            if isinstance(moment.event, kind):
                found.append((moment, moments[i - 1] if i else None))
    return found


def test_a_dialogue_puts_the_response_beside_its_statement_then_it_goes_to_its_pile() -> None:
    state = new_game(5, "intro", 16)
    state, _ = apply(state, legal_actions(state)[0])  # a fief
    for action in ("begin_visit", "reveal"):
        state, _ = apply(state, next(a for a in legal_actions(state) if a.type == action))
    response = legal_actions(state)[0]
    said, moved = apply_with_positions(state, response)[1][:2]
    assert isinstance(said.event, E.Dialogue) and said.trick is not None
    assert said.trick.response not in said.state.hand and said.state.statement is None
    assert isinstance(moved.event, E.Moved) and moved.trick is None
    pile = moved.state.score if said.trick.won else moved.state.discard
    assert pile[-1] == said.trick.response


def test_at_the_end_of_a_visit_each_event_comes_right_after_its_own_change() -> None:
    seen = 0
    for seed in range(6):
        for over, _ in _moments_of(seed, E.VisitOver):
            event = over.event
            assert isinstance(event, E.VisitOver)
            kingdom = over.state.kingdom
            fief = kingdom.fiefs[event.fief]
            assert fief.status is (FiefStatus.WON if event.won else FiefStatus.LOST)
            assert fief.ruler == event.ruler  # the ruler leaves or joins with the next event
            assert kingdom.visiting is None and not any(a.exhausted for a in kingdom.allies)
            seen += 1
        for gathered, _ in _moments_of(seed, E.Shuffled):
            if gathered.event == E.Shuffled("all"):
                s = gathered.state
                assert len(s.deck) == 32 and not (s.hand or s.discard or s.score) and s.known_top == 0
        for left, before in _moments_of(seed, E.SubstituteLeft):
            assert isinstance(left.event, E.SubstituteLeft) and before is not None
            assert left.state.kingdom.allies[left.event.slot].substitute is None
            assert before.state.kingdom.allies[left.event.slot].substitute == left.event.friend
    assert seen >= 6 * 8


def _positions(state: State, *actions: object) -> list[Moment]:
    """The moments of ``actions`` applied from ``state`` in turn."""
    found: list[Moment] = []
    for action in actions:
        state, moments = apply_with_positions(state, action)  # type: ignore[arg-type]  # actions
        found += moments
    return found


def test_an_exchange_shows_each_card_move_on_its_own() -> None:
    # King of Leaves: the known top comes into the hand first, the hand card then goes onto the deck.
    kl = _positions(table("KL", ["2C", "5F"], deck=["7E", "1L"]), A.activate(0), A.pick_card(card_of("5F")))
    taken, placed = [m for m in kl if isinstance(m.event, E.Moved)]
    assert set(names(taken.state.hand)) == {"2C", "5F", "7E"} and names(taken.state.deck)[:1] == ["1L"]
    assert taken.state.known_top == 0
    assert set(names(placed.state.hand)) == {"2C", "7E"} and names(placed.state.deck)[:1] == ["5F"]
    assert placed.state.known_top == 1
    # Baron of Leaves: the discard's top into the hand, then the hand card onto the discard pile.
    bl = _positions(
        table("BL", ["5F", "2L", "7C"], deck=["1E"], discard=["8L", "5C"], score=["1C", "2E"]),
        A.activate(0),
        A.pick_card(card_of("5F")),
    )
    taken, placed = [m for m in bl if isinstance(m.event, E.Moved)]
    assert names(taken.state.discard) == ["8L"] and {"5C", "5F"} <= set(names(taken.state.hand))
    assert names(placed.state.discard) == ["8L", "5F"] and "5F" not in names(placed.state.hand)


def test_a_known_card_drawn_from_inside_the_deck_leaves_the_known_top() -> None:
    # Baron of Claws names 3: the 3 of Leaves, second of the two known cards, is drawn from there.
    start = table("BC", ["3C", "5F"], deck=["7E", "3L", "1E", "3E"], discard=["3F"], known_top=2)
    moments = _positions(start, A.activate(0), A.pick_card(card_of("3C")))
    drawn = next(m for m in moments if m.event == E.moved("3L", "deck", "hand"))
    assert drawn.state.known_top == 1 and names(drawn.state.deck)[:1] == ["7E"]
