"""The replay's "your choice" tag covered what it was about: a fief's picture (it sat in the card's
middle), at 1920×1080 the bottom of an ally's name (on the card's foot), at 960×600 the ally's
whole small card; then over an ally's header and slot number, touching the next slot's odds. It now
covers neither the card nor its name nor any number or odds, at every size: on an ally, beside its
card; under a fief, below its odds; on a card of the hand, over its top edge."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core.state import Phase
from forNorthwood.game import table_keys as K
from forNorthwood.i18n.replay_text import your_choice_text
from forNorthwood.ui.ally_slot import slot_places
from forNorthwood.ui.hint_badges import badge_key
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_badges import choice_tag, choice_tag_box
from forNorthwood.ui.still_drawing import slot_number_rect

from .input_kit import make_app, settle
from .screen_kit import replay_advice, replay_position
from .test_replay_screen import REPLAY_SIZES, finished, replay_scene


def covered(scene: ReplayScene, where: K.Key, card: pygame.Rect) -> list[pygame.Rect]:
    """What the tag on ``where`` (its card ``card``) must not cover: its picture and its name."""
    if isinstance(where, K.Ally):
        # The whole card (its header too), every slot's number, and the slot's name and lines.
        lay = scene.table.layout
        places = slot_places(lay, where.slot, scene.table.model.kingdom.allies[where.slot])
        numbers = [pygame.Rect(slot_number_rect(lay, slot)) for slot in range(4)]
        words = [r for r in (places.name, places.ability, places.caption) if r is not None and r.height]
        return [card, *numbers, *words]
    if isinstance(where, K.Fief):
        return [card]  # its number, stars, picture, rank and suit, status: nothing to spare
    return [card.inflate(0, -card.height // 5)]  # a card of the hand: its corners' values and big suit


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_your_choice_covers_neither_picture_nor_name_nor_odds(clock, size):
    app = make_app(clock, size)
    _, record, replay = finished(app)
    fief = next(i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF)
    ally = replay_position(replay)
    hand = next(i for i in replay.decisions if i > ally and isinstance(badge_key(replay.position(i).action), K.Hand))
    advice = replay_advice(replay, hand)
    kinds = set()
    for index in (fief, ally, hand):
        app.carry_out(Goto(lambda ctx, index=index: ReplayScene(ctx, record, replay, index=index, advice=advice)))
        settle(app)
        scene = replay_scene(app)
        wanted = scene.badges_wanted()
        frame = scene.table.frame
        for n, (where, (_, _, played)) in enumerate(wanted.items()):
            if not played:
                continue
            card = frame.places[frame.shown_at[where]].rect
            tag, odds = scene.badges[4 * n + 2], scene.badges[4 * n + 3]
            assert tag.visible, (size, index, where)
            kinds.add(type(where))
            for area in covered(scene, where, card):
                assert not tag.rect.colliderect(area), (size, index, where, tag.rect, area)
            others = [b.rect for b in scene.badges[3::4] if b.visible]  # not even touching another's
            near = tag.rect.inflate(2, 2)
            assert not any(near.colliderect(o) for o in others if o != odds.rect), (size, index, tag.rect)
            assert not any(tag.rect.colliderect(o) for o in others), (size, index, tag.rect, odds.rect)
            assert pygame.Rect((0, 0), scene.lay.table_size).contains(tag.rect)
    assert kinds == {K.Fief, K.Ally, K.Hand}, kinds


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_under_a_fief_the_tag_slides_off_the_headings(clock, size):
    """At 960×600 the tag under fief 2 covered the Friends heading ("Дружні правителі" in
    Ukrainian): it slides along the row, still under its fief, off the headings' words."""
    from forNorthwood.ui.replay_places import replay_layout

    lay = replay_layout(*size)
    table = lay.table
    card = pygame.Rect(table.fief_cards[2])
    tag = choice_tag(your_choice_text(), max(14, lay.px(17))).get_rect()
    odds = pygame.Rect(card.left, card.bottom - 2, card.width * 3 // 4, tag.height)
    odds.centerx = card.centerx
    below = choice_tag_box(K.Fief(2), card, tag, odds, lay.table_size)
    heading = below.inflate(-below.width // 3, 0)  # the heading's words right under the tag
    box = choice_tag_box(K.Fief(2), card, tag, odds, lay.table_size, [heading])
    assert not box.colliderect(heading) and not box.colliderect(odds) and not box.colliderect(card)
    assert box.right > card.left and box.left < card.right  # still under its fief
