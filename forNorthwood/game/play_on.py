"""Play on from here: a practice game from any position of a replay.

The practice game starts from the position as the player saw it at that moment: the kingdom,
the hand, the discard and score piles, the cards seen on top of the deck and the ability
under way are exactly as they were. What the player had not seen is *not* kept: the
unseen cards of the deck are shuffled anew and the generator (later shuffles) is fresh, both
from ``seed``. Keeping the game's own order would hand the player the rest of a game they
have just watched to its end; a new order is a position they can still learn from, the one
the advisor weighed at that moment (its odds are over every order of the unseen cards).

A practice game is never saved nor recorded in the statistics (``Session.played_on``).
"""

from __future__ import annotations

from ..core import State
from ..core.rng import next_u64, seed_state, shuffled
from .replay import Replay
from .session import Session


def play_on_state(state: State, seed: int) -> State:
    """``state`` with its unseen deck cards shuffled anew and a fresh generator, from ``seed``
    (the cards seen on top of the deck stay where they are)."""
    known = state.known_top
    rng, hidden = shuffled(seed_state(seed), state.deck[known:])
    rng, fresh = next_u64(rng)
    return state.with_(deck=state.deck[:known] + hidden, rng=fresh)


def play_on(replay: Replay, index: int, seed: int, undo_allowed: bool = True, game_id: str | None = None) -> Session:
    """A practice game from position ``index`` of ``replay`` (see the module's docstring);
    ``game_id``, the recorded game's, lets the practice game go back to the replay it came from."""
    record = replay.record
    return Session(
        record.seed,
        record.setup,
        record.threshold,
        undo_allowed,
        start=play_on_state(replay.state(index), seed),
        answer_unread=record.answer_unread,
        played_on=True,
        played_on_from=None if game_id is None else (game_id, index),
    )
