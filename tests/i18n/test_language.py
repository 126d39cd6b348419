"""Which language the game speaks: the system's at first, the player's choice after, the command line's for one run."""

from __future__ import annotations

import json

import pytest

from forNorthwood import __main__ as cli
from forNorthwood import i18n
from forNorthwood.persistence.settings import Settings, load_settings, settings_from_document


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "uk_UA.UTF-8"}, "uk"),
        ({"LANG": "ko_KR.UTF-8"}, "ko"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({}, "en"),
        ({"LANG": "", "LC_MESSAGES": "fr_CA"}, "fr"),
        ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "uk_UA.UTF-8"}, "uk"),
        ({"LANG": "fr_FR.UTF-8", "LC_ALL": "ko_KR.UTF-8"}, "ko"),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "de:uk:fr"}, "uk"),
        ({"LANG": "ko_KR.UTF-8", "LANGUAGE": "de"}, "en"),
        ({"LANG": "fr_FR.ISO-8859-1@euro"}, "fr"),
        ({"LANG": "fr-BE"}, "fr"),
    ],
)
def test_the_system_language_is_read_as_gettext_reads_it(environ, expected):
    assert i18n.system_language(environ) == expected


def test_the_first_start_follows_the_system_locale(monkeypatch, tmp_path):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    settings, warnings = load_settings(tmp_path / "settings.json")
    assert settings.language == "fr" and warnings == []
    monkeypatch.setenv("LANG", "sw_KE.UTF-8")
    assert load_settings(tmp_path / "settings.json")[0].language == "en"


def test_a_chosen_language_is_remembered_whatever_the_system_says(monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    document = {"kind": "fornorthwood-settings", "version": 1, "settings": {"language": "uk"}}
    assert settings_from_document(document)[0].language == "uk"
    document["settings"] = {"language": "xx"}
    settings, warnings = settings_from_document(document)
    assert settings.language == "fr" and len(warnings) == 1
    assert Settings(language="ko").language == "ko"


def test_every_language_has_its_own_name():
    assert i18n.LANGUAGE_NAMES == {"en": "English", "fr": "Français", "uk": "Українська", "ko": "한국어"}


def test_help_speaks_the_language_asked_for_on_the_command_line(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--language", "fr", "--help"])
    french = capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main(["--language=ko", "--help"])
    korean = capsys.readouterr().out
    assert "--language {en,fr,uk,ko}" in french
    assert "plein écran" in french
    assert "전체 화면" in korean


def test_help_speaks_the_saved_language(capsys, private_folders):
    config = private_folders / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(
        json.dumps({"kind": "fornorthwood-settings", "version": 1, "settings": {"language": "uk"}}), encoding="utf-8"
    )
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "запустити на весь екран" in capsys.readouterr().out


def test_an_unknown_language_is_refused_clearly(capsys):
    with pytest.raises(SystemExit) as raised:
        cli.main(["--language", "de"])
    assert raised.value.code == 2
    assert "--language" in capsys.readouterr().err


def test_the_early_language_reads_both_spellings():
    assert cli.early_language(["--language", "uk"]) == "uk"
    assert cli.early_language(["--seed", "3", "--language=ko"]) == "ko"
    assert cli.early_language(["--language", "xx"]) is None
    assert cli.early_language([]) is None


def test_the_desktop_entry_has_every_language():
    from forNorthwood.desktop import menu_entry

    lines = menu_entry.entry_text().splitlines()
    assert "Name=For Northwood!" in lines
    assert "Name[uk]=За Нортвуд!" in lines
    assert "Name[ko]=북쪽숲을 위하여!" in lines
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for language in i18n.LANGUAGES[1:]:
            assert any(line.startswith(f"{key}[{language}]=") for line in lines), (key, language)
    comment = next(line for line in lines if line.startswith("Comment[fr]="))
    assert "\u00a0:" in comment  # French typography reaches the menu too
    assert all(line.endswith(";") for line in lines if line.startswith("Keywords"))
    assert i18n.current_language() == "en"  # writing the entry changed nothing
