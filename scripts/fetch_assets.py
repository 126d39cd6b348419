#!/usr/bin/env python3
"""Rebuild the art and font assets of "For Northwood!": every asset job, in order.

A maintenance tool, not run by the game or by CI: the files are committed under
``assets/``. Re-run it only to refresh or audit the assets; running it twice gives the same
files. Each job is a script of its own, with its docstring saying what it does:

1. ``assets_suits.py``     -- check the original suit glyphs (nothing to download);
2. ``assets_fonts.py``     -- Pretendard from npm, checked against its pinned hash (network);
3. ``assets_portraits.py`` -- the 24 OpenMoji portraits and ``index.json`` from npm (network);
4. ``assets_icon.py``      -- render the original icon SVG to a 256x256 PNG;
5. ``assets_texture.py``   -- generate the wood texture procedurally;
6. ``assets_credits.py``   -- write ``CREDITS.md``;
7. ``assets_audit.py``     -- every SVG loads in pygame-ce; the folder stays under 12 MB.

Requirements: Python >= 3.11, ``npm`` on PATH for the downloads (only the npm registry is
used), ``pip install pygame-ce fonttools`` (fontTools is optional, for the font check).

Usage::

    python scripts/fetch_assets.py                 # rebuild everything
    python scripts/fetch_assets.py --offline-only  # only the jobs that need no download
    python scripts/fetch_assets.py --contact-sheet /tmp/sheet.png
"""

from __future__ import annotations

import sys
from pathlib import Path

import assets_audit
import assets_credits
import assets_fonts
import assets_icon
import assets_portraits
import assets_suits
import assets_texture
from assets_common import download_folder, job_parser


def main(argv: list[str] | None = None) -> int:
    parser = job_parser(__doc__)
    parser.add_argument(
        "--offline-only",
        action="store_true",
        help="skip the npm downloads (fonts, portraits); rebuild icon PNG, texture, credits",
    )
    parser.add_argument("--no-texture", action="store_true", help="do not regenerate the wood texture")
    parser.add_argument("--contact-sheet", type=Path, help="also write a PNG contact sheet of all SVGs")
    parser.add_argument(
        "--keep-downloads", type=Path, help="download into this folder and keep it (default: a temporary folder)"
    )
    args = parser.parse_args(argv)

    assets_suits.check()
    if not args.offline_only:
        with download_folder(args.keep_downloads) as downloads:
            assets_fonts.build(downloads)
            assets_portraits.build(downloads)
    assets_icon.build()
    if not args.no_texture:
        assets_texture.build()
    assets_credits.build()
    assets_audit.check_svgs()
    if args.contact_sheet:
        assets_audit.contact_sheet(args.contact_sheet)
    assets_audit.check_size()
    return 0


if __name__ == "__main__":
    sys.exit(main())
