"""What the end-of-visit panel celebrates: a medal secured by this visit, on the panel beside
its title, or (a fief won) its stars bursting from the fief's card.

A sprite over the panel, owned by the visit and shown at each moment of its celebration; it
is given what it needs (the time, the panel's and the fief's places, the medal's colour) and
never asks the visit for anything.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..medal_art import draw_medal, draw_sparks, medal_bounds, sparks_around
from ..sprites import LAYER_PANEL, PictureSprite


class Celebration:
    """The medal (or a fief's stars) over the end-of-visit panel, while it is celebrated."""

    def __init__(self, now: Callable[[], int]) -> None:
        self.now = now
        self.sprite = PictureSprite(LAYER_PANEL + 1)  # the medal over its panel
        #: Its start and length (None: nothing celebrated).
        self.when: tuple[int, int] | None = None
        self.medal = False  # a medal, or (False) the short stars of a fief won

    def start(self, length: int, medal: bool) -> None:
        self.when = (self.now(), length)
        self.medal = medal

    def progress(self) -> float:
        """How far the celebration has come (1: over, or animations off: still)."""
        if self.when is None:
            return 1.0
        start, length = self.when
        return 1.0 if length <= 0 else max(0.0, min(1.0, (self.now() - start) / length))

    def running(self) -> bool:
        return self.when is not None and self.progress() < 1.0

    def skip(self) -> None:
        """Over at once (a medal stays still)."""
        if self.when is not None:
            self.when = (self.when[0], 0)

    def due(self, now: int) -> bool:
        """Whether a new frame is to be shown: one still frame after the last one; a fief's stars
        are taken away once over."""
        if self.when is None or not self.sprite.visible:
            return False
        start, length = self.when
        return length > 0 and (now - start <= length + 40 or not self.medal)

    def show(
        self, panel: pygame.Rect | None, fief: pygame.Rect | None, px: Callable[[float], int], colour: tuple
    ) -> None:
        """The medal on the ``panel`` (None: no panel), beside its title, or the stars from the
        ``fief``'s card, at this moment of the celebration."""
        if self.when is None or panel is None:
            self.sprite.show(None)
            return
        size = px(56)
        disc = pygame.Rect(panel.left + px(28), panel.top + px(22), size, size)
        t = self.progress()
        words = panel_words(panel, disc, px(8))
        # A picture of just what is drawn at this moment (the stars fly out to three radii): the
        # window blends only that much again each frame.
        if not self.medal:  # a fief won: its stars only, gone once over
            # They burst from the fief's card, over the row of fiefs, and fade before the panel
            # (they flew out of its corner, over the deck, half across its title).
            centre = (fief or disc).center
            size = max(px(16), min(size, (panel.top - centre[1]) // 3))
            flying = [spark for spark, _alpha in sparks_around(centre, size, t, words)] if t < 1.0 else []
            if not flying:
                self.sprite.show(None)
                return
            bounds = flying[0].unionall(flying[1:]).inflate(4, 4)
            image = pygame.Surface(bounds.size, pygame.SRCALPHA)
            shifted = [r.move(-bounds.left, -bounds.top) for r in words]
            draw_sparks(image, (centre[0] - bounds.left, centre[1] - bounds.top), size, t, shifted)
        else:
            bounds = medal_bounds(disc, t)
            image = pygame.Surface(bounds.size, pygame.SRCALPHA)
            shifted = [r.move(-bounds.left, -bounds.top) for r in words]
            draw_medal(image, disc.move(-bounds.left, -bounds.top), colour, t, shifted)
        self.sprite.show(image, bounds.topleft)


def panel_words(panel: pygame.Rect, disc: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """Where the end-of-visit panel has words: all of it but the corner of its medal (its title
    beside the disc, its lines under it). The stars fly in that corner and around the panel,
    never over its words (they were drawn over the title and the first lines)."""
    beside = pygame.Rect(disc.right + gap, panel.top, max(0, panel.right - disc.right - gap), panel.height)
    under = pygame.Rect(panel.left, disc.bottom + gap, panel.width, max(0, panel.bottom - disc.bottom - gap))
    return [beside, under]
