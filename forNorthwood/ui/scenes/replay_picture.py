"""What the replay screen draws besides its cards: its still picture (the real table's, with
the heading, the verdict, the options on no card and the timeline), and the table's own picture
of a replayed position (the visit's or the fief selection's, read-only).

``ReplayPicture`` is a frozen value: the redraw key of the still picture. A step inside a visit
changes only a few of its places (``changed_regions``), which alone are painted again.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...i18n import _
from .. import assets
from ..hint_badges import badge_image
from ..replay_places import ReplayLayout, mark_x, replay_layout, visit_bands
from ..still_drawing import StillPicture, message_picture
from ..table_places import TableLayout
from ..text import draw_block, draw_line, fit, line_height, wrap
from ..theme import ERROR, FELT, FELT_EDGE, FOCUS, FOCUS_RING, MIN_TEXT, TEXT_DIM, TEXT_LIGHT, Colour
from .replay_summary import SummaryPicture, summary_panel
from .selection_still import SelectionPicture
from .visit_still import VisitPicture

#: How far the ring of the chip played reaches past the chip (and so past the strip), in pixels.
CHIP_RING = 4
#: The timeline's marks of the biggest drops.
DROP = (230, 70, 60)
#: The timeline's marks of the cards that went against the player (not red: no choice's fault).
LUCK = (110, 170, 235)


@dataclass(frozen=True, slots=True)
class Chip:
    """An option that lies on no card, with its odds: worded, as a badge in the strip."""

    words: str
    chance: str | None
    best: bool
    played: bool


@dataclass(frozen=True, slots=True)
class Timeline:
    """The timeline: where the decisions are, which is shown, the biggest drops, the visits."""

    length: int
    decisions: tuple[int, ...]
    drops: tuple[int, ...]
    index: int
    visit_starts: tuple[int, ...]
    visit: int
    #: Where the cards revealed took the chance down (``replay_marks.Luck``: no choice's fault).
    luck: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ReplayPicture:
    """Everything the replay screen draws besides its cards (a frozen value: its redraw key)."""

    size: tuple[int, int]
    table: VisitPicture | SelectionPicture
    title: str
    verdict: str
    verdict_error: bool
    chips: tuple[Chip, ...]
    line: str  # in the strip when no chip is shown: the advisor's progress, or why there is no advice
    timeline: Timeline
    #: Where the replay stands, at the strip's right end when a verdict of two lines takes the
    #: prompt line (else the table's prompt line says it, and this is empty).
    status: str = ""
    #: The timeline's legend, on its row right over the timeline once the advice is shown
    #: (``legend_words``: a decision's mark, a drop's, the decision shown's, and what ≈ says);
    #: empty without advice.
    legend: tuple[str, ...] = ()
    #: At the end of the game, its review over the middle of the table (``replay_summary``).
    summary: SummaryPicture | None = None

    def changed_regions(self, old: StillPicture | None) -> list[pygame.Rect] | None:
        """Where this picture differs from ``old`` (a step inside a visit changes the counts, the
        trick, the prompt, the verdict, the strip): only those places are painted again. None
        (paint it all) when the table's own picture cannot say, or the title changed."""
        if not isinstance(old, ReplayPicture) or old.size != self.size or old.title != self.title:
            return None
        if type(old.table) is not type(self.table):
            return None
        regions: list[pygame.Rect] = []
        if self.table != old.table:
            inner = self.table.changed_regions(old.table)
            if inner is None:
                return None
            regions += inner
        lay = replay_layout(*self.size)
        if (self.verdict, self.verdict_error, self.status) != (old.verdict, old.verdict_error, old.status):
            regions.append(verdict_area(lay, self.verdict).union(verdict_area(lay, old.verdict)))
        if (self.chips, self.line, self.status) != (old.chips, old.line, old.status):
            # The played chip's ring reaches past the strip: a ring left outside was a stray "(".
            regions.append(lay.chips.inflate(2 * CHIP_RING, 2 * CHIP_RING))
        if self.legend != old.legend:
            regions.append(lay.legend)
        if self.summary != old.summary:
            regions.append(summary_panel(lay))
        if self.timeline != old.timeline:
            regions.append(lay.timeline.union(lay.visits))
        return regions or None

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the picture; only what lies in the surface's clip (a few places changed) is drawn."""
        lay = replay_layout(*self.size)
        table = lay.table
        wanted = surface.get_clip()
        area = pygame.Rect((0, 0), lay.table_size)
        if not area.contains(wanted):  # inside the table's area its own picture paints its own wood
            surface.blit(assets.table_background(*self.size), wanted.topleft, wanted)
        clip = wanted.clip(area)  # a subsurface does not keep to its parent's clip
        if clip.width and clip.height:
            inner = surface.subsurface(area)
            inner.set_clip(clip)
            self.table.paint(inner)
        # The title where the game's Rules, Cards and Hint buttons are: the replay has none of them.
        corner = heading_corner(table)
        if corner.colliderect(wanted):
            draw_heading(surface, self.title, corner, table.text(15))
        if self.verdict and verdict_area(lay, self.verdict).colliderect(wanted):
            # A verdict too long for the line wraps upwards over a dark backing (as the game's
            # messages): at 960×600 the line is one line tall, and a shrunk verdict lost its end.
            colour = ERROR if self.verdict_error else TEXT_LIGHT
            if takes_prompt(lay, self.verdict):  # one block with the prompt band, the position in it
                paint_verdict_block(surface, lay, self.verdict, colour, self.status)
            else:
                image, area = verdict_picture(lay, self.verdict, colour)
                surface.blit(image, area)
        if self.summary is not None and summary_panel(lay).colliderect(wanted):
            self.summary.paint(surface, lay)
        if not wanted.colliderect(lay.chips.union(lay.visits)):
            return
        chips = lay.chips
        if self.status and status_room(lay, self.verdict, self.status) is None:  # else in the verdict's block
            at = draw_line(surface, self.status, chips, TEXT_DIM, status_size(lay), True, "right")
            chips = pygame.Rect(chips.left, chips.top, max(0, at.left - lay.px(14) - chips.left), chips.height)
        if self.chips:
            draw_chips(surface, lay, self.chips, chips)
        elif self.line:
            draw_line(surface, self.line, chips, TEXT_DIM, max(MIN_TEXT, lay.text(15)), False, "center")
        if self.legend:
            draw_legend(surface, lay, self.legend)
        draw_timeline(surface, lay, self.timeline)


def heading_corner(table: TableLayout) -> pygame.Rect:
    """Where the heading goes: where the game's Rules, Cards and Hint buttons are (the replay has
    none of them), from the end of the header's column (its words stop well before it)."""
    corner = table.rules_button.union(table.hint_button)
    left = min(corner.left, table.hud.right + table.px(2))
    return pygame.Rect(left, corner.top, corner.right - left, corner.height)


def draw_heading(surface: pygame.Surface, title: str, corner: pygame.Rect, size: int) -> None:
    """The replay's heading in the corner, on two lines at most: the largest size down to the text
    floor at which it wraps into two (the corner is three buttons tall: at its own size the
    heading wrapped into three, "Replay ·" / "kingdom" / "00000B")."""
    fitted, lines = heading_lines(title, size, corner.width)
    if len(lines) > 2:  # not in two lines even at the floor: as many as it needs, nothing cut
        draw_block(surface, "\n".join(lines), corner, TEXT_DIM, MIN_TEXT, True, "right", minimum=MIN_TEXT)
        return
    box = pygame.Rect(corner.left, corner.top, corner.width, min(corner.height, 2 * line_height(fitted, True)))
    draw_block(surface, "\n".join(lines), box, TEXT_DIM, fitted, True, "right", minimum=MIN_TEXT)


#: What joins the heading's two halves ("Replay · kingdom 795PAC"): where it wraps, it breaks there.
SEPARATOR = " · "


def heading_lines(title: str, size: int, width: int) -> tuple[int, tuple[str, ...]]:
    """The size and lines of the heading in ``width``: the largest size down to the text floor at
    which it takes two lines at most. A heading that does not stand on one line breaks at its
    separator, which goes ("Revoir la partie ·" / "royaume 795PAC" left the dot ending a line)."""
    for s in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
        lines = _heading_wrap(title, s, width)
        if len(lines) <= 2 and all(assets.text_width(line, s, True) <= width for line in lines):
            return s, lines
    return MIN_TEXT, _heading_wrap(title, MIN_TEXT, width)


def _heading_wrap(title: str, size: int, width: int) -> tuple[str, ...]:
    if assets.text_width(title, size, True) <= width or SEPARATOR not in title:
        return wrap(title, size, width, True)
    return wrap(title.replace(SEPARATOR, "\n", 1), size, width, True)


def verdict_picture(lay: ReplayLayout, verdict: str, colour: Colour) -> tuple[pygame.Surface, pygame.Rect]:
    """The verdict on the message line; one too long for it wraps over a dark backing downwards,
    over the prompt line (the replay's position then goes to the strip: ``takes_prompt``), clear of
    the cards above it (growing upwards it covered the statement card at 960×600); upwards, as the
    game's messages, only when even that is not room enough."""
    table = lay.table
    image, area = message_picture(table, verdict, colour)
    if area.height <= table.message.height:
        return image, area
    down = area.move(0, table.message.top - area.top)
    return image, down if down.bottom <= table.prompt.bottom else area


def verdict_area(lay: ReplayLayout, verdict: str) -> pygame.Rect:
    """Where the verdict is drawn: the message line, and under or above it when it wraps; over the
    prompt line, the block it makes with the prompt band (``verdict_block``)."""
    if not verdict:
        return pygame.Rect(lay.table.message)
    area = verdict_picture(lay, verdict, TEXT_LIGHT)[1]
    return verdict_block(lay, area) if area.colliderect(lay.table.prompt) else area


def takes_prompt(lay: ReplayLayout, verdict: str) -> bool:
    """Whether ``verdict`` wraps over the prompt line (where the replay's position is told)."""
    return bool(verdict) and verdict_area(lay, verdict).colliderect(lay.table.prompt)


def verdict_block(lay: ReplayLayout, area: pygame.Rect) -> pygame.Rect:
    """A verdict of two lines (``area``) over the prompt line and the prompt band, one block: p63 saw
    the verdict's dark box drawn over the band but narrower, the band's edge showing round it."""
    band = lay.table.prompt
    # Down to the band's foot, unless that is where the cards rise (at 960×600: the verdict's foot then).
    lifted = lay.table.hand.top - lay.table.px(12)  # a card played from the hand rises by px(8)
    bottom = band.bottom if band.bottom <= lifted else max(area.bottom, min(band.bottom, lifted))
    return pygame.Rect(band.left, area.top, band.width, bottom - area.top)


def status_room(lay: ReplayLayout, verdict: str, status: str) -> pygame.Rect | None:
    """Where the replay's position (``status``) goes in a verdict's block: right of its words (they keep
    left of the allies' column), whole at the text floor or over; None when the verdict is one line or
    leaves too little room (then it goes to the strip). Into the strip it jumped to the window's bottom
    right (p63)."""
    if not verdict or not status or not takes_prompt(lay, verdict):
        return None
    words = verdict_picture(lay, verdict, TEXT_LIGHT)[1]
    block = verdict_block(lay, words)
    pad = lay.table.px(8)
    room = pygame.Rect(words.right + pad, block.top, block.right - pad - words.right - pad, block.height)
    if room.width <= 0:
        return None
    face, rows = fit(status, room.width, room.height, status_size(lay), True, MIN_TEXT)
    wide = max((assets.text_width(row, face, True) for row in rows), default=0)
    return room if len(rows) * line_height(face, True) <= room.height and wide <= room.width else None


def status_size(lay: ReplayLayout) -> int:
    """The replay's position's size, in the strip or in a verdict's block."""
    return max(MIN_TEXT, lay.text(15))


def paint_verdict_block(surface: pygame.Surface, lay: ReplayLayout, verdict: str, colour: Colour, status: str) -> None:
    """A verdict of two lines and the prompt band as one block on one dark backing: the verdict's words
    where they wrap, the replay's position (``status``) right of them (``status_room``)."""
    table = lay.table
    words = verdict_picture(lay, verdict, colour)[1]
    block = verdict_block(lay, words)
    wood = block.union(table.prompt)  # the band's own backing gone (its foot too, where the block stops short)
    surface.blit(assets.table_background(*lay.table_size), wood.topleft, wood)
    back = pygame.Surface(block.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (24, 16, 10, 215), back.get_rect(), border_radius=max(4, table.prompt.height // 4))
    surface.blit(back, block.topleft)
    inner = pygame.Rect(words.left, block.top, words.width, block.height).inflate(-2 * table.px(8), 0)
    draw_block(surface, verdict, inner, colour, table.text(19), False, "center", "middle", MIN_TEXT)
    room = status_room(lay, verdict, status)
    if room is not None:
        draw_block(surface, status, room, TEXT_DIM, status_size(lay), True, "right", "middle", MIN_TEXT)


def chip_words(chip: Chip) -> str:
    """A chip's words and its badge, parted as the decision bar parts its items (bare spaces read
    "stop the game  ends with 3 ★" as one phrase)."""
    return chip.words if chip.chance is None else f"{chip.words}{SEPARATOR}{chip.chance}"


def draw_chips(
    surface: pygame.Surface, lay: ReplayLayout, chips: tuple[Chip, ...], room: pygame.Rect | None = None
) -> int:
    """The options on no card, side by side in the strip (``room``, else all of it), each with its
    badge; the one played ringed. Returns where the last one drawn ends."""
    size = lay.text(15)
    room = lay.chips if room is None else room
    x = room.left
    end = x
    for chip in chips:
        image = badge_image(chip_words(chip), size, chip.best)
        rect = image.get_rect(midleft=(x, room.centery))
        if rect.right > room.right:
            break  # no more room: the verdict still names the choice made
        surface.blit(image, rect)
        if chip.played:
            pygame.draw.rect(
                surface,
                FOCUS_RING,
                rect.inflate(2 * CHIP_RING - 2, 2 * CHIP_RING - 2),
                width=max(2, lay.px(2)),
                border_radius=rect.height,
            )
        end = rect.right + CHIP_RING
        x = rect.right + lay.px(14)
    return end


def legend_width(lay: ReplayLayout, legend: tuple[str, ...]) -> int:
    """How wide the timeline's legend is drawn (``draw_legend``)."""
    size, mark, gap = legend_metrics(lay)
    marks = len(legend) - 1  # the last item (what ≈ says) has no mark
    return sum(assets.text_width(words, size) for words in legend) + marks * (mark + gap) + (len(legend) - 1) * 3 * gap


def legend_metrics(lay: ReplayLayout) -> tuple[int, int, int]:
    """The legend's text size, a mark's width, the gap after a mark."""
    return max(MIN_TEXT, lay.text(14)), max(4, lay.px(6)), max(4, lay.px(5))


def draw_legend(surface: pygame.Surface, lay: ReplayLayout, legend: tuple[str, ...]) -> None:
    """The timeline's legend on its row, at its right end: a sample of each mark (a decision's, a
    drop's, the decision shown's) with its words, then what ≈ says."""
    size, mark, gap = legend_metrics(lay)
    row = lay.legend
    x = max(row.left, row.right - legend_width(lay, legend))
    height = min(row.height, line_height(size))
    colours = (TEXT_DIM, DROP, FOCUS, LUCK)[: len(legend) - 1]  # the last words (what ≈ says): no mark
    for i, words in enumerate(legend):
        if i < len(colours):
            sample = pygame.Rect(x, 0, mark if i == 2 else max(2, mark // 2), height)
            sample.centery = row.centery
            pygame.draw.rect(surface, colours[i], sample, border_radius=sample.width // 2)
            x += mark + gap
        w = assets.text_width(words, size)
        draw_line(surface, words, pygame.Rect(x, row.top, w + 1, row.height), TEXT_DIM, size)
        x += w + 3 * gap


@lru_cache(maxsize=4)
def timeline_marks(
    size: tuple[int, int], length: int, decisions: tuple[int, ...], drops: tuple[int, ...], luck: tuple[int, ...] = ()
) -> pygame.Surface:
    """The timeline's felt and its marks (drawn once per game and size: only the position moves)."""
    lay = replay_layout(*size)
    line = lay.timeline
    image = pygame.Surface(line.size, pygame.SRCALPHA)
    pygame.draw.rect(image, (*FELT, 220), image.get_rect(), border_radius=max(3, line.height // 4))
    local = pygame.Rect((0, 0), line.size)
    width = max(1, lay.px(2))
    for index in decisions:
        x = mark_x(local, index, length)
        marked = index in drops or index in luck  # red wins where a choice cost and the cards too
        inset = line.height // 8 if marked else line.height // 3
        colour = DROP if index in drops else LUCK if index in luck else TEXT_DIM
        pygame.draw.line(image, colour, (x, inset), (x, line.height - inset), width * (2 if marked else 1))
    return image


def draw_timeline(surface: pygame.Surface, lay: ReplayLayout, t: Timeline) -> None:
    """A mark per decision, the biggest drops in red and taller, the position shown in gold; the
    visits' bands under it, the current one lit."""
    line = lay.timeline
    surface.blit(timeline_marks(lay.size, t.length, t.decisions, t.drops, t.luck), line.topleft)
    x = mark_x(line, t.index, t.length)
    marker = pygame.Rect(0, 0, max(4, lay.px(6)), line.height)
    marker.centerx = x
    marker.top = line.top
    pygame.draw.rect(surface, FOCUS, marker, border_radius=marker.width // 2)
    for number, band in enumerate(replay_bands(lay, t.visit_starts, t.length), start=1):
        current = number - 1 == t.visit
        pygame.draw.rect(surface, FELT_EDGE if current else FELT, band, border_radius=max(2, band.height // 4))
        words = band_words(number)
        face = assets.font(lay.text(14), current)
        if face.size(words)[0] > band.width - 4:
            words = str(number)
        if face.size(words)[0] <= band.width:
            draw_line(surface, words, band, (20, 14, 8) if current else TEXT_LIGHT, lay.text(14), current, "center")


def band_words(number: int) -> str:
    """The words on visit ``number``'s band (1 for the first)."""
    # Translators: the tab of a visit under the replay's timeline; short (eight share the width).
    return _("Visit {n}").format(n=number)


def replay_bands(lay: ReplayLayout, starts: tuple[int, ...], length: int) -> list[pygame.Rect]:
    """The visits' bands under the timeline, each wide enough for its words (a first-time player
    met the last visit's band, a few moves long, as a tiny "4")."""
    face = assets.font(lay.text(14), True)
    widest = max((face.size(band_words(n))[0] for n in range(1, len(starts) + 1)), default=0)
    return visit_bands(lay.visits, lay.timeline, starts, length, min(widest + lay.px(12), lay.visits.width // 8))
