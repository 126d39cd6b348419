"""The wheel carries every module, every asset the game loads and every compiled catalogue.

The assets live at the top of the repository (``assets/``) and are mapped into the
package by ``pyproject.toml``; this builds the wheel as ``pip install .`` would and
compares its contents with the source tree.
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory) -> set[str]:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(REPO)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = out.glob("fornorthwood-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def _tracked(prefix: str) -> list[str]:
    listing = subprocess.run(
        ["git", "ls-files", prefix], cwd=REPO, capture_output=True, text=True, check=False
    ).stdout.split()
    if not listing:  # not a git checkout (an unpacked sdist): every file on disk
        listing = [str(p.relative_to(REPO)) for p in (REPO / prefix).rglob("*") if p.is_file()]
    return listing


def test_every_module_is_in_the_wheel(wheel_names):
    modules = [p.relative_to(REPO).as_posix() for p in (REPO / "forNorthwood").rglob("*.py")]
    assert modules
    missing = [m for m in modules if m not in wheel_names]
    assert not missing, f"modules left out of the wheel: {missing}"


def test_every_asset_is_in_the_wheel(wheel_names):
    assets = _tracked("assets")
    assert any(a.endswith(".otf") for a in assets) and any(a.endswith(".svg") for a in assets)
    missing = [a for a in assets if "forNorthwood/" + a not in wheel_names]
    assert not missing, f"assets left out of the wheel: {missing}"


def test_every_file_the_game_loads_is_in_the_wheel(wheel_names):
    from forNorthwood import resources
    from forNorthwood.core.cards import CHARACTERS

    root = resources.asset_root()
    loaded = [
        resources.font_file("Pretendard-Regular.otf"),
        resources.font_file("Pretendard-Bold.otf"),
        resources.sprite("icon", "fornorthwood.png"),
        resources.sprite("icon", "fornorthwood.svg"),
        resources.sprite("textures", "wood_table.png"),
        *(resources.sprite("suits", f"{name}.svg") for name in ("claws", "flowers", "leaves", "eyes")),
        *(resources.sprite("portraits", f"{code}.svg") for code in CHARACTERS),
    ]
    for path in loaded:
        assert path.is_file(), path
        assert "forNorthwood/assets/" + path.relative_to(root).as_posix() in wheel_names, path


def test_compiled_catalogues_are_in_the_wheel(wheel_names):
    catalogues = [p.relative_to(REPO).as_posix() for p in (REPO / "forNorthwood" / "i18n").rglob("*.mo")]
    assert catalogues
    assert set(catalogues) <= wheel_names
