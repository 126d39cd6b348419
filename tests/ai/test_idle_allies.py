"""An ally whose ability would do nothing now is never advised, and never shown above the rest."""

from __future__ import annotations

from forNorthwood.ai.advisor import advise
from forNorthwood.core import actions as A
from forNorthwood.core import state_from_position
from forNorthwood.core.ally_advice import would_do_nothing
from forNorthwood.core.cards import CARD_NAMES


def full_hand_position(hand: list[str], top: list[str]) -> dict:
    """Fief 3 begun, the Jack of Claws on slot 0 with eight cards in hand: drawing up to 8 does nothing."""
    used = set(hand) | set(top)
    return {
        "setup": "intro",
        "threshold": 16,
        "fiefs": [{"ruler": r, "status": "unvisited"} for r in ("QE", "QL", "KL", "KE", "QC", "QF", "KC", "KF")],
        "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")],
        "friends": [],
        "visiting": 3,
        "phase": "ability_window",
        "ability_used": False,
        "hand": hand,
        "deck": top + [c for c in CARD_NAMES if c not in used],
        "discard": [],
        "score": [],
    }


#: Hands where, without the rule, the idle Jack's sampled value came out on top (3 of 40 random hands).
HANDS = (
    ["2C", "1L", "8C", "1E", "7F", "8F", "2L", "6E"],
    ["7L", "7E", "4E", "3L", "4F", "7F", "1F", "6L"],
    ["5C", "3C", "4E", "1C", "7F", "5E", "1E", "2E"],
)


def test_the_jack_of_claws_with_a_full_hand_is_never_advised_nor_shown_above_the_rest() -> None:
    for hand in HANDS:
        state = state_from_position(full_hand_position(hand, []))
        assert would_do_nothing(state, 0)
        advice = advise(state, 300)
        assert advice.best_action is not None and advice.best_action.action != A.activate(0)
        idle = advice.success_of(A.activate(0))
        others = [e.success for e in advice.actions if e.action != A.activate(0) and e.success is not None]
        assert idle is not None and idle <= max(others)
        # The others keep their own values: the ally that can act is still weighed.
        assert advice.success_of(A.activate(1)) is not None
