"""The replay's words: the refusals, the verdict on a choice, with the grammar of inserted words.

What is tested is what every translation must do (every sentence fills, every inserted word
takes its grammar through the helpers, nothing is left in English or as a placeholder, a chance
is worded as its badge), never a translation's exact wording: a better sentence must not fail."""

from __future__ import annotations

import re

import pytest

from forNorthwood import i18n
from forNorthwood.core import actions as A
from forNorthwood.core.abilities import STEPS
from forNorthwood.core.state import DecisionKind
from forNorthwood.i18n import _, grammar, speaking
from forNorthwood.i18n.choice_text import Asked, did_clause, hint_clause
from forNorthwood.i18n.messages import character_name
from forNorthwood.i18n.replay_text import (
    DIVERGED,
    FUTURE,
    INVALID,
    MISSING,
    position_text,
    progress_text,
    replay_problem_message,
    verdict_text,
)
from forNorthwood.i18n.review_text import chance_text
from tests.cards_kit import card_of

from .test_catalog import messages

#: One action of every kind a replay or a review may name.
EVERY_KIND = (
    A.Play(card_of("7E")),
    A.PickCard(card_of("1L")),
    A.Activate(1),
    A.Reveal(),
    A.PickSuit("C"),
    A.PickOption("stop"),
    A.PickOption("continue"),
    A.PickOption("skip"),
    A.ChooseFief(3),
    A.PickFief(4),
    A.Substitute("QL", 2),
    A.Unsubstitute(0),
    A.PickSlot(3),
    A.StopGame(),
    A.Back(),
    A.BeginVisit(),
)
OTHER_LANGUAGES = ("fr", "uk", "ko")


def plain(words: str) -> str:
    return words.replace("\u00a0", " ")  # a card's name keeps its words together with no-break spaces


def every_verdict(action: A.Action) -> list[str]:
    """Every sentence the replay may say of ``action``, as the player's choice and as the Hint's."""
    other = A.Reveal() if action != A.Reveal() else A.Play(card_of("2E"))
    return [
        verdict_text(action, None),
        verdict_text(action, (0.4, True)),
        verdict_text(action, (0.62, False), action, (0.62, False)),
        verdict_text(action, (0.62, True), other, (0.623, True)),
        verdict_text(action, (0.003, True), other, (0.71, False)),
        verdict_text(other, (0.3, True), action, (0.9, True)),
        verdict_text(other, (0.3, False), action, (0.5, False), in_visit=False),
        verdict_text(other, (0.3, False), action, (0.5, False), in_visit=False, fiefs=("goal", 16)),
        verdict_text(other, (0.9, False), action, (1.2, False), in_visit=False, fiefs=("stars", 18)),
    ]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_refusal_has_its_own_words_and_says_nothing_is_lost(language):
    with speaking(language):
        words = {code: replay_problem_message(code) for code in (MISSING, FUTURE, INVALID, DIVERGED)}
        kept = _("Its record stays in your statistics as it was.")
    assert len(set(words.values())) == 4
    assert kept and all(message.endswith(kept) for message in words.values())  # said every time


def test_the_verdict_follows_the_choice_and_its_cost():
    seven = A.Play(card_of("7E"))
    assert plain(verdict_text(seven, (0.62, True), seven, (0.62, True))) == (
        "You played the 7 of Eyes (62%): the Hint's choice."
    )
    assert plain(verdict_text(seven, (0.62, True), A.Play(card_of("2E")), (0.623, True))) == (
        "You played the 7 of Eyes (62%): as good as the Hint's choice."
    )
    assert plain(verdict_text(seven, (0.4, False), A.Play(card_of("2E")), (0.71, False))) == (
        "You played the 7 of Eyes (≈40%). The Hint would have played the 2 of Eyes (≈71%)."
    )
    # A fief is told by the number the Hint rings it by, named: a player read "You chose fief 2
    # (≈85%). The Hint would have chosen fief 7 (≈68%)" as the Hint choosing the worse fief.
    two, seven_ = A.ChooseFief(2), A.ChooseFief(7)
    goal = ("goal", 16)
    assert plain(verdict_text(two, (0.41, False), seven_, (0.47, False), in_visit=False, fiefs=goal)) == (
        "You chose fief 2 (chance to reach 16 stars: ≈41%). "
        "The Hint would have chosen fief 7 (chance to reach 16 stars: ≈47%)."
    )
    assert plain(verdict_text(two, (0.412, False), seven_, (0.414, False), in_visit=False, fiefs=goal)) == (
        "You chose fief 2 (chance to reach 16 stars: ≈41%): as good as the Hint's choice."
    )
    assert plain(verdict_text(two, (0.9, False), seven_, (1.2, False), in_visit=False, fiefs=("stars", 16))) == (
        "You chose fief 2 (stars to expect: ≈0.9 ★). The Hint would have chosen fief 7 (stars to expect: ≈1.2 ★)."
    )
    assert plain(verdict_text(seven, None)) == "You played the 7 of Eyes."


def test_no_action_is_put_into_a_sentence_as_a_bare_command():
    """The first-time player read "You chose start the visit" and "you played the next statement":
    each kind of action has its own clause, in English too."""
    said = [plain(text) for action in EVERY_KIND for text in every_verdict(action)]
    for text in said:
        assert not re.search(r"You chose (start|stop|go|draw|skip)|played the next statement", text), text
    assert "You started the visit." in said and "You revealed the next statement (40%)." in said


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_every_kind_of_choice_is_said_in_every_sentence(language):
    """Every action kind in every verdict renders: a whole sentence, no placeholder, no English."""
    with speaking("en"):
        english = {action: every_verdict(action) for action in EVERY_KIND}
    with speaking(language):
        for action in EVERY_KIND:
            for text, source in zip(every_verdict(action), english[action], strict=True):
                assert text and text != source, (language, action, text)
                assert not re.search(r"[{}]", text), text
                assert not re.search(r"\b(You|Hint|played|chose|would have|the)\b", text), text
                assert text.rstrip().endswith("."), text


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_every_clause_gives_its_inserted_word_its_grammar(language):
    """A card, a suit or a friend put into a clause asks for its grammar: a French article
    (``{card:le}``), a Ukrainian case where a verb governs it, a Korean particle after it."""
    clauses = {
        message.id: message.string
        for message in messages(language)
        if any(path.endswith("choice_text.py") for path, _line in message.locations)
    }
    checked = 0
    for english, template in clauses.items():
        for field in grammar.fields(template):
            if field.name not in ("card", "suit", "friend", "ally", "ruler", "other"):
                continue
            checked += 1
            if language == "fr":  # "le 7 Yeux", "la valeur du 7 Yeux"
                assert field.form in ("le", "du"), (english, template)
            if language == "ko":
                assert field.particle, (english, template)
            if language == "uk" and field.name in ("friend", "ally"):
                assert field.form == "acc", (english, template)
    # A card twice, a suit, a friend brought in and one sent back, an ally used and one picked, in the
    # player's clauses and the Hint's; then each answer to an ability's question said by what it
    # did: eight with a card, a suit named, an ally made ready, the two rulers swapped.
    assert checked == 14 + 2 * (8 + 1 + 1 + 2)
    with speaking(language):
        queen = character_name("QL")
        said = plain(did_clause(A.Substitute("QL", 2)))
        if language == "uk":
            assert plain(grammar.word_form(queen, "acc")) in said and plain(queen) not in said
        if language == "ko":
            assert plain(queen) + grammar.particle(queen, "을") in said
        if language == "fr":
            assert "la " + plain(queen) in said


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_chance_in_a_verdict_is_worded_as_its_badge(language):
    """The same option, the same words: an exact 0.3% is "<1%" on its badge and in the verdict (a
    badge once said "0%" while the verdict said "<1%"); each chance keeps its own exactness."""
    with speaking(language):
        badge = chance_text(0.003, True)
        assert badge == chance_text(0.003, False) != chance_text(0.0, True)  # "<1%", never "0%"
        said = verdict_text(A.Play(card_of("7E")), (0.003, True), A.Play(card_of("2E")), (0.71, False))
        assert badge in said and chance_text(0.71, False) in said
        exact = verdict_text(A.Play(card_of("7E")), (0.25, True), A.Play(card_of("2E")), (0.71, False))
        assert chance_text(0.25, True) in exact and chance_text(0.25, False) not in exact


def test_the_clauses_cover_every_action_kind():
    with speaking("en"):
        assert len({did_clause(a) for a in EVERY_KIND}) == len(EVERY_KIND)
        assert len({hint_clause(a) for a in EVERY_KIND}) == len(EVERY_KIND)


def test_counts_take_their_plural_form():
    """Ukrainian says 21 рішення but 25 рішень: the count's own plural form, whatever the words."""
    with speaking("uk"):
        after_21 = progress_text(3, 21).split("21", 1)[1]
        after_25 = progress_text(3, 25).split("25", 1)[1]
        assert after_21 != after_25
        assert "80" in position_text(4, 80, 2, False) and "{" not in position_text(4, 80, 2, False)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_fief_verdict_names_its_number_once(language):
    """A fief's number comes named ("chance to reach 16 stars: ≈41%"): its sentences are their own,
    so that a language whose chance sentence names the chance already ("(확률 {chance})") does not
    say it twice ("(확률 별 16개를 모을 확률: ≈41%)")."""
    from forNorthwood.i18n.choice_text import chosen_measure_text, hint_measure_text
    from forNorthwood.i18n.review_text import fief_measure_text

    with speaking(language):
        got, kept = fief_measure_text("goal", 16, 0.41, False), fief_measure_text("goal", 16, 0.47, False)
        said = verdict_text(A.ChooseFief(2), (0.41, False), A.ChooseFief(7), (0.47, False), False, ("goal", 16))
        assert said == chosen_measure_text(A.ChooseFief(2), got) + " " + hint_measure_text(A.ChooseFief(7), kept)
        assert said.count(got) == 1 and "{" not in said
    if language == "ko":
        assert "확률 별" not in said, said


#: An answer of each kind of question (``core.state.DecisionKind``) and the character on each ally slot.
ANSWER = {
    DecisionKind.CARD: A.PickCard(card_of("2F")),
    DecisionKind.SUIT: A.PickSuit("E"),
    DecisionKind.FIEF: A.PickFief(1),
    DecisionKind.SLOT: A.PickSlot(2),
}
ASKED_ALLIES = ("JC", "LF", "QL", "PE")
#: The rulers of the fiefs: the visit at fief 3 (the King of Claws), the Prince of Leaves at fief 1.
RULERS = ("KE", "PL", "BF", "KC", "QC", "LL", "JF")


def every_question() -> list[tuple[Asked, A.Action]]:
    """Every ability's question the core asks, with an answer (each pile a question may name)."""
    found = []
    for step, question in STEPS.items():
        piles = ("discard", "score") if question.data[:1] and question.data[0].kind == "pile" else (None,)
        for pile in piles:
            data = () if pile is None else (pile, ("2F", "7F")) if question.name == "top" else (pile,)
            asked = Asked(step, data, "KC", RULERS)
            if question.kind is DecisionKind.OPTION:
                found += [(asked, A.PickOption(o)) for o in ("stop", "continue")]
            else:
                found.append((asked, ANSWER[question.kind]))
                if step == "bl_swap":
                    found.append((asked, A.PickOption("skip")))
    return found


def test_every_answer_to_an_ability_is_said_by_what_it_did():
    """A first-time player read "You chose fief 1" for a Jack of Leaves' swap and "You picked the 2
    of Flowers" for a Jack of Eyes' discard: every question of the core has its answer said in its
    own words, the player's and the Hint's."""
    with speaking("en"):
        said = {}
        for asked, action in every_question():
            did, hint = plain(did_clause(action, ASKED_ALLIES, asked)), plain(hint_clause(action, ASKED_ALLIES, asked))
            assert not re.search(r"You (picked|chose)|would have (picked|chosen)", did + hint), (asked, did, hint)
            said[(asked.step, asked.data[:1], action)] = did
        assert (
            said[("jl_fief", (), A.PickFief(1))] == "You swapped the King of Claws with the Prince of Leaves of fief 1"
        )
        assert said[("je_discard", (), A.PickCard(card_of("2F")))] == "You discarded the 2 of Flowers"
        assert said[("le_discard", (), A.PickCard(card_of("2F")))] == "You discarded the 2 of Flowers"
        assert said[("pl_fief", (), A.PickFief(1))] == "You moved the visit to fief 1"
        assert said[("ll_ready", (), A.PickSlot(2))] == "You made the Queen of Leaves ready again"
        assert (
            said[("top", ("score",), A.PickCard(card_of("2F")))] == "You put the 2 of Flowers on top of the score pile"
        )
        assert said[("bl_swap", ("discard",), A.PickCard(card_of("2F")))] == (
            "You exchanged the 2 of Flowers with the top card of the discard pile"
        )
        # Every other kind of choice (a phase's own action) keeps its clause; none is a bare command.
        for action in EVERY_KIND:
            assert not re.search(r"You (chose|picked) (start|stop|go|draw|skip)", plain(did_clause(action)))
        # A replayed verdict says it so: the player's answer and the Hint's.
        asked = Asked("je_discard", (1,), "KC", RULERS)
        verdict = plain(
            verdict_text(A.PickCard(card_of("2F")), (0.4, False), A.PickCard(card_of("7F")), (0.7, False), asked=asked)
        )
        assert (
            verdict == "You discarded the 2 of Flowers (≈40%). The Hint would have discarded the 7 of Flowers (≈70%)."
        )


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_every_answer_to_an_ability_is_said_in_every_language(language):
    """Each answer's clause renders whole in every language (no placeholder, no English), and in its
    own words: not the plain clause a choice without its question gets."""
    with speaking(language):
        for asked, action in every_question():
            for clause in (did_clause, hint_clause):
                text = plain(clause(action, ASKED_ALLIES, asked))
                assert text and not re.search(r"[{}]|\b(You|Hint|the)\b", text), (language, asked, text)
                # An option keeps its clause; a suit's plain clause already said "named" in these languages.
                if not isinstance(action, A.PickOption | A.PickSuit):
                    assert text != plain(clause(action, ASKED_ALLIES)), (language, asked, text)
