"""A replaced file's folder is synced after the rename, so the new name survives a power cut."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from forNorthwood.persistence.files import write_atomic


def test_the_folder_is_synced_after_the_replace(tmp_path: Path, monkeypatch) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append("folder synced" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file synced")
        real_fsync(fd)

    def replace(src, dst) -> None:
        events.append("replaced")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_atomic(tmp_path / "save.json", "new")
    assert events[-2:] == ["replaced", "folder synced"]
    assert (tmp_path / "save.json").read_text(encoding="utf-8") == "new"


def test_a_folder_that_cannot_be_synced_does_not_fail_the_write(tmp_path: Path, monkeypatch) -> None:
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(22, "Invalid argument")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    write_atomic(tmp_path / "save.json", "new")
    assert (tmp_path / "save.json").read_text(encoding="utf-8") == "new"
