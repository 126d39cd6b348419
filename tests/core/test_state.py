"""States and kingdoms are updated by name, and the copies are ordinary equal values."""

from __future__ import annotations

import dataclasses

import pytest

from forNorthwood.core import Phase, new_game
from forNorthwood.core.state import ally_slot


def test_with_changes_the_named_fields_only() -> None:
    state = new_game(3, "full", 16)
    changed = state.with_(deck=state.deck[1:], known_top=0, phase=Phase.RESPOND, statement=state.deck[0])
    assert changed == dataclasses.replace(
        state, deck=state.deck[1:], known_top=0, phase=Phase.RESPOND, statement=state.deck[0]
    )
    assert hash(changed) == hash(dataclasses.replace(changed))
    assert state.with_() == state and state.with_() is not state
    assert state.phase is Phase.CHOOSE_FIEF  # the original is untouched


def test_kingdom_with_changes_the_named_fields_only() -> None:
    kingdom = new_game(3, "full", 16).kingdom
    allies = tuple(ally_slot(a.ally, None, True) for a in kingdom.allies)
    assert kingdom.with_(allies=allies, visiting=2) == dataclasses.replace(kingdom, allies=allies, visiting=2)
    assert kingdom.with_allies(allies) == kingdom.with_(allies=allies)
    assert kingdom.with_visiting(4).ruler == kingdom.fiefs[4].ruler


def test_a_name_that_is_no_field_is_refused() -> None:
    state = new_game(3, "full", 16)
    with pytest.raises(TypeError, match="decks"):
        state.with_(decks=())  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="ruler"):
        state.kingdom.with_(ruler="QL")  # type: ignore[call-arg]


def test_an_ally_used_again_from_the_same_position_leaves_the_very_same_kingdom() -> None:
    # The rules keep the kingdom each slot change makes (searches use the same ally on every
    # deal): the same object again, equal to one made afresh, and another for another change.
    from forNorthwood.core import actions as A
    from forNorthwood.core import apply
    from forNorthwood.core.state import Kingdom

    state = apply(apply(new_game(5, "full", 16), A.choose_fief(2))[0], A.BEGIN_VISIT)[0]
    first = apply(state, A.activate(1))[0].kingdom
    again = apply(state.with_(rng=7), A.activate(1))[0].kingdom
    other = apply(state, A.activate(2))[0].kingdom
    assert again is first and first is not state.kingdom
    assert first == Kingdom(**{**state.kingdom.__dict__, "allies": first.allies})
    assert first.allies[1].exhausted and not first.allies[2].exhausted
    assert other.allies[2].exhausted and not other.allies[1].exhausted
