"""Run from the bundle, the menu entry starts the bundle's own executable."""

from __future__ import annotations

import sys
from pathlib import Path

from forNorthwood.desktop import menu_entry


def test_the_menu_entry_of_a_bundle_starts_the_bundle(tmp_path: Path, monkeypatch) -> None:
    exe = tmp_path / "For Northwood" / "fornorthwood"
    exe.parent.mkdir()
    exe.write_bytes(b"\x7fELF")
    exe.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    assert menu_entry.launch_command() == f'"{exe}"'  # quoted: the folder name has a space
    paths = menu_entry.install(tmp_path / "share")
    text = paths[0].read_text(encoding="utf-8")
    assert f'Exec="{exe}"' in text.splitlines()


def test_outside_a_bundle_the_entry_starts_python_or_the_installed_script(monkeypatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    command = menu_entry.launch_command()
    assert command.endswith("fornorthwood") or command.endswith("-m forNorthwood")
