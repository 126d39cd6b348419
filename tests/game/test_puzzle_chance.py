"""Why a wrong move is worse in chance (``game.puzzle_chance``): the first card not known yet
along best play, split by the exact solver into the outcomes that lose or win the visit for sure."""

from __future__ import annotations

from forNorthwood.game.action_codes import action_of_code
from forNorthwood.game.puzzle_chance import LOST, STATEMENT, WON, chance_split, wrong_chance
from forNorthwood.game.puzzles import TOLERANCE, position_of
from forNorthwood.persistence.puzzle_files import load_puzzle_book


def test_a_card_given_away_leaves_more_of_the_next_statements_lost_for_sure():
    puzzle = load_puzzle_book().by_id["00001H-75"]
    state = position_of(puzzle)
    found = wrong_chance(state, action_of_code("p6E"), puzzle.answer)
    assert found is not None and found.what == LOST
    assert (found.yours.kind, found.yours.cards, round(found.yours.lost * 14)) == (STATEMENT, 14, 7)
    assert (found.best.kind, found.best.cards, round(found.best.lost * 14)) == (STATEMENT, 14, 2)
    assert found.told == (True, found.yours.lost, 14, found.best.lost, 14)


def test_a_card_picked_is_told_by_the_statements_that_win_when_it_loses_fewer():
    puzzle = load_puzzle_book().by_id["00002N-147"]
    found = wrong_chance(position_of(puzzle), action_of_code("c8L"), puzzle.answer)
    assert found is not None and found.what == WON
    assert found.yours.lost < found.best.lost  # fewer lost for sure, but far fewer won: told by the won
    assert (round(found.yours.won * 17), round(found.best.won * 17)) == (1, 10)


def test_every_split_of_the_book_agrees_with_the_exact_chances():
    """The outcomes lost for sure and won for sure bound each move's exact chance: it wins at
    least the share won for sure and at most all but the share lost for sure."""
    told = 0
    for puzzle in load_puzzle_book().puzzles:
        state = position_of(puzzle)
        for option in puzzle.options:
            split = chance_split(state, (option.action,))
            if split is None:
                continue
            assert split.won - TOLERANCE <= option.success <= 1 - split.lost + TOLERANCE, (puzzle.id, option)
            assert (split.kind == STATEMENT) == (split.cards > 0)
            told += 1
    assert told > 500


def test_a_pick_that_loses_for_sure_is_lost_at_every_outcome_of_the_first_unseen_card():
    puzzle = load_puzzle_book().by_id["00002R-16"]
    found = wrong_chance(position_of(puzzle), action_of_code("c2F"), puzzle.answer)
    assert found is not None and found.what == LOST
    assert found.yours.lost >= 1 - TOLERANCE and found.yours.cards == 16
    assert round(found.best.lost * 16) == 3
