"""A multi-pick ability whose first pick stays in the hand (the King of Flowers' pair) shows that
card as picked: tagged with the word, not veiled like the cards that cannot be picked."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from forNorthwood.core import legal_actions
from forNorthwood.core.cards import parse_card
from forNorthwood.game.session import Session
from forNorthwood.ui import text
from forNorthwood.ui.frame import CardId, Mark, VisitTurn, state_frame
from forNorthwood.ui.scenes.visit_controls import visit_looks
from forNorthwood.ui.scenes.visit_prompt import prompt_text
from forNorthwood.ui.sprites import render
from forNorthwood.ui.table_places import table_layout
from tests.cards_kit import card_of
from tests.core.ability_kit import asks, go, table


def _card(name: str) -> int:
    card = parse_card(name)
    assert card is not None
    return card


def test_king_of_flowers_first_pick_is_marked_picked_not_dim(app) -> None:
    state = table("KF", ["4C", "5F", "5L", "2E"], deck=["1L"])
    state, _ = go(state, A.activate(0), A.pick_card(card_of("4C")))
    assert asks(state) == ("KF", "kf_partner", "card", {"5F", "5L"})  # pick 2 of 2
    looks = visit_looks(legal_actions(state), state.phase, state.decision, True, None, (), frozenset())
    frame = state_frame(state, table_layout(1280, 800), looks, VisitTurn())
    marks = {name: frame.places[CardId(_card(name))].marks for name in ("4C", "5F", "5L", "2E")}
    assert marks == {"4C": (Mark.PICKED,), "5F": (Mark.LEGAL,), "5L": (Mark.LEGAL,), "2E": (Mark.DIM,)}
    # The picked card says so in words on its picture (a veil alone would read as "cannot be picked").
    place = frame.places[CardId(_card("4C"))]
    with text.recording() as drawn:
        picked = render(place.face, place.rect.size, 0.0, 1.0, (Mark.PICKED,), False, at_rest=False)
    assert [d.message for d in drawn] == ["picked"]
    dim = render(place.face, place.rect.size, 0.0, 1.0, (Mark.DIM,), False, at_rest=False)
    assert pygame.image.tobytes(picked, "RGBA") != pygame.image.tobytes(dim, "RGBA")


def test_no_card_is_marked_picked_at_the_first_pick() -> None:
    state = table("KF", ["4C", "5F", "5L", "2E"], deck=["1L"])
    state, _ = go(state, A.activate(0))
    looks = visit_looks(legal_actions(state), state.phase, state.decision, True, None, (), frozenset())
    assert looks.hand_picked == frozenset()


def test_the_prompt_line_names_the_card_picked_first() -> None:
    state = table("KF", ["4C", "5F", "5L", "2E"], deck=["1L"])
    state, _ = go(state, A.activate(0), A.pick_card(card_of("4C")))
    line = prompt_text(Session(0, "intro", 16, start=state), None, False, None)
    # (names are unbreakable: their spaces are no-break ones)
    expected = "King of Flowers: Pick the partner of the 4 of Claws: the two must add up to 9 (pick 2 of 2)."
    assert line.replace("\xa0", " ") == expected
