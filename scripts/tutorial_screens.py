"""Render every step of the tutorial as the app shows it, as PNG files to look at.

Starts the tutorial as the Tutorial button does, and for every prompt saves the
window (the table scene with the tutorial layer drawn over it), then
does what the prompt asks through the app's own input: a click on the highlighted
target, a drag onto its drop zone, or Next, at each window size given.

    SDL_VIDEODRIVER=dummy python scripts/tutorial_screens.py OUT_DIR [--sizes 1280x800 1920x1080] [--keyboard]

With ``--keyboard`` each step is shown as to a player without the mouse (its words then say
which key does it), though the script still does each step with the mouse.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from forNorthwood.i18n.controls_text import KEYBOARD, set_input_device
from forNorthwood.ui.app import App
from forNorthwood.ui.scenes.starting import deal_tutorial
from forNorthwood.ui.table_scene import TableScene
from forNorthwood.ui.tutorial_layer import rect_of


class Clock:
    """Milliseconds that move only when told (a step's clicks are never a double click)."""

    def __init__(self) -> None:
        self.t = 1_000

    def __call__(self) -> int:
        return self.t


def settle(app: App) -> None:
    for _ in range(400):
        app.step()
        if not app.busy():
            app.step()
            return


def send(app: App, *events: pygame.event.Event) -> None:
    for event in events:
        app.handle(event)
    settle(app)


def click(app: App, pos: tuple[int, int]) -> None:
    send(
        app,
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    )


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    moves = [
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6),
            rel=(0, 0),
            buttons=(1, 0, 0),
        )
        for i in range(1, 7)
    ]
    send(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        *moves,
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", nargs="+", default=["1280x800", "1920x1080"])
    parser.add_argument("--keyboard", action="store_true", help="show the words for a player without the mouse")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="fornorthwood-screens-"))
    os.environ["FORNORTHWOOD_DATA_DIR"] = str(scratch / "data")  # never the player's own folders
    os.environ["FORNORTHWOOD_CONFIG_DIR"] = str(scratch / "config")
    for size_text in args.sizes:
        width, height = (int(v) for v in size_text.split("x"))
        clock = Clock()
        app = App(size=(width, height), speed="off", clock=clock)
        app.carry_out(deal_tutorial(app.ctx))
        settle(app)
        shot = 0
        for _ in range(300):
            scene = app.scene
            if args.keyboard:
                set_input_device(KEYBOARD)  # each click of the script made it the mouse
                app.dirty = True
            if not isinstance(scene, TableScene) or not scene.tutorial.visible(scene.view):
                break
            layer = scene.tutorial
            assert layer.overlay is not None
            prompt = layer.overlay.prompt(scene.session.state)
            assert prompt is not None
            app.draw()
            shot += 1
            pygame.image.save(app.surface, str(args.out / f"{size_text}_{shot:02d}_{prompt.step}.png"))
            lay = layer.layout(scene.view)
            assert lay is not None
            where = rect_of(scene.view)
            target = where(prompt.target) if prompt.target is not None else None
            drop = where(prompt.drop) if prompt.drop is not None else None
            if target is None:
                assert lay.next is not None, prompt
                click(app, lay.next.center)
            elif drop is not None:
                drag(app, target.center, drop.center)
            else:
                click(app, target.center)
            clock.t += 10_000  # no two clicks make a double click
        app.draw()
        pygame.image.save(app.surface, str(args.out / f"{size_text}_{shot + 1:02d}_after.png"))
        app.close()
        print(f"{size_text}: {shot} screens")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
