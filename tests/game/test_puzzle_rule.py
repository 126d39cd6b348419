"""The rule that decides a puzzle's moves (``game.puzzle_rule``): every rule told over the shipped
book is true of its puzzle, by the rules of a dialogue and by the position after the move."""

from __future__ import annotations

from collections import Counter

from forNorthwood.ai.infoset import unseen
from forNorthwood.core import actions as A
from forNorthwood.core.cards import card_name, card_suit, card_value, parse_card
from forNorthwood.core.rules import response_wins
from forNorthwood.game.puzzle_rule import count_after, kept_beats, kept_count, trump_win
from forNorthwood.game.puzzles import TOLERANCE, position_of
from forNorthwood.game.session import apply_answering
from forNorthwood.persistence.puzzle_files import load_puzzle_book


def test_every_rule_told_over_the_shipped_book_is_true_of_its_puzzle():
    told: Counter[str] = Counter()
    for puzzle in load_puzzle_book().puzzles:
        state = position_of(puzzle)
        trump = state.kingdom.trump
        for option in puzzle.options:
            move = option.action
            card = trump_win(state, move)
            if card:
                told["trump"] += 1
                # A card of the trump suit on a statement of another suit, and it wins the dialogue;
                # of the statement's suit, it would have needed to be higher.
                assert isinstance(move, A.Play) and card_name(move.card) == card, puzzle.id
                played, statement = parse_card(card), state.statement
                assert played is not None and statement is not None and trump is not None
                assert card_suit(played) == trump != card_suit(statement), puzzle.id
                assert response_wins(statement, played, trump), puzzle.id
                after, _events = apply_answering(state, move)
                assert len(after.score) == len(state.score) + 1 or after.kingdom.visiting != state.kingdom.visiting
            elif isinstance(move, A.Play) and state.statement is not None and trump is not None:
                played = move.card
                if card_suit(played) == trump != card_suit(state.statement):
                    raise AssertionError(f"{puzzle.id}: a trump on another suit not told")
            kept = kept_beats(state, move, puzzle.answer)
            if kept is not None:
                told["kept"] += 1
                assert move != puzzle.answer and isinstance(move, A.Play) and kept[0] == card_name(move.card), puzzle.id
                assert isinstance(puzzle.answer, A.Play) and puzzle.answer.card != move.card, puzzle.id
                # The next statement is a card the player knows: seen on top of the deck, or in the hand.
                known = {card_name(c) for c in (*state.deck[: state.known_top], *state.hand)}
                assert kept[1] in known, puzzle.id
                beaten, keeper = parse_card(kept[1]), parse_card(kept[0])
                assert beaten is not None and keeper is not None and response_wins(beaten, keeper, trump), puzzle.id
            if kept is None and (suits := kept_count(state, move, puzzle.answer)) is not None:
                told["suit"] += 1
                _check_suit_count(state, move, puzzle.answer, suits.card, suits.unseen, suits.wins)
            if move != puzzle.answer and option.success <= TOLERANCE:
                count = count_after(state, move)
                if count is None:
                    assert not isinstance(move, A.Activate | A.PickFief), puzzle.id
                    continue
                told["count"] += 1
                assert count.target == count.fief  # a fief asks for as many dialogues as its number
                if isinstance(move, A.PickFief):
                    assert count.ended or (count.fief == move.fief and count.won == len(state.score)), puzzle.id
                if count.ended:
                    assert count.won != count.target, puzzle.id  # a visit ended and lost
                else:
                    # At 0%: more dialogues won than the fief asks for, or too few cards left to reach it
                    # (an ability may still change the count: then only that the fief is not yet won).
                    assert count.won != count.target or count.hand > 0, puzzle.id
    assert told["trump"] >= 10 and told["count"] >= 10 and told["kept"] >= 1 and told["suit"] >= 10, told


def _check_suit_count(state, move, answer, card: str, count: int, wins: bool) -> None:
    """The card the player gave, kept by the best move: every deck card of its suit is lower (it
    wins, and the best move still needs dialogues) or higher (it loses, and the count is reached)."""
    assert isinstance(move, A.Play) and isinstance(answer, A.Play)
    assert card_name(move.card) == card != card_name(answer.card)
    kept = parse_card(card)
    assert kept is not None
    after, _events = apply_answering(state, answer)
    assert kept in after.hand and after.kingdom.visiting == state.kingdom.visiting
    deck = [c for c in state.deck if card_suit(c) == card_suit(kept)]
    assert all((card_value(c) < card_value(kept)) == wins for c in deck)
    assert count == sum(card_suit(c) == card_suit(kept) for c in unseen(state)) > 0
    assert wins == (len(after.score) < (state.kingdom.visiting or 0))


def test_the_level_5_fief_answer_says_what_the_other_fief_asks_against_what_was_won():
    book = load_puzzle_book()
    puzzle = book.by_id["00000S-19"]  # pick fief 4 (4 won); fief 2 cannot be won
    state = position_of(puzzle)
    count = count_after(state, A.PickFief(2))
    assert count is not None and (count.fief, count.target, count.won, count.ended) == (2, 2, 4, False)
