"""Render every step of the tutorial over today's table scenes, as PNG files to look at.

Plays the tutorial's kingdom by following each step's highlight, and for every
prompt draws the table scene of that moment (fief selection or visit) with the
tutorial overlay on top, at each window size given.

    SDL_VIDEODRIVER=dummy python scripts/tutorial_screens.py OUT_DIR [--sizes 1280x800 1920x1080]
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

from forNorthwood import tutorial as T
from forNorthwood.ui.app import App
from forNorthwood.ui.scene import goto
from forNorthwood.ui.table_scene import TableScene
from forNorthwood.ui.tutorial_overlay import TutorialOverlay, hit_key


def rect_of_scene(scene: TableScene):
    def rect_of(target: tuple) -> pygame.Rect | None:
        if target == ("trick",):
            return scene.layout["trick"] if "trick" in scene.layout.rects else None
        key = hit_key(target)
        return scene.locate(key) if key else None

    return rect_of


def settle(app: App) -> None:
    for _ in range(400):
        app.step()
        if not app.busy():
            app.step()
            return


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", nargs="+", default=["1280x800", "1920x1080"])
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="fornorthwood-screens-"))
    os.environ["FORNORTHWOOD_DATA_DIR"] = str(scratch / "data")  # never the player's own folders
    os.environ["FORNORTHWOOD_CONFIG_DIR"] = str(scratch / "config")
    for size_text in args.sizes:
        width, height = (int(v) for v in size_text.split("x"))
        app = App(size=(width, height), speed="off")
        session = T.tutorial_session()
        tutorial = T.Tutorial()
        tutorial.attach(session)
        overlay = TutorialOverlay(tutorial, app.ctx.now)
        app.carry_out(goto("fief_selection", session=session))
        settle(app)
        shot = 0
        for _ in range(300):
            prompt = tutorial.prompt(session.state)
            if prompt is None:
                break
            scene = app.scene
            assert isinstance(scene, TableScene)
            scene.draw(app.surface, full=True)
            overlay.draw(app.surface, session.state, rect_of_scene(scene))
            shot += 1
            pygame.image.save(app.surface, str(args.out / f"{size_text}_{shot:02d}_{prompt.step}.png"))
            if prompt.kind == "read":
                tutorial.next(session.state)
                if getattr(scene, "hold", None) is not None:
                    scene.activate("button:continue")
            else:
                action = T.action_for(prompt.target, prompt.drop, session.state)
                assert action is not None
                scene.act(action)
            settle(app)
        app.close()
        print(f"{size_text}: {shot} screens")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
