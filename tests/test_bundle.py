"""The one-folder bundle: built with PyInstaller, packed, unpacked elsewhere and started.

Off by default (it takes a minute or two and needs PyInstaller, the ``bundle`` extra):

    FORNORTHWOOD_BUNDLE=1 python -m pytest -m bundle
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from forNorthwood import __version__

REPO = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(
        os.environ.get("FORNORTHWOOD_BUNDLE") != "1", reason="builds the bundle: set FORNORTHWOOD_BUNDLE=1 to run it"
    ),
]


def test_the_bundle_builds_packs_and_starts_outside_the_source_tree(tmp_path: Path) -> None:
    out = subprocess.run(
        [
            sys.executable,
            str(REPO / "scripts" / "build_bundle.py"),
            "--out",
            str(tmp_path / "dist"),
            "--work",
            str(tmp_path / "work"),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    print(out.stdout)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.rstrip().endswith("bundle OK")
    for line in ("size:", "start-up:", "glibc floor:", "desktop Exec:", f"--version:    For Northwood! {__version__}"):
        assert line in out.stdout
    (archive,) = (tmp_path / "dist").glob("*.tar.gz")
    assert archive.name == f"fornorthwood-{__version__}-linux-x86_64.tar.gz"
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
    top = f"fornorthwood-{__version__}"
    for name in ("fornorthwood", "LICENSE", "CREDITS.md", "_internal/forNorthwood/assets/fonts/OFL.txt"):
        assert f"{top}/{name}" in names, name
