"""The table model follows the core's events card by card and always ends where the rules put it."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from forNorthwood.ai.random_bot import random_action
from forNorthwood.core.events import EVENT_TYPES
from forNorthwood.game.session import Session
from forNorthwood.ui import table_model
from forNorthwood.ui.table_model import TableModel


def cards_on_table(model: TableModel) -> int:
    on_trick = 1 if model.response else 0
    return len(model.hand) + model.deck_count + len(model.discard) + len(model.score) + on_trick


@pytest.mark.parametrize("setup", ["intro", "full"])
@pytest.mark.parametrize("seed", [1, 7, 19, 2024])
def test_replaying_whole_random_games_event_by_event_matches_the_view(seed: int, setup: str) -> None:
    rng = random.Random(seed)
    session = Session(seed, setup, 16)
    model = TableModel.from_state(session.state)
    seen: set[type] = set()
    for _ in range(5_000):
        if session.over:
            break
        events = session.apply(random_action(session.state, rng))
        for event in events:
            model = model.apply(event)
            seen.add(type(event))
            assert cards_on_table(model) == 32, event
        assert model == TableModel.from_state(session.state), events
    assert session.over
    assert len(seen) > 10


def test_every_event_type_has_a_handler() -> None:
    assert set(table_model._APPLY) == set(EVENT_TYPES)


def test_the_model_needs_no_pygame() -> None:
    code = "import sys, forNorthwood.ui.table_model; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
