"""Seeded runs spread over processes: the same results, in the same order, for any ``--jobs``.

Each unit of work (a game, a position to value) depends only on its own arguments: its
seed, its budget. The units go to ``jobs`` worker processes and their results come back
in the order the units were given, so a run's output (its tables, its ``--out`` lines)
is the same, game by game, whatever the number of processes. Workers are started fresh
(``spawn``): nothing but the arguments and the ``initializer`` reaches them, as on every
platform.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def every_core() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("at least 1")
    return value


def add_jobs_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--jobs",
        type=_positive,
        default=every_core(),
        help="worker processes (default: every core, %(default)s here); the results are the same for any number",
    )


def ordered_map(
    work: Callable[[T], R],
    items: Iterable[T],
    jobs: int,
    initializer: Callable[..., object] | None = None,
    initargs: tuple = (),
) -> Iterator[R]:
    """``work(item)`` for each item, in the items' order, computed by ``jobs`` processes.

    ``work`` and ``initializer`` must be module-level functions (they are sent to the
    workers by name). With one job everything runs here, in this process. Stopping the
    iteration early ends the workers."""
    items = list(items)
    if jobs <= 1 or len(items) <= 1:
        if initializer is not None:
            initializer(*initargs)
        for item in items:
            yield work(item)
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(min(jobs, len(items)), initializer=initializer, initargs=initargs) as pool:
        yield from pool.imap(work, items, chunksize=1)


def took(seconds: float) -> str:
    """A run's wall-clock time as people read it: ``2 h 05 min``, ``3 min 12 s``, ``4.2 s``."""
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(round(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


class Clock:
    """Wall-clock time since it was made, for the line that says how long a run took."""

    def __init__(self) -> None:
        self.start = time.perf_counter()

    def seconds(self) -> float:
        return time.perf_counter() - self.start

    def line(self, count: int, what: str, jobs: int) -> str:
        return f"{count} {what} in {took(self.seconds())} (wall clock, {jobs} job{'s' if jobs != 1 else ''})"
