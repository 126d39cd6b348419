"""The replay's "your choice" tag on a chosen ally lay left of its slot at 960×600, over the score
pile's label ("Pile ton choix" in French), and at 1920×1080 on the card's picture. It lies inside
the ally's own slot, across its card's lower edge (or just over its upper one), over no other
words: not the slot's number, the card's header or name, the words under the card, nor any odds."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.ui.ally_slot import slot_edge, slot_places
from forNorthwood.ui.card_art import portrait_and_name
from forNorthwood.ui.card_places import character_band
from forNorthwood.ui.frame import CharacterFace
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.still_drawing import slot_number_rect

from .input_kit import settle
from .screen_kit import new_app, replay_advice
from .test_replay_screen import finished, replay_scene


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_a_chosen_allys_tag_lies_in_its_slot_over_its_cards_edge(tmp_path, size, language):
    app = new_app(tmp_path, size, language)
    _, record, replay = finished(app)
    chosen = {}  # slot → the first decision where it was used
    for index in replay.decisions:
        action = replay.position(index).action
        if isinstance(action, A.Activate):
            chosen.setdefault(action.slot, index)
    assert 2 in chosen, chosen  # the bottom-left slot's, over the score pile at 960×600
    tagged = set()
    for slot, index in sorted(chosen.items()):
        advice = replay_advice(replay, index)
        app.carry_out(Goto(lambda ctx, i=index, a=advice: ReplayScene(ctx, record, replay, index=i, advice=a)))
        settle(app)
        scene = replay_scene(app)
        lay, frame = scene.table.layout, scene.table.frame
        allies = scene.table.model.kingdom.allies
        odds = [b.rect for b in scene.badges[3::4] if b.visible]
        for n, (where, (_, _, played)) in enumerate(scene.badges_wanted().items()):
            if not played:
                continue
            assert where == K.Ally(slot), (index, where)
            tag = scene.badges[4 * n + 2]
            place = frame.places[frame.shown_at[where]]
            card = place.rect
            if not tag.visible:  # only a thumbnail (its odds over its name's row) goes without: its ring says it
                assert card.width < 30 and scene.badges[4 * n + 1].visible, (size, language, slot, card)
                continue
            box = tag.rect
            inner = pygame.Rect(lay.ally_slots[slot]).inflate(-2 * slot_edge(lay), -2 * slot_edge(lay))
            assert inner.contains(box), (size, language, slot, box, inner)
            # Across the card's lower edge, or just over its upper one: not on its picture.
            assert box.top <= card.bottom <= box.bottom or box.bottom == card.top, (size, language, slot, box, card)
            words = [pygame.Rect(slot_number_rect(lay, s)) for s in range(4)] + [character_band(card), *odds]
            places = slot_places(lay, slot, allies[slot], allies)
            words += [r for r in (places.name, places.caption, places.ability) if r is not None and r.height]
            if isinstance(place.face, CharacterFace):
                words.append(portrait_and_name(place.face.code, card, place.face.words)[1])
            for other in range(4):
                if other != slot:
                    words.append(frame.places[frame.shown_at[K.Ally(other)]].rect)
            for area in words:
                if area.width and area.height:
                    assert not box.colliderect(area), (size, language, slot, box, area)
            tagged.add(slot)
    assert 2 in tagged, (size, language, tagged)  # the bottom-left slot's tag is shown, in its slot
    app.close()
