"""Shared tools for the session, save, statistics and log tests: sessions driven by a
seeded random policy, and an independent judge of what a step showed the player."""

from __future__ import annotations

import random
from collections.abc import Callable

from forNorthwood.core import Action, Phase, State
from forNorthwood.core import actions as A
from forNorthwood.game.session import Session

Policy = Callable[[Session, random.Random], Action]


def random_policy(session: Session, rng: random.Random) -> Action:
    """Any legal action but stopping the game early."""
    legal = [a for a in session.legal() if a is not A.STOP_GAME]
    return rng.choice(legal)


def play(
    session: Session,
    rng: random.Random,
    *,
    steps: int | None = None,
    policy: Policy = random_policy,
    undo_every: int = 0,
) -> Session:
    """Apply ``steps`` policy actions (all of them to the end of the game if None).

    With ``undo_every`` > 0, every so many actions the session also undoes (as far as
    ``rng`` likes) and sometimes redoes, so that undo counts and redo stacks vary.
    """
    done = 0
    while not session.over and (steps is None or done < steps):
        session.apply(policy(session, rng))
        done += 1
        if undo_every and done % undo_every == 0:
            for _ in range(rng.randint(1, 3)):
                session.undo()
            if rng.random() < 0.5:
                session.redo()
    return session


def random_session(
    seed: int, setup: str = "intro", threshold: int = 16, *, steps: int | None = None, undo_every: int = 0
) -> Session:
    return play(Session(seed, setup, threshold), random.Random(seed), steps=steps, undo_every=undo_every)


def first_policy(session: Session, rng: random.Random) -> Action:
    """No abilities, no friends: reveal, answer with the first legal card, pick the first option."""
    legal = session.legal()
    state = session.state
    if state.phase is Phase.ABILITY_WINDOW:
        return A.REVEAL
    if state.phase is Phase.CHOOSE_SUBSTITUTES:
        return A.BEGIN_VISIT
    return next(a for a in legal if a is not A.STOP_GAME)


def shows_something_new(before: State, after: State) -> bool:
    """An independent judge: did going from ``before`` to ``after`` show the player anything new?

    New information is a card that was hidden in the deck becoming visible (drawn, revealed,
    peeked), the deck being reordered (shuffled), the generator moving (a shuffle or a deal),
    or the end of the game.
    """
    if after.phase is Phase.GAME_OVER:
        return True
    hidden = set(before.deck[before.known_top :])
    visible = set(after.hand) | set(after.discard) | set(after.score) | set(after.deck[: after.known_top])
    if hidden & visible:
        return True
    if sorted(after.deck) == sorted(before.deck) and after.deck != before.deck:
        return True
    return after.rng != before.rng
