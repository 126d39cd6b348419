"""A page of the rules: its body (words, the controls' table or the characters), the size at which it
fits, and how it is laid out and drawn in the overlay's panel."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...i18n import _, current_language
from ...i18n.abilities_text import ability_text
from ...i18n.controls_text import (
    ControlRow,
)
from ...i18n.messages import character_name
from .. import assets
from ..layout import OverlayLayout, overlay_layout
from ..text import draw_block, draw_line, line_height, wrap
from ..theme import FELT, MIN_TEXT, TEXT_DIM, TEXT_LIGHT, focus_reach


@dataclass(frozen=True)
class ControlsPage:
    """A page of the controls: a table, and a note under it."""

    rows: tuple[ControlRow, ...]
    note: str = ""


@dataclass(frozen=True)
class CharactersPage:
    """A page of the compendium: the six characters of one suit, each with its ability in the
    words of its card's tooltip."""

    codes: tuple[str, ...]


#: A page's body: its words, the table of the controls or characters.
Body = str | ControlsPage | CharactersPage

#: A page of the rules: its title, and its body.
Page = tuple[str, Body]

#: From this window width the rules' words read larger, in two columns where one would not hold
#: them (a 1920×1080 or 4K page is not left empty).
TWO_COLUMNS_FROM = 1920


def draw_body(surface: pygame.Surface, body: Body, lay: OverlayLayout, with_controller: bool) -> None:
    """A page's body drawn in the panel of ``lay``, at the one size at which the page fits."""
    wide = surface.get_width() >= TWO_COLUMNS_FROM
    size = page_size(body, lay.size, wide, with_controller)
    if isinstance(body, str):
        draw_words(surface, body, lay, wide, size)
    elif isinstance(body, CharactersPage):
        draw_characters(surface, body.codes, lay, wide, size)
    else:
        area, note = controls_areas(lay, body, size)
        if note is not None:
            draw_line(surface, body.note, note, TEXT_DIM, size)
        draw_controls(surface, body.rows, area, lay, with_controller, size)


def halves(area: pygame.Rect, gap: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Two columns side by side in ``area``, ``gap`` apart."""
    width = (area.width - gap) // 2
    return (
        pygame.Rect(area.left, area.top, width, area.height),
        pygame.Rect(area.right - width, area.top, width, area.height),
    )


def split_paragraphs(text: str) -> tuple[str, str]:
    """``text`` cut between two of its lines into two parts of about the same length (for two
    columns); the second is empty for a single line."""
    lines = text.split("\n")
    if len(lines) < 2:
        return text, ""
    total = sum(len(line) for line in lines)
    best, cut, run = total, 1, 0
    for i, line in enumerate(lines[:-1], 1):
        run += len(line)
        if abs(total - 2 * run) < best:
            best, cut = abs(total - 2 * run), i
    return "\n".join(lines[:cut]).strip("\n"), "\n".join(lines[cut:]).strip("\n")


# -- each page's size ---------------------------------------------------------------------------


def size_cap(lay: OverlayLayout, wide: bool) -> int:
    """The largest size of the rules' words: a little under the heading's (a 4K window, which lays
    a page in two columns, reads larger)."""
    return max(MIN_TEXT, lay.px(30 if wide else 22))


def page_size(body: Body, size: tuple[int, int], wide: bool, with_controller: bool) -> int:
    """The size of a page's words (and of its table): the largest at which the page fits, up to
    ``size_cap``, never under ``MIN_TEXT``. A page of few words reads as large as a full one, and
    a long controls table no longer sets the size of every other page (at 4K that left each page
    of words three-quarters empty)."""
    # The language is in the key: a compendium page names only its characters' codes.
    return _page_size(body, size, wide, with_controller, current_language())


@lru_cache(maxsize=64)
def _page_size(body: Body, size: tuple[int, int], wide: bool, with_controller: bool, language: str) -> int:
    lay = overlay_layout(*size)
    low, high = MIN_TEXT, size_cap(lay, wide)
    if high <= low or _page_fits(body, lay, wide, with_controller, high):
        return high
    while high - low > 1:  # fits(low) or low is the floor; not fits(high)
        middle = (low + high) // 2
        if _page_fits(body, lay, wide, with_controller, middle):
            low = middle
        else:
            high = middle
    return low


def _page_fits(
    body: str | ControlsPage | CharactersPage, lay: OverlayLayout, wide: bool, with_controller: bool, size: int
) -> bool:
    if isinstance(body, str):
        return word_columns(body, lay, wide, size) is not None
    if isinstance(body, CharactersPage):
        return character_columns(body.codes, lay, wide, size) is not None
    area, _note = controls_areas(lay, body, size)
    return (
        _table_rows(_cells(body.rows, with_controller), controls_columns(area, with_controller), area, lay, size)
        is not None
    )


def page_fill(body: Body, size: tuple[int, int], with_controller: bool = False) -> float:
    """How much of the page's body its words take at their size, from 0 to 1: the tallest
    column's lines (a controls table shares the room left over, so it fills its area)."""
    lay = overlay_layout(*size)
    wide = size[0] >= TWO_COLUMNS_FROM
    at = page_size(body, size, wide, with_controller)
    if isinstance(body, str):
        laid = word_columns(body, lay, wide, at)
        if laid is None:
            return 1.0
        used = max(len(wrap(part, at, column.width)) * line_height(at) for part, column in laid)
    elif isinstance(body, CharactersPage):
        arranged = character_columns(body.codes, lay, wide, at)
        if arranged is None:
            return 1.0
        gap = max(lay.px(14), 6)
        used = max(
            sum(line_height(at + 2, True) + len(lines) * line_height(at) + gap for _, lines in entries) - gap
            for entries in arranged[1]
        )
    else:
        area, note = controls_areas(lay, body, at)
        columns = controls_columns(area, with_controller)
        heights = _table_rows(_cells(body.rows, with_controller), columns, area, lay, at)
        used = (area.height if heights is not None else lay.body.height) + (note.height if note is not None else 0)
    return min(1.0, used / lay.body.height)


def _block_fits(text: str, rect: pygame.Rect, size: int, bold: bool = False) -> bool:
    lines = wrap(text, size, rect.width, bold)
    return len(lines) * line_height(size, bold) <= rect.height and all(
        assets.text_width(line, size, bold) <= rect.width for line in lines
    )


def word_columns(text: str, lay: OverlayLayout, wide: bool, size: int) -> list[tuple[str, pygame.Rect]] | None:
    """A page of words at ``size``: in one column where it fits (a line of a 4K page holds about
    as many words as a book's), else in a wide window cut in two between paragraphs; None when
    it does not fit."""
    if _block_fits(text, lay.body, size):
        return [(text, lay.body)]
    first, second = split_paragraphs(text) if wide else (text, "")
    if not second:
        return None
    laid = list(zip((first, second), halves(lay.body, lay.px(36)), strict=True))
    return laid if all(_block_fits(part, column, size) for part, column in laid) else None


def draw_words(surface: pygame.Surface, text: str, lay: OverlayLayout, wide: bool, size: int) -> None:
    """A page of words at its size: in one column, or two in a wide window."""
    for part, column in word_columns(text, lay, wide, size) or [(text, lay.body)]:
        draw_block(surface, part, column, TEXT_LIGHT, size, minimum=size)


def _characters_laid(
    codes: tuple[str, ...], columns: tuple[pygame.Rect, ...], size: int, gap: int
) -> list[list[tuple[str, tuple[str, ...]]]] | None:
    """The characters shared in order between ``columns`` at ``size``, each a bold name over its
    ability's lines; None when they do not fit."""
    per = -(-len(codes) // len(columns))
    laid = []
    for c, column in enumerate(columns):
        entries = []
        height = 0
        for code in codes[c * per : (c + 1) * per]:
            lines = wrap(ability_text(code), size, column.width)
            entries.append((code, lines))
            height += line_height(size + 2, True) + len(lines) * line_height(size) + gap
        if height - gap > column.height:
            return None
        laid.append(entries)
    return laid


def character_columns(
    codes: tuple[str, ...], lay: OverlayLayout, wide: bool, size: int
) -> tuple[tuple[pygame.Rect, ...], list[list[tuple[str, tuple[str, ...]]]]] | None:
    """The compendium's columns at ``size``: one where it fits, else two; None when neither fits
    (the size is the largest that fits, so a large window has them in two columns)."""
    gap = max(lay.px(14), 6)
    one, two = (lay.body,), halves(lay.body, lay.px(36))
    for columns in (one, two):
        laid = _characters_laid(codes, columns, size, gap)
        if laid is not None:
            return columns, laid
    return None


def draw_characters(surface: pygame.Surface, codes: tuple[str, ...], lay: OverlayLayout, wide: bool, size: int) -> None:
    """The compendium's page: each character's name (bold) over its ability, in the words of its
    tooltip, at the rules' one size."""
    gap = max(lay.px(14), 6)
    arranged = character_columns(codes, lay, wide, size)
    if arranged is None:  # the floor: one column, the words that do not fit are cut
        arranged = ((lay.body,), [[(code, wrap(ability_text(code), size, lay.body.width)) for code in codes]])
    columns, laid = arranged
    for column, entries in zip(columns, laid, strict=True):
        top = column.top
        for code, lines in entries:
            name_h = line_height(size + 2, True)
            draw_line(
                surface,
                character_name(code),
                pygame.Rect(column.left, top, column.width, name_h),
                TEXT_LIGHT,
                size + 2,
                True,
            )
            top += name_h
            body = pygame.Rect(column.left, top, column.width, len(lines) * line_height(size))
            draw_block(surface, "\n".join(lines), body, TEXT_LIGHT, size, minimum=size)
            top += body.height + gap


def controls_areas(lay: OverlayLayout, page: ControlsPage, size: int) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The controls' table, and the line of its note under it (None without a note)."""
    area = table_area(lay)
    if not page.note:
        return area, None
    note_h = line_height(size) + lay.px(4)
    table = pygame.Rect(area.left, area.top, area.width, area.height - note_h)
    return table, pygame.Rect(area.left, table.bottom + lay.px(4), area.width, note_h - lay.px(4))


def table_area(lay: OverlayLayout) -> pygame.Rect:
    """Where a controls table goes: the page's body, less a clear margin above the buttons and
    the focus ring around them (its rows share the room left over, so it would reach them)."""
    body, close = lay.body, lay.close
    margin = focus_reach(close.width, close.height) + lay.px(4)
    return pygame.Rect(body.left, body.top, body.width, body.height - margin)


def controls_columns(area: pygame.Rect, with_controller: bool) -> list[pygame.Rect]:
    """The columns of the controls table: the action, then mouse, keyboard (and controller)."""
    shares = (0.25, 0.3, 0.21, 0.24) if with_controller else (0.31, 0.4, 0.29)
    gap = max(4, area.width // 80)
    columns, x = [], area.left
    for share in shares:
        width = round(area.width * share)
        columns.append(pygame.Rect(x, area.top, width - gap, area.height))
        x += width
    return columns


def _cells(rows: tuple[ControlRow, ...], with_controller: bool) -> list[list[str]]:
    return [[row.action, row.mouse, row.keyboard] + ([row.controller] if with_controller else []) for row in rows]


def draw_controls(
    surface: pygame.Surface,
    rows: tuple[ControlRow, ...],
    area: pygame.Rect,
    lay: OverlayLayout,
    with_controller: bool,
    size: int,
) -> None:
    """The controls as a table at the rules' one size: one row per action, one column per device,
    each row as tall as its longest cell's lines (the room left over shared between them)."""
    heads = ["", _("Mouse"), _("Keyboard")] + ([_("Controller")] if with_controller else [])
    cells = _cells(rows, with_controller)
    columns = controls_columns(area, with_controller)
    head_h, pad = _head_height(lay, size), _pad(lay)
    heights = _table_rows(cells, columns, area, lay, size)
    if heights is None:  # the floor: rows as tall as their lines, the last ones cut
        heights = _row_heights(cells, columns, pad, size)[0]
    for column, head in zip(columns, heads, strict=True):
        if head:
            rect = pygame.Rect(column.left + pad, area.top, column.width - 2 * pad, head_h)
            draw_line(surface, head, rect, TEXT_DIM, size, True)
    top = area.top + head_h
    for i, (row, row_h) in enumerate(zip(cells, heights, strict=True)):
        if i % 2 == 0:  # every other row shaded, so that a row reads across
            band = pygame.Surface((area.width, row_h), pygame.SRCALPHA)
            band.fill((*FELT, 110))
            surface.blit(band, (area.left, top))
        for j, (column, text) in enumerate(zip(columns, row, strict=True)):
            cell = pygame.Rect(column.left + pad, top + pad, column.width - 2 * pad, row_h - 2 * pad)
            draw_block(surface, text, cell, TEXT_LIGHT, size, bold=j == 0, valign="middle", minimum=size)
        top += row_h


def _head_height(lay: OverlayLayout, size: int) -> int:
    return line_height(size, True) + 2 * _pad(lay)


def _pad(lay: OverlayLayout) -> int:
    return max(2, lay.px(5))


def _row_heights(cells: list[list[str]], columns: list[pygame.Rect], pad: int, size: int) -> tuple[list[int], bool]:
    """Each row's height at ``size`` (its cell of most lines), and whether a word is wider than its cell."""
    step = line_height(size, True)
    heights, wide = [], False
    for row in cells:
        lines = 1
        for j, (column, text) in enumerate(zip(columns, row, strict=True)):
            wrapped = wrap(text, size, column.width - 2 * pad, j == 0)
            wide = wide or any(assets.text_width(line, size, j == 0) > column.width - 2 * pad for line in wrapped)
            lines = max(lines, len(wrapped))
        heights.append(lines * step + 2 * pad)
    return heights, wide


def _table_rows(
    cells: list[list[str]], columns: list[pygame.Rect], area: pygame.Rect, lay: OverlayLayout, size: int
) -> list[int] | None:
    """The rows' heights at ``size``, the room left over shared between them; None when the
    table does not fit ``area``."""
    room = area.height - _head_height(lay, size)
    heights, wide = _row_heights(cells, columns, _pad(lay), size)
    if wide or sum(heights) > room:
        return None
    spare = (room - sum(heights)) // max(1, len(heights))
    return [h + spare for h in heights]
