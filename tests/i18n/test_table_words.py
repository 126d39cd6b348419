"""Sentences the table builds from parts: an ability's question after its name with the picks'
progress, the medals' names in a sentence, a count of games in a title."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.i18n.messages import character_name, decision_line, medal_name, split_final_stop


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        ("Discard a card.", ("Discard a card", ".")),
        ("Piocher une autre carte, ou s’arrêter\u00a0?", ("Piocher une autre carte, ou s’arrêter", "\u00a0?")),
        ("카드 1장을 버리세요.", ("카드 1장을 버리세요", ".")),
        ("Jack of Claws", ("Jack of Claws", "")),
    ],
)
def test_a_sentence_and_its_final_mark_come_apart(sentence, parts):
    assert split_final_stop(sentence) == parts


def test_the_picks_progress_goes_before_the_final_mark_in_every_language():
    expected = {
        "en": "Jack\u00a0of\u00a0Eyes: Discard a card (pick 1 of 2).",
        "fr": "Valet\u00a0des\u00a0Yeux\u00a0: défausse une carte (choix 1 sur 2).",
        "uk": "Валет\u00a0Очей: скиньте карту. Вибір 1 з 2.",
        "ko": "눈\u00a0잭: 카드 1장을 버리세요(선택 1/2).",
    }
    for language, line in expected.items():
        with i18n.speaking(language):
            assert decision_line(character_name("JE"), i18n._("Discard a card."), (1, 2)) == line


def test_a_question_stands_alone_as_a_sentence_and_after_a_name_as_the_language_writes_it():
    with i18n.speaking("fr"):
        question = i18n._("Discard a card.")
        assert question == "Défausse une carte."  # the engine's view shows it alone
        assert decision_line("Valet des Yeux", question) == "Valet des Yeux\u00a0: défausse une carte."
    with i18n.speaking("uk"):
        assert decision_line("Барон Очей", i18n._("Your response was odd: discard a card.")) == (
            "Барон Очей: ваша відповідь непарна — скиньте карту."
        )
    with i18n.speaking("en"):
        assert decision_line("Baron of Eyes", i18n._("Discard a card.")) == "Baron of Eyes: Discard a card."


def test_a_medal_is_named_with_its_grammar():
    with i18n.speaking("fr"):
        assert [i18n._("{medal} medals ({stars} ★)").format(medal=medal_name(t), stars=t) for t in (16, 18, 20)] == [
            "Médailles de\u00a0bronze (16 ★)",
            "Médailles d’argent (18 ★)",
            "Médailles d’or (20 ★)",
        ]
        assert i18n._("The {medal} medal was missed").format(medal=medal_name(18)) == "Médaille d’argent manquée"
        assert medal_name(16) == "Bronze"  # alone, on a button
    with i18n.speaking("uk"):
        assert i18n._("The {medal} medal was missed").format(medal=medal_name(20)) == "Не здобуто золоту\u00a0медаль"
    with i18n.speaking("ko"):
        reached = i18n._("For Northwood! {medal} medal reached").format(medal=medal_name(16))
        assert reached == "북쪽숲을 위하여! 동메달 획득"
