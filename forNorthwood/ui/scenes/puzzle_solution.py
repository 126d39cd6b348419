"""The solution of a puzzle's answer: the exact solver's work, off the window's thread, and the
panel's words made of it (the verdict, what the moves do, the rule that decides, every option's odds).

``check`` gathers the facts (pure game code: ``game.puzzles``, ``puzzle_effect``, ``puzzle_reason``,
``puzzle_rule``); ``solution_picture`` words them in the current language, so a change of language
or window size redraws the panel without asking the solver again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ...ai.infoset import canonical
from ...ai.policy import greedy_action
from ...core import Action, State
from ...core import actions as A
from ...core.state import PHASE_DECISION
from ...game.puzzle_chance import ChanceReason, wrong_chance
from ...game.puzzle_effect import (
    GIVES_DIALOGUE,
    LOSES_VISIT,
    MOVES_VISIT,
    REVEALS,
    WINS_DIALOGUE,
    WINS_VISIT,
    Effect,
    answer_effect,
    discarded_after,
    discards,
    exchange_of,
    kept_allies_matter,
)
from ...game.puzzle_kept import KeptUse, kept_use
from ...game.puzzle_reason import (
    ENDS,
    GIVES_NEEDED,
    KNOWN_DECIDES,
    KNOWN_THEN_UNKNOWN,
    OVER,
    PLACED,
    SEEN,
    SHORT,
    STATEMENT,
    SURE,
    Reason,
    Shortfall,
    solution_reason,
    wrong_count,
)
from ...game.puzzle_rule import (
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
from ...game.puzzles import ONLY, TOLERANCE, LineStep, Puzzle, Solution, Verdict, check_answer, solution
from ...game.session import apply_answering
from ...i18n.puzzles_text import (
    count_text,
    effect_text,
    exchange_text,
    forced_shortfall_text,
    instead_discarded_text,
    instead_text,
    kept_ally_text,
    kept_text,
    kept_use_text,
    middle_move_text,
    move_text,
    obvious_right_text,
    option_mark,
    percent,
    reason_parts,
    reply_text,
    short_move_text,
    shortfall_text,
    suit_count_text,
    then_text,
    trump_text,
    verdict_text,
    verdict_title,
    worse_chance_text,
    your_ability_text,
    your_ends_text,
    your_over_text,
    your_statement_text,
    your_win_text,
)
from ..puzzle_places import solution_layout
from ..solution_panel import OptionRow, SolutionPicture
from ..table_places import TableLayout
from .puzzle_words_room import placed

#: The first level whose line says how often the obvious move (the quick rule of thumb's) fails.
OBVIOUS_LEVEL = 3

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
    #: how best play answers the known card the best move puts next (``game.puzzle_rule.placed_reply``)
    reply: Reply | None = None
    #: why the player's move is worse, by the count along its line (``game.puzzle_reason.wrong_count``)
    shortfall: Shortfall | None = None
    #: why it is worse in chance, at the first card not known yet (``game.puzzle_chance.wrong_chance``)
    chance: ChanceReason | None = None
    #: how best play answers the known card the player's pick makes the next statement (``placed_reply``)
    given_reply: Reply | None = None

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
    given: Effect | str | None = None
    given_reply: Reply | None = None
    answers: tuple[Action, ...] = ()
    if action != puzzle.answer:
        # An ally whose ability asks a question (the Prince of Leaves: which fief?) is told with the
        # exact solver's answer to it: where it would move the visit at best.
        answers = question_answers(state, action) if isinstance(action, A.Activate) else ()
        given = answer_effect(state, action, answers)
        if given is None:  # a card picked: the known card it makes the next statement, if any
            theirs = solution_reason(state, [action], verdict.success)
            given = theirs.card if theirs.to in (STATEMENT, SEEN, PLACED) else None
            given_reply = placed_reply(state, (action,), theirs.card, theirs.to) if given else None
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
    kept, suit_count, shortfall = _one_reason(state, action, puzzle.answer, verdict.success, kept, counts)
    chance: ChanceReason | None = None
    best_reply = placed_reply(state, tuple(moves), reason.card, reason.to)
    given_reply = _telling(given_reply, best_reply)
    reasons = (kept, suit_count, shortfall, given_reply, *(c for move, c in counts if move == action))
    if action != puzzle.answer and all(r is None for r in reasons):
        chance = wrong_chance(state, action, puzzle.answer, stop)
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
        suit_count,
        use,
        best_reply,
        shortfall,
        chance,
        given_reply,
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
    after = found.line[1 + _told_answers(state, puzzle.answer, checked) :]
    said: list[str] = []
    instead = False  # the best move's card told instead of the player's, which does the same
    if not verdict.correct:  # what the player's move does, and the rule that decides it
        instead = _wrong_words(state, puzzle.answer, given, checked, said)
    if not instead:  # else what the best move does is what the player's does, said already
        said.extend(_kept_words(state, checked.kept_use) or [_effect_words(checked.effect)])
        said.append(_exchange_words(state, puzzle.answer))
    if checked.answer_trump:
        said.append(trump_text(checked.answer_trump))
    said.extend(_line_words(state, found.line, len(found.line) - len(after)))
    # Other moves that lose by the count, before why the solution stops: "the solution stops here" last.
    said.extend(_count_words(state, move, c) for move, c in checked.counts if move != given)
    # "After your move, the next statement is …", then the best move's, then this; before the closing
    # sentence, unless that one is "After it, what follows depends on a card not known yet" (the
    # known card's), which this goes on from.
    chance = _chance_words(checked.chance) if isinstance(checked.given_effect, str) else ""
    if _ended_won(checked):  # else "the best move wins the visit whatever cards" says it twice
        said.append(chance)
    else:
        reply = checked.reply
        answered = "" if reply is None else reply_text(reply.card, reply.wins, reply.won, reply.target)
        yours_told = not verdict.correct and _statement_told(checked)
        first, rest = reason_parts(checked.reason.kind, checked.reason.card, checked.reason.to, yours_told)
        ends = (chance, rest) if checked.reason.kind != KNOWN_THEN_UNKNOWN else (rest, chance)
        said += [
            first,
            answered,
            *ends,
        ]  # apart: the first ones may go under the options (``puzzle_words_room.placed``)
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
    if verdict.correct and puzzle.level >= OBVIOUS_LEVEL and greedy_action(canonical(state)) == given:
        words = f"{words} {obvious_right_text()}"
    title = verdict_title(verdict.correct)
    return placed(SolutionPicture(solution_layout(table), verdict.correct, title, words, rows, ""), table, parts)


def _telling(reply: Reply | None, best: Reply | None) -> Reply | None:
    """The player's pick's next statement answered (``reply``), where its count shows why the pick
    is worse: more won than the fief asks for, or fewer than after the best move's (which the fief
    still needs). Then it is said instead of the chances at the first card not known yet."""
    if reply is None or reply.won > reply.target:
        return reply
    return reply if best is not None and reply.won < best.won <= best.target else None


def _one_reason(
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


def _wrong_words(state: State, answer: Action, given: Action, checked: Checked, said: list[str]) -> bool:
    """What the player's (wrong) move ``given`` does and the rule that decides it, added to ``said``;
    whether the best move's card was told instead of the player's (it does the same there and then)."""
    said.append(_your_words(state, given, checked))
    if checked.given_trump:
        said.append(trump_text(checked.given_trump))
    said.append(_shortfall_words(state, given, checked))
    instead = False
    if checked.kept is not None:
        said.append(kept_text(*checked.kept))
    elif _alike(checked.given_effect, checked.effect) and isinstance(given, A.Play):
        # Two wrong cards doing what the best move does read alike: the card is the difference.
        if isinstance(answer, A.Play):
            best_line = [step.action for step in checked.solution.line]
            discarded = discarded_after(state, best_line, given.card)
            said.append((instead_discarded_text if discarded else instead_text)(given.card, answer.card))
            instead = True
    if checked.suit_count is not None:
        told = checked.suit_count
        said.append(suit_count_text(told.card, told.unseen, told.wins))
    if not isinstance(checked.given_effect, str):  # else after the best move's next statement
        said.append(_chance_words(checked.chance))
    return instead


def _count_words(state: State, move: Action, count: Count) -> str:
    """Why another move loses by the count: what it leads to, and why that cannot be won."""
    return count_text(move_text(move, state), count.fief, count.target, count.won, count.ended, count.hand)


def _chance_words(chance: ChanceReason | None) -> str:
    """Why the player's move is worse at the first card not known yet ("" when not told so)."""
    return "" if chance is None else worse_chance_text(*chance.told)


def _exchange_words(state: State, move: Action, chance: str = "") -> str:
    """What ``move`` does with the Baron of Leaves' exchange ("" when it answers none)."""
    found = exchange_of(state, move)
    return "" if found is None else exchange_text(found.card, found.top, found.pile, chance)


def _line_words(state: State, line: Sequence[LineStep], start: int) -> list[str]:
    """The line's moves from ``start`` on, each a sentence ("Then …"); an exchange of the Baron of
    Leaves says what it gives and takes ("Then let the exchange go" said neither)."""
    allies = [slot.character for slot in state.kingdom.allies]
    words: list[str] = []
    for n, step in enumerate(line):
        if n >= start:
            chance = percent(_best(step))
            discard = discards(state, step.action)
            words.append(_exchange_words(state, step.action, chance) or then_text(step.action, chance, allies, discard))
        state = apply_answering(state, step.action)[0]
    return words


def _ended_won(checked: Checked) -> bool:
    """Whether the best move ends the visit won, as its effect says ("fief 4 is won"): no card can
    come after it, and why the solution stops there needs no sentence of its own."""
    effect = checked.effect
    return effect is not None and effect.kind == WINS_VISIT and checked.reason.kind in (SURE, KNOWN_DECIDES)


def _told_answers(state: State, answer: Action, checked: Checked) -> int:
    """The moves of the line after ``answer`` that what it does already tells: the answers to its
    ability's questions (the Prince of Leaves' fief) when the effect says where the visit went or
    how it ended. The player never chose them on the table (it shows them done): "Then choose fief
    3" after "The best move moves the visit to fief 3" read as a choice the player had."""
    effect = checked.effect
    if not isinstance(answer, A.Activate) or effect is None or effect.kind not in (MOVES_VISIT, WINS_VISIT):
        return 0
    told = 0
    after, _events = apply_answering(state, answer)
    for step in checked.solution.line[1:]:
        if after.phase is not PHASE_DECISION:
            break
        after, _events = apply_answering(after, step.action)
        told += 1
    return told


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


def _statement_told(checked: Checked) -> bool:
    """Whether the player's move's next statement, a known card, is said (by what the move does, or
    by why it loses the visit): "The next statement is …" of the best move would say it twice."""
    short = checked.shortfall
    if isinstance(checked.given_effect, str):
        return checked.given_effect != checked.reason.card
    return short is not None and bool(short.statement)


def _shortfall_words(state: State, given: Action, checked: Checked) -> str:
    """Why the player's move is worse, by the count after it ("" when the count shows nothing), or
    by its count among the other moves'; said as the player's move, the count once."""
    short, effect = checked.shortfall, checked.given_effect
    own = next((c for move, c in checked.counts if move == given), None)
    if own is not None and own.ended:  # not "“Use ally 1, …”: …" as if another move
        return your_ends_text(own.fief, own.target, own.won)
    if own is not None and (own.won > own.target or own.won + own.hand < own.target):
        return shortfall_text(OVER if own.won > own.target else SHORT, own.fief, own.target, own.won, own.hand, False)
    if own is not None:
        return _count_words(state, given, own)
    if short is None:
        return ""
    if short.kind == ENDS and isinstance(effect, Effect) and effect.kind == LOSES_VISIT:
        return your_ends_text(short.fief, short.target, short.won)  # "Your move ends the visit" said once
    if short.kind == OVER and isinstance(effect, Effect) and effect.tells_count(short.fief, short.won):
        return your_over_text(short.fief)
    if short.statement:
        wins = short.won > short.target
        return forced_shortfall_text(short.statement, short.card, wins, short.fief, short.target, short.won)
    words = move_text(given, state)
    return shortfall_text(short.kind, short.fief, short.target, short.won, short.left, short.by_deck, words)


def _kept_words(state: State, use: KeptUse | None) -> list[str]:
    """The allies the best move keeps, and what the first one best play uses then does ([] when unknown)."""
    if use is None:
        return []
    ready = sum(not slot.exhausted for slot in state.kingdom.allies)
    e = use.effect
    when = (len(state.score), use.before, use.dialogues)
    return [kept_ally_text(ready, use.ally), kept_use_text(use.ally, e.kind, e.fief, e.target, e.won, when)]


def _your_words(state: State, given: Action, checked: Checked) -> str:
    """``_your_said``, and how best play answers the known card a pick makes the next statement,
    where that is said: what the picked card leads to, beside the best move's."""
    said = _your_said(state, given, checked)
    reply = checked.given_reply
    if not said or reply is None or not isinstance(checked.given_effect, str):
        return said
    return f"{said} {reply_text(reply.card, reply.wins, reply.won, reply.target)}"


def _your_said(state: State, given: Action, checked: Checked) -> str:
    """What the player's move does; an ally whose question the exact solver answered, with its name.
    The next statement it makes is not said where another sentence says it: why the move loses
    the visit against it, or the best move's (the same card, seen on top of the deck)."""
    effect = checked.given_effect
    short = checked.shortfall
    if isinstance(effect, str) and (effect == checked.reason.card or (short is not None and effect == short.statement)):
        return ""
    if short is not None and (short.kind == GIVES_NEEDED or (isinstance(effect, Effect) and effect.kind == REVEALS)):
        return ""  # the shortfall's words say it gives the dialogue away; the verdict names the move revealing
    if short is not None and short.kind == ENDS and isinstance(effect, Effect) and effect.kind == LOSES_VISIT:
        return ""  # the shortfall's words: "Your move ends the visit with 2 won: …"
    if short is not None and short.kind == OVER and isinstance(effect, Effect) and effect.kind == WINS_DIALOGUE:
        # The count once, where the shortfall's words say why the visit is lost; "wins this dialogue"
        # once too, where the trump's words say it.
        return "" if checked.given_trump else your_win_text()
    if isinstance(given, A.Activate) and checked.given_answers and isinstance(effect, Effect):
        allies = state.kingdom.allies
        if effect.kind == MOVES_VISIT and given.slot < len(allies):
            ally = allies[given.slot].substitute or allies[given.slot].ally
            return your_ability_text(ally, effect.fief, effect.target, effect.won)
    return _effect_words(effect, yours=True)


def _alike(yours: Effect | str | None, best: Effect | None) -> bool:
    """Whether the player's move does there and then just what the best move does (a dialogue
    given away or won, to the same count, the visit going on)."""
    if not isinstance(yours, Effect) or best is None or yours.kind not in (WINS_DIALOGUE, GIVES_DIALOGUE, MOVES_VISIT):
        return False
    return (yours.kind, yours.fief, yours.won) == (best.kind, best.fief, best.won)


def _best(step: LineStep) -> float:
    """The chance of the move a solution's line takes at one of its steps."""
    return next(o.success for o in step.options if o.action == step.action)
