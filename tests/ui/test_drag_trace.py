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
