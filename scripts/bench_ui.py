"""Measure the desktop game: start-up, idle CPU, frame times while dragging and dealing.

    python scripts/bench_ui.py            # uses $DISPLAY when set (e.g. Xvfb), else SDL's dummy driver
    python scripts/bench_ui.py --no-frames --screens tutorial menu   # some idle screens only

Prints the time from process start to the first drawn frame; the CPU used while the game
sits idle for 10 s on every screen a player sits on (``IDLE_SCREENS``: the title, the setup,
the fief selection, the tutorial's first step, a visit, the end of a visit and of a game,
the menu, the rules, the settings, the statistics, the game log, the card tracker, a pile,
the confirmations, a notice, the credits; each opened as in the layout test, at 1280×800,
the game's default settings: sound and the controller support on, the work the screen asked
for, a review, done first and its seconds printed apart); and frame time p50/p99 during a
scripted drag, during the deal animation, while an ally draws a run of cards (the event
feed), while a medal is celebrated, while a replay is stepped decision by decision and
while its timeline is scrubbed (``--replay-only``: the replay screen alone; at 1280×800 also
while its advice is computed in the background), and on a puzzle (a card dragged over its table, then its
answer dropped on the trick until the solution's panel is up), at 1280×800, 1920×1080 and 3840×2160. Goals: first
frame ≤ 1 s (and no slower than before: about 0.44 s), idle CPU ≤ 1 % of one core on every
screen, p99 ≤ 16.7 ms.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)
#: Window sizes at which the drag and the deal are measured.
FRAME_SIZES = ((1280, 800), (1920, 1080), (3840, 2160))
#: The CPU an idle screen may use, in percent of one core.
IDLE_GOAL = 1.0

_FIRST_FRAME = """
import time
from forNorthwood.ui.app import App
app = App(size={size})
app.draw()
print(time.time())
"""

_IDLE = """
import sys
sys.path[:0] = [{root!r}, {scripts!r}]
import bench_ui
bench_ui.idle_child({where!r}, {seconds!r})
"""

#: The screens a player sits on, measured idle (each through the recipe that opens it in the
#: layout test and the screenshots, tests/ui/screen_kit.py; the tutorial and the credits here).
IDLE_SCREENS = (
    "title",
    "title_in_progress",
    "setup",
    "fief_selection",
    "tutorial",
    "visit_decision",
    "end_of_visit",
    "end_of_game",
    "menu",
    "rules_1",
    "settings",
    "statistics_1",
    "game_log",
    "card_tracker",
    "pile_viewer",
    "confirm",
    "confirm_skip_tutorial",
    "notice",
    "credits",
    "puzzles",
    "puzzle",
    "puzzle_wrong",
    "replay",
)


def open_screen(app: object, where: str) -> None:
    """Open the screen called ``where`` (a name of ``IDLE_SCREENS``) in ``app``."""
    from forNorthwood.ui.scene import Push
    from forNorthwood.ui.scenes.credits import CreditsOverlay
    from forNorthwood.ui.scenes.starting import start_tutorial
    from tests.ui.screen_kit import screens

    if where == "tutorial":  # the first-start tutorial, on the table at its first step
        app.carry_out(start_tutorial(app.ctx))  # type: ignore[attr-defined]
        return
    if where == "credits":
        app.carry_out(Push(CreditsOverlay))  # type: ignore[attr-defined]
        return
    recipe = next(screen for screen in screens() if screen.name == where)
    recipe.open(app)  # type: ignore[arg-type]


def idle_child(where: str, seconds: float) -> None:
    """In a fresh process: open ``where`` at the game's default settings (animations and the
    controller support on), let it settle, then sit idle ``seconds``; print the CPU seconds,
    the wall seconds and the frames drawn meanwhile."""
    import pygame

    from forNorthwood.ui.app import App

    app = App(size=SIZE, speed="off")  # the recipes open their screens at once...
    open_screen(app, where)
    app.keeper.override(animation_speed="normal")  # ...the screen then idles as in the game
    # The work it asked for is done first (the end of game's review searches for seconds).
    start = time.perf_counter()
    while app.busy() or not app.jobs.idle():
        app.step(15)
    working = time.perf_counter() - start
    app.step(0)  # the jobs' results shown
    app.draw()
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), 1)
    cpu0, wall0, frames0 = time.process_time(), time.perf_counter(), app.frames
    app.play()  # the game's loop (``run`` without its first frame: the screen is drawn already)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    app.close()
    print(cpu, wall, app.frames - frames0, working)


#: The benchmark's games are saved in a folder of its own, never in the player's.
_FOLDERS = tempfile.mkdtemp(prefix="fornorthwood-bench-")
atexit.register(shutil.rmtree, _FOLDERS, True)


def _env() -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["FORNORTHWOOD_DATA_DIR"] = os.path.join(_FOLDERS, "data")
    env["FORNORTHWOOD_CONFIG_DIR"] = os.path.join(_FOLDERS, "config")
    return env


def first_frame() -> float:
    """Seconds from launching a fresh Python to the first frame on screen (best of 3)."""
    best = float("inf")
    for _ in range(3):
        start = time.time()
        out = subprocess.run(
            [sys.executable, "-c", _FIRST_FRAME.format(size=SIZE)],
            capture_output=True,
            text=True,
            env=_env(),
            check=True,
        )
        best = min(best, float(out.stdout.strip().splitlines()[-1]) - start)
    return best


def idle(seconds: float, where: str = "fief_selection") -> tuple[float, float, int, float]:
    """CPU seconds, wall seconds and frames drawn while the game waits for the player on the
    screen ``where`` (one of ``IDLE_SCREENS``), in a process of its own with its own folders;
    and the seconds its background work took before (a review), not counted as idle."""
    folders = tempfile.mkdtemp(prefix="idle-", dir=_FOLDERS)  # no screen sees another's games
    env = _env() | {
        "FORNORTHWOOD_DATA_DIR": os.path.join(folders, "data"),
        "FORNORTHWOOD_CONFIG_DIR": os.path.join(folders, "config"),
    }
    code = _IDLE.format(root=str(ROOT), scripts=str(ROOT / "scripts"), where=where, seconds=seconds)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    cpu, wall, frames, working = out.stdout.split()[-4:]
    return float(cpu), float(wall), int(frames), float(working)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[index]


def frames_in_process(size: tuple[int, int]) -> tuple[list[float], list[float]]:
    """Frame times (ms) of a scripted drag and of the opening deal animation."""
    for key, value in _env().items():
        os.environ.setdefault(key, value)
    sys.path.insert(0, str(ROOT))
    import pygame

    from forNorthwood.core import actions as A
    from forNorthwood.game import table_keys as K
    from forNorthwood.game.session import Session
    from forNorthwood.ui.app import App
    from forNorthwood.ui.scene import ShowGame

    app = App(size=size, speed="normal")
    session = Session(3, "intro", 16)
    app.carry_out(ShowGame(session, deal=True))
    deal: list[float] = []
    while True:
        start = time.perf_counter()
        app.step(0)
        deal.append((time.perf_counter() - start) * 1000)
        if not app.busy():
            break
        time.sleep(0.004)
    app.scene.act(A.choose_fief(3))
    app.scene.act(A.BEGIN_VISIT)
    while app.busy() or type(app.scene).__name__ != "VisitScene":
        app.step(5)
    app.scene.act(A.REVEAL)
    while app.busy():
        app.step(5)
    scene = app.scene
    start_pos = scene.locate(K.Hand(scene.model.hand[0])).center
    end_pos = scene.layout.hud.center
    drag: list[float] = []
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1))
    app.step(0)
    steps = 240
    for i in range(1, steps + 1):
        x = start_pos[0] + (end_pos[0] - start_pos[0]) * (i % 60) // 60
        y = start_pos[1] + (end_pos[1] - start_pos[1]) * (i % 60) // 60
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0)))
        start = time.perf_counter()
        app.step(0)
        drag.append((time.perf_counter() - start) * 1000)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end_pos, button=1))
    app.step(0)
    pygame.display.quit()
    return drag, deal


def timed_until_rest(app: object, limit: int = 2_000) -> list[float]:
    """Frame times (ms) while the app animates, until it rests."""
    frames: list[float] = []
    for _ in range(limit):
        start = time.perf_counter()
        app.step(0)  # type: ignore[attr-defined]
        frames.append((time.perf_counter() - start) * 1000)
        if not app.busy():  # type: ignore[attr-defined]
            break
        time.sleep(0.004)
    return frames


def feed_and_medal_frames(size: tuple[int, int]) -> tuple[list[float], list[float]]:
    """Frame times (ms) of an ally drawing a run of cards (the event feed grows with each) and
    of a medal celebrated on the end-of-visit panel (once the panel is up: its first frame, the
    panel's picture made once, is the same as without a medal)."""
    for key, value in _env().items():
        os.environ.setdefault(key, value)
    sys.path.insert(0, str(ROOT))
    import pygame

    from forNorthwood.core import actions as A
    from forNorthwood.core import state_from_position
    from forNorthwood.core.cards import CARD_NAMES, CARD_OF_NAME
    from forNorthwood.game.session import Session
    from forNorthwood.ui.app import App
    from forNorthwood.ui.scene import ShowGame

    def visit(hand: list[str], top: list[str], fief: int, statuses: list[str]) -> Session:
        deck = top + [c for c in CARD_NAMES if c not in set(hand) | set(top)]
        rulers = ["QE", "QL", "KL", "KE", "QC", "QF", "KC", "KF"]
        position = {
            "setup": "intro",
            "threshold": 16,
            "fiefs": [{"ruler": r, "status": st} for r, st in zip(rulers, statuses, strict=True)],
            "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")],
            "friends": [],
            "visiting": fief,
            "phase": "ability_window",
            "ability_used": False,
            "hand": hand,
            "deck": deck,
            "discard": [],
            "score": [],
        }
        return Session(0, "intro", 16, start=state_from_position(position))

    app = App(size=size, speed="normal")
    session = visit(["5L"], ["7L", "2E", "3C", "4F", "6E", "1C", "8F"], 3, ["unvisited"] * 8)
    app.carry_out(ShowGame(session))
    timed_until_rest(app)
    app.scene.act(A.activate(0))  # the Jack of Claws draws seven cards, one after the other
    feed = timed_until_rest(app)
    won = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "won", "won"]
    session = visit(["8L"], ["7L", "2E"], 1, won)  # 13 stars won; fief 1's 3 secure the medal
    app.carry_out(ShowGame(session))
    timed_until_rest(app)
    app.scene.act(A.REVEAL)
    timed_until_rest(app)
    app.scene.act(A.play(CARD_OF_NAME["8L"]))
    scene = app.scene
    while scene.hold is None:  # the dialogue's result, then the panel appears (drawn once, as before)
        app.step(5)
    app.step(0)
    medal = timed_until_rest(app)  # the celebration's frames, the panel up
    pygame.display.quit()
    return feed, medal


def puzzle_frames(size: tuple[int, int]) -> tuple[list[float], list[float], list[float]]:
    """Frame times (ms) on a puzzle's table: a hand card dragged about (as on the visit's), then
    dropped on the trick as the answer, until the exact solver's verdict and the solution's panel
    are up (the frames drawn while it searches, the prompt counting the seconds, included). The
    answer's frames are given twice: wall-clock, and the window thread's own CPU time (on a loaded
    machine the wall-clock holds other processes' time; the search runs on another thread)."""
    for key, value in _env().items():
        os.environ.setdefault(key, value)
    sys.path.insert(0, str(ROOT))
    import pygame

    from forNorthwood.core import actions as A
    from forNorthwood.game import table_keys as K
    from forNorthwood.game.puzzles import by_difficulty
    from forNorthwood.ui.app import App
    from forNorthwood.ui.scenes.puzzle import Course, open_puzzle
    from forNorthwood.ui.scenes.puzzles import PuzzlesScene

    app = App(size=size, speed="normal")
    book = app.keeper.puzzles.book
    assert book is not None
    found = next(p for p in by_difficulty(book) if isinstance(p.answer, A.Play))
    opened = open_puzzle(found, Course(None, PuzzlesScene))
    assert opened is not None
    app.carry_out(opened)
    timed_until_rest(app)
    scene = app.scene
    assert isinstance(found.answer, A.Play)
    start_pos = scene.locate(K.Hand(found.answer.card)).center
    end_pos = scene.layout.trick.center
    drag: list[float] = []
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1))
    app.step(0)
    for i in range(1, 241):
        x = start_pos[0] + (end_pos[0] - start_pos[0]) * (i % 60) // 60
        y = start_pos[1] + (end_pos[1] - start_pos[1]) * (i % 60) // 60
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0)))
        start = time.perf_counter()
        app.step(0)
        drag.append((time.perf_counter() - start) * 1000)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end_pos, rel=(1, 1), buttons=(1, 0, 0)))
    app.step(0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end_pos, button=1))
    answer: list[float] = []
    answer_cpu: list[float] = []
    while scene.solution_shown is None or app.busy():  # type: ignore[attr-defined]
        start, cpu = time.perf_counter(), time.thread_time()
        app.step(0)
        answer.append((time.perf_counter() - start) * 1000)
        answer_cpu.append((time.thread_time() - cpu) * 1000)
        # As the game's loop: asleep while nothing moves, until the exact solver's answer wakes it
        # (the frames then measure the window's own work, not the search sharing its thread).
        if not app.busy():
            app.jobs.wait_idle(60)
        time.sleep(0.004)
    pygame.display.quit()
    return drag, answer, answer_cpu


def timed_cpu_until_rest(app: object, limit: int = 2_000) -> tuple[list[float], list[float]]:
    """Frame times (ms) while the app animates, until it rests: wall-clock, and the main
    thread's CPU time (what the frame itself cost, whatever else the machine is doing)."""
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(limit):
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(0)  # type: ignore[attr-defined]
        cpu.append((time.thread_time() - start_cpu) * 1000)
        wall.append((time.perf_counter() - start) * 1000)
        if not app.busy():  # type: ignore[attr-defined]
            break
        time.sleep(0.004)
    return wall, cpu


def _replay_app(size: tuple[int, int]) -> Any:
    """An app at ``size`` showing the screen kit's replay (a finished game's, its advice given), the
    animations on, the end screen's review done and everything at rest: where ``replay_frames`` and
    ``replay_scrub_frames`` start."""
    for key, value in _env().items():
        os.environ.setdefault(key, value)
    sys.path.insert(0, str(ROOT))
    from forNorthwood.ui.app import App
    from tests.ui.screen_kit import screens

    app = App(size=size, speed="off")
    next(screen for screen in screens() if screen.name == "replay").open(app)
    app.keeper.override(animation_speed="normal")
    app.jobs.wait_idle(600)
    timed_until_rest(app)
    return app


def replay_frames(size: tuple[int, int], steps: int = 40) -> tuple[list[float], list[float]]:
    """Frame times (ms) while a finished game's replay is stepped decision by decision with the
    Right arrow (the cards fly to each position, the badges and the verdict change), the advice
    given (the screen kit's: computing it is the background job's, not the frames'), and the end
    screen's review, which runs in the background when the replay is opened from it, done first
    (``replay_advising_frames`` measures the frames beside a background job): wall-clock, and the
    main thread's CPU time."""
    import pygame

    app = _replay_app(size)
    frames: list[float] = []
    cpu: list[float] = []
    for _ in range(steps):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        wall, used = timed_cpu_until_rest(app)
        frames += wall
        cpu += used
    pygame.display.quit()
    return frames, cpu


def replay_scrub_frames(size: tuple[int, int], steps: int = 60) -> tuple[list[float], list[float]]:
    """Frame times (ms) while the replay's timeline is scrubbed: pressed at its first decision and
    dragged to its last, one pointer move a frame (the table put at each decision passed, its
    badges, verdict and tooltip with it), the advice given as in ``replay_frames``: wall-clock, and
    the main thread's CPU time."""
    import pygame

    from forNorthwood.ui.replay_places import replay_layout

    app = _replay_app(size)
    line = replay_layout(*size).timeline
    y = line.centery
    frames: list[float] = []
    cpu: list[float] = []
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(line.left, y), button=1))
    for step in range(1, steps + 1):
        x = line.left + line.width * step // steps
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(0)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        frames.append((time.perf_counter() - start) * 1000)
        time.sleep(0.004)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(line.right, y), button=1))
    wall, used = timed_cpu_until_rest(app)
    frames += wall
    cpu += used
    pygame.display.quit()
    return frames, cpu


def replay_advising_frames(size: tuple[int, int], steps: int = 40) -> tuple[list[float], list[float], bool]:
    """Frame times (ms) while a replay is stepped as its advice is computed in the background
    (opened with no advice kept: the job runs with the game's advisor and budget, minutes of
    work): wall-clock, the main thread's CPU time, and whether the job ran to the last frame."""
    for key, value in _env().items():
        os.environ.setdefault(key, value)
    sys.path.insert(0, str(ROOT))
    import pygame

    from forNorthwood.ai.advisor import forget_advice
    from forNorthwood.ui.app import App
    from forNorthwood.ui.scene import Goto
    from forNorthwood.ui.scenes.replay import ADVICE_LANE, ReplayScene
    from tests.ui.screen_kit import _end_of_game, replay_position

    app = App(size=size, speed="off")
    session = _end_of_game(app)
    app.jobs.wait_idle(600)  # the end screen's review: not the job measured...
    forget_advice()  # ...nor the advice it left in the advisor's cache (the advice then took 8 ms)
    record = app.keeper.record_of(session)
    assert record is not None
    replay = app.keeper.replay(record)
    index = replay_position(replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    app.keeper.override(animation_speed="normal")
    lane = app.jobs.lane(ADVICE_LANE)
    assert lane.running(), "the replay's advice is computed in the background"
    timed_until_rest(app)
    frames: list[float] = []
    cpu: list[float] = []
    for step in range(steps):
        forward = step % 20 < 10  # to and fro: the first decisions stay in reach of the advice's
        key = pygame.K_RIGHT if forward else pygame.K_LEFT
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        wall, used = timed_cpu_until_rest(app)
        frames += wall
        cpu += used
    running = lane.running()
    app.close()
    return frames, cpu, running


def timing_figures(name: str, times: list[float], at: str, counted: bool = True) -> dict[str, object]:
    """``name``'s frames (``counted``), p50 and p99 in ms at one window size."""
    figures: dict[str, object] = {f"{name}_frames@{at}": len(times)} if counted else {}
    return figures | {
        f"{name}_p50_ms@{at}": round(percentile(times, 50), 2),
        f"{name}_p99_ms@{at}": round(percentile(times, 99), 2),
    }


def puzzle_figures(size: tuple[int, int], at: str) -> dict[str, object]:
    """A puzzle's frame figures at one window size: the drag, the answer (wall-clock and CPU)."""
    drag, answer, answer_cpu = puzzle_frames(size)
    return {
        f"puzzle_drag_p50_ms@{at}": round(percentile(drag, 50), 2),
        f"puzzle_drag_p99_ms@{at}": round(percentile(drag, 99), 2),
        f"puzzle_answer_frames@{at}": len(answer),
        f"puzzle_answer_p50_ms@{at}": round(percentile(answer, 50), 2),
        f"puzzle_answer_p99_ms@{at}": round(percentile(answer, 99), 2),
        f"puzzle_answer_max_ms@{at}": round(max(answer), 2),
        f"puzzle_answer_cpu_p99_ms@{at}": round(percentile(answer_cpu, 99), 2),
        f"puzzle_answer_cpu_max_ms@{at}": round(max(answer_cpu), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--screens", nargs="+", choices=IDLE_SCREENS, default=list(IDLE_SCREENS))
    parser.add_argument("--no-frames", action="store_true", help="measure the idle screens only")
    parser.add_argument("--no-idle", action="store_true", help="the frame times only (no first frame, no idle screens)")
    parser.add_argument("--replay-only", action="store_true", help="the replay screen only: idle, and stepping")
    parser.add_argument("--puzzle-only", action="store_true", help="a puzzle's frames only (no idle screens)")
    args = parser.parse_args()
    if args.replay_only:
        args.screens = ["replay"]
    if args.puzzle_only or args.no_idle:
        args.screens = []
    driver = "x11/wayland ($DISPLAY)" if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") else "dummy"
    figures: dict[str, object] = {"video_driver": os.environ.get("SDL_VIDEODRIVER") or driver}
    goals: dict[str, float] = {}
    if not args.puzzle_only and not args.no_idle:
        figures["first_frame_s"] = round(first_frame(), 3)
        goals["first_frame_s"] = 1.0
    for where in args.screens:
        cpu, wall, frames, working = idle(args.idle_seconds, where)
        figures |= {f"idle_cpu_percent@{where}": round(100 * cpu / wall, 2), f"idle_frames@{where}": frames}
        if working >= 0.5:
            figures[f"work_before_idle_s@{where}"] = round(working, 1)
        goals[f"idle_cpu_percent@{where}"] = IDLE_GOAL
    for size in () if args.no_frames else FRAME_SIZES:
        at = f"{size[0]}x{size[1]}"
        if args.puzzle_only:
            figures |= puzzle_figures(size, at)
            goals |= {f"puzzle_drag_p99_ms@{at}": 16.7, f"puzzle_answer_p99_ms@{at}": 16.7}
            continue
        stepping, stepping_cpu = replay_frames(size)
        figures |= timing_figures("replay_step", stepping, at) | timing_figures(
            "replay_step_cpu", stepping_cpu, at, False
        )
        goals |= {f"replay_step_p99_ms@{at}": 16.7, f"replay_step_cpu_p99_ms@{at}": 16.7}
        scrubbing, scrubbing_cpu = replay_scrub_frames(size)
        figures |= timing_figures("replay_scrub", scrubbing, at) | timing_figures(
            "replay_scrub_cpu", scrubbing_cpu, at, False
        )
        goals |= {f"replay_scrub_p99_ms@{at}": 16.7, f"replay_scrub_cpu_p99_ms@{at}": 16.7}
        if size == SIZE:
            advising, advising_cpu, running = replay_advising_frames(size)
            figures |= timing_figures("replay_advising", advising, at) | timing_figures(
                "replay_advising_cpu", advising_cpu, at, False
            )
            figures[f"replay_advising_job_ran_throughout@{at}"] = running
            goals |= {f"replay_advising_p99_ms@{at}": 16.7, f"replay_advising_cpu_p99_ms@{at}": 16.7}
        if args.replay_only:
            continue
        drag, deal = frames_in_process(size)
        figures |= timing_figures("drag", drag, at) | timing_figures("deal", deal, at)
        goals |= {f"drag_p99_ms@{at}": 16.7, f"deal_p99_ms@{at}": 16.7}
        feed, medal = feed_and_medal_frames(size)
        figures |= timing_figures("feed", feed, at) | timing_figures("medal", medal, at)
        goals |= {f"feed_p99_ms@{at}": 16.7, f"medal_p99_ms@{at}": 16.7}
        figures |= puzzle_figures(size, at)
        goals |= {f"puzzle_drag_p99_ms@{at}": 16.7, f"puzzle_answer_p99_ms@{at}": 16.7}
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"For Northwood! UI benchmark, video driver: {figures['video_driver']}")
    for name, value in figures.items():
        if name == "video_driver":
            continue
        goal = goals.get(name)
        verdict = ""
        if goal is not None:
            assert isinstance(value, int | float)  # every figure with a goal is a number
            verdict = "  ok" if value <= goal else f"  over the goal of {goal}"
        print(f"  {name:40} {value}{verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
