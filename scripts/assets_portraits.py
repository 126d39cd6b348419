"""Job: the 24 character portraits in ``assets/sprites/portraits/``, from OpenMoji.

Downloads the npm package ``openmoji`` at the version pinned in ``assets/credits.toml``,
checks the tarball against the sha512 integrity pinned there, and copies one colour SVG per
character *unmodified*, renamed to the character's code (``KC.svg`` = King of Claws; the
animal chosen for each is ``PORTRAITS`` below). It writes ``index.json``, the
machine-readable list shipped with the portraits (character → rank, suit, animal, source
file, emoji, OpenMoji annotation, author, licence; the authors come from OpenMoji's own
metadata), and the CC BY-SA 4.0 licence text, and removes the SVGs of an older choice of
animals.

Needs ``npm`` and the network::

    python scripts/assets_portraits.py [--keep-downloads DIR]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from assets_common import (
    ASSETS,
    download_folder,
    extract,
    job_parser,
    log,
    npm_pack,
    npm_package,
    write_bytes,
    write_text,
)

#: Name, version and sha512 integrity, as ``assets/credits.toml`` pins them.
PACKAGE = npm_package("portraits")
METADATA = "package/data/openmoji.json"
LICENCE = "package/LICENSE.txt"

RANKS = {"K": "King", "Q": "Queen", "P": "Prince", "L": "Lady", "B": "Baron", "J": "Jack"}
SUITS = {"C": "Claws", "F": "Flowers", "L": "Leaves", "E": "Eyes"}

#: Character code → (OpenMoji hexcode, the animal the game shows).
PORTRAITS = {
    # Claws: hunters
    "KC": ("1F43B", "Bear"),
    "QC": ("1F43A", "Wolf"),
    "PC": ("1F98A", "Fox"),
    "LC": ("1F985", "Eagle"),
    "BC": ("1F9A1", "Badger"),
    "JC": ("1F9A8", "Skunk"),
    # Flowers: meadow folk
    "KF": ("1F417", "Boar"),
    "QF": ("1F41D", "Honeybee"),
    "PF": ("1F430", "Hare"),
    "LF": ("1F98B", "Butterfly"),
    "BF": ("1F994", "Hedgehog"),
    "JF": ("1F42D", "Mouse"),
    # Leaves: forest folk
    "KL": ("1FACE", "Moose"),
    "QL": ("E003", "Doe"),
    "PL": ("1F98C", "Stag"),
    "LL": ("1F41E", "Ladybird"),
    "BL": ("1F9AB", "Beaver"),
    "JL": ("1F43F", "Squirrel"),
    # Eyes: night watchers
    "KE": ("1F989", "Owl"),
    "QE": ("1F987", "Bat"),
    "PE": ("1F99D", "Raccoon"),
    "LE": ("1F426-200D-2B1B", "Crow"),
    "BE": ("1F438", "Frog"),
    "JE": ("1F40C", "Snail"),
}


def svg_member(hexcode: str) -> str:
    return f"package/color/svg/{hexcode}.svg"


def copy_portraits(tgz: Path, assets: Path = ASSETS) -> dict[str, dict[str, str]]:
    """Copy the portraits out of the (already checked) npm tarball; returns ``index.json``'s data."""
    members = [METADATA, LICENCE, *(svg_member(hexcode) for hexcode, _ in PORTRAITS.values())]
    files = extract(tgz, members)
    meta = {entry["hexcode"]: entry for entry in json.loads(files[METADATA])}
    out = assets / "sprites" / "portraits"
    index = {}
    for code, (hexcode, animal) in PORTRAITS.items():
        write_bytes(out / f"{code}.svg", files[svg_member(hexcode)])
        entry = meta[hexcode]
        index[code] = {
            "rank": RANKS[code[0]],
            "suit": SUITS[code[1]],
            "animal": animal,
            "file": f"{code}.svg",
            "source": f"openmoji@{PACKAGE['version']} color/svg/{hexcode}.svg",
            "emoji": entry["emoji"] if entry.get("unicode") else "",
            "openmoji_annotation": entry["annotation"],
            "author": entry["openmoji_author"],
            "license": "CC BY-SA 4.0",
        }
    for old in out.glob("*.svg"):  # the files of an older choice of animals
        if old.stem not in PORTRAITS:
            old.unlink()
            log("portraits", f"removed stale {old.name}")
    write_text(out / "index.json", json.dumps(index, ensure_ascii=False, indent=2) + "\n")
    write_bytes(out / "LICENSE-CC-BY-SA-4.0.txt", files[LICENCE])
    return index


def build(downloads: Path, assets: Path = ASSETS) -> dict[str, dict[str, str]]:
    return copy_portraits(npm_pack(PACKAGE, downloads), assets)


def main(argv: list[str] | None = None) -> int:
    parser = job_parser(__doc__)
    parser.add_argument("--keep-downloads", type=Path, help="download into this folder and keep it")
    args = parser.parse_args(argv)
    with download_folder(args.keep_downloads) as downloads:
        build(downloads)
    return 0


if __name__ == "__main__":
    sys.exit(main())
