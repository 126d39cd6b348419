"""On the puzzles' screen the focus ring round a level's button ran through the line under it
(what makes the level harder: 4 px under the button, the ring reaching 6 at 1280×800)."""

from __future__ import annotations

import pytest

from forNorthwood.ui.puzzle_places import puzzles_layout
from forNorthwood.ui.theme import focus_reach


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_a_levels_focus_ring_leaves_its_caption_clear(size):
    lay = puzzles_layout(*size)
    for button, caption in zip(lay.levels, lay.level_notes, strict=True):
        ring = button.inflate(
            2 * focus_reach(button.width, button.height), 2 * focus_reach(button.width, button.height)
        )
        assert not ring.colliderect(caption), (size, ring, caption)
        assert caption.height >= lay.line(15) * 9 // 10 or caption.height >= 18, (size, caption)  # a line still
    assert lay.level_notes[-1].bottom <= lay.next.top  # the last caption over the easiest puzzle's button
