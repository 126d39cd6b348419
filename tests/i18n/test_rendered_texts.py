"""Everything a player reads, rendered from seeded games in French, Ukrainian and Korean, reads
as the language writes it: no Korean fallback particle, no "(e)" ending, no card
code in a sentence, no English word on a Ukrainian or Korean line, no placeholder left unfilled,
no letter the shipped fonts cannot draw.

The texts come from ``scripts/language_sample.py`` (the file native readers are given): games
played in the intro and full setups with friends brought in and abilities used, their log as
exported, every event's sentence, prompt, banner and aid, a refusal of each kind of illegal
move, the review's lines for every kind of choice, the tutorial played through, a whole game's
replay decision by decision with its end screen's review, the puzzles (their screen, today's
puzzle, the statistics, a puzzle of each level and kind of answer answered right and wrong), and every
sentence of the catalogue with names, suits, cards and numbers put in (every character, suit
and card through every sentence that takes one).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from functools import cache
from pathlib import Path

import pytest

from forNorthwood import i18n
from forNorthwood.core import events as E
from forNorthwood.game.lessons import LESSON_IDS as STEP_IDS
from forNorthwood.game.puzzles import ANSWER_KINDS, LEVELS, answer_kind

from ..font_kit import missing_letters

pytest.importorskip("babel", reason="the sample reads the catalogue template with Babel")

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("fr", "uk", "ko")


def _sample():
    spec = importlib.util.spec_from_file_location("language_sample", ROOT / "scripts" / "language_sample.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["language_sample"] = module
    spec.loader.exec_module(module)
    return module


SAMPLE = _sample()

#: A fallback written for both sounds or genders instead of the one that fits: a Korean particle
#: in brackets, a French ending after a Latin letter ("ami(e)", "jeu(x)"), a Ukrainian one after
#: a Cyrillic letter ("взяв(ла)"). A key in brackets after a Korean verb ("마무리하거나(x)") is
#: none: the endings are matched only after a letter of their own script.
FALLBACK = re.compile(
    r"\((으|이|을|를|은|는|과|와|가|아|야)\)|[을이은와]\([를가는과]\)"
    r"|[A-Za-zÀ-ÿŒœ]\((e|s|es|x)\)|[А-Яа-яІіЇїЄєҐґ']\((и|а|ів|ла)\)"
)
#: A card in the protocol's notation ("7E", "2C") instead of the player's words.
CARD_CODE = re.compile(r"\b[1-8][CFLE]\b")
#: Latin words that stay as they are on every screen: names, keys, formats, the kingdom code.
KEPT = re.compile(
    r"(?<![0-9A-Za-z])[0-9A-Z]{6}(?![0-9A-Za-z])"
    r"|For Northwood|OpenMoji|Pretendard|OFL|CC BY-SA|English|Français|JSON|Enter|Ctrl|Esc|Space|Tab"
    r"|Backspace|Delete|Shift|F\d+|Inter|Source Han Sans|M PLUS|Creative Commons|SIL Open Font License|MIT"
    r"|Joshua Buergel|Foxtrot Games|Melmac Games|SIL|\[Errno \d+\]|https?://\S+|/\S+|[\w.-]*fornorthwood[\w.-]*"
    r"|\b[a-z]+(?:_[a-z]+)+\b"  # a settings file's key, named for a player who edits the file
)
ENGLISH = re.compile(r"[A-Za-z]{3,}")


def problems(language: str, line: str, technical: bool = False) -> list[str]:
    """What is wrong with one line a player reads in ``language``."""
    found = []
    if FALLBACK.search(line):
        found.append("a fallback pair")
    if "{" in line or "}" in line:
        found.append("a placeholder left")
    if not technical:
        if CARD_CODE.search(line):
            found.append("a card code")
        if language in ("uk", "ko") and ENGLISH.search(KEPT.sub("", line)):
            found.append("an English word")
    missing = missing_letters(line)
    if missing:
        found.append(f"no glyph for {''.join(sorted(missing))!r}")
    return found


@cache
def played():
    return SAMPLE.play_all()


@cache
def rendered(language: str) -> tuple:
    with i18n.speaking(language):
        # 32 fillings: every character, suit and card through every sentence that takes one.
        return tuple(SAMPLE.sections(played(), fillings=len(SAMPLE.CARD_ORDER)))


def test_the_checker_sees_each_kind_of_mistake():
    assert problems("ko", "발톱 2을(를) 내세요") == ["a fallback pair"]
    assert problems("ko", "파일은 save(으)로 보관했습니다")
    assert problems("fr", "Ton ami(e) remplace le Valet.") == ["a fallback pair"]
    assert problems("fr", "Tes nouveau(x) allié(s) arrive(nt).") == ["a fallback pair"]
    assert problems("uk", "Союзник(и) готовий.") == ["a fallback pair"]
    assert problems("uk", "Ви взяли 3 карт(и).") == ["a fallback pair"]
    assert problems("fr", "Nouvelle main : 2C, 4C, 6C.") == ["a card code"]
    assert problems("uk", "Клацніть союзника Jack of Claws") == ["an English word"]
    assert problems("ko", "{친구} 우호적인 통치자가 되었습니다") == ["a placeholder left"]
    assert problems("uk", "Феод \u0915") == ["no glyph for '\u0915'"]
    assert problems("uk", "Ви гратимете королівство 4K7Q2M (Ctrl+V)") == []
    assert problems("ko", "'9Z'는 대화 카드가 아닙니다(7E처럼 쓰세요).", technical=True) == []


def test_a_key_in_brackets_after_a_korean_verb_is_no_fallback():
    """ "마무리하거나(x)" (a key named after "or finish") is correct Korean: the French and
    Ukrainian endings are fallbacks only after a letter of their own script."""
    assert problems("ko", "바로 마무리하거나(x) 계속 진행하세요(Space).") == []
    assert problems("ko", "바로 마무리하거나(F) 계속 진행하세요(A).") == []
    assert problems("ko", "동맹(을) 고르세요") == ["a fallback pair"]
    assert problems("uk", "Натисніть клавішу (x)") == []


def test_the_sample_plays_what_the_texts_are_about():
    """Both setups, every kind of event the rules tell (friends brought in and sent back, every
    kind of ability, won and lost visits, a game stopped), the tutorial to its end."""
    games = played().sessions
    assert {s.setup for s in games} == {"intro", "full"}
    kinds = {type(e) for s in games for step in s.steps for e in step.events}
    told = {kind for kind in vars(E).values() if isinstance(kind, type) and issubclass(kind, E.Event)}
    assert told - kinds == {E.Event, E.VisitSettled}  # the settled note is the session's, worded apart
    assert {True, False} <= {
        e.won for s in games for step in s.steps for e in step.events if isinstance(e, E.VisitOver)
    }
    assert {progress["step"] for _state, progress in played().tutorial} == set(STEP_IDS)


def test_the_sample_replays_a_game_and_answers_puzzles_of_every_level_and_kind():
    """The replay's words come from advice at every decision; the puzzles' from a puzzle of each
    level and kind of answer, each answered right and wrong (the solver agreeing which is which)."""
    replay, puzzles = played().replay, played().puzzles
    assert replay is not None and puzzles is not None
    assert len(replay.advice.decisions) == len(replay.replay.decisions) > 50
    assert replay.reviews
    _book, runs = puzzles
    assert {(r.puzzle.level, answer_kind(r.state, r.puzzle.answer)) for r in runs} == {
        (level, kind) for level in LEVELS for kind in ANSWER_KINDS
    }
    for run in runs:
        verdicts = [(given == run.puzzle.answer, checked.verdict.correct) for given, checked in run.answers]
        assert verdicts[0] == (True, True) and len(verdicts) > 1
        assert all(right == correct for right, correct in verdicts)
    titles = [section.title for section in rendered("en")]
    assert sum(title.startswith("Replay of the game") for title in titles) == 2
    assert sum(title.startswith("Puzzle") for title in titles) == 1 + len(runs)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_of_a_whole_game_reads_as_the_language_writes_it(language):
    seen: dict[str, str] = {}
    count = 0
    for section in rendered(language):
        for line in section.lines:
            count += 1
            for problem in problems(language, line, section.technical):
                seen.setdefault(f"{problem}: {line[:100]!r}", section.title)
    assert count > 2000
    assert seen == {}, "\n".join(f"[{title}] {what}" for what, title in sorted(seen.items()))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_section_is_in_the_language(language):
    """A sample in French is French: the catalogue's words, not the English ones."""
    english = {line for section in rendered("en") for line in section.lines}
    for section in rendered(language):
        if section.technical or not section.lines:
            continue
        same = [line for line in section.lines if line in english and ENGLISH.search(KEPT.sub("", line))]
        assert len(same) <= len(section.lines) // 10, f"{section.title}: {same[:5]}"
