"""Medium positions for comparing the sampling search with the exact solver."""

from __future__ import annotations

import random

from forNorthwood.core import State, apply, new_game
from forNorthwood.core import actions as A
from forNorthwood.core.state import ally_slot


def medium_position(seed: int, decks: tuple[int, ...] = (5, 6), abilities: tuple[int, ...] = (1,)) -> State:
    """A visit of a full game, cut down: a 3- or 4-card hand, a short deck, few allies left."""
    rng = random.Random(seed)
    state = new_game(seed, "full")
    state, _ = apply(state, A.choose_fief(rng.randrange(0, 5)))
    state, _ = apply(state, A.BEGIN_VISIT)
    kingdom = state.kingdom
    keep = rng.sample(range(4), rng.choice(abilities))
    kingdom = kingdom.with_allies(tuple(ally_slot(a.ally, None, i not in keep) for i, a in enumerate(kingdom.allies)))
    h, d = rng.choice([3, 4]), rng.choice(decks)
    return state.with_(
        kingdom=kingdom,
        hand=state.hand[:h],
        deck=state.deck[:d],
        discard=state.discard + state.hand[h:] + state.deck[d:],
        ability_used=False,
        statement=None,
        decision=None,
        baron_eyes=False,
        known_top=0,
    )
