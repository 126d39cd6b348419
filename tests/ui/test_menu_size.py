"""The in-game menu is sized to its buttons, centred: at 3840×2160 a first-time player found it
from the top of the window to its bottom (it was so at every size, its buttons a fifth taller
than the title's)."""

from __future__ import annotations

import pytest

from forNorthwood.ui.layout import menu_layout, unit

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_is_as_tall_as_its_buttons_and_centred(size):
    width, height = size
    for count in (10, 11, 12):
        lay = menu_layout(width, height, count)
        # Centred, with the table in sight above and below it once the window is larger than the smallest.
        assert abs(lay.panel.centerx - width // 2) <= 1 and abs(lay.panel.centery - height // 2) <= 1
        if size != (960, 600):
            assert lay.panel.height <= 0.85 * height, (size, count, lay.panel)
        # Nothing but its heading, the code line and the buttons: no room left over at the bottom.
        assert lay.panel.bottom - lay.items[-1].bottom == lay.items[0].left - lay.panel.left
        # The buttons scale with the table: the same height for the same scale.
        # (Twelve rows, Puzzles among them, a few pixels lower above 960×600: the table stays in sight.)
        scaled = round(40 * unit(width, height))
        assert (
            abs(lay.items[0].height - scaled) <= 1
            or size == (960, 600)
            or (count == 12 and lay.items[0].height >= 0.9 * scaled)
        )
