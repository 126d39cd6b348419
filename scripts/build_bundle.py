"""Build the one-folder bundle that runs without Python, pack it, and smoke-test the packed copy.

    python -m pip install -e '.[bundle]'        # PyInstaller: needed to build, never to play
    python scripts/build_bundle.py              # build + pack + smoke test
    python scripts/build_bundle.py --smoke-only dist/fornorthwood-0.2.0-linux-x86_64.tar.gz

Steps:
1. PyInstaller builds ``fornorthwood`` (one folder, no console needed) from the source tree,
   with every asset (``assets/`` → ``forNorthwood/assets``) and every compiled catalogue
   (``forNorthwood/i18n/locale/*/LC_MESSAGES/*.mo``) beside the package, where
   ``forNorthwood.desktop.resources`` and ``forNorthwood.i18n`` look for them.
2. The folder, with ``LICENSE`` and the asset credits, is packed as
   ``dist/fornorthwood-<version>-linux-x86_64.tar.gz``.
3. The archive is unpacked into a temporary folder outside the source tree and checked:
   every asset and catalogue is in it; ``--version`` prints the version; a headless start
   (SDL's dummy drivers, ``FORNORTHWOOD_SMOKE=1``) draws the title screen and exits 0;
   ``--install-desktop`` writes a menu entry whose ``Exec`` is the unpacked executable.
   It prints the archive's size, the start-up time and the glibc the bundle needs.

Exit status 0 when everything passed; the last line says ``bundle OK``.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "forNorthwood"
LOCALE = PACKAGE / "i18n" / "locale"
APP = "fornorthwood"
SMOKE_LINE = "smoke: title screen drawn"
LAUNCHER = '''"""The bundle's entry point (written by scripts/build_bundle.py)."""
import sys

from forNorthwood.__main__ import main

sys.exit(main())
'''
#: Modules the game never imports that PyInstaller would otherwise pull in from a dev environment.
EXCLUDED = ("tkinter", "numpy", "pytest", "hypothesis", "_pytest", "setuptools", "pip", "mypy", "IPython")


class BundleError(Exception):
    """A step failed; the message says which and why."""


def version() -> str:
    text = (PACKAGE / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise BundleError("no __version__ in forNorthwood/__init__.py")
    return found.group(1)


def platform_tag() -> str:
    machine = platform.machine().lower() or "unknown"
    return f"{sys.platform}-{machine}"


def archive_name() -> str:
    return f"{APP}-{version()}-{platform_tag()}.tar.gz"


def expected_files() -> list[str]:
    """Paths (inside the bundle's package folder) of every asset and compiled catalogue."""
    assets = [p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "assets").rglob("*")) if p.is_file()]
    catalogues = [p.relative_to(ROOT).as_posix() for p in sorted(LOCALE.rglob("*.mo"))]
    if not catalogues:
        raise BundleError("no compiled catalogue (*.mo) under forNorthwood/i18n/locale: run scripts/i18n_catalog.py")
    return ["forNorthwood/" + a for a in assets] + catalogues


# -- 1. build ---------------------------------------------------------------------------------------------


def build(work: Path) -> Path:
    """Run PyInstaller; returns the one-folder bundle."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise BundleError("PyInstaller is not installed here: python -m pip install -e '.[bundle]'") from None
    work.mkdir(parents=True, exist_ok=True)
    launcher = work / f"{APP}_launcher.py"
    launcher.write_text(LAUNCHER, encoding="utf-8")
    separator = os.pathsep
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level=WARN",
        "--onedir",
        "--windowed",
        f"--name={APP}",
        f"--distpath={work / 'dist'}",
        f"--workpath={work / 'build'}",
        f"--specpath={work}",
        f"--paths={ROOT}",
        "--collect-submodules=forNorthwood",
        f"--add-data={ROOT / 'assets'}{separator}forNorthwood/assets",
    ]
    for catalogue in sorted(LOCALE.rglob("*.mo")):
        target = catalogue.parent.relative_to(ROOT).as_posix()
        command.append(f"--add-data={catalogue}{separator}{target}")
    command += [f"--exclude-module={name}" for name in EXCLUDED]
    command.append(str(launcher))
    print("building with PyInstaller …", flush=True)
    started = time.monotonic()
    result = subprocess.run(command, cwd=work, capture_output=True, text=True)
    if result.returncode != 0:
        output = (result.stdout + result.stderr)[-6000:]
        raise BundleError(f"PyInstaller failed ({result.returncode}):\n{output}")
    print(f"  built in {time.monotonic() - started:.0f} s", flush=True)
    folder = work / "dist" / APP
    if not (folder / APP).is_file():
        raise BundleError(f"PyInstaller made no executable at {folder / APP}")
    return folder


# -- 2. pack ------------------------------------------------------------------------------------------------


def pack(folder: Path, out: Path) -> Path:
    """``folder`` + LICENSE + credits as ``out/fornorthwood-<version>-<platform>.tar.gz``."""
    top = f"{APP}-{version()}"
    out.mkdir(parents=True, exist_ok=True)
    archive = out / archive_name()
    extras = {
        "LICENSE": ROOT / "LICENSE",
        "CREDITS.md": ROOT / "assets" / "CREDITS.md",
        "README.md": ROOT / "README.md",
    }
    for name, path in extras.items():
        if not path.is_file():
            raise BundleError(f"{path} is missing; the bundle must carry its {name}")
    temporary = archive.with_name(archive.name + ".tmp")
    with tarfile.open(temporary, "w:gz") as tar:
        tar.add(folder, arcname=top)
        for name, path in extras.items():
            tar.add(path, arcname=f"{top}/{name}")
    os.replace(temporary, archive)
    return archive


# -- 3. smoke test ---------------------------------------------------------------------------------------------


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def glibc_floor(folder: Path) -> str:
    """The highest GLIBC_x.y symbol version any ELF file of the bundle needs (``objdump -T``)."""
    objdump = shutil.which("objdump")
    if objdump is None:
        return "unknown (objdump not found: apt-get install binutils)"
    best: tuple[int, ...] = ()
    needing = ""
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        with open(path, "rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
        listing = subprocess.run([objdump, "-T", str(path)], capture_output=True, text=True).stdout
        for match in re.finditer(r"GLIBC_(\d+(?:\.\d+)+)", listing):
            found = tuple(int(part) for part in match.group(1).split("."))
            if found > best:
                best, needing = found, path.relative_to(folder).as_posix()
    if not best:
        return "none found"
    return f"{'.'.join(map(str, best))} (needed by {needing})"


def _clean_env(home: Path, **extra: str) -> dict[str, str]:
    """An environment that cannot reach the source tree or the player's own files."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "FORNORTHWOOD_", "SDL_", "XDG_"))}
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / "share"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_RUNTIME_DIR=str(home),
    )
    env.update(extra)
    return env


@dataclass
class SmokeReport:
    archive: Path
    archive_bytes: int = 0
    unpacked_bytes: int = 0
    version_line: str = ""
    start_times: list[float] = field(default_factory=list)
    desktop_exec: str = ""
    glibc: str = ""

    def show(self) -> None:
        mib = 1024 * 1024
        print(f"archive:      {self.archive}")
        print(f"size:         {self.archive_bytes / mib:.1f} MiB packed, {self.unpacked_bytes / mib:.1f} MiB unpacked")
        print(f"--version:    {self.version_line}")
        print(
            f"start-up:     {self.start_times[0]:.2f} s first run, {statistics.median(self.start_times):.2f} s median"
            f" of {len(self.start_times)} (process start to the first title frame, headless)"
        )
        print(f"desktop Exec: {self.desktop_exec}")
        print(f"glibc floor:  {self.glibc}")


def _run(exe: Path, *args: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(exe), *args], capture_output=True, text=True, cwd=cwd, env=env, timeout=120)


def smoke(archive: Path, runs: int = 3) -> SmokeReport:
    """Unpack ``archive`` outside the source tree and try it; raises ``BundleError`` on any failure."""
    report = SmokeReport(archive, archive_bytes=archive.stat().st_size)
    with tempfile.TemporaryDirectory(prefix="fornorthwood-smoke-") as temporary:
        place = Path(temporary)
        if ROOT in place.parents:
            raise BundleError("the smoke test must run outside the source tree")
        with tarfile.open(archive) as tar:
            tar.extractall(place / "unpacked", filter="data")
        (folder,) = (place / "unpacked").iterdir()
        exe = folder / APP
        report.unpacked_bytes = folder_size(folder)
        inside = folder / "_internal"
        missing = [name for name in expected_files() if not (inside / name).is_file()]
        if missing:
            raise BundleError(f"files missing from the bundle: {missing}")
        home = place / "home"
        home.mkdir()

        out = _run(exe, "--version", cwd=place, env=_clean_env(home))
        if out.returncode != 0 or version() not in out.stdout:
            raise BundleError(f"--version failed ({out.returncode}): {out.stdout!r} {out.stderr!r}")
        report.version_line = out.stdout.strip()

        env = _clean_env(home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", FORNORTHWOOD_SMOKE="1")
        for _ in range(runs):
            started = time.monotonic()
            out = _run(exe, cwd=place, env=env)
            report.start_times.append(time.monotonic() - started)
            if out.returncode != 0 or SMOKE_LINE not in out.stdout:
                raise BundleError(f"headless start failed ({out.returncode}):\n{out.stdout}\n{out.stderr}")
        crash_logs = list(home.rglob("crash-*.log"))
        if crash_logs:
            raise BundleError(f"the headless start wrote a crash log: {crash_logs[0].read_text(encoding='utf-8')}")

        out = _run(exe, "--install-desktop", cwd=place, env=_clean_env(home))
        entry = home / "share" / "applications" / f"{APP}.desktop"
        icon = home / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP}.png"
        if out.returncode != 0 or not entry.is_file() or not icon.is_file():
            raise BundleError(f"--install-desktop failed ({out.returncode}): {out.stdout} {out.stderr}")
        execs = [line[5:] for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec=")]
        if execs != [str(exe.resolve())]:
            raise BundleError(f"the menu entry starts {execs}, not the bundle's {exe.resolve()}")
        report.desktop_exec = execs[0]
        report.glibc = glibc_floor(folder)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the archive goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle", help="PyInstaller's work folder")
    parser.add_argument("--smoke-only", type=Path, metavar="ARCHIVE", help="only smoke-test this archive")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("the bundle is built and tested on Linux only", file=sys.stderr)
        return 1
    try:
        if args.smoke_only:
            archive = args.smoke_only
        else:
            folder = build(args.work)
            archive = pack(folder, args.out)
            print(f"packed {archive}", flush=True)
        print("smoke-testing the unpacked copy …", flush=True)
        smoke(archive).show()
    except BundleError as error:
        print(f"bundle FAILED: {error}", file=sys.stderr)
        return 1
    print("bundle OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
