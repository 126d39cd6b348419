"""A Hint asked for on the table (H, or a click on its button), traced from the pygame event to the
advisor on its job's thread and back to the badges (``scripts/trace_hint.py``): the hint layer, its
job, the advisor and the badges never call back up into a scene."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import trace_hint  # noqa: E402
from trace_kit import Trace  # noqa: E402

from .test_drag_trace import imports_not_for_painters  # noqa: E402


@functools.cache
def walked(click: bool) -> Trace:
    """The Hint's trace, walked once a way (inside a test: its files are the test's own)."""
    return trace_hint.hint_trace(click)


WAYS = pytest.mark.parametrize("click", [False, True], ids=["H", "button"])


@WAYS
def test_a_hint_goes_to_the_advisor_on_its_job_and_comes_back_as_badges(click):
    files, hops, _up = walked(click)
    assert ("ui/sections.py", "ui/hint_layer.py") in hops  # the press reached the hint layer
    assert ("ui/hint_layer.py", "game/jobs.py") in hops and ("game/jobs.py", "ui/hint_layer.py") in hops
    assert ("ui/hint_layer.py", "ai/advisor.py") in hops  # the job's thread ran the advisor
    assert ("game/jobs.py", "ui/wake.py") in hops  # its answer woke the loop
    assert ("ui/hint_layer.py", "ui/hint_badges.py") in hops and "ui/sprites.py" in files


@WAYS
def test_nothing_on_the_hints_way_calls_back_up_into_a_scene(click):
    """The view the scene hands its sections locates from the stage and the places the scene
    published, and the tooltip says the buttons' words the scene handed it: neither calls it."""
    _files, _hops, up = walked(click)
    assert up == set(), sorted(up)


#: The Hint's own path today (game and ui files, ai files, core files): a ceiling to lower as the
#: path shrinks, never to raise. The click adds the table's frame (``ui/frame.py``): the ring moves
#: off the button onto the hinted choice, and the table's frame is made again.
GAME_AND_UI, AI, CORE = {False: 15, True: 16}, 6, 11


@WAYS
def test_the_hints_own_path_does_not_grow(click):
    files, _hops, _up = walked(click)
    path = {f for f in files if trace_hint.service_of(f) is None}
    ai = {f for f in path if f.startswith("ai/")}
    core = {f for f in path if f.startswith("core/")}
    assert "ai/advisor.py" in ai and "ui/hint_layer.py" in path and "game/jobs.py" in path
    assert len(path - ai - core) <= GAME_AND_UI[click], sorted(path - ai - core)
    assert len(ai) <= AI, sorted(ai)
    assert len(core) <= CORE, sorted(core)


def test_the_hints_painters_read_no_session_nor_model():
    """The badges and the gold ring are painted by the table's painters and the ring's picture,
    which import no model, state, session nor scene."""
    painters = trace_hint.SERVICES[next(name for name in trace_hint.SERVICES if name.startswith("painting"))]
    assert "ui/hint_glow.py" in painters and "ui/sprites.py" in painters
    for painter in painters:
        assert imports_not_for_painters(painter) == [], painter
