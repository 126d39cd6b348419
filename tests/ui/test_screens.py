"""The settings, statistics and game-log screens, Ironman, and the sound effects."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.core import events as E
from forNorthwood.game import table_keys as K
from forNorthwood.game.gamelog import game_log
from forNorthwood.game.session import Session
from forNorthwood.persistence.folders import default_folders
from forNorthwood.persistence.savegame import load_save
from forNorthwood.persistence.settings import Settings, load_settings
from forNorthwood.persistence.statistics import load_statistics, record_game
from forNorthwood.ui import sound
from forNorthwood.ui.scene import Goto, Push
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.game_log import GameLogOverlay
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.settings import SettingsOverlay
from forNorthwood.ui.scenes.setup import SetupScene
from forNorthwood.ui.scenes.statistics import PAGES, RECENT_PAGE, StatisticsOverlay
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import center_of, click, key, make_app, post, settle
from .test_games import new_game_through_the_title

# -- settings ------------------------------------------------------------------------------------------


def test_settings_changes_are_saved_at_once_and_reloaded(clock):
    app = make_app(clock)
    click(app, center_of(app, "settings"))
    assert isinstance(app.scene, SettingsOverlay)
    for target in (
        "default_threshold_2",  # Gold
        "default_setup_1",  # full
        "animation_speed_3",  # slow
        "sound_1",  # off
        "fullscreen_1",
        "undo_mode_1",  # Ironman
        "language_0",
    ):
        click(app, center_of(app, target))
    app.draw()
    expected = Settings(
        default_setup="full",
        default_threshold=20,
        animation_speed="slow",
        sound=False,
        fullscreen=True,
        undo_mode="ironman",
        language="en",
        tutorial_done=True,  # as every UI test starts (tests/ui/conftest.py)
    )
    assert load_settings(default_folders().settings) == (expected, [])
    assert app.fullscreen
    assert not list(default_folders().config.glob(".*.tmp"))  # written atomically, nothing left behind
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)
    app.close()
    app = make_app(clock)
    assert app.keeper.saved_settings == expected
    assert app.ctx.settings.animation_speed == "off"  # the test's command-line choice wins, unsaved
    click(app, center_of(app, "new_game"))
    scene = app.scene
    assert isinstance(scene, SetupScene)
    assert (scene.setup, scene.threshold) == ("full", 20)  # the setup screen starts from the defaults
    app.close()


def test_the_settings_screen_is_reached_from_the_game_menu(app):
    new_game_through_the_title(app)
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, "settings"))
    assert isinstance(app.scene, SettingsOverlay)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # the keyboard reaches the choices: Full game
    assert load_settings(default_folders().settings)[0].default_setup == "full"
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)


def test_a_bad_settings_file_gives_defaults_and_one_warning_each(clock):
    folders = default_folders()
    folders.config.mkdir(parents=True, exist_ok=True)
    folders.settings.write_text(
        json.dumps(
            {"kind": "fornorthwood-settings", "version": 1, "settings": {"sound": "loud", "default_threshold": 17}}
        )
    )
    app = make_app(clock)
    assert app.keeper.saved_settings == Settings()
    assert len(app.keeper.notices) == 2
    assert any("sound" in n and "(loud)" in n for n in app.keeper.notices)  # the value as written, not its repr
    assert any("default difficulty" in n and "17" in n for n in app.keeper.notices)
    app.draw()
    app.close()


def test_an_unreadable_settings_file_is_set_aside(clock):
    folders = default_folders()
    folders.config.mkdir(parents=True, exist_ok=True)
    folders.settings.write_bytes(b"\x00\xff not json")
    app = make_app(clock)
    assert app.keeper.saved_settings == Settings()
    assert len(app.keeper.notices) == 1 and "settings file" in app.keeper.notices[0]
    assert len(list(folders.config.glob("settings.json.bak-*"))) == 1
    app.close()


def test_an_unwritable_config_folder_keeps_the_change_for_this_run(clock, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("FORNORTHWOOD_CONFIG_DIR", str(blocker / "config"))
    app = make_app(clock)
    click(app, center_of(app, "settings"))
    click(app, center_of(app, "sound_1"))
    click(app, center_of(app, "animation_speed_1"))
    assert not app.ctx.settings.sound
    assert app.ctx.settings.animation_speed == "fast"
    assert len(app.keeper.notices) == 1 and "settings" in app.keeper.notices[0]
    app.draw()
    app.close()


# -- Ironman --------------------------------------------------------------------------------------------


def test_ironman_refuses_undo_by_button_and_by_keys(app):
    app.keeper.change(undo_mode="ironman")
    session = new_game_through_the_title(app)
    assert not session.undo_allowed
    click(app, center_of(app, K.Fief(3)))
    settle(app)
    chosen = session.state
    undo = next(b for b in app.scene.buttons() if b.key == K.Button("undo"))
    assert not undo.enabled and "Ironman" in undo.label
    click(app, undo.rect.center)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert session.state == chosen and session.undo_count == 0
    assert "Ironman" in app.scene.message and app.scene.message_error
    click(app, center_of(app, K.Button("start")))
    settle(app)
    assert isinstance(app.scene, VisitScene)
    key(app, pygame.K_4)  # Jack of Eyes, then its choice: still nothing to take back
    settle(app)
    state = session.state
    for combo in (pygame.K_z, pygame.K_y):
        key(app, combo, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert session.state == state and session.undo_count == 0
    assert all(not b.enabled for b in app.scene.buttons() if b.key in (K.Button("undo"), K.Button("redo")))
    assert load_save(default_folders().save).undo_allowed is False
    app.draw()


def test_ironman_switched_on_by_mistake_can_be_switched_back(app):
    session = new_game_through_the_title(app)
    click(app, center_of(app, K.Fief(2)))
    settle(app)
    assert session.can_undo()
    click(app, center_of(app, K.Button("menu")))  # (Esc would go back: a fief is chosen)
    click(app, center_of(app, "settings"))
    click(app, center_of(app, "undo_mode_1"))
    assert not session.undo_allowed
    assert load_save(default_folders().save).undo_allowed is False
    assert "switch back" in app.scene.note()
    click(app, center_of(app, "undo_mode_0"))  # the mis-click taken back: no undo was refused
    assert session.undo_allowed and load_save(default_folders().save).undo_allowed is True
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert session.view()["visiting"] is None and session.undo_count == 1
    app.keeper.abandon_current()
    record = load_statistics(default_folders().statistics)[0].records[-1]
    assert not record.ironman


def test_ironman_stays_once_an_undo_was_refused(app):
    session = new_game_through_the_title(app)
    click(app, center_of(app, K.Fief(2)))
    settle(app)
    click(app, center_of(app, K.Button("menu")))  # (Esc would go back: a fief is chosen)
    click(app, center_of(app, "settings"))
    click(app, center_of(app, "undo_mode_1"))
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # refused
    assert session.view()["visiting"] == 2 and session.undo_refused
    assert load_save(default_folders().save).undo_refused
    click(app, center_of(app, K.Button("menu")))
    click(app, center_of(app, "settings"))
    click(app, center_of(app, "undo_mode_0"))
    assert not session.undo_allowed
    assert "stays without undo" in app.scene.note()
    app.keeper.abandon_current()
    record = load_statistics(default_folders().statistics)[0].records[-1]
    assert not record.ironman  # Ironman only from its second action on


def test_undo_through_the_ui_is_counted_in_the_record(app):
    first = new_game_through_the_title(app)
    click(app, center_of(app, K.Fief(2)))
    settle(app)
    click(app, center_of(app, K.Button("undo")))
    key(app, pygame.K_4)
    key(app, pygame.K_RETURN)
    settle(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert first.undo_count == 2
    app.keeper.abandon_current()
    stats, _ = load_statistics(default_folders().statistics)
    assert stats.records[-1].undo_count == 2


# -- statistics ------------------------------------------------------------------------------------------


def finished(seed: int, setup: str, threshold: int) -> Session:
    rng = random.Random(seed)
    session = Session(seed, setup, threshold)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))
    return session


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_statistics_screen_shows_the_records_and_their_logs(clock, size):
    folders = default_folders()
    sessions = [finished(seed, ("intro", "full")[seed % 2], (16, 18, 20)[seed % 3]) for seed in range(14)]
    for session in sessions:
        record_game(folders.statistics, folders.logs, session, game_log(session))
    app = make_app(clock, size=size)
    click(app, center_of(app, "statistics"))
    scene = app.scene
    assert isinstance(scene, StatisticsOverlay)
    assert scene.summary.played == 14
    pictures = []
    for page in range(PAGES):
        app.draw()
        pictures.append(pygame.image.tobytes(app.surface, "RGB"))
        if page < PAGES - 1:
            key(app, pygame.K_RIGHT)
    assert len(set(pictures)) == PAGES
    assert scene.page == PAGES - 1
    while scene.page != RECENT_PAGE:  # the recent games, second of the pages
        key(app, pygame.K_PAGEUP)
    assert len(scene.recent) == 10
    newest = sessions[-1]
    click(app, center_of(app, "game0"))
    log = app.scene
    assert isinstance(log, GameLogOverlay)
    assert list(log.lines) == game_log(newest)
    assert str(folders.logs) in log.status
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    (folders.logs / scene.recent[1].log).unlink()
    click(app, center_of(app, "game1"))
    assert app.scene is scene and "could not be read" in scene.message
    app.draw()
    app.close()


def test_the_statistics_screen_with_no_games_and_with_a_damaged_file(clock):
    app = make_app(clock)
    click(app, center_of(app, "statistics"))
    assert app.scene.records == []
    app.draw()
    key(app, pygame.K_ESCAPE)
    folders = default_folders()
    folders.data.mkdir(parents=True, exist_ok=True)
    folders.statistics.write_text("[1, 2")
    click(app, center_of(app, "statistics"))
    app.step()
    assert len(app.keeper.notices) == 1 and "statistics file" in app.keeper.notices[0]
    app.draw()
    app.close()


# -- the game log ----------------------------------------------------------------------------------------


def test_the_game_log_scrolls_and_exports(app):
    session = new_game_through_the_title(app)
    for fief in (3, 5):
        click(app, center_of(app, K.Fief(fief)))
        settle(app)
        click(app, center_of(app, K.Button("back")))
        settle(app)
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, "log"))
    log = app.scene
    assert isinstance(log, GameLogOverlay)
    assert list(log.lines) == game_log(session)
    assert log.lines[-1] == "Went back from fief 5."
    app.draw()
    # Short logs fit; a long one (tested below) scrolls. Export writes the file and says where.
    click(app, center_of(app, "export"))
    exports = list(default_folders().exports.glob("fornorthwood-*.txt"))
    assert len(exports) == 1
    assert exports[0].read_text(encoding="utf-8").splitlines() == game_log(session)
    assert str(exports[0]) in log.status and not log.status_error
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)


def test_a_long_log_starts_at_the_newest_line_and_scrolls(clock):
    app = make_app(clock, size=(1024, 640))
    session = finished(5, "full", 16)
    app.carry_out(Push(lambda ctx: GameLogOverlay(ctx, session)))
    log = app.scene
    rows = log.rows()
    assert len(rows) > 3 * log.visible()
    assert log.first_row() == len(rows) - log.visible()  # newest at the bottom, shown first
    app.draw()
    bottom = log.first_row()
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0))
    assert log.first_row() == bottom - 6
    key(app, pygame.K_PAGEUP)
    assert log.first_row() == bottom - 6 - (log.visible() - 1)
    key(app, pygame.K_HOME)
    assert log.first_row() == 0
    app.draw()
    key(app, pygame.K_DOWN)
    assert log.first_row() == 1
    key(app, pygame.K_END)
    assert log.first_row() == bottom
    app.close()


def test_an_export_that_cannot_be_written_says_why(app):
    new_game_through_the_title(app)
    folders = default_folders()
    folders.exports.parent.mkdir(parents=True, exist_ok=True)
    folders.exports.write_text("a file where the exports folder should be")
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, "log"))
    click(app, center_of(app, "export"))
    log = app.scene
    assert log.status_error and "could not be written" in log.status
    app.draw()


# -- sound -------------------------------------------------------------------------------------------------


@pytest.mark.sound
def test_sounds_play_for_cards_and_dialogues_when_sound_is_on(app):
    sounds = app.ctx.sounds
    assert app.ctx.settings.sound and sounds.available
    session = new_game_through_the_title(app)
    click(app, center_of(app, K.Fief(3)))
    click(app, center_of(app, K.Button("start")))
    settle(app)
    sounds.played.clear()
    key(app, pygame.K_SPACE)
    settle(app)
    assert "flip" in sounds.played
    clock = app.ctx.now
    card = next(a.card for a in session.legal() if a.type == "play")
    getattr(clock, "advance", lambda ms: None)(100)
    app.scene.act(A.play(card))
    settle(app)
    won = next(e["won"] for e in session.steps[-1].events if e["type"] == "dialogue")
    assert list(sounds.played)[-2:] == ["flick", "won" if won else "lost"]


@pytest.mark.sound
def test_no_sound_when_it_is_off(app):
    click(app, center_of(app, "settings"))
    click(app, center_of(app, "sound_1"))
    key(app, pygame.K_ESCAPE)
    session = new_game_through_the_title(app)
    app.ctx.sounds.played.clear()
    click(app, center_of(app, K.Fief(3)))
    click(app, center_of(app, K.Button("start")))
    key(app, pygame.K_SPACE)
    settle(app)
    assert session.view()["phase"] == "respond"
    assert list(app.ctx.sounds.played) == []


@pytest.mark.sound
def test_the_game_plays_when_no_audio_device_opens(clock, monkeypatch):
    pygame.mixer.quit()

    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", refuse)
    app = make_app(clock)
    assert app.ctx.sounds.available is False
    session = new_game_through_the_title(app)
    click(app, center_of(app, K.Fief(3)))
    click(app, center_of(app, K.Button("start")))
    key(app, pygame.K_SPACE)
    settle(app)
    assert session.view()["phase"] == "respond"
    assert list(app.ctx.sounds.played) == []
    click(app, center_of(app, K.Button("menu")))
    click(app, center_of(app, "settings"))
    app.draw()
    assert "No sound device" in _hover_note(app, "sound_0")
    app.close()


def _hover_note(app, target: str) -> str:
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=center_of(app, target), rel=(0, 0), buttons=(0, 0, 0)))
    return app.scene.note()


def test_the_synthesised_sounds_are_short_16_bit_and_not_silent():
    for name, synth in sound.SYNTHS.items():
        wave = synth(sound.RATE)
        assert 0.03 * sound.RATE < len(wave) < 0.6 * sound.RATE, name
        data = sound.samples(wave, 2)
        assert data.itemsize == 2 and len(data) == 2 * len(wave)
        assert max(abs(v) for v in data) > 3000, name
    assert sound.sound_of_event(E.Dialogue("1C", "2C", True)) == "flick"
    assert sound.sound_of_event(E.VisitOver(3, False, 2, 3, "QL", "deck_empty")) == "lost"
    assert sound.sound_of_event(E.Statement("1C")) == "flip"
    assert sound.sound_of_event(E.Moved("1C", "deck", "hand")) == "flick"
    assert sound.sound_of_event(E.Peeked(3)) is None


def test_the_game_menu_lists_its_items(app):
    new_game_through_the_title(app)
    key(app, pygame.K_ESCAPE)
    labels = [b.key for b in app.scene.buttons()]
    expected = "resume rules tracker log puzzles statistics settings credits tutorial new_game title quit".split()
    assert labels == expected
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, FiefSelectionScene)


# -- --seed ------------------------------------------------------------------------------------------------


def test_the_seed_from_the_command_line_is_for_the_first_game_only(clock):
    from forNorthwood.game.seeds import seed_code
    from forNorthwood.ui.app import App

    from .input_kit import OPENED

    app = App(size=(1280, 800), clock=clock, seed=4242, speed="off")
    OPENED.append(app)
    click(app, center_of(app, "new_game"))
    assert app.scene.code_text == seed_code(4242)
    key(app, pygame.K_ESCAPE)  # looked, went back: still offered
    click(app, center_of(app, "new_game"))
    assert app.scene.code_text == seed_code(4242)
    click(app, center_of(app, "start"))
    settle(app)
    assert app.scene.session.seed == 4242
    app.keeper.abandon_current()
    app.carry_out(Goto(SetupScene))
    assert app.scene.code_text != seed_code(4242)
