"""The gettext catalogues: current with the code, complete, well formed, and right in the plural.

Babel (the ``test`` extra) reads the ``.po`` files; the game itself reads the ``.mo`` files
with the standard library's ``gettext``, as the tests of the plural forms do.
"""

from __future__ import annotations

import gettext
import importlib.util
import re
import sys
from pathlib import Path

import pytest

from forNorthwood import i18n
from forNorthwood.i18n import grammar

pytest.importorskip("babel", reason="Babel (pip install -e '.[test]') builds and checks the catalogues")

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [language for language in i18n.LANGUAGES if language != "en"]
#: Which plural form each language uses for 0, 1, 2, 5 and 21 things.
PLURAL_FORMS = {
    "en": (2, {0: 1, 1: 0, 2: 1, 5: 1, 21: 1}),
    "fr": (2, {0: 0, 1: 0, 2: 1, 5: 1, 21: 1}),
    "uk": (3, {0: 2, 1: 0, 2: 1, 5: 2, 21: 0}),
    "ko": (1, {0: 0, 1: 0, 2: 0, 5: 0, 21: 0}),
}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_catalog", ROOT / "scripts" / "i18n_catalog.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_catalog"] = module
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


def messages(language: str):
    return [m for m in TOOL.read(TOOL.po_file(language), language) if m.id]


def test_the_catalogues_are_up_to_date_with_the_code():
    """The template has exactly the code's messages, each .po the template's, each .mo its .po's."""
    assert TOOL.stale() == [], "run: python scripts/i18n_catalog.py"


def test_the_template_has_every_message_and_only_literals_are_extracted():
    template = TOOL.read(TOOL.TEMPLATE)
    assert len([m for m in template if m.id]) > 500
    assert ("{count} card", "{count} cards", None) in TOOL.keys(template)
    assert ("Queen of Claws", None, "grammar") in TOOL.keys(template)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_entry_is_empty_or_fuzzy(language):
    for message in messages(language):
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        assert all(strings), f"{language}: untranslated {message.id!r}"
        assert not message.fuzzy, f"{language}: fuzzy {message.id!r}"


def _names(template: str, values_only: bool = False) -> set[str]:
    return {f.name for f in grammar.fields(template) if not (values_only and f.choices is not None)}


def counts_of_forms(language: str, up_to: int = 1000) -> list[set[int]]:
    """The counts (0 to ``up_to``) for which each plural form of ``language`` is chosen, by the
    catalogue's own Plural-Forms rule (as gettext chooses)."""
    count, rule = TOOL.PLURAL_FORMS[language]
    choose = gettext.c2py(rule)
    found: list[set[int]] = [set() for _ in range(count)]
    for n in range(up_to + 1):
        found[choose(n)].add(n)
    return found


def placeholder_problems(language: str, ids: list[str], forms: list[str]) -> list[str]:
    """Which forms of a translation do not put in the values of its English message.

    Each form puts in those of both English forms (in French 0, in Ukrainian 21 take the 'one'
    form: the number must be said), except that a form gettext chooses for one thing alone (n == 1,
    as the English singular) may leave out the count, the value only the English plural has ("the
    one still ready" / "the {n} still ready")."""
    expected = set().union(*(_names(english) for english in ids))
    count_only = _names(ids[1]) - _names(ids[0]) if len(ids) == 2 else set()
    counts = counts_of_forms(language) if len(ids) == 2 else [set()]
    problems = []
    for i, form in enumerate(forms):
        wanted = expected - count_only if counts[i] == {1} else expected
        if _names(form, values_only=True) != wanted:
            problems.append(f"form {i} {form!r}: {sorted(_names(form, values_only=True))} ≠ {sorted(wanted)}")
    return problems


def test_only_a_form_for_one_thing_alone_may_leave_the_count_out():
    """The rule can fail: a Ukrainian 'one' form without the number (it also says 21), a French
    one (it also says 0), the one Korean form; the English singular may, being for 1 alone."""
    ids = ["Looked at the top card.", "Looked at the top {count} cards."]
    assert [len(c) for c in counts_of_forms("ko")] == [1001] and counts_of_forms("en")[0] == {1}
    assert 21 in counts_of_forms("uk")[0] and 0 in counts_of_forms("fr")[0]
    assert placeholder_problems("en", ids, ids) == []
    assert placeholder_problems("uk", ids, ["верхню карту", "{count} карти", "{count} карт"]) != []
    assert placeholder_problems("uk", ids, ["{count} карту", "{count} карти", "{count} карт"]) == []
    assert placeholder_problems("fr", ids, ["la carte", "{count} cartes"]) != []
    assert placeholder_problems("ko", ids, ["맨 위 카드"]) != []
    assert placeholder_problems("ko", ["{fief} won"], ["영지"]) != []  # a value that is not the count


@pytest.mark.parametrize("language", TRANSLATED)
def test_placeholders_are_those_of_the_message(language):
    """A translation puts in exactly the values of its English message (``placeholder_problems``),
    and asks only for the grammar its language has (forms, particles, agreement: ``grammar``)."""
    for message in messages(language):
        if message.context == "grammar":
            continue
        ids = list(message.id) if isinstance(message.id, tuple | list) else [message.id]
        forms = list(message.string) if isinstance(message.string, tuple | list) else [message.string]
        expected = set().union(*(_names(english) for english in ids))
        for form in forms:
            problems = grammar.template_problems(form, language, expected, grammar.agreeing_names(message.context))
            assert problems == [], f"{language}: {message.id!r} → {form!r}: {problems}"
        assert placeholder_problems(language, ids, forms) == [], f"{language}: {message.id!r}"


def test_the_english_source_is_plain():
    """The English messages ask for no grammar: forms, particles and agreement are the translations'."""
    for message in messages("en"):
        for english in message.id if isinstance(message.id, tuple | list) else [message.id]:
            for field in grammar.fields(english):
                assert not (field.form or field.particle or field.choices), f"{english!r}: {field}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_name_has_its_grammar(language):
    """Each name's grammar entry is well formed; French gives every name its gender, Ukrainian
    its gender or number and its accusative, genitive, dative, instrumental and locative."""
    entries = [m for m in messages(language) if m.context == "grammar"]
    assert len(entries) == 24 + 4 + 1 + 3  # characters, suits, a dialogue card, medals
    required = {"uk": ("acc", "gen", "dat", "ins", "loc"), "fr": (), "ko": ()}[language]
    for message in entries:
        # A card's name ("Пазурі 7") is said the same in every case.
        needed = () if message.id == "a dialogue card" else required
        problems = grammar.entry_problems(message.string, language, needed)
        parsed = grammar.parse_grammar(message.string)
        if language == "fr":
            problems += [] if parsed.gender else ["no gender"]
        if language == "uk":
            problems += [] if parsed.gender or parsed.plural else ["no gender or number"]
        if language == "ko":
            problems += [] if message.string == "-" else ["Korean names need no grammar: write -"]
        assert problems == [], f"{language}: {message.id!r} → {message.string!r}: {problems}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_fallback_pair_is_written_in_a_catalogue(language):
    """The particle or ending chosen for the word put in, never both written out: 을(를), (으)로,
    ami(e), карт(и)."""
    pairs = re.compile(r"\((으|이|을|를|은|는|과|와|가)\)|[을이은와]\([를가는과]\)|\w\((e|s|es|и|а|ів)\)")
    for message in messages(language):
        for text in message.string if isinstance(message.string, tuple | list) else [message.string]:
            assert not pairs.search(text), f"{language}: {message.id!r} → {text!r}"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_each_catalogue_has_the_plural_rule_of_its_language(language):
    catalog = TOOL.read(TOOL.po_file(language), language)
    count, _forms = PLURAL_FORMS[language]
    assert catalog.num_plurals == count
    for message in messages(language):
        if isinstance(message.id, tuple | list):
            assert len(message.string) == count, f"{language}: {message.id!r}"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_ngettext_picks_the_right_form_for_0_1_2_5_and_21(language):
    compiled = gettext.translation(i18n.DOMAIN, i18n.LOCALE_DIR, languages=[language])
    _count, forms = PLURAL_FORMS[language]
    plural = [m for m in messages(language) if isinstance(m.id, tuple | list)]
    assert len(plural) >= 10
    try:
        i18n.set_language(language)
        for message in plural:
            for n, form in forms.items():
                expected = message.string[form]
                assert compiled.ngettext(message.id[0], message.id[1], n) == expected
                assert i18n.ngettext(message.id[0], message.id[1], n) == expected, (language, n, message.id)
    finally:
        i18n.set_language("en")


def test_ukrainian_and_korean_counts_read_naturally():
    try:
        i18n.set_language("uk")
        cards = [i18n.ngettext("{count} card", "{count} cards", n).format(count=n) for n in (1, 2, 5, 21)]
        assert len({c.split(" ", 1)[1] for c in cards[:3]}) == 3  # карта, карти, карт
        assert cards[0].split(" ", 1)[1] == cards[3].split(" ", 1)[1]  # 1 and 21 agree
        i18n.set_language("ko")
        assert len({i18n.ngettext("{count} card", "{count} cards", n) for n in (0, 1, 2, 5, 21)}) == 1
    finally:
        i18n.set_language("en")


def test_the_english_catalogue_translates_every_message_to_itself():
    for message in messages("en"):
        if isinstance(message.id, tuple | list):
            assert list(message.string) == list(message.id)
        else:
            assert message.string == message.id


def test_set_language_loads_the_catalogue_and_falls_back_for_unknown_languages():
    try:
        assert i18n.set_language("fr") == "fr"
        assert isinstance(i18n._translation, gettext.GNUTranslations)
        assert i18n._("Claws") == "Griffes"
        assert i18n.set_language("xx") == "en"
        assert i18n._("Claws") == "Claws"
    finally:
        i18n.set_language("en")


def translations(language: str):
    """Every text of a catalogue (the names' grammar entries are not texts)."""
    for message in messages(language):
        if message.context == "grammar":
            continue
        yield from message.string if isinstance(message.string, tuple | list) else [message.string]


def test_french_typography():
    """A no-break space before ! ? : ; and » and after «, as French typography asks
    (placeholders, the game's English name and the desktop keywords' separators aside)."""
    for text in translations("fr"):
        bare = PLACEHOLDER.sub("X", text).replace("For Northwood!", "")
        if re.fullmatch(r"[^\s;]+(;[^\s;]+)*;", bare):
            continue  # desktop keywords: word;word;
        before = [m.group(0) for m in re.finditer(r"(.)[!?;:»]", bare) if m.group(1) not in "\u00a0\u202f"]
        after = [m.group(0) for m in re.finditer(r"«(.)", bare) if m.group(1) not in "\u00a0\u202f"]
        assert before == [] and after == [], f"{text!r}: {before + after}"


def test_ukrainian_apostrophe_is_always_the_same():
    """The apostrophe inside Ukrainian words is always ʼ (U+02BC), never ' or ’."""
    letters = "а-щьюяєіїґА-ЩЬЮЯЄІЇҐ"
    used = 0
    for text in translations("uk"):
        assert not re.search(f"[{letters}]['’][{letters}]", text), text
        used += len(re.findall(f"[{letters}]ʼ[{letters}]", text))
    assert used > 0


def test_korean_speaks_politely():
    """Sentences end in the polite register (…니다, …세요), never the plain one (…한다, …이다)."""
    plain = re.compile(r"(?<!니)(한다|이다|했다|된다|없다|있다|간다|온다|않는다)[.!]?$")
    for text in translations("ko"):
        for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
            assert not plain.search(sentence.strip()), text
