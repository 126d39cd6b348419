"""Count the shipped book's wrong answers whose explanation says why they are worse.

Each wrong answer of every puzzle is checked as the puzzles' screen checks it
(``game.puzzle_check.check``) and sorted by its kind (a card ``pick`` of an ability's
question, a card ``play``ed, an ``ally`` used, any ``other`` move) and by whether it loses the
visit for sure (``sure``: the exact solver gives it 0%) or only in chance (``chance``):

    python scripts/puzzle_why.py [--book FILE] [--list]

``--list`` prints each wrong answer still told no reason (puzzle id, move code, its chance and
the answer's). The next line counts the wrong answers that give a card reason (a card kept, the
unseen cards of its suit, a known next statement answered, or the next statements that lose the
visit: ``Checked.cards``), and how many of them without ``Checked.cards`` (the count before it was
told). The last line counts the right answers that say why other options are worse
(``Checked.others`` and ``counts``: up to two options).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from forNorthwood.core import actions as A
from forNorthwood.game.action_codes import action_code
from forNorthwood.game.puzzle_check import Checked, check
from forNorthwood.game.puzzles import TOLERANCE, book_from_text, position_of

BOOK = Path(__file__).resolve().parents[1] / "forNorthwood" / "game" / "puzzles.json"


def kind_of(action: A.Action) -> str:
    """``pick``, ``play``, ``ally`` or ``other``."""
    if isinstance(action, A.PickCard | A.PickSuit | A.PickFief | A.PickSlot | A.PickOption):
        return "pick"
    if isinstance(action, A.Play):
        return "play"
    if isinstance(action, A.Activate):
        return "ally"
    return "other"


def card_reason(checked: Checked, statements: bool = True) -> bool:
    """Whether the explanation of a wrong answer names the cards that decide (not only the odds or
    the count): with ``statements``, the next statements that lose the visit count too."""
    short = checked.shortfall
    found = (checked.kept, checked.suit_count, checked.given_reply, short if short and short.statement else None)
    return any(r is not None for r in found) or (statements and checked.cards is not None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--book", type=Path, default=BOOK)
    parser.add_argument("--list", action="store_true", help="print the wrong answers told no reason")
    args = parser.parse_args()
    book = book_from_text(args.book.read_text(encoding="utf-8"))
    told: Counter[tuple[str, str, bool]] = Counter()
    right: Counter[str] = Counter()
    cards: Counter[bool] = Counter()  # a card reason, with the statements (True) and without (False)
    for puzzle in book.puzzles:
        state = position_of(puzzle)
        best = check(puzzle, state, puzzle.answer, lambda: False)
        others = len(best.others) + len(best.counts)
        wanted = min(2, len(puzzle.options) - 1)
        right["all" if others >= wanted else "some" if others else "none"] += 1
        for option in puzzle.options:
            if option.action == puzzle.answer:
                continue
            checked: Checked = check(puzzle, state, option.action, lambda: False)
            chance = "sure" if option.success <= TOLERANCE else "chance"
            why = checked.says_why(option.action)
            cards[True] += card_reason(checked)
            cards[False] += card_reason(checked, statements=False)
            told[kind_of(option.action), chance, why] += 1
            if args.list and not why:
                code = action_code(option.action)
                print(f"{puzzle.id} {code} {chance} {option.success:.3f} vs {puzzle.answer_success:.3f}")
    total = sum(told.values())
    with_reason = sum(n for (_k, _c, why), n in told.items() if why)
    print(f"wrong answers: {total}, with a reason: {with_reason}, without: {total - with_reason}")
    for kind in ("pick", "play", "ally", "other"):
        for chance in ("sure", "chance"):
            yes, no = told[kind, chance, True], told[kind, chance, False]
            if yes or no:
                print(f"  {kind:5} {chance:6}  with {yes:3}  without {no:3}")
    print(f"wrong answers with a card reason: {cards[True]} (without the next statements told: {cards[False]})")
    print(
        f"right answers: {right.total()}, saying why the other options are worse (up to two): "
        f"all {right['all']}, some {right['some']}, none {right['none']}"
    )


if __name__ == "__main__":
    main()
