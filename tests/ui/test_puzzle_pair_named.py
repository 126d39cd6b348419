"""A pick whose second card follows at once (the Lady of Eyes' discards adding up to a total, the King
of Flowers' pair adding up to 9) is named as the pair it discards: the status line, and the move the
explanation quotes, said "Discard the 1 of Claws" where the options' list said "Discard the 1 of Claws
and the 6 of Leaves" (a French native reader)."""

from __future__ import annotations

from forNorthwood.core import actions as A
from forNorthwood.core.cards import CARD_NAMES
from forNorthwood.game.puzzle_pairs import paired_card
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import set_language
from forNorthwood.i18n.messages import card_label
from forNorthwood.ui.scenes.puzzle_lines import played_move_text, your_move_line

from .puzzle_kit import book


def test_a_pick_with_its_partner_at_once_is_named_as_the_pair():
    set_language("en")
    paired = 0
    for found in book().puzzles:
        state = position_of(found)
        for option in found.options:
            move = option.action
            other = paired_card(state, move)
            if other is None:
                continue
            assert isinstance(move, A.PickCard)
            paired += 1
            line = your_move_line(move, state)
            assert card_label(CARD_NAMES[move.card]) in line and card_label(other) in line, line
            assert played_move_text(move, state) in line
    assert paired > 0  # the book has such picks


def test_a_plain_move_is_named_as_before():
    set_language("en")
    found = next(p for p in book().puzzles if not isinstance(p.answer, A.PickCard))
    state = position_of(found)
    assert paired_card(state, found.answer) is None
