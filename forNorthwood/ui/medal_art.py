"""A medal celebrated: the disc springing up with stars flying out of it, then still in a golden halo.

Drawn from how far the celebration has come (0 to 1), so that the end of the game and the
end-of-visit panel celebrate alike; with animations off the caller passes 1 at once: no
motion, the medal still marked by its halo.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .star_art import star_icon, star_points
from .theme import STAR, Colour

#: The colour of each medal's disc.
MEDAL_COLOURS: dict[str, Colour] = {"bronze": (205, 127, 50), "silver": (200, 200, 210), "gold": (240, 200, 60)}
#: How long the medal's celebration lasts at normal speed (ms).
CELEBRATION_MS = 1800
#: How long a fief won is celebrated at normal speed (ms): stars burst from the fief's card.
FIEF_WON_MS = 900
#: Stars flying out of the medal.
SPARKS = 14


def ease_out_back(t: float) -> float:
    """0 → 1 with a small overshoot: something springing into place."""
    c = 1.7
    t -= 1
    return 1 + (c + 1) * t**3 + c * t**2


def sparks(disc: pygame.Rect, t: float, keep_off: Sequence[pygame.Rect] = ()) -> list[tuple[pygame.Rect, int]]:
    """The stars flying out of the medal in ``disc`` at ``t`` of its celebration: where each
    is and how opaque (none once it is over; none over ``keep_off``)."""
    return sparks_around(disc.center, disc.width, t, keep_off)


def sparks_around(
    centre: tuple[int, int], radius: int, t: float, keep_off: Sequence[pygame.Rect] = ()
) -> list[tuple[pygame.Rect, int]]:
    """Stars flying out of ``centre`` and fading, at ``t`` (0 to 1) of a celebration: where each
    is and how opaque (none once it is over). A star over one of ``keep_off`` (the words of a
    title or a dialog) is not shown there: the stars fly around the words, never over them."""
    flying: list[tuple[pygame.Rect, int]] = []
    for i in range(SPARKS if t < 1.0 else 0):
        angle = 2 * math.pi * i / SPARKS + 0.3
        # Stars fly out and fade; every other one a little later and shorter.
        local = max(0.0, min(1.0, (t - 0.1 * (i % 2)) / 0.8))
        distance = radius * (0.6 + 2.4 * local)
        alpha = round(255 * (1 - local))
        size = max(8, round(radius * (0.5 - 0.25 * local)))
        if alpha <= 0:
            continue
        spark = pygame.Rect(0, 0, size, size)
        x, y = centre[0] + distance * math.cos(angle), centre[1] + distance * math.sin(angle)
        spark.center = (round(x), round(y))
        if spark.collidelist(list(keep_off)) >= 0:
            continue
        flying.append((spark, alpha))
    return flying


def draw_sparks(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, t: float, keep_off: Sequence[pygame.Rect] = ()
) -> None:
    """The stars of a celebration drawn: the medal's, and alone the short one of a fief won;
    none over ``keep_off``."""
    for spark, alpha in sparks_around(centre, radius, t, keep_off):
        layer = star_icon(spark.width, True, STAR).copy()
        layer.set_alpha(alpha)
        surface.blit(layer, spark.topleft)


def _face(disc: pygame.Rect, t: float) -> pygame.Rect:
    scale = ease_out_back(min(1.0, t / 0.35)) if t < 1.0 else 1.0
    face = pygame.Rect(0, 0, max(2, round(disc.width * scale)), max(2, round(disc.height * scale)))
    face.center = disc.center
    return face


def medal_bounds(disc: pygame.Rect, t: float) -> pygame.Rect:
    """Everything ``draw_medal`` paints at ``t`` lies inside this (a picture of just that
    size is enough: at 4K the whole flight's square is a megapixel blended every frame)."""
    bounds = _face(disc, t).union(disc.inflate(disc.width // 3, disc.height // 3))
    return bounds.unionall([spark for spark, _alpha in sparks(disc, t)] or [bounds]).inflate(4, 4)


def draw_medal(
    surface: pygame.Surface, disc: pygame.Rect, colour: Colour, t: float, keep_off: Sequence[pygame.Rect] = ()
) -> None:
    """The medal in ``disc`` at ``t`` of its celebration: springing up with stars flying out
    (never over ``keep_off``, the words beside it) while ``t`` < 1, still in a golden halo at 1."""
    if t >= 1.0:
        halo = disc.inflate(disc.width // 3, disc.height // 3)
        pygame.draw.ellipse(surface, STAR, halo, width=max(2, disc.width // 14))
    if t < 1.0:
        draw_sparks(surface, disc.center, disc.width, t, keep_off)
    face = _face(disc, t)
    pygame.draw.ellipse(surface, colour, face)
    pygame.draw.ellipse(surface, (90, 60, 20), face, width=max(2, face.width // 12))
    mark = star_points(face.center, face.height * 0.3)
    pygame.draw.polygon(surface, (90, 60, 20), mark)
