"""The solution's panel on a puzzle's table, as sprites over the position: the verdict and every
option's odds over the allies' column; the explanation under them from 1280×800 up, else in a box
over the whole hand's row (``puzzle_places.solution_layout``). There the panel's own button, at
its foot, hides the box to show the hand and brings it back: a click, V, the pad's Y, or the focus
and the controller's confirm. A new panel is painted a part per frame
(``PanelPainter``).
"""

from __future__ import annotations

import pygame

from ...game import table_keys as K
from ...i18n import _
from ...i18n.controls_text import CONTROLLER, input_device, keycap_name
from ..buttons import Button, draw_button
from ..solution_panel import PanelPainter, SolutionPicture
from ..sprites import LAYER_PANEL, PictureSprite
from ..theme import focus_reach

#: The panel's button that hides the explanation over the hand, and brings it back.
EXPLANATION = K.Button("explanation")
#: Its key on the keyboard.
TOGGLE_KEY = pygame.K_v


class SolutionBox:
    """The panel's sprites on the table's ``group``: the verdict's part, the explanation's over the
    hand, and the button that hides that one (``hidden``: the hand shows)."""

    def __init__(self, group: pygame.sprite.LayeredDirty) -> None:
        self.upper = PictureSprite(LAYER_PANEL)
        self.lower = PictureSprite(LAYER_PANEL)
        self.button = PictureSprite(LAYER_PANEL + 1)
        group.add(self.upper, self.lower, self.button)
        self.shown: SolutionPicture | None = None
        self.painting: PanelPainter | None = None  # the panel being painted, a part a frame
        self.hidden = False
        self._lower_image: pygame.Surface | None = None
        self._button_look: tuple[object, ...] | None = None

    def covers(self) -> tuple[pygame.Rect, ...]:
        """What the panel covers on the table (nothing reached under it): the verdict's part but for
        its button, and the box over the hand unless hidden."""
        if self.shown is None:
            return ()
        lay = self.shown.layout
        if not lay.toggle.height:
            return lay.parts
        return (*around(lay.panel, lay.toggle), *(() if self.hidden else (lay.lower,)))

    def toggle_rect(self) -> pygame.Rect | None:
        """Where the button is, once the panel is whole (None where there is no box over the hand)."""
        shown = self.shown
        if shown is None or self.painting is not None or not shown.layout.toggle.height:
            return None
        return shown.layout.toggle

    def show(self, picture: SolutionPicture | None, at_once: bool) -> bool:
        """Show ``picture``: at once, or painted a part per ``step``; True when the table changed."""
        if picture == self.shown:
            return False
        self.shown = picture
        self.painting = None
        self._button_look = None
        if picture is None:
            for sprite in (self.upper, self.lower, self.button):
                sprite.show(None)
            return True
        if not at_once:
            self.button.show(None)
            self.painting = PanelPainter(picture)
            return False
        self._put(*picture.images())
        return True

    def step(self) -> bool:
        """One more part of the panel being painted; True once it is whole and shown."""
        painting = self.painting
        if painting is None or not painting.step():
            return False
        self.painting = None
        self._put(painting.image, painting.lower)
        return True

    def _put(self, image: pygame.Surface, lower: pygame.Surface) -> None:
        assert self.shown is not None
        lay = self.shown.layout
        self._lower_image = lower
        self.upper.show(image, lay.panel.topleft)
        self.lower.show(None if self.hidden else lower, lay.lower.topleft)

    def toggle(self) -> bool:
        """Hide the box over the hand, or bring it back; False where there is none."""
        if self.toggle_rect() is None or self.shown is None:
            return False
        self.hidden = not self.hidden
        self.lower.show(None if self.hidden else self._lower_image, self.shown.layout.lower.topleft)
        return True

    def show_button(self, hovered: bool, focused: bool) -> None:
        """The button as it looks now (its label, its key on the device in use, lit, ringed)."""
        rect = self.toggle_rect()
        if rect is None:
            self.button.show(None)
            self._button_look = None
            return
        label, key = toggle_label(self.hidden), toggle_keycap()
        look = (label, key, tuple(rect), hovered, focused)
        if look == self._button_look:
            return
        self._button_look = look
        reach = focus_reach(rect.width, rect.height)  # the ring lies outside the button
        image = pygame.Surface((rect.width + 2 * reach, rect.height + 2 * reach), pygame.SRCALPHA)
        button = Button(EXPLANATION, label, pygame.Rect((reach, reach), rect.size), hint=key, keycap=True)
        draw_button(image, button, hovered, focused)
        self.button.show(image, (rect.left - reach, rect.top - reach))


def toggle_label(hidden: bool) -> str:
    """The button's label: what pressing it shows."""
    if hidden:
        # Translators: a puzzle's button (960×600): the box of words over the hand comes back.
        return _("Show the explanation")
    # Translators: a puzzle's button (960×600): the box of words over the hand hides, the hand shows.
    return _("Show the hand")


def toggle_keycap() -> str:
    """The button's key: V at the keyboard; with a controller, the one that takes back a pick on the
    table (Y), which has nothing to take back once the puzzle is answered (``puzzle_keys.PAD_INTENTS``)."""
    return keycap_name("take_back") if input_device() == CONTROLLER else "V"


def around(outer: pygame.Rect, hole: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """``outer`` but for ``hole`` inside it, as the rectangles above, below, left and right of it."""
    parts = (
        pygame.Rect(outer.left, outer.top, outer.width, hole.top - outer.top),
        pygame.Rect(outer.left, hole.bottom, outer.width, outer.bottom - hole.bottom),
        pygame.Rect(outer.left, hole.top, hole.left - outer.left, hole.height),
        pygame.Rect(hole.right, hole.top, outer.right - hole.right, hole.height),
    )
    return tuple(part for part in parts if part.width > 0 and part.height > 0)
