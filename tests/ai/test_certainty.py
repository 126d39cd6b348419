"""A visit whose outcome is certain, and finishing it when the setting asks."""

from __future__ import annotations

from forNorthwood.ai.certainty import certain_outcome
from forNorthwood.core import CARD_NAMES, Phase
from forNorthwood.game.gamelog import game_log
from forNorthwood.game.session import Session
from forNorthwood.game.settle import finish_if_certain, finish_settled
from forNorthwood.persistence.settings import Settings

from ..core.position_kit import position
from .brute_kit import brute_value, every_order


def table(hand, deck, score=(), visiting=2, exhausted=(0, 1, 2, 3), **kw):
    named = [*hand, *deck, *score]
    discard = [c for c in CARD_NAMES if c not in named]
    return position(hand, deck, discard, list(score), visiting=visiting, exhausted=exhausted, rest_to_deck=False, **kw)


def forced(state) -> bool | None:
    """The brute force's answer: False if even the best play loses, True if even the worst wins."""
    group = every_order(state)
    if brute_value(group) <= 1e-12:
        return False
    if brute_value(group, worst=True) >= 1 - 1e-12:
        return True
    return None


# Fief 2 is ruled by the Queen of Leaves: trump is Leaves.
LOST = table(["5L", "1E", "7E"], ["7L", "2E", "3C", "4F"], score=["8C", "8F", "8E"])  # already 3 > 2
WON = table(["1C", "1F"], ["7L", "2E", "3C", "4F"], score=["8C", "8F"])  # a 1 off trump never wins
OPEN = table(["5L", "1E", "7E"], ["7L", "2E", "3C", "4F"])


def test_certain_lost_won_and_open_agree_with_brute_force() -> None:
    assert certain_outcome(LOST) is False and forced(LOST) is False
    assert certain_outcome(WON) is True and forced(WON) is True
    assert certain_outcome(OPEN) is None and forced(OPEN) is None


def test_an_ally_that_can_still_change_the_score_keeps_it_open() -> None:
    # The Queen of Flowers can take a card back from the score pile: 3 can become 2.
    state = table(
        ["5L", "1E", "7E"],
        ["7L", "2E", "3C", "4F"],
        score=["8C", "8F", "8E"],
        exhausted=(1, 2, 3),
        allies=["QF", "JF", "JL", "JE"],
        rulers=["QC", "KF", "KL", "QE", "KC", "JC", "QL", "KE"],
    )
    assert certain_outcome(state) is None and forced(state) is None


def test_small_positions_agree_with_brute_force() -> None:
    import random

    rng = random.Random(4)
    for _ in range(12):
        cards = list(CARD_NAMES)
        rng.shuffle(cards)
        hand, deck, score = cards[:2], cards[2:5], cards[5 : 5 + rng.randrange(0, 4)]
        state = table(hand, deck, score=score, visiting=rng.randrange(0, 4))
        assert certain_outcome(state) == forced(state)


def test_a_large_visit_lost_for_sure_is_certain_at_once() -> None:
    # Fief 0 of a real deal, four fresh allies (none can lower the score), 22 unseen cards:
    # far too large for the exact search, but one dialogue won already loses it.
    hand, deck = ["7C", "1F", "2F", "8F", "1L", "8L"], [c for c in CARD_NAMES if c not in ("5E", "3E", "1E", "8E")]
    deck = [c for c in deck if c not in hand]
    state = position(hand, deck, ["8E", "1E", "3E"], ["5E"], visiting=0, rest_to_deck=False)
    assert len(deck) == 22 and certain_outcome(state, node_limit=1) is False
    # The same visit before any dialogue is won stays open, and is not searched past the limit.
    fresh = position([*hand, "5E"], deck, ["8E", "1E", "3E"], visiting=0, rest_to_deck=False)
    assert certain_outcome(fresh, node_limit=1) is None


def test_outside_a_visit_nothing_is_certain() -> None:
    start = Session(1, "intro", 16).state
    assert start.phase is Phase.CHOOSE_FIEF
    assert certain_outcome(start) is None


def session_at(state) -> Session:
    return Session(1, "intro", 16, start=state)


def test_finishing_a_certain_visit_plays_it_out_by_the_rules_and_logs_it() -> None:
    for state, won in ((LOST, False), (WON, True)):
        session = session_at(state)
        assert finish_if_certain(session, enabled=False) == []
        assert session.steps == []
        events = finish_if_certain(session, enabled=Settings(finish_certain_visits=True).finish_certain_visits)
        assert events[0].to_json() == {"type": "visit_settled", "fief": 2, "won": won}
        over = [e for e in events if e["type"] == "visit_over"]
        assert len(over) == 1 and over[0]["won"] is won
        assert any(e["type"] == "dialogue" for e in events)  # the cards moved as the rules say
        assert session.state.phase is Phase.CHOOSE_FIEF
        log = "\n".join(game_log(session))
        assert "was certain (won)" in log if won else "was certain (lost)" in log
        # every step is an ordinary step: replaying its actions gives the same state
        replay = session_at(state)
        for action in session.actions:
            replay.apply(action)
        assert replay.state == session.state


def test_an_open_visit_is_not_finished() -> None:
    session = session_at(OPEN)
    assert finish_if_certain(session) == []
    assert session.steps == []


def test_a_ui_may_check_off_its_thread_then_finish() -> None:
    session = session_at(WON)
    outcome = certain_outcome(session.state)  # what a worker thread would compute
    assert outcome is True
    events = finish_settled(session, outcome)
    assert events[0]["type"] == "visit_settled" and session.state.phase is Phase.CHOOSE_FIEF
    assert finish_settled(session, outcome) == []  # between visits: nothing to finish


def test_small_positions_with_allies_to_use_agree_with_brute_force() -> None:
    """The searches that take the draw as a choice (``Solver(possible=True)``) give the exact
    searches' answer where abilities can still be used too."""
    import random

    rng = random.Random(9)
    for _ in range(10):
        cards = list(CARD_NAMES)
        rng.shuffle(cards)
        hand, deck, score = cards[:2], cards[2:5], cards[5 : 5 + rng.randrange(0, 3)]
        exhausted = rng.choice([(), (2, 3), (0, 1, 3)])
        state = table(hand, deck, score=score, visiting=rng.randrange(0, 4), exhausted=exhausted)
        assert certain_outcome(state, node_limit=None) == forced(state)


def test_a_visit_still_open_is_told_open_after_little_work() -> None:
    """Mid-visit, four fresh allies, 20 cards unseen: the visit can be won and lost, which a run
    of plain dialogues shows at once. The exact searches went to their limit (5,000 steps, up to
    1.5 s on a slow machine) before "Finish the visit" could be offered or not."""
    polls = 0

    def should_stop() -> bool:
        nonlocal polls
        polls += 1  # asked every few dozen steps of the search
        return False

    hand = ["7C", "1F", "2F", "8F", "1L", "8L", "5E"]
    deck = [c for c in CARD_NAMES if c not in (*hand, "8E", "1E", "3E", "4C")]
    state = position(hand, deck, ["8E", "1E", "3E"], ["4C"], visiting=3, rest_to_deck=False)
    assert len(deck) == 21
    assert certain_outcome(state, should_stop=should_stop) is None
    assert polls <= 5, polls
