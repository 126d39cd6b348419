"""Say when a visit is lost or won for sure, and when the medal is out of reach."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from forNorthwood.core import FIEF_STARS, FiefStatus, Phase, State, apply, legal_actions, new_game
from forNorthwood.core import actions as A
from forNorthwood.core.prospects import (
    LOST,
    OPEN,
    OVER_TARGET,
    SECURED,
    STARS_REACHED,
    STARS_SHORT,
    TARGET_LOCKED,
    TOO_FEW_DIALOGUES,
    WON,
    fief_outcome,
    medal_just_lost,
    medal_prospect,
    visit_prospect,
)
from tests.cards_kit import card_of

from .ability_kit import table
from .position_kit import position, run

ALL = (0, 1, 2, 3)
# Fief 3's default ruler is the Queen of Eyes: Eyes are trump in these positions.


def outlook(state: State) -> tuple[str, str | None]:
    prospect = visit_prospect(state)
    assert prospect is not None
    return prospect.outlook, prospect.reason


# -- the score above the target ------------------------------------------------------------------


def test_above_the_target_with_nothing_to_lower_the_score_is_lost():
    state = position(["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"])
    assert outlook(state) == (LOST, OVER_TARGET)
    prospect = visit_prospect(state)
    assert prospect is not None and prospect.lost and (prospect.score, prospect.target) == (4, 3)
    assert prospect.lowest == 4


def test_above_the_target_is_open_while_a_queen_of_claws_can_take_the_score_top():
    state = table("QC", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"])
    assert outlook(state) == (OPEN, None)
    # once she has acted, nobody else can lower the score
    state = table("QC", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"], exhausted=[0])
    assert outlook(state) == (LOST, OVER_TARGET)


def test_one_queen_of_flowers_lowers_the_score_by_one_at_most():
    state = table("QF", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"])
    assert outlook(state) == (OPEN, None)
    state = table("QF", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C", "7C"])
    assert outlook(state) == (LOST, OVER_TARGET)


def test_a_queen_of_leaves_borrowing_a_ruler_queen_of_claws_keeps_the_visit_open():
    state = table("QL", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"], ruler="QC")
    assert outlook(state) == (OPEN, None)


def test_a_lady_of_leaves_that_can_ready_an_exhausted_queen_of_claws_keeps_it_open():
    state = table(
        "LL", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"], allies=("LL", "QC", "JF", "JE"), exhausted=[1]
    )
    assert outlook(state) == (OPEN, None)


def test_a_prince_of_leaves_may_move_the_visit_to_a_fief_with_a_higher_target():
    state = table("PL", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"])
    assert outlook(state) == (OPEN, None)
    # every fief to the right is visited: only lower targets remain
    statuses = {4: "won", 5: "won", 6: "won", 7: "won"}
    state = table("PL", ["1C", "2C", "6F"], score=["3C", "4C", "5C", "6C"], statuses=statuses)
    assert outlook(state) == (LOST, OVER_TARGET)


# -- too few dialogues left -------------------------------------------------------------------------


def test_too_few_dialogues_left_even_with_every_draw():
    # target 7, deck of 3: at most three more statements, whatever the Jacks draw
    state = table("JC", ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"], ["1F", "2F", "3F"], visiting=7, short=True)
    assert outlook(state) == (LOST, TOO_FEW_DIALOGUES)
    prospect = visit_prospect(state)
    assert prospect is not None and prospect.highest == 3


def test_draws_trade_statements_for_responses():
    # target 5, hand 2, deck 9, no King or Queens: min(9, (2 + 9) // 2) = 5 dialogues at most
    state = table("JC", ["1F", "2F"], ["1L", "2L", "3L", "4L", "5L", "6L", "7L", "8L", "1C"], visiting=5, short=True)
    assert outlook(state) == (OPEN, None)
    state = table("JC", ["1F", "2F"], ["1L", "2L", "3L", "4L", "5L", "6L", "7L", "8L"], visiting=5, short=True)
    assert visit_prospect(state).highest == 5  # type: ignore[union-attr]
    state = table("JC", ["1F"], ["1L", "2L", "3L", "4L", "5L", "6L", "7L", "8L"], visiting=5, short=True)
    assert outlook(state) == (LOST, TOO_FEW_DIALOGUES)


def test_a_king_of_claws_can_score_several_cards_at_once():
    state = table("KC", ["8C", "8F", "8L", "8E"], ["1F", "2F"], visiting=5, short=True)
    assert outlook(state) == (OPEN, None)


def test_without_abilities_only_cards_that_can_win_count():
    # trump Eyes; the hand holds only 1s of other suits: nothing can win any more
    state = position(["1C", "1F", "1L"], score=["5C"], exhausted=ALL)
    assert outlook(state) == (LOST, TOO_FEW_DIALOGUES)
    assert visit_prospect(state).highest == 1  # type: ignore[union-attr]
    # a trump card in hand could still win a dialogue
    state = position(["1C", "1F", "1E"], score=["5C", "6C"], exhausted=ALL)
    assert outlook(state) == (OPEN, None)


def test_the_last_response_that_cannot_win_ends_the_visit_short():
    state = position(["2E"], ["8E"], phase="ability_window", score=["5C", "6C"], exhausted=ALL)
    state, _ = run(state, A.REVEAL)
    assert state.phase is Phase.RESPOND
    assert outlook(state) == (LOST, TOO_FEW_DIALOGUES)


def test_a_response_that_can_still_win_keeps_the_visit_open():
    state = position(["8E"], ["2E"], score=["5C", "6C"], exhausted=ALL)
    state, _ = run(state, A.REVEAL)
    assert outlook(state) == (OPEN, None)


# -- won for sure -----------------------------------------------------------------------------------


def test_target_reached_and_nothing_can_win_or_lower_the_score_is_won():
    state = position(["1C", "1F"], score=["5C", "6C", "7C"], exhausted=ALL)
    assert outlook(state) == (WON, TARGET_LOCKED)
    state, _ = run(state, A.REVEAL)
    assert outlook(state) == (WON, TARGET_LOCKED)


def test_target_reached_is_open_while_a_card_could_still_win():
    state = position(["1C", "3F"], score=["5C", "6C", "7C"], exhausted=ALL)  # 3F beats 1F or 2F
    assert outlook(state) == (OPEN, None)


def test_target_reached_is_open_while_an_ally_could_draw_a_winner():
    state = position(["1C", "1F"], score=["5C", "6C", "7C"], exhausted=(1, 2, 3))  # the Jack of Claws is ready
    assert outlook(state) == (OPEN, None)


def test_no_visit_no_prospect():
    state = new_game(3, "intro", 16)
    assert visit_prospect(state) is None


# -- the medal ---------------------------------------------------------------------------------------


def test_the_medal_is_lost_once_lost_fiefs_leave_too_few_stars():
    state = new_game(5, "intro", 20)
    medal = medal_prospect(state)
    assert (medal.outlook, medal.possible, medal.needed, medal.stop_allowed) == (OPEN, 20, 20, False)
    state = position(["1C", "8E"], statuses={0: "lost"}, threshold=20)
    medal = medal_prospect(state)
    assert (medal.outlook, medal.reason, medal.possible) == (LOST, STARS_SHORT, 16)


def test_a_visit_lost_for_sure_takes_its_stars_out_before_it_ends():
    # threshold 16: fief 7 (4 stars) already lost, the visit to fief 0 (4 stars) lost for sure
    state = position(["1C", "2C"], score=["3C"], visiting=0, statuses={7: "lost"}, exhausted=ALL, threshold=16)
    visit = visit_prospect(state)
    assert visit is not None and visit.lost
    medal = medal_prospect(state, visit)
    assert (medal.outlook, medal.possible, medal.stop_allowed) == (LOST, 12, False)
    assert medal_just_lost(None, medal) and not medal_just_lost(medal, medal)


def test_the_medal_is_secured_by_stars_won_or_a_visit_won_for_sure():
    won = {0: "won", 1: "won", 6: "won", 7: "won", 2: "won"}  # 4 + 3 + 3 + 4 + 2 = 16 stars
    state = position(["1C", "2C"], visiting=3, statuses=won, exhausted=ALL, threshold=16)
    medal = medal_prospect(state)
    assert (medal.outlook, medal.reason, medal.stars, medal.needed) == (SECURED, STARS_REACHED, 16, 0)
    won = {0: "won", 1: "won", 6: "won", 7: "won"}  # 14 stars; fief 5 (2 stars) won for sure
    # fief 5 is ruled by the King of Flowers: 1C and 1L can never win
    state = position(["1C", "1L"], score=["5C", "6C", "7C", "8C", "2F"], visiting=5, statuses=won, exhausted=ALL)
    medal = medal_prospect(state)
    assert (medal.outlook, medal.stars, medal.sure) == (SECURED, 14, 16)


def test_stopping_is_allowed_only_when_choosing_a_fief_with_the_medal_out_of_reach():
    hand = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]
    state = position(hand, visiting=None, phase="choose_fief", statuses={0: "lost", 7: "lost"}, threshold=16)
    medal = medal_prospect(state)
    assert medal.outlook == LOST and medal.stop_allowed
    assert (A.STOP_GAME in legal_actions(state)) is medal.stop_allowed


def test_fief_outcome_gives_the_stars_gained_and_the_new_total():
    # the last dialogue of a visit to fief 1 (target 1, 3 stars) won
    state = position(["8E"], ["2E"], visiting=1, exhausted=ALL, statuses={0: "won"})
    state, _ = run(state, A.REVEAL, A.play(card_of("8E")))
    assert state.phase is Phase.CHOOSE_FIEF
    outcome = fief_outcome(state.kingdom, 1)
    assert (outcome.won, outcome.stars_gained, outcome.stars_total) == (True, 3, 7)
    assert outcome.threshold == 16 and outcome.stars_possible == 20
    # and lost: no stars, the possible total drops
    state = position(["2E"], ["8E"], visiting=1, exhausted=ALL, statuses={0: "won"})
    state, _ = run(state, A.REVEAL, A.play(card_of("2E")))
    outcome = fief_outcome(state.kingdom, 1)
    assert (outcome.won, outcome.stars_gained, outcome.stars_total, outcome.stars_possible) == (False, 0, 4, 17)


# -- properties over random games --------------------------------------------------------------------


def _hidden_shuffled(state: State, rng: random.Random) -> State:
    """The same position as the player sees it, with the unseen deck in another order."""
    known = state.known_top
    hidden = list(state.deck[known:])
    rng.shuffle(hidden)
    return replace(state, deck=(*state.deck[:known], *hidden), rng=rng.getrandbits(64))


def _visit_result(before: State, after: State) -> bool | None:
    """Whether the visit in progress in ``before`` ended won (True) or lost (False) in ``after``."""
    fief = before.kingdom.visiting
    if fief is None or after.kingdom.fiefs[fief].status is FiefStatus.UNVISITED:
        return None
    return after.kingdom.fiefs[fief].status is FiefStatus.WON


def _finish_visit(state: State, rng: random.Random) -> bool:
    """Play the visit out with random legal actions; True when it is won."""
    while True:
        after = apply(state, rng.choice(legal_actions(state)))[0]
        result = _visit_result(state, after)
        if result is not None:
            return result
        state = after


@pytest.mark.parametrize("setup", ["intro", "full"])
def test_sure_outlooks_hold_for_every_deck_order_and_every_continuation(setup):
    """A visit called lost (won) for sure is never won (lost): the real game, and many other
    continuations from the same view, each with the unseen deck reshuffled."""
    checked = {LOST: 0, WON: 0}
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game(seed, setup, 16)
        sure: str | None = None
        while state.phase is not Phase.GAME_OVER:
            prospect = visit_prospect(state)
            if prospect is not None and prospect.outlook != OPEN:
                assert sure in (None, prospect.outlook), "a sure outlook never changes"
                if sure is None:
                    checked[prospect.outlook] += 1
                    for k in range(6):
                        probe = _hidden_shuffled(state, random.Random(seed * 100 + k))
                        assert visit_prospect(probe) == prospect, "only what the player knows counts"
                        assert _finish_visit(probe, random.Random(k)) is (prospect.outlook == WON)
                sure = prospect.outlook
            legal = [a for a in legal_actions(state) if a is not A.STOP_GAME]
            before, state = state, apply(state, rng.choice(legal))[0]
            result = _visit_result(before, state)
            if result is not None:
                if sure is not None:
                    assert result is (sure == WON), (seed, before.kingdom.visiting)
                sure = None
            elif state.kingdom.visiting is None:
                sure = None  # back from the friends to the choice of a fief
    assert checked[LOST] > 20 and checked[WON] > 0, checked


def test_prospects_depend_only_on_what_the_player_knows():
    rng = random.Random(7)
    for seed in range(15):
        state = new_game(seed, "full", 18)
        while state.phase is not Phase.GAME_OVER:
            probe = _hidden_shuffled(state, rng)
            assert visit_prospect(probe) == visit_prospect(state)
            assert medal_prospect(probe) == medal_prospect(state)
            legal = [a for a in legal_actions(state) if a is not A.STOP_GAME]
            state = apply(state, rng.choice(legal))[0]


def test_the_medal_lost_for_sure_is_never_reached():
    for seed in range(30):
        rng = random.Random(seed)
        state = new_game(seed, "full", 16)
        lost = False
        while state.phase is not Phase.GAME_OVER:
            medal = medal_prospect(state)
            assert not (lost and medal.outlook != LOST), "a lost medal stays lost"
            lost = lost or medal.outlook == LOST
            legal = [a for a in legal_actions(state) if a is not A.STOP_GAME]
            state = apply(state, rng.choice(legal))[0]
        assert not (lost and state.kingdom.stars >= 16)
        assert sum(FIEF_STARS) == 20
