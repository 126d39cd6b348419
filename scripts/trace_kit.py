"""What ``trace_drag.py`` and ``trace_hint.py`` share: the tracer, the scenes and painters, the report.

``trace(run)`` runs ``run`` under ``sys.setprofile`` (and, for the threads ``run`` starts whose
name is in ``threads``, ``threading.setprofile``) and returns the package files the calls ran in,
the hops (distinct calls from one file into another) and the calls made back up into a scene
from a file that is not a scene or the app. ``report`` prints them, the files sorted into the
walk's own path and the services it touched on the way (named groups).
"""

from __future__ import annotations

import functools
import os
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the walks drive the app with the tests' input kit
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
PACKAGE = ROOT / "forNorthwood"
SCENES = ("ui/table_scene.py", "ui/table_hands.py", "ui/scenes/visit.py", "ui/scenes/fief_selection.py")
#: The painters: the sprites and the still picture, painted from the table's frame alone (they
#: import no model, session, state nor scene: ``tests/ui/test_drag_trace.py`` checks it).
PAINTERS = (
    "ui/sprites.py",
    "ui/still_drawing.py",
    "ui/ally_slot.py",
    "ui/scenes/visit_still.py",
    "ui/scenes/visit_piles.py",
    "ui/scenes/visit_hud.py",
    "ui/scenes/selection_still.py",
)
#: Services both walks touch (the groups of their ``SERVICES``).
WORDS = ("i18n/", "ui/event_feed.py", "ui/message_line.py", "ui/scenes/visit_prompt.py")
SCENE_BUTTONS = ("ui/scenes/visit_controls.py", "ui/scenes/visit_picks.py", "ui/table_buttons.py")
PAINTING_KIT = (
    "ui/card_art.py",
    "ui/card_places.py",
    "ui/assets.py",
    "ui/text.py",
    "ui/theme.py",
    "ui/layout.py",
    "ui/buttons.py",
    "ui/focus.py",
    "ui/panels.py",
)

Files = set[str]
Hops = set[tuple[str, str]]
Up = set[tuple[str, str, str]]
Trace = tuple[Files, Hops, Up]
#: Services: what a walk touches beside its own path, by what it is for (a file, or a folder ending in "/").
Services = Mapping[str, tuple[str, ...]]


def service_of(path: str, services: Services) -> str | None:
    """The service group ``path`` belongs to (None: the walk's own path)."""
    for name, members in services.items():
        if any(path == m or (m.endswith("/") and path.startswith(m)) for m in members):
            return name
    return None


@functools.cache
def short(path: str) -> str | None:
    """The package file ``path`` as the tracer names it (``ui/stage.py``); None outside the package."""
    try:
        return str(Path(path).resolve().relative_to(PACKAGE))
    except ValueError:
        return None


def trace(run: Callable[[], object], threads: Iterable[str] = ()) -> Trace:
    """The package files ``run`` ran in, the hops between them, the calls back up into a scene;
    the threads named in ``threads`` that ``run`` starts are traced too."""
    files: Files = set()
    hops: Hops = set()
    up: Up = set()
    named = frozenset(threads)

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event != "call":
            return
        callee = short(frame.f_code.co_filename)
        if callee is None:
            return
        files.add(callee)
        back = frame.f_back
        caller = short(back.f_code.co_filename) if back is not None else None
        if caller is None or caller == callee:
            return
        hops.add((caller, callee))
        if callee in SCENES and caller not in SCENES and caller != "ui/app.py":
            up.add((caller, callee, frame.f_code.co_name))

    def started(frame: FrameType, event: str, arg: object) -> None:
        """A thread's first call: traced from then on if it is one of ``threads``."""
        sys.setprofile(profile if threading.current_thread().name in named else None)

    sys.setprofile(profile)
    if named:
        threading.setprofile(started)
    try:
        run()
    finally:
        sys.setprofile(None)
        threading.setprofile(None)  # type: ignore[arg-type]
    return files, hops, up


def report(found: Trace, services: Services, kinds: Iterable[tuple[str, str]], walk: str) -> None:
    """Print a walk's files, hops, path and services; ``kinds`` are the (name, folder) groups of
    the path counted apart from the game and ui (the core behind `apply`, the advisor)."""
    files, hops, up = found
    ui = sorted(f for f in files if f.startswith("ui/"))
    print(f"package files: {len(files)}  ui files: {len(ui)}  hops (file to file): {len(hops)}")
    print("ui files:", " ".join(ui))
    print("other files:", " ".join(sorted(f for f in files if not f.startswith("ui/"))))
    path = sorted(f for f in files if service_of(f, services) is None)
    path_hops = {(x, y) for x, y in hops if x in path and y in path}
    print(f"\n{walk} own path: {len(path)} files, {len(path_hops)} hops between them")
    print("  " + " ".join(path))
    rest = path
    for name, folder in kinds:
        group = [f for f in path if f.startswith(folder)]
        rest = [f for f in rest if not f.startswith(folder)]
        print(f"  {name} ({len(group)}): {' '.join(group)}")
    print(f"  game and ui ({len(rest)}): {' '.join(rest)}")
    print(f"services it touched on the way: {len(files) - len(path)} files")
    for name in services:
        members = sorted(f for f in files if service_of(f, services) == name)
        if members:
            print(f"  {name} ({len(members)}): {' '.join(members)}")
    print(f"\ncalls back up into a scene: {len(up)}")
    for caller, callee, name in sorted(up):
        print(f"  {caller} -> {callee}:{name}")
