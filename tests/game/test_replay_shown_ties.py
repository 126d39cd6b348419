"""A first-time player read "You played the 5 of Eyes (≈78%). The Hint would have played the 8 of
Eyes (≈78%)." as a disagreement: the two chances were apart by more than the tie's half point
(0.776 and 0.784) yet showed the same number. Where the player's choice shows the same number as
the Hint's, the verdict says they were as good as each other, as the badges do."""

from __future__ import annotations

from forNorthwood.ai.fief_order import GOAL
from forNorthwood.core import actions as A
from forNorthwood.i18n import speaking
from forNorthwood.i18n.replay_text import verdict_text
from tests.cards_kit import card_of


def test_a_choice_showing_the_hints_number_is_as_good_as_it():
    with speaking("en"):
        played, best = A.Play(card_of("5E")), A.Play(card_of("8E"))
        tied = verdict_text(played, (0.776, False), best, (0.784, False))
        assert tied.replace("\u00a0", " ") == "You played the 5 of Eyes (≈78%): as good as the Hint's choice.", tied
        used = verdict_text(A.Activate(1), (0.576, False), A.Activate(0), (0.584, False))
        assert "as good as the Hint's choice" in used and "would have" not in used, used
        friend = verdict_text(A.Substitute("JC", 1), (0.5837, False), A.Substitute("JC", 0), (0.5837, False), False)
        assert "as good as the Hint's choice" in friend and "would have" not in friend, friend  # the friends' choice
        apart = verdict_text(played, (0.77, False), best, (0.79, False))  # 77% and 79%: the Hint's better
        assert "would have played the 8" in apart, apart


def test_a_fief_showing_the_hints_number_is_as_good_as_it():
    with speaking("en"):
        tied = verdict_text(A.ChooseFief(2), (0.576, False), A.ChooseFief(5), (0.584, False), fiefs=(GOAL, 16))
        assert "would have" not in tied and "≈58%" in tied, tied
