"""What an ally kept by a puzzle's answer does later, in the exact solver's best play: told for
every shipped answer that keeps an ally that matters (``game.puzzle_kept``)."""

from __future__ import annotations

from forNorthwood.core import actions as A
from forNorthwood.game.puzzle_effect import MOVES_VISIT, REVEALS, answer_effect, kept_allies_matter
from forNorthwood.game.puzzle_kept import kept_use
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import puzzles_text, set_language
from forNorthwood.persistence.puzzle_files import load_puzzle_book


def test_the_prince_of_leaves_kept_moves_the_visit_after_the_next_dialogue_won():
    puzzle = load_puzzle_book().by_id["00000V-41"]  # fief 3, 3 won, the Prince of Leaves ready
    state = position_of(puzzle)
    assert isinstance(puzzle.answer, A.Reveal) and len(state.score) == 3
    use = kept_use(state, puzzle.answer)
    assert use is not None
    assert use.ally == "PL" and use.effect.kind == MOVES_VISIT
    assert (use.effect.fief, use.effect.target, use.effect.won) == (4, 4, 4)
    assert (use.before, use.dialogues) == (4, 1)  # after the next dialogue, won
    assert 0.5 < use.chance <= 1


def test_every_shipped_answer_that_keeps_an_ally_says_what_it_does_later():
    set_language("en")
    kept = told = 0
    for puzzle in load_puzzle_book().puzzles:
        if not isinstance(puzzle.answer, A.Reveal):
            continue
        state = position_of(puzzle)
        effect = answer_effect(state, puzzle.answer)
        if effect is None or effect.kind != REVEALS or not effect.ready or effect.last:
            continue
        if not kept_allies_matter(state, puzzle.answer):
            continue
        kept += 1
        use = kept_use(state, puzzle.answer)
        if use is not None:
            e = use.effect
            words = puzzles_text.kept_use_text(
                use.ally, e.kind, e.fief, e.target, e.won, (len(state.score), use.before, use.dialogues)
            )
            assert str(puzzles_text.character_name(use.ally)) in words.replace("\xa0", " ")
            told += 1
    assert kept >= 10 and told == kept


def test_when_the_kept_ally_acts_is_told_from_the_dialogues_between():
    set_language("en")

    def text(*args: object) -> str:
        return puzzles_text.kept_use_text(*args).replace("\xa0", " ")  # type: ignore[arg-type]

    assert text("PL", "moves_visit", 4, 4, 4, (3, 4, 1)).startswith("If you win the next dialogue, the Prince of")
    assert text("PL", "moves_visit", 2, 2, 2, (2, 2, 1)).startswith("If the ruler takes the next dialogue,")
    assert text("KC", "wins_visit", 4, 4, 4, (4, 4, 0)) == (
        "Once the next statement is seen, the King of Claws can end the visit with fief 4 won."
    )
    assert text("QF", "uses_ally", 2, 2, 2, (1, 3, 2)) == (
        "If you win the next two dialogues, the Queen of Flowers can change your count from 3 to 2; "
        "the fief asks for 2."
    )
    assert text("QF", "uses_ally", 2, 2, 1, (1, 2, 2)).startswith(
        "In the best play, once you have won 2 dialogues, the Queen of Flowers"
    )
    # Never "once you have won 0 dialogues": the ruler took both.
    assert text("PL", "moves_visit", 3, 0, 0, (0, 0, 2)).startswith("If the ruler takes the next two dialogues,")
    assert text("JC", "uses_ally", 3, 3, 1, (1, 1, 1)).endswith(
        "it is best to use the Jack of Claws (“Draw up to 8 cards”)."
    )
