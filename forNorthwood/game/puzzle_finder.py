"""Finding puzzles: play a seeded game and keep the positions with one right answer.

``puzzles_in_game(seed)`` plays one game of the full setup with a seeded player (the greedy
rule of thumb of ``ai.policy`` for every choice, except that in an ability window it uses a
ready ally four times in five, so that games reach positions where abilities are spent or
still in play), and values each candidate position with the exact solver (``ai.exact``):
a position is a puzzle when one action is the only one that can still win the visit (with
at least ``MIN_ONLY`` chance) or is ahead of the next best by at least ``MIN_MARGIN``.

Only positions the exact solver settles quickly are candidates: inside a visit, at least two
legal actions, at most one ally still ready (a ready ally that draws makes the search
explode), and, while one is, at most ``MAX_HAND_WITH_ALLY`` cards in hand. Each is searched
by a fresh solver with a node limit (``NODE_LIMIT``, counted as work, not time): the same seed
finds the same puzzles with the same odds on any machine and in any order of seeds, so
``scripts/find_puzzles.py --jobs N`` writes the same file for every N, and the game can check
any answer again in a fraction of a second.
"""

from __future__ import annotations

from random import Random

from ..ai.exact import SearchStopped, Solver
from ..ai.infoset import VISIT_PHASES, canonical, unseen
from ..ai.policy import greedy_action
from ..core import Action, State, legal_actions, new_game
from ..core.actions import Activate
from ..core.state import PHASE_ABILITY_WINDOW, PHASE_GAME_OVER
from .puzzles import (
    LEVELS,
    MIN_MARGIN,
    MIN_ONLY,
    ODDS_DIGITS,
    TOLERANCE,
    Features,
    Option,
    Puzzle,
    abilities_involved,
    answer_kind,
    grade,
    levelled,
    plain_answer,
    position_of,
    view_digest,
)
from .seeds import seed_code
from .session import apply_answering

#: The work one candidate position may cost the exact solver before it is passed over.
NODE_LIMIT = 5_000
#: While an ally is still ready, a candidate holds at most this many cards.
MAX_HAND_WITH_ALLY = 3
#: How often the finder's player uses a ready ally in an ability window.
ABILITY_USE = 0.8
SETUP, THRESHOLD = "full", 16
#: The most actions of one game (a game takes a few hundred; a bound against a runaway player).
MAX_GAME_ACTIONS = 5_000


def candidate(state: State, legal: tuple[Action, ...]) -> bool:
    """A position the exact solver is asked about (see the module's docstring)."""
    if state.phase not in VISIT_PHASES or len(legal) < 2:
        return False
    ready = sum(not slot.exhausted for slot in state.kingdom.allies)
    return ready == 0 or (ready == 1 and len(state.hand) <= MAX_HAND_WITH_ALLY)


def puzzle_at(seed: int, actions: tuple[Action, ...], state: State, legal: tuple[Action, ...]) -> Puzzle | None:
    """The puzzle of this position, or None (not one right answer, or too long to settle)."""
    solver = Solver(node_limit=NODE_LIMIT)
    try:
        values = solver.action_values(state)
    except SearchStopped:
        return None
    options = tuple(Option(action, round(value, ODDS_DIGITS)) for action, value in values)
    ranked = sorted(options, key=lambda o: -o.success)
    best, second = ranked[0], ranked[1]
    only = all(o.success <= TOLERANCE for o in ranked[1:])
    margin = best.success - second.success
    if not (margin >= MIN_MARGIN or (only and best.success >= MIN_ONLY)):
        return None
    greedy = greedy_action(canonical(state))
    features = Features(
        options=len(legal),
        hand=len(state.hand),
        unseen=len(unseen(state)),
        abilities=abilities_involved(state),
        greedy_finds=greedy == best.action,
        only=only,
        margin=margin,
        plain=plain_answer(state, best.action),
    )
    score = grade(features)
    return Puzzle(
        id=f"{seed_code(seed)}-{len(actions)}",
        seed=seed,
        setup=SETUP,
        threshold=THRESHOLD,
        actions=actions,
        answer=best.action,
        options=options,
        level=LEVELS[0],  # the book's levels are given once every puzzle is found: ``levelled``
        score=score,
        abilities=features.abilities,
        digest=view_digest(state),
    )


def puzzles_in_game(seed: int) -> list[Puzzle]:
    """Every puzzle met in the finder's game of ``seed``, in the order met."""
    rng = Random(seed)
    state = new_game(seed, SETUP, THRESHOLD)
    actions: list[Action] = []
    found: list[Puzzle] = []
    while state.phase is not PHASE_GAME_OVER and len(actions) < MAX_GAME_ACTIONS:
        legal = legal_actions(state)
        if candidate(state, legal):
            puzzle = puzzle_at(seed, tuple(actions), state, legal)
            if puzzle is not None:
                found.append(puzzle)
        ready = [a for a in legal if isinstance(a, Activate)]
        if state.phase is PHASE_ABILITY_WINDOW and ready and rng.random() < ABILITY_USE:
            action: Action = ready[int(rng.random() * len(ready))]
        else:
            action = greedy_action(canonical(state))
        state = apply_answering(state, action)[0]
        actions.append(action)
    return found


def book_of(puzzles: list[Puzzle]) -> tuple[Puzzle, ...]:
    """The puzzles found, levelled over the whole book (``levelled``: each level mixes the kinds)."""
    kinds = [answer_kind(position_of(p), p.answer) for p in puzzles]
    return levelled(puzzles, kinds)
