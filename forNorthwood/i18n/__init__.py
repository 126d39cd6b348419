"""Translations. Every sentence a player reads goes through ``_()``.

Only English exists for now; catalogues go in ``forNorthwood/i18n/locale`` under
the gettext domain ``forNorthwood``. The core speaks in codes; this package
turns them into words (see ``messages``).
"""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "forNorthwood"
LOCALE_DIR = Path(__file__).with_name("locale")

_translation: gettext.NullTranslations = gettext.NullTranslations()


def set_language(language: str | None) -> None:
    """Switch the catalogue (None: the system's; unknown languages fall back to English)."""
    global _translation
    languages = [language] if language else None
    _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=languages, fallback=True)


def _(message: str) -> str:
    """Translate a user-visible string."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)
