"""Allies tell what they can do now."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from forNorthwood.core import Phase, State, apply, legal_actions, new_game, view
from forNorthwood.core import actions as A
from forNorthwood.core.ally_advice import (
    ABILITY_USED,
    EXHAUSTED,
    NO_EFFECT,
    NOT_NOW,
    ally_advice,
    would_do_nothing,
)

from .ability_kit import table
from .position_kit import position, run

EIGHT = ["1C", "2C", "3F", "4F", "5L", "6L", "7E", "8E"]


def advice_of(state: State, slot: int = 0):
    return ally_advice(state)[slot]


# -- why an ally cannot act --------------------------------------------------------------------------


def test_every_ready_ally_may_act_in_the_ability_window():
    state = position(["1C", "5L", "8F"])
    assert [(a.slot, a.character, a.usable, a.reason) for a in ally_advice(state)] == [
        (0, "JC", True, None),
        (1, "JF", True, NO_EFFECT),  # no Eyes (the ruler's suit) in hand
        (2, "JL", True, None),
        (3, "JE", True, None),
    ]


def test_after_an_ability_the_others_wait_for_the_next_statement_and_the_used_one_is_exhausted():
    state, _ = run(position(["1C", "5L", "8F"]), A.activate(0))
    advice = ally_advice(state)
    assert (advice[0].usable, advice[0].reason) == (False, EXHAUSTED)
    assert all((a.usable, a.reason) == (False, ABILITY_USED) for a in advice[1:])
    # after the next dialogue the others may act again; the Jack stays exhausted
    state, _ = run(state, A.REVEAL, legal_actions(state := run(state, A.REVEAL)[0])[0])
    advice = ally_advice(state)
    assert advice[0].reason == EXHAUSTED and advice[2].reason is None and advice[2].usable


def test_outside_the_ability_window_no_ally_acts():
    state, _ = run(position(["1C", "5L", "8F"]), A.REVEAL)
    assert state.phase is Phase.RESPOND
    assert all((a.usable, a.reason) == (False, NOT_NOW) for a in ally_advice(state))
    assert all(a.reason == NOT_NOW for a in ally_advice(new_game(1, "intro", 16)))


def test_usable_matches_the_legal_actions():
    rng = random.Random(3)
    for seed in range(10):
        state = new_game(seed, "full", 16)
        while state.phase is not Phase.GAME_OVER:
            legal = legal_actions(state)
            for a in ally_advice(state):
                assert a.usable is (A.activate(a.slot) in legal)
            state = apply(state, rng.choice([x for x in legal if x is not A.STOP_GAME]))[0]


# -- abilities that would do nothing now ---------------------------------------------------------------

NOTHING = [
    ("JC", dict(hand=EIGHT)),
    ("JF", dict(hand=["1C", "5L", "8F"])),  # ruler Queen of Eyes, no Eyes
    ("QF", dict(hand=["1C", "5L"])),  # empty score pile
    ("KF", dict(hand=["1C", "2C", "3F", "4L"])),  # no pair adding to 9
    ("PF", dict(hand=["1C", "2C", "3F", "4L"])),  # no two values alike
    ("LF", dict(hand=["1C", "2C", "3F", "5L"])),  # four cards, no 4
    ("BF", dict(hand=["4C", "5C", "8F"])),
    ("BL", dict(hand=["1C", "2C"], discard=["5L"], score=["6F"])),  # no value matches a pile top
    ("QE", dict(hand=["1C", "2C"], known_top=3)),  # the top three are already seen
    ("BE", dict(hand=["3C"])),  # a single odd card: nothing to discard after it
    ("BE", dict(hand=["2C", "4C"], deck=["8E"], short=True)),  # even responses, but no card left to draw
    ("BC", dict(hand=["8C", "8F", "8L", "8E", "7C", "7F", "7L", "7E"])),  # no deck card shares a value
]


@pytest.mark.parametrize(("character", "kw"), NOTHING, ids=[c for c, _ in NOTHING])
def test_an_ability_that_would_do_nothing_says_so(character, kw):
    state = table(character, **kw)
    advice = advice_of(state)
    assert (advice.usable, advice.reason, advice.effect_of) == (True, NO_EFFECT, character)
    assert advice.would_do_nothing
    _uses_change_nothing_but_its_exhaust(state, 0)


SOMETHING = [
    ("JC", dict(hand=EIGHT[:7])),
    ("JF", dict(hand=["1C", "5L", "8E"])),
    ("QF", dict(hand=["1C", "5L"], score=["2F"])),
    ("KF", dict(hand=["1C", "8C", "3F"])),
    ("PF", dict(hand=["1C", "1F", "3F"])),
    ("LF", dict(hand=["1C", "2C", "3F"])),
    ("BF", dict(hand=["3C", "5C"])),
    ("BL", dict(hand=["1C", "6C"], discard=["5L"], score=["6F"])),  # the score top matches the 6
    ("QE", dict(hand=["1C", "2C"], known_top=2)),
    ("BE", dict(hand=["3C", "4C"])),
    ("BC", dict(hand=["8C", "8F", "8L", "8E", "7C", "7F", "7L", "7E"], known_top=1)),  # the shuffle hides a seen card
    ("BC", dict(hand=["8C", "5F"])),  # 5C, 5L, 5E are in the deck
    ("QC", dict(hand=EIGHT)),
    ("KC", dict(hand=["1C"])),
    ("PC", dict(hand=["1C"])),
    ("LC", dict(hand=["1C"])),
    ("KL", dict(hand=["1C"])),
    ("LL", dict(hand=["1C"])),
    ("JE", dict(hand=["1C"])),
    ("KE", dict(hand=["1C"])),
    ("PE", dict(hand=["1C"])),
    ("LE", dict(hand=["1C"])),
    ("JL", dict(hand=["1C"])),
    ("PL", dict(hand=["1C"])),
]


@pytest.mark.parametrize(("character", "kw"), SOMETHING, ids=[c for c, _ in SOMETHING])
def test_an_ability_that_can_do_something_is_not_flagged(character, kw):
    advice = advice_of(table(character, **kw))
    assert (advice.usable, advice.reason) == (True, None)


def test_leaves_with_no_fief_in_reach_would_do_nothing():
    visited = {0: "won", 1: "won", 2: "lost", 4: "won", 5: "lost", 6: "won", 7: "won"}
    for character in ("JL", "PL"):
        advice = advice_of(table(character, hand=["1C"], statuses=visited))
        assert (advice.reason, advice.effect_of) == (NO_EFFECT, character)
    # the Jack of Leaves reaches two fiefs; the Prince of Leaves skips visited ones
    far = {1: "won", 2: "won", 4: "won", 5: "won"}
    assert advice_of(table("JL", hand=["1C"], statuses=far)).reason == NO_EFFECT
    assert advice_of(table("PL", hand=["1C"], statuses=far)).reason is None


def test_the_queen_of_leaves_speaks_for_the_ruler_she_would_borrow():
    state = table("QL", hand=EIGHT, ruler="JC")
    advice = advice_of(state)
    assert (advice.character, advice.effect_of, advice.reason) == ("QL", "JC", NO_EFFECT)
    assert advice_of(table("QL", hand=EIGHT[:7], ruler="JC")).reason is None


def test_the_verdict_depends_only_on_what_the_player_knows():
    state = table("BC", hand=["8C", "8F", "8L", "8E", "7C", "7F", "7L", "7E"])
    assert would_do_nothing(state, 0)
    for seed in range(5):
        assert would_do_nothing(_hidden_shuffled(state, random.Random(seed)), 0)


# -- properties over random games --------------------------------------------------------------------------


def _hidden_shuffled(state: State, rng: random.Random) -> State:
    known = state.known_top
    hidden = list(state.deck[known:])
    rng.shuffle(hidden)
    return replace(state, deck=(*state.deck[:known], *hidden), rng=rng.getrandbits(64))


def _seen(state: State, slot: int) -> dict:
    """The player's view, except the slot's exhaustion and the used window."""
    v = view(state)
    v["allies"][slot]["exhausted"] = False
    v["ability_used"] = False
    return v


def _uses_change_nothing_but_its_exhaust(state: State, slot: int, tries: int = 12) -> int:
    """Activate ``slot`` on the real table and answer every question at random, ``tries`` times."""
    before = _seen(state, slot)
    after = state
    for k in range(tries):
        rng = random.Random(k)
        after = apply(state, A.activate(slot))[0]
        while after.phase is Phase.DECISION:
            after = apply(after, rng.choice(legal_actions(after)))[0]
        assert after.phase is Phase.ABILITY_WINDOW and after.ability_used
        assert after.kingdom.allies[slot].exhausted
        if after.baron_eyes and not state.baron_eyes:
            _next_dialogue_as_without(state, after, slot)
        else:
            assert _seen(after, slot) == before, state.kingdom.allies[slot]
    return tries


def _next_dialogue_as_without(state: State, armed: State, slot: int) -> None:
    """An armed Baron of Eyes that would do nothing: every next response ends as if he were not armed."""
    plain, _ = apply(state, A.REVEAL)
    armed, _ = apply(armed, A.REVEAL)
    for response in legal_actions(plain):
        without = apply(plain, response)[0]
        with_baron = apply(armed, response)[0]
        assert with_baron.phase is not Phase.DECISION
        assert (without.hand, without.discard, without.score, len(without.deck)) == (
            with_baron.hand,
            with_baron.discard,
            with_baron.score,
            len(with_baron.deck),
        )


@pytest.mark.parametrize("setup", ["intro", "full"])
def test_flagged_allies_really_change_nothing_but_their_exhaust(setup):
    flagged = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = new_game(seed, setup, 16)
        while state.phase is not Phase.GAME_OVER:
            advice = ally_advice(state)
            probe = _hidden_shuffled(state, rng)
            assert ally_advice(probe) == advice, "only what the player knows counts"
            for a in advice:
                if a.would_do_nothing:
                    flagged += 1
                    _uses_change_nothing_but_its_exhaust(state, a.slot, tries=3)
            legal = [x for x in legal_actions(state) if x is not A.STOP_GAME]
            state = apply(state, rng.choice(legal))[0]
    assert flagged > 20
