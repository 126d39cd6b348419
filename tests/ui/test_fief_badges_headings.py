"""The hint's chance badges under the fiefs leave the headings of the band under them whole:
"Ruler of fief N" (or "Rulers") and "Friends" (or how to bring a friend in) were half covered by
the badges of fiefs 1 and 2, in every language and at every size."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui import text
from forNorthwood.ui.table_places import ruler_label

from .input_kit import FakeClock, key, open_session, position_session, settle, step_until
from .screen_kit import new_app
from .test_table_first_player import HAND, same_odds

STATUSES = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
SIZES = [(960, 600), (1024, 768), (1280, 800), (1920, 1080), (3840, 2160)]


def heading_boxes(lay) -> list[pygame.Rect]:
    """The lines of the headings under the fiefs: the ruler's column's and the friends' row's."""
    friends = pygame.Rect(lay.friends.left, lay.friends.top, lay.friends.width, lay.line(16))
    return [ruler_label(lay), friends]


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ring", [None, 1])
def test_no_fief_badge_covers_a_heading_under_the_fiefs(tmp_path, language, size, ring):
    app = new_app(tmp_path, size, language, FakeClock())
    try:
        session = position_session(
            hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=STATUSES
        )
        open_session(app, session)
        scene = app.scene
        scene.hints.advise = same_odds
        if ring is not None:
            key(app, pygame.K_1)  # the ring on fief 1: its ruler's preview, "Ruler of fief 1"
        key(app, pygame.K_h)
        step_until(app, lambda: any(b.visible for b in scene.hints.badges), 10)
        settle(app)
        low = scene.locate(K.Ally(0)).height // 3
        badges = [b.rect for b in scene.hints.badges if b.visible and b.rect.height < low]
        assert len(badges) == 6  # one under each fief still to visit
        with text.recording() as drawn:
            scene.picture().paint(pygame.Surface(size))
        boxes = heading_boxes(scene.layout)
        headings = [d for d in drawn if d.box in boxes]
        assert len(headings) == 2, [d.message for d in headings]
        for heading in headings:
            for badge in badges:
                assert not badge.colliderect(heading.used), f"a badge over {heading.message!r}"
    finally:
        app.close()
