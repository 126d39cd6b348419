"""An ally whose ability would do nothing now is never advised, nor shown above the rest or doing nothing."""

from __future__ import annotations

from forNorthwood.ai.advisor import ActionAdvice, Advice, _idle_below_doing_nothing, advise
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


#: Hands where the idle Jack, capped only at the best of the rest (another ally), still showed
#: above revealing the statement now (93% beside 87% for the first).
ABOVE_DOING_NOTHING = (
    ["2F", "2C", "1C", "4F", "4L", "5L", "8L", "2E"],
    ["3L", "4C", "8L", "3F", "6E", "7L", "1L", "6F"],
)


def test_an_idle_ally_never_shows_above_doing_nothing() -> None:
    for hand in ABOVE_DOING_NOTHING:
        state = state_from_position(full_hand_position(hand, []))
        advice = advise(state, 300)
        idle = advice.success_of(A.activate(0))
        nothing = advice.success_of(A.REVEAL)
        assert idle is not None and nothing is not None
        assert idle <= nothing, hand
        # An ally that can act is advised (the one "Start the visit" chose), with its own value, above both here.
        best = advice.best_action
        assert best is not None and best.action in (A.activate(1), A.activate(2), A.activate(3))
        assert best.success is not None and best.success > idle


def test_an_exact_idle_ally_lifts_doing_nothing_to_its_value_and_the_ring_follows() -> None:
    entries = [
        ActionAdvice(A.activate(0), 0.38, True, 0),
        ActionAdvice(A.activate(1), 0.30, False, 20, 0.05),
        ActionAdvice(A.REVEAL, 0.34, False, 20, 0.05),
    ]
    advice = _idle_below_doing_nothing(Advice(tuple(entries), 2, 0.34), {0})
    assert advice.success_of(A.REVEAL) == 0.38 and advice.success_of(A.activate(0)) == 0.38
    assert advice.best_action is not None and advice.best_action.action is A.REVEAL
    assert advice.visit_success == 0.38
    # A sampled idle ally above doing nothing shows doing nothing's value instead.
    entries[0] = ActionAdvice(A.activate(0), 0.38, False, 20, 0.05)
    advice = _idle_below_doing_nothing(Advice(tuple(entries), 2, 0.34), {0})
    assert advice.success_of(A.activate(0)) == 0.34 and advice.success_of(A.REVEAL) == 0.34
    assert advice.best == 2
