"""Why a wrong move is worse in chance: the first card not known yet, along best play (pure).

A wrong move that can still win the visit, or one whose loss the count does not show, is worse
over the cards the player has not seen. Along best play from it (the move, then any move forced
or the exact solver's first best) the first move whose outcome the known cards do not decide
shows such a card (a statement revealed, a card drawn); ``chance_split`` tells how its outcomes
(``ai.exact.outcomes``: each as likely as the unseen cards make it) leave the visit: lost for
sure, won for sure, still open, by the exact solver. ``wrong_chance`` compares the player's move
with the best one's where the shares differ; ``i18n.puzzles_text.chance_text`` words it.
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
    state: State, given: Action, answer: Action, should_stop: Callable[[], bool] | None = None
) -> ChanceReason | None:
    """Why ``given`` is worse than ``answer`` at the first card not known yet along each: more of
    its outcomes lose the visit for sure, else fewer win it for sure (None when neither shows;
    ``exact.Cancelled`` if ``should_stop`` says so)."""
    solver = Solver(should_stop=should_stop)
    yours, best = chance_split(state, (given,), solver), chance_split(state, (answer,), solver)
    if yours is None or best is None:
        return None
    if yours.lost > best.lost + TOLERANCE:
        return ChanceReason(LOST, yours, best)
    if yours.won < best.won - TOLERANCE:
        return ChanceReason(WON, yours, best)
    return None
