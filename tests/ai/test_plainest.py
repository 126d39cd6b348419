"""On ties the Hint's ring goes to the plainest choice (``ai/plainest.py``)."""

from __future__ import annotations

from forNorthwood.ai.advisor import ActionAdvice, Advice, _plainest_among_equals, advise
from forNorthwood.ai.plainest import plainness, tied
from forNorthwood.core import actions as A
from forNorthwood.core import apply, legal_actions
from forNorthwood.core.cards import SUIT_LETTERS
from forNorthwood.core.state import PHASE_RESPOND

from ..core.position_kit import position
from .test_one_voice import mid_visit_positions


def responding(hand: list[str], statement: str, score: list[str]):
    """The response to ``statement`` (revealed from the deck's top) at fief 3 (three dialogues to win)."""
    state = position(hand, [statement], score=score, visiting=3, known_top=1)
    state = apply(state, A.REVEAL)[0]
    assert state.phase is PHASE_RESPOND
    return state


def advice_of(*entries: tuple[A.Action, float, bool]) -> Advice:
    actions = tuple(ActionAdvice(a, v, exact, 0 if exact else 20, 0.0 if exact else 0.08) for a, v, exact in entries)
    return Advice(actions, 0, actions[0].success)


def ringed(state, advice: Advice, idle=()) -> A.Action:
    chosen = _plainest_among_equals(state, advice, idle)
    assert chosen.best is not None and chosen.visit_success == chosen.actions[chosen.best].success
    return chosen.actions[chosen.best].action


def test_the_lower_card_when_both_answers_are_worth_the_same() -> None:
    state = responding(["7C", "2C"], "5C", [])
    advice = advice_of((A.play("7C"), 0.5, True), (A.play("2C"), 0.5, True))
    assert ringed(state, advice) == A.play("2C")


def test_not_a_dialogue_won_that_the_visit_does_not_need() -> None:
    trump = SUIT_LETTERS[position(["1C"], visiting=3).trump]
    led, other = [s for s in "CFLE" if s != trump][:2]
    # No card of the statement's suit: the low trump wins, the high card of another suit loses.
    hand = [f"2{trump}", f"8{other}"]
    for score, plainest in (([f"1{trump}", f"3{trump}", f"4{trump}"], f"8{other}"), ([], f"2{trump}")):
        state = responding(hand, f"5{led}", score)
        assert set(legal_actions(state)) == {A.play(c) for c in hand}
        advice = advice_of((A.play(hand[0]), 0.4, False), (A.play(hand[1]), 0.39, False))
        assert ringed(state, advice) == A.play(plainest), score


def test_not_an_ally_spent_when_revealing_is_worth_the_same() -> None:
    state = position(["7C", "2C"], visiting=3)
    activate, reveal = A.activate(0), A.REVEAL
    assert ringed(state, advice_of((activate, 0.61, False), (reveal, 0.6, False))) is reveal
    # Not a tie: beyond the sampled margin, or one exact and one sampled.
    assert ringed(state, advice_of((activate, 0.65, False), (reveal, 0.6, False))) == activate
    assert ringed(state, advice_of((activate, 0.6, True), (reveal, 0.6, False))) == activate
    # Never an idle ally, and never an option without a value.
    assert ringed(state, advice_of((reveal, 0.6, False), (A.activate(1), 0.6, False)), idle={1}) is reveal


def test_ties_and_the_order() -> None:
    assert tied((0.5, True), (0.5, True)) and not tied((0.5, True), (0.49, True))
    assert tied((0.5, False), (0.485, False)) and not tied((0.5, False), (0.47, False))
    assert not tied((0.5, False), (0.51, False))  # never above the best
    state = position(["7C", "2C"], visiting=3)
    assert plainness(state, A.REVEAL, 5) < plainness(state, A.activate(0), 0)


def test_the_advice_rings_the_plainest_of_equal_exact_answers() -> None:
    """In real positions whose advice is exact, the ring is on the plainest of the best answers."""
    seen = 0
    for state in mid_visit_positions(120, 47):
        advice = advise(state, 60)
        best = advice.best_action
        if best is None or not advice.exact or best.success is None:
            continue
        legal = list(legal_actions(state))
        equal = [i for i, e in enumerate(advice.actions) if e.success == best.success]
        if len(equal) < 2:
            continue
        seen += 1
        from forNorthwood.ai.infoset import canonical

        known = canonical(state)
        plainest = min(equal, key=lambda i: plainness(known, legal[i], i))
        assert advice.best == plainest, (legal, [e.success for e in advice.actions])
    assert seen >= 5
