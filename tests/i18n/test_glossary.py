"""The catalogues use the glossary's words: the messages docs/GLOSSARY.md lists are
translated exactly as it says, and no translation uses a synonym it replaced."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("babel", reason="Babel (the test extra) reads the catalogues")

from babel.messages.pofile import read_po

from forNorthwood import i18n

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "GLOSSARY.md"
COLUMNS = {"fr": 1, "uk": 2, "ko": 3}


def table(heading: str) -> list[list[str]]:
    """The rows of the glossary's table whose first header cell is ``heading``."""
    lines = GLOSSARY.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {heading} |"))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    assert rows, heading
    return rows


def catalogue(language: str) -> dict[tuple[str | None, str], object]:
    path = i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
    with path.open("rb") as handle:
        return {
            (m.context, m.id[0] if isinstance(m.id, tuple | list) else m.id): m.string
            for m in read_po(handle, locale=language)
            if m.id
        }


@pytest.mark.parametrize("language", COLUMNS)
def test_the_glossarys_messages_are_translated_with_its_words(language):
    messages = catalogue(language)
    wrong = []
    for row in table("msgid"):
        match = re.fullmatch(r"(.*) \[(\w+)\]", row[0])
        key = (match[2], match[1]) if match else (None, row[0])
        assert key in messages, f"the glossary names a message the catalogue does not have: {row[0]!r}"
        if messages[key] != row[COLUMNS[language]]:
            wrong.append(f"{row[0]!r}: {messages[key]!r}, the glossary says {row[COLUMNS[language]]!r}")
    assert wrong == []


@pytest.mark.parametrize("language", COLUMNS)
def test_no_translation_uses_a_word_the_glossary_replaced(language):
    banned = [row[COLUMNS[language]] for row in table("words not used") if row[COLUMNS[language]] != "—"]
    found = []
    for (_context, msgid), text in catalogue(language).items():
        for string in text if isinstance(text, tuple | list) else [text]:
            found += [f"{msgid!r} → {string!r}: {word!r}" for word in banned if word in string]
    assert found == []
