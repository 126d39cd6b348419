"""The wheel carries every module, every asset the game loads and every compiled catalogue;
the sdist carries the tests, the scripts, the docs and the catalogue sources too.

The assets live at the top of the repository (``assets/``) and are mapped into the
package by ``pyproject.toml``; this builds the wheel as ``pip install .`` would, and the
sdist as ``python -m build --sdist`` does, and compares their contents with the source tree.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel_build(tmp_path_factory) -> tuple[Path, str]:
    """The wheel ``pip wheel -v`` builds from the source tree, and everything the build said."""
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(out), str(REPO)],
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    (wheel,) = out.glob("fornorthwood-*.whl")
    return wheel, build.stdout + build.stderr


@pytest.fixture(scope="module")
def wheel_names(wheel_build) -> set[str]:
    with zipfile.ZipFile(wheel_build[0]) as archive:
        return set(archive.namelist())


@pytest.fixture(scope="module")
def sdist(tmp_path_factory) -> Path:
    """The source release as ``python -m build --sdist`` makes it."""
    out = tmp_path_factory.mktemp("sdist")
    # Run from outside the checkout: its build/ folder would pass for the 'build' package.
    probe = subprocess.run([sys.executable, "-m", "build", "--version"], cwd=out, capture_output=True, timeout=60)
    if probe.returncode != 0:
        pytest.skip("the sdist is built with the 'build' package (in the test extra), not installed here")
    subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "-o", str(out), str(REPO)],
        cwd=out,
        check=True,
        capture_output=True,
        timeout=600,
    )
    (archive,) = out.glob("fornorthwood-*.tar.gz")
    return archive


def _sdist_names(archive: Path) -> set[str]:
    with tarfile.open(archive) as tar:
        return {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}


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
    from forNorthwood.core.cards import CHARACTERS
    from forNorthwood.desktop import resources

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


def test_the_wheel_declares_its_licences_per_pep_639(wheel_build):
    wheel, _ = wheel_build
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        text = archive.read(metadata).decode("utf-8")
    headers = text.split("\n\n", 1)[0].splitlines()
    assert "License-Expression: MIT AND OFL-1.1 AND CC-BY-SA-4.0" in headers
    for licence in ("LICENSE", "assets/fonts/OFL.txt", "assets/sprites/portraits/LICENSE-CC-BY-SA-4.0.txt"):
        assert f"License-File: {licence}" in headers
        assert any(n.endswith(".dist-info/licenses/" + licence) for n in names), licence
    assert not any(h.startswith("Classifier: License ::") for h in headers)  # PEP 639: the expression says it
    assert any(h.startswith("Project-URL: ") for h in headers)


def test_the_build_gives_no_warning(wheel_build):
    _, output = wheel_build
    noisy = [
        line
        for line in output.splitlines()
        if any(word in line for word in ("Deprecat", "deprecat", "_Warning", "SetuptoolsWarning", "would be ignored"))
    ]
    assert noisy == []


def test_tests_scripts_docs_and_catalogue_sources_are_in_the_sdist(sdist):
    names = _sdist_names(sdist)
    wanted = [
        *_tracked("tests"),
        *_tracked("scripts"),
        *_tracked("docs"),
        *_tracked("assets"),
        *_tracked("forNorthwood"),
        "README.md",
        "CHANGELOG.md",
        "LICENSE",
        "scripts/check",
        "MANIFEST.in",
        "pyproject.toml",
        ".ci/run",
    ]
    assert any(w.endswith(".po") for w in wanted) and any(w.endswith(".pot") for w in wanted)
    assert any(w.startswith("tests/") for w in wanted) and any(w.startswith("scripts/") for w in wanted)
    missing = [w for w in wanted if w not in names]
    assert not missing, f"left out of the sdist: {missing}"
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]


def test_the_sdist_builds_a_wheel_with_every_asset(sdist, tmp_path):
    with tarfile.open(sdist) as tar:
        tar.extractall(tmp_path, filter="data")
    (source,) = tmp_path.iterdir()
    out = tmp_path / "wheel"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(source)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = out.glob("fornorthwood-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    missing = [a for a in _tracked("assets") if "forNorthwood/" + a not in names]
    assert not missing
    catalogues = [p.relative_to(REPO).as_posix() for p in (REPO / "forNorthwood" / "i18n").rglob("*.mo")]
    assert set(catalogues) <= names
