"""A bot that plays uniformly random legal actions: for fuzzing and benchmarks."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from ..core import Action, State, apply, legal_actions, new_game
from ..core.actions import STOP_GAME
from ..core.state import PHASE_GAME_OVER


@dataclass(frozen=True, slots=True)
class RandomGame:
    final: State
    actions: int


def random_action(state: State, rng: Random, *, play_on: bool = True) -> Action:
    """A uniformly random legal action (never ``stop_game`` with ``play_on``, unless it is the only one)."""
    legal = legal_actions(state)
    if play_on and len(legal) > 1 and legal[-1] is STOP_GAME:
        legal = legal[:-1]
    return legal[int(rng.random() * len(legal))]


def play_random_game(
    seed: int, setup: str = "full", threshold: int = 16, *, play_on: bool = True, max_actions: int = 100_000
) -> RandomGame:
    """Play one game from ``seed`` choosing uniformly among legal actions (deterministic).

    With ``play_on`` the bot never stops a hopeless game early, so every game has
    all eight visits; otherwise ``stop_game`` is one more random choice.
    """
    state = new_game(seed, setup, threshold)
    uniform = Random(seed).random
    count = 0
    while state.phase is not PHASE_GAME_OVER and count < max_actions:
        legal = legal_actions(state)
        if play_on and legal[-1] is STOP_GAME:
            legal = legal[:-1]
        state = apply(state, legal[int(uniform() * len(legal))])[0]
        count += 1
    return RandomGame(state, count)
