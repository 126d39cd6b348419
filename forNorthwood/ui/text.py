"""Laying out words: wrapping into a width and shrinking until a block fits a rectangle.

Every text is drawn by ``draw_block`` or ``draw_line``. Inside ``recording()`` each one is
also noted with its box and whether it fitted (tests/ui/test_layout_languages.py uses this
to find, in every language, a text that overflows its box, is cut or leaves the window).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Drawn:
    """One text as drawn: its words, the box it was given, where it went, and how it fitted."""

    message: str
    box: pygame.Rect
    used: pygame.Rect
    size: int  # the font size asked for
    drawn_size: int  # the font size it was drawn at (smaller when shrunk)
    overflow: bool  # wider or taller than its box
    cut: bool  # lines left out because the box is too short
    clip: pygame.Rect  # the surface (or its clipping area) it was drawn on

    @property
    def fits(self) -> bool:
        return not self.overflow and not self.cut and self.clip.contains(self.used)

    def problem(self) -> str:
        if self.cut:
            return "cut (lines left out)"
        if self.overflow:
            return "overflows its box"
        if not self.clip.contains(self.used):
            return "outside the window"
        return ""


_recorders: list[list[Drawn]] = []


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Note every text drawn inside the ``with`` block (a debugging and testing hook)."""
    drawn: list[Drawn] = []
    _recorders.append(drawn)
    try:
        yield drawn
    finally:
        _recorders.remove(drawn)


def _note(drawn: Drawn) -> None:
    for recorder in _recorders:
        recorder.append(drawn)


#: The no-break space (U+00A0) the grammar layer puts inside a name or a card ("7 Griffes",
#: "Reine des Yeux"): lines break only at a plain space. The shipped fonts draw it as a space
#: (tests/ui/test_glyphs.py checks their character map).
NO_BREAK = "\u00a0"


@lru_cache(maxsize=16384)
def _width(text: str, face: pygame.font.Font) -> int:
    """How wide ``text`` is in ``face`` (cached: wrapping measures every run it tries, and a panel
    or a tooltip shown again wraps the same words again)."""
    return face.size(text)[0]


def _packed(pieces: list[str], joiner: str, face: pygame.font.Font, width: int) -> list[str]:
    """``pieces`` joined by ``joiner`` into as few runs as fit ``width``, greedily (a piece too
    wide on its own stays a run of its own)."""
    runs: list[str] = []
    run = ""
    for piece in pieces:
        candidate = piece if not run else f"{run}{joiner}{piece}"
        if _width(candidate, face) <= width or not run:
            run = candidate
        else:
            runs.append(run)
            run = piece
    runs.append(run)
    return runs


#: A key or a button named in parentheses, its punctuation after it ("(A).", "(Esc),"): it never
#: stands alone on a wrapped line, but goes with the word before it. A chance in parentheses
#: ("(≈84%).") is no key: tied to "the Prince of Eyes" before it, the whole went to the next line
#: and left a gap after "used the" on the end screen's review.
_KEY_NAMED = re.compile(r"\((?!≈)[^\s%]{1,12}\)\W*")


def _words(paragraph: str) -> list[str]:
    """The paragraph's words, split at plain spaces, a key named in parentheses joined to the word
    before it by a no-break space (a prompt wrapped leaving "(A)." alone on its last line)."""
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and words[-1] and _KEY_NAMED.fullmatch(word):
            words[-1] = f"{words[-1]}{NO_BREAK}{word}"
        else:
            words.append(word)
    return words


def _units(paragraph: str, face: pygame.font.Font, width: int) -> list[str]:
    """The paragraph's words (split at plain spaces only); a word held together by no-break
    spaces that is wider than ``width`` on its own is split at them after all, greedily, so
    that a name in a narrow box (a card's face) wraps instead of shrinking."""
    units: list[str] = []
    for word in _words(paragraph):
        if NO_BREAK not in word or _width(word, face) <= width:
            units.append(word)
        else:
            units += _packed(word.split(NO_BREAK), NO_BREAK, face, width)
    return units


@lru_cache(maxsize=2048)
def wrap(message: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """The lines of ``message`` at font ``size`` so that none is wider than ``width``.

    Lines break at plain spaces only: the no-break spaces of a name or a card keep it whole
    (but where it cannot fit on a line of its own). A single word longer than the width
    stays on its own line (``fit`` then shrinks it). The lines keep their no-break spaces.
    """
    face = assets.font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        lines += _packed(_units(paragraph, face, width), " ", face, width)
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
        widest = max((assets.text_width(line, face_size, bold) for line in lines), default=0)
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
    face_size, all_lines, lines, step, y = _block_lines(message, rect, size, bold, valign, minimum)
    visible = len(lines)
    used = pygame.Rect(rect.left, y, 0, visible * step)
    for line in lines:
        image = assets.text(line, face_size, colour, bold)
        x = _aligned_left(rect, image.get_width(), align)
        surface.blit(image, (x, y))
        used.union_ip(pygame.Rect(x, y, image.get_width(), step))
        y += step
    if _recorders:
        face = assets.font(face_size, bold)
        widest = max(face.size(line)[0] for line in lines)
        overflow = widest > rect.width or len(lines) * step > rect.height
        drawn = Drawn(message, rect.copy(), used, size, face_size, overflow, visible < len(all_lines), _area(surface))
        _note(drawn)
    return used


def block_area(
    message: str,
    rect: pygame.Rect,
    size: int,
    bold: bool = False,
    align: str = "left",
    valign: str = "top",
    minimum: int = 9,
) -> pygame.Rect:
    """The area ``draw_block`` would use for ``message`` in ``rect``, without drawing it (what a
    tooltip leaves in sight)."""
    message = printable(message)
    if not message or rect.width <= 0 or rect.height <= 0:
        return pygame.Rect(rect.topleft, (0, 0))
    face_size, _, lines, step, y = _block_lines(message, rect, size, bold, valign, minimum)
    widest = max(assets.text_width(line, face_size, bold) for line in lines)
    return pygame.Rect(_aligned_left(rect, widest, align), y, widest, len(lines) * step)


def _block_lines(
    message: str, rect: pygame.Rect, size: int, bold: bool, valign: str, minimum: int
) -> tuple[int, tuple[str, ...], tuple[str, ...], int, int]:
    """How ``draw_block`` lays ``message`` out in ``rect``: the face size, every wrapped line, the
    lines that fit, the line step and the first line's top (``block_area`` measures the same)."""
    face_size, all_lines = fit(message, rect.width, rect.height, size, bold, minimum)
    step = line_height(face_size, bold)
    lines = all_lines[: max(1, min(len(all_lines), rect.height // max(1, step)))]
    total = len(lines) * step
    y = {"middle": rect.top + (rect.height - total) // 2, "bottom": rect.bottom - total}.get(valign, rect.top)
    return face_size, all_lines, lines, step, y


def _area(surface: pygame.Surface) -> pygame.Rect:
    clip = surface.get_clip()
    return clip if clip.width and clip.height else surface.get_rect()


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
    while face_size > 7 and (
        assets.text_width(message, face_size, bold) > rect.width or face.get_linesize() > rect.height + 4
    ):
        face_size -= 1
        face = assets.font(face_size, bold)
    image = assets.text(message, face_size, colour, bold)
    x = _aligned_left(rect, image.get_width(), align)
    y = rect.centery - image.get_height() // 2
    surface.blit(image, (x, y))
    used = pygame.Rect(x, y, image.get_width(), image.get_height())
    if _recorders:
        overflow = image.get_width() > rect.width or face.get_linesize() > rect.height + 4
        _note(Drawn(message, rect.copy(), used, size, face_size, overflow, False, _area(surface)))
    return used
