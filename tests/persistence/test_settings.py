"""Settings in the user config folder: defaults, bad values (each falls back to its default with
a warning), bad files."""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forNorthwood.persistence.settings import (
    SETTINGS_KIND,
    SETTINGS_VERSION,
    Settings,
    allowed_values,
    load_settings,
    save_settings,
)

NON_DEFAULT = Settings(
    default_setup="full",
    default_threshold=20,
    animation_speed="fast",
    sound=False,
    fullscreen=True,
    undo_mode="ironman",
    language="en",
    tutorial_done=True,
    finish_certain_visits=True,
)

BAD_VALUES: dict[str, list[object]] = {
    "default_setup": ["medium", "", "FULL", 1, None, ["full"], {"setup": "full"}, True],
    "default_threshold": [17, 0, -16, 100, "16", 16.0, 18.0, True, None, [16]],
    "animation_speed": ["warp", "", "FAST", 1, None, ["slow"], False],
    "sound": [1, 0, "true", "yes", None, [], 1.0],
    "fullscreen": [1, 0, "false", None, {}, 0.0],
    "undo_mode": ["never", "", "IRONMAN", 0, None, True],
    "language": ["de", "EN", "fr_FR", "", 1, None, ["en"]],
    "tutorial_done": [1, 0, "true", "yes", None, [True]],
    "finish_certain_visits": [1, 0, "true", None, [], 1.0],
}


def settings_file(path: Path, values: object, **envelope: object) -> Path:
    doc = {"kind": SETTINGS_KIND, "version": SETTINGS_VERSION, "settings": values, **envelope}
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bak-*"))


def test_defaults_when_there_is_no_file(tmp_path: Path) -> None:
    loaded, warnings = load_settings(tmp_path / "config" / "settings.json")
    assert loaded == Settings()
    assert warnings == []
    defaults = Settings()
    assert (defaults.default_setup, defaults.default_threshold) == ("intro", 16)
    assert defaults.undo_mode == "undo" and not defaults.ironman
    assert defaults.finish_certain_visits is False  # the rulebook's optional rule is opt-in
    assert defaults.language == "en"


def test_the_tutorial_is_not_done_until_a_player_finishes_or_skips_it(tmp_path: Path) -> None:
    """A first start (no settings file) and a settings file from before the tutorial both offer it."""
    assert Settings().tutorial_done is False
    assert load_settings(tmp_path / "none.json")[0].tutorial_done is False
    older = settings_file(tmp_path / "older.json", {"sound": False, "default_threshold": 18})
    assert load_settings(older) == (Settings(sound=False, default_threshold=18), [])
    assert set(allowed_values("tutorial_done")) == {True, False}
    path = tmp_path / "settings.json"
    save_settings(path, Settings(tutorial_done=True))
    assert load_settings(path) == (Settings(tutorial_done=True), [])


def test_save_then_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    save_settings(path, NON_DEFAULT)
    assert load_settings(path) == (NON_DEFAULT, [])
    assert NON_DEFAULT.ironman
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc == {"kind": SETTINGS_KIND, "version": SETTINGS_VERSION, "settings": asdict(NON_DEFAULT)}
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]  # no temporary file left


def test_every_allowed_value_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for f in fields(Settings):
        for value in allowed_values(f.name):
            settings_file(path, {f.name: value})
            loaded, warnings = load_settings(path)
            assert warnings == []
            assert getattr(loaded, f.name) == value and type(getattr(loaded, f.name)) is type(value)


def test_allowed_values_are_the_choices_the_settings_screen_offers() -> None:
    assert set(allowed_values("default_setup")) == {"intro", "full"}
    assert set(allowed_values("default_threshold")) == {16, 18, 20}
    assert set(allowed_values("sound")) == {True, False}
    assert set(allowed_values("fullscreen")) == {True, False}
    assert "ironman" in allowed_values("undo_mode")
    assert allowed_values("language") == ("en", "fr", "uk", "ko")


@pytest.mark.parametrize(("name", "value"), [(name, value) for name, values in BAD_VALUES.items() for value in values])
def test_a_bad_value_falls_back_to_its_default_with_one_warning(tmp_path: Path, name: str, value: object) -> None:
    good = asdict(NON_DEFAULT)
    path = settings_file(tmp_path / "settings.json", {**good, name: value})
    loaded, warnings = load_settings(path)
    assert getattr(loaded, name) == getattr(Settings(), name)
    assert type(getattr(loaded, name)) is type(getattr(Settings(), name))
    # every other (good) value is kept
    for f in fields(Settings):
        if f.name != name:
            assert getattr(loaded, f.name) == good[f.name]
    assert len(warnings) == 1
    assert name in warnings[0]
    assert path.exists() and backups(path) == []  # one bad value does not set the file aside


def test_several_bad_values_give_one_warning_each(tmp_path: Path) -> None:
    path = settings_file(
        tmp_path / "settings.json",
        {"default_threshold": True, "sound": 1, "animation_speed": "warp", "fullscreen": True, "undo_mode": "ironman"},
    )
    loaded, warnings = load_settings(path)
    assert loaded == Settings(fullscreen=True, undo_mode="ironman")
    assert len(warnings) == 3
    for name in ("default_threshold", "sound", "animation_speed"):
        assert sum(name in w for w in warnings) == 1


def test_unknown_keys_are_ignored_and_missing_keys_take_defaults(tmp_path: Path) -> None:
    path = settings_file(tmp_path / "settings.json", {"sound": False, "colour": "blue"})
    assert load_settings(path) == (Settings(sound=False), [])


@pytest.mark.parametrize(
    ("content", "kind_words"),
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b'{"kind": "fornorthwood-settings", "version": 1, "settings": {"sou', "damaged"),
        (b"\xff\xfe\x00garbage", "damaged"),
        (b'{"kind": "fornorthwood-save", "version": 1}', "not a file of this game"),
        (b"[1, 2, 3]", "not a file of this game"),
        (b'{"kind": "fornorthwood-settings", "version": 99, "settings": {}}', "newer version"),
        (b'{"kind": "fornorthwood-settings", "version": "1", "settings": {}}', "damaged or was edited"),
        (b'{"kind": "fornorthwood-settings", "version": 1, "settings": [1]}', "damaged or was edited"),
        (b'{"kind": "fornorthwood-settings", "version": 1}', "damaged or was edited"),
    ],
)
def test_a_bad_file_is_set_aside_with_a_warning_and_defaults_used(
    tmp_path: Path, content: bytes, kind_words: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded, warnings = load_settings(path)
    assert loaded == Settings()
    assert len(warnings) == 1
    assert kind_words in warnings[0]
    kept = backups(path)
    assert len(kept) == 1
    assert kept[0].read_bytes() == content  # never destroyed
    assert kept[0].name in warnings[0]
    assert not path.exists()
    # and the game can write fresh settings afterwards
    save_settings(path, NON_DEFAULT)
    assert load_settings(path) == (NON_DEFAULT, [])


def test_an_unreadable_settings_path_gives_defaults_and_a_warning_and_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()  # cannot be read as a file
    loaded, warnings = load_settings(path)
    assert loaded == Settings()
    assert len(warnings) == 1 and "not a regular file" in warnings[0] and "left as it is" in warnings[0]
    assert path.is_dir() and backups(path) == []


def test_a_second_bad_file_does_not_overwrite_the_first_backup(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"first {")
    load_settings(path)
    path.write_bytes(b"second {")
    load_settings(path)
    assert sorted(p.read_bytes() for p in backups(path)) == [b"first {", b"second {"]


def test_save_settings_into_an_unwritable_place_raises_oserror(tmp_path: Path) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(OSError):
        save_settings(blocker / "settings.json", Settings())


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=15,
)
setting_values = st.fixed_dictionaries(
    {},
    optional={f.name: json_values | st.sampled_from(allowed_values(f.name)) for f in fields(Settings)},
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(values=setting_values)
def test_load_settings_never_raises_and_keeps_only_allowed_values(tmp_path: Path, values: dict) -> None:
    path = settings_file(tmp_path / "settings.json", values)
    loaded, warnings = load_settings(path)
    bad = 0
    for f in fields(Settings):
        value = getattr(loaded, f.name)
        assert any(type(value) is type(a) and value == a for a in allowed_values(f.name))
        if f.name in values:
            raw = values[f.name]
            if any(type(raw) is type(a) and raw == a for a in allowed_values(f.name)):
                assert value == raw
            else:
                bad += 1
                assert value == getattr(Settings(), f.name)
    assert len(warnings) == bad


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(document=json_values)
def test_load_settings_never_raises_on_any_json(tmp_path: Path, document: object) -> None:
    path = tmp_path / "settings.json"
    for old in backups(path):
        old.unlink()
    path.write_text(json.dumps(document), encoding="utf-8")
    loaded, warnings = load_settings(path)
    assert loaded == Settings()
    assert len(warnings) == 1


@pytest.mark.parametrize(
    ("value", "shown"), [("warp", "(warp)"), (True, "(true)"), (None, "(null)"), ([1, 2], "([1, 2])"), ("", '("")')]
)
def test_a_bad_value_is_quoted_as_the_player_wrote_it(tmp_path: Path, value: object, shown: str) -> None:
    """A word as it is (not Python's 'warp'), anything else as the file writes it."""
    path = settings_file(tmp_path / "settings.json", {"animation_speed": value})
    _loaded, warnings = load_settings(path)
    assert len(warnings) == 1 and shown in warnings[0], warnings
    assert "'" not in warnings[0]
