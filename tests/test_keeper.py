"""``Keeper``, the app's keeper of the game in progress, without a window."""

from __future__ import annotations

import json
import random

import pytest

from forNorthwood.game.session import Session
from forNorthwood.keeper import RECORDS_KEPT, Keeper
from forNorthwood.persistence.folders import default_folders
from forNorthwood.persistence.savegame import load_save
from forNorthwood.persistence.statistics import load_statistics


def play_to_the_end(session: Session, seed: int = 1) -> None:
    rng = random.Random(seed)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))


def recorded() -> list[tuple[str, str]]:
    stats, _ = load_statistics(default_folders().statistics)
    return [(r.game_id, r.result) for r in stats.records]


def test_a_game_reaching_its_end_is_recorded_once_and_its_save_removed():
    keeper = Keeper(default_folders())
    keeper.start()
    session = keeper.new_game(5, "intro", 16)
    assert load_save(default_folders().save).game_id == session.game_id
    play_to_the_end(session)
    assert not default_folders().save.exists()
    assert recorded() == [(session.game_id, session.view()["result"])]
    assert keeper.recorded(session) is True
    keeper.adopt(session)  # the end screen shows it: nothing is recorded again
    keeper.abandon_current()
    assert len(recorded()) == 1
    assert not keeper.in_progress()


def test_a_new_game_over_an_unfinished_one_abandons_it_once():
    keeper = Keeper(default_folders())
    first = keeper.new_game(1, "intro", 16)
    keeper.adopt(first)
    second = keeper.new_game(2, "full", 18)
    keeper.abandon_current()
    keeper.abandon_current()
    assert recorded() == [(first.game_id, "abandoned"), (second.game_id, "abandoned")]
    assert not default_folders().save.exists()


def test_the_old_session_no_longer_writes_the_save():
    keeper = Keeper(default_folders())
    first = keeper.new_game(1, "intro", 16)
    second = keeper.new_game(2, "intro", 16)
    first.apply(first.legal()[0])  # a stray change to the abandoned game
    assert load_save(default_folders().save).game_id == second.game_id


def test_ironman_switched_on_mid_game_then_the_end_leaves_no_save():
    keeper = Keeper(default_folders())
    session = keeper.new_game(9, "intro", 16)
    keeper.change(undo_mode="ironman")
    assert not session.undo_allowed
    assert load_save(default_folders().save).undo_allowed is False
    play_to_the_end(session, 9)
    assert not default_folders().save.exists()
    stats, _ = load_statistics(default_folders().statistics)
    assert [r.ironman for r in stats.records] == [True]  # switched on before its first action


def test_a_game_is_ironman_in_the_statistics_only_if_it_was_from_first_to_last_action():
    keeper = Keeper(default_folders())
    keeper.change(undo_mode="ironman")
    iron = keeper.new_game(9, "intro", 16)
    play_to_the_end(iron, 9)
    keeper.change(undo_mode="undo")
    switched = keeper.new_game(10, "intro", 16)
    switched.apply(switched.legal()[0])
    keeper.change(undo_mode="ironman")
    keeper.change(undo_mode="undo")  # and back, before any undo was refused
    assert switched.undo_allowed
    keeper.change(undo_mode="ironman")
    play_to_the_end(switched, 10)
    late = keeper.new_game(11, "intro", 16)  # started as Ironman (the setting is on)
    late.apply(late.legal()[0])
    keeper.change(undo_mode="undo")  # switched off and on again: undo was allowed for a moment
    keeper.change(undo_mode="ironman")
    play_to_the_end(late, 11)
    stats, _ = load_statistics(default_folders().statistics)
    assert [r.ironman for r in stats.records] == [True, False, False]


def test_settings_from_the_command_line_are_not_saved():
    keeper = Keeper(default_folders())
    keeper.override(animation_speed="off")
    keeper.change(sound=False)
    assert keeper.settings.animation_speed == "off"
    again = Keeper(default_folders())
    assert again.settings.animation_speed == "normal" and again.settings.sound is False
    with pytest.raises(ValueError):
        keeper.change(sound="loud")


def test_the_settings_in_effect_follow_every_change_and_override():
    """The settings in effect are worked out once and asked every frame: each change or override shows at once."""
    keeper = Keeper(default_folders())
    keeper.override(animation_speed="off")
    first = keeper.settings
    assert keeper.settings is first  # the same value while nothing changed
    keeper.change(sound=False)
    assert keeper.settings.sound is False and keeper.settings.animation_speed == "off"
    keeper.override(animation_speed="fast")
    assert keeper.settings.animation_speed == "fast"
    keeper.change(animation_speed="slow")  # a saved choice replaces this run's
    assert keeper.settings.animation_speed == "slow"


def test_warnings_are_kept_once_each_until_dismissed():
    keeper = Keeper(default_folders())
    keeper.warn("A")
    keeper.warn("A")
    keeper.warn("B")
    assert keeper.notices == ["A", "B"] and keeper.unseen() == ["A", "B"]
    keeper.mark_seen()
    keeper.warn("C")
    assert keeper.unseen() == ["C"]
    keeper.dismiss()
    assert keeper.notices == [] and keeper.unseen() == []


def test_a_long_run_keeps_only_the_latest_records_and_still_records_each_game_once():
    """The keeper remembers the last few recorded games (what the end screen asks about), not
    every game of the run; the statistics still hold each game exactly once."""
    keeper = Keeper(default_folders())
    keeper.start()
    sessions = []
    for seed in range(RECORDS_KEPT + 3):
        session = keeper.new_game(seed, "intro", 16)
        play_to_the_end(session, seed)
        assert keeper.finish(session) is not None
        sessions.append(session)
    assert len(keeper._recorded) == RECORDS_KEPT
    assert keeper.recorded(sessions[-1]) is True
    assert keeper.recorded(sessions[0]) is None  # forgotten by the keeper, not by the statistics
    assert [game_id for game_id, _ in recorded()] == [s.game_id for s in sessions]
    keeper.finish(sessions[-1])  # asked again: the same record, nothing written twice
    assert [game_id for game_id, _ in recorded()] == [s.game_id for s in sessions]


def test_the_statistics_are_read_again_when_the_file_changed_behind_the_keeper():
    keeper = Keeper(default_folders())
    keeper.start()
    first = keeper.new_game(1, "intro", 16)
    play_to_the_end(first, 1)
    assert keeper.summary().played == 1
    path = default_folders().statistics
    document = json.loads(path.read_text(encoding="utf-8"))
    document["records"].append({**document["records"][0], "game_id": "another-game"})
    path.write_text(json.dumps(document), encoding="utf-8")
    assert keeper.summary().played == 2
    second = keeper.new_game(2, "intro", 16)
    play_to_the_end(second, 2)
    assert [game_id for game_id, _ in recorded()] == [first.game_id, "another-game", second.game_id]


def test_the_tutorial_game_left_unfinished_is_not_recorded() -> None:
    keeper = Keeper(default_folders())
    keeper.start()
    tutorial = Session.for_tutorial()
    keeper.adopt(tutorial)
    tutorial.apply(tutorial.legal()[0])
    assert load_save(default_folders().save).game_id == tutorial.game_id
    second = keeper.new_game(2, "full", 18)
    assert recorded() == []  # practice, not a game given up
    assert keeper.recorded(tutorial) is None
    assert keeper.settings.tutorial_done  # it is not offered again by itself
    assert load_save(default_folders().save).game_id == second.game_id
    keeper.abandon_current()
    assert recorded() == [(second.game_id, "abandoned")]


def test_the_tutorial_game_played_to_its_end_is_recorded() -> None:
    keeper = Keeper(default_folders())
    keeper.start()
    tutorial = Session.for_tutorial()
    keeper.adopt(tutorial)
    keeper.skip_tutorial(tutorial)
    play_to_the_end(tutorial)
    assert recorded() == [(tutorial.game_id, tutorial.view()["result"])]


def test_the_ui_reads_the_statistics_and_the_logs_through_the_keeper():
    keeper = Keeper()
    keeper.start()
    assert not keeper.any_recorded() and keeper.recorded_games() == [] and keeper.daily().today is None
    session = keeper.new_game(5, "intro", 16)
    play_to_the_end(session)
    (record,) = keeper.recorded_games()
    assert keeper.any_recorded() and record.game_id == session.game_id
    path = keeper.log_path(record)
    assert path is not None and path.parent == default_folders().logs
    text = keeper.read_log(record)
    assert text is not None and text == path.read_text(encoding="utf-8")
    path.unlink()
    assert keeper.read_log(record) is None  # the screen says it cannot be read


def test_a_log_is_exported_into_the_exports_folder():
    keeper = Keeper()
    session = keeper.new_game(5, "intro", 16)
    path = keeper.export_log("log.txt", session, ["a review line"])
    assert path == keeper.exports / "log.txt"
    assert path.read_text(encoding="utf-8").rstrip("\n").endswith("a review line")
