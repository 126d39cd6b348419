"""The JSON-lines seam ``python -m forNorthwood.engine`` (docs/ENGINE_PROTOCOL.md), through a
real subprocess, and ``forNorthwood.engine.server.answer`` in process under garbage input."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forNorthwood.core import (
    CARD_NAMES,
    action_from_json,
    apply,
    legal_actions,
    new_game,
    state_from_json,
    state_to_json,
)
from forNorthwood.engine import answer
from forNorthwood.i18n.messages import card_label

from ..core.play_kit import ERROR_CODES

ROOT = Path(__file__).resolve().parents[2]
ENGINE = [sys.executable, "-m", "forNorthwood.engine"]
RULERS = ["QC", "QF", "QL", "QE", "KC", "KF", "KL", "KE"]
ALLIES = ["JC", "JF", "JL", "JE"]


def encode(request: object) -> bytes:
    if isinstance(request, bytes):
        return request if request.endswith(b"\n") else request + b"\n"
    text = request if isinstance(request, str) else json.dumps(request)
    return (text + "\n").encode("utf-8")


def run_engine(requests: list, timeout: float = 120) -> tuple[list[dict], bytes]:
    """Feed all requests at once; check the exit status, stderr and one answer per line."""
    data = b"".join(encode(r) for r in requests)
    proc = subprocess.run(ENGINE, input=data, capture_output=True, cwd=ROOT, timeout=timeout)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-2000:]
    assert b"Traceback" not in proc.stderr
    assert proc.stderr == b"", proc.stderr.decode(errors="replace")[-2000:]
    lines = proc.stdout.decode("utf-8").splitlines()
    assert len(lines) == len(requests), f"{len(lines)} answers for {len(requests)} requests"
    return [json.loads(line) for line in lines], proc.stdout


class Engine:
    """An engine process spoken to one line at a time."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            ENGINE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT
        )

    def ask(self, request: object) -> dict:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(encode(request))
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        assert line, "the engine stopped answering: " + self.close_and_read_stderr()
        return json.loads(line)

    def close_and_read_stderr(self) -> str:
        assert self.proc.stdin is not None and self.proc.stderr is not None
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        self.proc.wait(timeout=30)
        return self.proc.stderr.read().decode(errors="replace")

    def close(self) -> None:
        stderr = self.close_and_read_stderr()
        assert self.proc.returncode == 0, stderr
        assert stderr == "", stderr


@pytest.fixture
def engine():
    eng = Engine()
    yield eng
    eng.close()


def is_error(reply: dict, code: str | None = None) -> dict:
    assert set(reply) == {"error"}, reply
    error = reply["error"]
    assert set(error) == {"code", "message"}
    assert error["code"] in ERROR_CODES, error
    assert isinstance(error["message"], str) and error["message"].strip()
    assert "Traceback" not in error["message"]
    if code is not None:
        assert error["code"] == code, error
    return error


def position(**changes) -> dict:
    """A mid-visit position at fief 3 (ruler QE, trump Eyes)."""
    hand = ["5L", "1E", "7E", "8F"]
    pos = {
        "setup": "intro",
        "threshold": 16,
        "fiefs": [{"ruler": r, "status": "unvisited"} for r in RULERS],
        "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ALLIES],
        "friends": [],
        "visiting": 3,
        "phase": "ability_window",
        "ability_used": False,
        "hand": hand,
        "discard": [],
        "score": [],
    }
    pos.update(changes)
    named = {*pos["hand"], *pos["discard"], *pos["score"], *pos.get("deck", [])}
    pos.setdefault("deck", [c for c in CARD_NAMES if c not in named])
    return pos


def between_visits(**changes) -> dict:
    changes.setdefault("hand", list(CARD_NAMES[:8]))
    return position(phase="choose_fief", visiting=None, **changes)


def fiefs(**statuses: str) -> list[dict]:
    """``fiefs(f0="won", f2="lost")``."""
    out = []
    for number, ruler in enumerate(RULERS):
        status = statuses.get(f"f{number}", "unvisited")
        out.append({"ruler": None if status == "lost" else ruler, "status": status})
    return out


# -- requests and answers --------------------------------------------------------------


def test_new_legal_apply_view_round_trip(engine):
    reply = engine.ask({"op": "new", "seed": 1, "setup": "intro", "threshold": 16})
    assert set(reply) == {"state", "view"}
    state, v = reply["state"], reply["view"]
    assert v["phase"] == "choose_fief" and len(v["hand"]) == 8 and v["deck_count"] == 24
    assert v["threshold"] == 16
    assert "deck" not in v
    # the same game as in process
    assert state == state_to_json(new_game(1, "intro", 16))
    legal = engine.ask({"op": "legal", "state": state})
    assert set(legal) == {"actions"}
    assert legal["actions"] == [{"type": "choose_fief", "fief": f} for f in range(8)]
    applied = engine.ask({"op": "apply", "state": state, "action": {"type": "choose_fief", "fief": 5}})
    assert set(applied) == {"state", "view", "events"}
    assert applied["view"]["phase"] == "choose_substitutes" and applied["view"]["target"] == 5
    assert isinstance(applied["events"], list) and applied["events"]
    assert engine.ask({"op": "view", "state": applied["state"]}) == {"view": applied["view"]}
    legal = engine.ask({"op": "legal", "state": applied["state"]})
    assert {"type": "begin_visit"} in legal["actions"] and {"type": "back"} in legal["actions"]
    assert len({json.dumps(a, sort_keys=True) for a in legal["actions"]}) == len(legal["actions"])


def test_an_error_changes_nothing(engine):
    state = engine.ask({"op": "new", "seed": 2})["state"]
    bad = engine.ask({"op": "apply", "state": state, "action": {"type": "reveal"}})
    is_error(bad, "WRONG_PHASE")
    assert engine.ask({"op": "view", "state": state})["view"]["phase"] == "choose_fief"


def test_one_answer_per_line_in_order():
    requests: list = []
    for seed in range(12):
        requests.append({"op": "new", "seed": seed, "setup": ("intro", "full")[seed % 2], "threshold": 18})
        requests.append(f"garbage line {seed}")
    answers, _ = run_engine(requests)
    for seed in range(12):
        expected = state_to_json(new_game(seed, ("intro", "full")[seed % 2], 18))
        assert answers[2 * seed]["state"] == expected
        is_error(answers[2 * seed + 1], "MALFORMED")


def test_the_defaults_are_the_introductory_game_at_16_stars():
    (reply,), _ = run_engine([{"op": "new", "seed": 3}])
    assert reply["view"]["threshold"] == 16
    assert sorted(a["ally"] for a in reply["view"]["allies"]) == sorted(ALLIES)


PILES = {"hand", "deck", "discard", "score"}


def check_event_shapes(events: list[dict]) -> set[str]:
    """The event shapes of docs/ENGINE_PROTOCOL.md, "Events"; returns the types seen."""
    assert isinstance(events, list)
    for e in events:
        assert isinstance(e.get("type"), str), e
        if e["type"] == "moved":
            assert e["card"] in CARD_NAMES and e["from"] in PILES and e["to"] in PILES and e["from"] != e["to"], e
        elif e["type"] == "statement":
            assert e["card"] in CARD_NAMES, e
        elif e["type"] == "dialogue":
            assert e["response"] in CARD_NAMES and isinstance(e["won"], bool), e
        elif e["type"] == "visit_over":
            assert e["fief"] in range(8) and isinstance(e["won"], bool), e
        elif e["type"] == "shuffled":
            assert isinstance(e["pile"], str), e
    return {e["type"] for e in events}


def play_through_seam(eng: Engine, seed: int, setup: str, threshold: int, avoid_stop: bool) -> tuple[list, dict]:
    rnd = random.Random(seed)
    reply = eng.ask({"op": "new", "seed": seed, "setup": setup, "threshold": threshold})
    state, v = reply["state"], reply["view"]
    actions = []
    types: set[str] = set()
    for _ in range(5000):
        if v["phase"] == "game_over":
            break
        legal = eng.ask({"op": "legal", "state": state})["actions"]
        assert legal
        if avoid_stop and len(legal) > 1:
            legal = [a for a in legal if a["type"] != "stop_game"]
        action = rnd.choice(legal)
        reply = eng.ask({"op": "apply", "state": state, "action": action})
        assert "error" not in reply, (action, reply)
        state, v = reply["state"], reply["view"]
        assert len(v["hand"]) + v["deck_count"] + len(v["discard"]) + len(v["score"]) == 32
        if v["phase"] == "decision":
            decision = v["decision"]
            assert {"ability", "kind", "prompt"} <= set(decision)
            assert isinstance(decision["prompt"], str) and " " in decision["prompt"], "a sentence for the player"
        types |= check_event_shapes(reply["events"])
        actions.append(action)
    assert v["phase"] == "game_over"
    assert eng.ask({"op": "legal", "state": state}) == {"actions": []}
    assert {"moved", "statement", "dialogue", "visit_over", "shuffled"} <= types, types
    return actions, state


@pytest.mark.parametrize(("seed", "setup", "threshold", "avoid_stop"), [(4, "intro", 16, True), (5, "full", 20, False)])
def test_a_whole_game_through_the_seam(engine, seed, setup, threshold, avoid_stop):
    actions, final = play_through_seam(engine, seed, setup, threshold, avoid_stop)
    assert final["phase"] == "game_over"
    if avoid_stop:
        assert all(f["status"] != "unvisited" for f in final["fiefs"])
    # the same actions in process give the same final state
    state = new_game(seed, setup, threshold)
    for action in actions:
        state, _ = apply(state, action_from_json(action))
    assert state_to_json(state) == final


def test_same_input_gives_byte_identical_output_across_runs():
    # record a game, then replay its requests in two fresh processes
    requests: list = [{"op": "new", "seed": 8, "setup": "full", "threshold": 18}]
    state = new_game(8, "full", 18)
    rnd = random.Random(8)
    for _ in range(150):
        legal = legal_actions(state)
        if not legal:
            break
        action = rnd.choice(legal)
        requests.append({"op": "legal", "state": state_to_json(state)})
        requests.append({"op": "view", "state": state_to_json(state)})
        requests.append({"op": "apply", "state": state_to_json(state), "action": action.to_json()})
        state, _ = apply(state, action)
    requests += ["not json", {"op": "new", "seed": 9}, {"op": "position", "position": position()}]
    first_answers, first = run_engine(requests)
    _, second = run_engine(requests)
    assert first == second
    assert all("error" not in a for a in first_answers[:-3])


# -- bad input: an error answer and the engine goes on --------------------------------------


def bad_lines(state: dict) -> list:
    """(line, allowed error codes) pairs of malformed requests."""
    ok_action = {"type": "choose_fief", "fief": 1}

    def with_state(**changes) -> dict:
        tampered = json.loads(json.dumps(state))
        tampered.update(changes)
        return {"op": "apply", "state": tampered, "action": ok_action}

    def with_action(action) -> dict:
        return {"op": "apply", "state": state, "action": action}

    missing_card = json.loads(json.dumps(state))
    removed = missing_card["deck"].pop(5)
    doubled = json.loads(json.dumps(state))
    doubled["deck"][5] = doubled["hand"][0]
    bad_state = ("MALFORMED", "INVALID_POSITION")
    deep = 100_000
    return [
        # not JSON
        ("not json", ("MALFORMED",)),
        ("{", ("MALFORMED",)),
        ("{'op': 'new', 'seed': 1}", ("MALFORMED",)),
        ('{"op": "new", "seed": 1', ("MALFORMED",)),
        ('{"op": "new", "seed": 1}}', ("MALFORMED",)),
        (b"\xff\xfe\x00{garbage\x80", ("MALFORMED",)),
        ("\u00e9t\u00e9 \u2603", ("MALFORMED",)),
        # not an object
        ("[1, 2, 3]", ("MALFORMED",)),
        ('"new"', ("MALFORMED",)),
        ("42", ("MALFORMED",)),
        ("null", ("MALFORMED",)),
        ("true", ("MALFORMED",)),
        # unknown op
        ({"op": "fly"}, ("MALFORMED",)),
        ({"op": "NEW", "seed": 1}, ("MALFORMED",)),
        ({"seed": 1}, ("MALFORMED",)),
        ({}, ("MALFORMED",)),
        ({"op": None}, ("MALFORMED",)),
        ({"op": 7}, ("MALFORMED",)),
        # missing fields
        ({"op": "new"}, ("MALFORMED",)),
        ({"op": "apply", "state": state}, ("MALFORMED",)),
        ({"op": "apply", "action": ok_action}, ("MALFORMED",)),
        ({"op": "view"}, ("MALFORMED",)),
        ({"op": "legal"}, ("MALFORMED",)),
        ({"op": "position"}, ("MALFORMED", "INVALID_POSITION")),
        (with_action({"type": "choose_fief"}), ("MALFORMED",)),
        (with_action({"fief": 1}), ("MALFORMED",)),
        (with_action({"type": "pick"}), ("MALFORMED",)),
        # bad values
        ({"op": "new", "seed": 1, "threshold": 17}, ("MALFORMED",)),
        ({"op": "new", "seed": 1, "setup": "hard"}, ("MALFORMED",)),
        ({"op": "new", "seed": "1"}, ("MALFORMED",)),
        ({"op": "new", "seed": 1.5}, ("MALFORMED",)),
        ({"op": "new", "seed": None}, ("MALFORMED",)),
        ({"op": "new", "seed": True}, ("MALFORMED",)),
        ('{"op": "new", "seed": 1e999}', ("MALFORMED",)),
        ('{"op": "new", "seed": NaN}', ("MALFORMED",)),
        (with_action({"type": "fly"}), ("MALFORMED",)),
        (with_action({"type": "choose_fief", "fief": "1"}), ("MALFORMED",)),
        (with_action({"type": "choose_fief", "fief": 8}), ("MALFORMED", "FIEF_NOT_AVAILABLE")),
        (with_action({"type": "choose_fief", "fief": -1}), ("MALFORMED", "FIEF_NOT_AVAILABLE")),
        (with_action({"type": "choose_fief", "fief": 1.0}), ("MALFORMED",)),
        (with_action({"type": "choose_fief", "fief": True}), ("MALFORMED",)),
        (with_action({"type": "choose_fief", "fief": 1, "card": "5L"}), ("MALFORMED",)),
        (with_action({"type": "play", "card": "9Z"}), ("MALFORMED",)),
        (with_action({"type": "pick", "card": "1C", "suit": "C"}), ("MALFORMED",)),
        (with_action({"type": "pick", "option": "maybe"}), ("MALFORMED",)),
        (with_action({"type": "pick", "suit": "X"}), ("MALFORMED",)),
        (with_action({"type": "substitute", "friend": "ZZ", "slot": 0}), ("MALFORMED", "NOT_A_FRIEND")),
        (with_action({"type": ["play"]}), ("MALFORMED",)),
        (with_action({"type": "play", "card": ["5L"]}), ("MALFORMED",)),
        (with_action("choose_fief"), ("MALFORMED",)),
        (with_action(None), ("MALFORMED",)),
        (with_action([ok_action]), ("MALFORMED",)),
        # deep nesting
        ("[" * deep + "]" * deep, ("MALFORMED",)),
        ('{"op": "new", "seed": ' + "[" * deep + "]" * deep + "}", ("MALFORMED",)),
        ('{"op": "view", "state": ' + '{"a":' * deep + "1" + "}" * deep + "}", ("MALFORMED",)),
        ({"op": "new", "seed": 1, "setup": [[[[[[["intro"]]]]]]]}, ("MALFORMED",)),
        # huge ints
        (with_action({"type": "choose_fief", "fief": 10**30}), ("MALFORMED", "FIEF_NOT_AVAILABLE")),
        (with_action({"type": "activate", "slot": -(10**40)}), ("MALFORMED", "WRONG_PHASE")),
        ({"op": "new", "seed": 1, "threshold": 10**30}, ("MALFORMED",)),
        ('{"op": "new", "seed": ' + "9" * 5000 + "}", ("MALFORMED",)),
        ('{"op": "new", "seed": 1, "threshold": ' + "9" * 4000 + "}", ("MALFORMED",)),
        (with_state(known_top=10**30), bad_state),
        # wrong types inside the state
        ({"op": "view", "state": None}, bad_state),
        ({"op": "view", "state": "state"}, bad_state),
        ({"op": "legal", "state": [state]}, bad_state),
        (with_state(hand="5L"), bad_state),
        (with_state(hand=[["5L"]]), bad_state),
        (with_state(fiefs=5), bad_state),
        (with_state(fiefs=[{"ruler": ["QC"]}] * 8), bad_state),
        (with_state(allies=[1, 2, 3, 4]), bad_state),
        (with_state(allies=[{"ally": {"x": 1}}] * 4), bad_state),
        (with_state(friends="QC"), bad_state),
        (with_state(friends=[["QC"]]), bad_state),
        (with_state(rng=5), bad_state),
        (with_state(rng="zz"), bad_state),
        (with_state(rng=None), bad_state),
        (with_state(rng="1" * 40), bad_state),
        (with_state(known_top="1"), bad_state),
        (with_state(phase=3), bad_state),
        (with_state(phase=["choose_fief"]), bad_state),
        (with_state(phase="nope"), bad_state),
        (with_state(decision=[]), bad_state),
        (with_state(decision={"step": 5}), bad_state),
        (with_state(decision={"step": "top", "kind": "card", "ability": "JF", "options": [["1C"]], "data": []}),
         bad_state),
        (with_state(format=2), bad_state),
        (with_state(format=[1]), bad_state),
        (with_state(visiting="3"), bad_state),
        (with_state(threshold="16"), bad_state),
        (with_state(setup=None), bad_state),
        (with_state(ability_used="no"), bad_state),
        (with_state(statement=5), bad_state),
        (with_state(statement=["1C"]), bad_state),
        # a tampered state: a card removed, a card doubled
        ({"op": "apply", "state": missing_card, "action": ok_action}, bad_state),
        ({"op": "legal", "state": missing_card}, bad_state),
        ({"op": "view", "state": doubled}, bad_state),
        # bad positions
        ({"op": "position", "position": None}, bad_state),
        ({"op": "position", "position": [1]}, bad_state),
        ({"op": "position", "position": position(hand=["5L", "5L"])}, bad_state),
    ], removed  # fmt: skip


def test_malformed_lines_get_error_answers_and_the_engine_goes_on():
    state = state_to_json(new_game(6, "intro", 16))
    cases, _ = bad_lines(state)
    good = {"op": "view", "state": state}
    requests: list = []
    for line, _codes in cases:
        requests += [line, good]
    answers, _ = run_engine(requests)
    expected_view = answer(json.dumps(good))
    for i, (line, codes) in enumerate(cases):
        error = is_error(answers[2 * i])
        assert error["code"] in codes, (str(line)[:200], error)
        assert answers[2 * i + 1] == json.loads(json.dumps(expected_view)), f"no good answer after {str(line)[:200]}"


@pytest.mark.parametrize("op", [["new"], {"name": "new"}, [], {}])
def test_an_op_that_is_a_list_or_object_gets_an_error_answer(op):
    # docs/ENGINE_PROTOCOL.md, "Lines in, lines out": a bad line gets an error answer, never a traceback
    answers, _ = run_engine([{"op": op, "seed": 1}, {"op": "new", "seed": 1}])
    is_error(answers[0], "MALFORMED")
    assert "state" in answers[1]


def test_a_tampered_state_with_a_card_removed_is_refused_naming_it():
    state = state_to_json(new_game(6, "intro", 16))
    _, removed = bad_lines(state)
    missing = json.loads(json.dumps(state))
    missing["deck"].remove(removed)
    (reply,), _ = run_engine([{"op": "legal", "state": missing}])
    error = is_error(reply)
    assert error["code"] in ("MALFORMED", "INVALID_POSITION")
    assert card_label(removed) in error["message"]  # named as a player says it: "2 of Leaves"


@pytest.mark.parametrize("threshold", [16.0, 18.0])
def test_a_float_threshold_is_refused_or_gives_a_usable_state(threshold):
    # docs/ENGINE_PROTOCOL.md, "Requests": threshold is 16/18/20; "The state": it is passed back as it came.
    answers, _ = run_engine([{"op": "new", "seed": 1, "threshold": threshold}])
    if "error" in answers[0]:
        is_error(answers[0], "MALFORMED")
        return
    state = answers[0]["state"]
    again, _ = run_engine([{"op": "legal", "state": state}, {"op": "view", "state": state}])
    assert "error" not in again[0], again[0]
    assert "error" not in again[1], again[1]


def test_a_huge_seed_is_still_a_seed():
    answers, _ = run_engine([{"op": "new", "seed": 10**100}, {"op": "new", "seed": -(2**70)}])
    assert all("state" in a for a in answers)


def test_end_of_input_without_newline_and_empty_input():
    proc = subprocess.run(ENGINE, input=b'{"op": "new", "seed": 1}', capture_output=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stderr == b""
    assert len(proc.stdout.splitlines()) == 1 and "state" in json.loads(proc.stdout)
    proc = subprocess.run(ENGINE, input=b"", capture_output=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stderr == b"" and proc.stdout == b""


def test_crlf_line_endings_are_accepted():
    proc = subprocess.run(
        ENGINE, input=b'{"op": "new", "seed": 1}\r\nnope\r\n', capture_output=True, cwd=ROOT, timeout=60
    )
    assert proc.returncode == 0 and proc.stderr == b""
    first, second = (json.loads(line) for line in proc.stdout.splitlines())
    assert "state" in first
    is_error(second, "MALFORMED")


# -- every error code through the seam ----------------------------------------------------


def test_every_error_code_through_the_seam(engine):
    seen: dict[str, str] = {}

    def expect(reply: dict, code: str) -> str:
        error = is_error(reply, code)
        seen[code] = error["message"]
        return error["message"]

    def pos(**changes) -> dict:
        reply = engine.ask({"op": "position", "position": position(**changes)})
        assert "state" in reply, reply
        return reply["state"]

    def act(state: dict, action: dict) -> dict:
        return engine.ask({"op": "apply", "state": state, "action": action})

    # MUST_FOLLOW_SUIT: statement 7L, the hand holds 5L
    respond = pos(phase="respond", discard=["7L"])
    message = expect(act(respond, {"type": "play", "card": "7E"}), "MUST_FOLLOW_SUIT")
    assert message == "You hold Leaves, so you must answer with Leaves."
    assert "state" in act(respond, {"type": "play", "card": "5L"})

    # NOT_IN_HAND: statement 5C (anything may be played), 2F is not held
    anything = pos(phase="respond", discard=["5C"])
    expect(act(anything, {"type": "play", "card": "2F"}), "NOT_IN_HAND")

    # ALLY_EXHAUSTED
    allies = [{"ally": a, "substitute": None, "exhausted": i == 1} for i, a in enumerate(ALLIES)]
    expect(act(pos(allies=allies), {"type": "activate", "slot": 1}), "ALLY_EXHAUSTED")

    # ONE_ABILITY_PER_DIALOGUE
    expect(act(pos(ability_used=True), {"type": "activate", "slot": 0}), "ONE_ABILITY_PER_DIALOGUE")

    # FIEF_NOT_AVAILABLE: fief 0 won, fief 2 lost
    start = engine.ask(
        {"op": "position", "position": between_visits(fiefs=fiefs(f0="won", f2="lost"), friends=["QC"])}
    )["state"]
    expect(act(start, {"type": "choose_fief", "fief": 0}), "FIEF_NOT_AVAILABLE")
    expect(act(start, {"type": "choose_fief", "fief": 2}), "FIEF_NOT_AVAILABLE")

    # NOT_A_FRIEND: only QC is a friend; KC still rules fief 4, QE rules the visited fief 3
    choosing = act(start, {"type": "choose_fief", "fief": 3})["state"]
    expect(act(choosing, {"type": "substitute", "friend": "KC", "slot": 0}), "NOT_A_FRIEND")
    expect(act(choosing, {"type": "substitute", "friend": "QE", "slot": 0}), "NOT_A_FRIEND")
    assert "state" in act(choosing, {"type": "substitute", "friend": "QC", "slot": 0})

    # INVALID_CHOICE: the Jack of Eyes asks for a card to discard; "skip" is not offered
    deciding = act(pos(), {"type": "activate", "slot": 3})
    assert deciding["view"]["phase"] == "decision", deciding["view"]
    expect(act(deciding["state"], {"type": "pick", "option": "skip"}), "INVALID_CHOICE")

    # GAME_OVER: stop once 16 stars are out of reach, then anything is refused
    hopeless = engine.ask({"op": "position", "position": between_visits(fiefs=fiefs(f0="lost", f7="lost"))})["state"]
    over = act(hopeless, {"type": "stop_game"})
    assert over["view"]["phase"] == "game_over" and over["view"]["result"] == "lost"
    expect(act(over["state"], {"type": "choose_fief", "fief": 1}), "GAME_OVER")
    expect(act(over["state"], {"type": "stop_game"}), "GAME_OVER")

    # WRONG_PHASE
    fresh = engine.ask({"op": "new", "seed": 1})["state"]
    expect(act(fresh, {"type": "reveal"}), "WRONG_PHASE")

    # INVALID_POSITION: a card missing, named in the message
    broken = position()
    broken["deck"].remove("3C")
    message = expect(engine.ask({"op": "position", "position": broken}), "INVALID_POSITION")
    assert "3C" in message or "3\u00a0of\u00a0Claws" in message

    # MALFORMED
    expect(engine.ask("this is not json"), "MALFORMED")

    assert set(seen) == ERROR_CODES, set(ERROR_CODES) - set(seen)


# -- answer() in process: never raises -------------------------------------------------------

_json_leaf = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12)
json_values = st.recursive(
    _json_leaf,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=8,
)
OPS = ["new", "position", "view", "legal", "apply"]
FIELDS = ["op", "seed", "setup", "threshold", "state", "action", "position", "type", "card", "fief", "slot"]


def check_answer(line: str) -> dict:
    reply = answer(line)
    assert isinstance(reply, dict)
    json.dumps(reply, ensure_ascii=False)
    if "error" in reply:
        is_error(reply)
    else:
        assert set(reply) in ({"state", "view"}, {"view"}, {"actions"}, {"state", "view", "events"}), reply
    return reply


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(line=st.text(max_size=200))
def test_answer_never_raises_on_random_text(line):
    check_answer(line)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    # list/object ops are covered by test_an_op_that_is_a_list_or_object_gets_an_error_answer
    op=st.sampled_from(OPS) | _json_leaf,
    fields=st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=5),
)
def test_answer_never_raises_on_random_requests(op, fields):
    request = {"op": op, **{k: v for k, v in fields.items() if k != "op"}}
    check_answer(json.dumps(request))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_values)
def test_answer_never_raises_on_random_json(value):
    check_answer(json.dumps(value))


def sample_states() -> list[dict]:
    """States from the first steps of a few random games, all phases mixed."""
    out = []
    for seed in range(3):
        state = new_game(seed, ("intro", "full")[seed % 2], 16)
        rnd = random.Random(seed)
        for _ in range(60):
            out.append(state_to_json(state))
            options = legal_actions(state)
            if not options:
                break
            state, _ = apply(state, rnd.choice(options))
    return out


_STATES = sample_states()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    index=st.integers(min_value=0, max_value=len(_STATES) - 1),
    key=st.sampled_from(sorted(_STATES[0])),
    value=json_values,
    op=st.sampled_from(["view", "legal", "apply"]),
    action=json_values | st.sampled_from([{"type": "reveal"}, {"type": "choose_fief", "fief": 2}]),
)
def test_answer_never_raises_on_tampered_states(index, key, value, op, action):
    state = json.loads(json.dumps(_STATES[index]))
    state[key] = value
    reply = check_answer(json.dumps({"op": op, "state": state, "action": action}))
    if "error" not in reply:
        # whatever was accepted must be a state the core can use again
        if "state" in reply:
            state_from_json(reply["state"])
