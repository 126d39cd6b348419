"""The aids' codes in the player's words: a visit lost or won for sure, a medal out of reach,
and what each ally can do now."""

from __future__ import annotations

import pytest

from forNorthwood.core.abilities import ABILITIES
from forNorthwood.core.ally_advice import ABILITY_USED, EXHAUSTED, NO_EFFECT, NOT_NOW, AllyAdvice
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
    FiefOutcome,
    MedalProspect,
    VisitProspect,
)
from forNorthwood.i18n.aids_text import (
    ally_advice_text,
    confirm_no_effect_text,
    fief_outcome_text,
    medal_prospect_text,
    no_effect_text,
    visit_prospect_text,
)


def test_visit_lines():
    assert visit_prospect_text(None) is None
    assert visit_prospect_text(VisitProspect(3, 3, 1, 1, 5, OPEN, None)) is None
    over = visit_prospect_text(VisitProspect(3, 3, 4, 4, 6, LOST, OVER_TARGET))
    short = visit_prospect_text(VisitProspect(7, 7, 1, 1, 4, LOST, TOO_FEW_DIALOGUES))
    won = visit_prospect_text(VisitProspect(2, 2, 2, 2, 2, WON, TARGET_LOCKED))
    assert over and "above the target of 3" in over
    assert short and "not enough of the dialogues left can be won" in short and "7" in short
    assert won and won.startswith("This visit is won")


def test_medal_lines_count_stars_in_the_right_number():
    assert medal_prospect_text(MedalProspect(16, 4, 4, 20, OPEN, None, False)) is None
    one = medal_prospect_text(MedalProspect(16, 0, 0, 1, LOST, STARS_SHORT, True))
    many = medal_prospect_text(MedalProspect(16, 4, 4, 12, LOST, STARS_SHORT, False))
    assert one and "at most 1 star," in one and "choose Stop the game" in one
    assert many and "at most 12 stars," in many and "next choose a fief" in many
    secured = medal_prospect_text(MedalProspect(16, 16, 16, 20, SECURED, STARS_REACHED, False))
    assert secured == "The medal is yours: 16 stars secured (goal: 16)."


def test_fief_panel_line():
    assert fief_outcome_text(FiefOutcome(1, True, 3, 7, 16, 20)) == (
        "Fief 1 won: +3 stars. You now have 7 stars (goal: 16)."
    )
    assert fief_outcome_text(FiefOutcome(3, True, 1, 1, 18, 20)) == (
        "Fief 3 won: +1 star. You now have 1 star (goal: 18)."
    )
    assert fief_outcome_text(FiefOutcome(0, False, 0, 0, 20, 16)).startswith("Fief 0 lost: no stars.")


@pytest.mark.parametrize("reason", [NOT_NOW, EXHAUSTED, ABILITY_USED])
def test_every_reason_an_ally_cannot_act_has_a_line(reason):
    text = ally_advice_text(AllyAdvice(0, "JC", False, reason, "JC"))
    assert text and text.endswith(".")


def test_a_ready_ally_needs_no_line():
    assert ally_advice_text(AllyAdvice(0, "JC", True, None, "JC")) is None


@pytest.mark.parametrize("character", sorted(ABILITIES))
def test_every_ability_has_a_no_effect_line(character):
    text = ally_advice_text(AllyAdvice(2, character, True, NO_EFFECT, character))
    assert text and text.startswith("Its ability would do nothing now. ")
    assert no_effect_text(character) in text
    assert confirm_no_effect_text(AllyAdvice(2, character, True, NO_EFFECT, character)).startswith("Use the ")


def test_a_borrowing_queen_of_leaves_names_the_ruler():
    text = ally_advice_text(AllyAdvice(1, "QL", True, NO_EFFECT, "JC"))
    assert text == (
        "She would borrow the ability of the Jack\u00a0of\u00a0Claws, which would do nothing now. "
        "Your hand already holds 8 cards or more."
    )


def test_every_ability_question_has_its_words() -> None:
    from forNorthwood.core.abilities import STEPS
    from forNorthwood.i18n import messages

    assert {step.prompt for step in STEPS.values()} == set(messages._prompt_texts())
    for name, step in STEPS.items():
        assert messages.prompt(name, "JC") == messages._prompt_texts()[step.prompt]()
    assert messages.prompt("no_such_step", "QL") == messages.character_name("QL")
