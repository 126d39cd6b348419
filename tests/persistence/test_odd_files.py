"""Damaged and odd files (unreadable, immutable, a pipe or a device, far too big, in a read-only
folder, texts holding NUL characters): each one kept aside or left untouched, explained in
one sentence, nothing else lost, and never a crash or a hang.

The tests run as root, for whom mode 000 reads fine: an unreadable file and a file or
folder that cannot be replaced are made by refusing the system calls for that path.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from forNorthwood.game.session import Session
from forNorthwood.persistence import files, savegame
from forNorthwood.persistence.files import FileProblem, ProtectedFile, read_capped, read_json, write_atomic
from forNorthwood.persistence.folders import Folders
from forNorthwood.persistence.savegame import MAX_SAVE_ACTIONS, load_save, save_document, write_save
from forNorthwood.persistence.settings import Settings, load_settings, save_settings
from forNorthwood.persistence.statistics import load_statistics, record_game, save_statistics
from forNorthwood.persistence.store import GameStore

from ..session_kit import play


def folders(tmp_path: Path) -> Folders:
    return Folders(tmp_path / "data", tmp_path / "config")


def finished_session(seed: int = 5) -> Session:
    return play(Session(seed, "intro", 16), random.Random(seed))


def refuse(monkeypatch, *, read: set[Path] = frozenset(), move: set[Path] = frozenset()) -> None:
    """Make ``read`` paths unreadable (as mode 000 is for a normal user) and ``move`` paths
    impossible to rename, replace or delete (a read-only folder, ``chattr +i``)."""
    real_open, real_access, real_replace, real_unlink = os.open, os.access, os.replace, os.unlink

    def fake_open(path, flags, *args, **kwargs):
        if Path(path) in read and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    def fake_access(path, mode, *args, **kwargs):
        return False if Path(path) in read else real_access(path, mode, *args, **kwargs)

    def fake_replace(src, dst, *args, **kwargs):
        if Path(src) in move or Path(dst) in move:
            raise PermissionError(1, "Operation not permitted", str(dst))
        return real_replace(src, dst, *args, **kwargs)

    def fake_unlink(path, *args, **kwargs):
        if Path(path) in move:
            raise PermissionError(1, "Operation not permitted", str(path))
        return real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake_open)
    monkeypatch.setattr(os, "access", fake_access)
    monkeypatch.setattr(os, "replace", fake_replace)
    monkeypatch.setattr(os, "unlink", fake_unlink)


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bak-*"))


# -- unreadable files: kept aside, or left untouched and never written over ---------------------------


def test_an_unreadable_save_is_kept_aside_not_replaced(tmp_path: Path, monkeypatch) -> None:
    f = folders(tmp_path)
    session = Session(4, "intro", 16)
    session.apply(session.legal()[0])
    write_save(f.save, session)
    content = f.save.read_bytes()
    refuse(monkeypatch, read={f.save})
    warnings: list[str] = []
    store = GameStore(f, on_warning=warnings.append)
    assert store.saved_game() is None
    [kept] = backups(f.save)
    assert kept.read_bytes() == content
    assert len(warnings) == 1 and "could not be read" in warnings[0] and kept.name in warnings[0]


def test_an_unreadable_save_that_cannot_be_moved_is_left_untouched_and_never_written(tmp_path, monkeypatch):
    f = folders(tmp_path)
    f.data.mkdir(parents=True)
    f.save.write_bytes(b"the player's only copy")
    refuse(monkeypatch, read={f.save}, move={f.save})
    warnings: list[str] = []
    store = GameStore(f, on_warning=warnings.append)
    assert store.saved_game() is None
    session = Session(4, "intro", 16)
    store.attach(session)
    session.listeners.append(store.autosave)  # as forNorthwood.keeper does
    for _ in range(5):
        session.apply(session.legal()[0])
    store.abandon(session, ["log"])
    assert f.save.read_bytes() == b"the player's only copy" and backups(f.save) == []
    assert len(warnings) == 1 and "left as it is" in warnings[0] and "not saved" in warnings[0]


def test_an_unreadable_settings_file_is_kept_aside_or_left_untouched(tmp_path: Path, monkeypatch) -> None:
    f = folders(tmp_path)
    save_settings(f.settings, Settings(sound=False))
    content = f.settings.read_bytes()
    with monkeypatch.context() as m:
        refuse(m, read={f.settings})
        settings, warnings = load_settings(f.settings)
    assert settings == Settings() and len(warnings) == 1
    [kept] = backups(f.settings)
    assert kept.read_bytes() == content and kept.name in warnings[0]
    # and when it cannot even be moved: left as it is, never written over
    f.settings.write_bytes(content)
    refuse(monkeypatch, read={f.settings}, move={f.settings})
    told: list[str] = []
    store = GameStore(f, on_warning=told.append)
    assert store.load_settings() == Settings()
    assert not store.save_settings(Settings(animation_speed="off"))
    assert f.settings.read_bytes() == content
    assert len(told) == 1 and "left as it is" in told[0]


def test_an_unreadable_statistics_file_is_kept_aside_before_a_game_is_recorded(tmp_path, monkeypatch) -> None:
    f = folders(tmp_path)
    first = finished_session(5)
    record_game(f.statistics, f.logs, first, ["log"])
    content = f.statistics.read_bytes()
    refuse(monkeypatch, read={f.statistics})
    warnings = record_game(f.statistics, f.logs, finished_session(6), ["log"])
    [kept] = backups(f.statistics)
    assert kept.read_bytes() == content
    assert len(warnings) == 1 and kept.name in warnings[0]


def test_an_unreadable_statistics_file_that_cannot_be_moved_stops_recording_not_the_game(tmp_path, monkeypatch):
    f = folders(tmp_path)
    record_game(f.statistics, f.logs, finished_session(5), ["log"])
    content = f.statistics.read_bytes()
    refuse(monkeypatch, read={f.statistics}, move={f.statistics})
    warnings: list[str] = []
    store = GameStore(f, on_warning=warnings.append)
    session = finished_session(6)
    store.attach(session)
    session.listeners.append(store.autosave)  # as forNorthwood.keeper does
    assert store.finish(session, ["log"]) is None
    assert f.statistics.read_bytes() == content
    assert len(warnings) == 1 and "left as it is" in warnings[0] and "not recorded" in warnings[0]
    assert load_save(f.save).game_id == session.game_id  # the game itself is not lost
    with pytest.raises(ProtectedFile):
        write_atomic(f.statistics, "{}")


# -- a statistics record of the wrong type: the file as it was is kept before rewriting ------------------


def test_a_damaged_record_is_not_dropped_silently_at_the_next_write(tmp_path: Path) -> None:
    f = folders(tmp_path)
    record_game(f.statistics, f.logs, finished_session(5), ["log"])
    document = json.loads(f.statistics.read_text(encoding="utf-8"))
    document["records"].append({**document["records"][0], "game_id": "other", "stars": "twelve"})
    f.statistics.write_text(json.dumps(document), encoding="utf-8")
    content = f.statistics.read_bytes()
    stats, warnings = load_statistics(f.statistics)  # reading alone changes nothing
    assert len(stats.records) == 1 and stats.skipped == 1 and backups(f.statistics) == []
    warnings = record_game(f.statistics, f.logs, finished_session(6), ["log"])
    [kept] = backups(f.statistics)
    assert kept.read_bytes() == content
    assert len(warnings) == 1 and "skipped" in warnings[0] and kept.name in warnings[0]
    assert len(load_statistics(f.statistics)[0].records) == 2


# -- files that cannot be replaced: play on without saving, told once -----------------------------------


def test_a_read_only_data_folder_with_a_finished_save_does_not_stop_the_start(tmp_path, monkeypatch) -> None:
    from forNorthwood.keeper import Keeper

    f = folders(tmp_path)
    session = finished_session(7)
    write_save(f.save, session)
    read_only = {f.save, f.statistics, f.logs / f"{session.game_id}.txt"}
    refuse(monkeypatch, move=read_only)
    real_mkstemp = files.tempfile.mkstemp

    def no_new_files(*args, dir=None, **kwargs):
        if dir is not None and Path(dir) in (f.data, f.logs):
            raise PermissionError(13, "Permission denied", str(dir))
        return real_mkstemp(*args, dir=dir, **kwargs)

    monkeypatch.setattr(files.tempfile, "mkstemp", no_new_files)
    monkeypatch.setattr("forNorthwood.persistence.store.tempfile.mkstemp", no_new_files)
    keeper = Keeper(f)
    keeper.start()
    assert keeper.current is None
    new = keeper.new_game(8, "intro", 16)
    for _ in range(4):
        new.apply(new.legal()[0])
    keeper.abandon_current()
    assert len(keeper.notices) == 1 and "cannot write" in keeper.notices[0]


def test_an_immutable_save_is_told_once_and_the_game_goes_on(tmp_path: Path, monkeypatch) -> None:
    f = folders(tmp_path)
    stale = Session(1, "intro", 16)
    write_save(f.save, stale)
    refuse(monkeypatch, move={f.save})
    warnings: list[str] = []
    store = GameStore(f, on_warning=warnings.append)
    session = Session(2, "intro", 16)
    store.attach(session)
    session.listeners.append(store.autosave)  # as forNorthwood.keeper does
    play(session, random.Random(2))
    assert store.finish(session, ["log"]) is not None  # recorded: the statistics file is not the immutable one
    assert len(load_statistics(f.statistics)[0].records) == 1
    assert len(warnings) == 2  # the save cannot be written, and the recorded game's save not removed
    assert "cannot replace its save" in warnings[0] and "will not offer" in warnings[1]
    assert store.saved_game().game_id == stale.game_id  # the older save, untouched


# -- NUL characters and other text the font refuses ------------------------------------------------------


def test_nul_characters_in_texts_do_not_crash_the_renderer() -> None:
    import pygame

    from forNorthwood.ui.text import draw_block, draw_line, printable

    pygame.font.init()
    surface = pygame.Surface((400, 200))
    assert printable("a\x00b") == "a\ufffdb" and printable("ok") == "ok"
    assert "\ud800" not in printable("lone \ud800 surrogate")
    draw_line(surface, "kingdom\x00code", pygame.Rect(0, 0, 400, 30), (255, 255, 255), 18)
    draw_block(surface, "a log line\x00with a NUL\nand \ud800", pygame.Rect(0, 40, 400, 150), (255, 255, 255), 18)


def test_a_log_with_nul_characters_shows_on_screen(clock_app) -> None:
    app, f = clock_app
    session = finished_session(9)
    record_game(f.statistics, f.logs, session, ["first line", "a NUL \x00 here"])
    from forNorthwood.ui.scene import Push
    from forNorthwood.ui.scenes.statistics import StatisticsOverlay

    app.carry_out(Push(StatisticsOverlay))
    app.draw()
    app.scene.turn(2)
    app.draw()
    app.carry_out(app.scene.open_log(0))
    app.draw()
    assert any("\x00" in line for line in app.scene.lines)


def test_a_record_whose_time_holds_a_nul_is_kept_aside_with_a_warning(clock_app) -> None:
    """A control character in a record's text is a damaged record: left out of the figures
    and the recent games (never drawn as a box glyph), said once, kept in the file."""
    app, f = clock_app
    record_game(f.statistics, f.logs, finished_session(9), ["first line"])
    record_game(f.statistics, f.logs, finished_session(10), ["first line"])
    document = json.loads(f.statistics.read_text(encoding="utf-8"))
    document["records"][-1]["finished"] = "2026-11-30\u0000"
    f.statistics.write_text(json.dumps(document), encoding="utf-8")
    stats, warnings = load_statistics(f.statistics)
    assert [r.seed for r in stats.records] == [9] and len(warnings) == 1
    from forNorthwood.ui.scene import Push
    from forNorthwood.ui.scenes.statistics import StatisticsOverlay
    from forNorthwood.ui.text import recording

    with recording() as drawn:
        app.carry_out(Push(StatisticsOverlay))
        app.draw()
        app.scene.turn(2)
        app.draw()
    assert drawn and not any("\x00" in d.message for d in drawn)
    assert json.loads(f.statistics.read_text(encoding="utf-8"))["records"][-1]["finished"] == "2026-11-30\u0000"


@pytest.fixture
def clock_app(monkeypatch, tmp_path):
    from tests.ui.input_kit import FakeClock, make_app

    f = folders(tmp_path)
    monkeypatch.setenv("FORNORTHWOOD_DATA_DIR", str(f.data))
    monkeypatch.setenv("FORNORTHWOOD_CONFIG_DIR", str(f.config))
    app = make_app(FakeClock())
    yield app, f
    app.close()


# -- the game log as a device or a pipe: only regular files, and only so much of them --------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_log_that_is_a_pipe_or_a_link_to_dev_zero_is_refused_at_once(tmp_path: Path, clock_app) -> None:
    app, f = clock_app
    session = finished_session(9)
    record_game(f.statistics, f.logs, session, ["line"])
    log = f.logs / f"{session.game_id}.txt"
    from forNorthwood.ui.scene import Push
    from forNorthwood.ui.scenes.statistics import StatisticsOverlay

    for make in (lambda: os.symlink("/dev/zero", log), lambda: os.mkfifo(log)):
        log.unlink()
        make()
        with pytest.raises(FileProblem) as info:
            read_capped(log, 1000)
        assert info.value.kind == "special"
        app.carry_out(Push(StatisticsOverlay))
        app.scene.turn(2)
        assert app.scene.open_log(0) is None and "could not be read" in app.scene.message
        app.carry_out(app.scene.cancel())


def test_a_save_statistics_or_settings_file_that_is_a_pipe_or_device_is_set_aside(tmp_path: Path) -> None:
    f = folders(tmp_path)
    f.data.mkdir(parents=True)
    os.symlink("/dev/zero", f.statistics)
    stats, warnings = load_statistics(f.statistics)
    assert stats.records == [] and len(warnings) == 1 and "not a regular file" in warnings[0]
    assert not f.statistics.is_symlink() and len(backups(f.statistics)) == 1
    if hasattr(os, "mkfifo"):
        os.mkfifo(f.save)
        store = GameStore(f)
        assert store.saved_game() is None
        assert not f.save.exists() and len(backups(f.save)) == 1


def test_a_file_over_the_cap_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 5000)
    with pytest.raises(FileProblem) as info:
        read_json(path, 1000)
    assert info.value.kind == "foreign"


# -- an absurdly long history: refused before it is replayed ---------------------------------------------


def test_a_save_with_an_absurd_history_is_refused_before_any_replay(tmp_path: Path, monkeypatch) -> None:
    document = save_document(Session(1, "intro", 16))
    document["actions"] = [{"type": "choose_fief", "fief": 3}, {"type": "back"}] * (MAX_SAVE_ACTIONS // 2 + 1)
    path = tmp_path / "save.json"
    path.write_text(json.dumps(document), encoding="utf-8")

    def no_replay(*args, **kwargs):
        raise AssertionError("an absurd history must be refused before it is replayed")

    monkeypatch.setattr(savegame.Session, "replay", no_replay)
    with pytest.raises(FileProblem) as info:
        load_save(path)
    assert info.value.kind == "invalid"


def test_a_save_file_far_bigger_than_any_game_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(b"[" + b" " * (savegame.MAX_SAVE_BYTES + 10) + b"]")
    with pytest.raises(FileProblem) as info:
        load_save(path)
    assert info.value.kind == "foreign"


# -- a kill between recording a game and removing its save ----------------------------------------------


@pytest.mark.parametrize("abandoned", [True, False])
def test_a_game_recorded_before_a_kill_is_neither_offered_again_nor_recorded_twice(tmp_path, monkeypatch, abandoned):
    f = folders(tmp_path)
    session = Session(11, "intro", 16)
    play(session, random.Random(11), steps=None if not abandoned else 12)
    store = GameStore(f)
    store.attach(session)
    session.listeners.append(store.autosave)  # as forNorthwood.keeper does
    with monkeypatch.context() as m:
        m.setattr("forNorthwood.persistence.store.remove_save", lambda path: True)  # killed just before
        assert store._record(session, ["log"], abandoned=abandoned)
    assert f.save.exists()
    again = GameStore(f)
    assert again.saved_game() is None  # not offered again
    assert not f.save.exists()
    records = load_statistics(f.statistics)[0].records
    assert [(r.game_id, r.result) for r in records] == [
        (session.game_id, "abandoned" if abandoned else records[0].result)
    ]


def test_statistics_saved_with_a_record_can_still_be_read_when_the_save_is_checked(tmp_path: Path) -> None:
    f = folders(tmp_path)
    session = Session(12, "intro", 16)
    write_save(f.save, session)
    save_statistics(f.statistics, load_statistics(f.statistics)[0])
    assert GameStore(f).saved_game().game_id == session.game_id  # another game's statistics: offered
