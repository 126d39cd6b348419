"""Job: audit the assets as the game will use them.

Checks that every SVG (the suit glyphs, the 24 portraits, the icon) loads in pygame-ce and
fills its box at 24, 64, 96 and 200 px, and that the whole ``assets/`` folder stays under
12 MB; ``--contact-sheet`` also draws every SVG, labelled, into one PNG to look at.

Offline; needs pygame-ce::

    python scripts/assets_audit.py [--contact-sheet /tmp/sheet.png]
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from assets_common import ASSETS, init_pygame, job_parser, log
from assets_portraits import PORTRAITS
from assets_suits import GLYPHS

SIZES = (24, 64, 96, 200)
MAX_BYTES = 12e6


def svg_files(assets: Path = ASSETS) -> list[tuple[str, Path]]:
    """(label, path) of every SVG: the suit glyphs, the icon, then the portraits."""
    sprites = assets / "sprites"
    items = [(name[:-4], sprites / "suits" / name) for name in GLYPHS]
    items.append(("icon", sprites / "icon" / "fornorthwood.svg"))
    items += [(code, sprites / "portraits" / f"{code}.svg") for code in PORTRAITS]
    return items


def check_svgs(assets: Path = ASSETS, sizes: tuple[int, ...] = SIZES) -> None:
    """Stop when an SVG does not load, or renders at the wrong size or empty."""
    pygame = init_pygame()
    items = svg_files(assets)
    for _, path in items:
        for size in sizes:
            surface = pygame.image.load_sized_svg(str(path), (size, size))
            if max(surface.get_size()) != size or surface.get_bounding_rect().width == 0:
                raise SystemExit(f"{path.name} renders wrong at {size}px: {surface.get_size()}")
    log("audit", f"{len(items)} SVGs load in pygame-ce at sizes {sizes}")


def contact_sheet(out: Path, assets: Path = ASSETS, size: int = 96) -> None:
    """Every SVG on one sheet: the glyphs and the icon on the first row, then the portraits."""
    pygame = init_pygame()
    index = json.loads((assets / "sprites" / "portraits" / "index.json").read_text(encoding="utf-8"))
    font = pygame.font.Font(str(assets / "fonts" / "Pretendard-Regular.otf"), 12)
    cols = 6
    cw, ch = size + 24, size + 40
    rows = 1 + math.ceil(len(PORTRAITS) / cols)
    sheet = pygame.Surface((cols * cw, rows * ch))
    sheet.fill((238, 226, 200))
    first_row = len(GLYPHS) + 1
    for i, (label, path) in enumerate(svg_files(assets)):
        slot = i if i < first_row else cols + (i - first_row)
        x, y = (slot % cols) * cw + 12, (slot // cols) * ch + 6
        sheet.blit(pygame.image.load_sized_svg(str(path), (size, size)), (x, y))
        if label in index:
            label = f"{label} {index[label]['animal']}"
        sheet.blit(font.render(label, True, (40, 30, 20)), (x, y + size + 4))
    pygame.image.save(sheet, str(out))
    log("audit", f"contact sheet: {out}")


def check_size(assets: Path = ASSETS) -> int:
    """The assets folder's size in bytes; stop when it is over ``MAX_BYTES``."""
    total = sum(p.stat().st_size for p in assets.rglob("*") if p.is_file())
    log("audit", f"assets folder: {total / 1e6:.2f} MB")
    if total > MAX_BYTES:
        raise SystemExit(f"assets folder is larger than {MAX_BYTES / 1e6:.0f} MB")
    return total


def main(argv: list[str] | None = None) -> int:
    parser = job_parser(__doc__)
    parser.add_argument("--contact-sheet", type=Path, help="also write a PNG contact sheet of all SVGs")
    args = parser.parse_args(argv)
    check_svgs()
    if args.contact_sheet:
        contact_sheet(args.contact_sheet)
    check_size()
    return 0


if __name__ == "__main__":
    sys.exit(main())
