"""The rules' fast paths change nothing: seeded random games stay byte for byte what they were.

The digest covers every legal-action list and every event (in the protocol's form) and every
state (its save form) of 40 seeded random games, abilities included. It was recorded before
the response, the statement and the legal responses were written out for speed
(``rules._play``, ``rules._reveal``, ``rules._legal_respond``), and recorded again with the
legal actions in the protocol's form, from the same code, before actions held the core's
card ints (the form of the action objects changed, not the games); any change to what the
rules do shows here.
"""

from __future__ import annotations

import hashlib
import json
from random import Random

from forNorthwood.core import apply, legal_actions, new_game, state_to_json
from forNorthwood.core.state import PHASE_GAME_OVER

DIGEST = "191b364a6a34471e2db6833f4f68ab494be04f209c9fa5204e03ca28c143f17f"


def games_digest() -> str:
    digest = hashlib.sha256()
    for setup in ("full", "intro"):
        for seed in range(20):
            state = new_game(seed, setup, 16)
            uniform = Random(seed).random
            while state.phase is not PHASE_GAME_OVER:
                legal = legal_actions(state)
                digest.update(json.dumps([a.to_json() for a in legal]).encode())
                state, events = apply(state, legal[int(uniform() * len(legal))])
                digest.update(json.dumps([e.to_json() for e in events]).encode())
                digest.update(json.dumps(state_to_json(state), sort_keys=True).encode())
    return digest.hexdigest()


def test_seeded_random_games_are_the_same_as_before_the_fast_paths() -> None:
    assert games_digest() == DIGEST
