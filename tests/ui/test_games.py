"""Never lose a game: autosave, Continue, damaged files, abandoned and finished games, seeds.

Every test runs the real app on real files in its own temporary folders (see the
autouse fixture in tests/conftest.py) and acts only through input events.
"""

from __future__ import annotations

import json
import os
import random
from datetime import date
from pathlib import Path

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.game.seeds import daily_seed, parse_code, seed_code
from forNorthwood.game.session import Session
from forNorthwood.persistence.folders import default_folders
from forNorthwood.persistence.savegame import load_save, write_save
from forNorthwood.persistence.statistics import load_statistics
from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.scenes.confirm import ConfirmOverlay, NoticeOverlay
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.setup import SetupScene
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.scenes.visit import VisitScene

from .bot_kit import KeyboardBot, MouseBot
from .input_kit import center_of, click, key, make_app, settle


def finished_session(seed: int) -> Session:
    """A game played to its end by a simple random policy."""
    rng = random.Random(seed)
    session = Session(seed, "intro", 16)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))
    return session


def records():
    stats, warnings = load_statistics(default_folders().statistics)
    assert warnings == []
    return stats.records


def new_game_through_the_title(app, code: str | None = None) -> Session:
    """Title → New game → (a code) → Start, as a player would."""
    assert isinstance(app.scene, TitleScene)
    click(app, center_of(app, "new_game"))
    assert isinstance(app.scene, SetupScene)
    if code is not None:
        for char in code:
            key(app, getattr(pygame, f"K_{char.lower()}"), unicode=char)
    click(app, center_of(app, "start"))
    settle(app)
    assert isinstance(app.scene, FiefSelectionScene)
    return app.scene.session


def first_moves(app) -> Session:
    """Choose fief 3 and start the visit with the keyboard, reveal, answer: back in the ability window."""
    session = app.scene.session
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    settle(app)
    click(app, center_of(app, K.Button("start")))
    settle(app)
    assert isinstance(app.scene, VisitScene)
    key(app, pygame.K_SPACE)
    settle(app)
    card = next(a.card for a in session.legal() if a.type == "play")
    KeyboardBot(app, 1).press(K.Hand(card))
    settle(app)
    assert session.view()["phase"] == "ability_window"
    return session


def restart(app, clock):
    """Close the window as a player would, then start the game again."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running
    app.close()
    return make_app(clock)


# -- Continue -------------------------------------------------------------------------------


def test_continue_appears_only_with_a_save_and_restores_the_same_game(clock):
    app = make_app(clock)
    assert app.scene.locate("continue") is None
    session = new_game_through_the_title(app)
    first_moves(app)
    before = session.state
    app = restart(app, clock)
    assert isinstance(app.scene, TitleScene)
    click(app, center_of(app, "continue"))
    settle(app)
    assert isinstance(app.scene, VisitScene)
    resumed = app.scene.session
    assert resumed is not session
    assert resumed.state == before
    assert (resumed.seed, resumed.game_id, resumed.actions) == (session.seed, session.game_id, session.actions)
    # The hidden deck is the same: the next statement is the card it would have been.
    expected = next(e for e in session.apply(A.REVEAL) if e["type"] == "statement")
    key(app, pygame.K_SPACE)
    assert resumed.view()["statement"] == expected["card"]
    assert resumed.state == session.state
    app.close()


def test_continue_opens_a_pending_decision_with_the_same_hand(clock):
    app = make_app(clock)
    session = new_game_through_the_title(app)
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    click(app, center_of(app, K.Button("start")))
    settle(app)
    key(app, pygame.K_4)  # the Jack of Eyes: draw two, then discard two
    settle(app)
    assert session.view()["phase"] == "decision"
    hand = session.view()["hand"]
    app = restart(app, clock)
    click(app, center_of(app, "continue"))
    settle(app)
    scene = app.scene
    assert isinstance(scene, VisitScene)
    assert scene.session.view()["decision"] == session.view()["decision"]
    assert scene.session.view()["hand"] == hand
    assert scene.looks().hand_legal == {a.card for a in session.legal()}
    app.close()


def test_continue_after_the_fief_was_chosen_opens_the_friend_selection(clock):
    app = make_app(clock)
    session = new_game_through_the_title(app)
    click(app, center_of(app, K.Fief(5)))
    settle(app)
    app = restart(app, clock)
    click(app, center_of(app, "continue"))
    settle(app)
    assert isinstance(app.scene, FiefSelectionScene)
    assert app.scene.session.view()["phase"] == "choose_substitutes" == session.view()["phase"]
    assert app.scene.session.view()["visiting"] == 5
    app.close()


def test_every_action_through_the_ui_is_saved_at_once(app):
    save = default_folders().save
    session = new_game_through_the_title(app)
    assert load_save(save).state == session.state
    bot = MouseBot(app, 4)
    for _ in range(25):
        if session.over:
            break
        if isinstance(app.scene, VisitScene) and app.scene.hold is not None:
            bot.continue_banner()
            continue
        bot.perform(bot.choose(session.legal()))
        if isinstance(app.scene, ConfirmOverlay):  # an ally that would do nothing asks first (the seed is random)
            bot.answer_yes()
        settle(app)
        saved = load_save(save)
        assert saved.state == session.state
        assert saved.actions == session.actions
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    saved = load_save(save)
    assert saved.undo_count == session.undo_count
    assert saved.state == session.state


def test_closing_the_window_mid_game_is_not_abandoning(clock):
    app = make_app(clock)
    new_game_through_the_title(app)
    app = restart(app, clock)
    assert default_folders().save.exists()
    assert records() == []
    assert app.scene.locate("continue") is not None
    app.close()


def test_a_save_of_a_finished_game_is_recorded_once_silently(clock):
    session = finished_session(21)
    folders = default_folders()
    write_save(folders.save, session)
    app = make_app(clock)
    assert app.scene.locate("continue") is None
    assert app.keeper.notices == []
    assert not folders.save.exists()
    assert [r.game_id for r in records()] == [session.game_id]
    app.close()


# -- damaged files and unwritable folders -------------------------------------------------------


def test_a_damaged_save_is_set_aside_with_a_warning_and_a_new_game_can_start(clock):
    folders = default_folders()
    folders.data.mkdir(parents=True)
    folders.save.write_text('{"kind": "fornorthwood-save", "vers')
    app = make_app(clock)
    assert app.scene.locate("continue") is None
    assert len(app.keeper.notices) == 1
    notice = app.keeper.notices[0]
    assert "saved game is damaged" in notice and "A new game can start." in notice
    kept = list(folders.data.glob("current-game.json.bak-*"))
    assert len(kept) == 1 and kept[0].name in notice
    assert kept[0].read_text() == '{"kind": "fornorthwood-save", "vers'
    app.draw()  # the panel is on the title screen
    click(app, center_of(app, "dismiss"))
    assert app.keeper.notices == []
    new_game_through_the_title(app)
    assert load_save(folders.save).game_id == app.scene.session.game_id
    app.close()


def test_an_unwritable_data_folder_lets_the_game_be_played_with_one_warning(clock, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("FORNORTHWOOD_DATA_DIR", str(blocker / "data"))
    app = make_app(clock, size=(1024, 640))
    assert len(app.keeper.notices) == 1
    assert "cannot write" in app.keeper.notices[0] and str(blocker / "data") in app.keeper.notices[0]
    session = new_game_through_the_title(app)
    MouseBot(app, 7).play_game()
    assert isinstance(app.scene, EndOfGameScene)
    assert session.over
    assert len(app.keeper.notices) == 1
    assert "could not be added" in app.scene.record
    clock.advance(RESULT_PAUSE_MS)
    click(app, center_of(app, "title"))
    click(app, center_of(app, "statistics"))
    app.draw()
    assert len(app.keeper.notices) == 1
    app.close()


def test_a_warning_while_playing_opens_a_notice_to_dismiss(app):
    new_game_through_the_title(app)
    app.keeper.warn("The statistics file is damaged. Statistics start afresh.")
    app.step()
    assert isinstance(app.scene, NoticeOverlay)
    app.draw()
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, FiefSelectionScene)
    assert app.keeper.notices == []


# -- new games, abandoned games, finished games ----------------------------------------------------


def test_a_new_game_mid_game_asks_and_records_exactly_one_abandoned_game(app):
    first = new_game_through_the_title(app)
    first_moves(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)
    click(app, center_of(app, "new_game"))
    click(app, center_of(app, "start"))
    assert isinstance(app.scene, ConfirmOverlay)
    click(app, center_of(app, "no"))  # keep it: nothing recorded
    assert isinstance(app.scene, SetupScene)
    assert records() == []
    click(app, center_of(app, "start"))
    click(app, center_of(app, "yes"))
    settle(app)
    assert isinstance(app.scene, FiefSelectionScene)
    second = app.scene.session
    assert second is not first
    found = records()
    assert [(r.game_id, r.result) for r in found] == [(first.game_id, "abandoned")]
    assert found[0].undo_count == first.undo_count
    log = (default_folders().logs / found[0].log).read_text(encoding="utf-8").splitlines()
    assert log[-1] == "The game was abandoned before its end."
    assert load_save(default_folders().save).game_id == second.game_id
    # Leaving for the title and starting again from there asks again, and records the second game once.
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, "title"))
    click(app, center_of(app, "daily"))
    click(app, center_of(app, "start"))
    assert isinstance(app.scene, ConfirmOverlay)
    click(app, center_of(app, "yes"))
    settle(app)
    assert [(r.game_id, r.result) for r in records()] == [(first.game_id, "abandoned"), (second.game_id, "abandoned")]


def test_a_full_game_through_the_ui_ends_with_one_record_and_no_save(clock):
    app = make_app(clock, size=(1024, 640))
    session = new_game_through_the_title(app)
    bot = MouseBot(app, 12)
    bot.play_game()
    assert isinstance(app.scene, EndOfGameScene)
    folders = default_folders()
    assert not folders.save.exists()
    found = records()
    assert len(found) == 1
    record = found[0]
    assert record.game_id == session.game_id
    assert record.result == session.view()["result"]
    assert record.undo_count == session.undo_count
    assert not record.ironman
    log = (folders.logs / record.log).read_text(encoding="utf-8")
    assert log.splitlines()[0].startswith("For Northwood!")
    assert "Added to your statistics: 1 game played" in app.scene.record
    app.draw()
    click(app, center_of(app, "title"))  # nothing is recorded twice on the way out
    assert app.scene.locate("continue") is None
    assert len(records()) == 1
    app.close()


# -- seeds ---------------------------------------------------------------------------------------------


def test_the_setup_screen_shows_the_code_and_takes_a_typed_one(app):
    click(app, center_of(app, "new_game"))
    scene = app.scene
    assert isinstance(scene, SetupScene)
    note, wrong = scene.note()
    assert not wrong and scene.code_text in note and parse_code(scene.code_text) is not None
    for char in "4K7Q2!":
        key(app, getattr(pygame, f"K_{char.lower()}") if char != "!" else pygame.K_1, unicode=char)
    assert scene.code_text == "4K7Q2"  # "!" is not part of a code
    note, wrong = scene.note()
    assert wrong and "not a kingdom code" in note
    click(app, center_of(app, "start"))
    assert app.scene is scene  # a wrong code never starts a game
    key(app, pygame.K_m, unicode="m")
    key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.scene, FiefSelectionScene)
    assert app.scene.session.seed == parse_code("4K7Q2M")
    assert seed_code(app.scene.session.seed) == "4K7Q2M"


def test_the_daily_kingdom_is_the_seed_of_today_with_the_difficulty_asked_first(app):
    label = next(b.label for b in app.scene.buttons() if b.key == "daily")
    assert seed_code(daily_seed(date.today())) in label
    click(app, center_of(app, "daily"))
    assert isinstance(app.scene, SetupScene) and app.scene.code_text == seed_code(daily_seed(date.today()))
    click(app, center_of(app, "start"))
    settle(app)
    session = app.scene.session
    assert session.seed == daily_seed(date.today())
    assert (session.setup, session.threshold) == (app.ctx.settings.default_setup, app.ctx.settings.default_threshold)


def test_play_this_kingdom_again_deals_the_same_kingdom_and_first_hand(clock):
    app = make_app(clock, size=(1024, 640))
    first = new_game_through_the_title(app, code="ABCDEF")
    start_view = Session(first.seed, first.setup, first.threshold).view()
    MouseBot(app, 3).play_game()
    end = app.scene
    assert isinstance(end, EndOfGameScene)
    summary = seed_code(first.seed)
    app.draw()
    clock.advance(RESULT_PAUSE_MS)
    click(app, center_of(app, "same_kingdom"))
    settle(app)
    again = app.scene.session
    assert again is not first and again.game_id != first.game_id
    assert (again.seed, again.setup, again.threshold) == (first.seed, first.setup, first.threshold)
    assert again.view()["hand"] == start_view["hand"]
    assert [f["ruler"] for f in again.view()["fiefs"]] == [f["ruler"] for f in start_view["fiefs"]]
    assert again.state == again.start
    assert summary == "ABCDEF"
    assert len(records()) == 1
    app.close()


def test_the_menu_shows_the_kingdom_code(app):
    session = new_game_through_the_title(app, code="B7DTE6")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)
    assert "B7DTE6" in app.scene.code_line()
    assert session.seed == parse_code("B7DTE6")
    app.draw()


@pytest.mark.parametrize(
    ("text", "seed"), [("4K7Q2M", parse_code("4K7Q2M")), ("12", 12), ("4k7q-2m", parse_code("4K7Q2M"))]
)
def test_the_command_line_seed_takes_a_code_or_a_number(text, seed):
    from forNorthwood.__main__ import parser

    assert parser().parse_args(["--seed", text]).seed == seed


def test_a_command_line_seed_fills_the_setup_screen(clock):
    from forNorthwood.ui.app import App

    app = App(size=(1024, 640), speed="off", clock=clock, seed=parse_code("4K7Q2M"))
    click(app, center_of(app, "new_game"))
    assert app.scene.code_text == "4K7Q2M"
    app.close()


def test_the_save_is_json_in_the_data_folder(app):
    session = new_game_through_the_title(app)
    document = json.loads(default_folders().save.read_text(encoding="utf-8"))
    assert document["kind"] == "fornorthwood-save"
    assert document["seed"] == session.seed
    assert Path(os.environ["FORNORTHWOOD_DATA_DIR"]) == default_folders().data


def test_a_code_can_be_pasted_into_the_setup_screen(app, monkeypatch):
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: " 4k7q-2m\n", raising=False)
    click(app, center_of(app, "new_game"))
    scene = app.scene
    click(app, center_of(app, "code_field"))
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    assert scene.code_text == "4K7Q-2M"
    assert not scene.note()[1]
    key(app, pygame.K_RETURN)
    settle(app)
    assert app.scene.session.seed == parse_code("4K7Q2M")
