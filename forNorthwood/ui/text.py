"""Laying out words: wrapping into a width and shrinking until a block fits a rectangle."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import assets
from .theme import Colour


def printable(message: str) -> str:
    """``message`` as the font can draw it: a NUL (which pygame refuses) or a lone
    surrogate (from a damaged file) becomes a replacement mark instead of an error."""
    if "\x00" in message:
        message = message.replace("\x00", "\ufffd")
    try:
        message.encode("utf-8")
    except UnicodeEncodeError:
        message = message.encode("utf-8", "replace").decode("utf-8")
    return message


@lru_cache(maxsize=2048)
def wrap(message: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """The lines of ``message`` at font ``size`` so that none is wider than ``width``.

    A single word longer than the width stays on its own line (``fit`` then shrinks it).
    """
    face = assets.font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if face.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def line_height(size: int, bold: bool = False) -> int:
    return assets.font(size, bold).get_linesize()


@lru_cache(maxsize=2048)
def fit(
    message: str, width: int, height: int, size: int, bold: bool = False, minimum: int = 9
) -> tuple[int, tuple[str, ...]]:
    """The largest font size ≤ ``size`` at which ``message`` wraps into ``width`` × ``height``.

    Returns the size and its lines; at ``minimum`` the lines are returned even if too tall
    (``draw_block`` then clips whole lines, never half a letter).
    """
    face_size = max(minimum, size)
    while True:
        lines = wrap(message, face_size, width, bold)
        face = assets.font(face_size, bold)
        widest = max((face.size(line)[0] for line in lines), default=0)
        if (widest <= width and len(lines) * face.get_linesize() <= height) or face_size <= minimum:
            return face_size, lines
        face_size -= 1


def _aligned_left(rect: pygame.Rect, width: int, align: str) -> int:
    """Where a line ``width`` wide starts in ``rect`` when aligned left, center or right."""
    if align == "center":
        return rect.centerx - width // 2
    if align == "right":
        return rect.right - width
    return rect.left


def draw_block(
    surface: pygame.Surface,
    message: str,
    rect: pygame.Rect,
    colour: Colour,
    size: int,
    bold: bool = False,
    align: str = "left",
    valign: str = "top",
    minimum: int = 9,
) -> pygame.Rect:
    """Draw ``message`` wrapped and shrunk to fit ``rect``; returns the area used."""
    message = printable(message)
    if not message or rect.width <= 0 or rect.height <= 0:
        return pygame.Rect(rect.topleft, (0, 0))
    face_size, lines = fit(message, rect.width, rect.height, size, bold, minimum)
    step = line_height(face_size, bold)
    visible = max(1, min(len(lines), rect.height // max(1, step)))
    lines = lines[:visible]
    total = len(lines) * step
    y = rect.top
    if valign == "middle":
        y = rect.top + (rect.height - total) // 2
    elif valign == "bottom":
        y = rect.bottom - total
    used = pygame.Rect(rect.left, y, 0, total)
    for line in lines:
        image = assets.text(line, face_size, colour, bold)
        x = _aligned_left(rect, image.get_width(), align)
        surface.blit(image, (x, y))
        used.union_ip(pygame.Rect(x, y, image.get_width(), step))
        y += step
    return used


def draw_line(
    surface: pygame.Surface,
    message: str,
    rect: pygame.Rect,
    colour: Colour,
    size: int,
    bold: bool = False,
    align: str = "left",
) -> pygame.Rect:
    """One line of text, shrunk until it fits ``rect`` (never wrapped), vertically centred."""
    message = printable(message)
    face_size = max(6, size)
    face = assets.font(face_size, bold)
    while face_size > 7 and (face.size(message)[0] > rect.width or face.get_linesize() > rect.height + 4):
        face_size -= 1
        face = assets.font(face_size, bold)
    image = assets.text(message, face_size, colour, bold)
    x = _aligned_left(rect, image.get_width(), align)
    y = rect.centery - image.get_height() // 2
    surface.blit(image, (x, y))
    return pygame.Rect(x, y, image.get_width(), image.get_height())
