"""One word for one thing: the names a first-time player and native readers found used several
ways (a difficulty as a medal here and as the rulebook's level there) are gone from every
message the game can show."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from forNorthwood import i18n
from forNorthwood.i18n.messages import difficulty_label, setup_name

TEMPLATE = Path(__file__).resolve().parents[2] / "forNorthwood" / "i18n" / "locale" / "forNorthwood.pot"


def msgids() -> list[str]:
    return [line[len('msgid "') : -1] for line in TEMPLATE.read_text().splitlines() if line.startswith('msgid "')]


@pytest.mark.parametrize("old", ["Standard", "Advanced", "Idealist", "Introductory"])
def test_a_difficulty_and_a_setup_have_one_name(old):
    """The rulebook's Standard / Advanced / Idealist are the goals the game names by their medal
    and stars ("Bronze · 16 ★") everywhere; the setup is "Introductory game" as in the rules."""
    assert old not in msgids()
    assert not any(f"{{{name}}}" in m for m in msgids() for name in ("advanced", "idealist"))


def test_the_difficulty_reads_the_same_in_every_language():
    expected = {"en": "Bronze · 16 ★", "fr": "Bronze · 16 ★", "uk": "Бронза · 16 ★", "ko": "동메달 · 16 ★"}
    for language, label in expected.items():
        with i18n.speaking(language):
            assert difficulty_label(16) == label
    with i18n.speaking("en"):
        assert setup_name("intro") == "Introductory game" and setup_name("full") == "Full game"


def test_the_focus_is_the_white_dashed_outline_everywhere():
    """The tutorial said "white outline" and the rules "dashed outline" for the same focus."""
    named = [m for m in msgids() if re.search(r"\boutline\b", m)]
    assert len(named) >= 4
    assert all("white dashed outline" in m for m in named), [m for m in named if "white dashed outline" not in m]


def test_a_fief_not_yet_visited_is_unvisited_everywhere():
    """The fief's tile said "Unvisited" and the end screen "not visited"."""
    assert not any("not visited" in m.lower() or "not yet visited" in m.lower() for m in msgids())
    assert "unvisited" in msgids() and "Unvisited" in msgids()


def test_the_fief_keys_are_said_to_move_the_focus_then_confirm():
    """0–7 only move the focus onto a fief; Enter or Space chooses it."""
    from forNorthwood.i18n.controls_text import controls_choosing

    with i18n.speaking("en"):
        row = next(r for r in controls_choosing() if r.action == "Choose a fief")
    assert row.keyboard.startswith("0–7 or ") and ", then " in row.keyboard


def test_star_counts_read_naturally_above_and_below_the_goal():
    """ "17 stars of the 16 needed" and "0 stars: 16 stars short of 16" read oddly: a count of
    stars and the goal stand apart ("17 stars (goal: 16)", "0 stars won; the goal you chose: …")."""
    odd = ("of the {threshold} needed", "short of {threshold}", "reach the {threshold} needed")
    assert not [m for m in msgids() if any(o in m for o in odd)]


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_an_ability_reads_alike_on_a_ruler_and_under_an_ally(language):
    """The King of Claws read three ways; the Queen of Leaves on her own fief said "Use the
    ruler's ability" (herself); the Prince of Leaves went to the "nearest fief" though the rules
    skip visited ones; the Baron of Flowers' two short texts differed in French."""
    from forNorthwood.i18n.abilities_text import ability_line, ability_summary, ability_text

    with i18n.speaking(language):
        for code in ("KC", "QL", "PL", "BF"):
            assert ability_summary(code) == ability_line(code), code
        if language == "en":
            assert ability_line("KC") == "Highest card(s) onto the score pile."
            assert ability_line("QL") == "Copy the ability of the ruler you visit."
            assert "unvisited" in ability_line("PL") and "unvisited" in ability_text("PL")
            assert ability_text("QL").startswith("Copy the ability of the ruler you visit")


#: The replay's one name in each language, as the end screen's button, the replay's heading and
#: the menu's way back say it (Ukrainian declines it: "Перегляд гри", "до перегляду гри").
REPLAY_NAME = {"en": "eplay", "fr": "Revoir la partie", "uk": "ерегляд", "ko": "다시 보기"}
#: The words that named the Hint a second way ("Replay with the advisor").
ADVISOR = {"en": "advisor", "fr": "conseiller", "uk": "порадни", "ko": "분석과"}


@pytest.mark.parametrize("language", sorted(REPLAY_NAME))
def test_the_replay_has_one_name_and_the_hint_is_the_hint(language):
    """The replay was "Replay with the advisor" (French "Revoir avec le conseiller") on the end
    screen, "Revoir la partie" on its heading and "la revue de partie" in the menu."""
    from forNorthwood.i18n.replay_text import advice_failed_text, progress_text, replay_title

    with i18n.speaking(language):
        hint = i18n._("Hint")
        lines = [i18n._("Replay with the Hint"), replay_title("795PAC"), i18n._("Back to the replay")]
        assert all(REPLAY_NAME[language] in line for line in lines), lines
        assert hint.lower()[:5] in lines[0].lower()
        for words in (*lines, advice_failed_text(), progress_text(3, 9)):
            assert ADVISOR[language] not in words.lower(), words
