"""The table's keys: every action is done on one thing on screen, named by a typed key."""

from __future__ import annotations

import random

from forNorthwood.core import actions as A
from forNorthwood.core.cards import CARD_OF_NAME
from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from tests.cards_kit import card_of


def test_each_kind_of_action_names_the_thing_it_is_done_on() -> None:
    assert K.target_of(A.choose_fief(3)) == (K.Fief(3), None)
    assert K.target_of(A.BEGIN_VISIT) == (K.Button("start"), None)
    assert K.target_of(A.BACK) == (K.Button("back"), None)
    assert K.target_of(A.STOP_GAME) == (K.Button("stop"), None)
    assert K.target_of(A.REVEAL) == (K.DECK, None)
    assert K.target_of(A.play(card_of("7E"))) == (K.Hand(CARD_OF_NAME["7E"]), K.TRICK)
    assert K.target_of(A.activate(1)) == (K.Ally(1), None)
    assert K.target_of(A.unsubstitute(2)) == (K.Ally(2), None)
    assert K.target_of(A.substitute("QC", 2)) == (K.Friend("QC"), K.Ally(2))
    assert K.target_of(A.pick_card(card_of("5L"))) == (K.Hand(CARD_OF_NAME["5L"]), None)
    assert K.target_of(A.pick_fief(4)) == (K.Fief(4), None)
    assert K.target_of(A.pick_slot(0)) == (K.Ally(0), None)
    assert K.target_of(A.pick_suit("E")) == (K.Choice("E"), None)
    assert K.target_of(A.pick_option("stop")) == (K.Choice("stop"), None)


def test_keys_are_values_and_every_legal_action_of_a_game_has_a_target() -> None:
    assert K.Hand(CARD_OF_NAME["7E"]) == K.Hand(CARD_OF_NAME["7E"]) and K.Hand(CARD_OF_NAME["7E"]) != K.Friend("7E")
    assert len({K.Ally(1), K.Ally(1), K.Fief(1)}) == 2
    session, rng = Session(5, "full", 16), random.Random(5)
    while not session.over:
        legal = session.legal()
        for action in legal:
            target, drop = K.target_of(action)
            assert target is not None, action
            assert drop in (None, K.TRICK) or isinstance(drop, K.Ally), action
        session.apply(rng.choice([a for a in legal if a is not A.STOP_GAME]))
