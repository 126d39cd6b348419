"""Job: the fonts in ``assets/fonts/``, Pretendard from the npm registry.

Downloads the npm package ``pretendard`` at the version pinned in ``assets/credits.toml``,
checks the tarball against the sha512 integrity pinned there, and copies the static Regular
and Bold OpenType fonts *unmodified*, with the licence as ``OFL.txt``. Unmodified on purpose:
the fonts are ~1.6 MB each, and a subset would be a "Modified Version" that may not keep the
Reserved Font Name "Pretendard". Then, with fontTools if it is installed, it checks that both
fonts cover every character the game needs (French, Ukrainian, all 11,172 Hangul syllables,
the UI symbols).

Needs ``npm`` and the network::

    python scripts/assets_fonts.py [--keep-downloads DIR]
    python scripts/assets_fonts.py --check-only   # only the coverage check (offline)
"""

from __future__ import annotations

import sys
from pathlib import Path

from assets_common import ASSETS, download_folder, extract, job_parser, log, npm_pack, npm_package, write_bytes

#: Name, version and sha512 integrity, as ``assets/credits.toml`` pins them.
PACKAGE = npm_package("font")
#: File in the npm package → file under ``assets/fonts``.
FILES = {
    "package/dist/public/static/Pretendard-Regular.otf": "Pretendard-Regular.otf",
    "package/dist/public/static/Pretendard-Bold.otf": "Pretendard-Bold.otf",
    "package/dist/LICENSE.txt": "OFL.txt",
}
FONTS = ("Pretendard-Regular.otf", "Pretendard-Bold.otf")

#: Everything the UI is expected to draw with the bundled font.
REQUIRED_TEXT = (
    "For Northwood! За Нортвуд! 북쪽숲을 위하여! Pour Northwood ! "
    "àâäæçéèêëîïôœùûüÿÀÂÄÆÇÉÈÊËÎÏÔŒÙÛÜŸ «» ‹› “” ‘’ – — … • · "
    "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯабвгґдеєжзиіїйклмнопрстуфхцчшщьюя ʼ "
    "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎㅏㅑㅓㅕㅗㅛㅜㅠㅡㅣ 가각간갈감갑강개 힣 "
    "★ ☆ ← → ↑ ↓ ↺ ✓ ✗ ● ○ ■ □ ◆ ◇ ▲ ▼ ♥ × ÷ ± № €"
)
HANGUL_SYLLABLES = 11172


def copy_fonts(tgz: Path, assets: Path = ASSETS) -> None:
    """Copy the fonts and their licence out of the (already checked) npm tarball."""
    files = extract(tgz, list(FILES))
    for source, name in FILES.items():
        write_bytes(assets / "fonts" / name, files[source])


def check_coverage(assets: Path = ASSETS) -> bool:
    """Stop if a font lacks a required character; False when fontTools is not installed."""
    try:
        from fontTools.ttLib import TTFont
    except ImportError:
        log("fonts", "fontTools not installed: skipping the coverage check")
        return False
    need = {ord(c) for c in REQUIRED_TEXT if not c.isspace()}
    for name in FONTS:
        cmap = TTFont(assets / "fonts" / name).getBestCmap()
        missing = sorted(need - cmap.keys())
        hangul = sum(1 for cp in cmap if 0xAC00 <= cp <= 0xD7A3)
        if missing or hangul != HANGUL_SYLLABLES:
            raise SystemExit(f"{name}: missing {''.join(map(chr, missing))!r}, {hangul} Hangul syllables")
        log("fonts", f"{name}: covers all required characters and all {HANGUL_SYLLABLES} Hangul syllables")
    return True


def build(downloads: Path, assets: Path = ASSETS) -> None:
    """Download, check, copy, check the coverage."""
    copy_fonts(npm_pack(PACKAGE, downloads), assets)
    check_coverage(assets)


def main(argv: list[str] | None = None) -> int:
    parser = job_parser(__doc__)
    parser.add_argument("--keep-downloads", type=Path, help="download into this folder and keep it")
    parser.add_argument("--check-only", action="store_true", help="only check the committed fonts' coverage")
    args = parser.parse_args(argv)
    if args.check_only:
        check_coverage()
        return 0
    with download_folder(args.keep_downloads) as downloads:
        build(downloads)
    return 0


if __name__ == "__main__":
    sys.exit(main())
