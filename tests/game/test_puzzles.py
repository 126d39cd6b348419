"""The shipped puzzle book: every answer is the exact solver's; damaged books are refused.

Checking a puzzle searches its position exactly: the finder keeps only positions the
solver settles within a small node limit, so the whole book is checked in seconds.
"""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from forNorthwood.core import legal_actions
from forNorthwood.core.actions import Activate
from forNorthwood.game.puzzles import (
    ANSWER_KINDS,
    DIVERGED,
    FOREIGN,
    FUTURE,
    INVALID,
    LEVELS,
    MIN_MARGIN,
    ONLY,
    PUZZLES_VERSION,
    TOLERANCE,
    Puzzle,
    PuzzleProblem,
    PuzzleResult,
    PuzzleStats,
    answer_kind,
    at_level,
    book_from_document,
    book_from_text,
    book_text,
    by_difficulty,
    check_answer,
    daily_puzzle,
    exact_options,
    next_in_course,
    position_of,
    puzzle_stats_from_json,
    solution,
)
from forNorthwood.persistence.puzzle_files import load_puzzle_book

BOOK = load_puzzle_book()


def _check(puzzle: Puzzle) -> None:
    state = position_of(puzzle)
    options = exact_options(state)
    assert [o.action for o in options] == [o.action for o in puzzle.options] == list(legal_actions(state))
    for exact, kept in zip(options, puzzle.options, strict=True):
        assert exact.success == pytest.approx(kept.success, abs=TOLERANCE)
    best = max(o.success for o in options)
    answer = next(o.success for o in options if o.action == puzzle.answer)
    assert answer == pytest.approx(best, abs=TOLERANCE)
    others = [o.success for o in options if o.action != puzzle.answer]
    assert answer - max(others) >= MIN_MARGIN - TOLERANCE or max(others) <= TOLERANCE


def test_the_book_holds_at_least_200_puzzles_of_every_level():
    assert len(BOOK.puzzles) >= 200
    assert {p.level for p in BOOK.puzzles} == set(LEVELS)
    assert sum(p.kind == ONLY for p in BOOK.puzzles) and sum(p.kind != ONLY for p in BOOK.puzzles)
    assert any(p.abilities for p in BOOK.puzzles)


def test_every_answer_is_the_exact_solvers():
    for puzzle in BOOK.puzzles:
        _check(puzzle)


def test_the_book_is_written_back_byte_for_byte():
    from importlib import resources

    shipped = resources.files("forNorthwood.game").joinpath("puzzles.json").read_text(encoding="utf-8")
    assert book_text(BOOK) == shipped


def test_answers_are_checked_and_solved_with_the_odds_of_every_option():
    puzzle = by_difficulty(BOOK)[0]
    verdict = check_answer(puzzle, puzzle.answer)
    assert verdict.correct and verdict.success == pytest.approx(puzzle.answer_success, abs=TOLERANCE)
    wrong = next(o for o in puzzle.options if o.action != puzzle.answer)
    verdict = check_answer(puzzle, wrong.action)
    assert not verdict.correct and verdict.success == pytest.approx(wrong.success, abs=TOLERANCE)
    assert verdict.best_success == pytest.approx(puzzle.answer_success, abs=TOLERANCE)
    found = solution(puzzle)
    assert found.line[0].action == puzzle.answer
    assert found.options[0].action == puzzle.answer
    assert [o.success for o in found.options] == sorted((o.success for o in found.options), reverse=True)
    with pytest.raises(PuzzleProblem) as refused:
        other = next(p for p in BOOK.puzzles if p.options[0].action not in {o.action for o in puzzle.options})
        check_answer(puzzle, other.options[0].action)
    assert refused.value.code == DIVERGED


def test_a_solution_follows_what_an_ally_asks_until_a_card_is_seen():
    for puzzle in [p for p in BOOK.puzzles if isinstance(p.answer, Activate)][:2]:
        line = solution(puzzle).line
        assert line[0].action == puzzle.answer
        for step in line:
            assert len(step.options) >= 2
            assert max(o.success for o in step.options) == next(
                o.success for o in step.options if o.action == step.action
            )


def test_the_daily_puzzle_is_the_same_for_everyone_on_a_date():
    day = date(2026, 12, 3)
    assert daily_puzzle(BOOK, day) == daily_puzzle(book_from_text(book_text(BOOK)), day)
    week = {daily_puzzle(BOOK, day + timedelta(days=n)).id for n in range(7)}
    assert len(week) > 1


def test_puzzles_go_from_easy_to_hard():
    ordered = by_difficulty(BOOK)
    keys = [(p.level, p.score) for p in ordered]
    assert keys == sorted(keys) and len(ordered) == len(BOOK.puzzles)
    assert sum(len(at_level(BOOK, level)) for level in LEVELS) == len(BOOK.puzzles)
    for level in LEVELS:
        assert {p.id for p in at_level(BOOK, level)} == {p.id for p in BOOK.puzzles if p.level == level}


def _shape(puzzle: Puzzle) -> tuple[int, bool, str, bool]:
    """What a player sees of a puzzle's shape: the moves to choose from, whether the fief's count is
    reached already, the kind of answer, whether an ability is in play."""
    state = position_of(puzzle)
    fief = state.kingdom.visiting
    reached = fief is not None and len(state.score) >= fief
    return len(puzzle.options), reached, answer_kind(state, puzzle.answer), bool(puzzle.abilities)


def test_each_level_opens_with_typical_puzzles_of_different_shapes():
    """A level's course opens with a puzzle of the level's middle difficulty, not its easiest, and
    its first puzzles differ in shape (opening with the easiest, levels 1 to 3 all opened with a
    dialogue to give away at the fief's count, two cards, one at 0%)."""
    openers = []
    for level in LEVELS:
        course = at_level(BOOK, level)
        scores = sorted(p.score for p in course)
        quarter = len(scores) // 4
        assert scores[quarter] <= course[0].score <= scores[-1 - quarter], level
        shapes = [_shape(p) for p in course[: len(ANSWER_KINDS)]]
        assert len({kind for _options, _reached, kind, _ability in shapes}) == len(ANSWER_KINDS), (level, shapes)
        openers.append(shapes[0])
    assert len(set(openers[:3])) == 3, openers[:3]


# -- damaged books ---------------------------------------------------------------------------


def _document() -> dict:
    return json.loads(book_text(BOOK))


def _refused(document: object) -> str:
    with pytest.raises(PuzzleProblem) as refused:
        book_from_document(document)
    return refused.value.code


def test_books_of_another_kind_or_version_are_refused():
    document = _document()
    assert _refused([]) == FOREIGN
    assert _refused({**document, "kind": "fornorthwood-save"}) == FOREIGN
    assert _refused({**document, "version": PUZZLES_VERSION + 1}) == FUTURE
    assert _refused({**document, "version": 0}) == INVALID
    assert _refused({**document, "version": "1"}) == INVALID
    assert _refused({**document, "puzzles": []}) == INVALID
    for text in (b"", b"{", b"\xff\xfe", "[" * 100_000):
        with pytest.raises(PuzzleProblem) as refused:
            book_from_text(text)
        assert refused.value.code == INVALID


@pytest.mark.parametrize(
    "change",
    [
        {"seed": -1},
        {"seed": "3"},
        {"setup": "other"},
        {"threshold": 17},
        {"level": 9},
        {"score": -1},
        {"abilities": ["ZZ"]},
        {"digest": "nothex"},
        {"actions": "f3 zz"},
        {"actions": 3},
        {"answer": "p9Z"},
        {"odds": []},
        {"odds": [["p1C", 2.0], ["p2C", 0.0]]},
        {"odds": [["p1C", 0.5], ["p1C", 0.0]]},
        {"id": ""},
        {"id": None},
    ],
)
def test_damaged_puzzles_are_refused(change):
    document = _document()
    document["puzzles"][0] = {**document["puzzles"][0], **change}
    assert _refused(document) == INVALID


def test_a_missing_field_an_answer_not_best_or_a_doubled_id_are_refused():
    document = _document()
    first = document["puzzles"][0]
    assert _refused({**document, "puzzles": [{k: v for k, v in first.items() if k != "odds"}]}) == INVALID
    assert _refused({**document, "puzzles": [first, first]}) == INVALID
    other = next(code for code, _ in first["odds"] if code != first["answer"])
    assert _refused({**document, "puzzles": [{**first, "answer": other}]}) == INVALID
    assert _refused({**document, "puzzles": ["puzzle"]}) == INVALID


def test_a_puzzle_whose_position_is_not_reached_is_refused_when_opened():
    document = _document()
    first = document["puzzles"][0]
    for change in ({"seed": first["seed"] + 1}, {"digest": "0" * 32}, {"actions": first["actions"].rsplit(" ", 1)[0]}):
        puzzle = book_from_document({**document, "puzzles": [{**first, **change}]}).puzzles[0]
        with pytest.raises(PuzzleProblem) as refused:
            position_of(puzzle)
        assert refused.value.code == DIVERGED


# -- the player's results ---------------------------------------------------------------------


def test_stats_count_first_tries_and_the_streak():
    stats = PuzzleStats()
    day = date(2026, 12, 3)
    stats = stats.answered("a", True, day)
    stats = stats.answered("b", True)
    assert (stats.streak, stats.best_streak, stats.solved_first_try) == (2, 2, 2)
    stats = stats.answered("c", False)
    assert (stats.streak, stats.best_streak, stats.solved, stats.tried) == (0, 2, 2, 3)
    stats = stats.answered("c", True)  # solved at the second answer: no first try, no streak
    assert (stats.streak, stats.solved, stats.solved_first_try) == (0, 3, 2)
    assert stats.results["c"].tries == 2 and not stats.results["c"].first_try
    stats = stats.answered("a", False)  # a solved puzzle tried again stays solved first try
    assert stats.results["a"].first_try and stats.streak == 0
    assert stats.daily_done(day) and not stats.daily_done(day + timedelta(days=1))
    assert puzzle_stats_from_json(json.loads(json.dumps(stats.to_json()))) == stats
    first = by_difficulty(BOOK)[0]
    assert stats.next_puzzle(BOOK) == first
    assert stats.answered(first.id, True).next_puzzle(BOOK) == by_difficulty(BOOK)[1]


@pytest.mark.parametrize(
    "change",
    [
        {"kind": "x"},
        {"version": 2},
        {"version": 0},
        {"streak": -1},
        {"streak": 5, "best_streak": 1},
        {"results": []},
        {"results": {"a": {"tries": 0, "solved": True, "first_try": True}}},
        {"results": {"a": {"tries": 1, "solved": False, "first_try": True}}},
        {"results": {"a": 3}},
        {"dailies": ["yesterday"]},
        {"dailies": "2026-12-03"},
    ],
)
def test_damaged_stats_are_refused(change):
    document = {**PuzzleStats().answered("a", True).to_json(), **change}
    with pytest.raises(PuzzleProblem):
        puzzle_stats_from_json(document)


def test_the_easiest_not_solved_course_keeps_to_the_lowest_level_not_solved():
    """After the last level-1 puzzle, a level-1 puzzle passed over comes back before level 2."""
    ones = [p for p in by_difficulty(BOOK) if p.level == 1]
    stats = PuzzleStats()
    found = next_in_course(BOOK, stats, None, ones[-1].id)
    assert found == ones[0]
    solved = PuzzleStats(results={p.id: PuzzleResult(1, True, True) for p in ones})
    twos = [p for p in by_difficulty(BOOK) if p.level == 2]
    assert next_in_course(BOOK, solved, None, ones[-1].id) == twos[0]
    assert next_in_course(BOOK, stats, None) == ones[0]
    # A level's own course goes on after the puzzle, as before.
    assert next_in_course(BOOK, stats, 2, at_level(BOOK, 2)[0].id) == at_level(BOOK, 2)[1]


def test_no_step_of_a_shipped_solution_is_forced():
    """Every "Then …" step of every shipped puzzle's line is a choice: a step with one legal
    action would read as one ("Then choose fief 3" where nothing else could be done)."""
    stepped = 0
    for puzzle in BOOK.puzzles:
        found = solution(puzzle)
        for step in found.line:
            assert len(step.options) >= 2, (puzzle.id, step.action)
        stepped += len(found.line) > 1
    assert stepped >= 10  # lines that go on past the answer are checked, not only answers
