"""Architecture boundaries that must hold."""

from __future__ import annotations

import subprocess
import sys


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
