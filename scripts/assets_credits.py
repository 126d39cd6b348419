"""Job: ``assets/CREDITS.md``, the credits and licences of every asset, for people reading the source.

The credits are written once, in ``assets/credits.toml``; the game's Credits screen words
them through ``forNorthwood.desktop.credits``, and this job writes the same entries, in
English, into ``CREDITS.md`` with what the asset jobs record about each file (the npm
packages and files they come from, the portraits' ``index.json``). It needs no download.
``--check`` only says whether the committed file is up to date (exit status 1 if not);
``tests/test_asset_jobs.py`` fails while it is not.

Offline::

    python scripts/assets_credits.py [--check]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import assets_fonts
from assets_common import ASSETS, credits_data, job_parser, write_text

from forNorthwood.desktop import credits
from forNorthwood.i18n import speaking


def and_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def credits_text(assets: Path = ASSETS) -> str:
    """The text of ``CREDITS.md``."""
    data = credits_data()
    with speaking("en"):
        game, edition = credits.game_credits()
        licence_names = {licence: credits.licence_name(licence) for licence in data["licences"]}
    licences = data["licences"]
    font, portraits = data["font"], data["portraits"]
    index = json.loads((assets / "sprites" / "portraits" / "index.json").read_text(encoding="utf-8"))
    font_spec = f"{font['npm']['name']}@{font['version']}"
    font_rows = "\n".join(
        f"| `fonts/{name}` | npm `{font_spec}`, `{member.removeprefix('package/')}` | "
        + (
            f"{licence_names[font['licence']]} | no (byte-identical copy) |"
            if name.endswith(".otf")
            else "— (the licence text itself) | no |"
        )
        for member, name in assets_fonts.FILES.items()
    )
    portrait_rows = "\n".join(
        f"| `sprites/portraits/{v['file']}` | {v['rank']} of {v['suit']} | {v['animal']} | "
        f"`{v['source'].split(' ', 1)[1]}` ({v['openmoji_annotation']}) | {v['author']} | no |"
        for v in index.values()
    )
    based_on = and_list([f"{base['name']} ({base['by']})" for base in font["based_on"]])
    own = f"covered by the project's own licence ({licence_names[data['edition']['licence']]})"
    cc = licences[portraits["licence"]]
    return TEMPLATE.format(
        game_what=game.what,
        game_who=game.who,
        game_note=game.note,
        edition_what=edition.what,
        edition_who=edition.who,
        edition_licence=edition.licence,
        edition_url=edition.url,
        own=own,
        font_rows=font_rows,
        font_name=font["name"],
        font_version=font["version"],
        font_author=font["author"],
        font_url=font["url"],
        font_copyright=font["copyright"],
        font_based_on=based_on,
        font_licence=licence_names[font["licence"]],
        font_licence_text=licences[font["licence"]]["text"],
        font_licence_url=licences[font["licence"]]["url"],
        font_integrity=font["npm"]["integrity"],
        om_name=portraits["name"],
        om_url=portraits["url"],
        om_spec=f"{portraits['npm']['name']}@{portraits['version']}",
        om_integrity=portraits["npm"]["integrity"],
        cc_name=licence_names[portraits["licence"]],
        cc_text=cc["text"],
        cc_url=cc["url"],
        portrait_rows=portrait_rows,
    )


def build(assets: Path = ASSETS) -> None:
    write_text(assets / "CREDITS.md", credits_text(assets))


def is_up_to_date(assets: Path = ASSETS) -> bool:
    return (assets / "CREDITS.md").read_text(encoding="utf-8") == credits_text(assets)


def main(argv: list[str] | None = None) -> int:
    parser = job_parser(__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if CREDITS.md is out of date; write nothing")
    args = parser.parse_args(argv)
    if args.check:
        ok = is_up_to_date()
        print("CREDITS.md is up to date" if ok else "CREDITS.md is out of date: run python scripts/assets_credits.py")
        return 0 if ok else 1
    build()
    return 0


TEMPLATE = """\
# Credits and licences

Who made what *For Northwood!* plays and ships, and under which licence. The credits are
written in `credits.toml` (the game's Credits screen reads it too) and, for each portrait's
author, in `sprites/portraits/index.json`; this file is written from them by
`scripts/assets_credits.py`: change those, then run the script.

All files in this folder were produced by the asset jobs `scripts/assets_*.py`, run
in order by `scripts/fetch_assets.py` (downloads from the npm registry, pinned by version
and sha512 integrity), or are original artwork made for *For Northwood!*. Re-running the
jobs reproduces them.

## The card game

**{game_what}**:
{game_who}.
{game_note}

## This digital edition

**{edition_what}**:
{edition_who}. Licence: [{edition_licence}]({edition_url}).

## Fonts — `fonts/`

| file | source | licence | modified |
| --- | --- | --- | --- |
{font_rows}

* Font family: **{font_name}** {font_version} by {font_author},
  <{font_url}>.
  {font_copyright}.
  Based on {font_based_on}.
* Licence: {font_licence} — full text in `{font_licence_text}`,
  also at <{font_licence_url}>.
* Coverage checked by `scripts/assets_fonts.py`: Basic Latin, Latin-1, Latin Extended-A
  (French), Cyrillic incl. Ukrainian і ї є ґ, all 11,172 Hangul syllables + compatibility
  jamo, and UI symbols ★ ☆ ← → ↺ ✓ ✗ • … ● ◆ ♥.
* The fonts are shipped **unmodified** (not subset): each file is ~1.6 MB, and
  because "{font_name}" is a Reserved Font Name a subset would have to be renamed.
* npm tarball integrity: `{font_integrity}`

## Suit glyphs — `sprites/suits/`

`claws.svg` (paw with claws), `flowers.svg` (five-petal flower), `leaves.svg`
(leaf), `eyes.svg` (eye): **original artwork drawn for For Northwood!** (hand-written
SVG paths), no third-party material; {own}.

Conventions: square `viewBox="0 0 100 100"`; single colour — every shape is
`fill="#000000"` (no strokes, gradients, masks, clip paths or text), so the game can
recolour them (Okabe–Ito palette) either by replacing `#000000` in the SVG text
before `pygame.image.load_sized_svg(io.BytesIO(...), size)`, or by rendering
them black and tinting the alpha mask, e.g.
`surf.fill((r, g, b, 0), special_flags=pygame.BLEND_RGBA_ADD)`.

## Character portraits — `sprites/portraits/`

All 24 portraits are **{om_name}** emoji, copied **unmodified** (only the file
name changed) from the colour SVGs of npm `{om_spec}`
(`color/svg/<HEXCODE>.svg`; npm tarball integrity `{om_integrity}`).

> All emojis designed by [{om_name}]({om_url}) – the open-source emoji
> and icon project. License: [CC BY-SA 4.0]({cc_url})

Licence: {cc_name} —
full text in `{cc_text}`, also at <{cc_url}>.
Redistributions of these files (or adaptations of them) must keep this
attribution and stay under CC BY-SA 4.0. The machine-readable list is
`sprites/portraits/index.json` (character code → animal, source file, author).

| file | character | animal | {om_name} source file (annotation) | {om_name} author | modified |
| --- | --- | --- | --- | --- | --- |
{portrait_rows}

Character code = rank + suit: ranks K King, Q Queen, P Prince, L Lady, B Baron,
J Jack; suits C Claws, F Flowers, L Leaves, E Eyes. (`QL` uses the {om_name}
extra `E003` "doe", which is a Private Use Area code point, not a Unicode emoji.)

## Icon — `sprites/icon/`

`sprites/icon/fornorthwood.svg` — **original artwork** for For Northwood! (a wooden
tile with two cards showing the Leaves and Claws suit glyphs, in Okabe–Ito
bluish green `#009E73` and vermillion `#D55E00`);
{own}.
`sprites/icon/fornorthwood.png` is its 256×256 rendering by pygame-ce
(`pygame.image.load_sized_svg`, `scripts/assets_icon.py`).

## Texture — `sprites/textures/`

`sprites/textures/wood_table.png` — a seamless 1024×512 warm wood-plank tile generated
procedurally by `make_wood_texture()` in `scripts/assets_texture.py` (no photo);
original, {own}.

## Outside this folder

`docs/screenshot.png` (shown in `README.md`) is a screenshot of the game itself: it
shows the {om_name} portraits above (CC BY-SA 4.0, same attribution), the suit glyphs,
the wood texture and text set in {font_name} (OFL).
"""


if __name__ == "__main__":
    sys.exit(main())
