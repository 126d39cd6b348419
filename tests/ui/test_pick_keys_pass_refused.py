"""The keys never put the ring on a card the ability refuses, so Enter is never refused there."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from tests.cards_kit import card_of

from .input_kit import in_hand, key, make_app, open_session, position_session, settle

ALLIES = [{"ally": a, "substitute": None, "exhausted": False} for a in ("KF", "LC", "PL", "PE")]
RULERS = ["JF", "QE", "LF", "QL", "QC", "LE", "KC", "JE"]


def test_the_keys_never_ring_a_card_the_ability_refuses(clock):
    """King of Flowers (two cards adding to 9), 3840×2160: Right ×3 from the 7 of Claws, then Enter,
    once said "That is not one of the choices the ability allows": the keys had reached the 5 of
    Leaves (no partner: dimmed), Enter was refused there, and the ring then jumped to the nearest
    pick under the refusal's words. The keys now pass over a card the ability refuses: Right ×3
    reaches the 6 of Leaves, a legal pick, and Enter picks it."""
    app = make_app(clock, (3840, 2160))
    hand = ["7C", "2F", "2L", "5L", "6L", "3E", "8E"]
    session = position_session(hand=hand, deck_top=["4C"], allies=ALLIES, discard=["1F"], visiting=2, rulers=RULERS)
    open_session(app, session)
    scene = app.scene
    key(app, pygame.K_1, unicode="1")  # the King of Flowers
    settle(app)
    decision = session.state.decision
    assert decision is not None and card_of("5L") not in decision.options
    assert card_of("6L") in decision.options
    scene.focus = in_hand("7C")
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert scene.focus == in_hand("6L")  # the dimmed 5 of Leaves passed over
    key(app, pygame.K_RETURN)
    settle(app)
    assert session.actions[-1] == A.pick_card(card_of("6L"))
