"""The Hint's badges on the fiefs, the friends and the ally slots hide no rank, suit, star or name.

At 960×600 the badges of the fief row sat on the band of stars at the tiles' foot, and at the
friends' step those of the friends and the ally slots sat on the cards' band (rank, suit, crown)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.ally_slot import slot_edge, slot_places
from forNorthwood.ui.card_places import character_band, fief_band_top, fief_number_area, fief_stars_in_band
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import FakeClock, key, open_session, position_session, settle, step_until
from .screen_kit import new_app
from .test_table_first_player import HAND, same_odds

STATUSES = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def badges_by_key(app) -> dict[K.Key, pygame.Rect]:
    """Each badge shown, by the thing it is about (the badge is the sprite right over the glow)."""
    scene = app.scene
    scene.hints.advise = same_odds
    key(app, pygame.K_h)
    step_until(app, lambda: any(b.visible for b in scene.hints.badges), 10)
    settle(app)
    shown = [b.rect for b in scene.hints.badges[1::2] if b.visible]
    found = {}
    for rect in shown:
        near = []
        for target in [K.Fief(n) for n in range(8)] + [K.Ally(s) for s in range(4)] + [K.Friend("QE"), K.Friend("KL")]:
            place = scene.locate(target)
            if place is not None:
                near.append((place.inflate(2 * rect.width, 2 * rect.height).clip(rect).width, target))
        found[max(near, key=lambda n: n[0])[1]] = rect
    return found


@pytest.mark.parametrize("size", SIZES)
def test_the_fief_row_s_badges_leave_the_numbers_and_stars_in_sight(tmp_path, size):
    app = new_app(tmp_path, size, "fr", FakeClock())
    try:
        open_session(
            app,
            position_session(
                hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=STATUSES
            ),
        )
        badges = badges_by_key(app)
        fiefs = {k: r for k, r in badges.items() if isinstance(k, K.Fief)}
        assert len(fiefs) == 6
        for fief, badge in fiefs.items():
            card = app.scene.locate(fief)
            band = pygame.Rect(card.left, fief_band_top(card), card.width, card.bottom - fief_band_top(card))
            assert not badge.colliderect(fief_number_area(fief.number, card)), (fief, badge)
            if fief_stars_in_band(*card.size):  # the stars in the band: the badge keeps off it
                assert not badge.colliderect(band), (fief, badge, band)
                assert card.contains(badge), (fief, badge)
            else:  # the stars beside the number: the badge under the tile, on its band's edge at most
                assert badge.top >= band.bottom - app.scene.layout.px(3), (fief, badge)
            assert badge.height >= MIN_TEXT
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_friends_and_the_slots_badges_leave_the_cards_bands_and_names_in_sight(tmp_path, size):
    app = new_app(tmp_path, size, "uk", FakeClock())
    try:
        session = position_session(
            hand=HAND, deck_top=[], phase="choose_substitutes", visiting=1, friends=["QE", "KL"], statuses=STATUSES
        )
        open_session(app, session)
        badges = badges_by_key(app)
        on_cards = {k: r for k, r in badges.items() if isinstance(k, K.Friend | K.Ally)}
        assert {type(k) for k in on_cards} == {K.Friend, K.Ally}
        lay = app.scene.layout
        cards = [app.scene.locate(K.Friend(f)) for f in ("QE", "KL")]
        cards += [app.scene.locate(K.Ally(s)) for s in range(4)]
        for where, badge in on_cards.items():
            for card in cards:
                assert not badge.colliderect(character_band(card)), (where, badge)
            if isinstance(where, K.Ally):
                places = slot_places(lay, where.slot, session.state.kingdom.allies[where.slot])
                for words in (places.name, places.ability, places.caption):
                    assert words is None or not badge.colliderect(words), (where, badge, words)
                # Inside the slot's frame, never across its edge (the replay's crossed it at 1280×800).
                inner = pygame.Rect(lay.ally_slots[where.slot]).inflate(-2 * slot_edge(lay), 0)
                assert inner.contains(badge), (where, badge, inner)
            # The name under the portrait: the badge over the portrait's top corner only.
            card = app.scene.locate(where)
            assert badge.bottom <= card.top + card.height * 0.45, (where, badge, card)
    finally:
        app.close()
