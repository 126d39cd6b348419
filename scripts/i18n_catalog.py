"""Refresh the gettext catalogues with Babel: extract, update, compile.

    python scripts/i18n_catalog.py            # extract → update every .po → compile every .mo
    python scripts/i18n_catalog.py --check    # only say whether anything is out of date (exit 1 if so)

The same as running, from the repository's root::

    pybabel extract -F babel.cfg -k _ -k ngettext:1,2 -k pgettext:1c,2 -c Translators: --add-location=file \\
        --sort-output --no-wrap --project "For Northwood!" -o forNorthwood/i18n/locale/forNorthwood.pot .
    pybabel update -i forNorthwood/i18n/locale/forNorthwood.pot -d forNorthwood/i18n/locale \\
        -D forNorthwood --no-fuzzy-matching --ignore-obsolete --no-wrap
    pybabel compile -d forNorthwood/i18n/locale -D forNorthwood --statistics

plus two things pybabel does not do: each catalogue's ``Plural-Forms`` header is set from
``PLURAL_FORMS`` (so a translator's header cannot be wrong), and the
English catalogue translates every message to itself. Babel is a development dependency
(``pip install -e '.[test]'``); the game itself reads the compiled ``.mo`` files with the
standard library's ``gettext``. The ``.mo`` files are committed (see docs/TRANSLATING.md)
and tests/i18n/test_catalog.py fails while any of these files is out of date with the code.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "forNorthwood"
LOCALE = PACKAGE / "i18n" / "locale"
DOMAIN = "forNorthwood"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
LANGUAGES = ("en", "fr", "uk", "ko")
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
#: The plural rule of each language, as the GNU gettext manual gives it. Not CLDR's: Babel's
#: CLDR data gives French a third form for millions ("1 000 000 de cartes") that no message
#: of this game needs, and the game's catalogues keep the two forms French players expect.
PLURAL_FORMS = {
    "en": (2, "(n != 1)"),
    "fr": (2, "(n > 1)"),
    "uk": (3, "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"),
    "ko": (1, "0"),
}
PROJECT = "For Northwood!"


def po_file(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_file(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def pybabel(*args: str) -> None:
    """Run one ``pybabel`` command in this Python, from the repository's root, so that the
    catalogues name files relative to it (raises SystemExit on failure)."""
    here = Path.cwd()
    os.chdir(ROOT)
    try:
        CommandLineInterface().run(["pybabel", "-q", *args])
    finally:
        os.chdir(here)


def extract_template(output: Path) -> None:
    pybabel(
        "extract",
        "-F", str(ROOT / "babel.cfg"),
        "--no-default-keywords", "-k", "_", "-k", "ngettext:1,2", "-k", "pgettext:1c,2",
        "-c", "Translators:",
        "--add-location=file",
        "--sort-output",
        "--no-wrap",
        "--project", PROJECT,
        "--copyright-holder", "For Northwood! contributors",
        "-o", str(output),
        ".",
    )  # fmt: skip


def extracted() -> Catalog:
    """The messages the code has now (extracted in memory, nothing written)."""
    catalog = Catalog(project=PROJECT)
    method_map = [("forNorthwood/**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT, method_map, keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def keys(catalog: Catalog) -> set[tuple[str, str | None, str | None]]:
    """Each message as (msgid, msgid_plural, msgctxt)."""
    found = set()
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple | list):
            found.add((message.id[0], message.id[1], message.context))
        else:
            found.add((message.id, None, message.context))
    return found


def fix_headers(language: str) -> None:
    """Plural-Forms from ``PLURAL_FORMS`` (a translator's header cannot be wrong) and Language;
    English translates every message to itself."""
    path = po_file(language)
    catalog = read(path, language)
    catalog._num_plurals, catalog._plural_expr = PLURAL_FORMS[language]  # read_po keeps the file's header
    catalog.locale = Catalog(locale=language).locale
    if language == "en":
        for message in catalog:
            if message.id:
                message.string = message.id
                message.flags.discard("fuzzy")
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=0, omit_header=False, ignore_obsolete=True)
    data = buffer.getvalue()
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def stale() -> list[str]:
    """What is out of date: the template against the code, each .po against the template,
    each .mo against its .po. Empty when everything is current."""
    problems: list[str] = []
    code = keys(extracted())
    if not TEMPLATE.exists():
        return [f"missing {TEMPLATE.relative_to(ROOT)}"]
    template = keys(read(TEMPLATE))
    if template != code:
        problems.append(
            f"{TEMPLATE.relative_to(ROOT)}: {len(code - template)} message(s) new in the code, "
            f"{len(template - code)} no longer used"
        )
    for language in LANGUAGES:
        po, mo = po_file(language), mo_file(language)
        if not po.exists():
            problems.append(f"missing {po.relative_to(ROOT)}")
            continue
        catalog = read(po, language)
        if keys(catalog) != code:
            problems.append(f"{po.relative_to(ROOT)} does not have the messages of the code")
        if not mo.exists() or mo.read_bytes() != compiled(catalog):
            problems.append(f"{mo.relative_to(ROOT)} is not compiled from its .po")
    return problems


def compiled(catalog: Catalog) -> bytes:
    """The .mo bytes pybabel compile writes for ``catalog`` (fuzzy entries left out)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _undated(data: bytes) -> list[bytes]:
    return [line for line in data.splitlines() if not line.startswith(b'"POT-Creation-Date:')]


def refresh(languages: tuple[str, ...] = LANGUAGES) -> None:
    """Extract the template, then update (or start) and compile the catalogues of ``languages``."""
    before = TEMPLATE.read_bytes() if TEMPLATE.exists() else b""
    extract_template(TEMPLATE)
    if _undated(TEMPLATE.read_bytes()) == _undated(before):
        TEMPLATE.write_bytes(before)  # nothing changed but the date: keep the files as they were
    for language in languages:
        common = ("-i", str(TEMPLATE), "-d", str(LOCALE), "-D", DOMAIN, "-l", language, "--no-wrap")
        if not po_file(language).exists():
            pybabel("init", *common)
        pybabel("update", *common, "--no-fuzzy-matching", "--ignore-obsolete")
        fix_headers(language)
        # What ``pybabel compile`` writes (it calls the same write_mo), byte for byte what
        # the freshness check expects.
        mo_file(language).write_bytes(compiled(read(po_file(language), language)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report what is out of date (exit 1 if anything)")
    parser.add_argument(
        "--languages", nargs="+", choices=LANGUAGES, default=list(LANGUAGES), help="update only these catalogues"
    )
    args = parser.parse_args(argv)
    if not args.check:
        refresh(tuple(args.languages))
    problems = stale()
    for problem in problems:
        print(f"out of date: {problem}")
    if not args.check and not problems:
        print(f"{len(keys(read(TEMPLATE)))} messages; catalogues for {', '.join(LANGUAGES)} current")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
