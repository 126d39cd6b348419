"""A drag on the table, traced from the pygame event to the core and back (``scripts/trace_drag.py``):
the stage and the sprites never call back up into their scene."""

from __future__ import annotations

import ast
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
PATH_FILES, PATH_HOPS = 22, 40


def test_the_drags_own_path_does_not_grow():
    files, hops, _up = trace_drag.drag_trace()
    path = {f for f in files if trace_drag.service_of(f) is None}
    path_hops = {(a, b) for a, b in hops if a in path and b in path}
    assert len(path) <= PATH_FILES, sorted(path)
    assert len(path_hops) <= PATH_HOPS, sorted(path_hops)


#: What a painter may not import: the position (the core's model and state), the session, a scene
#: or what drives one, nor the frame's builder: it paints the frame it is given, and nothing else.
NOT_FOR_PAINTERS = (
    "forNorthwood.core.view",
    "forNorthwood.core.state",
    "forNorthwood.core.moments",
    "forNorthwood.game.session",
    "forNorthwood.ui.scene",
    "forNorthwood.ui.stage",
    "forNorthwood.ui.table_scene",
    "forNorthwood.ui.table_hands",
    "forNorthwood.ui.table_input",
    "forNorthwood.ui.scenes.visit",
    "forNorthwood.ui.scenes.fief_selection",
)
FRAME_BUILDERS = {"table_frame", "state_frame", "VisitTurn", "Turn"}


def imports_not_for_painters(path: str) -> list[str]:
    """The imports of the package file ``path`` (as the tracer names it) that a painter may not make."""
    module = "forNorthwood." + path.removesuffix(".py").replace("/", ".")
    package = module.rsplit(".", 1)[0].split(".")
    found: list[str] = []
    for node in ast.walk(ast.parse((ROOT / "forNorthwood" / path).read_text())):
        names: list[tuple[str, str | None]] = []
        if isinstance(node, ast.Import):
            names = [(alias.name, None) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            source = ".".join(part for part in (base, node.module or "") if part)
            names = [(source, alias.name) for alias in node.names]
            names += [(f"{source}.{alias.name}", None) for alias in node.names]
        for source, name in names:
            if source in NOT_FOR_PAINTERS:
                found.append(source)
            elif source == "forNorthwood.ui.frame" and name in FRAME_BUILDERS:
                found.append(f"{source}.{name}")
    return sorted(set(found))


def test_the_painters_read_the_frame_alone():
    """The sprites and the still picture are painted from the frame alone: the tracer counts the
    painters as the service "painting the frame" only while none imports the model, the state,
    the session, a scene or the frame's builder."""
    assert set(trace_drag.PAINTERS) <= set(
        trace_drag.SERVICES["painting the frame (the sprites and the still picture, from the frame alone)"]
    )
    for painter in trace_drag.PAINTERS:
        assert imports_not_for_painters(painter) == [], painter
    # The check sees such an import: the frame's builder reads the model, the stage the session's moments.
    assert "forNorthwood.core.view" in imports_not_for_painters("ui/frame.py")
    assert "forNorthwood.ui.frame.table_frame" in imports_not_for_painters("ui/stage.py")
    assert "forNorthwood.ui.scene" in imports_not_for_painters("ui/table_hands.py")
