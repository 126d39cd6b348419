"""Why a wrong move is worse in chance: the first card not known yet, along best play (pure).

A wrong move that can still win the visit, or one whose loss the count does not show, is worse
over the cards the player has not seen. Along best play from it (the move, then any move forced
or the exact solver's first best) the first move whose outcome the known cards do not decide
shows such a card (a statement revealed, a card drawn); ``chance_split`` tells how its outcomes
(``ai.exact.outcomes``: each as likely as the unseen cards make it) leave the visit: lost for
sure, won for sure, still open, by the exact solver. ``wrong_chance`` compares the player's move
with the best one's where the shares differ; ``i18n.puzzles_text.chance_text`` words it.

Where the first card not known yet splits both moves alike (as many of its cards lose the visit
for sure, as many win it), the difference lies in the outcomes it leaves open: best play goes on
in each up to the next card not known yet (``deep_split``, up to ``MAX_DEPTH`` such cards), and the
shares are compared there ("the next cards not known yet would alone settle the visit as lost…").
Where the best move wins the visit for sure before any card not known yet, the player's move is
worse by the share its first one loses for sure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ai.exact import Outcome, Solver, outcomes
from ..ai.infoset import VISIT_PHASES, canonical
from ..core import Action, State
from ..core.actions import Reveal
from .puzzle_reason import MAX_WALK, TOLERANCE, best_move
from .session import apply_answering

#: The first card not known yet is the next statement (each unseen card as likely), or another.
STATEMENT, OTHER = "statement", "other"
#: What the shares compare: the outcomes that leave the visit lost for sure, or won for sure.
LOST, WON = "lost", "won"
#: The most cards not known yet in a row whose outcomes are compared (each a statement or a draw).
MAX_DEPTH = 3


@dataclass(frozen=True, slots=True)
class Split:
    """The first card not known yet along best play: ``kind`` (``STATEMENT``: the next statement,
    one of ``cards`` unseen cards; else 0), and the chance its outcomes leave the visit ``lost``
    for sure, or ``won`` for sure."""

    kind: str
    cards: int
    lost: float
    won: float


@dataclass(frozen=True, slots=True)
class ChanceReason:
    """Why the player's move is worse at the first card not known yet: ``what`` (``LOST``,
    ``WON``) compared, the player's split and the best move's."""

    what: str
    yours: Split
    best: Split
    #: how many cards not known yet in a row the shares are taken over (``deep_split``)
    depth: int = 1

    @property
    def told(self) -> tuple[bool, float, int, float, int]:
        """As ``i18n.puzzles_text.worse_chance_text`` takes it: whether the visit lost for sure is
        compared (else won for sure), the player's share and cards, the best move's."""
        lost = self.what == LOST
        yours, best = (self.yours.lost, self.best.lost) if lost else (self.yours.won, self.best.won)
        return lost, yours, self.yours.cards, best, self.best.cards


def chance_split(state: State, line: Sequence[Action], solver: Solver | None = None) -> Split | None:
    """The split at the first card not known yet along best play from ``line`` (None when the
    visit ends first)."""
    solver = solver or Solver()
    moves = list(line)
    for _step in range(MAX_WALK):
        if state.phase not in VISIT_PHASES:
            return None
        move = moves.pop(0) if moves else best_move(state, solver)
        found = outcomes(canonical(state), move)
        if len(found) > 1:
            return _split(state, move, found, solver)
        state = apply_answering(state, move)[0]
    return None


def deep_split(state: State, line: Sequence[Action], depth: int, solver: Solver | None = None) -> Split | None:
    """As ``chance_split``, over the first ``depth`` cards not known yet along best play: the chance
    they leave the visit lost for sure, or won for sure, best play going on in each outcome still
    open up to the next one (told as cards of the next statement only for one card: ``depth`` 1)."""
    solver = solver or Solver()
    if depth <= 1:
        return chance_split(state, line, solver)
    found = _first_unknown(state, line, solver)
    if found is None:
        return None
    lost = won = 0.0
    for outcome in outcomes(canonical(found[0]), found[1]):
        if outcome.state is None:
            lost += 0.0 if outcome.result else outcome.probability
            won += outcome.probability if outcome.result else 0.0
            continue
        value = solver.value(outcome.state)
        if value <= TOLERANCE:
            lost += outcome.probability
        elif value >= 1 - TOLERANCE:
            won += outcome.probability
        else:
            deeper = deep_split(outcome.state, (), depth - 1, solver)
            if deeper is not None:
                lost += outcome.probability * deeper.lost
                won += outcome.probability * deeper.won
    return Split(OTHER, 0, lost, won)


def _first_unknown(state: State, line: Sequence[Action], solver: Solver) -> tuple[State, Action] | None:
    """The position and move, along best play from ``line``, whose outcome the known cards do not
    decide (None when the visit ends first)."""
    moves = list(line)
    for _step in range(MAX_WALK):
        if state.phase not in VISIT_PHASES:
            return None
        move = moves.pop(0) if moves else best_move(state, solver)
        if len(outcomes(canonical(state), move)) > 1:
            return state, move
        state = apply_answering(state, move)[0]
    return None


def _split(state: State, move: Action, found: list[Outcome], solver: Solver) -> Split:
    lost = won = 0.0
    for outcome in found:
        value = float(bool(outcome.result)) if outcome.state is None else solver.value(outcome.state)
        if value <= TOLERANCE:
            lost += outcome.probability
        elif value >= 1 - TOLERANCE:
            won += outcome.probability
    statement = isinstance(move, Reveal) and not state.known_top
    cards = len(state.deck) - state.known_top
    return Split(STATEMENT if statement else OTHER, cards if statement else 0, lost, won)


def wrong_chance(
    state: State,
    given: Action,
    answer: Action,
    should_stop: Callable[[], bool] | None = None,
    depth: int = 0,
) -> ChanceReason | None:
    """Why ``given`` is worse than ``answer`` at the first card not known yet along each: more of
    its outcomes lose the visit for sure, else fewer win it for sure (None when neither shows;
    ``exact.Cancelled`` if ``should_stop`` says so); over the fewest cards not known yet in a row
    that show it, or over ``depth`` of them only (where two options are told side by side)."""
    solver = Solver(should_stop=should_stop)
    yours, best = chance_split(state, (given,), solver), chance_split(state, (answer,), solver)
    if yours is not None and best is None and yours.lost > TOLERANCE and solver.value(state) >= 1 - TOLERANCE:
        # The best move wins the visit for sure before any card not known yet: told as no share lost.
        return ChanceReason(LOST, yours, Split(yours.kind, yours.cards, 0.0, 1.0))
    for deep in range(1, MAX_DEPTH + 1) if not depth else (depth,):
        if deep > 1:  # the first card not known yet splits both alike: the next ones, best play between
            yours, best = deep_split(state, (given,), deep, solver), deep_split(state, (answer,), deep, solver)
        if yours is None or best is None:
            return None
        if yours.lost > best.lost + TOLERANCE:
            return ChanceReason(LOST, yours, best, deep)
        if yours.won < best.won - TOLERANCE:
            return ChanceReason(WON, yours, best, deep)
    return None
