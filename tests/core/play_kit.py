"""Shared tools for flow, property and engine tests: the universe of actions, random
play, and the invariants that must hold at every step (docs/RULES.md, docs/ENGINE_PROTOCOL.md)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import replace

from forNorthwood.core import (
    CARD_NAMES,
    CHARACTERS,
    FIEF_STARS,
    IllegalAction,
    Phase,
    State,
    apply,
    legal_actions,
    new_game,
    state_from_json,
    state_to_json,
    view,
)
from forNorthwood.core import actions as A
from forNorthwood.core.errors import GAME_OVER, WRONG_PHASE

ERROR_CODES = frozenset(
    {
        "MALFORMED",
        "INVALID_POSITION",
        "WRONG_PHASE",
        "MUST_FOLLOW_SUIT",
        "NOT_IN_HAND",
        "ALLY_EXHAUSTED",
        "ONE_ABILITY_PER_DIALOGUE",
        "FIEF_NOT_AVAILABLE",
        "NOT_A_FRIEND",
        "INVALID_CHOICE",
        "GAME_OVER",
    }
)


def action_universe() -> tuple[A.Action, ...]:
    """Every action the protocol can express, each shape with every value."""
    out = [A.choose_fief(f) for f in range(8)]
    out += [A.STOP_GAME, A.BACK, A.BEGIN_VISIT, A.REVEAL]
    out += [A.substitute(c, s) for c in CHARACTERS for s in range(4)]
    out += [A.unsubstitute(s) for s in range(4)]
    out += [A.activate(s) for s in range(4)]
    out += [A.play(c) for c in range(len(CARD_NAMES))]
    out += [A.pick_card(c) for c in range(len(CARD_NAMES))]
    out += [A.pick_suit(s) for s in "CFLE"]
    out += [A.pick_fief(f) for f in range(8)]
    out += [A.pick_slot(s) for s in range(4)]
    out += [A.pick_option(o) for o in ("stop", "continue", "skip")]
    return tuple(out)


UNIVERSE = action_universe()

# The phase in which each action type can be legal at all.
ACTION_PHASE = {
    "choose_fief": Phase.CHOOSE_FIEF,
    "stop_game": Phase.CHOOSE_FIEF,
    "substitute": Phase.CHOOSE_SUBSTITUTES,
    "unsubstitute": Phase.CHOOSE_SUBSTITUTES,
    "back": Phase.CHOOSE_SUBSTITUTES,
    "begin_visit": Phase.CHOOSE_SUBSTITUTES,
    "activate": Phase.ABILITY_WINDOW,
    "reveal": Phase.ABILITY_WINDOW,
    "play": Phase.RESPOND,
    "pick": Phase.DECISION,
}


def names(cards) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def canonical(state: State) -> str:
    return json.dumps(state_to_json(state), sort_keys=True)


# -- invariants ---------------------------------------------------------------------


def check_state(state: State) -> dict:
    """Every invariant a single state must satisfy; returns its view."""
    # the 32 dialogue cards, each in exactly one pile
    every = [*state.hand, *state.deck, *state.discard, *state.score]
    assert sorted(every) == list(range(32)), f"cards not a partition: {sorted(every)}"

    v = view(state)
    json.dumps(v)  # plain JSON
    assert "deck" not in v, "the view must not carry the deck"
    assert sorted(v["hand"]) == sorted(names(state.hand))
    assert v["discard"] == names(state.discard)
    assert v["score"] == names(state.score)
    assert len(v["score"]) == len(state.score)
    assert v["deck_count"] == len(state.deck)
    assert 0 <= state.known_top <= len(state.deck)
    assert v["deck_known_top"] == names(state.deck[: state.known_top]), "known top must be a prefix of the deck"
    assert len(v["hand"]) + v["deck_count"] + len(v["discard"]) + len(v["score"]) == 32
    seen = [*v["hand"], *v["discard"], *v["score"]]
    assert len(set(seen)) == len(seen)
    assert v["phase"] == state.phase.value

    # the hidden part of the deck is invisible: reordering it changes nothing in the view
    hidden = state.deck[state.known_top :]
    if len(hidden) > 1:
        shuffled_deck = (*state.deck[: state.known_top], *reversed(hidden))
        assert view(replace(state, deck=shuffled_deck)) == v, "the view leaks the hidden deck order"

    # fiefs, characters, friends
    fiefs = v["fiefs"]
    assert [f["number"] for f in fiefs] == list(range(8))
    assert [f["stars"] for f in fiefs] == list(FIEF_STARS)
    for f in fiefs:
        assert f["status"] in ("unvisited", "won", "lost")
        assert (f["ruler"] is None) == (f["status"] == "lost"), f
    won_rulers = {f["ruler"] for f in fiefs if f["status"] == "won"}
    table = [f["ruler"] for f in fiefs if f["ruler"] is not None] + [a["ally"] for a in v["allies"]]
    assert len(table) == len(set(table)), f"a character twice: {table}"
    subs = [a["substitute"] for a in v["allies"] if a["substitute"] is not None]
    assert len(v["allies"]) == 4 and [a["slot"] for a in v["allies"]] == [0, 1, 2, 3]
    assert set(v["friends"]) <= won_rulers and set(subs) <= won_rulers
    assert len(v["friends"]) == len(set(v["friends"])) and len(subs) == len(set(subs))
    assert not set(v["friends"]) & set(subs), "a friend is either available or in use"
    stars = sum(f["stars"] for f in fiefs if f["status"] == "won")
    assert v["stars"] == stars
    assert v["stars_still_possible"] == stars + sum(f["stars"] for f in fiefs if f["status"] == "unvisited")

    # phase by phase
    phase = state.phase
    if phase in (Phase.CHOOSE_FIEF, Phase.GAME_OVER):
        assert v["visiting"] is None and v["target"] is None and v["ruler"] is None and v["trump"] is None
        assert not subs and not any(a["exhausted"] for a in v["allies"])
    else:
        assert v["visiting"] is not None and fiefs[v["visiting"]]["status"] == "unvisited"
        assert v["target"] == v["visiting"]
        assert v["ruler"] == fiefs[v["visiting"]]["ruler"] and v["trump"] == v["ruler"][1]
    if phase is Phase.CHOOSE_FIEF:
        assert len(state.hand) == 8 and len(state.deck) == 24 and not state.discard and not state.score
        assert any(f["status"] == "unvisited" for f in fiefs)
    if phase is Phase.CHOOSE_SUBSTITUTES:
        assert not any(a["exhausted"] for a in v["allies"])
    if phase in (Phase.ABILITY_WINDOW, Phase.RESPOND, Phase.DECISION):
        assert state.hand or phase is Phase.DECISION
    if phase is Phase.ABILITY_WINDOW:
        assert state.hand and state.deck, "an empty hand or deck ends the visit"
    if phase is Phase.RESPOND:
        assert v["statement"] is not None and v["discard"][-1] == v["statement"]
        plays = {a.card for a in legal_actions(state)}
        assert plays == expected_responses(state.hand, state.statement), "follow suit if possible, else anything"
    else:
        assert v["statement"] is None
    assert (v["decision"] is not None) == (phase is Phase.DECISION)
    if phase is Phase.GAME_OVER:
        assert v["result"] == ("won" if stars >= v["threshold"] else "lost")
        assert legal_actions(state) == ()
    else:
        assert v["result"] is None

    # legal actions: each once, all of the current phase
    legal = legal_actions(state)
    assert len(set(legal)) == len(legal), "an action listed twice"
    assert all(ACTION_PHASE[a.type] is phase for a in legal)
    if phase is not Phase.GAME_OVER:
        assert legal, "a game in progress always has something to do"
    if phase is Phase.CHOOSE_FIEF:
        assert (A.STOP_GAME in legal) == (v["stars_still_possible"] < v["threshold"])
    return v


def check_json_round_trip(state: State) -> None:
    text = json.dumps(state_to_json(state))
    again = state_from_json(json.loads(text))
    assert again == state
    assert json.dumps(state_to_json(again)) == text
    assert legal_actions(again) == legal_actions(state)


def check_legal_actions_apply(state: State) -> None:
    """Every action in legal_actions applies without error."""
    for action in legal_actions(state):
        apply(state, action)


def check_legality(state: State, universe=UNIVERSE) -> None:
    """``action in legal_actions`` ⇔ ``apply`` succeeds, over the whole universe."""
    legal = set(legal_actions(state))
    for action in legal:
        apply(state, action)  # must not raise
    for action in universe:
        if action in legal:
            continue
        try:
            apply(state, action)
        except IllegalAction as err:
            assert err.code in ERROR_CODES, err
            if state.phase is Phase.GAME_OVER:
                assert err.code == GAME_OVER, (action, err)
            elif ACTION_PHASE[action.type] is not state.phase:
                assert err.code == WRONG_PHASE, (action, err)
        else:
            raise AssertionError(f"{action} is not legal in {state.phase} but was applied")


def expected_responses(hand, statement: int) -> set[int]:
    """Follow suit if possible (trump never excuses), else anything: docs/RULES.md 3.3."""
    follow = {c for c in hand if c >> 3 == statement >> 3}
    return follow or set(hand)


def expected_win(statement: int, response: int, trump: int | None) -> bool:
    """docs/RULES.md 3.4: higher in the statement's suit, or trump against a non-trump statement."""
    if response >> 3 == statement >> 3:
        return (response & 7) > (statement & 7)
    return trump is not None and response >> 3 == trump and statement >> 3 != trump


def check_dialogue(before: State, action, after: State, events: list[dict]) -> None:
    """A response, checked against an independent reading of the rules."""
    statement = before.statement
    assert statement is not None
    card = action.card
    assert card in expected_responses(before.hand, statement)
    won = expected_win(statement, card, before.kingdom.trump)
    dialogue = [e for e in events if e["type"] == "dialogue"]
    assert len(dialogue) == 1 and dialogue[0]["response"] == CARD_NAMES[card] and dialogue[0]["won"] is won, events
    over = [e for e in events if e["type"] == "visit_over"]
    if over:
        assert over[0]["score"] == len(before.score) + won, (over, len(before.score), won)
    else:
        # the statement stays on the discard pile; the response goes to score if won, else to discard
        assert statement in after.discard
        assert card in (after.score if won else after.discard)
        assert len(after.score) == len(before.score) + won


def check_events(before: State, after: State, events: list[dict], action=None) -> None:
    json.dumps(events)
    if action is not None and action.type == "play":
        check_dialogue(before, action, after, events)
    for e in events:
        if e["type"] == "visit_over":
            fief = e["fief"]
            assert e["target"] == fief
            assert e["won"] == (e["score"] == fief)
            status = after.kingdom.fiefs[fief].status
            assert status == ("won" if e["won"] else "lost")
            if e["won"]:
                assert after.kingdom.fiefs[fief].ruler == e["ruler"]
            else:
                assert after.kingdom.fiefs[fief].ruler is None


# -- random play ----------------------------------------------------------------------


Policy = Callable[[State, tuple], A.Action]


def random_policy(rng: random.Random, avoid_stop: bool = False) -> Policy:
    def choose(state: State, legal: tuple) -> A.Action:
        if avoid_stop and len(legal) > 1:
            legal = tuple(a for a in legal if a.type != "stop_game")
        return rng.choice(legal)

    return choose


def play(state: State, policy: Policy, max_steps: int = 20000) -> Iterator[tuple[State, A.Action, State, list]]:
    """Play until game over, yielding (before, action, after, events) for each step."""
    for _ in range(max_steps):
        if state.phase is Phase.GAME_OVER:
            return
        legal = legal_actions(state)
        action = policy(state, legal)
        after, events = apply(state, action)
        yield state, action, after, [event.to_json() for event in events]
        state = after
    raise AssertionError(f"no game over after {max_steps} steps")


def random_game(seed: int, setup: str, threshold: int, avoid_stop: bool = False):
    """(actions, final state) of a random game."""
    state = new_game(seed, setup, threshold)
    actions = []
    for _, action, after, _ in play(state, random_policy(random.Random(seed), avoid_stop)):
        actions.append(action)
        state = after
    return actions, state


def check_game_over(final: State, last_action: A.Action) -> None:
    assert final.phase is Phase.GAME_OVER
    statuses = [f.status for f in final.kingdom.fiefs]
    if last_action.type == "stop_game":
        assert final.kingdom.stars_still_possible < final.kingdom.threshold
    else:
        assert "unvisited" not in statuses, "the game ends after the eighth visit"
