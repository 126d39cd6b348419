"""Setup (docs/RULES.md "Setup"): the introductory and the full game, the first deal,
fief stars, difficulty thresholds, and golden values pinning the PRNG and deals."""

from __future__ import annotations

from collections import Counter

import pytest

from forNorthwood.core import (
    CARD_NAMES,
    CHARACTERS,
    FIEF_STARS,
    IllegalAction,
    Phase,
    apply,
    legal_actions,
    new_game,
    state_to_json,
    view,
)
from forNorthwood.core import actions as A
from forNorthwood.core.errors import MALFORMED
from forNorthwood.core.rng import next_u64, seed_state, shuffled
from forNorthwood.i18n.messages import error_message

SUITS = "CFLE"
QUEENS_AND_KINGS = {r + s for r in "QK" for s in SUITS}
JACKS = {"J" + s for s in SUITS}
CROWNED = {r + s for r in "PLB" for s in SUITS}
SEEDS = [*range(60), -1, -12345, 2**63, 2**64 - 1, 2**64 + 7, 10**30]


def rulers_of(state) -> list[str | None]:
    return [f.ruler for f in state.kingdom.fiefs]


def allies_of(state) -> list[str]:
    return [a.ally for a in state.kingdom.allies]


def every_character(state) -> list[str]:
    return [*(r for r in rulers_of(state) if r), *allies_of(state), *state.kingdom.friends]


# -- the introductory game ---------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_intro_jacks_are_allies_queens_and_kings_rule_the_fiefs(seed):
    state = new_game(seed, "intro", 16)
    assert sorted(allies_of(state)) == sorted(JACKS)
    rulers = rulers_of(state)
    assert len(rulers) == 8
    assert sorted(rulers) == sorted(QUEENS_AND_KINGS)  # each of the 8 exactly once
    assert not set(every_character(state)) & CROWNED, "crowned cards are not used in the introductory game"
    assert all(a.substitute is None and not a.exhausted for a in state.kingdom.allies)
    assert state.kingdom.friends == ()


def test_intro_ruler_placement_varies_with_the_seed():
    placements = {tuple(rulers_of(new_game(seed, "intro", 16))) for seed in range(40)}
    assert len(placements) > 30, "the Queens and Kings are shuffled onto the fiefs"


def test_intro_is_the_default_setup():
    state = new_game(7)
    assert state.kingdom.setup == "intro"
    assert sorted(allies_of(state)) == sorted(JACKS)


# -- the full game -----------------------------------------------------------------


def reveal_order_setup(seed: int) -> tuple[list[str], list[str]]:
    """Independent re-implementation of docs/RULES.md "Full game" steps 1-3."""
    _, order = shuffled(seed_state(seed), CHARACTERS)
    allies: list[str] = []
    rulers: list[str] = []  # index = fief number: each goes on the leftmost free fief
    per_suit: Counter[str] = Counter()
    for code in order:
        if len(allies) == 4 and len(rulers) == 8:
            break
        suit = code[1]
        per_suit[suit] += 1
        if per_suit[suit] == 1:
            allies.append(code)
        elif per_suit[suit] in (2, 3):
            rulers.append(code)
        # any further card of a complete suit is set aside
    return allies, rulers


@pytest.mark.parametrize("seed", [*range(200), -1, -987654321, 2**64 - 1, 10**40])
def test_full_setup_follows_the_reveal_order_rule(seed):
    state = new_game(seed, "full", 18)
    allies, rulers = reveal_order_setup(seed)
    assert rulers_of(state) == rulers, "second and third of each suit, leftmost free fief first"
    assert sorted(allies_of(state)) == sorted(allies), "the first revealed card of each suit is an ally"


@pytest.mark.parametrize("seed", range(100))
def test_full_setup_has_one_ally_and_two_rulers_per_suit(seed):
    state = new_game(seed, "full", 20)
    allies, rulers = allies_of(state), rulers_of(state)
    assert len(allies) == 4 and len(rulers) == 8
    assert Counter(a[1] for a in allies) == Counter(SUITS)
    assert Counter(r[1] for r in rulers) == Counter(SUITS * 2)
    everyone = [*allies, *rulers]
    assert len(set(everyone)) == 12
    assert set(everyone) <= set(CHARACTERS)
    assert state.kingdom.friends == ()


def test_full_setup_uses_crowned_cards_and_varies():
    seen: set[str] = set()
    for seed in range(100):
        state = new_game(seed, "full", 16)
        seen |= set(allies_of(state)) | {r for r in rulers_of(state) if r}
    assert seen == set(CHARACTERS), "over many seeds every character shows up somewhere"


# -- the deal, fiefs and difficulty ---------------------------------------------------


@pytest.mark.parametrize("setup", ["intro", "full"])
@pytest.mark.parametrize("seed", range(30))
def test_first_deal_is_8_in_hand_and_24_in_deck(setup, seed):
    state = new_game(seed, setup, 16)
    assert len(state.hand) == 8
    assert len(state.deck) == 24
    assert state.discard == () and state.score == ()
    assert sorted((*state.hand, *state.deck)) == list(range(32))
    assert state.phase is Phase.CHOOSE_FIEF
    assert state.kingdom.visiting is None
    v = view(state)
    assert v["phase"] == "choose_fief"
    assert len(v["hand"]) == 8 and v["deck_count"] == 24
    assert v["deck_known_top"] == []
    assert v["discard"] == [] and v["score"] == []
    assert v["statement"] is None and v["decision"] is None and v["result"] is None
    assert v["visiting"] is None and v["target"] is None and v["ruler"] is None and v["trump"] is None
    assert v["stars"] == 0 and v["stars_still_possible"] == 20
    assert all(f["status"] == "unvisited" for f in v["fiefs"])
    assert [f["number"] for f in v["fiefs"]] == list(range(8))


def test_the_deck_is_shuffled():
    hands = {tuple(new_game(seed, "intro", 16).hand) for seed in range(50)}
    assert len(hands) == 50


def test_fief_stars_are_4_3_2_1_1_2_3_4():
    assert tuple(FIEF_STARS) == (4, 3, 2, 1, 1, 2, 3, 4)
    assert sum(FIEF_STARS) == 20
    for setup in ("intro", "full"):
        v = view(new_game(3, setup, 16))
        assert [f["stars"] for f in v["fiefs"]] == [4, 3, 2, 1, 1, 2, 3, 4]


@pytest.mark.parametrize("threshold", [16, 18, 20])
@pytest.mark.parametrize("setup", ["intro", "full"])
def test_the_three_difficulties_are_accepted(setup, threshold):
    state = new_game(11, setup, threshold)
    assert view(state)["threshold"] == threshold
    assert {a.type for a in legal_actions(state)} == {"choose_fief"}, "no stop at the start: 20 stars possible"
    assert sorted(a.fief for a in legal_actions(state)) == list(range(8))


def test_the_threshold_only_changes_the_threshold():
    base = state_to_json(new_game(5, "full", 16))
    for threshold in (18, 20):
        other = state_to_json(new_game(5, "full", threshold))
        assert other.pop("threshold") == threshold
        assert {k: v for k, v in base.items() if k != "threshold"} == other


@pytest.mark.parametrize("threshold", [0, 1, 15, 17, 19, 21, 32, -16, "16", 16.0, None, True, [16]])
def test_other_thresholds_are_refused_as_malformed(threshold):
    with pytest.raises(IllegalAction) as err:
        new_game(1, "intro", threshold)
    assert err.value.code == MALFORMED
    assert error_message(err.value)


@pytest.mark.parametrize("setup", ["", "INTRO", "Intro", "fulll", "expert", None, 0, ["intro"]])
def test_bad_setups_are_refused_as_malformed(setup):
    with pytest.raises(IllegalAction) as err:
        new_game(1, setup, 16)
    assert err.value.code == MALFORMED
    assert error_message(err.value)


@pytest.mark.parametrize("seed", ["1", 1.0, 1.5, None, True, False, [1], {"seed": 1}])
def test_bad_seeds_are_refused_as_malformed(seed):
    with pytest.raises(IllegalAction) as err:
        new_game(seed, "intro", 16)
    assert err.value.code == MALFORMED
    assert error_message(err.value)


def test_any_int_is_a_seed():
    for seed in (0, -1, 2**64, -(2**200), 10**100):
        state = new_game(seed, "full", 16)
        assert len(state.hand) == 8


def test_same_seed_same_game_different_seed_different_game():
    for setup in ("intro", "full"):
        assert state_to_json(new_game(99, setup, 16)) == state_to_json(new_game(99, setup, 16))
        assert state_to_json(new_game(99, setup, 16)) != state_to_json(new_game(100, setup, 16))


def test_choose_fief_is_the_only_thing_to_do_first():
    state = new_game(2, "intro", 16)
    for action in (A.REVEAL, A.BEGIN_VISIT, A.BACK, A.play(state.hand[0]), A.activate(0)):
        with pytest.raises(IllegalAction):
            apply(state, action)


# -- golden values: a PRNG or deal change must be noticed ------------------------------


def test_golden_splitmix64_matches_the_reference_outputs():
    # Vigna's splitmix64.c reference sequence for x = 0.
    state = seed_state(0)
    out = []
    for _ in range(4):
        state, value = next_u64(state)
        out.append(value)
    assert out == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F, 0xF88BB8A8724C81EC]


@pytest.mark.parametrize(
    ("seed", "expected"),
    [
        (1, [0x910A2DEC89025CC1, 0xBEEB8DA1658EEC67, 0xF893A2EEFB32555E, 0x71C18690EE42C90B]),
        (42, [0xBDD732262FEB6E95, 0x28EFE333B266F103, 0x47526757130F9F52, 0x581CE1FF0E4AE394]),
        (-1, [0xE4D971771B652C20, 0xE99FF867DBF682C9, 0x382FF84CB27281E9, 0x6D1DB36CCBA982D2]),
        (2**64 + 5, [0x63033B0CA389C35A, 0xC097314D939736F8, 0x3B92D3F0106BC147, 0x196E4EC2DA05B945]),
    ],
)
def test_golden_next_u64(seed, expected):
    state = seed_state(seed)
    out = []
    for _ in range(4):
        state, value = next_u64(state)
        out.append(value)
    assert out == expected


@pytest.mark.parametrize(
    ("seed", "expected"),
    [
        (0, [19, 26, 4, 27, 22, 21, 8, 16, 15, 17, 10, 9, 24, 0, 29, 18,
             28, 30, 11, 25, 1, 2, 7, 5, 14, 23, 6, 3, 31, 12, 13, 20]),
        (1, [3, 31, 29, 25, 6, 11, 8, 12, 27, 0, 21, 19, 28, 16, 9, 13,
             17, 20, 14, 10, 22, 15, 4, 2, 1, 30, 18, 24, 23, 5, 26, 7]),
        (42, [17, 29, 2, 30, 14, 25, 13, 31, 18, 19, 15, 12, 28, 10, 4, 24,
              7, 21, 23, 16, 20, 0, 8, 27, 1, 26, 9, 5, 11, 6, 22, 3]),
        (2024, [8, 12, 9, 16, 10, 22, 31, 13, 6, 14, 3, 28, 24, 21, 23, 30,
                7, 25, 1, 29, 5, 27, 15, 17, 11, 2, 19, 0, 20, 4, 26, 18]),
    ],
)  # fmt: skip
def test_golden_shuffled_range_32(seed, expected):
    _, result = shuffled(seed_state(seed), range(32))
    assert list(result) == expected


def test_shuffled_is_a_permutation_and_does_not_touch_its_input():
    items = list(range(32))
    for seed in range(50):
        state, result = shuffled(seed_state(seed), items)
        assert sorted(result) == items
        assert state != seed_state(seed)
    assert items == list(range(32))
    assert shuffled(5, ())[1] == ()
    assert shuffled(5, ("x",))[1] == ("x",)


GOLDEN_DEALS = {
    ("intro", 1): {
        "rulers": ["KF", "QE", "QL", "KC", "QC", "KL", "KE", "QF"],
        "allies": ["JC", "JF", "JL", "JE"],
        "hand": ["1C", "6C", "7C", "1F", "5L", "7L", "8L", "3E"],
        "deck": ["4C", "2L", "7F", "6F", "5F", "2E", "8C", "3F", "5C", "6E", "2C", "6L",
                 "3C", "5E", "2F", "4F", "4L", "1E", "8F", "4E", "3L", "8E", "1L", "7E"],
    },
    ("intro", 20240601): {
        "rulers": ["QL", "KE", "QF", "KF", "KL", "QE", "KC", "QC"],
        "allies": ["JC", "JF", "JL", "JE"],
        "hand": ["3C", "4C", "1F", "5F", "7F", "6L", "7L", "1E"],
        "deck": ["2E", "5E", "6F", "3L", "4F", "1L", "7E", "8F", "8C", "2C", "3E", "7C",
                 "1C", "2L", "5C", "6E", "2F", "6C", "5L", "4E", "8E", "3F", "4L", "8L"],
    },
    ("full", 1): {
        "rulers": ["BC", "JE", "KE", "KC", "PF", "BF", "LL", "BL"],
        "allies": ["LC", "QE", "JL", "KF"],
        "hand": ["3C", "6C", "1F", "2F", "4L", "4E", "6E", "8E"],
        "deck": ["7F", "8F", "7L", "2E", "6F", "3F", "8L", "5L", "2L", "6L", "5F", "5E",
                 "1L", "3E", "7E", "1C", "4C", "8C", "7C", "5C", "2C", "3L", "1E", "4F"],
    },
    ("full", 20240601): {
        "rulers": ["BF", "KL", "PL", "PC", "KF", "BE", "JC", "JE"],
        "allies": ["JF", "LC", "BL", "QE"],
        "hand": ["1C", "4C", "8C", "1F", "3F", "4F", "1E", "2E"],
        "deck": ["6E", "6L", "6F", "7E", "2F", "1L", "4L", "7F", "8L", "3E", "3C", "5C",
                 "5F", "8E", "2C", "2L", "3L", "6C", "7C", "7L", "4E", "8F", "5L", "5E"],
    },
}  # fmt: skip


@pytest.mark.parametrize(("setup", "seed"), sorted(GOLDEN_DEALS))
@pytest.mark.parametrize("threshold", [16, 20])
def test_golden_deal(setup, seed, threshold):
    expected = GOLDEN_DEALS[(setup, seed)]
    state = new_game(seed, setup, threshold)
    assert rulers_of(state) == expected["rulers"]
    assert allies_of(state) == expected["allies"]
    assert sorted(CARD_NAMES[c] for c in state.hand) == sorted(expected["hand"])
    assert [CARD_NAMES[c] for c in state.deck] == expected["deck"]
    # the golden full deals also satisfy the reveal-order rule
    if setup == "full":
        allies, rulers = reveal_order_setup(seed)
        assert rulers == expected["rulers"] and allies == expected["allies"]
