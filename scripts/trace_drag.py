"""Walk one drag from the pygame event to the core and back, and count what it crosses.

    python scripts/trace_drag.py     # a response dragged onto the trick, in a visit

Opens the real app (SDL's dummy driver), puts a visit on the table,
then traces with ``sys.setprofile`` the events of one drag (press, motion, release) and the
frames until the table is at rest again. Prints the package files the calls ran in, the ui
files among them, the hops (distinct calls from one file into another), and the calls made
back up into a scene (``ui/table_scene.py``, ``ui/table_hands.py``, ``ui/scenes/*``) from a
file that is not a scene or the app (the table's sprites and stage should never call their scene).

The files are then sorted into the drag's own path (event -> scene -> input map -> gestures ->
session -> core -> stage -> frame -> sprites and still picture) and the services the drag
touched on the way, each group named (``SERVICES``): nothing is left out of the totals, and a
file no group names is counted in the path.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from ui.input_kit import FakeClock, center_of, make_app, open_session, position_session, settle  # noqa: E402

from forNorthwood.core import actions as A  # noqa: E402
from forNorthwood.core.cards import CARD_OF_NAME  # noqa: E402
from forNorthwood.game import table_keys as K  # noqa: E402

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
#: What a drag touches beside its own path, by what it is for (a file, or a folder ending in "/").
SERVICES: dict[str, tuple[str, ...]] = {
    "painting the frame (the sprites and the still picture, from the frame alone)": PAINTERS,
    "words (i18n, the message line)": ("i18n/", "ui/event_feed.py", "ui/message_line.py", "ui/scenes/visit_prompt.py"),
    "autosave (keeper, files)": ("keeper.py", "persistence/", "core/serialize.py"),
    "sound": ("ui/sound.py",),
    "controllers polled by the loop": ("ui/controller.py",),
    "the table's aids (medal news, ally advice)": (
        "ui/aids.py",
        "core/ally_advice.py",
        "core/prospects.py",
        "core/reach.py",
        "core/rng.py",
    ),
    "the sections that see each input (hint, tutorial)": (
        "ui/hint_layer.py",
        "ui/hint_badges.py",
        "ui/hint_words.py",
        "ui/tutorial_layer.py",
        "ui/table_view.py",
    ),
    "the scene's buttons and focus after the move": (
        "ui/scenes/visit_controls.py",
        "ui/scenes/visit_picks.py",
        "ui/table_buttons.py",
    ),
    "painting kit (art, text, theme, scale)": (
        "ui/card_art.py",
        "ui/assets.py",
        "ui/text.py",
        "ui/theme.py",
        "ui/layout.py",
        "ui/buttons.py",
        "ui/focus.py",
        "ui/panels.py",
    ),
    "the context (clock, speed, settings)": ("ui/scene.py",),
    # Started after every move since "Finish the visit" is offered whenever the result is certain
    # (a background search; it paints nothing on the drag's way).
    "the certainty watch (may the visit be finished?)": ("ui/settle_view.py",),
    "the tooltip (a character's words under the pointer, hidden as a card is carried)": (
        "ui/table_tooltip.py",
        "ui/tooltips.py",
    ),
}


def service_of(path: str) -> str | None:
    """The service group ``path`` belongs to (None: the drag's own path)."""
    for name, members in SERVICES.items():
        if any(path == m or (m.endswith("/") and path.startswith(m)) for m in members):
            return name
    return None


def short(path: str) -> str | None:
    try:
        return str(Path(path).resolve().relative_to(PACKAGE))
    except ValueError:
        return None


def trace(run: object) -> tuple[set[str], set[tuple[str, str]], set[tuple[str, str, str]]]:
    files: set[str] = set()
    hops: set[tuple[str, str]] = set()
    up: set[tuple[str, str, str]] = set()

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

    sys.setprofile(profile)
    try:
        run()  # type: ignore[operator]
    finally:
        sys.setprofile(None)
    return files, hops, up


Trace = tuple[set[str], set[tuple[str, str]], set[tuple[str, str, str]]]


def drag_trace() -> Trace:
    """One drag traced: the package files it ran in, the hops between them, the calls up into a scene."""
    clock = FakeClock()
    app = make_app(clock)
    session = position_session(["1C", "2C", "3F", "4L", "5E"], ["6C"])
    session.apply(A.REVEAL)
    start, end = K.Hand(CARD_OF_NAME["1C"]), K.TRICK
    open_session(app, session)
    a = center_of(app, start)
    b = app.scene.layout.trick.center if end == K.TRICK else center_of(app, end)  # type: ignore[attr-defined]
    moves = 6

    def drag() -> None:
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)]
        for i in range(1, moves + 1):
            pos = (a[0] + (b[0] - a[0]) * i // moves, a[1] + (b[1] - a[1]) * i // moves)
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
        for event in events:
            pygame.event.post(event)
        app.step()
        settle(app, clock)

    before = len(session.steps)
    found = trace(drag)
    assert len(session.steps) > before, "the drag played nothing"
    return found


def main() -> None:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()
    files, hops, up = drag_trace()
    ui = sorted(f for f in files if f.startswith("ui/"))
    print(f"package files: {len(files)}  ui files: {len(ui)}  hops (file to file): {len(hops)}")
    print("ui files:", " ".join(ui))
    print("other files:", " ".join(sorted(f for f in files if not f.startswith("ui/"))))
    path = sorted(f for f in files if service_of(f) is None)
    path_hops = {(x, y) for x, y in hops if x in path and y in path}
    print(f"\nthe drag's own path: {len(path)} files, {len(path_hops)} hops between them")
    print("  " + " ".join(path))
    core = [f for f in path if f.startswith("core/")]
    rest = [f for f in path if not f.startswith("core/")]
    print(f"  the core behind `apply` and its view ({len(core)}): {' '.join(core)}")
    print(f"  game and ui ({len(rest)}): {' '.join(rest)}")
    print(f"services it touched on the way: {len(files) - len(path)} files")
    for name in SERVICES:
        members = sorted(f for f in files if service_of(f) == name)
        if members:
            print(f"  {name} ({len(members)}): {' '.join(members)}")
    print(f"\ncalls back up into a scene: {len(up)}")
    for caller, callee, name in sorted(up):
        print(f"  {caller} -> {callee}:{name}")


if __name__ == "__main__":
    main()
