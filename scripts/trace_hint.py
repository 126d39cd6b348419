"""Walk one Hint request from the pygame event to the advisor and back, and count what it crosses.

    python scripts/trace_hint.py            # H pressed in a visit
    python scripts/trace_hint.py --click    # the Hint button clicked instead

The twin of ``trace_drag.py`` (the tracer and the report are shared: ``trace_kit.py``). Opens the
real app (SDL's dummy driver), puts a visit on the table, then traces the H press (or the click on
the Hint button), the frames while the advisor searches on the job runner's "hints" lane (its
thread is traced too), and the frames until its badges and gold ring are on the table and the
table is at rest. Prints the package files the calls ran in, the hops (distinct calls from one
file into another), and the calls made back up into a scene from a file that is not a scene or
the app (the hint layer, its job and the advisor should never call their scene).

The files are then sorted into the Hint's own path (event -> scene -> sections -> hint layer ->
job runner -> advisor -> core, and back: the answer -> badges -> the table's sprites) and the
services it touched on the way, each group named (``SERVICES``). The advisor (``ai/``) and the
core it plays on are counted apart from the game and ui files.
"""

from __future__ import annotations

import argparse
import time

import pygame
import trace_kit  # puts the repository and tests/ on the path, sets SDL's dummy drivers
from trace_kit import PAINTERS, PAINTING_KIT, SCENE_BUTTONS, WORDS, Trace, trace
from ui.input_kit import FakeClock, make_app, open_session, position_session, settle, step_until

from forNorthwood.core import actions as A
from forNorthwood.ui.hint_layer import HINT

#: The thread the advisor searches on (the job runner's "hints" lane).
HINT_THREAD = "fornorthwood-hints"

#: The painters of a Hint: the table's (the badges and the ring are sprites of the table) and the
#: gold ring's picture, made from the ringed card's place alone.
HINT_PAINTERS = (*PAINTERS, "ui/hint_glow.py")
#: What a Hint touches beside its own path, by what it is for (a file, or a folder ending in "/").
SERVICES: dict[str, tuple[str, ...]] = {
    "painting the frame (the sprites and the still picture, from the frame alone; the gold ring)": HINT_PAINTERS,
    "words (i18n, the message line, the Hint's legend)": (*WORDS, "ui/hint_words.py"),
    "sound": ("ui/sound.py",),
    "input devices (controllers polled by the loop, the device in use for the prompts)": (
        "ui/controller.py",
        "ui/device_watch.py",
    ),
    "statistics (every hint asked for is counted)": ("keeper.py", "persistence/", "core/serialize.py"),
    "the other sections that see each input (tutorial)": ("ui/tutorial_layer.py",),
    "the scene's buttons and focus (the Hint moves the ring to its choice)": SCENE_BUTTONS,
    "painting kit (art, text, theme, scale)": PAINTING_KIT,
    "the context (clock, speed, settings)": ("ui/scene.py",),
    "the table's aids (medal news, ally advice)": ("ui/aids.py", "core/ally_advice.py", "core/prospects.py"),
    "the tooltip (a character's words under the pointer or the ring)": ("ui/table_tooltip.py", "ui/tooltips.py"),
    # Started after every move and on entering the visit (a background search of its own lane).
    "the certainty watch (may the visit be finished?)": ("ui/settle_view.py",),
}


def service_of(path: str) -> str | None:
    """The service group ``path`` belongs to (None: the Hint's own path)."""
    return trace_kit.service_of(path, SERVICES)


def hint_trace(click: bool = False) -> Trace:
    """One Hint traced (H, or a click on the button): the package files it ran in, on the window's
    thread and the advisor's, the hops between them, the calls up into a scene."""
    clock = FakeClock()
    app = make_app(clock)
    session = position_session(["1C", "2C", "3F", "4L", "5E"], ["6C"])
    session.apply(A.REVEAL)
    open_session(app, session)
    scene = app.scene
    hints = scene.hints  # type: ignore[attr-defined]
    button = scene.locate(HINT)  # type: ignore[attr-defined]

    def ask() -> None:
        if click:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.center, button=1))
        else:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_h, mod=0, unicode="h", scancode=0))
        app.step()
        deadline = time.monotonic() + 120
        while hints.lane.running() and time.monotonic() < deadline:
            time.sleep(0.02)  # the advisor searches with no frame to pause for
        step_until(app, lambda: hints.shown is not None and any(b.visible for b in hints.badges), 20)
        settle(app, clock)

    found = trace(ask, threads=[HINT_THREAD])
    assert hints.shown is not None and any(b.visible for b in hints.badges), "no badge was shown"
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--click", action="store_true", help="click the Hint button instead of pressing H")
    found = hint_trace(parser.parse_args().click)
    kinds = [("the advisor (ai)", "ai/"), ("the core the advisor plays on and reads", "core/")]
    trace_kit.report(found, SERVICES, kinds, "the Hint's")


if __name__ == "__main__":
    main()
