"""What a first-time player found on the table (issue 29, point 4): stale hovers, the header,
the hint's key and the Keep-the-Hint-on setting, the buttons' keys, the celebrations."""

from __future__ import annotations

import pygame

from forNorthwood.game import table_keys as K

from .input_kit import center_of, key, settle
from .test_visit import visit_at


def hover(app, target) -> None:
    app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=center_of(app, target), rel=(0, 0), buttons=(0, 0, 0)))


def test_f11_leaves_no_tooltip_behind(app):
    """After the window changes mode, the pointer is over something else: the tooltip goes."""
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    table = app.scene
    hover(app, K.Ally(1))
    assert table.table.tooltip.visible and table.hover == K.Ally(1)
    key(app, pygame.K_F11)
    # The dummy driver then moves the pointer (which would clear the hover by itself); a real
    # pointer stays where it was: the events without that motion.
    for event in pygame.event.get():
        if event.type != pygame.MOUSEMOTION:
            app.handle(event)
    assert app.fullscreen
    assert not table.table.tooltip.visible and table.hover is None


def test_a_dialog_opened_over_the_table_hides_its_tooltip(app):
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    table = app.scene
    hover(app, K.RULER)
    assert table.table.tooltip.visible
    key(app, pygame.K_ESCAPE)  # the menu
    settle(app)
    assert app.scene is not table
    assert not table.table.tooltip.visible and table.hover is None
