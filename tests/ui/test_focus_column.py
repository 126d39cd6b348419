"""Arrow keys into a column of buttons (one row of the table, stacked at one x) land on the
button nearest the focus, not on the first listed: a first-time player went Down from a fief
straight to Menu, past Start the visit and Undo."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.ui.focus import Focusable, move_focus

FIEF = Focusable("fief", pygame.Rect(900, 20, 80, 100), 0)
HAND = Focusable("hand", pygame.Rect(300, 600, 80, 110), 2)
COLUMN = [  # listed bottom up, as a layout may list them
    Focusable("menu", pygame.Rect(1050, 690, 150, 30), 1),
    Focusable("undo", pygame.Rect(1050, 655, 150, 30), 1),
    Focusable("stop", pygame.Rect(1050, 620, 150, 30), 1),
    Focusable("start", pygame.Rect(1050, 585, 150, 30), 1),
]


@pytest.mark.parametrize("spatial", [False, True])
def test_down_into_a_column_of_buttons_lands_on_its_top(spatial):
    items = [FIEF, *COLUMN, HAND]
    assert move_focus(items, "fief", 0, 1, wrap=False, spatial=spatial) == "start"


def test_up_along_the_column_goes_one_button_at_a_time():
    items = [FIEF, *COLUMN, HAND]
    assert move_focus(items, "menu", 0, -1, wrap=False, spatial=True) == "undo"
    assert move_focus(items, "start", 0, -1, wrap=False, spatial=True) == "fief"
