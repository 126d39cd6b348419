"""The keyboard focus: its ring (a white dashed outline on a dark band) and where the arrow keys
take it (``move_focus``, over things that are ``Focusable``)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

from .theme import FOCUS_RING, Colour, focus_width

#: What names a button or a focusable thing: a string on the menus, a table key on the table.
KeyT_co = TypeVar("KeyT_co", bound=Hashable, covariant=True)
KeyT = TypeVar("KeyT", bound=Hashable)


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, bounds: pygame.Rect | None = None) -> None:
    """The keyboard focus: a white dashed outline on a dark band (never like the hint's gold glow
    nor a legal card's thin solid outline); kept inside ``bounds`` when given."""
    width = focus_width(rect.width, rect.height)
    ring = rect.inflate(4 * width, 4 * width)  # reaches focus_reach() outside ``rect``
    if bounds is not None:  # the dashes, as thick as ``width``, lie across the ring's edge
        ring = ring.clip(bounds.inflate(-width, -width))
    band(surface, (20, 14, 6), ring, width + 2)
    dashed_rect(surface, ring.inflate(-2, -2), FOCUS_RING, width, max(6, 3 * width))


def band(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, width: int) -> None:
    """The outline of ``rect``, ``width`` thick inside it, as four bars: pygame's own square outline
    fills the whole rectangle when the surface's clip leaves less than twice ``width`` of it (a
    still picture painted again place by place)."""
    surface.fill(colour, (rect.left, rect.top, rect.width, width))
    surface.fill(colour, (rect.left, rect.bottom - width, rect.width, width))
    surface.fill(colour, (rect.left, rect.top, width, rect.height))
    surface.fill(colour, (rect.right - width, rect.top, width, rect.height))


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int, dash: int) -> None:
    """The outline of ``rect`` in dashes of ``dash`` pixels, each side starting and ending with one."""
    right, bottom = rect.right - 1, rect.bottom - 1
    corners = [rect.topleft, (right, rect.top), (right, bottom), (rect.left, bottom)]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1], strict=True):
        length = max(abs(x1 - x0), abs(y1 - y0))
        if length <= 0:
            continue
        count = max(1, round((length + dash) / (2 * dash)))  # dashes and gaps of about ``dash`` each
        step = length / (2 * count - 1)
        for i in range(count):
            a, b = 2 * i * step, (2 * i + 1) * step
            start = (round(x0 + (x1 - x0) * a / length), round(y0 + (y1 - y0) * a / length))
            end = (round(x0 + (x1 - x0) * b / length), round(y0 + (y1 - y0) * b / length))
            pygame.draw.line(surface, colour, start, end, width)


@dataclass(frozen=True)
class Focusable(Generic[KeyT_co]):
    """Something the keyboard can reach: a key, where it is, and which row it sits in."""

    key: KeyT_co
    rect: pygame.Rect
    row: int


def move_focus(
    items: Sequence[Focusable[KeyT]], current: KeyT | None, dx: int, dy: int, wrap: bool = True, spatial: bool = False
) -> KeyT | None:
    """The key that arrow keys (``dx``/``dy`` in -1..1) lead to from ``current``; with ``wrap``
    off, Left and Right stop at the ends of a row (on the table, where the rows are places).

    With ``spatial`` (the table), Up and Down follow the screen: along a column of one row first
    (the table's buttons, stacked at the side), then to the nearest row that has something above
    (below) the focused thing, passing over a row that lies beside it (the hand, level with the
    buttons' column)."""
    if not items:
        return None
    by_key = {item.key: item for item in items}
    here = by_key.get(current) if current is not None else None
    if here is None:
        return items[0].key
    if dx:
        row = sorted((i for i in items if i.row == here.row), key=lambda i: i.rect.centerx)
        index = row.index(here) + dx
        if not wrap:
            return row[min(max(index, 0), len(row) - 1)].key
        return row[index % len(row)].key
    if dy:
        rows = sorted({i.row for i in items})
        if spatial:
            found = _spatial_step(items, here, rows, dy)
            if found is not None:
                return found.key
        position = rows.index(here.row) + dy
        if not 0 <= position < len(rows):
            return here.key
        target = rows[position]
        candidates = [i for i in items if i.row == target]
        return min(candidates, key=lambda i: _nearest(i, here)).key
    return here.key


def _nearest(item: Focusable[KeyT], here: Focusable[KeyT]) -> tuple[int, int]:
    """How far ``item`` lies from ``here``: across first, then along (of a column of buttons at
    one x, the one nearest ``here`` wins, not the first listed)."""
    return abs(item.rect.centerx - here.rect.centerx), abs(item.rect.centery - here.rect.centery)


def _spatial_step(
    items: Sequence[Focusable[KeyT]], here: Focusable[KeyT], rows: list[int], dy: int
) -> Focusable[KeyT] | None:
    """Up (``dy`` -1) or Down (1) from ``here`` by the screen; None when nothing lies that way."""

    def beyond(item: Focusable[KeyT]) -> bool:
        return (item.rect.centery - here.rect.centery) * dy > 0

    column = [
        i
        for i in items
        if i.row == here.row
        and i is not here
        and beyond(i)
        and i.rect.left < here.rect.right
        and here.rect.left < i.rect.right
    ]
    if column:  # stacked in the same row: the next one along the column
        return min(column, key=lambda i: abs(i.rect.centery - here.rect.centery))
    position = rows.index(here.row) + dy
    while 0 <= position < len(rows):
        candidates = [i for i in items if i.row == rows[position]]
        if any(beyond(i) for i in candidates):  # a row beside it (all level or behind) is passed over
            return min(candidates, key=lambda i: _nearest(i, here))
        position += dy
    return None
