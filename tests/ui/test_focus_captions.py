"""The keyboard focus's ring and the words beside it: the ring never crosses a caption
("Ruler of fief 4", "Discard: 4", now "Discard pile: 4", found by a first-time player), and an exhausted ally's card,
turned across its slot, leaves the slot's number in sight."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.still_drawing import slot_number_rect
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import focus_reach

from .input_kit import make_app, position_session, settle

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def _visit(clock, size: tuple[int, int]):
    allies = [{"ally": a, "substitute": None, "exhausted": a == "JF"} for a in ("JC", "JF", "JL", "JE")]
    session = position_session(
        ["5L", "1E", "7E", "8F"], ["7L", "2E"], allies=allies, discard=["3C", "4C", "6F", "2L"], visiting=4
    )
    app = make_app(clock, size=size)
    app.carry_out(ShowGame(session))
    settle(app)
    return app


def _ring(rect: pygame.Rect) -> pygame.Rect:
    reach = focus_reach(rect.width, rect.height)
    return rect.inflate(2 * reach, 2 * reach)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_focus_ring_of_the_ruler_and_of_the_piles_crosses_no_caption(clock, size):
    app = _visit(clock, size)
    scene = app.scene
    rings = {}
    for key in (K.RULER, K.DISCARD):
        scene.focus = key
        scene.refresh()
        sprite = scene.table.sprite_of(key)
        assert sprite is not None
        rings[key] = _ring(sprite.card_rect)
    with recording() as drawn:
        scene.picture().paint(pygame.Surface(size))
    captions = [d for d in drawn if d.message.startswith(("Ruler of fief", "Discard pile:", "Response"))]
    assert len(captions) == 3
    for caption in captions:
        for ring in rings.values():
            assert not caption.used.colliderect(ring), (caption.message, caption.used, ring)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_an_exhausted_allys_card_leaves_its_slot_number_in_sight(clock, size):
    app = _visit(clock, size)
    table = app.scene.table
    badge = slot_number_rect(table.layout, 1)
    over = [s for s in table.group.sprites() if s.visible and s.rect.colliderect(badge)]
    assert over, "the number is drawn"
    top = max(over, key=table.group.get_layer_of_sprite)
    assert top is table.slot_numbers[1]
    assert not any(sprite.visible for sprite in (table.slot_numbers[0], table.slot_numbers[2], table.slot_numbers[3]))
