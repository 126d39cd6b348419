"""Where the tutorial's box goes over the table: beside what the step points at, never over it,
its drop place or the words of the table the player reads with it, and over as little as it can
of the places the words name and of the table's cards (``layout_for``); and the spotlight's ring."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..game import table_keys as K
from ..game.tutorial import Prompt
from .buttons import keycapped_width
from .text import fit, line_height
from .theme import MIN_TEXT, focus_reach

RectOf = Callable[[K.Key], "pygame.Rect | None"]

#: The box's widths tried, as shares of its usual width (the first wins unless another covers less):
#: wider and lower ones fit a band of the table (over the fief row, left of the header, at
#: 960×600), narrower and taller ones a column (beside the trick, over the ruler's column and
#: the deck when the step talks of the allies, the trick and the hand at 960×600).
#: A little narrower than the usual width first: a column just beside the target (a friend to
#: bring in at 960×600, its heading's lines over the box).
WIDTHS = (1.0, 1.35, 1.55, 1.7, 0.9, 0.8, 0.65, 0.5)  # the last two only where the others cover a target
#: The size of the words at the 1280×800 reference (``body_text_size``): the largest at which
#: every step's box, in every language, leaves whole what the step points at and talks about
#: (the friend's step in French and Ukrainian without the mouse, beside the friends, at 1280×800
#: and 1920×1080; the steps that shrank their words to 15 px there before).
BODY_TEXT = 15
#: The box is also tried at the points of a grid of this many steps across and down the window.
GRID = 8


@dataclass(frozen=True)
class OverlayLayout:
    """Where everything goes for one prompt at one window size."""

    box: pygame.Rect
    heading: pygame.Rect
    body: pygame.Rect
    body_size: int
    lines: tuple[str, ...]
    skip: pygame.Rect
    next: pygame.Rect | None
    target: pygame.Rect | None
    drop: pygame.Rect | None


def scale(size: tuple[int, int]) -> float:
    return max(0.6, min(size[0] / 1280, size[1] / 800))


def _spot(rect: pygame.Rect | None, s: float) -> pygame.Rect | None:
    """The spotlight around ``rect``: wide enough that its gold ring (``spotlight_ring``) runs
    outside the keyboard focus's white dashes on it, with a dark gap between the two."""
    if rect is None:
        return None
    ring, width = spotlight_ring(rect, s)
    # The ring's inner edge: from the spot's edge, half its growth out and then its width in.
    reach = focus_reach(rect.width, rect.height)
    half = max(round(7 * s), reach + FOCUS_GAP + width - (ring.width - rect.width) // 2)
    return rect.inflate(2 * half, 2 * half)


#: Pixels of the table at least between the focus ring's dark band and the spotlight's gold ring.
FOCUS_GAP = 2


def spotlight_ring(spot: pygame.Rect, s: float, pulse: int = 0) -> tuple[pygame.Rect, int]:
    """The spotlight's gold ring around ``spot`` (its outer edge) and its width; ``pulse`` grows it."""
    grow = round(4 * s) + pulse
    return spot.inflate(grow, grow), max(3, round(4 * s))


def layout_for(
    prompt: Prompt,
    size: tuple[int, int],
    rect_of: RectOf,
    keep_clear: Sequence[pygame.Rect] = (),
    spare: Sequence[pygame.Rect] = (),
    labels: Sequence[tuple[str, str]] = (),
    usable: Sequence[pygame.Rect] = (),
    heading: str = "",
) -> OverlayLayout:
    """The box, its text and buttons for ``prompt``, placed beside the target, never over it,
    nor (if it can help it) over ``keep_clear`` (words of the table the player must read too),
    nor ``usable`` (the table's buttons the player may use at any step, Menu, Undo..., and its
    header), then over as little as it can of the places its words talk about (``prompt.about``), and
    last of ``spare`` (the table's cards and header: better whole than cut by the box), except
    those in the places the step lets it cover (``prompt.cover``: covered rather than the rest)."""
    s = scale(size)
    window = pygame.Rect((0, 0), size)
    margin = round(12 * s)
    target, drop = (_spot_in(window, rect_of(k), s) if k is not None else None for k in (prompt.target, prompt.drop))
    pad = round(14 * s)
    heading_size = max(MIN_TEXT, round(15 * s))
    heading_line = line_height(heading_size, True)
    button_h = max(28, round(38 * s))
    area = window.inflate(-2 * margin, -2 * margin)
    # Skip and Next each show their key as a keycap beside their words, in every language.
    skip_least, next_least = (keycapped_width(label, key, button_h) for label, key in (*labels, ("", ""), ("", ""))[:2])
    with_next = prompt.needs_next and prompt.target != K.CONTINUE  # the panel's Continue is the only button to press
    least_w = skip_least + (round(12 * s) + next_least if with_next else 0)  # a step to do has no Next
    keep_clear = [*keep_clear, *usable]  # kept clear as the words are, though not lit
    about = [r for r in (rect_of(key) for key in prompt.about) if r is not None]
    free = [r for r in (rect_of(key) for key in prompt.cover) if r is not None]
    spare = [r for r in spare if not any(place.contains(r) for place in free)]
    best: tuple[float, pygame.Rect, tuple[str, ...], int] | None = None
    body_size = body_text_size(s)
    named = [r for r in (target, drop, *keep_clear, *about) if r is not None]
    for share in WIDTHS:
        width = min(area.width, max(round(520 * share * s), least_w + 2 * pad))
        # The words keep their size at every step: the box grows to hold them (never shrunk to fit).
        lines = fit(prompt.text, width - 2 * pad, 10**6, body_size, False, body_size)[1]
        # The heading, never shrunk: on two lines in a narrow box (a column beside the trick).
        heading_h = len(fit(heading, width - 2 * pad, 10**6, heading_size, True, heading_size)[1]) * heading_line
        height = pad + heading_h + round(6 * s) + len(lines) * line_height(body_size) + round(10 * s) + button_h + pad
        if height > area.height and best is not None:
            continue  # a column too tall for the window
        placed, cost = _place(pygame.Rect(0, 0, width, height), area, target, drop, s, keep_clear, about, spare)
        if share < min(WIDTHS[:6]) and (best is None or not covered(best[1], named) or covered(placed, named)):
            continue  # the narrowest columns only where they alone leave the targets whole
        if best is None or cost < best[0] - 1:  # another shape only when it covers less
            best = (cost, placed, lines, heading_h)
        if not covered(best[1], [r for r in (target, drop, *keep_clear, *about, *spare) if r is not None]):
            break  # it covers nothing: no other shape can do better
    assert best is not None
    _, box, lines, heading_h = best
    body_w = box.width - 2 * pad
    heading_rect = pygame.Rect(box.left + pad, box.top + pad, body_w, heading_h)
    body = pygame.Rect(box.left + pad, heading_rect.bottom + round(6 * s), body_w, len(lines) * line_height(body_size))
    skip, next_rect = _box_buttons(box, pad, button_h, s, (skip_least, next_least), with_next)
    return OverlayLayout(box, heading_rect, body, body_size, lines, skip, next_rect, target, drop)


def _spot_in(window: pygame.Rect, rect: pygame.Rect | None, s: float) -> pygame.Rect | None:
    """The spotlight of ``rect``; one past the window's edge (a button in its corner) is drawn along the edge."""
    spot = _spot(rect, s)
    return spot.clip(window) if spot is not None else None


def body_text_size(s: float) -> int:
    """The size of the tutorial's words at the scale ``s``: one size at every step (a first-time
    player saw it change from step to step, shrunk where a long step's words had to fit), at
    least the text floor (14 px at 960×600)."""
    return max(MIN_TEXT, round(BODY_TEXT * s))


def _box_buttons(
    box: pygame.Rect, pad: int, button_h: int, s: float, least: tuple[int, int], with_next: bool
) -> tuple[pygame.Rect, pygame.Rect | None]:
    """Skip at the box's bottom left, Next (when the step has one) at its bottom right; each at
    least ``least`` wide (its words and keycap)."""
    body_w = box.width - 2 * pad
    buttons_top = box.bottom - pad - button_h
    # Wide enough for its words at the text floor in every language ("Пропустити навчання").
    skip_w = max(least[0], min(body_w // 2 - round(6 * s), max(round(190 * s), 180)))
    skip = pygame.Rect(box.left + pad, buttons_top, skip_w, button_h)
    if not with_next:
        return skip, None
    usual = min(body_w // 2 - round(6 * s), round(150 * s), body_w - skip_w - round(12 * s))
    next_w = max(least[1], usual)
    return skip, pygame.Rect(box.right - pad - next_w, buttons_top, next_w, button_h)


def _place(
    box: pygame.Rect,
    area: pygame.Rect,
    target: pygame.Rect | None,
    drop: pygame.Rect | None,
    s: float,
    keep_clear: Sequence[pygame.Rect] = (),
    about: Sequence[pygame.Rect] = (),
    spare: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Rect, float]:
    """Put ``box`` inside ``area`` beside the target, covering neither it nor the drop zone
    (nor, when there is room, ``keep_clear``), and as little as it can of ``about``: the places
    the words talk about come after those, then ``spare``, before how far the box is from the target."""
    must = [r for r in (target, drop, *keep_clear) if r is not None]
    about, spare = list(about), list(spare)
    avoid = [*must, *about]
    best: pygame.Rect | None = None
    best_cost = math.inf
    near = target or drop
    for candidate in _candidates(box, area, avoid, s):
        placed = candidate.clamp(area)
        cost = _cost(placed, candidate, must, about, spare)
        if near is not None:  # of two places that cover as little, the one nearer the target
            cost += math.hypot(placed.centerx - near.centerx, placed.centery - near.centery) / 4
        if cost < best_cost:
            best, best_cost = placed, cost
    assert best is not None
    return best, best_cost


def covered(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """How many pixels of ``rects`` the box covers (a pixel under two of them counts twice)."""
    listed = rects if isinstance(rects, list) else list(rects)
    return sum(_area(box.clip(listed[i])) for i in box.collidelistall(listed)) if listed else 0  # those it meets


def _cost(
    placed: pygame.Rect,
    wanted: pygame.Rect,
    must: Sequence[pygame.Rect],
    about: Sequence[pygame.Rect],
    spare: Sequence[pygame.Rect] = (),
) -> float:
    """What is under the box first (the target, the drop zone and the words to read first of all,
    then the places the words name, then the table's cards), then how far it was pushed from
    where it was put."""
    distance = math.hypot(placed.centerx - wanted.centerx, placed.centery - wanted.centery)
    under = covered(placed, must) * 1_000_000 + covered(placed, about) * 1000 + covered(placed, spare)
    return under + distance


def _candidates(box: pygame.Rect, area: pygame.Rect, avoid: Sequence[pygame.Rect], s: float) -> list[pygame.Rect]:
    """Where the box may go (pushed back inside the window, the farther the worse): beside each
    thing to keep clear (centred on it or along its edges), and at the window's edges and corners."""
    candidates: list[pygame.Rect] = []
    # Beside each thing to keep clear, first at a comfortable gap, then closer: a box that just
    # fits between the target and the prompt line goes there rather than across the table.
    for gap in (round(18 * s), max(3, round(5 * s))):
        for spot in avoid:
            above = box.copy()
            above.midbottom = (spot.centerx, spot.top - gap)
            below = box.copy()
            below.midtop = (spot.centerx, spot.bottom + gap)
            left = box.copy()
            left.midright = (spot.left - gap, spot.centery)
            right = box.copy()
            right.midleft = (spot.right + gap, spot.centery)
            candidates += [above, below, right, left]
            # Beside it along its edges too (the box left- or right-aligned with it, above or below).
            for x_anchor in ("left", "right"):
                for moved, y in ((above.copy(), above.y), (below.copy(), below.y)):
                    setattr(moved, x_anchor, getattr(spot, x_anchor))
                    moved.y = y
                    candidates.append(moved)
    # Anywhere on a coarse grid too: in a large window the room for the words may lie beside none of them.
    for row in range(GRID + 1):
        for column in range(GRID + 1):
            x = area.left + (area.width - box.width) * column // GRID
            y = area.top + (area.height - box.height) * row // GRID
            candidates.append(pygame.Rect(x, y, box.width, box.height))
    # With nothing to point at, the words sit in the middle, like a message; else beside the target first.
    anchors = ("midtop", "center") if avoid else ("center", "midtop")
    for anchor in (*anchors, "midbottom", "topleft", "topright", "bottomleft", "bottomright"):
        spot_box = box.copy()
        setattr(spot_box, anchor, getattr(area, anchor))
        candidates.append(spot_box)
    return candidates


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height
