"""The replay's words: the refusals, the verdict on a choice, with the grammar of inserted words."""

from __future__ import annotations

import pytest

from forNorthwood.i18n import _, speaking
from forNorthwood.i18n.messages import card_label
from forNorthwood.i18n.replay_text import (
    DIVERGED,
    FUTURE,
    INVALID,
    MISSING,
    position_text,
    progress_text,
    replay_problem_message,
    verdict_text,
)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_every_refusal_has_its_own_words_and_says_nothing_is_lost(language):
    with speaking(language):
        words = {code: replay_problem_message(code) for code in (MISSING, FUTURE, INVALID, DIVERGED)}
        kept = _("Its record stays in your statistics as it was.")
    assert len(set(words.values())) == 4
    assert kept and all(message.endswith(kept) for message in words.values())  # said every time


def plain(words: str) -> str:
    return words.replace("\u00a0", " ")  # a card's name keeps its words together with no-break spaces


def test_the_verdict_follows_the_choice_and_its_cost():
    seven = card_label("7E")
    assert plain(verdict_text(seven, 0.62, seven, 0.62, True)) == "You chose 7 of Eyes (62%): the Hint's choice."
    assert "as good as the Hint's choice, 2 of Eyes" in plain(verdict_text(seven, 0.62, card_label("2E"), 0.623, True))
    assert plain(verdict_text(seven, 0.4, card_label("2E"), 0.71, False)) == (
        "Here 2 of Eyes kept ≈71%, you played 7 of Eyes: ≈40%."
    )
    assert plain(verdict_text("fief 3", 0.8, "fief 5", 0.4, False, in_visit=False)) == (
        "You chose fief 3 (≈80%); the Hint ringed fief 5 (≈40%)."
    )
    assert plain(verdict_text(seven, None, None, None, False)) == "You chose 7 of Eyes."


def test_inserted_cards_take_their_grammar():
    with speaking("fr"):
        seven = card_label("7E")
        assert plain(verdict_text(seven, 0.62, seven, 0.62, True)).startswith("Tu as choisi le 7 Yeux (62 %)")
    with speaking("ko"):
        seven, two = card_label("7E"), card_label("2E")
        said = verdict_text(seven, 0.62, two, 0.62, True)
        assert "을 골랐습니다" in said or "를 골랐습니다" in said
    with speaking("uk"):
        assert progress_text(3, 21).endswith("21 рішення…") and progress_text(3, 25).endswith("25 рішень…")
        assert position_text(4, 80, 2, False) == "Візит 2 · рішення 4 з 80"
