"""The exact solver's work on a puzzle's answer (pure): the verdict, the solution, and why.

``check`` gathers everything the solution panel (``ui.scenes.puzzle_solution``) words: what the
answer and the player's move do (``puzzle_effect``), why the line stops (``puzzle_reason``), the
rules that decide (``puzzle_rule``), an ally kept (``puzzle_kept``), and why a wrong move is worse,
by the count or in chance (``puzzle_chance``); on a right answer, why the other options are worse,
by the same means (``Checked.others``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..ai.exact import Solver
from ..core import Action, State
from ..core import actions as A
from ..core.cards import CARD_NAMES
from .puzzle_cards import StatementCards, statement_cards
from .puzzle_chance import ChanceReason, wrong_chance
from .puzzle_effect import LOSES_VISIT, MOVES_VISIT, REVEALS, WINS_VISIT, Effect, answer_effect, kept_allies_matter
from .puzzle_kept import KeptUse, kept_use
from .puzzle_reason import (
    ALL_LOSE,
    ALL_WIN,
    ENDS,
    OVER,
    PLACED,
    SEEN,
    SHORT,
    STATEMENT,
    Reason,
    Shortfall,
    solution_reason,
    wrong_count,
)
from .puzzle_rule import (
    Count,
    Reply,
    SuitCount,
    count_after,
    kept_beats,
    kept_count,
    placed_reply,
    question_answers,
    trump_win,
)
from .puzzle_swap import SwapChoice, swap_choice
from .puzzles import TOLERANCE, Puzzle, Solution, Verdict, check_answer, solution

#: The most options told why they lose by the count (the panel's room).
MAX_COUNTS = 2
#: The most other options a right answer tells why they are worse (the panel's room).
MAX_OTHERS = 2


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
    #: how best play answers the known card the best move puts next (``game.puzzle_rule.placed_reply``)
    reply: Reply | None = None
    #: why the player's move is worse, by the count along its line (``game.puzzle_reason.wrong_count``)
    shortfall: Shortfall | None = None
    #: why it is worse in chance, at the first card not known yet (``game.puzzle_chance.wrong_chance``)
    chance: ChanceReason | None = None
    #: how best play answers the known card the player's pick makes the next statement (``placed_reply``)
    given_reply: Reply | None = None
    #: a right answer: the other options (the best first, at most ``MAX_OTHERS``, not among ``counts``)
    #: and why each is worse, by the count after it or at the first card not known yet
    others: tuple[tuple[Action, Count | Shortfall | ChanceReason], ...] = ()
    #: the best move uses the King of Leaves: the card to put on the deck by the top card it shows
    swap: SwapChoice | None = None
    #: the other options among ``others`` told in chance that move the visit (the Prince of Leaves, at
    #: best), with the fief they move it to: its number and what it asks for
    moved: tuple[tuple[Action, int, int], ...] = ()
    #: where ``chance`` tells it: the next statements after which the player's move loses the visit
    #: for sure and the best move does not, in cards (``game.puzzle_cards``), said before the odds
    cards: StatementCards | None = None
    #: a right answer that discards a card: the next statements after which another option (the best
    #: of those told in chance), keeping that card, loses the visit for sure, that card forced to win them
    discarded: StatementCards | None = None

    def says_why(self, given: Action) -> bool:
        """Whether the explanation says why the wrong move ``given`` is worse: a card kept, the unseen
        cards of its suit, the count after it, or the first card not known yet after it."""
        reasons = (self.kept, self.suit_count, self.shortfall, self.chance, self.given_reply)
        return any(r is not None for r in reasons) or any(move == given for move, _count in self.counts)

    def shown_moves(self, given: Action, best: bool) -> tuple[Action, ...]:
        """The moves whose result the table shows (``puzzle_table.board_after``): the player's move and the
        answers to its ability's questions, or (``best``) the solution's line."""
        if best or given == self.verdict.answer:  # the right answer: its own line answers its questions
            return tuple(step.action for step in self.solution.line)
        return (given, *self.given_answers)


def check(puzzle: Puzzle, state: State, action: Action, stop: Callable[[], bool]) -> Checked:
    """The exact solver's verdict on ``action`` in the puzzle's position ``state``, and why."""
    line = solution(puzzle, stop)
    moves = [step.action for step in line.line]
    verdict = check_answer(puzzle, action, stop)
    given, given_reply, answers = (None, None, ()) if action == puzzle.answer else _given(state, action, verdict)
    reason = solution_reason(state, moves, puzzle.answer_success)
    # The player's move is told by the count when what it does does not say it already.
    told = isinstance(given, Effect) and given.kind in (MOVES_VISIT, LOSES_VISIT, WINS_VISIT)
    kept = kept_beats(state, action, puzzle.answer)
    counts = _losing_counts(state, line, (puzzle.answer, action) if told else (puzzle.answer,))
    kept, suit_count, shortfall = one_reason(state, action, puzzle.answer, verdict.success, kept, counts)
    chance: ChanceReason | None = None
    best_reply = placed_reply(state, tuple(moves), reason.card, reason.to)
    given_reply = _telling(given_reply, best_reply)
    reasons = (kept, suit_count, shortfall, given_reply, *(c for move, c in counts if move == action))
    if action != puzzle.answer and all(r is None for r in reasons):
        chance = wrong_chance(state, action, puzzle.answer, stop)
    cards = None if chance is None else statement_cards(state, action, puzzle.answer, Solver(should_stop=stop))
    effect = answer_effect(state, puzzle.answer, moves[1:])
    use: KeptUse | None = None
    if effect is not None and effect.kind == REVEALS and effect.ready and not effect.last:
        # An ally is "kept for a later statement" only when it can still change the chance; then
        # what it does later, in the exact solver's best play, is the point of keeping it.
        if kept_allies_matter(state, puzzle.answer, stop):
            use = kept_use(state, puzzle.answer, stop)
        else:
            effect = replace(effect, ready=0)
    others = _others(puzzle, state, line, counts, stop) if action == puzzle.answer else ()
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
        suit_count,
        use,
        best_reply,
        shortfall,
        chance,
        given_reply,
        others,
        swap_choice(state, puzzle.answer, stop),
        _moved(state, others),
        cards,
        _discarded(state, puzzle.answer, others, stop),
    )


def _discarded(
    state: State,
    answer: Action,
    others: Sequence[tuple[Action, Count | Shortfall | ChanceReason]],
    stop: Callable[[], bool],
) -> StatementCards | None:
    """Where the right answer discards a card the best other option told in chance keeps: the next
    statements (whole suits) after which that option loses the visit for sure, the discarded card
    the only one allowed against them, winning them (None otherwise)."""
    if not isinstance(answer, A.PickCard):
        return None
    other = next((move for move, why in others if isinstance(why, ChanceReason)), None)
    if other is None:
        return None
    found = statement_cards(state, other, answer, Solver(should_stop=stop))
    if found is None or not found.suits or not found.wins or found.forced != CARD_NAMES[answer.card]:
        return None
    return found


def _moved(
    state: State, others: Sequence[tuple[Action, Count | Shortfall | ChanceReason]]
) -> tuple[tuple[Action, int, int], ...]:
    """The options of ``others`` told in chance that move the visit, with the fief the exact solver's
    answers to their question move it to (its number and what it asks for)."""
    found: list[tuple[Action, int, int]] = []
    for move, why in others:
        if isinstance(move, A.Activate) and isinstance(why, ChanceReason):
            effect = answer_effect(state, move, question_answers(state, move))
            if effect is not None and effect.kind == MOVES_VISIT:
                found.append((move, effect.fief, effect.target))
    return tuple(found)


def _others(
    puzzle: Puzzle,
    state: State,
    line: Solution,
    counts: Sequence[tuple[Action, Count]],
    stop: Callable[[], bool],
) -> tuple[tuple[Action, Count | Shortfall | ChanceReason], ...]:
    """Why the other options are worse than the (right) answer, as a wrong answer would be told: the
    visit lost by the count after it (ended, more won than the fief asks for, more still needed than
    cards in hand), else the first cards not known yet after it; the best options first, at most
    ``MAX_OTHERS``, but those ``counts`` tells already and those no reason fits."""
    counted = {move for move, _count in counts}
    found: list[tuple[Action, Count | Shortfall | ChanceReason]] = []
    depth = 0  # the options told in chance are told over as many cards not known yet (the same best shares)
    for option in sorted(line.options, key=lambda o: -o.success):
        if len(found) + len(counted) >= MAX_OTHERS:
            break
        if option.action == puzzle.answer or option.action in counted:
            continue
        why: Count | Shortfall | ChanceReason | None = _by_count(state, option.action, puzzle.answer, option.success)
        if why is None:
            why = wrong_chance(state, option.action, puzzle.answer, stop, depth)
            depth = why.depth if why is not None else depth
        if why is not None:
            found.append((option.action, why))
    return tuple(found)


def _by_count(state: State, move: Action, answer: Action, success: float) -> Count | Shortfall | None:
    """The count right after ``move`` when it loses the visit there (ended, more won than the fief
    asks for, more still needed than cards in hand: not after a next statement, "would then" is
    now), or leaves every dialogue left to win (or to give away) where the best move leaves room;
    or once the known next statement is answered with the only card allowed (``Shortfall.statement``)."""
    short = wrong_count(state, move, answer, success)
    if short is not None and short.statement and short.card:  # the known next statement answered
        return short
    if short is None or short.statement or short.by_deck:
        return None
    if short.kind in (ALL_WIN, ALL_LOSE):
        return short
    if short.kind not in (ENDS, OVER, SHORT):
        return None
    return Count(short.fief, short.target, short.won, short.left, short.kind == ENDS)


def _given(
    state: State, action: Action, verdict: Verdict
) -> tuple[Effect | str | None, Reply | None, tuple[Action, ...]]:
    """What the player's wrong move ``action`` does, as told: its effect (an ally whose ability asks a
    question, the Prince of Leaves: which fief?, told with the exact solver's answers to it, where it
    would move the visit at best), else the known card a pick makes the next statement and how best
    play answers it; and those answers."""
    answers = question_answers(state, action) if isinstance(action, A.Activate) else ()
    given = answer_effect(state, action, answers)
    if given is not None:
        return given, None, answers
    theirs = solution_reason(state, [action], verdict.success)
    card = theirs.card if theirs.to in (STATEMENT, SEEN, PLACED) else None
    return card, placed_reply(state, (action,), theirs.card, theirs.to) if card else None, answers


def _losing_counts(state: State, line: Solution, skipped: tuple[Action, ...]) -> list[tuple[Action, Count]]:
    """Up to ``MAX_COUNTS`` options of the solution at 0% whose count says why they lose, but for
    ``skipped`` (the answer, and the player's move when what it does tells it already)."""
    counts: list[tuple[Action, Count]] = []
    for option in line.options:
        if option.action in skipped or option.success > TOLERANCE or len(counts) >= MAX_COUNTS:
            continue
        count = count_after(state, option.action)
        if count is not None:
            counts.append((option.action, count))
    return counts


def _telling(reply: Reply | None, best: Reply | None) -> Reply | None:
    """The player's pick's next statement answered (``reply``), where its count shows why the pick
    is worse: more won than the fief asks for, or fewer than after the best move's (which the fief
    still needs). Then it is said instead of the chances at the first card not known yet."""
    if reply is None or reply.won > reply.target:
        return reply
    return reply if best is not None and reply.won < best.won <= best.target else None


def one_reason(
    state: State,
    action: Action,
    answer: Action,
    success: float,
    kept: tuple[str, str] | None,
    counts: Sequence[tuple[Action, Count]],
) -> tuple[tuple[str, str] | None, SuitCount | None, Shortfall | None]:
    """Why the player's move (``action``) is worse: a card kept (``kept``, else the unseen cards of
    its suit) and what the count says after it, unless an option's count (``counts``) says it
    already. One reason is told (the panel's room): the visit lost by the count before a card kept;
    a card kept before a count that only leaves less room."""
    counted = any(move == action for move, _count in counts)
    shortfall = None if counted else wrong_count(state, action, answer, success)
    suit_count = kept_count(state, action, answer) if kept is None else None
    if shortfall is not None and shortfall.kind in (ENDS, OVER, SHORT):
        return None, None, shortfall
    if kept is not None or suit_count is not None:
        return kept, suit_count, None
    return kept, suit_count, shortfall
