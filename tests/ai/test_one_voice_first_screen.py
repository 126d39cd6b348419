"""One voice on a visit's first screen: the Hint rings the move "Start the visit" valued.

Start's estimate (``_opening_choice``, one per fief in the fief odds) chooses the first screen's move
on a few deals per move; the first screen's own advice, on its shared deals, once rang another one
with Start's number. Here (``scripts/bench_jumps.py --dump 1011:97`` before the change) it rang the
Prince of Leaves "≈70%", Start's number for the Queen of Claws, then the screen after the Prince,
with nothing new known, showed ≈89%.
"""

from __future__ import annotations

from forNorthwood.ai.advisor import START, _opening_choice, _sampled, advise, nothing_seen
from forNorthwood.ai.infoset import canonical
from forNorthwood.core import actions as A
from forNorthwood.core.serialize import state_from_json

BUDGET = 300
#: Seed 1011 of ``scripts/bench_jumps.py``, step 97: a visit's first screen (fief 0, the Prince of
#: Flowers' fief), before anything of the deck is seen.
FIRST_SCREEN = {
    "format": 1,
    "setup": "full",
    "threshold": 16,
    "fiefs": [
        {"ruler": "PF", "status": "unvisited"},
        {"ruler": "BF", "status": "won"},
        {"ruler": "QL", "status": "won"},
        {"ruler": "LC", "status": "unvisited"},
        {"ruler": "KE", "status": "unvisited"},
        {"ruler": "PE", "status": "won"},
        {"ruler": "JC", "status": "won"},
        {"ruler": "BL", "status": "unvisited"},
    ],
    "allies": [
        {"ally": "QC", "substitute": None, "exhausted": False},
        {"ally": "QF", "substitute": None, "exhausted": False},
        {"ally": "PL", "substitute": None, "exhausted": False},
        {"ally": "BE", "substitute": None, "exhausted": False},
    ],
    "friends": ["JC", "PE", "QL"],
    "visiting": 0,
    "phase": "ability_window",
    "hand": ["4C", "6C", "6F", "1L", "8L", "1E", "2E", "4E"],
    "deck": [
        "5E",
        "8C",
        "2C",
        "7L",
        "2L",
        "8E",
        "3C",
        "7F",
        "3L",
        "4L",
        "5L",
        "6L",
        "2F",
        "1F",
        "1C",
        "7C",
        "4F",
        "5F",
        "3F",
        "6E",
        "7E",
        "8F",
        "5C",
        "3E",
    ],
    "discard": [],
    "score": [],
    "ability_used": False,
    "statement": None,
    "decision": None,
    "baron_eyes": False,
    "known_top": 0,
    "rng": "6a99b4b1f77dd4ef",
}


def test_the_first_screen_rings_the_move_start_the_visit_valued() -> None:
    first = canonical(state_from_json(FIRST_SCREEN))
    assert nothing_seen(first) and first.decision is None
    chosen, estimate = _opening_choice(first, BUDGET, None)
    ring = advise(first, BUDGET).best_action
    assert ring is not None and not ring.exact
    assert ring.action == chosen == A.activate(0)  # the Queen of Claws; it rang the Prince of Leaves (slot 2)
    start = _sampled(chosen, START, estimate, first.kingdom.visiting)
    assert (ring.success, ring.error) == (start.success, start.error)  # Start's number, on Start's move
    assert abs(ring.success - 0.704) < 0.01
