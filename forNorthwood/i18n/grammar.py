"""Inserted words that carry their grammar: Korean particles, Ukrainian cases, French articles.

The English source stays plain (``"{friend} becomes a friend."``); a translation asks, right
in its placeholders, for the grammar its sentence needs (docs/TRANSLATING.md has the guide):

    {name}            the word as it is
    {name:form}       a form of the word: a case the translator gave (uk ``acc gen dat ins loc
                      voc``, ``nom`` the word itself) or an article (fr ``le du au un de``;
                      ``Le Du Au Un De`` begin a sentence), built from the word's gender
    {name|이}         the word and the Korean particle that follows its last sound: 이/가,
                      을/를, 은/는, 과/와, 으로/로, ... (either form of the pair may be written)
    {name?ami/amie}   not the word but the alternative for its gender and number, in the
                      order masculine / feminine / neuter / plural (missing ones: the first)
    {name!r}          the value's repr (error messages), as in ``str.format``
    {name:lower}      a sentence put after a colon, its first letter in lower case (fr, uk);
                      a name (a ``Word``) keeps its capital

The grammar of a name (its gender, its case forms) comes from the translator too: a catalogue
entry in the context ``grammar`` whose message is the English name, e.g. for "Queen of Claws"
``uk: "f; acc=Королеву Пазурів; gen=Королеви Пазурів; ..."``, ``fr: "f"``, ``ko: "-"``
(see ``parse_grammar``). ``Word`` is a ``str`` carrying that grammar.

Safe by design: a form the word does not have gives the word itself, a particle the table does
not know is written as it is, and a template that cannot be filled (an unknown placeholder, a
stray brace) raises ``TemplateError`` so that the caller can fall back to the English source
(see ``forNorthwood.i18n.Message``). Pure: no gettext, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

# -- the grammar of a word ------------------------------------------------------------------

#: The tags a grammar entry may hold besides its forms.
GENDERS = ("m", "f", "n")
TAGS = (*GENDERS, "pl", "elide")
#: The forms a translator writes in a grammar entry, by language: Ukrainian cases; French
#: articles only to override the built ones (an elided or irregular form).
CASES = ("nom", "acc", "gen", "dat", "ins", "loc", "voc")
ARTICLES = ("le", "du", "au", "un", "de")
ENTRY_FORMS: dict[str, tuple[str, ...]] = {"uk": CASES, "fr": ARTICLES, "ko": (), "en": ()}
#: A sentence put after another's colon, as French and Ukrainian write it: its first letter in
#: lower case ("Baron des Yeux : défausse une carte."); a name keeps its capital.
LOWER = "lower"
#: The forms a sentence may ask for, by language (a capitalised article begins a sentence).
TEMPLATE_FORMS: dict[str, tuple[str, ...]] = {
    "uk": (*CASES, *(c.capitalize() for c in CASES), LOWER),
    "fr": (*ARTICLES, *(a.capitalize() for a in ARTICLES), LOWER),
    "ko": (),
    "en": (),
}
#: How many alternatives ``{name?a/b/...}`` may list, by language (0: the language has none).
AGREEMENT: dict[str, int] = {"fr": 4, "uk": 4, "ko": 0, "en": 0}
#: The languages that write particles after a placeholder.
PARTICLE_LANGUAGES = ("ko",)


@dataclass(frozen=True, slots=True)
class Grammar:
    """What a sentence may ask of a word: its gender and number, and the forms it was given."""

    gender: str = ""  # "m", "f", "n" or "" (unknown)
    plural: bool = False
    elided: bool = False  # French: begins with a vowel sound (l’, d’)
    forms: tuple[tuple[str, str], ...] = ()

    def given(self, form: str) -> str | None:
        """The form ``form`` as the translator wrote it, None when not given."""
        for name, text in self.forms:
            if name == form:
                return text
        return None


NO_GRAMMAR = Grammar()


class Word(str):
    """A word inserted into a sentence (a character's name, a suit, a card, a pile), with the
    grammar a translation may ask of it. It is a ``str``: anything that shows text shows it."""

    grammar: Grammar

    def __new__(cls, text: str, grammar: Grammar = NO_GRAMMAR) -> Word:
        word = super().__new__(cls, text)
        word.grammar = grammar
        return word


@lru_cache(maxsize=512)
def parse_grammar(entry: str) -> Grammar:
    """A grammar entry as the catalogue holds it: ``;``-separated tags (``m f n pl elide``) and
    forms (``acc=Королеву Пазурів``); ``-`` or anything else without them: no grammar.

    Never raises: what it does not understand it leaves out (``entry_problems`` names it)."""
    gender, plural, elided, forms = "", False, False, []
    for raw in entry.split(";"):
        item = raw.strip()
        name, equals, text = item.partition("=")
        if equals:
            if name.strip() and text.strip():
                forms.append((name.strip(), text.strip()))
        elif item in GENDERS:
            gender = item
        elif item == "pl":
            plural = True
        elif item == "elide":
            elided = True
    return Grammar(gender, plural, elided, tuple(forms))


def entry_problems(entry: str, language: str, required: Sequence[str] = ()) -> list[str]:
    """What is wrong with a grammar entry of ``language``: an unknown tag or form, a missing
    required form (for the catalogue test)."""
    problems: list[str] = []
    allowed = ENTRY_FORMS.get(language, ())
    if entry.strip() == "-":
        items: list[str] = []
    else:
        items = [item.strip() for item in entry.split(";")]
    found: set[str] = set()
    for item in items:
        name, equals, text = item.partition("=")
        if equals:
            if name.strip() not in allowed:
                problems.append(f"unknown form {name.strip()!r}")
            elif not text.strip():
                problems.append(f"empty form {name.strip()!r}")
            found.add(name.strip())
        elif item not in TAGS:
            problems.append(f"unknown tag {item!r}")
        else:
            found.add(item)
    genders = [item for item in items if item in GENDERS]
    if len(genders) > 1:
        problems.append("more than one gender")
    problems += [f"missing {name!r}" for name in required if name not in found]
    return problems


# -- French articles --------------------------------------------------------------------------

#: Each article: masculine, feminine, elided (before a vowel sound), plural, plural elided.
_ARTICLE_FORMS: dict[str, tuple[str, str, str, str, str]] = {
    "le": ("le ", "la ", "l’", "les ", "les "),
    "du": ("du ", "de la ", "de l’", "des ", "des "),
    "au": ("au ", "à la ", "à l’", "aux ", "aux "),
    "un": ("un ", "une ", "", "des ", "des "),
    "de": ("de ", "de ", "d’", "de ", "d’"),
}


def _article(text: str, grammar: Grammar, form: str) -> str | None:
    forms = _ARTICLE_FORMS.get(form)
    if forms is None:
        return None
    masculine, feminine, elided, plural, plural_elided = forms
    if grammar.plural:
        return (plural_elided if grammar.elided else plural) + text
    if grammar.elided and elided:
        return elided + text
    return (feminine if grammar.gender == "f" else masculine) + text


def word_form(value: Word, form: str) -> str:
    """The form ``form`` of ``value``: the translator's, else the built article, else the word."""
    lower = form[:1].lower() + form[1:]
    text = value.grammar.given(lower)
    if text is None:
        text = _article(str(value), value.grammar, lower) if lower in _ARTICLE_FORMS else None
    if text is None:
        text = str(value)
    if form[:1].isupper():
        text = text[:1].upper() + text[1:]
    return text


def agreement(value: object, alternatives: Sequence[str]) -> str:
    """The alternative for the gender and number of ``value`` (masculine / feminine / neuter /
    plural); the first one when the value has no grammar or the alternative is missing."""
    grammar = value.grammar if isinstance(value, Word) else NO_GRAMMAR
    index = 3 if grammar.plural else {"m": 0, "f": 1, "n": 2}.get(grammar.gender, 0)
    if index < len(alternatives) and (alternatives[index] or index == 0):
        return alternatives[index]
    return alternatives[0] if alternatives else ""


# -- Korean particles ----------------------------------------------------------------------------

#: Each particle pair: after a final consonant, after a vowel. ``으로`` and its family take the
#: vowel form after ㄹ as well.
PARTICLES: tuple[tuple[str, str], ...] = (
    ("이", "가"),
    ("을", "를"),
    ("은", "는"),
    ("과", "와"),
    ("으로", "로"),
    ("으로서", "로서"),
    ("으로써", "로써"),
    ("으로부터", "로부터"),
    ("이나", "나"),
    ("이라", "라"),
    ("이라고", "라고"),
    ("이라는", "라는"),
    ("이랑", "랑"),
    ("이며", "며"),
    ("이고", "고"),
    ("이다", "다"),
    ("이에요", "예요"),
    ("이었", "였"),
    ("이든", "든"),
    ("아", "야"),
)
_PAIR = {form: pair for pair in PARTICLES for form in pair}
_RIEUL_TAKES_VOWEL_FORM = frozenset(pair for pair in PARTICLES if pair[0].startswith("으로"))

#: How the last sound of a digit reads in Korean (Sino-Korean numerals): None a vowel, "ㄹ" ㄹ,
#: "c" another final consonant. 0 영, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구.
_DIGIT_ENDS = {
    "0": "c",
    "1": "ㄹ",
    "2": None,
    "3": "c",
    "4": None,
    "5": None,
    "6": "c",
    "7": "ㄹ",
    "8": "ㄹ",
    "9": None,
}
#: A number ending in zeros reads as its last unit: 십 (10), 백 (100), 천 (1000), 만 (10⁴…10⁷),
#: 억 (10⁸…), 조 (10¹²…), 경 (10¹⁶…).
_ZERO_UNITS = ((16, "c"), (12, None), (8, "c"), (4, "c"), (3, "c"), (2, "c"), (1, "c"))
#: Latin letters read one by one (a code, an abbreviation): only L (엘), R (알) end in ㄹ, M N in
#: another consonant (엠, 엔); every other letter's name ends in a vowel (에이, 비, 씨...).
_LETTER_ENDS = {"L": "ㄹ", "R": "ㄹ", "M": "c", "N": "c"}
#: Signs read as words: % 퍼센트, ★ 별, ° 도, + 플러스.
_SIGN_ENDS = {"%": None, "★": "ㄹ", "°": None, "+": None}
_TRAILING = re.compile(r"[\s'\"“”‘’«»()\[\]{}<>.,;:!?…·\-–—/\\*]+$")
_LATIN_WORD = re.compile(r"[A-Za-z]+$")
_NUMBER = re.compile(r"(\d+)(?:[.,](\d+))?$")


def final_sound(text: str) -> str | None:
    """How ``text`` ends when read aloud in Korean: None after a vowel, ``"ㄹ"`` after ㄹ,
    ``"c"`` after another consonant. Hangul by its final consonant (batchim), numbers as
    Korean reads them, Latin codes letter by letter, English words by their last letter."""
    text = _TRAILING.sub("", text)
    if not text:
        return None
    last = text[-1]
    if "가" <= last <= "힣":
        final = (ord(last) - 0xAC00) % 28
        return None if final == 0 else "ㄹ" if final == 8 else "c"
    if last in _SIGN_ENDS:
        return _SIGN_ENDS[last]
    number = _NUMBER.search(text)
    if number is not None:
        whole, fraction = number.groups()
        if fraction:
            return _DIGIT_ENDS[fraction[-1]]
        stripped = whole.rstrip("0")
        zeros = len(whole) - len(stripped)
        if not stripped:
            return "c"  # 영
        for least, end in _ZERO_UNITS:
            if zeros >= least:
                return end
        return _DIGIT_ENDS[whole[-1]]
    word = _LATIN_WORD.search(text)
    if word is not None:
        letters = word.group(0)
        if len(letters) == 1 or letters.isupper():
            return _LETTER_ENDS.get(letters[-1].upper())
        lower = letters.lower()
        if lower.endswith("l"):
            return "ㄹ"
        return "c" if lower.endswith(("m", "n", "ng")) else None
    return None


def particle(text: str, written: str) -> str:
    """The form of the particle ``written`` (either of its pair) that follows ``text``; a
    particle of no pair is written as it is."""
    pair = _PAIR.get(written)
    if pair is None:
        return written
    end = final_sound(text)
    if end is None or (end == "ㄹ" and pair in _RIEUL_TAKES_VOWEL_FORM):
        return pair[1]
    return pair[0]


# -- filling a template -----------------------------------------------------------------------


class TemplateError(ValueError):
    """A template that cannot be filled: a stray brace, a field of unknown syntax, a missing value."""


@dataclass(frozen=True, slots=True)
class Field:
    """One ``{...}`` of a template."""

    name: str  # a keyword, a position, or "" (the next position)
    conversion: str = ""  # "r", "s", "a" or ""
    form: str = ""
    choices: tuple[str, ...] | None = None
    particle: str = ""


_FIELD = re.compile(
    r"(?P<name>[A-Za-z_][A-Za-z0-9_]*|\d*)"
    r"(?:!(?P<conversion>[rsa]))?"
    r"(?::(?P<form>[^?|]*))?"
    r"(?:\?(?P<choices>[^|]*))?"
    r"(?:\|(?P<particle>.+))?"
)


@lru_cache(maxsize=4096)
def parse(template: str) -> tuple[str | Field, ...]:
    """The template as literal text and fields; raises ``TemplateError`` if it is malformed."""
    parts: list[str | Field] = []
    text: list[str] = []
    i, size = 0, len(template)
    while i < size:
        char = template[i]
        if char == "{" and template.startswith("{{", i):
            text.append("{")
            i += 2
        elif char == "}" and template.startswith("}}", i):
            text.append("}")
            i += 2
        elif char == "{":
            end = template.find("}", i + 1)
            if end < 0 or "{" in template[i + 1 : end]:
                raise TemplateError(f"unclosed field at {i}")
            if text:
                parts.append("".join(text))
                text = []
            parts.append(_field(template[i + 1 : end]))
            i = end + 1
        elif char == "}":
            raise TemplateError(f"single '}}' at {i}")
        else:
            text.append(char)
            i += 1
    if text:
        parts.append("".join(text))
    return tuple(parts)


def _field(inside: str) -> Field:
    match = _FIELD.fullmatch(inside)
    if match is None:
        raise TemplateError(f"unknown field syntax {{{inside}}}")
    choices = match["choices"]
    return Field(
        match["name"],
        match["conversion"] or "",
        match["form"] or "",
        tuple(choices.split("/")) if choices is not None else None,
        match["particle"] or "",
    )


def fields(template: str) -> tuple[Field, ...]:
    """The fields of a template (raises ``TemplateError`` if it is malformed)."""
    return tuple(part for part in parse(template) if isinstance(part, Field))


def fill(template: str, args: Sequence[object], kwargs: Mapping[str, object]) -> str:
    """``template`` with its fields filled from ``args`` and ``kwargs``, each with the grammar it
    asks for. Raises ``TemplateError`` when a field names no value or the template is malformed."""
    out: list[str] = []
    auto = 0
    for part in parse(template):
        if isinstance(part, str):
            out.append(part)
            continue
        name = part.name
        if name == "":
            name, auto = str(auto), auto + 1
        try:
            value = args[int(name)] if name.isdigit() else kwargs[name]
        except (KeyError, IndexError) as missing:
            raise TemplateError(f"no value for {{{name}}}") from missing
        out.append(_render(value, part))
    return "".join(out)


#: The no-break space that keeps a name's words on one line (U+00A0; the text wrapper breaks
#: lines only at a plain space, and the fonts draw it as a space).
NO_BREAK = "\u00a0"


def unbreakable(text: str) -> str:
    """``text`` with its spaces made no-break: a name or a card put in a sentence is never
    split across two lines ("7 Griffes", "Reine des Yeux", "눈 귀부인")."""
    return text.replace(" ", NO_BREAK)


def _render(value: object, field: Field) -> str:
    if field.choices is not None:
        return agreement(value, field.choices)
    if field.conversion == "r":
        text = repr(value)
    elif field.conversion == "a":
        text = ascii(value)
    elif field.form and isinstance(value, Word):
        text = word_form(value, field.form)
    elif field.form == LOWER:
        text = str(value)
        text = text[:1].lower() + text[1:]
    elif field.form:
        try:
            text = format(value, field.form)  # a number's own format spec ("02d"), if one is meant
        except (TypeError, ValueError):
            text = str(value)
    else:
        text = str(value)
    if isinstance(value, Word) and not field.conversion:
        text = unbreakable(text)  # a name, a card: one line, with its article
    if field.particle:
        text += particle(text, field.particle)
    return text


#: The context of a message that agrees with a word the English does not show: a state written
#: on a card ("exhausted" under the ally, French "tourné" or "tournée"). The code passes the word
#: under that name; a translation may ask only for its agreement (``{ally?tourné/tournée}``).
_AGREES_WITH = re.compile(r"agrees with \{([A-Za-z_][A-Za-z0-9_]*)\}")


def agreeing_names(context: str | None) -> frozenset[str]:
    """The names a message's context lets a translation agree with (``"agrees with {ally}"``)."""
    return frozenset(_AGREES_WITH.findall(context or ""))


def template_problems(
    template: str, language: str, names: set[str], agreeing: frozenset[str] = frozenset()
) -> list[str]:
    """What a translation's template does wrong in ``language``: malformed, a placeholder the
    English message does not have, a form, particle or agreement the language does not know.
    ``agreeing``: names the translation may agree with but not write (see ``agreeing_names``)."""
    try:
        found = fields(template)
    except TemplateError as error:
        return [str(error)]
    problems: list[str] = []
    forms = TEMPLATE_FORMS.get(language, ())
    for field in found:
        if field.name in agreeing and field.name not in names:
            if field.choices is None:
                problems.append(f"{{{field.name}}} may only be agreed with ({{{field.name}?...}})")
        elif field.name and not field.name.isdigit() and field.name not in names:
            problems.append(f"unknown placeholder {{{field.name}}}")
        if field.form and field.form not in forms:
            problems.append(f"{{{field.name}:{field.form}}}: {language} has no form {field.form!r}")
        if field.particle:
            if language not in PARTICLE_LANGUAGES:
                problems.append(f"{{{field.name}|{field.particle}}}: {language} writes no particles")
            elif field.particle not in _PAIR:
                problems.append(f"{{{field.name}|{field.particle}}}: unknown particle")
        if field.choices is not None:
            limit = AGREEMENT.get(language, 0)
            if not limit:
                problems.append(f"{{{field.name}?...}}: {language} has no agreement")
            elif len(field.choices) > limit or not field.choices[0]:
                problems.append(f"{{{field.name}?...}}: 1 to {limit} alternatives, the first not empty")
            if field.form or field.particle or field.conversion:
                problems.append(f"{{{field.name}?...}}: an agreement takes nothing else")
    return problems
