"""The replay's "your choice" tag covered what it was about: a fief's picture (it sat in the card's
middle), at 1920×1080 the bottom of an ally's name (on the card's foot), at 960×600 the ally's
whole small card. It now covers neither the card's picture nor its name nor its odds, at every size:
on an ally, over its card's coloured band and above it; under a fief, below its odds; on a card
of the hand, over its top edge."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core.state import Phase
from forNorthwood.game import table_keys as K
from forNorthwood.ui.ally_slot import slot_places
from forNorthwood.ui.hint_layer import badge_key
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_badges import ally_band

from .input_kit import make_app, settle
from .screen_kit import replay_advice, replay_position
from .test_replay_screen import REPLAY_SIZES, finished, replay_scene


def covered(scene: ReplayScene, where: K.Key, card: pygame.Rect) -> list[pygame.Rect]:
    """What the tag on ``where`` (its card ``card``) must not cover: its picture and its name."""
    if isinstance(where, K.Ally):
        band = ally_band(card)
        below_band = pygame.Rect(card.left, card.top + band, card.width, card.height - band)
        name = slot_places(scene.table.layout, where.slot, scene.table.model.allies[where.slot]).name
        return [below_band] if name is None else [below_band, name]
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
            others = [b.rect for b in scene.badges[3::4] if b.visible]
            assert not any(tag.rect.colliderect(o) for o in others), (size, index, tag.rect, odds.rect)
            assert pygame.Rect((0, 0), scene.lay.table_size).contains(tag.rect)
    assert kinds == {K.Fief, K.Ally, K.Hand}, kinds
