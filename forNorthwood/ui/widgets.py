"""Buttons, the keyboard focus ring, panels and tooltips."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

from . import assets
from .text import draw_block, draw_line, fit, line_height
from .theme import (
    BUTTON,
    BUTTON_DISABLED,
    BUTTON_HOVER,
    BUTTON_PRIMARY,
    FOCUS_RING,
    MIN_TEXT,
    PANEL,
    PANEL_EDGE,
    TEXT_DIM,
    TEXT_DISABLED,
    TEXT_LIGHT,
    Colour,
    focus_width,
)

#: What names a button or a focusable thing: a string on the menus, a table key on the table.
KeyT_co = TypeVar("KeyT_co", bound=Hashable, covariant=True)
KeyT = TypeVar("KeyT", bound=Hashable)


@dataclass(frozen=True)
class Button(Generic[KeyT_co]):
    """A clickable, focusable button. ``suit`` puts that suit's glyph before the label."""

    key: KeyT_co
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False
    selected: bool = False
    suit: str | None = None
    hint: str = ""
    #: The hint names the button's key (``controls_text.button_name``): drawn as a keycap, after
    #: the label where both fit on one line, else under it where the button is tall enough (the
    #: one way every button shows its key); without it the hint is a note under the label.
    keycap: bool = False


@dataclass(frozen=True)
class ButtonStyle:
    """How a button is drawn. An off button is unmistakably off, the same on every screen: flat
    (no shadow under it), no edge, no keycap, its label not bold; only a usable button shows its
    key, its raised edge and its shadow (a note under the label, such as why it is off, stays)."""

    fill: Colour
    label: Colour
    edge: Colour | None
    shadow: bool
    bold: bool
    shows_key: bool


def usable_focus(buttons: Sequence[Button[KeyT]], focus: KeyT | None) -> KeyT | None:
    """``focus``, or, when it is on a button that is off (Next on the last page), the nearest
    button that is on: the focus never lands on a button that does nothing."""
    here = next((b for b in buttons if b.key == focus), None)
    if here is None or here.enabled:
        return focus
    x, y = here.rect.center
    usable = [b for b in buttons if b.enabled]
    if not usable:
        return None
    return min(usable, key=lambda b: (b.rect.centerx - x) ** 2 + (b.rect.centery - y) ** 2).key


def button_style(button: Button[Any], hovered: bool) -> ButtonStyle:
    """The style of ``button`` (lit when ``hovered`` and usable)."""
    if not button.enabled:
        return ButtonStyle(BUTTON_DISABLED, TEXT_DISABLED, None, shadow=False, bold=False, shows_key=False)
    fill = BUTTON_PRIMARY if button.selected or button.primary else BUTTON
    if hovered:
        r, g, b = fill
        fill = (min(255, r + 26), min(255, g + 26), min(255, b + 26))
        if fill == BUTTON:
            fill = BUTTON_HOVER
    edge = (236, 214, 160) if button.selected else (150, 118, 78)
    return ButtonStyle(fill, TEXT_LIGHT, edge, shadow=True, bold=True, shows_key=bool(button.hint))


def draw_button(surface: pygame.Surface, button: Button[Any], hovered: bool, focused: bool) -> None:
    rect = button.rect
    style = button_style(button, hovered)
    radius = max(4, rect.height // 5)
    if style.shadow:
        pygame.draw.rect(surface, (20, 12, 6), rect.move(0, max(2, rect.height // 14)), border_radius=radius)
    pygame.draw.rect(surface, style.fill, rect, border_radius=radius)
    if style.edge is not None:
        width = max(1, rect.height // 18) + (1 if button.selected else 0)
        pygame.draw.rect(surface, style.edge, rect, width=width, border_radius=radius)
    inner = rect.inflate(-max(8, rect.height // 3), -max(4, rect.height // 8))
    label = "✓ " + button.label if button.selected else button.label
    label_size = max(MIN_TEXT, round(rect.height * 0.4))
    key = button.hint if style.shows_key or not button.keycap else ""  # a note says why it is off
    # An off button's label keeps the size it has beside its keycap, centred where the cap went.
    capped = button.keycap and button.hint and button.suit is None
    if not (capped and _draw_keycapped(surface, inner, label, button.hint, label_size, style, shown=bool(key))):
        _draw_label(surface, button, inner, label, key, style)
    if focused:
        draw_focus(surface, rect)


def _draw_keycapped(
    surface: pygame.Surface,
    inner: pygame.Rect,
    label: str,
    key: str,
    label_size: int,
    style: ButtonStyle,
    shown: bool = True,
) -> bool:
    """The label and its key as a keycap after it, on one line (the label a little smaller where
    that makes both fit: a long label kept its key in no language but one); False when they do
    not both fit at readable sizes. Not ``shown`` (the button is off): the label alone, at the
    same size, centred (it kept its cap's room and stood off-centre)."""
    for size in range(label_size, max(MIN_TEXT, round(label_size * 0.8)) - 1, -1):
        cap = keycap_rects(inner, label, key, size)
        if cap is not None:
            break
    else:
        return False
    label_rect, cap_rect, cap_size = cap
    if not shown:  # the label alone, centred (its plain letters are narrower than the bold)
        draw_line(surface, label, inner, style.label, size, style.bold, "center")
        return True
    draw_line(surface, label, label_rect, style.label, size, style.bold, "left")
    pygame.draw.rect(surface, TEXT_DIM, cap_rect, width=1, border_radius=max(3, cap_rect.height // 4))
    draw_line(surface, key, cap_rect.inflate(-4, 0), TEXT_DIM, cap_size, False, "center")
    return True


def _draw_label(
    surface: pygame.Surface, button: Button[Any], inner: pygame.Rect, label: str, key: str, style: ButtonStyle
) -> None:
    """The label centred (after the suit's glyph, if any), with the key under it where both read."""
    rect = button.rect
    label_size = max(MIN_TEXT, round(rect.height * 0.4))
    share = rect.height // 4 if button.keycap else round(rect.height * 0.3)  # a note is read; a keycap glanced at
    hint_h = max(MIN_TEXT, share) if key and inner.height >= 2 * MIN_TEXT + 8 else 0
    label_rect = pygame.Rect(inner.left, inner.top, inner.width, inner.height - hint_h)
    if button.suit is not None:
        glyph_size = min(label_rect.height, max(10, round(rect.height * 0.62)))
        glyph_bg = pygame.Rect(0, 0, glyph_size + 6, glyph_size + 6)
        glyph_bg.midleft = (label_rect.left, label_rect.centery)
        pygame.draw.ellipse(surface, (247, 238, 218), glyph_bg)
        surface.blit(assets.suit_glyph(button.suit, glyph_size), (glyph_bg.left + 3, glyph_bg.top + 3))
        label_rect = pygame.Rect(
            glyph_bg.right + 6, label_rect.top, label_rect.right - glyph_bg.right - 6, label_rect.height
        )
        draw_line(surface, label, label_rect, style.label, label_size, style.bold, "left")
    else:
        draw_line(surface, label, label_rect, style.label, label_size, style.bold, "center")
    if hint_h:
        key_rect = pygame.Rect(inner.left, label_rect.bottom, inner.width, hint_h)
        if button.keycap:  # a key is a keycap wherever it goes: under the label when not beside it
            width = assets.font(hint_h).size(key)[0] + max(8, hint_h // 2)
            cap = pygame.Rect(0, 0, min(inner.width, width), hint_h)
            cap.center = key_rect.center
            pygame.draw.rect(surface, TEXT_DIM, cap, width=1, border_radius=max(3, cap.height // 4))
            key_rect = cap.inflate(-4, 0)
            hint_h = max(MIN_TEXT, round(hint_h * 0.8))
        draw_line(surface, key, key_rect, TEXT_DIM, hint_h, False, "center")


def keycapped_width(label: str, key: str, height: int) -> int:
    """The least width of a button ``height`` tall that shows ``label`` and ``key``'s keycap side
    by side (its label at the smallest size ``draw_button`` gives it); 0 for no label."""
    if not label:
        return 0
    size = max(MIN_TEXT, round(max(MIN_TEXT, round(height * 0.4)) * 0.8))
    cap_size = max(MIN_TEXT, round(size * 0.75))
    label_w = assets.font(size, True).size(label)[0]
    cap_w = assets.font(cap_size).size(key)[0] + max(8, cap_size // 2)
    return label_w + max(6, size // 3) + cap_w + max(8, height // 3) + 2


def keycap_rects(
    inner: pygame.Rect, label: str, key: str, label_size: int
) -> tuple[pygame.Rect, pygame.Rect, int] | None:
    """The label and the keycap after it, centred together in ``inner``, and the keycap's text
    size; None when they do not both fit on one line at readable sizes."""
    cap_size = max(MIN_TEXT, round(label_size * 0.75))
    label_w = assets.font(label_size, True).size(label)[0]
    cap_h = min(inner.height, line_height(cap_size) + 2)
    cap_w = assets.font(cap_size).size(key)[0] + max(8, cap_size // 2)
    gap = max(6, label_size // 3)
    if label_w + gap + cap_w > inner.width:
        return None
    left = inner.centerx - (label_w + gap + cap_w) // 2
    label_rect = pygame.Rect(left, inner.top, label_w, inner.height)
    cap_rect = pygame.Rect(label_rect.right + gap, inner.centery - cap_h // 2, cap_w, cap_h)
    return label_rect, cap_rect, cap_size


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


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 235) -> None:
    radius = max(6, min(rect.width, rect.height) // 30)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*PANEL, alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(
        panel, (*PANEL_EDGE, 255), panel.get_rect(), width=max(2, rect.height // 200), border_radius=radius
    )
    surface.blit(panel, rect.topleft)


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken the whole surface (behind an overlay)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((10, 6, 2, alpha))
    surface.blit(shade, (0, 0))


Rects = list[pygame.Rect] | tuple[pygame.Rect, ...]


def draw_tooltip(
    surface: pygame.Surface,
    title: str,
    body: str,
    anchor: pygame.Rect,
    size: int,
    avoid: Rects = (),
    spare: Rects = (),
    keep: Rects = (),
) -> pygame.Rect:
    """A box with a bold title and a wrapped body, placed beside ``anchor`` inside the window
    (see ``tooltip`` for where)."""
    picture, box = tooltip(surface.get_rect(), title, body, anchor, size, avoid, spare, keep)
    surface.blit(picture, box)
    return box


def tooltip(
    window: pygame.Rect,
    title: str,
    body: str,
    anchor: pygame.Rect,
    size: int,
    avoid: Rects = (),
    spare: Rects = (),
    keep: Rects = (),
) -> tuple[pygame.Surface, pygame.Rect]:
    """The picture of a tooltip and where it goes in ``window``.

    It goes beside ``anchor`` (above, below, left, right, or diagonally off a corner),
    each place also tried slid just past a rectangle it would cover (twice over, staying on
    its side of the anchor: past a badge and the friends under a fief, say). The choice, in this
    order: covering none of ``avoid`` (never to be hidden); leaving ``anchor`` itself
    uncovered; covering the least area of ``keep`` (what the player reads or acts on now:
    the prompt and message lines, the cards to pick); staying next to ``anchor`` (no farther
    from it than a quarter of its size: the words of ally 2 went past ally 1 and the score pile); then
    covering the least of ``spare`` (better left visible: the other allies, the piles); fitting
    the window without being pushed back in; then the first place in that list.
    """
    pad = max(6, size // 2)
    others = [r for r in avoid if r != anchor]
    places = []  # the usual width first, then a narrower one that fits between things near its card
    for width in dict.fromkeys(min(window.width - 16, w) for w in (max(260, size * 22), size * 18, size * 15)):
        _size, lines = fit(body, width - 2 * pad, 10_000, size, False, size)
        height = pad * 2 + line_height(size + 2, True) + len(lines) * line_height(size) + pad // 2
        places += _tooltip_places(pygame.Rect(0, 0, width, height), anchor, [*others, *keep, *spare])
    box = _tooltip_choice(places, window.inflate(-8, -8), anchor, avoid, keep, spare)
    picture = pygame.Surface(box.size, pygame.SRCALPHA)
    local = picture.get_rect()
    draw_panel(picture, local, 255)
    title_rect = pygame.Rect(pad, pad, local.width - 2 * pad, line_height(size + 2, True))
    draw_line(picture, title, title_rect, TEXT_LIGHT, size + 2, True)
    body_h = local.bottom - title_rect.bottom - pad
    body_rect = pygame.Rect(pad, title_rect.bottom + pad // 2, local.width - 2 * pad, body_h)
    draw_block(picture, body, body_rect, TEXT_DIM, size, minimum=size)
    return picture, box


#: Pixels between a tooltip and its anchor (or a thing it is slid past).
TOOLTIP_GAP = 6


def _tooltip_places(box: pygame.Rect, anchor: pygame.Rect, soft: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Where a tooltip of ``box``'s size may go: beside ``anchor`` on each side and corner, and
    each of those slid just past a thing of ``soft`` it covers, twice over, never so far that the
    box leaves its anchor's side or goes more than its own width away."""
    gap = TOOLTIP_GAP
    left, right, top, bottom = anchor.left - gap, anchor.right + gap, anchor.top - gap, anchor.bottom + gap
    spots = (
        ("midbottom", (anchor.centerx, top)),
        ("midtop", (anchor.centerx, bottom)),
        ("midright", (left, anchor.centery)),
        ("midleft", (right, anchor.centery)),
        ("topright", (left, bottom)),
        ("topleft", (right, bottom)),
        ("bottomright", (left, top)),
        ("bottomleft", (right, top)),
    )
    places = []
    for corner, point in spots:
        place = box.copy()
        setattr(place, corner, point)
        places.append(place)
    for base in list(places):
        slid = [base]
        for _ in range(2):
            slid = [moved for place in slid for moved in _slid_past(place, soft) if _near(moved, base, anchor)]
            places += slid
    return places


def _slid_past(place: pygame.Rect, soft: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``place`` moved just past each thing of ``soft`` it covers: below, above, right or left of it."""
    gap = TOOLTIP_GAP
    moved = []
    for r in soft:
        if place.colliderect(r):
            moved += [
                place.move(0, r.bottom + gap - place.top),
                place.move(0, r.top - gap - place.bottom),
                place.move(r.right + gap - place.left, 0),
                place.move(r.left - gap - place.right, 0),
            ]
    return moved


def _near(moved: pygame.Rect, base: pygame.Rect, anchor: pygame.Rect) -> bool:
    """``moved`` is still on ``base``'s side of ``anchor`` (above, below, left or right of it) and
    no more than a box's width from ``base``."""
    if abs(moved.x - base.x) > base.width or abs(moved.y - base.y) > base.width:
        return False
    sides = (
        (base.bottom <= anchor.top, moved.bottom <= anchor.top),
        (base.top >= anchor.bottom, moved.top >= anchor.bottom),
        (base.right <= anchor.left, moved.right <= anchor.left),
        (base.left >= anchor.right, moved.left >= anchor.right),
    )
    return all(kept for was, kept in sides if was)


def _tooltip_choice(
    places: Sequence[pygame.Rect],
    inside: pygame.Rect,
    anchor: pygame.Rect,
    avoid: Rects,
    keep: Rects,
    spare: Rects,
) -> pygame.Rect:
    """The best of ``places`` (kept inside ``inside``), by the order ``tooltip`` describes."""

    def area(place: pygame.Rect, rects: Rects) -> int:
        return sum(cut.width * cut.height for cut in (place.clip(r) for r in rects))

    reach = max(2 * TOOLTIP_GAP, min(anchor.size) // 4)  # farther than this, the words lose their card
    avoided = list(avoid)
    first: dict[tuple[int, int, int, int], tuple[bool, bool, bool, int, pygame.Rect]] = {}
    for order, place in enumerate(places):
        fits = inside.contains(place)
        place = place.clamp(inside)
        hidden = place.collidelist(avoided) != -1
        first.setdefault(
            (place.x, place.y, place.w, place.h), (hidden, place.colliderect(anchor), not fits, order, place)
        )
    # The areas are measured only for the places that are best on the first two counts.
    best = min((hidden, over) for hidden, over, *_rest in first.values())
    tries = [
        (area(place, keep), _apart(place, anchor) > reach, area(place, spare), pushed, order, place)
        for hidden, over, pushed, order, place in first.values()
        if (hidden, over) == best
    ]
    return min(tries, key=lambda t: t[:5])[5]


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """The pixels between two rectangles (0 when they touch or overlap)."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom, 0)


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
