"""Installing the game into the desktop menu (freedesktop.org): a .desktop entry and an icon.

Files go into the user's data folder (``$XDG_DATA_HOME``, by default ``~/.local/share``):
``applications/fornorthwood.desktop`` and ``icons/hicolor/256x256/apps/fornorthwood.png``.
No pygame here: installing needs no display.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from ..i18n import LANGUAGES, _, speaking
from .resources import sprite

APP_ID = "fornorthwood"
ICON_SOURCE = sprite("icon", "fornorthwood.png")


def data_home() -> Path:
    """``$XDG_DATA_HOME`` if set and absolute (as the spec asks), else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def desktop_file(base: Path | None = None) -> Path:
    return (base or data_home()) / "applications" / f"{APP_ID}.desktop"


def icon_file(base: Path | None = None) -> Path:
    return (base or data_home()) / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"


def launch_command() -> str:
    """How the menu entry starts the game: the bundle's executable when run from a bundle,
    the installed script if there is one, else this Python."""
    if getattr(sys, "frozen", False):
        return _quote(str(Path(sys.executable).resolve()))
    candidates = [Path(sys.executable).with_name(APP_ID)]
    found = shutil.which(APP_ID)
    if found:
        candidates.append(Path(found))
    for script in candidates:
        if script.is_file() and os.access(script, os.X_OK):
            return _quote(str(script.resolve()))
    return f"{_quote(sys.executable)} -m forNorthwood"


def _quote(path: str) -> str:
    """Quote an Exec argument as the Desktop Entry spec asks (only when needed)."""
    if any(c in path for c in " \t\n\"'\\><~|&;$*?#()`"):
        escaped = path.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
        return f'"{escaped}"'
    return path


def _words() -> dict[str, str]:
    """The entry's words in the language spoken now."""
    return {
        "Name": _("For Northwood!"),
        "GenericName": _("Solo card game"),
        "Comment": _("A solo trick-taking card game: win exactly what each ruler asks."),
        # Translators: words a desktop menu search finds the game by; each ends with a semicolon.
        "Keywords": _("card;solitaire;trick;"),
    }


def _escape(value: str) -> str:
    """A localestring value as the Desktop Entry spec writes it (one line)."""
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def entry_text() -> str:
    """The menu entry, in English with a translation for each language the game speaks
    (the desktop shows the one of the user's locale: ``Name[fr]=...``)."""
    with speaking("en"):
        words = {key: [f"{key}={_escape(value)}"] for key, value in _words().items()}
    for language in LANGUAGES:
        if language == "en":
            continue
        with speaking(language):
            for key, value in _words().items():
                words[key].append(f"{key}[{language}]={_escape(value)}")
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",
        *words["Name"],
        *words["GenericName"],
        *words["Comment"],
        f"Exec={launch_command()}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        *words["Keywords"],
        "StartupWMClass=fornorthwood",
    ]
    return "\n".join(lines) + "\n"


def install(base: Path | None = None) -> list[Path]:
    """Write the menu entry and the icon; returns the files written."""
    entry, icon = desktop_file(base), icon_file(base)
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON_SOURCE, icon)
    temporary = entry.with_suffix(".desktop.tmp")
    temporary.write_text(entry_text(), encoding="utf-8")
    temporary.chmod(0o755)
    os.replace(temporary, entry)
    return [entry, icon]


def uninstall(base: Path | None = None) -> list[Path]:
    """Remove the menu entry and the icon; returns the files that were removed."""
    removed = []
    for path in (desktop_file(base), icon_file(base)):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed
