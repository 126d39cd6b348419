"""A drag on the table, traced from the pygame event to the core and back (``scripts/trace_drag.py``):
the stage and the sprites never call back up into their scene."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import trace_drag  # noqa: E402


def test_a_drag_makes_no_call_back_up_into_a_scene():
    files, hops, up = trace_drag.drag_trace()
    assert "core/rules.py" in files and ("ui/stage.py", "ui/frame.py") in hops  # the trace saw the drag
    assert up == set()


def test_every_file_a_drag_touches_is_in_the_path_or_a_named_service():
    files, _hops, _up = trace_drag.drag_trace()
    services = {f for f in files if trace_drag.service_of(f) is not None}
    assert "ui/sound.py" in services and "keeper.py" in services  # the services are named, not hidden
    assert "game/session.py" not in services and "ui/stage.py" not in services


#: The drag's own path today (files, hops between them): a ceiling to lower as the path shrinks
#: (the table frame aims at about 12 files), never to raise. A part split out of a scene that the
#: drag calls at every move (the end-of-visit panel, asked even with no panel up) raised it once.
PATH_FILES, PATH_HOPS = 30, 58


def test_the_drags_own_path_does_not_grow():
    files, hops, _up = trace_drag.drag_trace()
    path = {f for f in files if trace_drag.service_of(f) is None}
    path_hops = {(a, b) for a, b in hops if a in path and b in path}
    assert len(path) <= PATH_FILES, sorted(path)
    assert len(path_hops) <= PATH_HOPS, sorted(path_hops)
