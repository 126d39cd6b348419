"""The ``advise`` op of ``python -m forNorthwood.engine`` (docs/ENGINE_PROTOCOL.md, "Advice")."""

from __future__ import annotations

import pytest

from forNorthwood.ai.exact import Solver
from forNorthwood.core import CARD_NAMES, state_from_json

from .test_server import ALLIES, RULERS, Engine, is_error, run_engine


@pytest.fixture
def engine():
    eng = Engine()
    yield eng
    eng.close()


SMALL_HAND = ["5L", "1E", "7E"]
SMALL_DECK = ["7L", "2E", "3C", "4F", "6E"]


def small_position(deck: list[str] = SMALL_DECK, **changes) -> dict:
    """Fief 2 (ruler QL, trump Leaves), three cards in hand, a five-card deck, one Jack of Claws left."""
    named = set(SMALL_HAND) | set(deck)
    pos = {
        "setup": "intro",
        "threshold": 16,
        "fiefs": [{"ruler": r, "status": "unvisited"} for r in RULERS],
        "allies": [{"ally": a, "substitute": None, "exhausted": i != 0} for i, a in enumerate(ALLIES)],
        "friends": [],
        "visiting": 2,
        "phase": "ability_window",
        "ability_used": False,
        "hand": SMALL_HAND,
        "deck": deck,
        "discard": [c for c in CARD_NAMES if c not in named],
        "score": [],
    }
    pos.update(changes)
    return pos


def check_shape(advice: dict, legal: list[dict]) -> None:
    assert set(advice) == {"actions", "best", "visit_success"}
    assert [e["action"] for e in advice["actions"]] == legal
    for entry in advice["actions"]:
        assert set(entry) == {"action", "success", "exact", "samples"}
        assert entry["success"] is None or 0.0 <= entry["success"] <= 1.0
        assert isinstance(entry["exact"], bool) and isinstance(entry["samples"], int) and entry["samples"] >= 0
        assert entry["exact"] == (entry["samples"] == 0) or entry["success"] is None
    values = [e["success"] for e in advice["actions"] if e["success"] is not None]
    if values:
        assert advice["actions"][advice["best"]]["success"] == advice["visit_success"] == max(values)
    else:
        assert advice["best"] is None and advice["visit_success"] is None


def test_exact_advice_in_a_visit_matches_the_solver(engine):
    state = engine.ask({"op": "position", "position": small_position()})["state"]
    legal = engine.ask({"op": "legal", "state": state})["actions"]
    advice = engine.ask({"op": "advise", "state": state, "exact": True})["advice"]
    check_shape(advice, legal)
    assert all(e["exact"] and e["samples"] == 0 for e in advice["actions"])
    solved = Solver().action_values(state_from_json(state))
    for entry, (action, value) in zip(advice["actions"], solved, strict=True):
        assert entry["action"] == action.to_json()
        assert abs(entry["success"] - value) <= 1e-9
    # A small position is exact within the default budget too.
    default = engine.ask({"op": "advise", "state": state})["advice"]
    assert default == advice


def test_same_view_same_advice_whatever_the_hidden_order(engine):
    a = engine.ask({"op": "position", "position": small_position(seed=1)})["state"]
    b = engine.ask({"op": "position", "position": small_position(deck=list(reversed(SMALL_DECK)), seed=7)})["state"]
    assert a["deck"] != b["deck"] and a["rng"] != b["rng"]
    assert engine.ask({"op": "view", "state": a}) == engine.ask({"op": "view", "state": b})
    for request in ({"budget_ms": 40}, {"exact": True}):
        first = engine.ask({"op": "advise", "state": a, **request})
        assert first == engine.ask({"op": "advise", "state": b, **request})
        assert first == engine.ask({"op": "advise", "state": a, **request})


def test_fief_selection_gives_every_fief_its_odds_and_is_deterministic(engine):
    state = engine.ask({"op": "new", "seed": 3, "setup": "full", "threshold": 16})["state"]
    legal = engine.ask({"op": "legal", "state": state})["actions"]
    reply = engine.ask({"op": "advise", "state": state, "budget_ms": 60})
    advice = reply["advice"]
    check_shape(advice, legal)
    assert len(advice["actions"]) == 8
    assert all(not e["exact"] and e["samples"] > 0 for e in advice["actions"])
    assert engine.ask({"op": "advise", "state": state, "budget_ms": 60}) == reply


def test_substitutes_back_has_no_value_and_stop_game_is_zero(engine):
    pos = small_position(phase="choose_substitutes", allies=[{"ally": a, "exhausted": False} for a in ALLIES])
    pos["fiefs"][0] = {"ruler": "QC", "status": "won"}
    pos["fiefs"][1] = {"ruler": None, "status": "lost"}
    pos["friends"] = ["QC"]
    pos["hand"], pos["deck"] = ["5L", "1E", "7E", "8F", "2C", "3C", "4C", "5C"], ["7L", "2E", "3L", "4F", "6E"]
    pos["discard"] = [c for c in CARD_NAMES if c not in pos["hand"] + pos["deck"]]
    state = engine.ask({"op": "position", "position": pos})["state"]
    legal = engine.ask({"op": "legal", "state": state})["actions"]
    advice = engine.ask({"op": "advise", "state": state, "budget_ms": 30})["advice"]
    check_shape(advice, legal)
    by_type = {e["action"]["type"]: e for e in advice["actions"]}
    assert by_type["back"]["success"] is None
    assert by_type["begin_visit"]["success"] is not None

    hopeless = {
        "setup": "intro",
        "threshold": 20,
        "fiefs": [{"ruler": None, "status": "lost"}] + [{"ruler": r, "status": "unvisited"} for r in RULERS[1:]],
        "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ALLIES],
        "visiting": None,
        "phase": "choose_fief",
        "hand": list(CARD_NAMES[:8]),
        "deck": list(CARD_NAMES[8:]),
    }
    state = engine.ask({"op": "position", "position": hopeless})["state"]
    advice = engine.ask({"op": "advise", "state": state, "budget_ms": 20})["advice"]
    stop = advice["actions"][-1]
    assert stop["action"] == {"type": "stop_game"} and stop["success"] == 0.0 and stop["exact"]


def test_exact_advice_while_choosing_substitutes(engine):
    # The seam only takes fresh deals (24 unseen cards) in fief selection, too large to
    # solve exactly in a test; substitute choice takes a short deck. The values behind
    # (every configuration, brute force) are checked in tests/ai/test_exact_before_visit.py.
    hand, deck = ["4E", "1L", "3E"], ["6L", "7C", "2F"]
    pos = small_position(phase="choose_substitutes", allies=[{"ally": a, "exhausted": False} for a in ALLIES])
    pos["fiefs"] = [{"ruler": "QC", "status": "won"}] + [{"ruler": r, "status": "unvisited"} for r in RULERS[1:]]
    pos["friends"], pos["visiting"] = ["QC"], 1
    pos["hand"], pos["deck"] = hand, deck
    pos["discard"] = [c for c in CARD_NAMES if c not in hand + deck]
    state = engine.ask({"op": "position", "position": pos})["state"]
    legal = engine.ask({"op": "legal", "state": state})["actions"]
    advice = engine.ask({"op": "advise", "state": state, "exact": True})["advice"]
    check_shape(advice, legal)
    begin = next(e for e in advice["actions"] if e["action"]["type"] == "begin_visit")
    substitutes = [e for e in advice["actions"] if e["action"]["type"] == "substitute"]
    assert len(substitutes) == 4
    assert all(e["exact"] and e["samples"] == 0 for e in [begin, *substitutes])
    begun = engine.ask({"op": "apply", "state": state, "action": begin["action"]})["state"]
    solved = Solver().value(state_from_json(begun))
    assert abs(begin["success"] - solved) <= 1e-9
    assert all(e["success"] == advice["visit_success"] >= begin["success"] for e in substitutes)
    assert advice["actions"][advice["best"]]["success"] == advice["visit_success"]


def test_bad_advise_requests_get_clear_errors_and_the_engine_goes_on():
    good = {"op": "position", "position": small_position()}
    replies, _ = run_engine(
        [
            good,
            {"op": "advise"},
            {"op": "advise", "state": {"format": 1}},
            {"op": "advise", "state": "x"},
            '{"op": "advise", "state": null, "budget_ms": 10}',
        ]
    )
    state = replies[0]["state"]
    for reply in replies[1:]:
        is_error(reply, "MALFORMED")
    bad = [
        {"op": "advise", "state": state, "budget_ms": value} for value in (0, -5, "300", True, None, [1], 10**12)
    ] + [{"op": "advise", "state": state, "exact": value} for value in (1, "yes", None, 0.0)]
    replies, _ = run_engine([*bad, {"op": "advise", "state": state, "budget_ms": 20}])
    for reply in replies[:-1]:
        message = is_error(reply, "MALFORMED")["message"]
        assert "budget_ms" in message or "exact" in message
    assert "advice" in replies[-1]


def test_no_advice_once_the_game_is_over(engine):
    over = {
        "setup": "intro",
        "threshold": 16,
        "fiefs": [{"ruler": None, "status": "lost"}] * 8,
        "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ALLIES],
        "visiting": None,
        "phase": "choose_fief",
        "hand": list(CARD_NAMES[:8]),
        "deck": list(CARD_NAMES[8:]),
    }
    reply = engine.ask({"op": "position", "position": over})
    assert "error" in reply  # no fief left to choose: not a valid position
    state = engine.ask({"op": "new", "seed": 5})["state"]
    state["phase"] = "game_over"
    state["fiefs"] = [{"ruler": None, "status": "lost"}] * 8
    advice = engine.ask({"op": "advise", "state": state})
    assert advice == {"advice": {"actions": [], "best": None, "visit_success": None}}
