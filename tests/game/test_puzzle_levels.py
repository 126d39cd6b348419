"""The puzzle book's levels: each level mixes the kinds of answer, and an answer the count alone
shows (the fief that asks for the dialogues won, a dialogue given away once the count is reached)
is graded easy (a first-time player found a level-5 puzzle obvious, and levels 1 and 3 all
"give this dialogue away")."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import pairwise

from forNorthwood import i18n
from forNorthwood.ai.infoset import canonical, unseen
from forNorthwood.ai.policy import greedy_action
from forNorthwood.game.puzzles import (
    ANSWER_KINDS,
    LEVELS,
    ONLY,
    Features,
    abilities_involved,
    answer_kind,
    grade,
    levelled,
    plain_answer,
    position_of,
)
from forNorthwood.i18n.puzzles_text import level_text
from forNorthwood.persistence.puzzle_files import load_puzzle_book

BOOK = load_puzzle_book()
KINDS = {p.id: answer_kind(position_of(p), p.answer) for p in BOOK.puzzles}


def test_every_level_mixes_the_kinds_of_answer():
    for level in LEVELS:
        kinds = Counter(KINDS[p.id] for p in BOOK.puzzles if p.level == level)
        total = sum(kinds.values())
        assert len(kinds) >= 4, (level, kinds)  # of the five kinds
        assert max(kinds.values()) <= 0.5 * total, (level, kinds)  # no kind is most of a level


def test_the_shipped_levels_are_the_book_s_own_levelling():
    puzzles = list(BOOK.puzzles)
    assert levelled(puzzles, [KINDS[p.id] for p in puzzles]) == tuple(puzzles)
    assert set(KINDS.values()) <= set(ANSWER_KINDS)


def test_an_answer_the_count_alone_shows_is_never_in_the_hardest_levels():
    plain = [p for p in BOOK.puzzles if plain_answer(position_of(p), p.answer)]
    assert plain  # the fief that asks for what was won; a dialogue given away once the count is reached
    for puzzle in plain:
        state = position_of(puzzle)
        assert puzzle.level <= 3, (puzzle.id, puzzle.level, KINDS[puzzle.id], len(state.score))


def test_plain_answers_lower_the_score_and_levels_go_by_rank_within_a_kind():
    hard = Features(options=4, hand=5, unseen=10, abilities=("PL",), greedy_finds=False, only=True, margin=1.0)
    assert grade(replace(hard, plain=True)) < grade(hard)
    puzzles = sorted(BOOK.puzzles, key=lambda p: p.id)[:10]
    scored = [replace(p, score=n, level=1) for n, p in enumerate(puzzles)]
    assert [p.level for p in levelled(scored, ["wins"] * 10)] == [1, 1, 1, 2, 2, 3, 3, 3, 4, 5]
    # two kinds: each spreads over the levels on its own
    mixed = levelled(scored, ["wins", "gives"] * 5)
    assert [p.level for p in mixed[::2]] == [1, 1, 2, 3, 4] and [p.level for p in mixed[1::2]] == [1, 1, 2, 3, 4]


def _features(puzzle) -> Features:
    """A shipped puzzle's features, worked out again from its position (as the finder does)."""
    state = position_of(puzzle)
    ranked = sorted(o.success for o in puzzle.options)
    return Features(
        options=len(puzzle.options),
        hand=len(state.hand),
        unseen=len(unseen(state)),
        abilities=abilities_involved(state),
        greedy_finds=greedy_action(canonical(state)) == puzzle.answer,
        only=puzzle.kind == ONLY,
        margin=ranked[-1] - ranked[-2],
        plain=plain_answer(state, puzzle.answer),
    )


FEATURES = {p.id: _features(p) for p in BOOK.puzzles}


def test_the_shipped_scores_are_the_grade_s_own():
    for puzzle in BOOK.puzzles:
        assert puzzle.score == grade(FEATURES[puzzle.id]), puzzle.id


def test_each_level_is_harder_than_the_one_before_in_what_a_player_sees():
    """What the puzzles' screen says of each level holds of the shipped book: more moves to choose
    from, more cards in hand, the obvious move (the quick rule of thumb's) wrong more often; level 1
    is two moves, most of them shown by the count alone (levels 1 to 3 had the same moves and cards)."""
    profile = []
    for level in LEVELS:
        features = [FEATURES[p.id] for p in BOOK.puzzles if p.level == level]
        n = len(features)
        profile.append(
            (
                sum(f.options for f in features) / n,
                sum(f.hand for f in features) / n,
                sum(not f.greedy_finds for f in features) / n,
            )
        )
        if level == 1:
            assert all(f.options == 2 for f in features) and sum(f.plain for f in features) > n / 2
    for easier, harder in pairwise(profile):
        assert all(b >= a for a, b in zip(easier, harder, strict=True)), profile
    assert profile[-1][0] > profile[0][0] + 1 and profile[-1][1] > profile[0][1] + 2, profile
    texts = [level_text(level) for level in LEVELS]
    assert all(texts) and len(set(texts)) == len(texts)


def test_the_hardest_levels_are_mostly_three_moves_or_more():
    """A first-time player solved levels 1, 3 and 4 with two moves to choose from, one obvious: a
    fifth of each kind of answer a level left level 4 62% two moves (no "ally" or "reveals" answer
    has more). Levels 4 and 5 are now mostly three moves or more, levels 1 and 2 mostly two."""
    for level in LEVELS:
        options = [FEATURES[p.id].options for p in BOOK.puzzles if p.level == level]
        many = sum(n > 2 for n in options) / len(options)
        assert (many > 0.5) if level >= 4 else (many < 0.5), (level, many)
        if level <= 2:
            assert many < 0.25, (level, many)


#: What each level's line says of the obvious move (the quick rule of thumb's), and the shares of
#: its puzzles where it fails that make the words true. A player solved a level-4 puzzle with the
#: obvious move and read "the obvious one often fails" as a contradiction: the lines give the share.
OBVIOUS_FAILS = {
    3: ("sometimes fails", 0.1, 0.35),
    4: ("fails half the time", 0.4, 0.6),
    5: ("fails 3 times in 5", 0.55, 0.68),
}


def test_the_level_lines_say_how_often_the_obvious_move_fails_in_the_book():
    with i18n.speaking("en"):
        for level in LEVELS:
            features = [FEATURES[p.id] for p in BOOK.puzzles if p.level == level]
            fails = sum(not f.greedy_finds for f in features) / len(features)
            if level not in OBVIOUS_FAILS:
                assert "obvious" not in level_text(level) and fails < 0.25, (level, fails)
                continue
            words, least, most = OBVIOUS_FAILS[level]
            assert words in level_text(level), level
            assert least < fails < most, (level, fails)


#: What the level lines say of the moves to choose from: the words, and the least and most share
#: of the level's puzzles with three or more (a player met two moves in levels 1 to 4 after
#: reading "more moves" under levels 3 and 4).
MOVES = {
    1: ("Two moves", 0.0, 0.0),
    3: ("Some have three moves", 0.25, 0.6),
    4: ("Often three or four moves", 0.5, 0.8),
    5: ("The most moves", 0.7, 1.0),
}


def test_the_level_lines_say_how_many_moves_their_puzzles_have():
    with i18n.speaking("en"):
        for level, (words, least, most) in MOVES.items():
            puzzles = [p for p in BOOK.puzzles if p.level == level]
            share = sum(len(p.options) >= 3 for p in puzzles) / len(puzzles)
            assert words in level_text(level), level
            assert least <= share <= most, (level, share)
