"""``scripts/bench_jumps.py``: which steps learn nothing new, and how a jump is judged."""

from __future__ import annotations

import sys
from pathlib import Path

from forNorthwood.ai.infoset import visit_result
from forNorthwood.core import Action, State, apply, new_game
from forNorthwood.core import actions as A
from forNorthwood.core.state import PHASE_RESPOND
from tests.cards_kit import card_of

from ..core.position_kit import position

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import bench_jumps  # noqa: E402  (the scripts folder is on the path only from here)


def kind(state: State, action: Action) -> str | None:
    child, events = apply(state, action)
    return bench_jumps.kind_of(state, action, child, visit_result(events) is not None)


def test_the_steps_before_a_visit_learn_nothing() -> None:
    selection = new_game(3, "full", 16)
    assert kind(selection, A.choose_fief(4)) == bench_jumps.FIEF
    choosing = apply(selection, A.choose_fief(4))[0]
    assert kind(choosing, A.BEGIN_VISIT) == bench_jumps.START
    assert kind(choosing, A.BACK) is None


def test_a_statement_seen_already_learns_nothing_an_unseen_one_does() -> None:
    unseen = position(["1C", "5E", "4E"], deck=["3F", "7L"])
    assert kind(unseen, A.REVEAL) is None
    known = position(["1C", "5E", "4E"], deck=["3F", "7L"], known_top=1)
    assert kind(known, A.REVEAL) == bench_jumps.KNOWN_REVEAL
    responding = apply(known, A.REVEAL)[0]
    assert responding.phase is PHASE_RESPOND
    # No Flowers in hand: any response may answer (an advised move), and it learns nothing.
    assert kind(responding, A.play(card_of("5E"))) == bench_jumps.ADVISED


def test_a_jump_is_judged_within_its_points_or_twice_its_error() -> None:
    small = bench_jumps.Jump(0, 0, bench_jumps.ADVISED, "", 0.50, 0.01, 0.54, 0.01)
    wide = bench_jumps.Jump(0, 0, bench_jumps.ADVISED, "", 0.50, 0.06, 0.62, 0.06)
    assert small.within(5) and not small.within(3)
    assert wide.within(10) and not bench_jumps.Jump(0, 0, "", "", 0.5, 0.0, 0.62, 0.0).within(10)
