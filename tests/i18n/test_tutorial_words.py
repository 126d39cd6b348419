"""The tutorial's words use the table's terms: a turned ally is what its card says it is."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.i18n.messages import exhausted_label
from forNorthwood.i18n.tutorial_text import ally_reminder, turned_text


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("ally", ["JC", "QE"])
def test_the_tutorial_calls_a_turned_ally_by_the_word_on_its_card(language: str, ally: str) -> None:
    """A first-time player read "used up" in the tutorial and "exhausted" under the card: one
    term, agreeing with the ally (French "tournée" and Ukrainian "активована" under a Queen)."""
    with i18n.speaking(language):
        word = exhausted_label(ally)
        assert word in turned_text(ally), (word, turned_text(ally))
        assert exhausted_label("JC") in ally_reminder(), (exhausted_label("JC"), ally_reminder())
        assert "used up" not in turned_text(ally) and "spent" not in ally_reminder()
