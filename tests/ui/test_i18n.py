"""Every sentence of the game goes through gettext with a literal message, so it can be extracted."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import forNorthwood

PACKAGE = Path(forNorthwood.__file__).parent
FILES = [
    *sorted((PACKAGE / "ui").rglob("*.py")),
    PACKAGE / "__main__.py",
    *sorted((PACKAGE / "desktop").rglob("*.py")),
    *sorted((PACKAGE / "game").rglob("*.py")),
    PACKAGE / "i18n" / "abilities_text.py",
]


def test_translated_messages_are_literals():
    for path in FILES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
                count = 1 if node.func.id == "_" else 2
                for arg in node.args[:count]:
                    assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), f"{path.name}:{node.lineno}"


def test_the_ui_imports_gettext_from_the_project():
    for path in (PACKAGE / "ui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if re.search(r"(?<![\w])_\(", text):
            assert "from ..i18n import" in text or "from ...i18n import" in text, path.name
