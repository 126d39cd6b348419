"""Tooltips: a panel of a bold title and wrapped words beside the thing they are about, placed
where they hide the least of what the player reads or acts on."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .panels import draw_panel
from .text import draw_block, draw_line, fit, line_height
from .theme import TEXT_DIM, TEXT_LIGHT

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
