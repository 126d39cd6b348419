"""What the asset jobs share: where the assets live, npm downloads checked against a pinned
hash, writing a file only when its bytes change, and pygame-ce set up without a window.

Not a job itself: ``scripts/assets_*.py`` import it (each job's docstring says how to run
it), and ``scripts/fetch_assets.py`` runs every job in order.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
#: The assets folder the jobs write (the repository's ``assets/``; tests pass another one).
ASSETS = REPO / "assets"
#: Where the credits are written, the pinned npm packages among them.
CREDITS = ASSETS / "credits.toml"

if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))  # the checkout's forNorthwood, whose assets are ASSETS


def credits_data() -> dict[str, Any]:
    """``assets/credits.toml``, as written."""
    return tomllib.loads(CREDITS.read_text(encoding="utf-8"))


def npm_package(section: str) -> dict[str, str]:
    """The npm package pinned in a section of ``credits.toml``: name, version, integrity."""
    work = credits_data()[section]
    return {"name": work["npm"]["name"], "version": work["version"], "integrity": work["npm"]["integrity"]}


def job_parser(doc: str | None) -> argparse.ArgumentParser:
    """The command line of a job: ``--help`` prints its docstring."""
    return argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)


def log(job: str, message: str) -> None:
    print(f"[{job}] {message}", flush=True)


def sri_sha512(path: Path) -> str:
    """The Subresource Integrity string npm records for a tarball: ``sha512-<base64>``."""
    digest = hashlib.sha512(path.read_bytes()).digest()
    return "sha512-" + base64.b64encode(digest).decode("ascii")


def check_integrity(tgz: Path, integrity: str) -> None:
    """Stop when the tarball is not the pinned one."""
    got = sri_sha512(tgz)
    if got != integrity:
        raise SystemExit(f"integrity mismatch for {tgz.name}: {got} != {integrity}")


def npm_pack(package: dict[str, str], dest: Path) -> Path:
    """Download ``name@version`` with ``npm pack`` into ``dest`` and check its integrity.

    Needs ``npm`` on PATH and the npm registry (the network).
    """
    if shutil.which("npm") is None:
        raise SystemExit("npm is required to download the packages (or use --offline-only)")
    spec = f"{package['name']}@{package['version']}"
    log("npm", f"npm pack {spec}")
    out = subprocess.run(
        ["npm", "pack", spec, "--json", "--pack-destination", str(dest)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    tgz = dest / json.loads(out)[0]["filename"]
    check_integrity(tgz, package["integrity"])
    return tgz


def extract(tgz: Path, members: list[str]) -> dict[str, bytes]:
    """Read selected members of an npm tarball into memory (nothing is extracted to disk)."""
    wanted = set(members)
    found: dict[str, bytes] = {}
    with tarfile.open(tgz, "r:gz") as tar:
        for member in tar:
            if member.name in wanted and member.isfile():
                data = tar.extractfile(member)
                assert data is not None  # a regular file always has its data
                found[member.name] = data.read()
    missing = wanted - found.keys()
    if missing:
        raise SystemExit(f"{tgz.name}: missing {sorted(missing)}")
    return found


@contextlib.contextmanager
def download_folder(keep: Path | None = None) -> Iterator[Path]:
    """Where downloads go: ``keep`` (created, left in place), or a temporary folder."""
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        yield keep
        return
    with tempfile.TemporaryDirectory(prefix="fnw-assets-") as folder:
        yield Path(folder)


def write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` unless the file already holds exactly it (so a re-run changes nothing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)
    log("write", f"{path} ({len(data):,} bytes)")


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode("utf-8"))


def init_pygame() -> Any:
    """pygame-ce with SDL's dummy drivers (no window, no sound); needs ``load_sized_svg``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    if not hasattr(pygame.image, "load_sized_svg"):
        raise SystemExit("pygame-ce >= 2.4 is required (pygame.image.load_sized_svg)")
    return pygame


def save_png(surface: Any, path: Path) -> None:
    """Write a surface as PNG through ``write_bytes`` (pygame can only save to a file name)."""
    pygame = init_pygame()
    path.parent.mkdir(parents=True, exist_ok=True)
    scratch = path.with_suffix(".tmp.png")
    pygame.image.save(surface, str(scratch))
    data = scratch.read_bytes()
    scratch.unlink()
    write_bytes(path, data)
