"""One voice before anything of the deck is seen: an ally that draws nothing yet.

At a visit's first screen the Hint shows Start's estimate on its advised move (``_as_started``),
and so does the screen after a quiet move, where nothing of the deck is seen either. When Start's
estimate chose that quiet move, it is the opening of the screen it leads to (``_opening_choice``):
valued by rollouts answering the King of Eyes' suit by rote, it showed "≈38%" on the King, then
≈61% on the suit to name (``scripts/bench_jumps.py --dump 2:178`` before the fix).
"""

from __future__ import annotations

from forNorthwood.ai.advisor import _opening_choice, _quiet_after, advise, nothing_seen
from forNorthwood.ai.infoset import canonical
from forNorthwood.core import actions as A
from forNorthwood.core import apply
from forNorthwood.core.serialize import state_from_json

BUDGET = 300
#: Seed 2 of ``scripts/bench_jumps.py``, step 178: the first screen of the last visit (the Jack of
#: Flowers' fief), the King of Eyes on slot 1 (name a suit, draw two, discard the suit named).
FIRST_SCREEN = {
    "format": 1,
    "setup": "full",
    "threshold": 16,
    "fiefs": [
        {"ruler": "JF", "status": "unvisited"},
        {"ruler": "JL", "status": "won"},
        {"ruler": "PE", "status": "won"},
        {"ruler": "BL", "status": "won"},
        {"ruler": "BC", "status": "won"},
        {"ruler": None, "status": "lost"},
        {"ruler": "LE", "status": "won"},
        {"ruler": None, "status": "lost"},
    ],
    "allies": [
        {"ally": "PC", "substitute": None, "exhausted": False},
        {"ally": "KE", "substitute": None, "exhausted": False},
        {"ally": "BF", "substitute": None, "exhausted": False},
        {"ally": "PL", "substitute": None, "exhausted": False},
    ],
    "friends": ["BC", "BL", "LE", "PE"],
    "visiting": 0,
    "phase": "ability_window",
    "hand": ["1C", "1F", "2F", "3F", "6F", "3L", "6L", "4E"],
    "deck": [
        "2E",
        "5F",
        "7F",
        "4F",
        "8C",
        "3C",
        "8E",
        "6E",
        "6C",
        "7L",
        "2L",
        "8F",
        "7E",
        "7C",
        "5E",
        "1E",
        "8L",
        "5C",
        "4C",
        "2C",
        "4L",
        "3E",
        "1L",
        "5L",
    ],
    "discard": [],
    "score": [],
    "ability_used": False,
    "statement": None,
    "decision": None,
    "baron_eyes": False,
    "known_top": 0,
    "rng": "1fe68f0af33cb97c",
}


def test_the_king_of_eyes_shows_the_number_of_the_suit_to_name() -> None:
    first = canonical(state_from_json(FIRST_SCREEN))
    king = A.Activate(1)
    assert nothing_seen(first) and _opening_choice(first, BUDGET, None)[0] == king
    child = _quiet_after(first, king)
    assert child is not None and nothing_seen(child)  # the suit is named before anything is drawn
    advice = advise(first, BUDGET)
    assert advice.best_action is not None and advice.best_action.action == king  # the Hint's choice as before
    after = advise(apply(first, king)[0], BUDGET).best_action
    assert after is not None and after.action == A.PickSuit("F")
    shown = advice.best_action
    assert (shown.success, shown.error, shown.exact) == (after.success, after.error, after.exact)
    assert abs(shown.success - 0.612) < 0.01  # was 0.379 on the King, then 0.612 on the suit
