"""A move where every choice had the same exact chance is told, not judged: a first-time player
finished a decided visit with "Finish the visit", and the replay said "You played the 1 of Leaves
(0%): the Hint's choice." for each move the game had played out."""

from __future__ import annotations

from forNorthwood.core import actions as A
from forNorthwood.game.action_codes import action_code
from forNorthwood.game.replay_advice import DecisionAdvice, OptionAdvice
from forNorthwood.i18n import speaking
from forNorthwood.i18n.replay_text import verdict_text
from tests.cards_kit import card_of


def decision(*options: tuple[str, float, bool]) -> DecisionAdvice:
    advice = tuple(OptionAdvice(action_code(A.Play(card_of(card))), success, exact) for card, success, exact in options)
    return DecisionAdvice(0, advice, 0, 0, True)


def test_every_choice_alike_and_exact_is_nothing_to_judge():
    assert decision(("1L", 0.0, True), ("3C", 0.0, True)).all_alike
    assert decision(("1L", 1.0, True), ("3C", 1.0, True), ("5E", 1.0, True)).all_alike
    assert not decision(("1L", 0.0, True), ("3C", 0.25, True)).all_alike  # a choice that matters
    assert not decision(("1L", 0.5, False), ("3C", 0.5, True)).all_alike  # an estimate may hide a difference
    assert not decision(("1L", 0.0, True)).all_alike  # one option is no choice


def test_the_verdict_of_a_choice_that_changed_nothing_says_so():
    with speaking("en"):
        played = A.Play(card_of("1L"))
        alike = verdict_text(played, (0.0, True), played, (0.0, True), True, None, alike=True)
        judged = verdict_text(played, (0.0, True), played, (0.0, True), True, None)
    assert "every choice here had the same result" in alike and "Hint" not in alike, alike
    assert "the Hint's choice" in judged
