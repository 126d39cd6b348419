"""Job: check the four suit glyphs in ``assets/sprites/suits/``.

The glyphs (``claws.svg``, ``flowers.svg``, ``leaves.svg``, ``eyes.svg``) are original
artwork kept in the repository; nothing is downloaded or generated. This checks that all
four exist and are single-colour (every fill and stroke ``#000000`` or ``none``), so that the
game can recolour them. ``scripts/assets_audit.py`` also checks that they load in pygame-ce.

Offline::

    python scripts/assets_suits.py
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from assets_common import ASSETS, job_parser, log

GLYPHS = ("claws.svg", "flowers.svg", "leaves.svg", "eyes.svg")


def check(assets: Path = ASSETS) -> None:
    """Stop when a glyph is missing or uses a colour other than black."""
    for name in GLYPHS:
        path = assets / "sprites" / "suits" / name
        if not path.exists():
            raise SystemExit(f"missing original suit glyph {path} (it is not downloadable)")
        colours = set(re.findall(r'(?:fill|stroke)="([^"]+)"', path.read_text()))
        if colours - {"#000000", "none"}:
            raise SystemExit(f"{name}: not single-colour: {colours}")
    log("suits", f"{len(GLYPHS)} suit glyphs, single-colour")


def main(argv: list[str] | None = None) -> int:
    job_parser(__doc__).parse_args(argv)
    check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
