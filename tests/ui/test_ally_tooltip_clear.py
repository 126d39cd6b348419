"""An ally's words under the focus ring (or the pointer) hide neither the names of the allies nor
the trick's headers and cards: the Jack of Leaves' words (slot 3) stood over slot 1's card and
name, and over the trick's "Response" header."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.ally_slot import slot_places
from forNorthwood.ui.table_places import pile_label

from .input_kit import FakeClock, open_session, position_session, settle
from .screen_kit import new_app
from .test_table_tooltip import motion, ring_on

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]
HAND = ["6F", "7F", "8F"]


def names(scene) -> list[pygame.Rect]:
    """Each slot's name: written on its card (its foot, under the portrait) or on a row of its own."""
    found = []
    for slot, ally in enumerate(scene.model.kingdom.allies):
        card = scene.locate(K.Ally(slot))
        places = slot_places(scene.layout, slot, ally)
        found.append(places.name or pygame.Rect(card.left, card.centery, card.width, card.bottom - card.centery))
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("device", ["focus", "pointer"])
def test_an_ally_s_words_cover_no_name_nor_the_trick(tmp_path, size, language, device):
    app = new_app(tmp_path, size, language, FakeClock())
    try:
        open_session(app, position_session(hand=HAND, deck_top=["8E", "2E"], visiting=5, discard=["3F"]))
        scene = app.scene
        lay = scene.layout
        trick = [pile_label(lay, lay.discard), pile_label(lay, lay.response), lay.discard, lay.response]
        for slot in range(4):
            if device == "focus":
                ring_on(app, K.Ally(slot))
            else:
                motion(app, scene.locate(K.Ally(slot)).center)
                settle(app)
            tip = scene.table.tooltip
            assert tip.visible, slot
            for other, name in enumerate(names(scene)):
                assert not tip.rect.colliderect(name), f"slot {slot + 1}'s words over slot {other + 1}'s name"
            for rect in trick:
                assert not tip.rect.colliderect(rect), f"slot {slot + 1}'s words over the trick {rect}"
    finally:
        app.close()
