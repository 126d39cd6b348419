"""A puzzle on the real table: the position of a real game, one move to find.

The puzzle is played on the visit's own table (``VisitScene``) over a ``Session`` started
from the puzzle's position, so the player answers exactly as in a game: a double-click, a
drag onto the trick, the arrows and Enter, a controller. The first move played is the
answer: it is not applied but handed to the exact solver, in the background (the prompt
line counts the seconds while it works); then the solution's panel shows the verdict,
why, every option's odds and the line that follows, and the keeper records the answer in
the puzzle statistics. The table then shows the position after the player's move (a card
answered on the trick, an ability's effect), and its first button (B) the other result: the
best move's, or for a right answer the position before it; the panel lies over the ruler's column
rather than the allies' when the move shown changed an ally (``boards_left``). Retry, Next puzzle and Puzzles
(Esc) take the column of buttons beside the hand; below 1280×800 the explanation covers the
hand's row, and V (the panel's button) shows the hand (``puzzle_explanation``). There is no hint
(it would give the answer away), no undo, and the table never leaves for another screen.

What this scene takes of the visit's internals is kept here, in a few overrides: ``act``
(every input ends there), ``route`` and the table's play never settling a visit (the table
stays on the position), ``buttons``/``commands``/``key_down`` (its own buttons and keys) and
``prompt_text``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from ...core import Action, State
from ...core import actions as A
from ...core.view import TableModel
from ...game import table_keys as K
from ...game.puzzle_check import Checked, check
from ...game.puzzles import Puzzle, PuzzleProblem, Verdict, next_in_course, position_of
from ...game.session import Session
from ...i18n import _
from ...i18n.controls_text import keycap_name
from ...i18n.puzzles_text import checking_text, problem_text, solver_failed_text, stats_line
from .. import assets
from ..buttons import Button
from ..focus import Focusable
from ..frame import Looks, VisitTurn
from ..puzzle_places import moved_left
from ..scene import Context, Goto, SceneMaker, Transition
from ..sections import TableSections
from ..solution_panel import SolutionPicture
from ..still_drawing import StillPicture
from .puzzle_explanation import EXPLANATION, TOGGLE_KEY, SolutionBox
from .puzzle_keys import key_cap, pad_key
from .puzzle_lines import (
    BEFORE,
    BEST,
    YOURS,
    answered_prompt,
    board_label,
    lady_of_eyes_total,
    opening_lines,
    your_move_line,
)
from .puzzle_solution import solution_picture
from .puzzle_table import ally_only, board_of, boards_left, swap_cards
from .visit import VisitScene
from .visit_controls import reveal_button

RETRY = K.Button("retry")
NEXT = K.Button("next_puzzle")
BACK = K.Button("puzzles")
#: Once answered: the table shows the other result (the best move's, or the position before).
BOARD = K.Button("other_board")
#: Puzzles tried in a row when the next ones cannot be played (a book from other rules).
MAX_SKIPPED = 20
#: Posted every second while the exact solver works, so the prompt's seconds move on (the loop
#: sleeps otherwise: the answer itself wakes it, ``game.jobs``' ``on_done``).
TICK = pygame.event.custom_type()


@dataclass(frozen=True)
class Course:
    """The way the player goes through the puzzles: one level (None: the whole book, easiest
    first), and the screen that Puzzles (Esc) goes back to."""

    level: int | None
    back: SceneMaker


def playable(puzzle: Puzzle) -> State | None:
    """The puzzle's position, or None when these rules no longer reach it."""
    try:
        return position_of(puzzle)
    except PuzzleProblem:
        return None


def open_puzzle(puzzle: Puzzle, course: Course) -> Transition | None:
    """Show ``puzzle`` on the table (None when it cannot be played)."""
    state = playable(puzzle)
    if state is None:
        return None
    return Goto(lambda ctx: PuzzleScene(ctx, puzzle, state, course))


class PuzzleScene(VisitScene):
    """One puzzle on the visit's table; the first move played is the answer."""

    def __init__(self, ctx: Context, puzzle: Puzzle, state: State, course: Course) -> None:
        session = Session(puzzle.seed, puzzle.setup, puzzle.threshold, start=state)
        session.sum_before = lady_of_eyes_total(puzzle, state)  # her picks before the position count
        self.puzzle = puzzle
        self.course = course
        self.daily = ctx.keeper.puzzles.is_daily(puzzle)
        self.goals = opening_lines(puzzle, state, self.daily, ctx.keeper.puzzles.stats.results.get(puzzle.id))
        super().__init__(ctx, session, message=self.goals[0])
        # No hint: it would give the answer away. The tutorial's section is inert (no tutorial).
        self.sections = TableSections(self.tutorial)
        self.play.settles = False  # the visit is never finished for the player here
        self.lane = ctx.jobs.lane("puzzle")
        self.given: Action | None = None
        self.submitted = False  # the answer is with the exact solver
        self.asked_at = 0
        self.seconds = 0  # the seconds the check has taken, as the prompt says them
        self.verdict: Verdict | None = None
        self.checked: Checked | None = None  # the solver's verdict, the solution and why
        # The solution's parts: the verdict over the allies' column, the rest under it or over the hand.
        self.box = SolutionBox(self.table.group)
        self.board = ""  # once answered: YOURS, BEST or BEFORE, the position the table shows
        self.board_unknown = False  # the move shown first shows a card not known yet: nothing moved
        self.board_used: tuple[int, str] | None = None  # the move shown only used this ally (slot, character)
        # The boards shown with the panel over the ruler's column, not the allies' (an ally changed there).
        self.left_boards: frozenset[str] = frozenset()
        self.panel_left = False

    def show_message(self) -> None:
        """The message line; while it says the goal, in the longest wording that fits on it."""
        line = self.table.line
        goals = self.goals
        if line.text in goals and not line.error:
            lay = self.layout
            width = lay.message.width - 2 * lay.px(8)
            fits = [g for g in goals if assets.text_width(g, lay.text(19)) <= width]
            wording = fits[0] if fits else goals[-1]
            if wording != line.text:
                line.restate(wording, lay)
                return
        super().show_message()

    def puzzle_state(self) -> State:
        """The puzzle's position (the session never leaves it)."""
        start = self.session.start
        assert start is not None  # a session has its start once built
        return start

    def enter(self) -> None:
        self.lane.cancel()  # an answer of another puzzle still under way is dropped
        super().enter()

    # -- the answer ------------------------------------------------------------------------

    @property
    def answered(self) -> bool:
        return self.verdict is not None

    def act(self, action: Action) -> bool:
        """The first legal move is the answer, checked by the exact solver; the table stays."""
        if self.given is not None:
            self.say(_("You have answered: retry the puzzle, or go on to the next one."), error=True)
            return False
        if action not in self.legal():
            return super().act(action)  # refused: the core's reason, as in a game
        self.given = action
        self.asked_at = self.ctx.now()
        self.seconds = 0
        # The search starts once the table is at rest and drawn (the card let go has glided back):
        # a search under way slows the window's thread (they share the interpreter's lock), which
        # would make the glide stutter.
        self.submitted = False
        # What the line said of how to answer (a first click's "double-click it, to answer") is
        # over: the line keeps the goal, then says the move.
        line = self.table.line
        goal = next((text for text in (f.text for f in line.feed.lines) if text in self.goals), "")
        line.feed.clear()
        line.feed.note(goal)
        self.say(your_move_line(action, self.puzzle_state()))
        self.changed()
        return False

    def submit(self) -> None:
        """Hand the answer to the exact solver, off the window's thread."""
        puzzle, action = self.puzzle, self.given
        assert action is not None
        self.submitted = True
        pygame.time.set_timer(TICK, 1000)
        state = self.puzzle_state()

        def work(stop: Callable[[], bool]) -> Checked:
            return check(puzzle, state, action, stop)

        self.lane.submit((puzzle.id, action), work)

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        changed = super().draw(surface, full)
        if self.given is not None and not self.submitted and not self.table.busy():
            self.submit()
        return changed

    def update(self, now: int) -> Transition | None:
        transition = super().update(now)
        if self.given is not None and self.verdict is None:
            self.poll(now)
        elif self.box.step():
            self.table.stale = True
        return transition

    def poll(self, now: int) -> None:
        """The exact solver's answer, once it is there; meanwhile the seconds on the prompt line."""
        outcome = self.lane.outcome() if self.submitted else None
        if outcome is None:
            seconds = max(0, now - self.asked_at) // 1000
            if seconds != self.seconds:
                self.seconds = seconds
                self.table.stale = True
            return
        pygame.time.set_timer(TICK, 0)
        value = outcome.value
        if outcome.failed or value is None:
            self.given = None
            self.say(solver_failed_text(), error=True)
            self.changed()
            return
        self.verdict, self.checked = value.verdict, value
        self.ctx.keeper.puzzles.answered(self.puzzle, self.verdict.correct)
        self.ctx.sounds.play("won" if self.verdict.correct else "lost")
        stats = self.ctx.keeper.puzzles.stats
        self.say(stats_line(stats.tried, stats.solved_first_try, stats.streak))
        self.focus = NEXT if self.verdict.correct else RETRY
        # The words of a character pointed at (or ringed) before the answer would stand over the verdict.
        self.hover = self.tips.focus = None
        self.tips.hide()
        self.left_boards = self.boards_left()
        self.panel_left = YOURS in self.left_boards
        self.show_solution(at_once=False)
        self.show_board(YOURS)

    def show_board(self, which: str) -> None:
        """Show on the table the position after the player's move (``YOURS``), after the best
        move and its ability's answers (``BEST``), or before the answer (``BEFORE``)."""
        checked, given = self.checked, self.given
        if checked is None or given is None:
            return
        self.board = which
        before = TableModel.from_state(self.puzzle_state())
        model, unknown = self.board_model(which)
        # A move that shows a card not known yet (a statement revealed, the deck's top card looked at)
        # is shown up to it: the prompt says the table stops before it.
        self.board_unknown = unknown
        self.board_used = None if which == BEFORE else ally_only(before, model)
        self.table.resync(model)
        left = which in self.left_boards
        if left != self.panel_left:
            self.panel_left = left
            self.show_solution(at_once=self.box.painting is None)
        self.changed()

    def board_model(self, which: str) -> tuple[TableModel, bool]:
        """The table of ``which`` board (YOURS, BEST, BEFORE), and whether it stops before a card not known yet."""
        state, checked, given = self.puzzle_state(), self.checked, self.given
        if checked is None or given is None:
            return TableModel.from_state(state), False
        return board_of(state, checked, given, which)

    def boards_left(self) -> frozenset[str]:
        """The boards to show with the panel over the ruler's column (``puzzle_table.boards_left``)."""
        assert self.verdict is not None and self.checked is not None and self.given is not None
        return boards_left(self.puzzle_state(), self.checked, self.given, self.verdict.correct)

    def other_board(self) -> None:
        """The first button: the other result (the best move's for a wrong answer, else the
        position before the answer), then back to the player's."""
        if self.verdict is None:
            return
        other = BEFORE if self.verdict.correct else BEST
        self.show_board(YOURS if self.board == other else other)

    def solution_picture(self) -> SolutionPicture | None:
        checked, given = self.checked, self.given
        if checked is None or given is None:
            return None
        picture = solution_picture(self.layout, self.puzzle, self.puzzle_state(), given, checked)
        moved = moved_left(picture.layout, self.layout) if self.panel_left else None
        return picture if moved is None else replace(picture, layout=moved)

    @property
    def solution_shown(self) -> SolutionPicture | None:
        return self.box.shown

    def show_solution(self, at_once: bool = True) -> None:
        """Show the solution's panel: at once (a resize), or painted a part per frame and shown
        whole (the answer's frame already plays the verdict's sound and says the statistics)."""
        if self.box.show(self.solution_picture(), at_once):
            self.table.stale = True
        self.table.covers = self.box.covers()

    def toggle_explanation(self) -> None:
        """Hide the explanation over the hand to show the hand, or bring it back (below 1280×800)."""
        if self.box.toggle():
            self.table.covers = self.box.covers()
            if not self.box.hidden and isinstance(self.focus, K.Hand):  # a card under the box again
                self.focus = EXPLANATION
            self.changed()

    def show_panels(self, picture: StillPicture) -> None:
        super().show_panels(picture)
        self.box.show_button(self.hover == EXPLANATION, self.ring == EXPLANATION)

    def busy(self) -> bool:
        return self.box.painting is not None or super().busy()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.show_solution()

    # -- the table stays on the position ---------------------------------------------------

    def route(self) -> Transition | None:
        return None

    def undo(self) -> None:
        self.say(_("A puzzle has no undo: retry it instead."), error=True)

    def redo(self) -> None:
        self.undo()

    # -- its buttons and keys ------------------------------------------------------------------

    def choice_buttons(self) -> list[Button[K.Key]]:
        """The question's answers until it is answered (then Skip stayed over the board)."""
        return [] if self.given is not None else super().choice_buttons()

    def buttons(self) -> list[Button[K.Key]]:
        lay = self.layout
        reveal = self.ready() and self.given is None and bool(self.legal_of(A.Reveal))
        answered = self.answered
        return [
            self.board_button() if answered else reveal_button(lay, reveal),
            # Translators: try the same puzzle again (its key, R, is shown beside it).
            Button(RETRY, _("Retry"), lay.button_slots[1], answered, hint=key_cap("R"), keycap=True),
            # Translators: go on to the next puzzle (its key, N, is shown beside it).
            Button(NEXT, _("Next puzzle"), lay.button_slots[2], True, answered, hint=key_cap("N"), keycap=True),
            Button(BACK, _("Puzzles"), lay.button_slots[3], hint=keycap_name("menu"), keycap=True),
            Button(K.Button("rules"), _("Rules"), lay.rules_button, hint=keycap_name("rules"), keycap=True),
            self.tracker_button(),
        ]

    def board_button(self) -> Button[K.Key]:
        """Once answered, in Next statement's place: the other position to show on the table."""
        label = board_label(self.board, self.verdict is not None and self.verdict.correct)
        return Button(BOARD, label, self.layout.button_slots[0], hint=key_cap("B"), keycap=True)

    def commands(self) -> dict[K.Key, Callable[[], Transition | None]]:
        """Besides the visit's: Retry (once answered), Next puzzle, Puzzles, the other position."""
        return super().commands() | {
            BOARD: lambda: self.other_board(),
            RETRY: lambda: self.retry() if self.answered else None,
            NEXT: self.next_puzzle,
            BACK: self.back,
            EXPLANATION: lambda: self.toggle_explanation(),
        }

    def key_down(self, event: pygame.event.Event) -> Transition | None:
        if event.key == pygame.K_ESCAPE:
            return self.back()
        pressed = pad_key(event)
        # The pad's buttons for the puzzle's own (their keycaps name them): Next puzzle's at any time, as
        # its button is; the others once answered (before, X reveals and Y takes back a pick, as on the table).
        if pressed == "N" or (pressed and self.answered):
            return self.puzzle_key(pressed)
        if not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key == pygame.K_r and self.answered:
                return self.retry()
            if event.key == pygame.K_n:
                return self.next_puzzle()
            if event.key == pygame.K_b:
                self.other_board()
                return None
            if event.key == TOGGLE_KEY:
                self.toggle_explanation()
                return None
        return super().key_down(event)

    def puzzle_key(self, pressed: str) -> Transition | None:
        """The puzzle's own button ``pressed`` (B, R, N, V), once answered."""
        if pressed == "R":
            return self.retry()
        if pressed == "N":
            return self.next_puzzle()
        if pressed == "B":
            self.other_board()
        else:
            self.toggle_explanation()
        return None

    def leave(self) -> None:
        """This puzzle is left: an answer still under way is dropped."""
        self.lane.cancel()
        pygame.time.set_timer(TICK, 0)

    def back(self) -> Transition:
        self.leave()
        return Goto(self.course.back)

    def retry(self) -> Transition:
        self.leave()
        puzzle, state, course = self.puzzle, self.puzzle_state(), self.course
        return Goto(lambda ctx: PuzzleScene(ctx, puzzle, state, course))

    def next_puzzle(self) -> Transition | None:
        """The next puzzle of the course (the first not solved yet after this one)."""
        keeper = self.ctx.keeper.puzzles
        book = keeper.book
        # After today's puzzle, the first not solved yet of its level (its course); else the one after
        # this in the course.
        after: str | None = None if self.daily else self.puzzle.id
        for _tried in range(MAX_SKIPPED):
            found = None if book is None else next_in_course(book, keeper.stats, self.course.level, after)
            if found is not None and found.id == self.puzzle.id and after is None:
                after = found.id  # today's puzzle itself, not solved: the one after it
                continue
            if found is None or found.id == self.puzzle.id:
                break
            opened = open_puzzle(found, self.course)
            if opened is not None:
                self.leave()
                return opened
            after = found.id
        self.say(problem_text("diverged"), error=True)
        return None

    # -- what the keyboard reaches and what the pointer hits ----------------------------------------

    def panel(self) -> tuple[pygame.Rect, ...]:
        """The solution's parts on the table (none before the answer): the pointer reaches
        nothing under them (it lies over the allies and the hand)."""
        return self.table.covers

    def avoid(self) -> list[pygame.Rect]:
        """Besides the visit's: the solution, which a character's words never cover."""
        return [*super().avoid(), *self.panel()]

    def layer_targets(self) -> list[tuple[K.Key, pygame.Rect]]:
        """Besides the sections': the panel's button that hides the explanation over the hand."""
        rect = self.box.toggle_rect()
        return [*super().layer_targets(), *([] if rect is None else [(EXPLANATION, rect)])]

    def focusables(self) -> list[Focusable[K.Key]]:
        items = super().focusables()
        parts = self.panel()
        shown = [item for item in items if not any(part.colliderect(item.rect) for part in parts)]
        rect = self.box.toggle_rect()
        return shown if rect is None else [*shown, Focusable(EXPLANATION, rect, 2)]

    def looks(self, ready: bool | None = None) -> Looks:
        """Once answered, nothing on the table is lit: the hand is no longer playable, so every
        card lies greyed alike (the best move's card too: the solution's panel names it, and the
        first button shows it played); but the card the best move's King of Leaves puts back on
        the deck, lifted and outlined on the best move's board (``puzzle_table.swap_cards``)."""
        if not self.answered:
            return super().looks(ready)
        checked, given = self.checked, self.given
        lit = frozenset() if checked is None or given is None else swap_cards(checked, given, self.board)
        return Looks(visit=True, focus=self.ring, hand_legal=lit, ruler_visited=True)

    def focus_default(self) -> None:
        """Once answered, the focus stays on Retry, Next puzzle or Puzzles (or goes to Next puzzle)."""
        if not self.answered:
            super().focus_default()
            return
        if self.focus not in (RETRY, NEXT, BACK, EXPLANATION):
            self.focus = NEXT

    def turn(self) -> VisitTurn:
        """The visit's: the ally asking the question "in use"; once answered, without the
        ability's question (how to answer it)."""
        shown = super().turn()
        # The ally whose ability asks the puzzle's question is spent, but in use, not done with.
        decision = self.puzzle_state().decision
        shown = replace(shown, asking=None if decision is None else decision.slot)
        if self.given is None:
            return shown
        return replace(shown, question=None, skippable=False)

    def prompt_text(self) -> str:
        if self.given is not None and self.verdict is None:
            return checking_text(self.seconds)
        if self.verdict is not None:
            return answered_prompt(self.board, self.board_unknown, self.board_used)
        return super().prompt_text()
