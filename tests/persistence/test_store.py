"""GameStore: one warning for a folder that cannot be written, one session saved at a time."""

from __future__ import annotations

from pathlib import Path

from forNorthwood.game.session import Session
from forNorthwood.persistence.files import FileProblem, read_json
from forNorthwood.persistence.folders import Folders
from forNorthwood.persistence.savegame import load_save
from forNorthwood.persistence.settings import Settings
from forNorthwood.persistence.store import GameStore


def test_a_data_folder_under_a_file_is_one_warning_and_no_damaged_file(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    warnings: list[str] = []
    store = GameStore(Folders(blocker / "data", tmp_path / "config"), on_warning=warnings.append)
    assert not store.check_data_folder()
    assert store.saved_game() is None  # nothing there: not "could not be read"
    assert store.statistics().records == []
    session = Session(3, "intro", 16)
    store.attach(session)
    session.apply(session.legal()[0])
    store.autosave(session, "apply", [])
    assert store.abandon(session, ["log"]) is None
    assert len(warnings) == 1 and "cannot write" in warnings[0]


def test_a_path_through_a_file_reads_as_missing(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    try:
        read_json(tmp_path / "file" / "save.json")
    except FileProblem as problem:
        assert problem.kind == "missing"
    else:
        raise AssertionError("no FileProblem")


def test_only_the_attached_session_writes_the_save(tmp_path: Path) -> None:
    store = GameStore(Folders(tmp_path / "data", tmp_path / "config"))
    first, second = Session(1, "intro", 16), Session(2, "intro", 16)
    store.attach(first)
    store.attach(second)
    assert not first.listeners and not second.listeners  # the store listens to no session
    first.apply(first.legal()[0])
    store.autosave(first, "apply", [])
    assert load_save(store.folders.save).game_id == second.game_id
    store.detach()
    second.apply(second.legal()[0])
    store.autosave(second, "apply", [])
    assert load_save(store.folders.save).actions == []


def test_an_unwritable_settings_folder_is_its_own_single_warning(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    warnings: list[str] = []
    store = GameStore(Folders(tmp_path / "data", blocker / "config"), on_warning=warnings.append)
    assert not store.save_settings(Settings(sound=False))
    assert not store.save_settings(Settings(sound=True))
    assert len(warnings) == 1 and "settings" in warnings[0]
    assert store.check_data_folder()
