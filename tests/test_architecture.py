"""Architecture boundaries that must hold."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path


def test_importing_the_core_does_not_import_pygame():
    code = "import sys, forNorthwood.core; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_core_imports_only_the_standard_library_and_itself():
    code = (
        "import sys, forNorthwood.core, json\n"
        "mods = [m for m in sys.modules if m.startswith('forNorthwood') and not m.startswith('forNorthwood.core')]\n"
        "print(json.dumps(sorted(set(mods) - {'forNorthwood'})))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_owner_of_a_game_needs_no_pygame():
    code = "import sys, forNorthwood.keeper, forNorthwood.core.view; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_store_does_not_import_the_game_log():
    """persistence -> gamelog -> persistence was a cycle: the owner of a game writes the log."""
    code = "import sys, forNorthwood.persistence.store; print('forNorthwood.game.gamelog' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_only_the_game_owner_listens_to_a_session(tmp_path):
    from forNorthwood.keeper import Keeper
    from forNorthwood.persistence.folders import Folders

    keeper = Keeper(Folders(tmp_path / "data", tmp_path / "config"))
    session = keeper.new_game(4, "intro", 16)
    assert session.listeners == [keeper._after_change]


def test_states_and_kingdoms_are_updated_by_name():
    """``with_`` takes its fields by keyword at every call (its parameters allow position only for speed)."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    found = []
    for folder in ("forNorthwood", "tests", "scripts"):
        for path in sorted((root / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "with_":
                    if node.args:
                        found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert found == []


def import_cycles(imports: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or not (Tarjan's strongly
    connected components, without recursion), each sorted; a module importing itself counts."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(imports):
        if root in index:
            continue
        work = [(root, iter(sorted(imports[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(imports[child]))))
                elif child in on_stack:
                    low[module] = min(low[module], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1 or module in imports[module]:
                    found.append(sorted(group))
    return found


def test_the_cycle_finder_finds_cycles():
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert import_cycles({"a": {"a"}, "b": set()}) == [["a"]]
    assert import_cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles():
    """No module of the package imports itself through others, type-checking imports included."""
    import grimp

    graph = grimp.build_graph("forNorthwood", cache_dir=None)  # type-checking imports are kept
    modules = {m for m in graph.modules if m == "forNorthwood" or m.startswith("forNorthwood.")}
    imports = {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}
    assert len(modules) > 100
    assert import_cycles(imports) == []


def test_nothing_read_from_disk_is_unpickled_or_evaluated():
    """The game and its scripts read only text formats (JSON, gettext catalogues): no pickle,
    marshal or shelve, no eval/exec anywhere in the package or the scripts."""
    root = Path(__file__).resolve().parents[1]
    sources = [*root.joinpath("forNorthwood").rglob("*.py"), *root.joinpath("scripts").glob("*.py")]
    found = []
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [alias.name for alias in node.names] + [getattr(node, "module", None) or ""]
                if any(name.split(".")[0] in {"pickle", "marshal", "shelve", "dill"} for name in names):
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"eval", "exec"}:
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert len(sources) > 100
    assert found == []
