"""Find puzzles in seeded games with the exact solver and write the game's puzzle book.

Plays one game per seed (``forNorthwood.game.puzzle_finder``: a greedy player that uses
its allies often), keeps every position where the exact solver proves one action the
only winning line or ahead of the next by 25 points, grades it (options, cards left,
abilities, whether the greedy rule finds it, whether the count alone shows it), gives the
levels over the whole book so that each mixes the kinds of answer (``puzzles.levelled``),
and writes the book the game ships (``forNorthwood/game/puzzles.json``) with a line per puzzle:

    python scripts/find_puzzles.py [--games 260] [--seed 0] [--seeds S ...] [--out FILE] [--jobs N] [--check]
    python scripts/find_puzzles.py --profile [--out FILE]
    python scripts/find_puzzles.py --relevel [--out FILE]

Each game depends only on its seed and the results are gathered in the seeds' order, so
the same seeds always give the same file, byte for byte, for any ``--jobs``. ``--check``
writes nothing: it says whether the file at ``--out`` is the one these seeds give.
Both print each level's profile (what the puzzles' screen says of the levels): the moves to
choose from, the cards in hand (the dialogues still to play), the share with an ability in
play, the share the quick rule of thumb solves, and the score; ``--profile`` prints only the
profile of the book at ``--out``, searching nothing. ``--relevel`` gives the book at ``--out``
its levels again (``puzzles.levelled``, after a change to it) without the solver: the file the
search of the same seeds writes, since the search's puzzles and scores are the book's.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from jobs import Clock, add_jobs_argument, ordered_map

from forNorthwood.ai.infoset import canonical
from forNorthwood.ai.policy import greedy_action
from forNorthwood.game.puzzle_finder import book_of, puzzles_in_game
from forNorthwood.game.puzzles import LEVELS, Puzzle, PuzzleBook, book_from_text, book_text, position_of

BOOK = Path(__file__).resolve().parents[1] / "forNorthwood" / "game" / "puzzles.json"


def find(seeds: list[int], jobs: int) -> list[Puzzle]:
    """Every puzzle of these seeds' games, in the seeds' order."""
    found: list[Puzzle] = []
    for puzzles in ordered_map(puzzles_in_game, seeds, jobs):
        found.extend(puzzles)
    return list(book_of(found))


def profile(puzzles: Sequence[Puzzle]) -> list[str]:
    """A line per level: its moves to choose from (least-most, mean), the mean cards in hand, the
    share with an ability in play, the share the rule of thumb solves, and the mean score."""
    lines = []
    for level in LEVELS:
        at = [p for p in puzzles if p.level == level]
        if not at:
            continue
        states = [position_of(p) for p in at]
        moves = [len(p.options) for p in at]
        hand = sum(len(s.hand) for s in states) / len(at)
        ability = sum(bool(p.abilities) for p in at) / len(at)
        greedy = sum(greedy_action(canonical(s)) == p.answer for p, s in zip(at, states, strict=True)) / len(at)
        score = sum(p.score for p in at) / len(at)
        lines.append(
            f"level {level}: {len(at)} puzzles; moves {min(moves)}-{max(moves)} (mean {sum(moves) / len(at):.2f}); "
            f"cards in hand {hand:.2f}; an ability {ability:.0%}; rule of thumb solves {greedy:.0%}; score {score:.2f}"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=260, help="games to play (one per seed)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    parser.add_argument("--seeds", type=int, nargs="+", default=None, help="these seeds instead of --games from --seed")
    parser.add_argument("--out", type=Path, default=BOOK)
    parser.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    parser.add_argument("--profile", action="store_true", help="only print the profile of each level of --out")
    parser.add_argument("--relevel", action="store_true", help="level the book at --out again, searching nothing")
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    if args.profile:
        print("\n".join(profile(book_from_text(args.out.read_text(encoding="utf-8")).puzzles)))
        return 0
    if args.relevel:
        puzzles = list(book_of(list(book_from_text(args.out.read_text(encoding="utf-8")).puzzles)))
        args.out.write_text(book_text(PuzzleBook.of(puzzles)), encoding="utf-8")
        print("\n".join(profile(puzzles)))
        return 0
    clock = Clock()
    seeds = args.seeds if args.seeds else list(range(args.seed, args.seed + args.games))
    puzzles = find(seeds, args.jobs)
    if not puzzles:
        print("no puzzle found")
        return 1
    text = book_text(PuzzleBook.of(puzzles))
    levels = Counter(p.level for p in puzzles)
    kinds = Counter(p.kind for p in puzzles)
    shown = f"{seeds[0]}..{seeds[-1]}" if seeds == list(range(seeds[0], seeds[-1] + 1)) else " ".join(map(str, seeds))
    print(f"{len(puzzles)} puzzles in {len(seeds)} games (seeds {shown})")
    print("levels: " + ", ".join(f"{level}: {levels[level]}" for level in LEVELS))
    print("answers: " + ", ".join(f"{kind}: {count}" for kind, count in sorted(kinds.items())))
    print("\n".join(profile(puzzles)))
    print(f"{len(text.encode('utf-8'))} bytes; {clock.line(len(seeds), 'games', args.jobs)}")
    if args.check:
        same = args.out.is_file() and args.out.read_text(encoding="utf-8") == text
        print(f"{args.out}: {'the same' if same else 'DIFFERENT'}")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    print(f"written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
