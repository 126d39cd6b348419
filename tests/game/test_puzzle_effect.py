"""What a puzzle's best move does, told from the rules' own result of playing it: true for every
shipped puzzle (checked against the position after the move and the exact solver's odds)."""

from __future__ import annotations

from collections import Counter

from forNorthwood.core import actions as A
from forNorthwood.game.puzzle_effect import (
    GIVES_DIALOGUE,
    MOVES_VISIT,
    REVEALS,
    USES_ALLY,
    WINS_DIALOGUE,
    WINS_VISIT,
    answer_effect,
    kept_allies_matter,
)
from forNorthwood.game.puzzles import position_of
from forNorthwood.game.session import apply_answering
from forNorthwood.i18n import puzzles_text
from forNorthwood.persistence.puzzle_files import load_puzzle_book


def test_every_shipped_puzzle_s_effect_is_true():
    kinds: Counter[str | None] = Counter()
    for puzzle in load_puzzle_book().puzzles:
        state = position_of(puzzle)
        effect = answer_effect(state, puzzle.answer)
        kinds[None if effect is None else effect.kind] += 1
        if effect is None:
            continue
        after, _events = apply_answering(state, puzzle.answer)
        fief = state.kingdom.visiting
        if effect.kind in (WINS_DIALOGUE, GIVES_DIALOGUE):
            assert isinstance(puzzle.answer, A.Play) and after.kingdom.visiting == fief == effect.target
            assert effect.won == len(after.score) == len(state.score) + (effect.kind == WINS_DIALOGUE)
        elif effect.kind == MOVES_VISIT:
            assert after.kingdom.visiting == effect.fief == effect.target != fief
            assert effect.won == len(after.score)
        elif effect.kind == WINS_VISIT:
            assert after.kingdom.visiting is None and puzzle.answer_success == 1.0  # won: certain
        elif effect.kind == REVEALS:
            assert puzzle.answer == A.Reveal() and effect.ready >= 1
            assert effect.ready == sum(not slot.exhausted for slot in after.kingdom.allies)
        else:
            assert effect.kind == USES_ALLY and puzzle.answer == A.Activate(effect.slot)
    # Most puzzles get a plain explanation; those left are an ability's questions, shown by the line.
    assert sum(n for kind, n in kinds.items() if kind is not None) >= 0.8 * sum(kinds.values()), kinds


def test_an_ability_that_asks_a_question_is_told_by_what_its_answer_does():
    """The Korean reader: in 00000J-66 the answer is the Prince of Leaves; it moves the visit only
    once the fief is picked, so its effect was told as "uses the ally now". With the solution's line
    after it, the effect is the visit moved."""
    from forNorthwood.game.puzzles import solution

    (puzzle,) = [p for p in load_puzzle_book().puzzles if p.id == "00000J-66"]
    state = position_of(puzzle)
    assert isinstance(puzzle.answer, A.Activate)
    assert answer_effect(state, puzzle.answer).kind == USES_ALLY  # alone, the question is still open
    line = solution(puzzle)
    effect = answer_effect(state, puzzle.answer, [step.action for step in line.line[1:]])
    assert effect is not None and effect.kind == MOVES_VISIT and effect.fief != state.kingdom.visiting


def test_allies_are_kept_for_a_later_statement_only_when_one_comes():
    """One card in hand: the statement revealed is the visit's last, no ally is kept for later."""
    book = load_puzzle_book()
    said = {True: 0, False: 0}
    for puzzle in book.puzzles:
        if not isinstance(puzzle.answer, A.Reveal):
            continue
        state = position_of(puzzle)
        effect = answer_effect(state, puzzle.answer)
        if effect is None or not effect.ready:
            continue
        assert effect.last == (len(state.hand) <= 1 or len(state.deck) <= 1)
        words = puzzles_text.effect_text(
            effect.kind, effect.fief, effect.target, effect.won, effect.slot, effect.ready, last=effect.last
        )
        assert ("later statement" in words) != effect.last, words
        said[effect.last] += 1
    assert said[True] and said[False]  # both are in the book (00004S-124: one card in hand)


def test_an_ally_kept_matters_only_when_the_chance_with_it_is_above_the_chance_without():
    book = load_puzzle_book()
    helpless, helpful = book.by_id["00000A-102"], book.by_id["00000V-41"]
    assert isinstance(helpless.answer, A.Reveal) and isinstance(helpful.answer, A.Reveal)
    assert not kept_allies_matter(position_of(helpless), helpless.answer)
    assert kept_allies_matter(position_of(helpful), helpful.answer)
