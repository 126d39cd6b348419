"""A chance in the player's words (an estimate is never certain) and the event feed's runs of cards."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.i18n.events_text import moved_together_text
from forNorthwood.i18n.review_text import chance_text


@pytest.mark.parametrize(
    ("success", "exact", "expected"),
    [
        (0.62, True, "62%"),
        (0.62, False, "≈62%"),
        (1.0, True, "100%"),
        (0.0, True, "0%"),
        (0.999, False, ">99%"),
        (1.0, False, ">99%"),
        (0.994, False, "≈99%"),
        (0.004, False, "<1%"),
        (0.0, False, "<1%"),
        (0.006, False, "≈1%"),
        (0.003, True, "<1%"),  # exact, but not certain: never "0%" (the badge once said it)
        (0.997, True, ">99%"),
        (1e-12, True, "0%"),
    ],
)
def test_an_estimate_never_says_certain(success, exact, expected):
    assert chance_text(success, exact) == expected


@pytest.mark.parametrize("language", ["fr", "uk", "ko"])
def test_an_estimate_never_says_certain_in_every_language(language):
    i18n.set_language(language)
    for text in (chance_text(1.0, False), chance_text(0.0, False)):
        assert "100" not in text and "0%" not in text.replace("1%", "").replace("99%", "")
        assert text not in (chance_text(1.0, True), chance_text(0.0, True))


def test_cards_drawn_together_are_counted_and_listed():
    assert moved_together_text("deck", "hand", ("7E", "2C", "4C")) == "Drew 3 cards: Claws 2, 4 · Eyes 7."
    assert moved_together_text("hand", "discard", ("7C", "3L")) == "Discarded 2 cards: Claws 7 · Leaves 3."


@pytest.mark.parametrize("language", ["fr", "uk", "ko"])
def test_cards_drawn_together_are_worded_in_every_language(language):
    i18n.set_language(language)
    english = ("Drew", "Discarded", "cards")
    for text in (moved_together_text("deck", "hand", ("7E", "2C")), moved_together_text("hand", "discard", ("7C",))):
        assert not any(word in text for word in english), text


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_visit_with_no_dialogue_won_says_none_not_exactly_zero(language):
    from forNorthwood.core import events as E
    from forNorthwood.i18n.events_text import visit_over_text

    won = E.VisitOver(fief=0, won=True, score=0, target=0, ruler="QE", reason="hand_empty")
    lost = E.VisitOver(fief=3, won=False, score=0, target=3, ruler="KE", reason="deck_empty")
    two = E.VisitOver(fief=2, won=True, score=2, target=2, ruler=None, reason="hand_empty")
    with i18n.speaking(language):
        texts = [visit_over_text(e) for e in (won, lost, two)]
    assert all("0" not in text for text in texts[:2]), texts  # "no dialogue", never "0 dialogues"
    assert "3" in texts[1] and "2" in texts[2]
    if language == "en":
        assert texts[:2] == [
            "Your hand is empty. You won no dialogue, as the fief asked. Queen\u00a0of\u00a0Eyes becomes your friend.",
            "The deck is empty. You won no dialogue, but the target was exactly 3. "
            "King\u00a0of\u00a0Eyes leaves the game.",
        ]
