"""The Hint and a friend picked with a press: "H, Enter" brings the advised friends in, then starts.

A first-time player pressed H then Enter thirty times at the friends' step and never got further:
Enter picked the advised friend and sent the focus to its slot, then H sent the focus back to the
friend, where Enter put it down again.
"""

from __future__ import annotations

import random

import pygame
import pytest

from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.core import actions as A
from forNorthwood.core import legal_actions
from forNorthwood.core.state import Phase
from forNorthwood.game import table_keys as K

from .input_kit import button, key, make_app, open_session, position_session
from .test_hints import wait_for_hint

RULERS = ["QE", "QL", "KL", "KE", "QC", "QF", "KC", "KF"]
CARDS = [f"{v}{s}" for s in "CFLE" for v in range(1, 9)]


def kingdom(seed: int):
    """Friends waiting (one to four), a fief chosen, the friends' step: drawn from ``seed``."""
    rng = random.Random(seed)
    won = sorted(rng.sample(range(8), rng.randint(1, 4)))
    visiting = rng.choice([f for f in range(8) if f not in won])
    statuses = ["won" if f in won else "unvisited" for f in range(8)]
    return position_session(
        hand=rng.sample(CARDS, 8),
        deck_top=[],
        phase="choose_substitutes",
        visiting=visiting,
        friends=[RULERS[f] for f in won],
        statuses=statuses,
    )


def advisor(seed: int):
    """A Hint that brings in friends onto free slots for a while (which ones drawn from ``seed`` and
    the position), then advises starting the visit."""

    def advise(state, *args, **kwargs):
        legal = legal_actions(state)
        placed = sum(1 for a in state.kingdom.allies if a.substitute)
        free = [
            i
            for i, a in enumerate(legal)
            if isinstance(a, A.Substitute) and not state.kingdom.allies[a.slot].substitute
        ]
        rng = random.Random(seed * 31 + placed)
        chosen = rng.choice(free) if free and rng.random() < 0.8 else legal.index(A.BEGIN_VISIT)
        odds = tuple(ActionAdvice(a, 0.7 if i == chosen else 0.4, False, 0) for i, a in enumerate(legal))
        return Advice(odds, chosen, 0.7)

    return advise


@pytest.mark.parametrize("pad", [False, True], ids=["keyboard", "controller"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_h_then_enter_brings_the_advised_friends_in_and_starts(clock, seed, pad):
    app = make_app(clock)
    session = kingdom(seed)
    open_session(app, session)
    scene = app.scene
    scene.hints.advise = advisor(seed)
    friends = len(session.state.kingdom.friends)
    assert friends and session.state.phase is Phase.CHOOSE_SUBSTITUTES
    rounds = 0
    while session.state.phase is Phase.CHOOSE_SUBSTITUTES:
        rounds += 1
        assert rounds <= 4 + friends + 1, "H, Enter went round without starting the visit"
        held = scene.input.held
        button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER) if pad else key(app, pygame.K_h)
        wait_for_hint(app)
        ringed = scene.hints.ringed()
        if isinstance(ringed, A.Substitute) and held == K.Friend(ringed.friend):
            assert scene.input.held == held  # the pick stays
            assert scene.focus == K.Ally(ringed.slot)  # and the focus is where Enter puts it
        button(app, pygame.CONTROLLER_BUTTON_A) if pad else key(app, pygame.K_RETURN)
    assert session.actions[-1] is A.BEGIN_VISIT


def test_h_with_another_friend_picked_says_so_and_offers_the_advised_one(clock):
    """The friend picked is not the one the Hint brings in: it goes back, in words, and the focus
    goes to the advised friend."""
    app = make_app(clock)
    session = kingdom(3)
    open_session(app, session)
    scene = app.scene
    friends = session.state.kingdom.friends
    assert len(friends) >= 2
    picked, advised = friends[0], friends[1]

    def advise(state, *args, **kwargs):
        legal = legal_actions(state)
        chosen = next(i for i, a in enumerate(legal) if isinstance(a, A.Substitute) and a.friend == advised)
        return Advice(
            tuple(ActionAdvice(a, 0.7 if i == chosen else 0.4, False, 0) for i, a in enumerate(legal)), chosen, 0.7
        )

    scene.hints.advise = advise
    scene.focus = K.Friend(picked)
    key(app, pygame.K_RETURN)
    assert scene.input.held == K.Friend(picked)
    key(app, pygame.K_h)
    wait_for_hint(app)
    assert scene.input.held is None
    assert scene.focus == K.Friend(advised)
    assert scene.message.startswith("The Hint advises another move: the King\u00a0of\u00a0Flowers goes back")
