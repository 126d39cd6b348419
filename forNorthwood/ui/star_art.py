"""Stars and status marks drawn as icons (not a font's glyphs): a fief's stars, the tick and
the cross of a won or lost fief, the medal's sparks. Drawn larger and scaled down, so their
edges are smooth at every size; cached by size."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .theme import INK, Colour


def star_points(centre: tuple[float, float], outer: float) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star standing on two points, ``outer`` from ``centre``."""
    return [
        (
            centre[0] + (outer if i % 2 == 0 else outer * 0.45) * math.sin(i * math.pi / 5),
            centre[1] - (outer if i % 2 == 0 else outer * 0.45) * math.cos(i * math.pi / 5),
        )
        for i in range(10)
    ]


STAR_PITCH = 0.8  # the least distance between two stars of a row, in star widths
_SMOOTH = 4  # icons are drawn this many times larger, then scaled down: smooth edges at every size


@lru_cache(maxsize=64)
def star_icon(size: int, filled: bool, colour: Colour) -> pygame.Surface:
    """A star ``size`` pixels square, drawn (not a font's glyph): gold with a dark edge when
    ``filled`` (a fief's stars), an outline otherwise (the stars a lost fief no longer gives)."""
    big = size * _SMOOTH
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    points = star_points((big / 2, big * 0.53), big * 0.5)
    if filled:
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, INK, points, width=max(1, big // 12))
    else:
        pygame.draw.polygon(surface, colour, points, width=max(_SMOOTH, big // 8))
    return pygame.transform.smoothscale(surface, (size, size))


@lru_cache(maxsize=64)
def status_icon(won: bool, size: int, colour: Colour) -> pygame.Surface:
    """A tick (won) or a cross (lost) ``size`` pixels square, drawn so it reads at any size."""
    big = size * _SMOOTH
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    width = max(_SMOOTH, big // 6)
    if won:
        tick = [(big * 0.12, big * 0.55), (big * 0.4, big * 0.82), (big * 0.9, big * 0.2)]
        pygame.draw.lines(surface, colour, False, tick, width)
    else:
        pygame.draw.line(surface, colour, (big * 0.18, big * 0.18), (big * 0.82, big * 0.82), width)
        pygame.draw.line(surface, colour, (big * 0.82, big * 0.18), (big * 0.18, big * 0.82), width)
    return pygame.transform.smoothscale(surface, (size, size))


def star_size(count: int, rect: pygame.Rect) -> int:
    """How large ``count`` stars are drawn in a row in ``rect`` (see ``draw_stars``)."""
    return max(4, min(rect.height, math.floor(rect.width / (1 + STAR_PITCH * (max(1, count) - 1)))))


def draw_stars(
    surface: pygame.Surface, count: int, rect: pygame.Rect, filled: bool, colour: Colour, align: str
) -> None:
    """``count`` stars in a row in ``rect``, each as large as the row allows (at most its height);
    in a narrow row they overlap a little (each one's points over the next), rather than shrink."""
    if count <= 0 or rect.width <= 0 or rect.height <= 0:
        return
    size = star_size(count, rect)
    step = min(size, (rect.width - size) // (count - 1)) if count > 1 else size
    icon = star_icon(size, filled, colour)
    row = pygame.Rect(0, 0, size + step * (count - 1), size)
    row.centery = rect.centery
    if align == "right":
        row.right = rect.right
    elif align == "center":
        row.centerx = rect.centerx
    else:
        row.left = rect.left
    for i in range(count):
        surface.blit(icon, (row.left + i * step, row.top))
