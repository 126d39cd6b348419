"""Puzzles for the screens' tests: chosen from the shipped book, answered through real input events."""

from __future__ import annotations

from functools import cache

from forNorthwood.core import Action
from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.game.action_codes import action_of_code
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import Puzzle, PuzzleBook, position_of
from forNorthwood.persistence.puzzle_files import load_puzzle_book
from forNorthwood.ui.app import App
from forNorthwood.ui.scenes.puzzle import Course, open_puzzle
from forNorthwood.ui.scenes.puzzle_solution import solution_picture
from forNorthwood.ui.scenes.puzzles import PuzzlesScene
from forNorthwood.ui.table_places import table_layout

from .input_kit import center_of, click, key, settle, step_until

#: A puzzle with the most options (seven cards to pick: the longest list on the solution's panel).
MANY = "00002R-16"
#: A puzzle whose answer uses an ally, and whose solution's line goes on (the fief it asks for).
ALLY = "00000J-66"


@cache
def book() -> PuzzleBook:
    return load_puzzle_book()


def puzzle(puzzle_id: str) -> Puzzle:
    return book().by_id[puzzle_id]


def explanation(puzzle_id: str, code: str) -> str:
    """The verdict and the explanation of the answer ``code`` to ``puzzle_id`` at 1280×800 (under the
    options, ``more``, or over the hand, ``line``), in the language set, with plain spaces."""
    found = puzzle(puzzle_id)
    state = position_of(found)
    given = action_of_code(code)
    picture = solution_picture(table_layout(1280, 800), found, state, given, check(found, state, given, lambda: False))
    return " ".join(w for w in (picture.verdict, picture.more, picture.line) if w).replace("\xa0", " ")


def wrong(found: Puzzle) -> Action:
    """The worst option of ``found`` (the first of the worst)."""
    return min(found.options, key=lambda o: o.success).action


def show(app: App, found: Puzzle) -> None:
    """Open ``found`` on the table, as the puzzles' screen does."""
    opened = open_puzzle(found, Course(None, PuzzlesScene))
    assert opened is not None
    app.carry_out(opened)
    settle(app)


def answer_with_mouse(app: App, action: Action) -> None:
    """Play ``action`` as a player does with the mouse: a double-click on the card to answer with,
    a click on what an ability asks for, on the ally to use, on Next statement."""
    match action:
        case A.Play(card):
            where = center_of(app, K.Hand(card))
            click(app, where)
            click(app, where)
        case A.PickCard(card):
            click(app, center_of(app, K.Hand(card)))
        case A.Activate(slot) | A.PickSlot(slot):
            click(app, center_of(app, K.Ally(slot)))
            if type(app.scene).__name__ == "ConfirmOverlay":  # an ally that would do nothing asks first
                click(app, center_of(app, "yes"))
        case A.PickFief(fief):
            click(app, center_of(app, K.Fief(fief)))
        case A.Reveal():
            click(app, center_of(app, K.Button("reveal")))
        case A.PickSuit(choice) | A.PickOption(choice):
            click(app, center_of(app, K.Choice(choice)))
        case _:
            raise AssertionError(f"{action} is not a puzzle's move")


def answers(app: App) -> int:
    """Every answer given so far, retries included."""
    return sum(result.tries for result in app.keeper.puzzles.stats.results.values())


def wait_for_verdict(app: App, answers_before: int, timeout: float = 60.0) -> None:
    """Step the app until the exact solver's verdict is in the puzzle statistics."""
    step_until(app, lambda: answers(app) > answers_before, timeout)
    settle(app)


def answer(app: App, action: Action) -> None:
    before = answers(app)
    answer_with_mouse(app, action)
    wait_for_verdict(app, before)


def press_key(app: App, code: int) -> None:
    key(app, code)
    settle(app)
