"""The table model is the player's view of a core position: worked out from the state alone,
at every event from the position the core gives with it, the hidden cards hidden."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from forNorthwood.ai.random_bot import random_action
from forNorthwood.core import Moment
from forNorthwood.core import events as E
from forNorthwood.core.cards import CARD_OF_NAME
from forNorthwood.core.moments import first_deal
from forNorthwood.core.setup import new_game
from forNorthwood.core.view import TableModel
from forNorthwood.game.session import Session


def cards_on_table(model: TableModel) -> int:
    on_trick = 0 if model.response is None else 1
    return len(model.hand) + model.deck_count + len(model.discard) + len(model.score) + on_trick


def _values(names: tuple[str, ...]) -> tuple[int, ...]:
    """The core's cards of the names an event tells (the model holds the core's own values)."""
    return tuple([CARD_OF_NAME[name] for name in names])


def _shown_where_it_went(model: TableModel, event: E.Event) -> bool:
    """The table after ``event`` shows what the event tells (checked for the events that move cards)."""
    match event:
        case E.Moved(card=name, dest="deck"):
            return model.known_top[:1] == _values((name,))
        case E.Moved(card=name, dest=dest):
            card = CARD_OF_NAME[name]
            return card in model.pile(dest) and (dest == "hand" or model.pile(dest)[-1] == card)
        case E.Statement(card=name):
            card = CARD_OF_NAME[name]
            return model.statement == card and model.discard[-1] == card
        case E.Dialogue(response=name, won=won):
            card = CARD_OF_NAME[name]
            return model.response == card and model.response_won is won and card not in model.hand
        case E.Dealt(hand=hand):
            return model.hand == _values(hand) and model.deck_count == 32 - len(hand) and not model.discard
        case E.Shuffled(pile="all"):
            return model.deck_count == 32 and not model.known_top
        case E.Shuffled():
            return not model.known_top
        case E.Peeked(known=known):
            return model.known_top == _values(known)
        case E.Activated(slot=slot):
            return model.kingdom.allies[slot].exhausted
        case E.Readied(slot=slot):
            return not model.kingdom.allies[slot].exhausted
        case E.Substituted(friend=friend, slot=slot):
            return model.kingdom.allies[slot].substitute == friend and friend not in model.kingdom.friends
        case E.Unsubstituted(friend=friend, slot=slot):
            return model.kingdom.allies[slot].substitute != friend and friend in model.kingdom.friends
        case E.SubstituteLeft(friend=friend, slot=slot):
            return model.kingdom.allies[slot].substitute is None and friend not in model.kingdom.friends
        case E.FriendGained(friend=friend):
            return friend in model.kingdom.friends
        case E.RulerLeft(fief=fief):
            return model.kingdom.fiefs[fief].ruler is None
        case E.VisitOver(fief=fief, won=won):
            settled = model.kingdom.fiefs[fief].status.value == ("won" if won else "lost")
            return settled and model.kingdom.visiting is None and not any(a.exhausted for a in model.kingdom.allies)
        case E.FiefChosen(fief=fief) | E.VisitMoved(dest=fief):
            return model.kingdom.visiting == fief
        case E.RulerSwapped(fief=fief, ruler=ruler):
            return model.kingdom.fiefs[fief].ruler == ruler
    return True


@pytest.mark.parametrize("setup", ["intro", "full"])
@pytest.mark.parametrize("seed", [1, 7, 19, 2024])
def test_at_every_event_the_table_is_the_core_position_seen_by_the_player(seed: int, setup: str) -> None:
    rng = random.Random(seed)
    session = Session(seed, setup, 16)
    seen: set[type] = set()
    while not session.over:
        first = len(session.steps)
        session.apply(random_action(session.state, rng))
        moments = session.moments(first)
        for moment in moments:
            model = TableModel.of(moment)
            seen.add(type(moment.event))
            assert cards_on_table(model) == 32, moment.event
            assert _shown_where_it_went(model, moment.event), moment.event
            # Only the known top of the deck is shown, never the order below it.
            state = moment.state
            assert model.known_top == state.deck[: state.known_top]
            # The piles are the core's own values, not names made beside them.
            assert (model.hand, model.discard, model.score, model.kingdom) == (
                state.hand,
                state.discard,
                state.score,
                state.kingdom,
            )
        assert not moments or TableModel.of(moments[-1]) == TableModel.from_state(session.state)
    assert len(seen) > 10


def test_the_first_hand_is_dealt_from_a_full_deck() -> None:
    state = new_game(3, "full", 16)
    undealt, dealt = first_deal(state)
    before, after = TableModel.from_state(undealt), TableModel.of(dealt)
    assert before.hand == () and before.deck_count == 32 and before.kingdom == after.kingdom
    assert isinstance(dealt.event, E.Dealt) and after == TableModel.from_state(state)
    assert _shown_where_it_went(after, dealt.event)


def test_the_response_lies_beside_its_statement_only_while_the_moment_says_so() -> None:
    session = Session(5, "intro", 16)
    for kind in ("choose_fief", "begin_visit", "reveal", "play"):
        session.apply(next(a for a in session.legal() if a.type == kind))
    said, moved = session.moments(len(session.steps) - 1)[:2]
    assert isinstance(said.event, E.Dialogue) and said.trick is not None
    assert TableModel.of(said).response == CARD_OF_NAME[said.event.response]
    assert TableModel.of(moved).response is None and TableModel.of(Moment(said.event, said.state)).response is None


def test_the_model_needs_no_pygame() -> None:
    code = "import sys, forNorthwood.core.view; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_protocols_view_is_written_from_the_same_model() -> None:
    """One projection for both: the engine protocol's view says of the table what the model says."""
    from forNorthwood.core.cards import CARD_NAMES
    from forNorthwood.core.view import view

    rng = random.Random(7)
    session = Session(4, "full", 16)
    for _ in range(60):
        if not session.legal():
            break
        session.apply(random_action(session.state, rng))
        model, shown = TableModel.from_state(session.state), view(session.state)
        assert shown["hand"] == [CARD_NAMES[c] for c in model.hand]
        assert shown["deck_known_top"] == [CARD_NAMES[c] for c in model.known_top]
        assert shown["deck_count"] == model.deck_count and shown["visits_done"] == model.visits_done
        assert "deck" not in shown  # the hidden order stays hidden
