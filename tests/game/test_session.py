"""The game in progress: apply, honest undo and redo (never past a card the player saw),
Ironman, listeners, replay."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.core import CARD_NAMES, IllegalAction, Phase, state_to_json
from forNorthwood.core import actions as A
from forNorthwood.core import events as E
from forNorthwood.core.events import event_from_json
from forNorthwood.core.setup import new_game
from forNorthwood.game.session import Session, reveals_information
from tests.cards_kit import card_of

from ..core.ability_kit import table
from ..session_kit import first_policy, play, random_session, shows_something_new

# -- helpers -----------------------------------------------------------------------------------


def at_ability_window(seed: int = 1, setup: str = "intro", fief: int = 3) -> Session:
    """A session at the first ability window of a visit to ``fief`` (nothing revealed yet)."""
    session = Session(seed, setup, 16)
    session.apply(A.choose_fief(fief))
    session.apply(A.BEGIN_VISIT)
    assert session.state.phase is Phase.ABILITY_WINDOW
    return session


def full_game_with_ally(character: str) -> tuple[Session, int]:
    """A full-setup session at its first ability window with ``character`` among the allies."""
    for seed in range(5000):
        allies = [a.ally for a in new_game(seed, "full", 16).kingdom.allies]
        if character in allies:
            session = at_ability_window(seed, "full", fief=3)
            return session, allies.index(character)
    raise AssertionError(f"no seed gives {character} as an ally")


def assert_undo_refused(session: Session) -> None:
    """Undo is not possible here, and trying changes nothing."""
    before = (session.state, len(session.steps), list(session.redo_stack), session.undo_count)
    assert not session.can_undo()
    assert session.undo() is False
    assert (session.state, len(session.steps), list(session.redo_stack), session.undo_count) == before


def until(session: Session, event_type: str, policy=first_policy) -> list[dict]:
    """Play ``policy`` until a step emits ``event_type``; returns that step's events."""
    rng = random.Random(0)
    for _ in range(2000):
        events = session.apply(policy(session, rng))
        if any(e["type"] == event_type for e in events):
            return events
    raise AssertionError(f"no {event_type} event")


def session_with_friend() -> Session:
    """An introductory session back at the choice of fief after winning a fief (a friend to bring in)."""
    for seed in range(500):
        session = Session(seed, "intro", 16)
        until(session, "dealt")
        if session.state.kingdom.friends:
            return session
    raise AssertionError("no seed wins its first fief with the simple policy")


# -- apply, undo, redo ---------------------------------------------------------------------------


def test_a_new_session_starts_from_the_seeded_deal() -> None:
    session = Session(42, "full", 18)
    assert session.state == new_game(42, "full", 18)
    assert session.steps == [] and session.actions == [] and session.redo_stack == []
    assert session.undo_count == 0
    assert not session.can_undo() and not session.can_redo()
    assert isinstance(session.game_id, str) and session.game_id
    assert Session(42, "full", 18).game_id != session.game_id


def test_apply_undo_redo_round_trip() -> None:
    session = Session(1, "intro", 16)
    start = session.state
    events = session.apply(A.choose_fief(3))
    assert events == [E.FiefChosen(3, start.kingdom.fiefs[3].ruler)]
    chosen = session.state
    assert chosen.kingdom.visiting == 3 and session.actions == [A.choose_fief(3)]

    assert session.can_undo() and session.undo() is True
    assert session.state == start
    assert session.actions == [] and session.redo_stack == [A.choose_fief(3)]
    assert session.can_redo()

    assert session.redo() == events
    assert session.state == chosen
    assert session.actions == [A.choose_fief(3)] and session.redo_stack == []
    assert not session.can_redo() and session.redo() is None


def test_several_undos_then_redos_walk_back_and_forth_through_the_same_states() -> None:
    session = Session(1, "intro", 16)
    actions = [A.choose_fief(3), A.BACK, A.choose_fief(5), A.BEGIN_VISIT]
    states = [session.state]
    for action in actions:
        session.apply(action)
        states.append(session.state)
    for i in range(len(actions), 0, -1):
        assert session.undo() is True
        assert session.state == states[i - 1]
    assert_undo_refused(session)  # nothing before the start
    assert session.redo_stack == list(reversed(actions))
    for i in range(1, len(actions) + 1):
        session.redo()
        assert session.state == states[i]
    assert session.actions == actions


def test_legal_after_answers_for_the_next_state_and_plays_nothing() -> None:
    session = Session(1, "intro", 16)
    assert session.legal_after(A.BACK) == ()  # not legal while choosing a fief
    session.apply(A.choose_fief(3))
    state, steps = session.state, len(session.steps)
    after = session.legal_after(A.BACK)
    assert A.choose_fief(3) in after and A.choose_fief(5) in after and A.BACK not in after
    assert session.state is state and len(session.steps) == steps


def test_a_new_action_clears_the_redo_stack() -> None:
    session = Session(1, "intro", 16)
    session.apply(A.choose_fief(3))
    session.apply(A.BACK)
    session.undo()
    session.undo()
    assert len(session.redo_stack) == 2
    session.apply(A.choose_fief(4))
    assert session.redo_stack == [] and not session.can_redo() and session.redo() is None
    assert session.actions == [A.choose_fief(4)]


def test_undo_count_counts_each_undo_taken_and_only_those() -> None:
    session = Session(1, "intro", 16)
    session.apply(A.choose_fief(3))
    session.apply(A.BEGIN_VISIT)
    assert session.undo_count == 0
    session.undo()
    assert session.undo_count == 1
    session.undo()
    assert session.undo_count == 2
    session.undo()  # refused: nothing left to take back
    assert session.undo_count == 2
    session.redo()
    session.redo()
    assert session.undo_count == 2  # redo is not an undo
    session.apply(A.REVEAL)
    session.undo()  # refused: the statement is new information
    assert session.undo_count == 2


def test_hints_used_counts_each_decision_hinted_once() -> None:
    """The figure the statistics call "Decisions with a hint": a hint shown at a decision counts once, however
    often that position is hinted again (an undo and a redo give an equal position, not the same
    object); a position with one choice (the setting that keeps the Hint on hints it) is no
    decision and counts nothing (a game of 136 decisions said "Hints used 176")."""
    session = Session(1, "intro", 16)
    session.count_hint(session.state)
    session.count_hint(session.state)
    assert session.hints_used == 1
    session.apply(A.choose_fief(3))
    session.count_hint(session.state)
    assert session.hints_used == 2
    session.undo()
    session.redo()
    session.count_hint(session.state)  # the same position, a new object
    assert session.hints_used == 2
    played = single = 0
    while session.state.phase is not Phase.GAME_OVER and played < 300:
        if len(session.legal()) == 1:
            single += 1
            before = session.hints_used
            session.count_hint(session.state)
            assert session.hints_used == before, session.state.phase  # one choice: no decision
        session.apply(next(a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")))
        played += 1
    assert single > 5


# -- undo stops at every kind of new information ------------------------------------------------------


@pytest.mark.parametrize(
    "event",
    [
        {"type": "statement", "card": "5L"},
        {"type": "moved", "card": "5L", "from": "deck", "to": "hand"},
        {"type": "peeked", "count": 3},
        {"type": "shuffled", "pile": "deck"},
        {"type": "shuffled", "pile": "all"},
        {"type": "dealt", "hand": ["1C"]},
        {"type": "game_over", "stars": 0, "threshold": 16, "result": "lost", "visited": 8, "fiefs": 8},
    ],
)
def test_reveals_information_for_each_information_event(event: dict) -> None:
    assert reveals_information([E.Activated(0, "JC"), event_from_json(event)]) is True


@pytest.mark.parametrize(
    "event",
    [
        {"type": "fief_chosen", "fief": 3, "ruler": "QC"},
        {"type": "fief_unchosen", "fief": 3},
        {"type": "substituted", "friend": "QC", "slot": 0, "ally": "JC"},
        {"type": "activated", "slot": 0, "character": "JF"},
        {"type": "moved", "card": "5L", "from": "hand", "to": "discard"},
        {"type": "moved", "card": "5L", "from": "score", "to": "deck"},
        {"type": "dialogue", "statement": "4L", "response": "5L", "won": True},
        {"type": "ruler_swapped", "fief": 3, "other_fief": 4, "ruler": "QC", "old_ruler": "KC"},
        {"type": "readied", "slot": 1},
    ],
)
def test_decisions_alone_reveal_nothing(event: dict) -> None:
    assert reveals_information([event_from_json(event)]) is False


def test_undo_stops_at_a_revealed_statement() -> None:
    session = at_ability_window()
    session.apply(A.REVEAL)
    assert session.state.phase is Phase.RESPOND
    assert_undo_refused(session)
    # The answer to it is a decision and can be taken back, but only down to the statement.
    response = session.legal()[0]
    session.apply(response)
    assert session.can_undo() and session.undo() is True
    assert session.state.phase is Phase.RESPOND
    assert_undo_refused(session)


def test_undo_stops_at_an_ability_drawing_a_card_jack_of_eyes() -> None:
    session = at_ability_window()  # introductory allies: JC JF JL JE
    assert session.state.kingdom.allies[3].ally == "JE"
    events = session.apply(A.activate(3))
    assert any(e["type"] == "moved" and e["from"] == "deck" for e in events)
    assert_undo_refused(session)
    # The discards it asks for reveal nothing: the first can be taken back, not the draw.
    assert session.state.phase is Phase.DECISION
    session.apply(session.legal()[0])
    assert session.undo() is True
    assert session.state.phase is Phase.DECISION
    assert_undo_refused(session)


def test_undo_stops_at_an_ability_drawing_a_card_jack_of_claws_refill() -> None:
    session = at_ability_window()
    session.apply(A.REVEAL)
    session.apply(session.legal()[0])
    assert session.state.phase is Phase.ABILITY_WINDOW and len(session.state.hand) == 7
    events = session.apply(A.activate(0))  # JC: draw back up to 8
    assert next(e for e in events if e["type"] == "moved")["from"] == "deck"
    assert_undo_refused(session)


def test_undo_stops_at_a_queen_of_eyes_peek() -> None:
    session, slot = full_game_with_ally("QE")
    before = session.state
    events = session.apply(A.activate(slot))
    assert [e["type"] for e in events] == ["activated", "peeked"]
    assert session.state.deck == before.deck  # nothing moved, yet the player saw three cards
    assert session.state.known_top == 3
    assert_undo_refused(session)


def test_undo_stops_at_a_king_of_leaves_peek_before_the_exchange() -> None:
    session, slot = full_game_with_ally("KL")
    session.apply(A.activate(slot))
    assert session.state.phase is Phase.DECISION  # the exchange is still to be chosen
    assert_undo_refused(session)


def test_undo_stops_at_a_baron_of_claws_shuffle() -> None:
    session, slot = full_game_with_ally("BC")
    session.apply(A.activate(slot))
    # Naming a card is asked first: nothing seen yet, the activation can still be taken back.
    assert session.state.phase is Phase.DECISION
    assert session.can_undo()
    events = session.apply(session.legal()[0])
    assert E.Shuffled("deck") in events
    assert_undo_refused(session)


def test_undo_stops_at_a_baron_of_claws_shuffle_that_drew_nothing() -> None:
    """All four 5s in hand: naming a 5 draws nothing, but the deck is shuffled all the same."""
    start = table("BC", ["5C", "5F", "5L", "5E", "1C"], deck=["2F", "3L", "4E", "6C"], short=True)
    session = Session(0, "full", 16, start=start)
    session.apply(A.activate(0))
    events = session.apply(A.pick_card(card_of("5L")))
    assert not any(e["type"] == "moved" for e in events)
    assert E.Shuffled("deck") in events
    assert_undo_refused(session)


def test_undo_stops_at_the_new_deal_after_a_visit() -> None:
    session = Session(1, "intro", 16)
    events = until(session, "dealt")
    assert any(e["type"] == "visit_over" for e in events)
    assert session.state.phase is Phase.CHOOSE_FIEF
    assert_undo_refused(session)


def test_undo_stops_at_the_end_of_the_game() -> None:
    session = play(Session(1, "intro", 16), random.Random(0), policy=first_policy)
    assert session.over
    assert_undo_refused(session)


def test_undo_stops_at_a_game_stopped_early() -> None:
    session = Session(1, "intro", 20)  # gold: any lost fief makes the goal unreachable
    rng = random.Random(0)
    while A.STOP_GAME not in session.legal():
        session.apply(first_policy(session, rng))
    session.apply(A.STOP_GAME)
    assert session.over
    assert_undo_refused(session)


# -- undo of decisions that revealed nothing ----------------------------------------------------------


def test_undo_takes_back_fief_choice_friends_and_back_down_to_the_deal() -> None:
    session = session_with_friend()
    dealt = session.state
    friend = dealt.kingdom.friends[0]
    fief = next(a.fief for a in session.legal() if a.type == "choose_fief")
    other = [a.fief for a in session.legal() if a.type == "choose_fief"][-1]
    actions = [
        A.choose_fief(fief),
        A.substitute(friend, 0),
        A.unsubstitute(0),
        A.substitute(friend, 2),
        A.BACK,
        A.choose_fief(other),
        A.substitute(friend, 1),
        A.BEGIN_VISIT,
    ]
    states = [dealt]
    for action in actions:
        session.apply(action)
        states.append(session.state)
    assert session.state.kingdom.allies[1].substitute == friend
    for expected in reversed(states[:-1]):
        assert session.undo() is True
        assert session.state == expected
    assert session.state == dealt
    assert_undo_refused(session)
    assert session.undo_count == len(actions)


def test_undo_takes_back_an_ability_and_its_choices_that_revealed_nothing() -> None:
    session = at_ability_window()  # JF on slot 1, JL on slot 2 (introductory allies)
    window = session.state
    session.apply(A.activate(2))  # JL: swap rulers, a choice of fief
    assert session.state.phase is Phase.DECISION
    asked = session.state
    pick = session.legal()[0]
    events = session.apply(pick)
    assert any(e["type"] == "ruler_swapped" for e in events)
    swapped = session.state
    assert swapped.kingdom.fiefs != window.kingdom.fiefs
    assert session.undo() is True and session.state == asked
    assert session.undo() is True and session.state == window
    assert not session.state.kingdom.allies[2].exhausted
    # and the same choice again gives exactly the same position
    session.apply(A.activate(2))
    session.apply(pick)
    assert session.state == swapped


def test_undo_of_a_response_returns_to_the_same_statement() -> None:
    session = at_ability_window()
    session.apply(A.REVEAL)
    responding = session.state
    for response in session.legal():
        session.apply(response)
        assert session.undo() is True
        assert session.state == responding


# -- undoing never changes what the deck holds ---------------------------------------------------------


def test_undo_then_a_different_fief_still_meets_the_same_statement() -> None:
    first = at_ability_window(fief=3)
    first.apply(A.REVEAL)
    statement = first.state.statement

    second = at_ability_window(fief=3)
    second.undo()
    second.undo()
    second.apply(A.choose_fief(6))
    second.apply(A.BEGIN_VISIT)
    second.apply(A.REVEAL)
    assert second.state.statement == statement
    assert second.state.deck == first.state.deck


def test_undo_then_the_same_choice_gives_the_same_cards_in_random_games() -> None:
    """At every point where undo is possible: undo it all, choose the same again → identical
    states (deck order and generator included), and the next new card is the same."""
    checked = 0
    for seed, setup in [(3, "intro"), (4, "full"), (5, "full")]:
        session = Session(seed, setup, 16)
        rng = random.Random(seed)
        twin = Session(seed, setup, 16)  # the same game, never undone
        while not session.over:
            action = rng.choice([a for a in session.legal() if a is not A.STOP_GAME])
            session.apply(action)
            twin.apply(action)
            if not session.can_undo():
                continue
            snapshot = session.state
            taken: list = []
            while session.can_undo():
                taken.append(session.actions[-1])
                session.undo()
            for again in reversed(taken):
                session.apply(again)
            assert session.state == snapshot
            assert state_to_json(session.state) == state_to_json(twin.state)
            checked += 1
        assert session.state == twin.state
    assert checked > 100


def test_undo_never_passes_new_information_in_random_games() -> None:
    """An independent judge (a hidden card seen, the deck reordered, the generator used, the
    game over) must agree that each step undo takes back showed nothing new, and right after a
    step that showed something new, undo must be refused."""
    for seed, setup in [(6, "intro"), (7, "intro"), (8, "full"), (9, "full"), (10, "full")]:
        session = Session(seed, setup, 16)
        rng = random.Random(seed)
        pairs: list[tuple] = []  # (state before, state after) of each step, parallel to session.steps
        while not session.over:
            action = rng.choice([a for a in session.legal() if a is not A.STOP_GAME])
            before = session.state
            session.apply(action)
            pairs.append((before, session.state))
            if shows_something_new(before, session.state):
                assert not session.can_undo(), (seed, action, session.steps[-1].events)
            if rng.random() < 0.3:
                depth = 0
                while session.undo():
                    depth += 1
                    before, after = pairs.pop()
                    assert session.state == before
                    assert not shows_something_new(before, after)
                for _ in range(depth):  # choose the same again: the game goes on as before
                    before = session.state
                    session.redo()
                    pairs.append((before, session.state))
        assert len(pairs) == len(session.steps)


def test_steps_undo_takes_back_are_those_the_judge_calls_uninformative() -> None:
    for seed, setup in [(11, "intro"), (12, "full"), (13, "full")]:
        session = Session(seed, setup, 16)
        rng = random.Random(seed)
        while not session.over:
            session.apply(rng.choice([a for a in session.legal() if a is not A.STOP_GAME]))
            steps = list(session.steps)
            taken = 0
            while session.undo():
                taken += 1
            for k in range(len(steps) - taken, len(steps)):
                before = steps[k - 1].state if k else session.start
                assert not shows_something_new(before, steps[k].state), (seed, steps[k].action, steps[k].events)
            for _ in range(taken):
                session.redo()
            assert session.steps == steps


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    setup=st.sampled_from(["intro", "full"]),
    moves=st.lists(st.one_of(st.integers(0, 40), st.sampled_from(["undo", "redo"])), max_size=80),
)
def test_any_mix_of_apply_undo_and_redo_keeps_the_session_consistent(seed: int, setup: str, moves: list) -> None:
    session = Session(seed, setup, 16)
    undos = 0
    for move in moves:
        if session.over:
            break
        if move == "undo":
            could, steps = session.can_undo(), len(session.steps)
            assert session.undo() is could
            undos += could
            assert len(session.steps) == steps - could
        elif move == "redo":
            could, redo = session.can_redo(), list(session.redo_stack)
            before = session.state
            result = session.redo()
            assert (result is not None) is could
            if could:
                assert session.actions[-1] == redo[-1] and session.redo_stack == redo[:-1]
            else:
                assert session.state == before
        else:
            legal = session.legal()
            session.apply(legal[move % len(legal)])
            assert session.redo_stack == []
        assert session.undo_count == undos
        # the state is always the one the history leads to from the seed
        assert session.state == Session.replay(seed, setup, 16, session.actions).state


# -- Ironman ------------------------------------------------------------------------------------------


def test_ironman_refuses_undo_and_redo() -> None:
    session = Session(1, "intro", 16, undo_allowed=False)
    calls: list[str] = []
    session.listeners.append(lambda s, what, events: calls.append(what))
    session.apply(A.choose_fief(3))
    session.apply(A.BACK)
    calls.clear()
    state = session.state
    assert not session.can_undo()
    assert session.undo() is False
    assert not session.can_redo()
    assert session.redo() is None
    assert session.state == state and len(session.steps) == 2
    assert session.undo_count == 0 and session.redo_stack == []
    assert calls == ["refused"]  # told once, so that the refusal is saved
    assert session.undo_refused and session.ironman


def test_ironman_switched_on_can_be_switched_back_until_an_undo_is_refused() -> None:
    session = Session(1, "intro", 16)
    session.apply(A.choose_fief(3))
    assert session.set_ironman(True) and not session.can_undo()
    assert session.ironman_from == 1 and not session.ironman
    assert session.set_ironman(False) and session.can_undo()
    assert session.ironman_from is None
    session.set_ironman(True)
    assert session.undo() is False
    assert session.set_ironman(False) is False and not session.undo_allowed


def test_a_game_started_as_ironman_is_ironman_from_first_to_last_action() -> None:
    session = Session(1, "intro", 16, undo_allowed=False)
    assert session.ironman_from == 0 and session.ironman
    session.apply(A.choose_fief(3))
    assert session.set_ironman(False) and session.set_ironman(True)
    assert session.ironman_from == 1 and not session.ironman


# -- listeners ------------------------------------------------------------------------------------------


def test_listeners_hear_apply_undo_and_redo_with_their_events() -> None:
    session = Session(1, "intro", 16)
    heard: list[tuple] = []
    session.listeners.append(lambda s, what, events: heard.append((s, what, list(events), len(s.steps))))
    events = session.apply(A.choose_fief(2))
    session.undo()
    redone = session.redo()
    assert redone == events
    assert heard == [
        (session, "apply", events, 1),
        (session, "undo", [], 0),
        (session, "redo", events, 1),
    ]
    # refused undo / redo tell nobody
    session.apply(A.BEGIN_VISIT)
    session.apply(A.REVEAL)
    heard.clear()
    assert session.undo() is False and session.redo() is None
    assert heard == []


def test_every_listener_is_called_after_the_change() -> None:
    session = Session(1, "intro", 16)
    seen: list[tuple[str, int]] = []
    session.listeners.append(lambda s, what, events: seen.append(("first", s.state.kingdom.visiting)))
    session.listeners.append(lambda s, what, events: seen.append(("second", s.state.kingdom.visiting)))
    session.apply(A.choose_fief(5))
    assert seen == [("first", 5), ("second", 5)]


@pytest.mark.parametrize(
    "action",
    [
        A.play(card_of("5L")),
        A.REVEAL,
        A.choose_fief(9),
        A.pick_option("stop"),
        A.activate(0),
        A.substitute("KL", 0),
        A.unsubstitute(0),
        A.STOP_GAME,
    ],
)
def test_an_illegal_action_changes_nothing_and_tells_no_listener(action) -> None:
    session = Session(1, "intro", 16)
    session.apply(A.choose_fief(3))
    session.apply(A.BACK)
    session.undo()  # a redo stack and an undo count that must survive
    assert session.state.phase is Phase.CHOOSE_SUBSTITUTES and not session.state.kingdom.friends
    heard: list[str] = []
    session.listeners.append(lambda s, what, events: heard.append(what))
    before = (session.state, list(session.steps), list(session.redo_stack), session.undo_count)
    with pytest.raises(IllegalAction):
        session.apply(action)
    assert (session.state, list(session.steps), list(session.redo_stack), session.undo_count) == before
    assert heard == []


def test_a_response_not_in_hand_is_refused_without_change() -> None:
    session = at_ability_window()
    session.apply(A.REVEAL)
    missing = next(card for card in range(len(CARD_NAMES)) if card not in session.state.hand)
    before = session.state
    with pytest.raises(IllegalAction):
        session.apply(A.play(missing))
    assert session.state == before and len(session.steps) == 3


# -- replay ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "setup", "threshold"), [(21, "intro", 16), (22, "full", 18), (23, "full", 20)])
def test_replaying_the_actions_gives_the_same_game(seed: int, setup: str, threshold: int) -> None:
    session = random_session(seed, setup, threshold, undo_every=7)
    again = Session.replay(seed, setup, threshold, session.actions)
    assert again.state == session.state
    assert state_to_json(again.state) == state_to_json(session.state)
    assert [s.events for s in again.steps] == [s.events for s in session.steps]
    assert [s.reveals for s in again.steps] == [s.reveals for s in session.steps]
    assert again.can_undo() == session.can_undo()


def test_replay_of_a_partial_game_keeps_undo_possibilities_and_ironman() -> None:
    session = random_session(24, "full", steps=40)
    again = Session.replay(24, "full", 16, session.actions)
    assert again.state == session.state and again.can_undo() == session.can_undo()
    iron = Session.replay(24, "full", 16, session.actions, undo_allowed=False)
    assert iron.state == session.state and not iron.can_undo()


def test_replay_refuses_an_illegal_history() -> None:
    with pytest.raises(IllegalAction):
        Session.replay(1, "intro", 16, [A.choose_fief(3), A.choose_fief(4)])


# -- the hints shown, kept for the review -------------------------------------------------------


def shown_advice(session: Session, value: float) -> Advice:
    """Advice for the position now, every action worth ``value`` (what a hint would show)."""
    return Advice(tuple(ActionAdvice(a, value, False, 5) for a in session.legal()), 0, value)


def test_the_hints_shown_are_kept_by_step_while_the_game_goes_that_way() -> None:
    session = Session(1, "intro", 16)
    start = session.state
    at_fiefs = shown_advice(session, 0.4)
    session.note_hint(start, at_fiefs)
    session.apply(A.choose_fief(3))
    at_friends = shown_advice(session, 0.6)
    session.note_hint(session.state, at_friends)
    session.note_hint(start, shown_advice(session, 0.9))  # not the position now: not kept
    assert session.hints_shown() == {0: at_fiefs}  # step 1 is not played yet
    session.apply(A.BEGIN_VISIT)
    assert session.hints_shown() == {0: at_fiefs, 1: at_friends}
    # Taken back and played again the same way, the hint still stands; another way drops it.
    assert session.undo()
    assert session.undo()
    assert session.hints_shown() == {}
    session.apply(A.choose_fief(3))
    session.apply(A.BEGIN_VISIT)
    assert session.hints_shown() == {0: at_fiefs, 1: at_friends}
    assert session.undo() and session.undo()
    session.apply(A.choose_fief(4))
    session.apply(A.BEGIN_VISIT)
    assert session.hints_shown() == {0: at_fiefs}


def test_the_moments_of_the_steps_are_their_events_each_with_the_position_after_it() -> None:
    session = Session(11, "full", 16)
    rng = random.Random(11)
    while session.state.phase is not Phase.RESPOND:
        session.apply(rng.choice([a for a in session.legal() if a is not A.STOP_GAME]))
    note = E.VisitSettled(session.state.kingdom.visiting or 0, True)
    session.apply(session.legal()[0], note=note)  # a note of the session's own, before the rules' events
    for _ in range(60):
        session.apply(rng.choice([a for a in session.legal() if a is not A.STOP_GAME]))
    moments = session.moments()
    assert [m.event for m in moments] == [e for step in session.steps for e in step.events]
    noted = next(m for m in moments if m.event is note)
    assert noted.state == session.steps[len(session.steps) - 62].state  # shown where it was put
    last = len(session.steps) - 1
    assert session.moments(last)[-1].state == session.state
    assert [m.event for m in session.moments(last)] == list(session.steps[last].events)
