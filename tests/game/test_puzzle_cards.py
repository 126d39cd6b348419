"""A wrong move worse in chance is told in cards first: which next statements lose the visit after
it, and the card forced against them (p62 read "the next cards not known yet would alone settle the
visit as lost 40% of the time" and never learnt that any Claws statement forces the 8 of Claws)."""

from __future__ import annotations

from forNorthwood import i18n
from forNorthwood.ai.exact import Solver
from forNorthwood.game.action_codes import action_of_code
from forNorthwood.game.puzzle_cards import StatementCards, statement_cards
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n.puzzles_text import statement_cards_text
from forNorthwood.persistence.puzzle_files import load_puzzle_book

#: Score 4 of 6, the 6 of Flowers to answer with the 8 of Claws, 5 of Leaves (trump), 4, 6, 8 of Eyes:
#: the 5 of Leaves wins it, and then any Claws statement forces the 8 of Claws, which wins one too many.
CLAWS = "00001T-165"


def test_the_statements_that_lose_after_a_wrong_card_are_a_suit_and_its_forced_card():
    found = load_puzzle_book().by_id[CLAWS]
    state = position_of(found)
    given = action_of_code("p5L")
    told = statement_cards(state, given, found.answer, Solver())
    assert told == StatementCards(("C",), (), "8C", True, False)
    checked = check(found, state, given, lambda: False)
    assert checked.cards == told and checked.chance is not None
    with i18n.speaking("en"):
        said = statement_cards_text(told.suits, told.cards, told.forced, told.wins).replace("\xa0", " ")
    assert said == (
        "Your move loses the visit if the next statement is a Claws card: the 8 of Claws would have to win it."
    )


def test_the_best_move_itself_has_no_statement_that_loses():
    found = load_puzzle_book().by_id[CLAWS]
    state = position_of(found)
    assert statement_cards(state, found.answer, found.answer, Solver()) is None


def test_a_move_lost_whatever_the_statement_names_no_cards():
    """00006T-44: the 4 of Leaves loses the visit whichever card comes next; naming the three the best
    move survives ("you lose the visit if the next statement is the 5, 6 or 7 of Leaves") misled."""
    found = load_puzzle_book().by_id["00006T-44"]
    state = position_of(found)
    assert statement_cards(state, action_of_code("p4L"), found.answer, Solver()) is None


def test_the_odds_after_the_cards_are_said_in_short_and_open_otherwise():
    """After "Your move loses the visit if the next statement is a Claws card: …", "With your move, the
    visit is lost for sure for 2 of the 5 cards…" opened alike and did not fit beside it at 1280×800."""
    from forNorthwood.ui.scenes.puzzle_solution import _chance_words

    found = load_puzzle_book().by_id[CLAWS]
    state = position_of(found)
    checked = check(found, state, action_of_code("p5L"), lambda: False)
    with i18n.speaking("en"):
        said = _chance_words(checked).replace("\xa0", " ")
    assert said == (
        "Your move loses the visit if the next statement is a Claws card: the 8 of Claws would have to win it. "
        "Of the 5 cards the next statement can be, 2 would lose you the visit; with the best move, none would "
        "(it wins 80% in all: later cards count too)."
    ), said
