"""The solution of a puzzle's answer: the exact solver's work, off the window's thread, and the
panel's words made of it (the verdict, what the moves do, the rule that decides, every option's odds).

``check`` gathers the facts (pure game code: ``game.puzzles``, ``puzzle_effect``, ``puzzle_reason``,
``puzzle_rule``); ``solution_picture`` words them in the current language, so a change of language
or window size redraws the panel without asking the solver again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ...core import Action, State
from ...core import actions as A
from ...core import events as E
from ...core.state import PHASE_DECISION
from ...core.view import TableModel
from ...game.puzzle_effect import (
    GIVES_DIALOGUE,
    LOSES_VISIT,
    MOVES_VISIT,
    REVEALS,
    WINS_DIALOGUE,
    WINS_VISIT,
    Effect,
    answer_effect,
    kept_allies_matter,
)
from ...game.puzzle_kept import KeptUse, kept_use
from ...game.puzzle_reason import PLACED, SEEN, STATEMENT, Reason, known_outcome, solution_reason
from ...game.puzzle_rule import (
    Count,
    SuitCount,
    count_after,
    kept_beats,
    kept_count,
    question_answers,
    trump_win,
)
from ...game.puzzles import ONLY, TOLERANCE, LineStep, Puzzle, Solution, Verdict, check_answer, solution
from ...game.session import answering_with_positions
from ...i18n.puzzles_text import (
    count_text,
    effect_text,
    instead_text,
    kept_ally_text,
    kept_text,
    kept_use_text,
    line_text,
    middle_move_text,
    move_text,
    option_mark,
    percent,
    reason_text,
    short_move_text,
    suit_count_text,
    trump_text,
    verdict_text,
    verdict_title,
    your_ability_text,
    your_statement_text,
)
from ..puzzle_places import lower_room, solution_layout
from ..solution_panel import OptionRow, SolutionPicture
from ..table_places import TableLayout
from ..text import line_height, wrap

#: The most options told why they lose by the count (the panel's room).
MAX_COUNTS = 2


@dataclass(frozen=True)
class Checked:
    """The exact solver's work on an answer: the verdict, the solution, what the answer does,
    what the player's move does (None when it is the answer, or nothing plain is to be told),
    why the solution stops where it does, and the rules that decide (``game.puzzle_rule``)."""

    verdict: Verdict
    solution: Solution
    effect: Effect | None
    #: a card's name: the known card the player's move makes the next statement
    given_effect: Effect | str | None
    reason: Reason
    #: the card of the answer, of the player's move, that wins only as a trump ("" when none)
    answer_trump: str = ""
    given_trump: str = ""
    #: the card the player gave that the best move keeps, and the next statement it would beat
    kept: tuple[str, str] | None = None
    #: options other than the answer and the player's move that lose by the count
    counts: tuple[tuple[Action, Count], ...] = ()
    #: the exact solver's answers to the questions of the player's move (the Prince of Leaves' fief)
    given_answers: tuple[Action, ...] = ()
    #: the card the player gave that the best move keeps, when the unseen cards of its suit decide it
    suit_count: SuitCount | None = None
    #: the first ally best play uses after an answer that keeps them (``game.puzzle_kept``)
    kept_use: KeptUse | None = None

    def shown_moves(self, given: Action, best: bool) -> tuple[Action, ...]:
        """The moves whose result the table shows (``board_after``): the player's move and the
        answers to its ability's questions, or (``best``) the solution's line."""
        if best or given == self.verdict.answer:  # the right answer: its own line answers its questions
            return tuple(step.action for step in self.solution.line)
        return (given, *self.given_answers)


def check(puzzle: Puzzle, state: State, action: Action, stop: Callable[[], bool]) -> Checked:
    """The exact solver's verdict on ``action`` in the puzzle's position ``state``, and why."""
    line = solution(puzzle, stop)
    moves = [step.action for step in line.line]
    verdict = check_answer(puzzle, action, stop)
    given: Effect | str | None = None
    answers: tuple[Action, ...] = ()
    if action != puzzle.answer:
        # An ally whose ability asks a question (the Prince of Leaves: which fief?) is told with the
        # exact solver's answer to it: where it would move the visit at best.
        answers = question_answers(state, action) if isinstance(action, A.Activate) else ()
        given = answer_effect(state, action, answers)
        if given is None:  # a card picked: the known card it makes the next statement, if any
            theirs = solution_reason(state, [action], verdict.success)
            given = theirs.card if theirs.to in (STATEMENT, SEEN, PLACED) else None
    reason = solution_reason(state, moves, puzzle.answer_success)
    # The player's move is told by the count when what it does does not say it already.
    told = isinstance(given, Effect) and given.kind in (MOVES_VISIT, LOSES_VISIT, WINS_VISIT)
    kept = kept_beats(state, action, puzzle.answer)
    counts: list[tuple[Action, Count]] = []
    for option in line.options:
        if option.action == puzzle.answer or (option.action == action and told):
            continue
        if option.success > TOLERANCE or len(counts) >= MAX_COUNTS:
            continue
        count = count_after(state, option.action)
        if count is not None:
            counts.append((option.action, count))
    effect = answer_effect(state, puzzle.answer, moves[1:])
    use: KeptUse | None = None
    if effect is not None and effect.kind == REVEALS and effect.ready and not effect.last:
        # An ally is "kept for a later statement" only when it can still change the chance; then
        # what it does later, in the exact solver's best play, is the point of keeping it.
        if kept_allies_matter(state, puzzle.answer, stop):
            use = kept_use(state, puzzle.answer, stop)
        else:
            effect = replace(effect, ready=0)
    return Checked(
        verdict,
        line,
        effect,
        given,
        reason,
        trump_win(state, puzzle.answer),
        "" if action == puzzle.answer else trump_win(state, action),
        kept,
        tuple(counts),
        answers,
        kept_count(state, action, puzzle.answer) if kept is None else None,
        use,
    )


def solution_picture(
    table: TableLayout, puzzle: Puzzle, state: State, given: Action, checked: Checked
) -> SolutionPicture:
    """The panel of the checked answer ``given``, worded now."""
    verdict, found = checked.verdict, checked.solution
    rows = tuple(
        OptionRow(
            move_text(option.action, state),
            percent(option.success),
            option_mark(option.action == puzzle.answer, option.action == given),
            option.action == puzzle.answer,
            option.action == given,
            short_move_text(option.action, state),
            middle_move_text(option.action, state),
        )
        for option in found.options
    )
    after = found.line[1:]
    said: list[str] = []
    instead = False  # the best move's card told instead of the player's, which does the same
    if not verdict.correct:  # what the player's move does, and the rule that decides it
        said.append(_your_words(state, given, checked))
        if checked.given_trump:
            said.append(trump_text(checked.given_trump))
        if checked.kept is not None:
            said.append(kept_text(*checked.kept))
        elif _alike(checked.given_effect, checked.effect) and isinstance(given, A.Play):
            # Two wrong cards doing what the best move does read alike: the card is the difference.
            if isinstance(puzzle.answer, A.Play):
                said.append(instead_text(given.card, puzzle.answer.card))
                instead = True
        if checked.suit_count is not None:
            told = checked.suit_count
            said.append(suit_count_text(told.card, told.unseen, told.wins))
    if not instead:  # else what the best move does is what the player's does, said already
        said.extend(_kept_words(state, checked.kept_use) or [_effect_words(checked.effect)])
    if checked.answer_trump:
        said.append(trump_text(checked.answer_trump))
    if after:
        allies = [slot.character for slot in state.kingdom.allies]
        said.append(line_text([(step.action, _best(step)) for step in after], allies))
    said.append(reason_text(checked.reason.kind, checked.reason.card, checked.reason.to))
    said.extend(count_text(move_text(move, state), c.fief, c.target, c.won, c.ended) for move, c in checked.counts)
    parts = [part for part in said if part]
    words = verdict_text(
        state,
        puzzle.answer,
        puzzle.answer_success,
        puzzle.margin,
        puzzle.kind == ONLY,
        given,
        verdict.success,
    )
    title = verdict_title(verdict.correct)
    return _placed(SolutionPicture(solution_layout(table), verdict.correct, title, words, rows, ""), table, parts)


def _placed(picture: SolutionPicture, table: TableLayout, parts: list[str]) -> SolutionPicture:
    """The explanation at the bottom of the hand's row, in the lines it needs (the cards show
    above it); when it would hide their top halves, its first sentences under the options, if the
    panel has room for them (the options in two columns if need be: ``SolutionPicture.more_fits``)."""
    size = table.text(16)
    width = picture.layout.follow.width

    def height(words: list[str]) -> int:
        return len(wrap(" ".join(words), size, width)) * line_height(size) if words else 0

    split = 0
    if height(parts) > lower_room(table):
        for n in range(1, len(parts)):
            if height(parts[n:]) <= lower_room(table):
                if replace(picture, more=" ".join(parts[:n])).more_fits():
                    split = n
                break
    layout = solution_layout(table, height(parts[split:]))
    return replace(picture, layout=layout, line=" ".join(parts[split:]), more=" ".join(parts[:split]))


def _effect_words(effect: Effect | str | None, yours: bool = False) -> str:
    if effect is None:
        return ""
    if isinstance(effect, str):
        return your_statement_text(effect)
    return effect_text(
        effect.kind,
        effect.fief,
        effect.target,
        effect.won,
        effect.slot,
        effect.ready,
        yours,
        last=effect.last,
        ally=effect.ally,
    )


def _kept_words(state: State, use: KeptUse | None) -> list[str]:
    """The allies the best move keeps, and what the first one best play uses then does ([] when unknown)."""
    if use is None:
        return []
    ready = sum(not slot.exhausted for slot in state.kingdom.allies)
    e = use.effect
    when = (len(state.score), use.before, use.dialogues)
    return [kept_ally_text(ready, use.ally), kept_use_text(use.ally, e.kind, e.fief, e.target, e.won, when)]


def _your_words(state: State, given: Action, checked: Checked) -> str:
    """What the player's move does; an ally whose question the exact solver answered, with its name."""
    effect = checked.given_effect
    if isinstance(given, A.Activate) and checked.given_answers and isinstance(effect, Effect):
        allies = state.kingdom.allies
        if effect.kind == MOVES_VISIT and given.slot < len(allies):
            ally = allies[given.slot].substitute or allies[given.slot].ally
            return your_ability_text(ally, effect.fief, effect.target, effect.won)
    return _effect_words(effect, yours=True)


def board_after(state: State, moves: Sequence[Action]) -> TableModel:
    """The table after the first of ``moves`` and the answers to its ability's questions (the
    moves after it while a question waits): a card answered lies on the trick beside its
    statement; a visit ended shows its last position. It stops before a card not known yet is
    shown (a statement revealed, a card drawn): the game's own deck would tell one outcome of many."""
    shown = TableModel.from_state(state)
    for n, move in enumerate(moves):
        if n and state.phase is not PHASE_DECISION:
            break
        known = known_outcome(state, move)
        state, moments = answering_with_positions(state, move)
        trick: TableModel | None = None
        for moment in moments:
            if isinstance(moment.event, E.VisitOver) or (moment.event.reveals and not known):
                return trick or shown
            shown = TableModel.of(moment)
            if moment.trick is not None:
                trick = shown
        if trick is not None:
            return trick  # the card answered on the trick, with the dialogue's result
    return shown


def _alike(yours: Effect | str | None, best: Effect | None) -> bool:
    """Whether the player's move does there and then just what the best move does (a dialogue
    given away or won, to the same count, the visit going on)."""
    if not isinstance(yours, Effect) or best is None or yours.kind not in (WINS_DIALOGUE, GIVES_DIALOGUE, MOVES_VISIT):
        return False
    return (yours.kind, yours.fief, yours.won) == (best.kind, best.fief, best.won)


def _best(step: LineStep) -> float:
    """The chance of the move a solution's line takes at one of its steps."""
    return next(o.success for o in step.options if o.action == step.action)
