#!/usr/bin/env python3
"""Rebuild the art and font assets of "For Northwood!" from the package registries.

This script is a maintenance tool.  It is NOT run by the tests or by CI: the
files it produces are committed under ``assets/`` (sprites and fonts).  Re-run it only
to refresh or audit the assets; running it twice gives the same files.

What it does
------------
1. ``fonts/``      -- fetches the npm package ``pretendard`` (SIL OFL 1.1), checks
                      its integrity against a pinned hash and copies the static
                      Regular and Bold OpenType fonts *unmodified*, plus the
                      licence as ``OFL.txt``.  Unmodified on purpose: the fonts
                      are already ~1.6 MB each, and a subset would be a "Modified
                      Version" that may not keep the Reserved Font Name
                      "Pretendard".  It then checks (with fontTools, if
                      installed) that every character the game needs is covered.
2. ``suits/``      -- the four suit glyphs are original artwork kept in the repo
                      (no download).  The script only checks that they exist,
                      that they are single-colour (``fill="#000000"``) and that
                      they load in pygame-ce.
3. ``portraits/``  -- fetches the npm package ``openmoji`` (CC BY-SA 4.0), copies
                      24 colour SVGs unmodified, renamed to the character code
                      (``<rank><suit>.svg``), writes ``portraits/index.json``
                      and the CC BY-SA 4.0 licence text.
4. ``icon/``       -- renders the committed original ``icon/fornorthwood.svg`` to
                      a 256x256 ``fornorthwood.png`` with pygame-ce.
5. ``textures/``   -- procedurally generates ``wood_table.png`` (seamless tile,
                      1024x512) -- no photos are downloaded.
6. ``CREDITS.md``  -- regenerated from the data above.

Requirements: Python >= 3.11, ``npm`` on PATH (only the npm registry is used),
``pip install pygame-ce fonttools`` (fontTools is optional, used for checks).

Usage::

    python scripts/fetch_assets.py                 # rebuild everything
    python scripts/fetch_assets.py --offline-only  # only the steps that need no download
    python scripts/fetch_assets.py --contact-sheet /tmp/sheet.png
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ASSETS = REPO / "assets"
SPRITES = ASSETS / "sprites"

# --------------------------------------------------------------------------
# Pinned sources
# --------------------------------------------------------------------------
FONT_PKG = {
    "name": "pretendard",
    "version": "1.3.9",
    "integrity": "sha512-PaQAADyLY5v4kYFwkpSJHbSSYIkiriY/1xXw75TKoZ9UQQqeU+tvP05yTdZAWibiIYoo8ZKtRv8PM7w0IaywSw==",
}
# package path -> asset path (relative to assets/fonts)
FONT_FILES = {
    "package/dist/public/static/Pretendard-Regular.otf": "Pretendard-Regular.otf",
    "package/dist/public/static/Pretendard-Bold.otf": "Pretendard-Bold.otf",
    "package/dist/LICENSE.txt": "OFL.txt",
}

OPENMOJI_PKG = {
    "name": "openmoji",
    "version": "17.0.0",
    "integrity": "sha512-EBnYrNGdcdw+OSXmENeNE1yBNRu6tOraTmoOyUbJkTmvT/+XETp8RZLSJFzD3lrPc5N9CzsyPnRTk0Vp4UaI9w==",
}

RANKS = {"K": "King", "Q": "Queen", "P": "Prince", "L": "Lady", "B": "Baron", "J": "Jack"}
SUITS = {"C": "Claws", "F": "Flowers", "L": "Leaves", "E": "Eyes"}

# character code -> (OpenMoji hexcode, animal name used in the game)
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

SUIT_GLYPHS = ["claws.svg", "flowers.svg", "leaves.svg", "eyes.svg"]

# Everything the UI is expected to draw with the bundled font.
REQUIRED_TEXT = (
    "For Northwood! За Нортвуд! 북쪽숲을 위하여! Pour Northwood ! "
    "àâäæçéèêëîïôœùûüÿÀÂÄÆÇÉÈÊËÎÏÔŒÙÛÜŸ «» ‹› “” ‘’ – — … • · "
    "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯабвгґдеєжзиіїйклмнопрстуфхцчшщьюя ʼ "
    "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎㅏㅑㅓㅕㅗㅛㅜㅠㅡㅣ 가각간갈감갑강개 힣 "
    "★ ☆ ← → ↑ ↓ ↺ ✓ ✗ ● ○ ■ □ ◆ ◇ ▲ ▼ ♥ × ÷ ± № €"
)

CC_BY_SA_URL = "https://creativecommons.org/licenses/by-sa/4.0/"


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
def log(msg: str) -> None:
    print(f"[fetch_assets] {msg}", flush=True)


def sri_sha512(path: Path) -> str:
    digest = hashlib.sha512(path.read_bytes()).digest()
    return "sha512-" + base64.b64encode(digest).decode("ascii")


def npm_pack(pkg: dict, dest: Path) -> Path:
    """Download ``name@version`` with ``npm pack`` and check its integrity."""
    spec = f"{pkg['name']}@{pkg['version']}"
    log(f"npm pack {spec}")
    out = subprocess.run(
        ["npm", "pack", spec, "--json", "--pack-destination", str(dest)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    info = json.loads(out)[0]
    tgz = dest / info["filename"]
    got = sri_sha512(tgz)
    if got != pkg["integrity"]:
        raise SystemExit(f"integrity mismatch for {spec}: {got} != {pkg['integrity']}")
    return tgz


def extract(tgz: Path, members: list[str]) -> dict[str, bytes]:
    """Read selected members of an npm tarball into memory (no extraction to disk)."""
    wanted = set(members)
    found: dict[str, bytes] = {}
    with tarfile.open(tgz, "r:gz") as tar:
        for m in tar:
            if m.name in wanted and m.isfile():
                f = tar.extractfile(m)
                assert f is not None
                found[m.name] = f.read()
    missing = wanted - found.keys()
    if missing:
        raise SystemExit(f"{tgz.name}: missing {sorted(missing)}")
    return found


def write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)
    log(f"wrote {path.relative_to(REPO)} ({len(data):,} bytes)")


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode("utf-8"))


def init_pygame():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    if not hasattr(pygame.image, "load_sized_svg"):
        raise SystemExit("pygame-ce >= 2.4 is required (pygame.image.load_sized_svg)")
    return pygame


# --------------------------------------------------------------------------
# 1. fonts
# --------------------------------------------------------------------------
def build_fonts(tmp: Path) -> dict:
    tgz = npm_pack(FONT_PKG, tmp)
    files = extract(tgz, list(FONT_FILES))
    out = ASSETS / "fonts"
    for src, dst in FONT_FILES.items():
        write_bytes(out / dst, files[src])
    check_font_coverage()
    return {"tgz": tgz.name}


def check_font_coverage() -> None:
    try:
        from fontTools.ttLib import TTFont
    except ImportError:
        log("fontTools not installed: skipping the coverage check")
        return
    need = {ord(c) for c in REQUIRED_TEXT if not c.isspace()}
    for name in ("Pretendard-Regular.otf", "Pretendard-Bold.otf"):
        cmap = TTFont(ASSETS / "fonts" / name).getBestCmap()
        missing = sorted(need - cmap.keys())
        hangul = sum(1 for cp in cmap if 0xAC00 <= cp <= 0xD7A3)
        if missing or hangul != 11172:
            raise SystemExit(f"{name}: missing {''.join(map(chr, missing))!r}, {hangul} Hangul syllables")
        log(f"{name}: covers all required characters and all 11172 Hangul syllables")


# --------------------------------------------------------------------------
# 2. suit glyphs (original, committed) -- check only
# --------------------------------------------------------------------------
def check_suits() -> None:
    for name in SUIT_GLYPHS:
        p = SPRITES / "suits" / name
        if not p.exists():
            raise SystemExit(f"missing original suit glyph {p} (it is not downloadable)")
        colours = set(re.findall(r'(?:fill|stroke)="([^"]+)"', p.read_text()))
        if colours - {"#000000", "none"}:
            raise SystemExit(f"{name}: not single-colour: {colours}")


# --------------------------------------------------------------------------
# 3. portraits
# --------------------------------------------------------------------------
def build_portraits(tmp: Path) -> dict:
    tgz = npm_pack(OPENMOJI_PKG, tmp)
    members = ["package/data/openmoji.json", "package/LICENSE.txt"]
    members += [f"package/color/svg/{hx}.svg" for hx, _ in PORTRAITS.values()]
    files = extract(tgz, members)
    meta = {e["hexcode"]: e for e in json.loads(files["package/data/openmoji.json"])}
    out = SPRITES / "portraits"
    index = {}
    for code, (hx, animal) in PORTRAITS.items():
        write_bytes(out / f"{code}.svg", files[f"package/color/svg/{hx}.svg"])
        e = meta[hx]
        index[code] = {
            "rank": RANKS[code[0]],
            "suit": SUITS[code[1]],
            "animal": animal,
            "file": f"{code}.svg",
            "source": f"openmoji@{OPENMOJI_PKG['version']} color/svg/{hx}.svg",
            "emoji": e["emoji"] if e.get("unicode") else "",
            "openmoji_annotation": e["annotation"],
            "author": e["openmoji_author"],
            "license": "CC BY-SA 4.0",
        }
    # drop files of an older mapping
    for old in out.glob("*.svg"):
        if old.stem not in PORTRAITS:
            old.unlink()
            log(f"removed stale {old.name}")
    write_text(out / "index.json", json.dumps(index, ensure_ascii=False, indent=2) + "\n")
    write_bytes(out / "LICENSE-CC-BY-SA-4.0.txt", files["package/LICENSE.txt"])
    return index


def load_portrait_index() -> dict:
    return json.loads((SPRITES / "portraits" / "index.json").read_text(encoding="utf-8"))


# --------------------------------------------------------------------------
# 4. icon
# --------------------------------------------------------------------------
def build_icon() -> None:
    pygame = init_pygame()
    svg = SPRITES / "icon" / "fornorthwood.svg"
    png = SPRITES / "icon" / "fornorthwood.png"
    surf = pygame.image.load_sized_svg(str(svg), (256, 256))
    tmp_png = png.with_suffix(".tmp.png")
    pygame.image.save(surf, str(tmp_png))
    data = tmp_png.read_bytes()
    tmp_png.unlink()
    write_bytes(png, data)


# --------------------------------------------------------------------------
# 5. procedural wood texture
# --------------------------------------------------------------------------
def make_wood_texture(width: int = 1024, height: int = 512, planks: int = 4, seed: int = 7):
    """A subtle, warm, seamlessly tiling plank texture (pure Python, ~2 s).

    Seamless: every horizontal term uses whole-number frequencies over the tile
    width, and the planks end exactly at the tile's top and bottom edges.
    """
    pygame = init_pygame()
    rnd = random.Random(seed)
    noise = random.Random(seed + 1)
    base = (118, 77, 45)
    tau = 2 * math.pi
    ph = height // planks
    buf = bytearray(width * height * 3)
    for b in range(planks):
        rings = rnd.uniform(7.0, 11.0)
        amp = rnd.uniform(0.35, 0.7)
        p1, p2, p3, p4 = (rnd.random() for _ in range(4))
        tone = rnd.uniform(-7, 7)
        off = rnd.random()
        warp, streak = [], []
        for x in range(width):
            u = x / width
            warp.append(
                amp
                * (
                    0.55 * math.sin(tau * (u + p1))
                    + 0.25 * math.sin(tau * (2 * u + p2))
                    + 0.08 * math.sin(tau * (5 * u + p3))
                )
            )
            streak.append(0.6 * math.sin(tau * (3 * u + p4)) + 0.25 * math.sin(tau * (7 * u + p1)))
        for yy in range(ph):
            vb = (yy + 0.5) / ph
            d = min(yy + 0.5, ph - yy - 0.5)  # distance to the plank's edge, px
            edge = -30.0 if d < 1.5 else (-(5 - d) * 3.0 if d < 5 else 0.0)
            if yy == 2:
                edge += 6.0  # faint highlight just below a seam
            row = (b * ph + yy) * width * 3
            for x in range(width):
                ring = (0.5 + 0.5 * math.cos(tau * (vb * rings + warp[x] + off))) ** 5
                fine = math.sin(tau * (vb * 38 + 1.5 * warp[x] + streak[x]))
                shade = tone - 15 * ring + 3 * fine + 3 * (noise.random() - 0.5) + edge
                i = row + 3 * x
                buf[i] = max(0, min(255, int(base[0] + shade)))
                buf[i + 1] = max(0, min(255, int(base[1] + shade * 0.72)))
                buf[i + 2] = max(0, min(255, int(base[2] + shade * 0.48)))
    return pygame.image.frombuffer(bytes(buf), (width, height), "RGB")


def build_texture() -> None:
    pygame = init_pygame()
    surf = make_wood_texture()
    out = SPRITES / "textures" / "wood_table.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp_png = out.with_suffix(".tmp.png")
    pygame.image.save(surf, str(tmp_png))
    data = tmp_png.read_bytes()
    tmp_png.unlink()
    write_bytes(out, data)


# --------------------------------------------------------------------------
# 6. credits
# --------------------------------------------------------------------------
def build_credits(index: dict) -> None:
    rows = "\n".join(
        f"| `sprites/portraits/{code}.svg` | {v['rank']} of {v['suit']} | {v['animal']} | "
        f"`color/svg/{PORTRAITS[code][0]}.svg` ({v['openmoji_annotation']}) | {v['author']} | no |"
        for code, v in index.items()
    )
    text = CREDITS_TEMPLATE.format(
        font_version=FONT_PKG["version"],
        font_integrity=FONT_PKG["integrity"],
        om_version=OPENMOJI_PKG["version"],
        om_integrity=OPENMOJI_PKG["integrity"],
        portrait_rows=rows,
        cc=CC_BY_SA_URL,
    )
    write_text(ASSETS / "CREDITS.md", text)


CREDITS_TEMPLATE = """\
# Credits and licences of the assets

All files in this folder were produced by `scripts/fetch_assets.py` (downloads
from the npm registry, pinned by version and sha512 integrity) or are original
artwork made for *For Northwood!*. Re-running the script reproduces them.

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
procedurally by `make_wood_texture()` in `scripts/fetch_assets.py` (no photo);
original, covered by the project's own licence.
"""


# --------------------------------------------------------------------------
# checks
# --------------------------------------------------------------------------
def check_all_svgs(sizes=(24, 64, 96, 200)) -> None:
    pygame = init_pygame()
    paths = [SPRITES / "suits" / n for n in SUIT_GLYPHS]
    paths += [SPRITES / "portraits" / f"{c}.svg" for c in PORTRAITS]
    paths.append(SPRITES / "icon" / "fornorthwood.svg")
    for p in paths:
        for s in sizes:
            surf = pygame.image.load_sized_svg(str(p), (s, s))
            w, h = surf.get_size()
            if max(w, h) != s or surf.get_bounding_rect().width == 0:
                raise SystemExit(f"{p.name} renders wrong at {s}px: {surf.get_size()}")
    log(f"{len(paths)} SVGs load in pygame-ce at sizes {sizes}")


def contact_sheet(out: Path, size: int = 96) -> None:
    pygame = init_pygame()
    items = [(n[:-4], SPRITES / "suits" / n) for n in SUIT_GLYPHS]
    items.append(("icon", SPRITES / "icon" / "fornorthwood.svg"))
    items += [(c, SPRITES / "portraits" / f"{c}.svg") for c in PORTRAITS]
    idx = load_portrait_index()
    font = pygame.font.Font(str(ASSETS / "fonts" / "Pretendard-Regular.otf"), 12)
    cols = 6
    cw, ch = size + 24, size + 40
    rows = 1 + math.ceil(len(PORTRAITS) / cols)
    sheet = pygame.Surface((cols * cw, rows * ch))
    sheet.fill((238, 226, 200))
    for i, (label, p) in enumerate(items):
        slot = i if i < 5 else cols + (i - 5)
        x, y = (slot % cols) * cw + 12, (slot // cols) * ch + 6
        sheet.blit(pygame.image.load_sized_svg(str(p), (size, size)), (x, y))
        if label in idx:
            label = f"{label} {idx[label]['animal']}"
        sheet.blit(font.render(label, True, (40, 30, 20)), (x, y + size + 4))
    pygame.image.save(sheet, str(out))
    log(f"contact sheet: {out}")


def report_sizes() -> None:
    total = 0
    for p in sorted(ASSETS.rglob("*")):
        if p.is_file():
            total += p.stat().st_size
    log(f"assets folder: {total / 1e6:.2f} MB")
    if total > 12e6:
        raise SystemExit("assets folder is larger than 12 MB")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--offline-only",
        action="store_true",
        help="skip the npm downloads (fonts, portraits); rebuild icon PNG, texture, credits",
    )
    ap.add_argument("--no-texture", action="store_true", help="do not regenerate the wood texture")
    ap.add_argument("--contact-sheet", type=Path, help="also write a PNG contact sheet of all SVGs")
    ap.add_argument(
        "--keep-downloads", type=Path, help="download into this folder and keep it (default: a temporary folder)"
    )
    args = ap.parse_args(argv)

    check_suits()
    if args.offline_only:
        index = load_portrait_index()
    else:
        if shutil.which("npm") is None:
            raise SystemExit("npm is required to download the packages (or use --offline-only)")
        with tempfile.TemporaryDirectory(prefix="fnw-assets-") as td:
            tmp = Path(td)
            if args.keep_downloads:
                tmp = args.keep_downloads
                tmp.mkdir(parents=True, exist_ok=True)
            build_fonts(tmp)
            index = build_portraits(tmp)
    build_icon()
    if not args.no_texture:
        build_texture()
    build_credits(index)
    check_all_svgs()
    if args.contact_sheet:
        contact_sheet(args.contact_sheet)
    report_sizes()
    return 0


if __name__ == "__main__":
    sys.exit(main())
