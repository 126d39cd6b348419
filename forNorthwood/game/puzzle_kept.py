"""What an ally kept by a puzzle's answer does later, in the exact solver's best play (pure).

An answer that reveals the next statement and uses no ally keeps the allies still ready "for a
later statement". That says nothing of the point: which ally acts, when, and what it does there
(the Prince of Leaves moving the visit, after the next dialogue won, to a fief that asks for as
many dialogues as are won then). This follows the exact solver's best play from the answer over
every card the next statements may be, to the first ally it uses on each branch (its questions
answered at best), and tells the use best play makes most often.
``i18n.puzzles_text.kept_use_text`` words it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ai.exact import Solver, outcomes
from ..ai.infoset import VISIT_PHASES, canonical
from ..core import Action, State
from ..core import actions as A
from ..core.state import PHASE_RESPOND
from .puzzle_effect import Effect, answer_effect
from .puzzle_rule import question_answers

#: The most dialogues followed after the answer before an ally is used (a branch that uses none
#: by then is left out: what it does later is too far to tell).
MAX_DIALOGUES = 2
#: The most moves followed on one branch.
MAX_MOVES = 16


@dataclass(frozen=True, slots=True)
class KeptUse:
    """The first ally best play uses after the answer: its character, what its use does
    (``Effect``: the visit moved to ``fief``, won, ...; ``won`` after it), the dialogues won when
    it acts (``before``), the dialogues answered between the answer and its use (``dialogues``),
    and the chance that best play uses it so (over the cards not known yet)."""

    ally: str
    effect: Effect
    before: int
    dialogues: int
    chance: float


def kept_use(state: State, answer: Action, should_stop: Callable[[], bool] | None = None) -> KeptUse | None:
    """The use of a kept ally that best play after ``answer`` makes most often (None when best play
    uses none within ``MAX_DIALOGUES`` dialogues; ``exact.Cancelled`` if ``should_stop`` says so)."""
    solver = Solver(should_stop=should_stop)
    found: dict[tuple[str, Effect, int, int], float] = {}
    _walk(solver, canonical(state), answer, 1.0, 0, found, MAX_MOVES)
    if not found:
        return None
    (ally, effect, before, dialogues), chance = max(found.items(), key=lambda item: item[1])
    return KeptUse(ally, effect, before, dialogues, chance)


def _walk(
    solver: Solver,
    state: State,
    move: Action,
    weight: float,
    dialogues: int,
    found: dict[tuple[str, Effect, int, int], float],
    left: int,
) -> None:
    """Follow best play from ``move`` in ``state`` (reached with chance ``weight``) to the first ally used."""
    if isinstance(move, A.Activate) and move.slot < len(state.kingdom.allies):
        character = state.kingdom.allies[move.slot].character
        effect = answer_effect(state, move, question_answers(state, move))
        if effect is not None:
            key = (character, effect, len(state.score), dialogues)
            found[key] = found.get(key, 0.0) + weight
        return
    dialogues += state.phase is PHASE_RESPOND
    if dialogues > MAX_DIALOGUES or left <= 0:
        return
    for outcome in outcomes(state, move):
        after = outcome.state
        if after is None or after.phase not in VISIT_PHASES:
            continue
        values = solver.action_values(after)
        best = max(values, key=lambda pair: pair[1])[0]  # the first of the best
        _walk(solver, after, best, weight * outcome.probability, dialogues, found, left - 1)
