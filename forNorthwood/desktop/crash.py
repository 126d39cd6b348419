"""When the game cannot go on: a crash log in the user's log folder and a message the player sees.

A game started by a double-click has no terminal, so stderr alone is lost: the
message also goes into a message box (``ui.display.show_message_box``, when a display
can show one) and, with the
traceback, into ``crash-YYYYmmdd-HHMMSS.log`` in the log folder
(``platformdirs.user_log_dir``; ``FORNORTHWOOD_LOG_DIR`` overrides it, and a
``FORNORTHWOOD_DATA_DIR`` override without it puts the logs in its ``crash-logs``
folder, so tests never write into the real home folder).
"""

from __future__ import annotations

import os
import platform
import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import platformdirs

from .. import __version__
from ..persistence.folders import APP_NAME

#: Crash logs kept; older ones are removed when a new one is written.
KEEP_LOGS = 20


def log_folder() -> Path:
    override = os.environ.get("FORNORTHWOOD_LOG_DIR")
    if override:
        return Path(override)
    data = os.environ.get("FORNORTHWOOD_DATA_DIR")
    if data:
        return Path(data) / "crash-logs"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def write_crash_log(summary: str, error: BaseException | None = None, now: datetime | None = None) -> Path | None:
    """Write what happened (and the traceback of ``error``) to a new crash log; its path,
    or None if no log could be written (the caller has already said it on stderr)."""
    stamp = now or datetime.now()
    lines = [
        f"For Northwood! {__version__} — {stamp.isoformat(timespec='seconds')}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"Frozen bundle: {'yes' if getattr(sys, 'frozen', False) else 'no'}",
        "Environment: "
        + "; ".join(
            f"{name}={os.environ.get(name, '(unset)')}" for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")
        ),
        "",
        summary,
    ]
    if error is not None:
        lines += ["", "".join(traceback.format_exception(error)).rstrip()]
    text = "\n".join(lines) + "\n"
    folder = log_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        base = f"crash-{stamp.strftime('%Y%m%d-%H%M%S')}"
        for n in range(100):
            path = folder / (f"{base}.log" if n == 0 else f"{base}-{n}.log")
            try:
                with open(path, "x", encoding="utf-8") as handle:
                    handle.write(text)
            except FileExistsError:
                continue
            _prune(folder)
            return path
    except OSError:
        return None
    return None


def _prune(folder: Path) -> None:
    try:
        logs = sorted(folder.glob("crash-*.log"), key=lambda p: p.stat().st_mtime)
        for old in logs[:-KEEP_LOGS]:
            old.unlink()
    except OSError:
        pass


def tell(title: str, message: str, *, show: Callable[[str, str], bool] | None = None) -> None:
    """Say ``message`` on stderr and, with ``show`` (a message box on the display, when it
    can show one), in front of the player too."""
    print(message, file=sys.stderr, flush=True)
    if show is not None:
        show(title, message)
