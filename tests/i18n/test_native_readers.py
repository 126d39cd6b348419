"""What the native readers found, held in the grammar layer: the ally's state agrees
with the ally, no Korean particle follows a percentage, a card and a name stay whole on a line,
and zero stars is said as "no star", not "at most 0 stars"."""

from __future__ import annotations

import re

import pytest

from forNorthwood import i18n
from forNorthwood.ai.review import ChoiceCost, VisitReview
from forNorthwood.core import actions as A
from forNorthwood.core.prospects import LOST, STARS_SHORT, MedalProspect
from forNorthwood.i18n import grammar
from forNorthwood.i18n.aids_text import medal_prospect_text
from forNorthwood.i18n.grammar import NO_BREAK, Word, agreeing_names, fill, parse_grammar, template_problems
from forNorthwood.i18n.messages import card_label, character_name, exhausted_label
from forNorthwood.i18n.review_text import chance_text, review_lines
from tests.cards_kit import card_of

from .test_catalog import messages

#: The placeholders that take a chance ("62%", "≈8%", "<1%").
PERCENT_FIELDS = frozenset({"kept", "got", "chance", "percent"})


def _review_7c_for_2e(played_success: float = 0.1, chance: float = 0.3, exact: bool = True) -> VisitReview:
    """A lost visit of fief 3 whose costliest choice played the 7 of Claws where the Hint said the
    2 of Eyes (40%)."""
    cost = ChoiceCost(
        step=5,
        played=A.Play(card_of("7C")),
        played_success=played_success,
        best=A.Play(card_of("2E")),
        best_success=0.4,
        exact=exact,
    )
    return VisitReview(fief=3, won=False, chance=chance, chance_exact=exact, costliest=cost, decisions=4)


def test_the_ally_state_agrees_with_the_ally():
    """French "tourné" under a Jack, "tournée" under a Queen or a Lady; Ukrainian likewise."""
    with i18n.speaking("fr"):
        labels = [exhausted_label(code) for code in ("JL", "KC", "QE", "LF")]
        assert labels == ["tourné", "tourné", "tournée", "tournée"]
    with i18n.speaking("uk"):
        assert exhausted_label("BC") == "активований"
        assert exhausted_label("QL") == exhausted_label("LE") == "активована"
    with i18n.speaking("en"):
        assert exhausted_label("QL") == "exhausted"


def test_a_message_may_agree_with_a_word_its_english_does_not_show():
    assert agreeing_names("agrees with {ally}") == {"ally"}
    assert agreeing_names(None) == agreeing_names("fief") == frozenset()
    agreeing = agreeing_names("agrees with {ally}")
    assert template_problems("{ally?tourné/tournée}", "fr", set(), agreeing) == []
    assert template_problems("{ally}", "fr", set(), agreeing)  # the word itself: no, only its agreement
    assert template_problems("{ally?tourné/tournée}", "fr", set())  # without the context: unknown
    queen = Word("Reine des Yeux", parse_grammar("f"))
    assert fill("{ally?tourné/tournée}", (), {"ally": queen}) == "tournée"


def test_ukrainian_cases_may_begin_a_sentence():
    medal = Word("Бронза", parse_grammar("f; nom=бронзова медаль; acc=бронзову медаль"))
    assert fill("{medal:Nom} (16 ★)", (), {"medal": medal}) == f"Бронзова{NO_BREAK}медаль (16 ★)"
    assert template_problems("{medal:Nom}", "uk", {"medal"}) == []
    with i18n.speaking("uk"):
        from forNorthwood.i18n.messages import medal_name

        reached = i18n._("For Northwood! {medal} medal reached").format(medal=medal_name(18))
        assert reached.replace(NO_BREAK, " ") == "За Нортвуд! Здобуто срібну медаль"
        assert "«" not in i18n._("{medal} medals ({stars} ★)").format(medal=medal_name(16), stars=16)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_card_and_a_name_are_joined_by_no_break_spaces(language):
    with i18n.speaking(language):
        for code in ("7C", "2E", "0L"):
            label = card_label(code)
            assert " " not in label and NO_BREAK in label, label
        name = character_name("QE")
        assert " " in name  # the name alone (a card's face) keeps its spaces ...
        said = i18n._("{ruler} becomes your friend.").format(ruler=name)
        assert grammar.unbreakable(name) in said  # ... and is said in a sentence as one word


def test_no_korean_particle_follows_a_percentage():
    """ "<1%" is read 1퍼센트 미만, which takes 이 where "≈1%" takes 가: no Korean sentence puts a
    particle after a chance, whatever it holds."""
    for message in messages("ko"):
        for text in message.string if isinstance(message.string, tuple | list) else [message.string]:
            parts = grammar.parse(text)
            for index, part in enumerate(parts):
                if isinstance(part, grammar.Field) and part.name in PERCENT_FIELDS:
                    after = parts[index + 1] if index + 1 < len(parts) else ""
                    assert not part.particle, f"{message.id!r} → {text!r}"
                    assert not (isinstance(after, str) and re.match(r"[가-힣]", after)), f"{message.id!r} → {text!r}"
    review = _review_7c_for_2e(played_success=0.001, chance=0.002, exact=False)
    with i18n.speaking("ko"):
        lines = review_lines([review])
    assert "<1%" in lines[-1] and not re.search(r"%[가-힣]", lines[-1]), lines


def test_the_review_gives_a_card_its_article_in_french():
    review = _review_7c_for_2e()
    with i18n.speaking("fr"):
        line = review_lines([review])[-1].replace(NO_BREAK, " ")
    assert "le 2 Yeux" in line and "le 7 Griffes" in line and "Ici" not in line, line


def test_no_star_left_is_said_as_none():
    medal = MedalProspect(16, 0, 0, 0, LOST, STARS_SHORT, True)
    with i18n.speaking("fr"):
        text = medal_prospect_text(medal)
    assert text and "aucune étoile" in text and "0 étoile" not in text
    with i18n.speaking("en"):
        text = medal_prospect_text(medal)
    assert text and "no more stars" in text and "at most 0" not in text


@pytest.mark.parametrize("language", ["fr", "uk", "ko"])
def test_the_review_names_every_choice_in_the_players_words(language):
    """Stopping the game, going back and starting a visit are choices the review may name: each in
    the player's words, never the code the core speaks in (nor left in English)."""
    from forNorthwood.i18n.review_text import action_words

    choices = (A.STOP_GAME, A.Back(), A.BEGIN_VISIT)
    with i18n.speaking("en"):
        english = [action_words(action) for action in choices]
    with i18n.speaking(language):
        words = [action_words(action) for action in choices]
    for action, said, plain in zip(choices, words, english, strict=True):
        assert plain != action.type and " " in plain, plain
        assert said and said != plain, (language, said)


def test_the_review_says_which_choice_cost_the_most_in_every_language():
    """The Korean reader: the review's two sentences (yours, the Hint's) did not say the first was the
    costliest choice; the replay's shared sentences cannot, so the review has its own."""
    from forNorthwood.i18n.choice_text import chosen_text, hint_text

    review = _review_7c_for_2e()
    cost = review.costliest
    assert cost is not None
    for language in ("en", "fr", "uk", "ko"):
        with i18n.speaking(language):
            line = review_lines([review])[-1]
            hint = hint_text(cost.best, chance_text(0.4, True))
            # What the line said before: the player's sentence, then the Hint's, nothing between.
            plain = chosen_text(cost.played, chance_text(0.1, True)) + " " + hint
        assert plain not in line and hint in line, (language, line)
    with i18n.speaking("en"):
        assert "your costliest choice" in review_lines([review])[-1]
