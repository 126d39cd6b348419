"""The session answers "which card ends on top" when nobody can read it,
honestly with undo, redo and saves (new ones and those written before it did)."""

from __future__ import annotations

import random

from forNorthwood.core import Phase, State, apply
from forNorthwood.core import actions as A
from forNorthwood.core.pile_order import asks_top_card, top_card_matters
from forNorthwood.game.session import Session, apply_answering, replays_answered
from forNorthwood.persistence.savegame import save_document, session_from_document
from tests.cards_kit import card_of

from ..core.ability_kit import table
from ..core.position_kit import names
from ..session_kit import play, random_policy


def session_at(state: State, **kw: object) -> Session:
    return Session(0, state.kingdom.setup, state.kingdom.threshold, start=state, **kw)  # type: ignore[arg-type]


def jack_of_flowers_table() -> State:
    # ruler Queen of Eyes: the Jack of Flowers discards 2E and 5E at once
    return table("JF", ["2E", "5E", "1C", "4L"], allies=("JF", "QC", "BL", "JE"))


def test_an_order_nobody_can_read_is_answered_in_the_same_step():
    window = jack_of_flowers_table()
    session = session_at(window)
    events = session.apply(A.activate(0))
    state = session.state
    assert state.phase is Phase.ABILITY_WINDOW and state.ability_used
    assert names(state.discard[-2:]) == ["2E", "5E"]  # the higher on top: the pile lies in card order
    assert list(session.steps[-1].events) == events and len(events) > 2  # the answer's moves come with the action
    assert len(session.steps) == 1 and session.actions == [A.activate(0)]


def test_undo_takes_the_ability_and_its_answer_back_together_and_redo_gives_them_again():
    window = jack_of_flowers_table()
    session = session_at(window)
    session.apply(A.activate(0))
    after = session.state
    assert session.can_undo() and session.undo()
    assert session.state == window and not session.steps
    assert session.redo() is not None
    assert session.state == after
    assert not asks_top_card(session.state)


def test_an_order_someone_can_read_is_still_asked():
    state = table("KC", ["8C", "8E", "1C", "2C"], allies=("KC", "QC", "JF", "JE"))
    session = session_at(state)
    session.apply(A.activate(0))
    assert asks_top_card(session.state) and top_card_matters(session.state)
    session.apply(A.pick_card(card_of("8C")))
    assert names(session.state.score[-1:]) == ["8C"]


def test_an_older_session_that_asks_everything_still_asks():
    session = session_at(jack_of_flowers_table(), answer_unread=False)
    session.apply(A.activate(0))
    assert asks_top_card(session.state)
    session.apply(A.pick_card(card_of("2E")))
    assert names(session.state.discard[-1:]) == ["2E"]


def _answered_steps(session: Session) -> int:
    """How many steps of ``session`` include an answer given by the session."""
    count = 0
    state = session.start
    assert state is not None
    for step in session.steps:
        if asks_top_card(apply(state, step.action)[0]) and not asks_top_card(step.state):
            count += 1
        state = step.state
    return count


def test_saves_replay_the_answers_and_keep_undo_and_redo():
    answered = 0
    for seed in range(8):
        session = Session(seed, "full", 16)
        play(session, random.Random(seed), steps=260, undo_every=7)
        if session.can_undo():
            session.undo()
        answered += _answered_steps(session)
        document = save_document(session)
        loaded = session_from_document(document)
        assert loaded.answer_unread
        assert loaded.state == session.state and loaded.actions == session.actions
        assert loaded.redo_stack == session.redo_stack
        assert [s.reveals for s in loaded.steps] == [s.reveals for s in session.steps]
        assert loaded.can_undo() == session.can_undo()
        # and play on the same way in both
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        for _ in range(40):
            if session.over:
                break
            session.apply(random_policy(session, rng_a))
            loaded.apply(random_policy(loaded, rng_b))
            assert loaded.state == session.state
    assert answered >= 5, answered


def test_a_save_written_before_the_session_answered_loads_as_it_was_played():
    for seed in range(8):
        old = Session(seed, "full", 16, answer_unread=False)
        play(old, random.Random(seed), steps=260)
        picks = [
            step
            for before, step in zip([old.start, *[s.state for s in old.steps]], old.steps, strict=False)
            if asks_top_card(before) and not top_card_matters(before)  # type: ignore[arg-type]
        ]
        document = save_document(old)
        loaded = session_from_document(document)
        assert loaded.state == old.state and loaded.actions == old.actions
        assert loaded.answer_unread is not bool(picks)
        if picks:
            assert not replays_answered(old.start, old.actions)  # type: ignore[arg-type]
            return
    raise AssertionError("no game met an unread order")


def test_apply_answering_is_apply_when_nothing_is_to_be_answered():
    state = jack_of_flowers_table()
    assert apply_answering(state, A.REVEAL) == apply(state, A.REVEAL)
    plain, _ = apply_answering(state, A.activate(0), answer=False)
    assert asks_top_card(plain)


def test_a_save_written_before_while_its_question_was_open_loads_with_the_question():
    for seed in range(20):
        old = Session(seed, "full", 16, answer_unread=False)
        rng = random.Random(seed)
        while not old.over and not (asks_top_card(old.state) and not top_card_matters(old.state)):
            old.apply(random_policy(old, rng))
        if old.over:
            continue
        assert replays_answered(old.start, old.actions) is None  # type: ignore[arg-type]
        loaded = session_from_document(save_document(old))
        assert loaded.state == old.state and not loaded.answer_unread
        # a newer save ending on the same action has the answer in its state
        new = Session.replay(seed, "full", 16, old.actions)
        assert not asks_top_card(new.state)
        reloaded = session_from_document(save_document(new))
        assert reloaded.state == new.state and reloaded.answer_unread
        return
    raise AssertionError("no game met an unread order")
