"""The puzzles' new sentences in every language: the next statements that lose the visit (in cards,
before the odds), the count exactly at the fief's target said as such (fr61: « tu en restes à 3,
pour un objectif de 3 »), and the replay's wording of the count that names the Hint's move."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.i18n.messages import card_label, suit_name
from forNorthwood.i18n.puzzles_text import effect_text, shortfall_text, statement_cards_text

CASES = (
    (("C",), (), "8C", True),
    (("C",), (), "4E", False),
    (("C", "E"), (), "", False),
    (("E",), (), "8E", True),
    ((), ("7F",), "", False),
    ((), ("7F", "8F"), "6F", True),
    ((), ("1C", "3C", "5C"), "6C", True),
)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_statements_that_lose_are_named_with_the_card_forced(language):
    said: list[str] = []
    for suits, cards, forced, wins in CASES:
        with i18n.speaking(language):
            words = statement_cards_text(suits, cards, forced, wins)
            names = [str(suit_name(s)) for s in suits] + [str(card_label(c)) for c in cards]
            forced_name = str(card_label(forced)) if forced else ""
        with i18n.speaking("en"):
            english = statement_cards_text(suits, cards, forced, wins)
        assert words and "{" not in words and words.rstrip().endswith((".", "。")), words
        assert language == "en" or words != english, words
        for name in names:  # a suit may take its case (uk "масті Пазурів"): its stem is there
            assert name[:2] in words, (name, words)
        assert forced_name in words
        said.append(words)
    assert len(set(said)) == len(said)
    with i18n.speaking(language):
        assert statement_cards_text((), ("1C", "2C", "3C", "4C"), "", False) == ""
    if language == "en":
        assert "an Eyes card" in said[3] and "a Claws or Eyes card" in said[2], said


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", ["wins_dialogue", "gives_dialogue"])
def test_the_player_s_move_at_the_target_says_exactly(language, kind):
    """ "you stay at 3, for a target of 3": at the target the count is said once, as exact."""
    with i18n.speaking(language):
        at_target = effect_text(kind, 4, 3, 3, 0, 0, yours=True)
        best = effect_text(kind, 4, 3, 3, 0, 0)
        below = effect_text(kind, 4, 3, 2, 0, 0, yours=True)
    assert at_target.count("3") == 1, at_target
    assert "2" in below and "3" in below
    assert at_target != best  # the player's move, not the best move's
    if language == "en":
        assert "exactly what the fief asks for" in at_target


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", ["all_win", "all_lose", "gives_needed"])
def test_the_replay_can_name_the_hint_s_move(language, kind):
    with i18n.speaking(language):
        best = shortfall_text(kind, 3, 3, 1, 3, False)
        hint = shortfall_text(kind, 3, 3, 1, 3, False, hint=True)
    assert hint and best and hint != best and "{" not in hint
    if language == "en":
        assert "the Hint's move" in hint and "best move" not in hint
