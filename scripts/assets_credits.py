"""Job: ``assets/CREDITS.md``, the credits and licences of every asset, for people reading the source.

Written from the data the other jobs pinned (the npm packages and their integrity) and from
the portraits' ``index.json`` (their authors); it needs no download. ``--check`` only says
whether the committed file is up to date (exit status 1 if not).

Offline::

    python scripts/assets_credits.py [--check]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import assets_fonts
import assets_portraits
from assets_common import ASSETS, job_parser, write_text

CC_BY_SA_URL = "https://creativecommons.org/licenses/by-sa/4.0/"


def load_portrait_index(assets: Path = ASSETS) -> dict[str, dict[str, str]]:
    return json.loads((assets / "sprites" / "portraits" / "index.json").read_text(encoding="utf-8"))


def credits_text(index: dict[str, dict[str, str]]) -> str:
    """The text of ``CREDITS.md`` for these portraits."""
    rows = "\n".join(
        f"| `sprites/portraits/{code}.svg` | {v['rank']} of {v['suit']} | {v['animal']} | "
        f"`color/svg/{assets_portraits.PORTRAITS[code][0]}.svg` ({v['openmoji_annotation']}) | {v['author']} | no |"
        for code, v in index.items()
    )
    return CREDITS_TEMPLATE.format(
        font_version=assets_fonts.PACKAGE["version"],
        font_integrity=assets_fonts.PACKAGE["integrity"],
        om_version=assets_portraits.PACKAGE["version"],
        om_integrity=assets_portraits.PACKAGE["integrity"],
        portrait_rows=rows,
        cc=CC_BY_SA_URL,
    )


def build(assets: Path = ASSETS) -> None:
    write_text(assets / "CREDITS.md", credits_text(load_portrait_index(assets)))


def is_up_to_date(assets: Path = ASSETS) -> bool:
    return (assets / "CREDITS.md").read_text(encoding="utf-8") == credits_text(load_portrait_index(assets))


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


CREDITS_TEMPLATE = """\
# Credits and licences of the assets

All files in this folder were produced by the asset jobs `scripts/assets_*.py`, run
in order by `scripts/fetch_assets.py` (downloads from the npm registry, pinned by version
and sha512 integrity), or are original artwork made for *For Northwood!*. Re-running the
jobs reproduces them; this file is written by `scripts/assets_credits.py`.

## Fonts — `fonts/`

| file | source | licence | modified |
| --- | --- | --- | --- |
| `fonts/Pretendard-Regular.otf` | npm `pretendard@{font_version}`, `dist/public/static/Pretendard-Regular.otf` | SIL Open Font License 1.1 | no (byte-identical copy) |
| `fonts/Pretendard-Bold.otf` | npm `pretendard@{font_version}`, `dist/public/static/Pretendard-Bold.otf` | SIL Open Font License 1.1 | no (byte-identical copy) |
| `fonts/OFL.txt` | npm `pretendard@{font_version}`, `dist/LICENSE.txt` | — (the licence text itself) | no |

* Font family: **Pretendard** 1.3.9 by Kil Hyung-jin (길형진),
  <https://github.com/orioncactus/pretendard>. Copyright (c) 2021, Kil Hyung-jin,
  with Reserved Font Name "Pretendard". Based on Inter (Rasmus Andersson),
  Source Han Sans (Adobe, Google, Sandoll) and M PLUS 1p (Coji Morishita).
* Licence: SIL Open Font License, Version 1.1 — full text in `fonts/OFL.txt`,
  also at <https://openfontlicense.org/>.
* Coverage checked by the script: Basic Latin, Latin-1, Latin Extended-A (French),
  Cyrillic incl. Ukrainian і ї є ґ, all 11,172 Hangul syllables + compatibility
  jamo, and UI symbols ★ ☆ ← → ↺ ✓ ✗ • … ● ◆ ♥.
* The fonts are shipped **unmodified** (not subset): each file is ~1.6 MB, and
  because "Pretendard" is a Reserved Font Name a subset would have to be renamed.
* npm tarball integrity: `{font_integrity}`

## Suit glyphs — `sprites/suits/`

`claws.svg` (paw with claws), `flowers.svg` (five-petal flower), `leaves.svg`
(leaf), `eyes.svg` (eye): **original artwork drawn for For Northwood!** (hand-written
SVG paths), no third-party material; covered by the project's own licence.

Conventions: square `viewBox="0 0 100 100"`; single colour — every shape is
`fill="#000000"` (no strokes, gradients, masks, clip paths or text), so the game can
recolour them (Okabe–Ito palette) either by replacing `#000000` in the SVG text
before `pygame.image.load_sized_svg(io.BytesIO(...), size)`, or by rendering
them black and tinting the alpha mask, e.g.
`surf.fill((r, g, b, 0), special_flags=pygame.BLEND_RGBA_ADD)`.

## Character portraits — `sprites/portraits/`

All 24 portraits are **OpenMoji** emoji, copied **unmodified** (only the file
name changed) from the colour SVGs of npm `openmoji@{om_version}`
(`color/svg/<HEXCODE>.svg`; npm tarball integrity `{om_integrity}`).

> All emojis designed by [OpenMoji](https://openmoji.org/) – the open-source emoji
> and icon project. License: [CC BY-SA 4.0]({cc})

Licence: Creative Commons Attribution-ShareAlike 4.0 International —
full text in `sprites/portraits/LICENSE-CC-BY-SA-4.0.txt`, also at <{cc}>.
Redistributions of these files (or adaptations of them) must keep this
attribution and stay under CC BY-SA 4.0. The machine-readable list is
`sprites/portraits/index.json` (character code → animal, source file, author).

| file | character | animal | OpenMoji source file (annotation) | OpenMoji author | modified |
| --- | --- | --- | --- | --- | --- |
{portrait_rows}

Character code = rank + suit: ranks K King, Q Queen, P Prince, L Lady, B Baron,
J Jack; suits C Claws, F Flowers, L Leaves, E Eyes. (`QL` uses the OpenMoji
extra `E003` "doe", which is a Private Use Area code point, not a Unicode emoji.)

## Icon — `sprites/icon/`

`sprites/icon/fornorthwood.svg` — **original artwork** for For Northwood! (a wooden
tile with two cards showing the Leaves and Claws suit glyphs, in Okabe–Ito
bluish green `#009E73` and vermillion `#D55E00`); covered by the project's own
licence. `sprites/icon/fornorthwood.png` is its 256×256 rendering by pygame-ce
(`pygame.image.load_sized_svg`).

## Texture — `sprites/textures/`

`sprites/textures/wood_table.png` — a seamless 1024×512 warm wood-plank tile generated
procedurally by `make_wood_texture()` in `scripts/assets_texture.py` (no photo);
original, covered by the project's own licence.

## Outside this folder

`docs/screenshot.png` (shown in `README.md`) is a screenshot of the game itself: it
shows the OpenMoji portraits above (CC BY-SA 4.0, same attribution), the suit glyphs,
the wood texture and text set in Pretendard (OFL).
"""


if __name__ == "__main__":
    sys.exit(main())
