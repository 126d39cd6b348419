"""One spec per character: every module's knowledge of an ability comes from it."""

from __future__ import annotations

import random

import pytest

from forNorthwood.ai.random_bot import random_action
from forNorthwood.core import CHARACTERS, apply, legal_actions, new_game, state_from_json, state_to_json
from forNorthwood.core.abilities import SPECS, STEPS
from forNorthwood.core.pile_order import SCORE_TOP_READERS
from forNorthwood.core.prospects import HAND_GAINERS, PILE_TAKERS, SCORE_ADDERS, SCORE_REMOVERS
from forNorthwood.core.reach import BORROWERS, READIERS, RULER_CHANGERS


def test_every_character_has_one_spec_named_after_it() -> None:
    assert sorted(SPECS) == sorted(CHARACTERS)
    for code, spec in SPECS.items():
        assert spec.code == code
    for spec in SPECS.values():
        # Each step name means one question, whichever ability asks it.
        assert all(STEPS[step.name] is step for step in spec.steps)


def test_what_other_modules_ask_is_read_from_the_specs() -> None:
    # The characters docs/RULES.md gives these powers (the lists kept by hand before the specs).
    assert SCORE_TOP_READERS == {"QC", "QF", "BL"}
    assert READIERS == {"LL"} and RULER_CHANGERS == {"JL", "PL"} and BORROWERS == {"QL"}
    assert SCORE_REMOVERS == {"QC", "QF"} and SCORE_ADDERS == {"KC"} and PILE_TAKERS == {"QC", "BL"}
    assert HAND_GAINERS == {"JC", "QC", "PC", "LC", "BC", "KL", "LL", "BL", "JE", "KE", "PE", "LE", "BE"}


@pytest.mark.parametrize("seed", range(12))
def test_every_question_asked_is_one_of_its_abilitys_steps_and_survives_a_save(seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(seed, "full", 16)
    while legal_actions(state):
        state = apply(state, random_action(state, rng))[0]
        decision = state.decision
        if decision is not None:
            step = STEPS[decision.step]
            assert step in SPECS[decision.ability].steps
            assert decision.kind == step.kind and len(decision.data) == len(step.data)
            assert state_from_json(state_to_json(state)) == state
