"""Atomic writes, safe reads, setting damaged files aside, envelopes and folders: a file is
never half written, and a damaged one is kept aside, never lost."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from forNorthwood.persistence import files
from forNorthwood.persistence.files import (
    FileProblem,
    check_envelope,
    read_json,
    set_aside,
    write_atomic,
    write_json,
)
from forNorthwood.persistence.folders import APP_NAME, Folders, default_folders

from .file_kit import patch_sync

# -- atomic writes -----------------------------------------------------------------------------------


def test_write_atomic_creates_folders_and_writes_the_text(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "file.json"
    write_atomic(path, "héllo\n")
    assert path.read_text(encoding="utf-8") == "héllo\n"
    write_atomic(path, "second")
    assert path.read_text(encoding="utf-8") == "second"
    assert sorted(p.name for p in path.parent.iterdir()) == ["file.json"]  # no temporary file left


def test_write_atomic_uses_a_synced_temporary_file_in_the_same_folder(tmp_path: Path, monkeypatch) -> None:
    calls: list[tuple] = []
    real_fsync, real_replace = os.fsync, os.replace

    def sync(fd: int) -> None:
        calls.append(("sync", fd))
        real_fsync(fd)

    def replace(src, dst) -> None:
        src, dst = Path(src), Path(dst)
        calls.append(("replace", src, dst, src.read_text(encoding="utf-8")))
        real_replace(src, dst)

    patch_sync(monkeypatch, sync)
    monkeypatch.setattr(os, "replace", replace)
    path = tmp_path / "save.json"
    path.write_text("old", encoding="utf-8")
    write_atomic(path, "new")
    # on disk before it replaces the file, and the folder synced after, so the new name survives a power cut
    assert [c[0] for c in calls] == ["sync", "replace", "sync"]
    _, src, dst, text = calls[1]
    assert src.parent == dst.parent == tmp_path and src != dst and text == "new"
    assert path.read_text(encoding="utf-8") == "new"


def test_a_failed_replace_keeps_the_old_file_and_removes_the_temporary(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "save.json"
    path.write_text("old", encoding="utf-8")

    def broken(src, dst) -> None:
        raise OSError(5, "I/O error")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]


def test_a_failed_write_keeps_the_old_file_and_removes_the_temporary(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text("old", encoding="utf-8")
    with pytest.raises(UnicodeEncodeError):
        write_atomic(path, "half \ud800 written")  # a lone surrogate cannot be encoded
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]


def test_text_written_in_pieces_is_the_pieces_joined_or_nothing_new(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    files.write_atomic(path, iter(["{", '"a":', "1}"]))
    assert path.read_text(encoding="utf-8") == '{"a":1}'

    def broken():
        yield "half of a new file"
        raise OSError("disk full")

    with pytest.raises(OSError):
        files.write_atomic(path, broken())
    assert path.read_text(encoding="utf-8") == '{"a":1}'
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_write_json_round_trips_through_read_json(tmp_path: Path) -> None:
    document = {"kind": "x", "version": 1, "list": [1, 2.5, None, True], "text": "Ünïcode ✓"}
    path = tmp_path / "doc.json"
    write_json(path, document)
    assert read_json(path) == document
    assert json.loads(path.read_text(encoding="utf-8")) == document


# -- safe reads ----------------------------------------------------------------------------------------


def problem_kind(path: Path) -> str:
    with pytest.raises(FileProblem) as caught:
        read_json(path)
    return caught.value.kind


def test_read_json_problems(tmp_path: Path, monkeypatch) -> None:
    assert problem_kind(tmp_path / "missing.json") == "missing"
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    assert problem_kind(empty) == "empty"
    blank = tmp_path / "blank.json"
    blank.write_bytes(b" \n\r\t ")
    assert problem_kind(blank) == "empty"
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_bytes(b'{"kind": "fornorthwood-save", "vers')
    assert problem_kind(corrupt) == "corrupt"
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"a": "é"}'.encode("latin-1"))
    assert problem_kind(latin) == "corrupt"
    deep = tmp_path / "deep.json"
    deep.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    assert problem_kind(deep) == "corrupt"
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert problem_kind(folder) == "special"
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 10)
    big = tmp_path / "big.json"
    big.write_bytes(b'{"a": "0123456789"}')
    assert problem_kind(big) == "foreign"


def test_file_problem_carries_its_kind_and_detail() -> None:
    problem = FileProblem("corrupt", "line 1")
    assert problem.kind == "corrupt" and problem.detail == "line 1"
    assert "corrupt" in str(problem)


# -- setting aside -------------------------------------------------------------------------------------


def test_set_aside_renames_with_a_timestamp_and_keeps_the_bytes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\x00broken")
    kept = set_aside(path, now=datetime(2024, 5, 17, 9, 30, 5))
    assert kept == tmp_path / "settings.json.bak-20240517-093005"
    assert not path.exists()
    assert kept.read_bytes() == b"\x00broken"


def test_set_aside_never_overwrites_an_earlier_backup(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    now = datetime(2024, 5, 17, 9, 30, 5)
    kept = []
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        kept.append(set_aside(path, now=now))
    assert len(set(kept)) == 3
    assert [k.read_bytes() for k in kept] == [b"first", b"second", b"third"]
    assert kept[1].name == "settings.json.bak-20240517-093005-1"


def test_set_aside_of_a_missing_file_returns_none(tmp_path: Path) -> None:
    assert set_aside(tmp_path / "nothing.json") is None


# -- envelopes -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("document", "kind"),
    [
        ([], "foreign"),
        ("text", "foreign"),
        ({"kind": "other", "version": 1}, "foreign"),
        ({"version": 1}, "foreign"),
        ({"kind": "k"}, "invalid"),
        ({"kind": "k", "version": "1"}, "invalid"),
        ({"kind": "k", "version": 1.0}, "invalid"),
        ({"kind": "k", "version": True}, "invalid"),
        ({"kind": "k", "version": 0}, "invalid"),
        ({"kind": "k", "version": 3}, "future"),
    ],
)
def test_check_envelope_problems(document: object, kind: str) -> None:
    with pytest.raises(FileProblem) as caught:
        check_envelope(document, "k", 2)
    assert caught.value.kind == kind


def test_check_envelope_accepts_current_and_older_versions() -> None:
    for version in (1, 2):
        doc = {"kind": "k", "version": version}
        assert check_envelope(doc, "k", 2) is doc


# -- folders ------------------------------------------------------------------------------------------------


def test_folders_name_every_file(tmp_path: Path) -> None:
    folders = Folders(tmp_path / "data", tmp_path / "config")
    assert folders.save.parent == folders.statistics.parent == folders.logs.parent == tmp_path / "data"
    assert folders.settings.parent == tmp_path / "config"
    assert len({folders.save, folders.statistics, folders.logs, folders.settings}) == 4


def test_default_folders_honour_the_environment(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("FORNORTHWOOD_DATA_DIR", str(tmp_path / "d"))
    monkeypatch.setenv("FORNORTHWOOD_CONFIG_DIR", str(tmp_path / "c"))
    assert default_folders() == Folders(tmp_path / "d", tmp_path / "c")


def test_default_folders_come_from_platformdirs(monkeypatch) -> None:
    import platformdirs

    monkeypatch.delenv("FORNORTHWOOD_DATA_DIR", raising=False)
    monkeypatch.delenv("FORNORTHWOOD_CONFIG_DIR", raising=False)
    folders = default_folders()
    assert folders.data == Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    assert folders.config == Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
