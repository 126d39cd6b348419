"""Inserted words carry their grammar: Korean particles, Ukrainian cases, French articles and
agreement, and a bad form in a catalogue never stops the game."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.i18n import Message, grammar
from forNorthwood.i18n.grammar import Word, fill, final_sound, parse_grammar, particle, template_problems
from forNorthwood.i18n.messages import card_label, character_name, suit_name

QUEEN_UK = parse_grammar("f; acc=Королеву Пазурів; gen=Королеви Пазурів; dat=Королеві Пазурів")


def test_korean_particles_follow_the_last_syllable():
    assert particle("발톱 잭", "을") == "을"  # 잭: final ㄱ
    assert particle("발톱 왕자", "을") == "를"  # 자: no final consonant
    assert particle("발톱 왕자", "이") == "가"
    assert particle("발톱 여왕", "는") == "은"
    assert particle("눈", "와") == "과"
    assert particle("파일", "으로") == "로"  # ㄹ takes 로
    assert particle("발톱", "로") == "으로"
    assert particle("나뭇잎", "으로") == "으로"
    assert particle("꽃 귀부인", "가") == "이"


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("발톱 1", "이"),  # 일
        ("발톱 2", "가"),  # 이
        ("발톱 3", "이"),  # 삼
        ("4", "가"),  # 사
        ("5", "가"),  # 오
        ("6", "이"),  # 육
        ("7", "이"),  # 칠
        ("8", "이"),  # 팔
        ("9", "가"),  # 구
        ("0", "이"),  # 영
        ("10", "이"),  # 십
        ("20", "이"),  # 이십
        ("100", "이"),  # 백
        ("1000", "이"),  # 천
        ("12", "가"),  # 십이
        ("2.5", "가"),  # 이 점 오
        ("≈8%", "가"),  # 팔 퍼센트
        ("62%", "가"),
        ("16 ★", "이"),  # 별
        ("QL", "이"),  # 큐엘
        ("7E", "가"),  # 칠 이
        ("'9Z'", "가"),  # 지
        ("save.json", "이"),  # 제이슨
        ("animation_speed", "가"),  # 스피드
        ("", "가"),
    ],
)
def test_korean_numbers_percentages_and_codes_read_as_spoken(text, subject):
    assert particle(text, "가") == subject


def test_korean_ieul_takes_ro_after_numbers_read_with_it():
    assert particle("발톱 7", "으로") == "로"  # 칠로
    assert particle("발톱 1", "으로") == "로"  # 일로
    assert particle("발톱 3", "으로") == "으로"  # 삼으로
    assert particle("발톱 2", "으로") == "로"  # 이로


def test_final_sound_skips_closing_marks():
    assert final_sound("“발톱 잭”") == "c"
    assert final_sound("(왕자)") is None
    assert final_sound("발톱 7.") == "ㄹ"


def test_a_korean_template_asks_for_the_particle_after_each_value():
    template = "{friend|을} 데려와 {ally|을} 대체했습니다({slot}번 칸)."
    assert fill(template, (), {"friend": "발톱 왕자", "ally": "눈 잭", "slot": 2}) == (
        "발톱 왕자를 데려와 눈 잭을 대체했습니다(2번 칸)."
    )
    assert fill("{value!r|은} 카드가 아닙니다", (), {"value": "9Z"}) == "'9Z'는 카드가 아닙니다"


def test_ukrainian_cases_come_from_the_translator():
    queen = Word("Королева Пазурів", QUEEN_UK)
    assert fill("Клацніть {ally:acc}", (), {"ally": queen}) == "Клацніть Королеву\u00a0Пазурів"
    assert fill("масть {ruler:gen}", (), {"ruler": queen}) == "масть Королеви\u00a0Пазурів"
    assert fill("{ruler:nom}", (), {"ruler": queen}) == "Королева\u00a0Пазурів"
    # a case the translator did not give: the word as it is
    assert fill("{ruler:loc}", (), {"ruler": queen}) == "Королева\u00a0Пазурів"
    assert fill("{ruler} {ruler?став/стала}", (), {"ruler": queen}) == "Королева\u00a0Пазурів стала"


def spaced(template: str, args: tuple, kwargs: dict) -> str:
    """``fill`` with the no-break spaces of the names put in read as spaces (for the words)."""
    return fill(template, args, kwargs).replace(grammar.NO_BREAK, " ")


def test_french_articles_elision_and_agreement():
    queen, jack = Word("Reine des Griffes", parse_grammar("f")), Word("Valet des Yeux", parse_grammar("m"))
    eyes, claws = Word("Yeux", parse_grammar("m; pl; elide")), Word("Griffes", parse_grammar("f; pl"))
    sentence = "Ton {friend?ami/amie} {friend:le} remplace {ally:le}."
    assert fill(sentence, (), {"friend": queen, "ally": jack}) == (
        "Ton amie la\u00a0Reine\u00a0des\u00a0Griffes remplace le\u00a0Valet\u00a0des\u00a0Yeux."
    )
    assert spaced(sentence, (), {"friend": jack, "ally": queen}) == (
        "Ton ami le Valet des Yeux remplace la Reine des Griffes."
    )
    assert fill("{x:Le} rejoint tes amis.", (), {"x": queen}) == "La\u00a0Reine\u00a0des\u00a0Griffes rejoint tes amis."
    assert spaced("la capacité {x:du}", (), {"x": jack}) == "la capacité du Valet des Yeux"
    assert spaced("la capacité {x:du}", (), {"x": queen}) == "la capacité de la Reine des Griffes"
    assert spaced("{x:au}", (), {"x": jack}) == "au Valet des Yeux"
    assert spaced("pas {s:de}", (), {"s": eyes}) == "pas d’Yeux"
    assert spaced("pas {s:de}", (), {"s": claws}) == "pas de Griffes"
    assert spaced("{s:Le} sont l’atout", (), {"s": eyes}) == "Les Yeux sont l’atout"
    assert spaced("{s:du}", (), {"s": claws}) == "des Griffes"
    elided = Word("Ami", parse_grammar("m; elide"))
    assert spaced("{x:le} / {x:du} / {x:au}", (), {"x": elided}) == "l’Ami / de l’Ami / à l’Ami"
    given = Word("As", parse_grammar("m; le=l’As"))
    assert spaced("{x:Le}", (), {"x": given}) == "L’As"


def test_plain_values_and_python_format_still_work():
    assert fill("{0} and {1}, {{braces}}", ("a", "b"), {}) == "a and b, {braces}"
    assert fill("{} {}", ("a", "b"), {}) == "a b"
    assert fill("{n:02d} {x!r}", (), {"n": 7, "x": "q"}) == "07 'q'"
    assert fill("{n:acc}", (), {"n": 7}) == "7"  # a form a number has not: the number
    assert fill("{x?a/b}", (), {"x": "plain"}) == "a"  # no grammar: the first alternative


@pytest.mark.parametrize("template", ["{missing}", "{", "}", "{a{b}}", "{x.y}", "{0[1]}", "{x!z}"])
def test_a_template_that_cannot_be_filled_is_an_error_of_its_own(template):
    with pytest.raises(grammar.TemplateError):
        fill(template, (), {"x": "v"})


def test_a_broken_translation_falls_back_to_the_english_never_crashes():
    broken = Message("{friend:acc} {nope} {", "{friend} becomes a friend.")
    assert broken.format(friend="Queen of Claws") == "Queen of Claws becomes a friend."
    odd_form = Message("{friend:zzz|을} {friend?}", "{friend}")
    assert odd_form.format(friend=Word("발톱 잭")) == "발톱\u00a0잭을 "
    english = Message("{friend} {other}", "{friend} {other}")
    with pytest.raises(grammar.TemplateError):
        english.format(friend="x")  # a mistake in the code itself is not hidden


def test_every_translated_sentence_is_a_message_with_its_english_source():
    try:
        i18n.set_language("fr")
        text = i18n._("{ruler} becomes your friend.")
        assert isinstance(text, Message) and text.source == "{ruler} becomes your friend."
        assert text.format(ruler=character_name("QC")) == "La\u00a0Reine\u00a0des\u00a0Griffes rejoint tes amis."
        plural = i18n.ngettext("{count} card", "{count} cards", 2)
        assert plural.source == "{count} cards" and plural.format(count=2) == "2 cartes"
    finally:
        i18n.set_language("en")


def test_names_carry_the_grammar_of_the_catalogue():
    try:
        i18n.set_language("uk")
        jack = character_name("JC")
        assert jack == "Валет Пазурів" and jack.grammar.gender == "m"
        assert grammar.word_form(jack, "acc") == "Валета Пазурів"
        assert grammar.word_form(suit_name("E"), "gen") == "Очей"
        assert card_label("7C") == "Пазурі\u00a07"  # a card, suit first: not a count
        i18n.set_language("fr")
        assert character_name("LL").grammar.gender == "f"
        assert suit_name("E").grammar.plural
        assert card_label("7C") == "7\u00a0Griffes" and card_label("7C").grammar.gender == "m"
        i18n.set_language("ko")
        assert card_label("7C") == "발톱\u00a07"
    finally:
        i18n.set_language("en")
    assert character_name("JC") == "Jack of Claws" and card_label("7E") == "7\u00a0of\u00a0Eyes"


def test_the_checker_names_what_a_translation_does_wrong():
    names = {"friend", "n"}
    assert template_problems("{friend:acc} {n}", "uk", names) == []
    assert template_problems("{friend|을}", "ko", names) == []
    assert template_problems("{friend?ami/amie} {friend:Le}", "fr", names) == []
    assert template_problems("{friend:acc}", "fr", names)  # a Ukrainian case in French
    assert template_problems("{friend:le}", "uk", names)
    assert template_problems("{friend|을}", "fr", names)
    assert template_problems("{friend|의}", "ko", names)  # not a particle of two forms
    assert template_problems("{friend?a/b}", "ko", names)
    assert template_problems("{friend?a/b/c/d/e}", "uk", names)
    assert template_problems("{other}", "uk", names)
    assert template_problems("{friend", "uk", names)


def test_grammar_entries_are_checked():
    assert grammar.entry_problems("f; acc=Королеву; gen=Королеви", "uk", ("acc", "gen")) == []
    assert grammar.entry_problems("-", "ko") == []
    assert grammar.entry_problems("f", "fr") == []
    assert grammar.entry_problems("f; acc=Королеву", "uk", ("acc", "gen")) == ["missing 'gen'"]
    assert grammar.entry_problems("x; le=la", "uk")  # an unknown tag, a French form in Ukrainian
    assert grammar.entry_problems("m; f", "fr") == ["more than one gender"]
    assert parse_grammar("nonsense; =; acc=") == grammar.NO_GRAMMAR  # never raises


def test_a_sentence_after_a_colon_can_begin_in_lower_case_but_a_name_keeps_its_capital():
    assert fill("{who} : {prompt:lower}", (), {"who": "Baron", "prompt": "Défausse une carte."}) == (
        "Baron : défausse une carte."
    )
    queen = Word("Reine des Griffes", parse_grammar("f"))
    assert fill("{prompt:lower}", (), {"prompt": queen}) == "Reine\u00a0des\u00a0Griffes"
    assert template_problems("{who}: {prompt:lower}", "uk", {"who", "prompt"}) == []
    assert template_problems("{who}: {prompt:lower}", "ko", {"who", "prompt"}) != []
