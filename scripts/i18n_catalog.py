"""Extract every translatable message and write the gettext catalogues.

Writes ``forNorthwood/i18n/locale/forNorthwood.pot`` (the template for
translators) and the English catalogue ``en/LC_MESSAGES/forNorthwood.po`` and
``.mo`` (English is the source language, so each message translates to itself).
Run it after changing any user-visible text; a test fails while the committed
catalogue is out of date.

    python scripts/i18n_catalog.py [--check]
"""

from __future__ import annotations

import argparse
import ast
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "forNorthwood"
LOCALE = PACKAGE / "i18n" / "locale"
DOMAIN = "forNorthwood"
HEADER = (
    "Project-Id-Version: For Northwood!\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Language: {language}\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"
)


@dataclass(frozen=True)
class Message:
    msgid: str
    plural: str | None
    places: tuple[str, ...]


def extract(package: Path = PACKAGE) -> list[Message]:
    """Every literal passed to ``_()`` or ``ngettext()`` in the package, in a stable order."""
    found: dict[tuple[str, str | None], list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            name = node.func.id
            if name not in ("_", "ngettext") or not node.args:
                continue
            args = node.args[: 1 if name == "_" else 2]
            if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                continue
            key = (args[0].value, args[1].value if name == "ngettext" else None)  # type: ignore[attr-defined]
            # File names only, no line numbers: the catalogue changes when texts do, not when code moves.
            place = path.relative_to(package.parent).as_posix()
            if place not in found.setdefault(key, []):
                found[key].append(place)
    return [
        Message(k[0], k[1], tuple(v)) for k, v in sorted(found.items(), key=lambda item: (item[0][0], item[0][1] or ""))
    ]


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{escaped}"'


def po_text(messages: list[Message], language: str | None) -> str:
    """A .po file (``language`` None: the .pot template with empty translations)."""
    lines = ['msgid ""', f"msgstr {_quote(HEADER.format(language=language or ''))}", ""]
    for m in messages:
        lines += [f"#: {place}" for place in m.places]
        lines.append(f"msgid {_quote(m.msgid)}")
        if m.plural is None:
            lines.append(f"msgstr {_quote(m.msgid if language else '')}")
        else:
            lines.append(f"msgid_plural {_quote(m.plural)}")
            lines.append(f"msgstr[0] {_quote(m.msgid if language else '')}")
            lines.append(f"msgstr[1] {_quote(m.plural if language else '')}")
        lines.append("")
    return "\n".join(lines)


def mo_bytes(messages: list[Message], language: str) -> bytes:
    """A GNU .mo file whose translations are the source texts (English)."""
    entries = {"": HEADER.format(language=language)}
    for m in messages:
        if m.plural is None:
            entries[m.msgid] = m.msgid
        else:
            entries[f"{m.msgid}\0{m.plural}"] = f"{m.msgid}\0{m.plural}"
    keys = sorted(entries)
    ids = [k.encode("utf-8") for k in keys]
    strs = [entries[k].encode("utf-8") for k in keys]
    count = len(keys)
    originals_at = 7 * 4
    translations_at = originals_at + count * 8
    data_at = translations_at + count * 8
    offsets: list[tuple[int, int]] = []
    blob = b""
    for raw in ids + strs:
        offsets.append((len(raw), data_at + len(blob)))
        blob += raw + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, count, originals_at, translations_at, 0, data_at)
    table = b"".join(struct.pack("<2I", length, start) for length, start in offsets)
    return header + table + blob


def outputs(messages: list[Message]) -> dict[Path, bytes]:
    en = LOCALE / "en" / "LC_MESSAGES"
    return {
        LOCALE / f"{DOMAIN}.pot": po_text(messages, None).encode("utf-8"),
        en / f"{DOMAIN}.po": po_text(messages, "en").encode("utf-8"),
        en / f"{DOMAIN}.mo": mo_bytes(messages, "en"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report whether the catalogue is up to date")
    args = parser.parse_args(argv)
    messages = extract()
    stale = [path for path, data in outputs(messages).items() if not path.exists() or path.read_bytes() != data]
    if args.check:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale else 0
    for path, data in outputs(messages).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    print(f"{len(messages)} messages; wrote {len(stale)} changed file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
