"""Render every screen and overlay in every language to PNG files, headless, and list the
texts that do not fit their box (the layout test's check, for a person to look at).

    python scripts/screenshots.py [--languages fr uk] [--sizes 1280x800 1920x1080] [--out shots/]

The screens are those of tests/ui/screens.py (opened through the app's public entry points).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from forNorthwood.i18n import LANGUAGES  # noqa: E402
from tests.ui.screen_kit import SIZES, new_app, render, save_png, screens  # noqa: E402


def size(text: str) -> tuple[int, int]:
    width, height = (int(part) for part in text.lower().split("x"))
    return width, height


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", nargs="+", choices=LANGUAGES, default=list(LANGUAGES))
    parser.add_argument("--sizes", nargs="+", type=size, default=list(SIZES))
    parser.add_argument("--screens", nargs="+", default=None, help="only these screens (names as in screens.py)")
    parser.add_argument("--out", type=Path, default=ROOT / "shots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    problems = 0
    for language in args.languages:
        for screen in screens():
            if args.screens and screen.name not in args.screens:
                continue
            for width, height in args.sizes:
                with tempfile.TemporaryDirectory() as folder:
                    app = new_app(Path(folder), (width, height), language)
                    try:
                        for text in render(app, screen):
                            if not text.fits:
                                problems += 1
                                print(f"{language} {screen.name} {width}x{height}: {text.problem()}: {text.message!r}")
                        save_png(app, str(args.out / f"{language}-{screen.name}-{width}x{height}.png"))
                    finally:
                        app.close()
    print(f"{problems} text(s) that do not fit; pictures in {args.out}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
