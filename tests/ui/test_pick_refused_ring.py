"""A pick refused with Enter leaves the focus ring on the card the player tried."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from tests.cards_kit import card_of

from .input_kit import in_hand, key, make_app, open_session, position_session, settle

ALLIES = [{"ally": a, "substitute": None, "exhausted": False} for a in ("KF", "LC", "PL", "PE")]
RULERS = ["JF", "QE", "LF", "QL", "QC", "LE", "KC", "JE"]


def test_enter_on_a_card_the_ability_refuses_leaves_the_ring_on_it(clock):
    """King of Flowers (two cards adding to 9), 3840×2160: Right ×3 from the 7 of Claws, then Enter,
    said "That is not one of the choices the ability allows" with the ring on the 6 of Leaves, a
    legal pick. The keys had reached the 5 of Leaves (no partner: dimmed), Enter was refused there,
    and the table then moved the ring onto the nearest pick, the 6, under the refusal's words. The
    ring now stays on the card refused; one more Right and Enter pick the 6."""
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
    assert scene.focus == in_hand("5L")
    key(app, pygame.K_RETURN)
    settle(app)
    assert session.actions[-1] == A.activate(0)  # refused
    assert scene.focus == in_hand("5L")  # the ring stays on the card the refusal speaks of
    key(app, pygame.K_RIGHT)
    assert scene.focus == in_hand("6L")
    key(app, pygame.K_RETURN)
    settle(app)
    assert session.actions[-1] == A.pick_card(card_of("6L"))
