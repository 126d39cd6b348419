"""Where the game's assets live, installed or not (no pygame here).

The assets are kept at the top of the repository (``assets/sprites``, ``assets/fonts``,
``assets/CREDITS.md``) and mapped into the package as ``forNorthwood/assets`` when it is
built (see ``pyproject.toml``). Run from a source checkout, the package has no
``assets`` folder of its own and the repository's is used; a PyInstaller bundle
carries the package folder, so the first candidate is found there too.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

#: The ``forNorthwood`` package folder (this module lives in its ``desktop`` package).
PACKAGE = Path(__file__).resolve().parent.parent


def _candidates() -> list[Path]:
    """Where the assets may be: beside the package (a wheel, or a PyInstaller bundle whose
    package folder is under ``sys._MEIPASS``), then at the top of a source checkout."""
    folders = [PACKAGE / "assets"]
    bundle = getattr(sys, "_MEIPASS", None)
    if isinstance(bundle, str):
        folders.append(Path(bundle) / "forNorthwood" / "assets")
    folders.append(PACKAGE.parent / "assets")
    return folders


@cache
def asset_root() -> Path:
    """The folder holding ``fonts/``, ``sprites/`` and ``CREDITS.md``."""
    for candidate in _candidates():
        if (candidate / "fonts").is_dir() and (candidate / "sprites").is_dir():
            return candidate
    raise FileNotFoundError(f"the game's assets are missing (looked in {PACKAGE / 'assets'})")


def sprite(*parts: str) -> Path:
    """A file under ``assets/sprites``."""
    return asset_root().joinpath("sprites", *parts)


def font_file(name: str) -> Path:
    """A file under ``assets/fonts``."""
    return asset_root() / "fonts" / name
