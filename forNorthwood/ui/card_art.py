"""Drawing cards from the vector assets: dialogue cards, characters, fiefs, backs.

Every face is rendered at the exact pixel size the layout asks for and cached by
size, so a resize costs one render per card and a frame costs only blits.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..i18n import _
from ..i18n.abilities_text import ability_summary, ability_text
from ..i18n.messages import character_name, rank_letter
from . import assets
from .card_places import band_marks, card_margins, fief_stars_in_band
from .star_art import draw_stars, star_points, status_icon
from .text import draw_block, draw_line, fit, line_height, wrap
from .theme import (
    CARD_BACK,
    CARD_BACK_EDGE,
    CARD_EDGE,
    CARD_FACE,
    INK,
    LOST,
    MIN_TEXT,
    STAR,
    SUIT_COLOURS,
    WON,
    Colour,
)


def _radius(w: int) -> int:
    return max(3, w // 12)


def _blank(w: int, h: int, fill: Colour, edge: Colour) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=_radius(w))
    pygame.draw.rect(surface, edge, rect, width=max(1, w // 60), border_radius=_radius(w))
    return surface


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


@lru_cache(maxsize=512)
def dialogue_card(name: str, w: int, h: int) -> pygame.Surface:
    """The face of dialogue card ``name`` (``"7E"``): value and suit glyph in the corners, a big glyph."""
    value, suit = name[:-1], name[-1]
    colour = SUIT_COLOURS[suit]
    surface = _blank(w, h, CARD_FACE, CARD_EDGE)
    inset = frame_inset(w)
    frame = surface.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(
        surface, _mix(CARD_FACE, colour, 0.45), frame, width=max(1, w // 70), border_radius=_radius(w) // 2
    )
    number = index_number(value, index_size(h), colour)
    corner = index_corner(w, h)
    surface.blit(number, corner)
    small = max(6, round(w * 0.2))
    glyph_small = assets.suit_glyph(suit, small)
    glyph_x = corner[0] + number.get_width() // 2 - small // 2
    surface.blit(glyph_small, (glyph_x, corner[1] + number.get_height() - max(1, h // 40)))
    # Mirrored corner, as on a real card.
    mirrored = pygame.Surface((max(number.get_width(), small), number.get_height() + small), pygame.SRCALPHA)
    mirrored.blit(number, ((mirrored.get_width() - number.get_width()) // 2, 0))
    mirrored.blit(glyph_small, ((mirrored.get_width() - small) // 2, number.get_height() - max(1, h // 40)))
    mirrored = pygame.transform.rotate(mirrored, 180)
    surface.blit(mirrored, (w - corner[0] - mirrored.get_width(), h - corner[1] - mirrored.get_height()))
    big = max(8, round(w * 0.52))
    glyph_big = assets.suit_glyph(suit, big)
    surface.blit(glyph_big, ((w - big) // 2 + w // 14, (h - big) // 2))
    return surface


#: Values that read as another one upside down: their index is underlined, as on playing cards.
UNDERLINED = frozenset({"6", "9"})


def index_size(h: int) -> int:
    """The text size of a dialogue card's value in its corners."""
    return max(8, round(h * 0.24))


def frame_inset(w: int) -> int:
    """How far in from a dialogue card's edge its inner frame runs."""
    return max(3, w // 16)


def index_corner(w: int, h: int) -> tuple[int, int]:
    """Where a dialogue card's value starts in its top left corner."""
    inset = frame_inset(w)
    return inset + max(2, w // 20), inset - max(0, h // 60)


def index_areas(card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a dialogue card at ``card`` shows its value and suit: the top left corner and the
    mirrored bottom right one (a hint's badge leaves both in sight)."""
    w, h = card.size
    x, y = index_corner(w, h)
    size = index_size(h)
    small = max(6, round(w * 0.2))
    width = max(assets.font(size, True).size("8")[0], small)
    height = assets.font(size, True).get_height() + max(1, size // 12) + small
    top_left = pygame.Rect(card.left + x, card.top + y, width, height)
    bottom_right = pygame.Rect(0, 0, width, height)
    bottom_right.bottomright = (card.right - x, card.bottom - y)
    return top_left, bottom_right


def index_number(value: str, size: int, colour: Colour) -> pygame.Surface:
    """A card's value as printed in its corner; a 6 or a 9 underlined, so that the corner
    turned upside down never reads as the other."""
    number = assets.text(value, size, colour, True)
    if value not in UNDERLINED:
        return number
    bar = max(1, size // 12)
    marked = pygame.Surface((number.get_width(), number.get_height() + bar), pygame.SRCALPHA)
    marked.blit(number, (0, 0))
    left, right = number.get_width() // 6, number.get_width() - number.get_width() // 6
    base = number.get_height() - max(1, size // 10)
    pygame.draw.rect(marked, colour, pygame.Rect(left, base, max(1, right - left), bar))
    return marked


#: A card back in flight is drawn at sizes rounded to this step, then scaled: a card whose
#: size changes every frame does not draw the lattice again for each size it passes through.
BACK_STEP = 16


def card_back(w: int, h: int) -> pygame.Surface:
    """The back of a dialogue card, of no suit: a lattice on forest green around a compass
    star, the north of Northwood (drawn here, no asset), at exactly its size."""
    return _card_back_design(w, h)


@lru_cache(maxsize=256)
def card_back_in_flight(w: int, h: int) -> pygame.Surface:
    """A card back for a card on the move: the design at the nearest size of ``BACK_STEP``, scaled."""
    qw, qh = max(BACK_STEP, round(w / BACK_STEP) * BACK_STEP), max(BACK_STEP, round(h / BACK_STEP) * BACK_STEP)
    design = _card_back_design(qw, qh)
    return design if (qw, qh) == (w, h) else pygame.transform.smoothscale(design, (w, h))


@lru_cache(maxsize=64)
def _card_back_design(w: int, h: int) -> pygame.Surface:
    surface = _blank(w, h, CARD_BACK, CARD_BACK_EDGE)
    inner = surface.get_rect().inflate(-max(6, w // 7), -max(6, w // 7))
    line = _mix(CARD_BACK, CARD_BACK_EDGE, 0.22)
    lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 6)
    for x in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(lattice, line, (x, 0), (x + inner.height, inner.height), max(1, w // 70))
        pygame.draw.line(lattice, line, (x, inner.height), (x + inner.height, 0), max(1, w // 70))
    surface.blit(lattice, inner.topleft)
    pygame.draw.rect(
        surface, _mix(CARD_BACK, CARD_BACK_EDGE, 0.45), inner, width=max(1, w // 40), border_radius=_radius(w) // 2
    )
    cx, cy = w / 2, h / 2
    radius = max(5, round(w * 0.26))
    pygame.draw.circle(surface, CARD_BACK, (round(cx), round(cy)), radius + max(2, w // 30))
    pygame.draw.circle(surface, _mix(CARD_BACK, CARD_BACK_EDGE, 0.6), (round(cx), round(cy)), radius, max(1, w // 45))
    star = []
    for i in range(8):  # four long points (north, east, south, west) and four short ones
        angle = i * math.pi / 4
        length = radius * (0.92 if i % 2 == 0 else 0.3)
        star.append((cx + length * math.sin(angle), cy - length * math.cos(angle)))
    pygame.draw.polygon(surface, _mix(CARD_BACK, CARD_BACK_EDGE, 0.75), star)
    north = [star[0], star[1], (cx, cy), star[7]]
    pygame.draw.polygon(surface, CARD_BACK_EDGE, north)
    return surface


#: An ally's card without its ability shows its name only while its portrait keeps this share of its width
#: (at 960×600 a name on two lines at 14 px leaves the portrait 58% of the card's width).
NAME_ROOM = 0.55
#: An ally card's name, as a share of the card's height: the size of the ability line under it
#: (``lay.text(14)``) from 1280×800 up.
ALLY_NAME = 0.104
#: A portrait smaller than this (px) is left out of a small card whose ability needs the room.
MIN_PORTRAIT = 12
#: A small card at least this tall (px; a friend's from 1280×800 up) gives up its portrait for its
#: words; a shorter one (960×600) keeps its portrait, as its neighbours do, and the Hint's badge
#: keeps to the portrait's corner, off the name.
WORDS_FIRST_HEIGHT = 125


@lru_cache(maxsize=256)
def character_card(code: str, w: int, h: int, full_text: bool = False, words: bool = True) -> pygame.Surface:
    """A character card: rank and suit in the corner, the animal portrait, name and ability (not
    with ``words`` False: an ally's, written under its card on the slot)."""
    surface = _blank(w, h, CARD_FACE, CARD_EDGE)
    header_h, top, pad, name_pad = card_margins(w, h)
    _character_header(surface, code, header_h)
    name = character_name(code)
    name_size, name_lines, name_h = _card_name(code, w, h, words)
    size = max(MIN_TEXT, round(h * 0.07))
    portrait_size, ability = _portrait_and_ability(code, w, h, full_text, words)
    if not name_lines:  # the portrait alone, in the middle of the card under its band
        top += max(0, (h - top - pad - portrait_size) // 2)
    if portrait_size:
        surface.blit(assets.portrait(code, portrait_size), ((w - portrait_size) // 2, top))
    y = top + portrait_size
    name_box = pygame.Rect(name_pad, y, w - 2 * name_pad, name_h)
    if name_lines > 1:
        draw_block(surface, name, name_box, INK, name_size, True, "center", "middle", minimum=MIN_TEXT)
    elif name_lines:
        draw_line(surface, name, name_box, INK, name_size, True, "center")
    y += name_h + max(1, h // 80)
    body = pygame.Rect(pad, y, w - 2 * pad, h - y - pad)
    if full_text and ability:
        ability, size = _whole_rule(code, body, h) or (ability, size)
    if ability:
        draw_block(surface, ability, body, INK, size, align="center", minimum=MIN_TEXT)
    return surface


def portrait_and_name(code: str, card: pygame.Rect, words: bool = True) -> tuple[pygame.Rect, pygame.Rect]:
    """Where character ``code``'s card at ``card`` (``character_card``) draws its portrait and its
    name's rows, centred (no height: the card writes none)."""
    w, h = card.size
    _, top, _, name_pad = card_margins(w, h)
    name_h = _card_name(code, w, h, words)[2]
    portrait_size = _portrait_and_ability(code, w, h, False, words)[0]
    if not name_h:
        top += max(0, (h - top - card_margins(w, h)[2] - portrait_size) // 2)
    portrait = pygame.Rect(card.left + (w - portrait_size) // 2, card.top + top, portrait_size, portrait_size)
    size = _card_name(code, w, h, words)[0]
    rows = wrap(character_name(code), size, w - 2 * name_pad, True) if name_h else []
    wide = min(w - 2 * name_pad, max((assets.text_width(row, size, True) for row in rows), default=0))
    return portrait, pygame.Rect(card.centerx - wide // 2, portrait.bottom, wide, name_h)


def _portrait_and_ability(code: str, w: int, h: int, full_text: bool, words: bool) -> tuple[int, str]:
    """The portrait's size on ``code``'s card and the ability it writes under its name: the portrait
    gives way (down to about half its size) so that the words are never cut; with no ability on the
    card ("": too small to read there) it takes the room the words would have had. A small card (not
    ``full_text``, ``WORDS_FIRST_HEIGHT`` tall or more) lets its portrait go altogether first (its band
    says its rank and suit, its name is written): at 1280×800 the Prince of Leaves among the friends
    (its name on two rows) showed a bigger portrait and no ability beside cards that had theirs (p62)."""
    _, top, pad, _ = card_margins(w, h)
    name_h = _card_name(code, w, h, words)[2]
    ability = ability_summary(code) if words else ""
    size = max(MIN_TEXT, round(h * 0.07))
    largest = round(min(w * 0.62, h * (0.40 if full_text else 0.44)) if words else w * 0.8)
    largest = portrait_size = min(largest, max(4, h - top - name_h - pad - max(1, h // 80)))
    while True:
        room = h - (top + portrait_size + name_h + max(1, h // 80)) - pad
        fitted, rows = fit(ability, w - 2 * pad, room, size, False, MIN_TEXT)
        if len(rows) * line_height(fitted) <= room and max(assets.font(fitted).size(r)[0] for r in rows) <= w - 2 * pad:
            return portrait_size, ability
        least = largest // 2 if full_text or h < WORDS_FIRST_HEIGHT else 0
        if portrait_size <= least:
            return largest, ""
        portrait_size = max(least, portrait_size - max(1, portrait_size // 10))
        if portrait_size < MIN_PORTRAIT:
            portrait_size = least


def card_says_ability(code: str, w: int, h: int) -> bool:
    """Whether character ``code``'s small card ``w``×``h`` (a friend's, words on it) writes its ability."""
    return bool(_portrait_and_ability(code, w, h, False, True)[1])


def ruler_card_says_ability(code: str, w: int, h: int) -> bool:
    """Whether the ruler's card ``w``×``h`` of character ``code`` writes its ability (at the replay's
    960×600, scale 0.65, most do not: the replay says it under the trump instead)."""
    return bool(_portrait_and_ability(code, w, h, True, True)[1])


def _card_name(code: str, w: int, h: int, words: bool) -> tuple[int, int, int]:
    """The size, lines and height of the name on ``code``'s card, never under MIN_TEXT (wrapped
    when it must be). An ally's card (its ability line under it, on the slot) writes it at that
    line's size where it leaves the portrait its room (at 3840×2160 the names were two-thirds of
    it), else smaller; other cards at the size of their words."""
    _, top, pad, name_pad = card_margins(w, h)
    sizes = (round(h * ALLY_NAME), round(h * 0.072)) if not words else (round(h * 0.072),)
    return _name_fit(character_name(code), sizes, w - 2 * name_pad, h - top - pad, w, not words)


def ally_card_named(code: str, w: int, h: int) -> bool:
    """Whether character ``code``'s card ``w``×``h`` on an ally slot (its ability under it)
    writes its name (too small, it shows its portrait alone)."""
    return _card_name(code, w, h, False)[1] > 0


def _name_fit(name: str, sizes: tuple[int, ...], width: int, room: int, w: int, drop: bool) -> tuple[int, int, int]:
    """The size, lines (at most 3) and height of a character's ``name`` on its card ``w`` wide: at
    the first of ``sizes`` (never under MIN_TEXT) where it fits ``width`` and leaves the portrait
    its room (``NAME_ROOM``) of the ``room`` under the card's band, else at the last.

    ``drop``: a small ally card (its ability is under it) whose name does not fit at the last size
    writes none (no lines): its rank, suit and portrait say who it is, and its tooltip names it."""
    for name_size in (max(MIN_TEXT, size) for size in sizes):
        rows = wrap(name, name_size, width, True)
        name_lines = min(3, len(rows))
        name_h = name_lines * line_height(name_size, True)
        too_wide = max(assets.text_width(row, name_size, True) for row in rows) > width
        if not (too_wide or room - name_h < round(w * NAME_ROOM)):
            return name_size, name_lines, name_h
    return (name_size, 0, 0) if drop else (name_size, name_lines, name_h)


def _whole_rule(code: str, body: pygame.Rect, h: int) -> tuple[str, int] | None:
    """The whole rule and its size when it reads in ``body`` at the size of the allies' lines (None:
    the short form stays; the tooltip always has the whole rule). Shrunk to fit, it read tiny at
    3840×2160 (27 px beside the allies' 38 px lines)."""
    full_size = max(MIN_TEXT, round(h * 0.068))  # the allies' lines' size (38 px at 3840×2160)
    fitted, rows = fit(ability_text(code), body.width, body.height, full_size, False, MIN_TEXT)
    if (
        fitted >= full_size
        and len(rows) * line_height(fitted) <= body.height
        and max(assets.font(fitted).size(r)[0] for r in rows) <= body.width
    ):
        return ability_text(code), full_size
    return None


def _character_header(surface: pygame.Surface, code: str, header_h: int) -> None:
    """A character card's band: its suit's tint, its rank and suit, a crown for the crowned ranks."""
    w = surface.get_width()
    suit = code[1]
    colour = SUIT_COLOURS[suit]
    header = pygame.Rect(0, 0, w, header_h)
    pygame.draw.rect(
        surface,
        _mix(CARD_FACE, colour, 0.22),
        header,
        border_top_left_radius=_radius(w),
        border_top_right_radius=_radius(w),
    )
    pygame.draw.rect(surface, CARD_EDGE, surface.get_rect(), width=max(1, w // 60), border_radius=_radius(w))
    pad = max(2, w // 18)
    rank_size, glyph_size, crown = band_marks(code, w, header_h)
    rank = assets.text(rank_letter(code[0]), rank_size, colour, True)
    surface.blit(rank, (pad, (header_h - rank.get_height()) // 2))
    surface.blit(
        assets.suit_glyph(suit, glyph_size), (pad + rank.get_width() + max(1, w // 40), (header_h - glyph_size) // 2)
    )
    if crown is not None:
        _crown(surface, crown, colour)


def _crown(surface: pygame.Surface, box: pygame.Rect, colour: Colour) -> None:
    """A small three-pointed crown (the crowned ranks: Prince, Lady, Baron)."""
    x, y, w, h = box
    points = [
        (x, y + h),
        (x, y),
        (x + w * 0.3, y + h * 0.45),
        (x + w * 0.5, y),
        (x + w * 0.7, y + h * 0.45),
        (x + w, y),
        (x + w, y + h),
    ]
    pygame.draw.polygon(surface, colour, points)


def fief_status_text(status: str, visiting: bool) -> str:
    if visiting:
        return _("Visiting")
    return {"won": _("Won"), "lost": _("Lost"), "unvisited": _("Unvisited")}.get(status, status)


def _draw_status(surface: pygame.Surface, won: bool, word: str, box: pygame.Rect, size: int, colour: Colour) -> None:
    """A fief's status in ``box``: its mark and word when the word reads (at ``MIN_TEXT`` or more),
    the mark alone, drawn as an icon, when it would not (the band's colour and the fief's tooltip
    tell the rest)."""
    mark = "✓" if won else "✗"
    label = f"{mark} {word}"
    face = assets.font(max(MIN_TEXT, size), True)
    if size >= MIN_TEXT and face.size(label)[0] <= box.width and face.get_linesize() <= box.height + 4:
        draw_line(surface, label, box, colour, size, True, "center")
        return
    icon = status_icon(won, max(4, min(box.height, box.width)), colour)
    surface.blit(icon, icon.get_rect(center=box.center))


def _fits_word(word: str, box: pygame.Rect, size: int) -> bool:
    face = assets.font(max(MIN_TEXT, size), True)
    return size >= MIN_TEXT and face.size(word)[0] <= box.width and face.get_linesize() <= box.height + 4


def unvisited_word_shown(w: int, h: int) -> bool:
    """Whether an unvisited fief's card of ``w``×``h`` says "Unvisited" on its band (it is left out
    when it would not read): the end screen then does not say it again under the card."""
    band_h = round(h * 0.2)  # as fief_card draws it
    words = pygame.Rect(0, h - band_h, w, band_h).inflate(-4, -2)
    return not fief_stars_in_band(w, h) and _fits_word(
        fief_status_text("unvisited", False), words, round(band_h * 0.62)
    )


@lru_cache(maxsize=512)
def fief_card(
    number: int, stars: int, ruler: str | None, status: str, visiting: bool, w: int, h: int
) -> pygame.Surface:
    """A fief: its number (the exact target), stars, ruler, trump suit and status."""
    if status == "lost":
        return _lost_fief(number, stars, w, h)
    won = status == "won"
    # A won fief's ruler is a friend now (shown among the friends, or gone after helping): the
    # card shows the fief's prize instead, a gold star on green, so the ruler is never drawn twice.
    surface = _blank(w, h, (206, 232, 212) if won else (236, 222, 190), CARD_EDGE)
    pad = max(2, w // 14)
    number_image = assets.text(str(number), max(8, round(h * 0.22)), INK, True)
    surface.blit(number_image, (pad, 0))
    star_rect = pygame.Rect(
        pad + number_image.get_width() + 2, max(1, h // 30), w - 2 * pad - number_image.get_width() - 2, round(h * 0.16)
    )
    stars_in_band = fief_stars_in_band(w, h)
    if not stars_in_band:
        draw_stars(surface, stars, star_rect, True, STAR, "right")
    top = number_image.get_height() - max(0, h // 40)
    band_h = round(h * 0.2)
    portrait_size = max(6, min(w - 2 * pad, h - top - band_h - max(2, h // 30)))
    if won:
        points = star_points((w / 2, top + portrait_size / 2), portrait_size * 0.46)
        pygame.draw.polygon(surface, STAR, points)
        pygame.draw.polygon(surface, INK, points, width=max(1, w // 40))
    elif ruler is not None:
        _ruler_on_fief(surface, ruler, top, portrait_size, pad)
    band = pygame.Rect(0, h - band_h, w, band_h)
    band_colour = {"won": WON}.get(status, (120, 96, 66))
    if visiting:
        band_colour = (196, 142, 20)
    pygame.draw.rect(
        surface, band_colour, band, border_bottom_left_radius=_radius(w), border_bottom_right_radius=_radius(w)
    )
    words = band.inflate(-4, -2)
    word = fief_status_text(status, visiting)
    if stars_in_band:
        if won and not visiting:
            tick = status_icon(True, words.height, (255, 250, 236))
            surface.blit(tick, (words.left, words.top))
            words = words.inflate(-2 * (words.height + 2), 0)
        draw_stars(surface, stars, words, True, (255, 250, 236) if visiting else STAR, "center")
    elif status == "won" and not visiting:
        _draw_status(surface, True, word, words, round(band_h * 0.62), (255, 250, 236))
    elif word and _fits_word(word, words, round(band_h * 0.62)):
        draw_line(surface, word, words, (255, 250, 236), round(band_h * 0.62), True, "center")
    pygame.draw.rect(surface, CARD_EDGE, surface.get_rect(), width=max(1, w // 60), border_radius=_radius(w))
    if status == "lost":
        pygame.draw.line(surface, LOST, (0, 0), (w, h), 3)
    return surface


def _lost_fief(number: int, stars: int, w: int, h: int) -> pygame.Surface:
    """A lost fief: dark, its number and the stars it no longer gives, and the word Lost."""
    surface = _blank(w, h, (70, 58, 48), (40, 30, 24))
    draw_line(surface, str(number), pygame.Rect(0, h // 10, w, h // 3), (150, 132, 112), round(h * 0.3), True, "center")
    lost = pygame.Rect(2, h // 2, w - 4, max(h // 6, line_height(MIN_TEXT, True)))
    _draw_status(surface, False, _("Lost"), lost, round(h * 0.11), (226, 170, 160))
    draw_stars(surface, stars, pygame.Rect(4, h - h // 4, w - 8, h // 6), False, (150, 132, 112), "center")
    return surface


def _ruler_on_fief(surface: pygame.Surface, ruler: str, top: int, portrait_size: int, pad: int) -> None:
    """The fief's ruler: its portrait, its suit in a badge at the corner, its rank beside."""
    w, h = surface.get_size()
    surface.blit(assets.portrait(ruler, portrait_size), ((w - portrait_size) // 2, top))
    glyph = max(6, round(h * 0.17))
    badge = pygame.Rect(0, 0, glyph + 4, glyph + 4)
    badge.bottomright = (w - pad + 2, top + portrait_size + 2)
    pygame.draw.ellipse(surface, CARD_FACE, badge)
    pygame.draw.ellipse(surface, SUIT_COLOURS[ruler[1]], badge, width=max(1, w // 50))
    surface.blit(assets.suit_glyph(ruler[1], glyph), (badge.left + 2, badge.top + 2))
    rank = assets.text(rank_letter(ruler[0]), max(7, round(h * 0.13)), SUIT_COLOURS[ruler[1]], True)
    surface.blit(rank, (pad, top + portrait_size - rank.get_height()))


def rotated(surface: pygame.Surface, angle: float) -> pygame.Surface:
    """``surface`` turned by ``angle`` degrees (counter-clockwise, as an exhausted ally turns).

    Only a card spinning (for a quarter of a second) is turned by another angle than 0 or 90:
    without smoothing, which is six times faster (a smoothed turn of a card at 3840×2160 took
    20 ms, a whole frame's time, in every frame of the spin)."""
    if abs(angle) < 0.5:
        return surface
    if abs(angle - 90) < 0.5:
        return pygame.transform.rotate(surface, 90)
    return pygame.transform.rotate(surface, angle)


def clear_caches() -> None:
    for cached in (dialogue_card, card_back_in_flight, _card_back_design, character_card, fief_card):
        cached.cache_clear()
