"""Why a replay's marked choice was worse than the Hint's (``game.replay_reason``), and its keeping
beside the record with the rest of the advice (``game.replay_advice``, version 2)."""

from __future__ import annotations

import pytest

from forNorthwood.core import actions as A
from forNorthwood.core.cards import parse_card
from forNorthwood.game.action_codes import action_code
from forNorthwood.game.puzzle_reason import ENDS, Shortfall
from forNorthwood.game.puzzle_rule import SuitCount
from forNorthwood.game.replay import Replay, replay_game
from forNorthwood.game.replay_advice import (
    ADVICE_VERSION,
    AdviceProblem,
    DecisionAdvice,
    GameAdvice,
    OptionAdvice,
    game_advice_from_json,
)
from forNorthwood.game.replay_reason import (
    AllyCount,
    AllyIdle,
    AllyKept,
    AllyMoves,
    HintAlly,
    KeptBeats,
    SuitBeats,
    move_reason,
    reason_from_json,
    reason_to_json,
)

#: The game of seed 611 (rep61a): the Baron of Eyes used at step 15 where the Hint revealed.
G611 = (
    "1;1;ef3f132c66b2275f139ee908f61cdd5b;f0 v a2 c1L r p1E r p2F a3 c4C r p1F r p1C r p3F r p1L a0 r p4L r p6F "
    "r p8C f3 v a0 r p7C c3E a1 r p6F a3 c2F r p3C a0 r p3L c2L a2 r p2E r p2C f7 v a0 r p4C a1 r p6E r p3L a0 r "
    "p8L a3 c2F c7E r p1L a2 c7L r p5F r p5L r p7C r p7L r p7F r p1F f4 s0KL v a3 c7C r p1F a2 c5C r p5F r p5L "
    "a1 l3 r p5E a3 c1C r p5C a0 r p2L f5 s0LC v a2 c2E r p7C r p2E a1 r p6F r p8C r p6L a0 c1C r p2F a2 c4E r "
    "p4F r p2C a3 c6E r p1L r p2L r p4L r p4E f1 s1LE v r p2F r p3L r p3F a2 c4L r p1E r p2C r p4F a1 c5L c2L r "
    "p4E r p2E a3 r p4L r p4C a0 r p1C f6 v a2 c8C r p8F a0 r p8E r p8L a1 l0 r p3C r p8C a0 r p5C c3E r p3F r "
    "p1E r p5F r p4E f2 v a1 r p1C r p5L r p4C a3 c1F r p6C r p2F a0 r p5F"
)

#: The game a first-time player (p61, and p62 after) replayed: kingdom 4242, eight visits, 130 decisions.
P61 = (
    "1;1;9072fa0ecd46801f6083242623912eb8;f6 v r p5L a0 c3F r p5C r p5E r p6F r p7F a2 tC r p6E r p8E f4 v "
    "a2 tL r p5C r p6E r p8F r p7F a1 r p7C r p2E r p4E f5 v a2 tL r p5F a3 r p1E r p2C r p6E r p8E r p3C "
    "r p1F r p6F r p8F f1 v a0 i2 r p7L a2 tF r p8L a3 ostop r p4E r p5C a1 r p1E r p5E r p4C r p7C r p1C "
    "f1 v a2 tL r p6E r p1E r p6C r p1C a1 r p2F f0 s0PL v a2 tL r p5C a0 r p7F r p1F r p6E a3 ostop r p3E "
    "a1 r p4E r p8E r p2F r p3C f0 v a2 tC r p5F r p6F r p4E r p1E r p4L r p1L r p5E a0 r p8E a1 r p3C f7 "
    "s1JC v a0 r p5L a1 r p5F a2 tL r p5E r p1F a3 ostop r p7E r p2E r p2F r p3F r p4C r p7C r p1C"
)


@pytest.fixture(scope="module")
def replay() -> Replay:
    return replay_game(4242, "full", 16, P61)


def test_the_low_card_kept_to_lose_the_last_dialogue_is_told_by_the_unseen_cards_of_its_suit(replay):
    """Step 30: fief 4 with 4 won, the 2 and 4 of Eyes in hand, both lose this dialogue; the Hint plays
    the 4 and keeps the 2, which beats only the 1 of Eyes of the 4 unseen Eyes (the 4 beats the 1 and 3)."""
    state = replay.state(36)
    assert state.kingdom.visiting == 4 and len(state.score) == 4
    given, answer = A.Play(parse_card("2E")), A.Play(parse_card("4E"))
    assert replay.position(36).action == given
    found = move_reason(state, given, answer, 0.83, exact=False)
    assert found == SuitBeats("2E", "4E", 1, 2, 4, lose=True)
    assert move_reason(state, answer, answer, 0.94, exact=False) is None  # the Hint's own move: nothing


def test_the_queen_of_flowers_taking_back_a_dialogue_is_told_by_the_count(replay):
    """Steps 62 and 92: the Queen of Flowers used with the score on the fief's target."""
    for index, fief in ((78, 2), (122, 3)):
        state = replay.state(index)
        given = replay.position(index).action
        assert isinstance(given, A.Activate)
        found = move_reason(state, given, A.Reveal(), 0.8, exact=False)
        assert found == AllyCount("QF", fief, fief, fief - 1)


def test_an_ally_that_changes_nothing_is_said_so_and_one_that_does_is_not(replay):
    """The Queen of Flowers with no dialogue won changes nothing; the card-drawing allies are not told."""
    state = replay.state(78)
    empty = state.with_(score=())
    slot = replay.position(78).action.slot
    assert move_reason(empty, A.Activate(slot), A.Reveal(), 0.5, exact=False) == AllyIdle("QF")


def test_the_hints_queen_of_leaves_is_told_by_the_ability_it_copies_and_the_ally_it_readies(replay):
    """Step 105 (p62): the player revealed; the Hint's Queen of Leaves would copy the ruler's (the Lady
    of Leaves') ability, draw a card and make the exhausted King of Eyes ready again (no choice: the
    only exhausted ally)."""
    state = replay.state(143)
    assert replay.position(143).action == A.Reveal() and state.kingdom.ruler == "LL"
    slot = next(n for n, a in enumerate(state.kingdom.allies) if a.character == "QL")
    assert move_reason(state, A.Reveal(), A.Activate(slot), 0.12, exact=False) == HintAlly("QL", "LL", "KE")
    king = next(n for n, a in enumerate(state.kingdom.allies) if a.character == "KE")
    both = state.kingdom.with_allies(
        tuple(a if n != king else a.__class__(a.ally, a.substitute, False) for n, a in enumerate(state.kingdom.allies))
    )
    assert move_reason(state.with_(kingdom=both), A.Reveal(), A.Activate(slot), 0.1, exact=False) == HintAlly(
        "QL", "LL", ""
    )  # no exhausted ally to ready: only the ability copied is told


def test_an_ally_used_where_the_hint_revealed_is_told_as_spent_for_the_visit():
    """Seed 611, step 15: the Baron of Eyes used with 2 cards in hand; the Hint revealed and kept it."""
    game = replay_game(611, "full", 16, G611)
    state = game.state(18)
    given = game.position(18).action
    assert isinstance(given, A.Activate) and state.kingdom.allies[given.slot].character == "BE"
    assert move_reason(state, given, A.Reveal(), 0.72, exact=False) == AllyKept("BE")
    last = state.with_(hand=state.hand[:1])  # no dialogue after this one: nothing to keep it for
    assert move_reason(last, given, A.Reveal(), 0.72, exact=False) is None


@pytest.mark.parametrize(
    "reason",
    [
        KeptBeats("5L", "3L"),
        SuitCount("6F", 1, False),
        SuitBeats("2E", "4E", 1, 2, 4, True),
        Shortfall(ENDS, 2, 2, 1),
        Shortfall("over", 2, 2, 3, 1, True, "4L", "8L"),
        AllyCount("QF", 2, 2, 1),
        AllyMoves("PL", 3, 0),
        AllyIdle("QF"),
        AllyKept("BE"),
        HintAlly("QL", "LL", "KE"),
        HintAlly("KL", "", ""),
    ],
)
def test_each_reason_is_kept_and_read_back(reason):
    assert reason_from_json(reason_to_json(reason)) == reason


@pytest.mark.parametrize("raw", [[], ["nope"], ["kept", "5L"], ["suit", "6F", 1, 0], ["idle", 3], "kept"])
def test_a_damaged_reason_is_refused(raw):
    with pytest.raises(ValueError):
        reason_from_json(raw)


def _advice(replay: Replay) -> GameAdvice:
    """Advice of one option (the move taken) at every decision, with reasons at steps 30 and 62."""
    reasons = {36: SuitBeats("2E", "4E", 1, 2, 4, True), 78: AllyCount("QF", 2, 2, 1)}
    decisions = []
    for index in replay.decisions:
        action = replay.position(index).action
        assert action is not None
        options = (OptionAdvice(action_code(action), 0.5, False),)
        decisions.append(DecisionAdvice(index, options, 0, 0, True, reason=reasons.get(index)))
    return GameAdvice(replay.record.final, 125.0, tuple(decisions))


def test_advice_keeps_its_reasons_and_older_advice_is_computed_again(replay):
    advice = _advice(replay)
    document = advice.to_json()
    assert document["version"] == ADVICE_VERSION == 3
    back = game_advice_from_json(document, replay, 125.0)
    assert back == advice
    assert back.at(36).reason == SuitBeats("2E", "4E", 1, 2, 4, True)
    older = {**document, "version": 2, "decisions": [{**d} for d in document["decisions"]]}
    for entry in older["decisions"]:
        del entry["reason"]
    with pytest.raises(AdviceProblem) as problem:  # no crash: the keeper computes it again
        game_advice_from_json(older, replay, 125.0)
    assert problem.value.code == "stale"
    damaged = {**document, "decisions": [{**d, "reason": ["kept"]} for d in document["decisions"]]}
    with pytest.raises(AdviceProblem) as problem:
        game_advice_from_json(damaged, replay, 125.0)
    assert problem.value.code == "invalid"
