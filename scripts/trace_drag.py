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
file no group names is counted in the path. The tracer and the report are shared with
``trace_hint.py`` (``trace_kit.py``).
"""

from __future__ import annotations

import argparse

import pygame
import trace_kit  # puts the repository and tests/ on the path, sets SDL's dummy drivers
from trace_kit import PAINTERS, PAINTING_KIT, SCENE_BUTTONS, WORDS, Trace, trace
from ui.input_kit import FakeClock, center_of, make_app, open_session, position_session, settle

from forNorthwood.core import actions as A
from forNorthwood.core.cards import CARD_OF_NAME
from forNorthwood.game import table_keys as K

#: What a drag touches beside its own path, by what it is for (a file, or a folder ending in "/").
SERVICES: dict[str, tuple[str, ...]] = {
    "painting the frame (the sprites and the still picture, from the frame alone)": PAINTERS,
    "words (i18n, the message line)": WORDS,
    "autosave (keeper, files)": ("keeper.py", "persistence/", "core/serialize.py"),
    "sound": ("ui/sound.py",),
    "input devices (controllers polled by the loop, the device in use for the prompts)": (
        "ui/controller.py",
        "ui/device_watch.py",
    ),
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
    "the scene's buttons and focus after the move": SCENE_BUTTONS,
    "painting kit (art, text, theme, scale)": PAINTING_KIT,
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
    return trace_kit.service_of(path, SERVICES)


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
    trace_kit.report(drag_trace(), SERVICES, [("the core behind `apply` and its view", "core/")], "the drag's")


if __name__ == "__main__":
    main()
