"""The replay's badges, as French players saw them: the "your choice" tag under fief 2 sat against
the "Friends" heading, at 1280×800 an ally's tag lay left of the allies' column beside the score
pile's label, and the allies' odds pills lay across their slot's right frame. The tag keeps a gap
from the headings, an ally's stays in the allies' column at every size (in its own slot:
test_replay_tag_in_slot), and every ally's pill inside its slot."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.core.state import Phase
from forNorthwood.game import table_keys as K
from forNorthwood.ui.ally_slot import slot_edge
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.selection_still import SelectionPicture, words_to_read

from .input_kit import settle
from .screen_kit import new_app, replay_advice
from .test_replay_screen import finished, replay_scene


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_tags_and_pills_keep_their_room(tmp_path, size, language):
    app = new_app(tmp_path, size, language)
    _, record, replay = finished(app)
    fiefs = [i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF][:3]
    allies = [i for i in replay.decisions if isinstance(replay.position(i).action, A.Activate)][:3]
    for index in (*fiefs, *allies):
        advice = replay_advice(replay, index)
        app.carry_out(Goto(lambda ctx, i=index, a=advice: ReplayScene(ctx, record, replay, index=i, advice=a)))
        settle(app)
        scene = replay_scene(app)
        lay, table = scene.lay.table, scene.picture().table
        gap = lay.px(4)
        for n, (where, (_, _, chosen)) in enumerate(scene.badges_wanted().items()):
            tag, pill = scene.badges[4 * n + 2], scene.badges[4 * n + 3]
            if isinstance(where, K.Ally) and pill.visible:
                inner = pygame.Rect(lay.ally_slots[where.slot]).inflate(-2 * slot_edge(lay), 0)
                assert inner.contains(pill.rect), (index, where, pill.rect, inner)
            if not chosen or not tag.visible:
                continue
            if isinstance(table, SelectionPicture):
                for words in words_to_read(lay, table):
                    assert not tag.rect.colliderect(words.inflate(2 * gap, 0)), (index, where, tag.rect, words)
            if isinstance(where, K.Ally):
                assert tag.rect.left >= lay.allies.left, (index, where, tag.rect, lay.allies)
    app.close()
