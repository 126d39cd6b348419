"""#29 at 960×600: "Next statement" lost its Space keycap (the column of buttons was too narrow for
label and keycap at the text floor), and the focus ring of the first of 10 cards in hand was cut:
against the window's edge, and under the next card."""

from __future__ import annotations

from random import Random

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.i18n import _, speaking
from forNorthwood.i18n.controls_text import button_name
from forNorthwood.ui.buttons import Button, draw_button, keycapped_width
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import focus_reach

from .input_kit import in_hand, key, make_app, settle
from .screen_kit import TABLE_SIZES


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_next_statement_keeps_its_keycap_at_every_size(language):
    with speaking(language):
        for size in TABLE_SIZES:
            slot = table_layout(*size).button_slots[0]
            needed = keycapped_width(_("Next statement"), button_name("next_statement"), slot.height)
            assert needed <= slot.width, (size, needed, slot.width)


def crowded_hand() -> Session:
    """A visit with ten cards or more in hand, before a statement."""
    for seed in range(1, 300):
        session, rng = Session(seed, "full", 16), Random(seed)
        while not session.over:
            view = session.view()
            if view["phase"] == "ability_window" and len(view["hand"]) >= 10:
                return session
            session.apply(rng.choice(session.legal()))
    raise AssertionError("no crowded hand")


def test_the_first_card_of_a_crowded_hand_shows_its_whole_focus_ring(clock):
    app = make_app(clock, (960, 600))
    session = crowded_hand()
    app.carry_out(ShowGame(session))
    settle(app)
    scene = app.scene
    for _step in range(14):  # to the hand's first card
        key(app, pygame.K_LEFT)
        settle(app)
    first = session.view()["hand"][0]
    table = scene.table  # type: ignore[attr-defined]
    sprite = table.sprite_of(in_hand(first))
    assert sprite is not None and sprite.key == in_hand(first)
    card = sprite.card_rect
    ring = card.inflate(2 * focus_reach(*card.size), 2 * focus_reach(*card.size))
    assert pygame.Rect(0, 0, 960, 600).contains(ring.inflate(4, 4)), ring  # room from the edge
    layer = table.group.get_layer_of_sprite(sprite)
    over = [s for s in table.sprites.values() if s.visible and s is not sprite and s.rect.colliderect(ring)]
    assert over and all(table.group.get_layer_of_sprite(s) < layer for s in over)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_start_the_visit_is_drawn_with_its_keycap(language, size):
    """The French "Commencer la visite" lost its Space keycap at 960×600 and 1280×800: the button
    as the fief selection makes it, drawn, shows its key beside its words in every language."""
    pygame.font.init()
    lay = table_layout(*size)
    with speaking(language):
        space, label = button_name("next_statement"), _("Start the visit")
        start = Button(K.Button("start"), label, lay.button_slots[0], True, True, hint=space, keycap=True)
        surface = pygame.Surface(size)
        with recording() as drawn:
            draw_button(surface, start, False, False)
    words = {d.message: d for d in drawn}
    assert space in words, (language, size, list(words))
    assert words[space].box.left > words[label].box.left  # beside the words, not under them
    assert all(d.fits for d in drawn), [d.problem() for d in drawn if not d.fits]
    assert start.rect.contains(words[space].box)
