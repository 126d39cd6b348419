"""Translations. Every sentence a player reads goes through ``_()`` (``ngettext`` for counts).

The catalogues live in ``forNorthwood/i18n/locale/<language>/LC_MESSAGES/forNorthwood.mo``
(gettext domain ``forNorthwood``), compiled from the ``.po`` files by Babel
(``scripts/i18n_catalog.py``) and read at run time by the standard library's ``gettext``.
The core speaks in codes; this package turns them into words (see ``messages``).

A translated sentence is a ``Message``: its ``format`` fills the placeholders with the grammar
the translation asks for (Korean particles, Ukrainian cases, French articles: ``grammar``), and
if a translation cannot be filled it falls back to the English sentence instead of failing.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from . import grammar

DOMAIN = "forNorthwood"
LOCALE_DIR = Path(__file__).with_name("locale")

#: The languages the game speaks, English (the source language) first.
LANGUAGES = ("en", "fr", "uk", "ko")
#: Each language named in its own words (never translated: a player looks for their own).
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "uk": "Українська", "ko": "한국어"}
DEFAULT_LANGUAGE = "en"
#: The environment variables that name the user's language, in the order gettext reads them.
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT_LANGUAGE


def language_code(value: str) -> str | None:
    """``"fr_FR.UTF-8@euro"`` → ``"fr"``; None when the game does not speak that language."""
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The user's language from the environment as gettext reads it (LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG: the first one set decides); English when the game does not speak it."""
    env = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if not value:
            continue
        for item in value.split(":"):  # LANGUAGE may list several, best first
            code = language_code(item)
            if code is not None:
                return code
        return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def set_language(language: str | None) -> str:
    """Speak ``language`` from now on (None: the system's; a language the game does not
    speak falls back to English). Returns the language chosen."""
    global _translation, _language
    code = language_code(language) if language else system_language()
    code = code or DEFAULT_LANGUAGE
    _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _language = code
    return code


def current_language() -> str:
    """The language the game speaks now (a code of ``LANGUAGES``)."""
    return _language


class Message(str):
    """A translated sentence. ``format`` fills its placeholders through ``grammar.fill`` (the
    forms, particles and agreements a translation writes, see docs/TRANSLATING.md); when the
    translation cannot be filled (a placeholder the code does not pass, a stray brace) the
    English sentence is filled instead, so a broken catalogue entry never stops the game."""

    source: str

    def __new__(cls, text: str, source: str) -> Message:
        message = super().__new__(cls, text)
        message.source = source
        return message

    def format(self, *args: object, **kwargs: object) -> str:
        try:
            return grammar.fill(self, args, kwargs)
        except grammar.TemplateError:
            if str(self) == self.source:
                raise  # the English itself: a mistake in the code, let the tests see it
            return grammar.fill(self.source, args, kwargs)


def _(message: str) -> str:
    """Translate a user-visible string."""
    return Message(_translation.gettext(message), message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a sentence about ``n`` things in the form the language uses for ``n``."""
    return Message(_translation.ngettext(singular, plural, n), singular if n == 1 else plural)


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` in ``context``: the same English in two roles (``"grammar"``: the
    grammar of a name, see ``grammar.parse_grammar``; ``"fief"``: a fief's result...)."""
    return Message(_translation.pgettext(context, message), message)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Speak ``language`` inside the ``with`` block only (e.g. to write every language into one file)."""
    before = _language
    set_language(language)
    try:
        yield
    finally:
        set_language(before)
