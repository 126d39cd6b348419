"""Why a puzzle's solution stops: checked over every shipped puzzle against the exact solver's
facts (the answer's chance, the outcomes of its move over the unseen cards)."""

from __future__ import annotations

from collections import Counter

from forNorthwood.ai.exact import outcomes
from forNorthwood.ai.infoset import canonical
from forNorthwood.core.cards import card_name
from forNorthwood.core.events import Moved, Statement
from forNorthwood.game.puzzle_effect import LOSES_VISIT, answer_effect
from forNorthwood.game.puzzle_reason import (
    DRAWN,
    HAND,
    KNOWN_DECIDES,
    KNOWN_THEN_UNKNOWN,
    PLACED,
    SEEN,
    STATEMENT,
    SURE,
    UNKNOWN,
    solution_reason,
)
from forNorthwood.game.puzzles import TOLERANCE, position_of
from forNorthwood.game.session import apply_answering, reveals_information
from forNorthwood.persistence.puzzle_files import load_puzzle_book


def test_every_shipped_puzzle_s_reason_agrees_with_the_solver():
    kinds: Counter[str] = Counter()
    for puzzle in load_puzzle_book().puzzles:
        state = position_of(puzzle)
        reason = solution_reason(state, [puzzle.answer], puzzle.answer_success)
        kinds[reason.kind] += 1
        varies = TOLERANCE < puzzle.answer_success < 1 - TOLERANCE
        # "Depends on a card not known yet" only when the exact chance is neither 0 nor 1.
        assert (reason.kind in (UNKNOWN, KNOWN_THEN_UNKNOWN)) == varies, puzzle.id
        assert bool(reason.card) == (reason.kind in (KNOWN_THEN_UNKNOWN, KNOWN_DECIDES)), puzzle.id
        if reason.card:
            # A card the player could know: not among the deck's unseen cards (seen on top, in the
            # hand or a pile the player saw), or the only unseen one; or, drawn from within the
            # deck by an ability, one of the cards the player can tell are there.
            unseen = {card_name(c) for c in state.deck[state.known_top :]}
            if reason.to == DRAWN:
                assert reason.card in unseen, puzzle.id
            else:
                assert reason.card not in unseen or len(unseen) == 1, puzzle.id
            assert reason.to in (STATEMENT, SEEN, PLACED, HAND, DRAWN)
            if reason.to == SEEN:
                assert reason.card in {card_name(c) for c in state.deck[: state.known_top]}, puzzle.id
            if reason.to == PLACED:
                assert reason.card in {card_name(c) for c in state.hand}, puzzle.id
        _after, events = apply_answering(state, puzzle.answer)
        one_outcome = len(outcomes(canonical(state), puzzle.answer)) == 1
        from_deck = [e for e in events if isinstance(e, Statement) or (isinstance(e, Moved) and e.source == "deck")]
        if reveals_information(events) and one_outcome and from_deck:
            # The answer's own move shows a card the player already knew: the old panel said
            # "depends on a card not known yet" here; the reason names it.
            assert reason.card, puzzle.id
    assert kinds[KNOWN_THEN_UNKNOWN] + kinds[KNOWN_DECIDES] >= 30  # the King of Leaves' swaps, seen tops
    assert kinds[SURE] > 0 and kinds[UNKNOWN] > 0


def test_the_seen_top_card_is_the_reason_of_a_king_of_leaves_swap():
    book = load_puzzle_book()
    puzzle = book.by_id["000015-51"]  # the King of Leaves: which card becomes the next statement
    reason = solution_reason(position_of(puzzle), [puzzle.answer], puzzle.answer_success)
    assert (reason.kind, reason.card, reason.to) == (KNOWN_THEN_UNKNOWN, "4E", PLACED)
    sure = book.by_id["00006T-18"]  # won for sure once the known card is the statement
    reason = solution_reason(position_of(sure), [sure.answer], sure.answer_success)
    assert (reason.kind, reason.card) == (KNOWN_DECIDES, "3F")


def test_a_wrong_move_that_ends_the_visit_says_it_is_lost():
    book = load_puzzle_book()
    for puzzle in book.puzzles:
        state = position_of(puzzle)
        for option in puzzle.options:
            if option.success > TOLERANCE:
                continue
            effect = answer_effect(state, option.action)
            after, _events = apply_answering(state, option.action)
            if after.kingdom.visiting is None:
                assert effect is not None and effect.kind == LOSES_VISIT
                return
    raise AssertionError("no shipped puzzle has a move that ends the visit lost")
