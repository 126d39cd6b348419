"""The replay's "your choice" tag read "내 / 선택" on two lines at 960×600, over the Friends heading
and the panel's border; at 1280×800 it sat on an ally slot's frame. In every language and size it
is one line, inside the window, over no heading or label, and across no panel's or slot's frame."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.core.state import Phase
from forNorthwood.game import table_keys as K
from forNorthwood.i18n.messages import ruler_heading
from forNorthwood.ui import assets
from forNorthwood.ui.ally_slot import slot_edge, slot_places
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_badges import heading_area
from forNorthwood.ui.scenes.selection_still import SelectionPicture, info_zone, words_to_read
from forNorthwood.ui.still_drawing import slot_number_rect
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import settle
from .screen_kit import new_app, replay_advice
from .test_replay_screen import finished, replay_scene


def edges(area: pygame.Rect, width: int) -> list[pygame.Rect]:
    """The four strips of a frame ``width`` thick round ``area``."""
    return [
        pygame.Rect(area.left, area.top, area.width, width),
        pygame.Rect(area.left, area.bottom - width, area.width, width),
        pygame.Rect(area.left, area.top, width, area.height),
        pygame.Rect(area.right - width, area.top, width, area.height),
    ]


def labels_and_frames(scene: ReplayScene) -> list[pygame.Rect]:
    lay = scene.table.layout
    table = scene.picture().table
    if isinstance(table, SelectionPicture):
        return [*words_to_read(lay, table), *edges(info_zone(lay, table), 3)]
    found = [heading_area(lay, ruler_heading(table.visiting)), pygame.Rect(lay.allies_label)]
    for slot, ally in enumerate(scene.table.model.kingdom.allies):
        found += [pygame.Rect(slot_number_rect(lay, slot)), *edges(pygame.Rect(lay.ally_slots[slot]), slot_edge(lay))]
        places = slot_places(lay, slot, ally)
        found += [r for r in (places.name, places.caption) if r is not None and r.height]
    return found


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_tag_is_one_line_clear_of_labels_and_frames(tmp_path, size, language):
    app = new_app(tmp_path, size, language)
    _, record, replay = finished(app)
    fief = next(i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF)
    allies = [i for i in replay.decisions if isinstance(replay.position(i).action, A.Activate)]
    played = next(i for i in replay.decisions if isinstance(replay.position(i).action, A.Play))
    one_line = 2 * assets.font(MIN_TEXT, True).get_linesize()
    seen = set()
    for index in (fief, *allies[:2], played):
        advice = replay_advice(replay, index)
        app.carry_out(Goto(lambda ctx, i=index, a=advice: ReplayScene(ctx, record, replay, index=i, advice=a)))
        settle(app)
        scene = replay_scene(app)
        window = pygame.Rect((0, 0), scene.lay.table_size)
        blocked = labels_and_frames(scene)
        for n, (where, (_, _, chosen)) in enumerate(scene.badges_wanted().items()):
            tag = scene.badges[4 * n + 2]
            if not chosen or not tag.visible:
                continue
            seen.add(type(where))
            assert window.contains(tag.rect), (where, tag.rect)
            assert tag.rect.height < one_line, (where, tag.rect)  # one line
            for area in blocked:
                assert not tag.rect.colliderect(area), (where, tag.rect, area)
    assert {K.Fief, K.Ally} <= seen, seen
    app.close()
