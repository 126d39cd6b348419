"""Painting what every table scene shows besides its cards: zones, labels, buttons, the allies'
slots, the prompt line, the message line.

Pure drawing: each function paints values on a surface and changes nothing else. The
still picture of a table scene is a frozen value (``visit_still.VisitPicture``,
``selection_still.SelectionPicture``) whose ``paint`` uses these; the table draws it
again only when the value changes (the value is its redraw key).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import pygame

from ..game import table_keys as K
from ..i18n import _, pgettext
from ..i18n.messages import character_name, covered_ally_caption, exhausted_label, in_use_label
from . import assets
from .ally_slot import ShownSlot, ability_rows, name_bold, slot_places
from .buttons import Button, draw_button
from .event_feed import FeedLine
from .focus import draw_focus
from .layout import MIN_TEXT, ring_room
from .table_places import TableLayout, table_layout
from .text import draw_block, draw_line, fit, line_height, wrap
from .theme import ERROR, FELT, FELT_EDGE, FOCUS, INK, LEGAL, TEXT_DIM, TEXT_LIGHT, Colour

#: The sentences of the feed the message line shows at most, and the colour of the older ones
#: (dimmer than the newest, and still 4.5:1 on the wood).
FEED_SHOWN = 3
FEED_OLDER = TEXT_DIM


class StillPicture(Protocol):
    """A table's still picture: a frozen value that paints itself (and changes nothing else)."""

    @property
    def size(self) -> tuple[int, int]: ...

    def paint(self, surface: pygame.Surface) -> None: ...

    def changed_regions(self, old: StillPicture | None) -> list[pygame.Rect] | None:
        """The only places where this picture differs from ``old`` (a count changed, say), for
        painting those alone; None when it must be painted whole."""
        ...


@dataclass(frozen=True, slots=True)
class ButtonLook:
    """A button as drawn: the button, and whether the pointer or the keyboard focus is on it."""

    button: Button
    hovered: bool = False
    focused: bool = False


@dataclass(frozen=True, slots=True)
class AlliesPicture:
    """The four ally slots: who is on them, which are lit, which has the keyboard focus, and
    which one's ability is asking its question (turned, but "in use" rather than "exhausted")."""

    allies: tuple[ShownSlot, ...]
    lit: frozenset[int]
    focused: int | None
    asking: int | None = None

    @classmethod
    def at(
        cls, allies: tuple[ShownSlot, ...], lit: frozenset[int], focus: K.Key | None, asking: int | None = None
    ) -> AlliesPicture:
        """The slots of ``allies``, ``lit``, with the focus ring where ``focus`` is (on a slot)."""
        return cls(allies, lit, focus.slot if isinstance(focus, K.Ally) else None, asking)


@lru_cache(maxsize=64)
def felt(size: tuple[int, int], highlight: bool) -> pygame.Surface:
    """The picture of a felt zone of this size (made once: the still picture is drawn often)."""
    zone = pygame.Surface(size, pygame.SRCALPHA)
    short = min(size)
    radius = max(4, short // 12)
    pygame.draw.rect(zone, (*FELT, 170), zone.get_rect(), border_radius=radius)
    edge = max(2, short // 60) + (2 if highlight else 0)
    pygame.draw.rect(
        zone, (*(LEGAL if highlight else FELT_EDGE), 255), zone.get_rect(), width=edge, border_radius=radius
    )
    return zone


def draw_table(surface: pygame.Surface) -> None:
    """The wooden table itself."""
    surface.blit(assets.table_background(*surface.get_size()), (0, 0))


def draw_zone(
    surface: pygame.Surface, lay: TableLayout, rect: pygame.Rect, label: str = "", highlight: bool = False
) -> None:
    """A felt area on the table (a pile's place, a drop zone)."""
    surface.blit(felt(rect.size, highlight), rect.topleft)
    if label:
        draw_words(surface, label, rect.inflate(-8, -8), TEXT_DIM, lay.text(15), False, "center")


def draw_label(
    surface: pygame.Surface, lay: TableLayout, text: str, rect: pygame.Rect, align: str = "center", bold: bool = False
) -> None:
    draw_line(surface, text, rect, TEXT_LIGHT, lay.text(16), bold, align)


def draw_words(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    colour: Colour,
    size: int,
    bold: bool = False,
    align: str = "left",
    valign: str = "middle",
) -> None:
    """Words in ``rect``: on one line, shrunk no smaller than ``MIN_TEXT``, else wrapped onto as many
    lines as ``rect`` holds (a narrow window keeps its words readable); parts joined by " · " that
    do not fit one line break between the parts, never inside one."""
    face = assets.font(size, bold)
    room_for_two = rect.height >= 2 * line_height(MIN_TEXT, bold)
    if " · " in text and assets.text_width(text, size, bold) > rect.width and room_for_two:
        lines: list[str] = []
        for part in text.split(" · "):
            joined = f"{lines[-1]} · {part}" if lines else part
            if lines and face.size(joined)[0] <= rect.width:
                lines[-1] = joined
            else:
                lines.append(part)
        text = "\n".join(lines)
    if "\n" in text:  # lines broken by the translator or between parts: each kept whole
        size = kept_lines_size(text, rect, size, bold)
    draw_block(surface, text, rect, colour, size, bold, align, valign, MIN_TEXT)


def kept_lines_size(text: str, rect: pygame.Rect, size: int, bold: bool = False) -> int:
    """The size at which ``text``'s lines (as its translator broke them) each keep to one row of
    ``rect``: ``size``, or smaller down to ``MIN_TEXT`` rather than a break inside a line (the
    Ukrainian goal "Ціль: 5 діалогів" broke after its colon in the replay's narrower column);
    ``size`` when no size from ``MIN_TEXT`` up keeps them (then they wrap)."""
    lines = text.split("\n")
    for tried in range(size, MIN_TEXT - 1, -1):
        if len(lines) * line_height(tried, bold) > rect.height:
            continue
        if all(assets.text_width(line, tried, bold) <= rect.width for line in lines):
            return tried
    return size


def draw_buttons(surface: pygame.Surface, buttons: tuple[ButtonLook, ...]) -> None:
    for look in buttons:
        draw_button(surface, look.button, look.hovered, look.focused)


def draw_prompt(surface: pygame.Surface, lay: TableLayout, prompt: str) -> None:
    """The strip that says what to do now."""
    strip = lay.prompt
    back = pygame.Surface(strip.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (24, 16, 10, 190), back.get_rect(), border_radius=max(4, strip.height // 4))
    surface.blit(back, strip.topleft)
    draw_line(surface, prompt, strip.inflate(-lay.px(20), -4), TEXT_LIGHT, lay.text(20), True, "center")


def practice_tag(lay: TableLayout, short: bool = False) -> pygame.Rect:
    """Where a practice game says so: the foot of the ruler's column, under the trump (the visit)
    or the fief's target (the selection), two lines at the text floor (one, ``short``)."""
    area = lay.ruler
    height = (1 if short else 2) * line_height(lay.text(15), True) + lay.px(8)
    return pygame.Rect(area.left, area.bottom - height, area.width, height)


def practice_words(short: bool = False) -> str:
    if short:
        # Translators: the practice game's tag on one row, where its two lines ("Practice / not
        # recorded") would leave no room for the trump over it (a window 600 px tall). Short.
        return pgettext("tag", "Practice")
    # Translators: the tag in a practice game played on from a replay, at the foot of the ruler's
    # column (two short lines: the second says the game is not counted in the statistics).
    return _("Practice\nnot recorded")


def draw_practice_tag(surface: pygame.Surface, lay: TableLayout, short: bool = False) -> None:
    """The tag of a practice game played on from a replay, all the game long (on one row, ``short``)."""
    tag = practice_tag(lay, short)
    pygame.draw.rect(surface, FOCUS, tag, border_radius=lay.px(8))
    inner = tag.inflate(-lay.px(8), -lay.px(6))
    draw_block(surface, practice_words(short), inner, INK, lay.text(15), True, "center", "middle", MIN_TEXT)


#: The rows the ruler's ability line under its card takes in the ruler's column before it widens
#: towards the deck, and at most (a replay's: ``replay_ruler``).
RULER_ROWS = 2
MOST_RULER_ROWS = 3


def ruler_line_room(lay: TableLayout, ruler_line: str) -> int:
    """The room the ruler's ``ruler_line`` takes under its card, over the trump's box (0: none)."""
    return ruler_line_area(lay, ruler_line).height + lay.px(6) if ruler_line else 0


def ruler_line_area(lay: TableLayout, words: str) -> pygame.Rect:
    """Where the ruler's ability line ``words`` goes when its card is too small to say it: right
    under the card, clear of its focus ring, over the trump's box (under the box it read as the
    trump's words), in the ruler's column, or up to the cards seen on top of the deck and the
    trick when it takes more than ``RULER_ROWS`` rows there; as tall as its rows."""
    card, column = lay.ruler_card, lay.ruler
    top = card.bottom + max(lay.px(8), ring_room(*card.size))
    width = column.width
    if len(wrap(words, MIN_TEXT, width)) > RULER_ROWS:
        width = max(width, min(lay.known.left, lay.trick.left) - lay.px(8) - column.left)
    return pygame.Rect(column.left, top, width, len(wrap(words, MIN_TEXT, width)) * line_height(MIN_TEXT))


def ruler_area(lay: TableLayout, ruler_line: str) -> pygame.Rect:
    """All the ruler's column draws: the column, and the ruler's line where it is wider."""
    return lay.ruler.union(ruler_line_area(lay, ruler_line)) if ruler_line else lay.ruler


def draw_ruler_line(surface: pygame.Surface, lay: TableLayout, words: str) -> None:
    """The ruler's ability line under its card, centred, at the text floor."""
    draw_block(surface, words, ruler_line_area(lay, words), TEXT_LIGHT, MIN_TEXT, False, "center", minimum=MIN_TEXT)


def feed_picture(lay: TableLayout, lines: Sequence[FeedLine]) -> tuple[pygame.Surface, pygame.Rect]:
    """The message line showing the event feed: the newest sentence bright at the right end,
    the ones before it dimmer to its left, as many as fit at a readable size (a refusal alone).
    A sentence too long for the line at that size is never shrunk under it: it wraps, and the
    picture grows upwards from the line over a dark backing, two rows at most (``MESSAGE_ROWS``)."""
    rect = lay.message
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    if not lines:
        return picture, rect
    newest = lines[-1]
    size = lay.text(19)
    if newest.error:
        return _wrapped_feed(lay, "⚠ " + newest.text, ERROR, True) or _one_line(
            rect, "⚠ " + newest.text, ERROR, size, True
        )
    wrapped = _wrapped_feed(lay, newest.text, TEXT_LIGHT, False)
    if wrapped is not None:
        return wrapped
    face = assets.font(size, False)
    separator = "  ·  "
    shown = [newest.text]
    for line in reversed(lines[:-1]):
        if line.error or len(shown) >= FEED_SHOWN:
            break
        # Measured as drawn (one string before the newest), so the newest is never squeezed.
        if face.size(separator.join([line.text, *shown[:-1]]) + separator)[0] + face.size(newest.text)[0] > rect.width:
            break
        shown.insert(0, line.text)
    if len(shown) == 1:
        return _one_line(rect, newest.text, TEXT_LIGHT, size, False)
    older = separator.join(shown[:-1]) + separator
    width = face.size(older)[0] + face.size(newest.text)[0]
    x = max(0, (rect.width - width) // 2)
    used = draw_line(picture, older, pygame.Rect(x, 0, rect.width - x, rect.height), FEED_OLDER, size, False, "left")
    draw_line(picture, newest.text, pygame.Rect(used.right, 0, rect.width - used.right, rect.height), TEXT_LIGHT, size)
    return picture, rect


def _one_line(
    rect: pygame.Rect, text: str, colour: Colour, size: int, bold: bool
) -> tuple[pygame.Surface, pygame.Rect]:
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_line(picture, text, picture.get_rect(), colour, size, bold, "center")
    return picture, rect


def message_picture(lay: TableLayout, text: str, colour: Colour) -> tuple[pygame.Surface, pygame.Rect]:
    """``text`` on the message line at its size: on the line when it fits, else wrapped, growing
    upwards from the line over a dark backing (as the feed's), on two rows at most."""
    wrapped = _wrapped_feed(lay, text, colour, False)
    return wrapped or _one_line(lay.message, text, colour, lay.text(19), False)


#: The most rows a message takes on the message line (it grows upwards over the table).
MESSAGE_ROWS = 2


def _wrapped_feed(lay: TableLayout, text: str, colour: Colour, bold: bool) -> tuple[pygame.Surface, pygame.Rect] | None:
    """``text`` on as many lines as it needs at the line's size, the picture's foot on the
    message line's; None when it fits on the line as it is."""
    rect = lay.message
    size = lay.text(19)
    if assets.text_width(text, size, bold) <= rect.width:
        return None
    pad = lay.px(8)
    area = _feed_area(lay, text, rect.width, size, bold)
    if any(area.colliderect(slot) for slot in lay.ally_slots):
        # It would climb over the allies' slots (the French medal news hid their abilities'
        # words): it keeps to the left of their column, wrapped (or shrunk) in what is left
        # when its words are whole there (a longer text than any sentence of the game's keeps
        # the whole line's width rather than lose a row).
        left = _feed_area(lay, text, lay.allies.left - lay.px(8) - rect.left, size, bold)
        face, rows = fit(text, left.width - 2 * pad, left.height, size, bold, MIN_TEXT)
        if len(rows) * line_height(face, bold) <= left.height:
            area = left
    picture = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.rect(picture, (24, 16, 10, 215), picture.get_rect(), border_radius=max(4, rect.height // 4))
    inner = picture.get_rect().inflate(-2 * pad, 0)
    draw_block(picture, text, inner, colour, size, bold, "center", "middle", MIN_TEXT)
    return picture, area


def _feed_area(lay: TableLayout, text: str, width: int, size: int, bold: bool) -> pygame.Rect:
    """Where the message line's ``text`` goes, wrapped in ``width`` from the line's left, its foot
    on the line's. Bounded: a text that needs more rows is drawn smaller in these (down to the
    floor, as a block shrinks), never a third row climbing over the table's cards."""
    rect = lay.message
    rows = wrap(text, size, width - 2 * lay.px(8), bold)
    height = max(rect.height, min(len(rows), MESSAGE_ROWS) * line_height(size, bold) + 2 * lay.px(2))
    return pygame.Rect(rect.left, rect.bottom - height, width, height)


def ally_caption(ally: str, width: int, size: int, lines: int = 1) -> str:
    """The caption of a slot whose ally a friend covers: the long wording when it fits ``width``
    at font ``size`` on ``lines`` lines, else the translators' shortest one."""
    words = covered_ally_caption(ally)
    # The name kept on one line if it can, else (the slot is narrow) broken where it must.
    for caption in (words, words.replace("\u00a0", " ")):
        wrapped = wrap(caption, size, width)
        if len(wrapped) <= lines and all(assets.font(size).size(line)[0] <= width for line in wrapped):
            return caption
    return covered_ally_caption(ally, short=True)


def slot_number_rect(lay: TableLayout, slot: int) -> pygame.Rect:
    """The round badge with an ally slot's number, in its top-left corner."""
    area = lay.ally_slots[slot]
    side = max(lay.px(24), lay.line(16))
    return pygame.Rect(area.left + 3, area.top + 3, side, side)


@lru_cache(maxsize=32)
def slot_number(size: tuple[int, int], slot: int) -> pygame.Surface:
    """The picture of an ally slot's number badge (also shown over an exhausted ally's card,
    which turned across the slot covers the badge's corner)."""
    lay = table_layout(*size)
    badge = slot_number_rect(lay, slot)
    picture = pygame.Surface(badge.size, pygame.SRCALPHA)
    pygame.draw.ellipse(picture, (30, 22, 14), picture.get_rect())
    draw_line(picture, str(slot + 1), picture.get_rect(), TEXT_LIGHT, lay.text(16), True, "center")
    return picture


def draw_allies(surface: pygame.Surface, lay: TableLayout, allies: AlliesPicture) -> None:
    """The four slots: a zone each (lit when it may act or be picked), its number, its status, and
    under its card the ability line across the slot's whole width (and a friend's caption)."""
    draw_label(surface, lay, _("Your allies"), lay.allies_label, bold=True)
    size = lay.text(14)
    for slot, ally in enumerate(allies.allies):
        area = lay.ally_slots[slot]
        draw_zone(surface, lay, area, highlight=slot in allies.lit)
        surface.blit(slot_number(lay.size, slot), slot_number_rect(lay, slot))
        places = slot_places(lay, slot, ally, allies.allies)
        if places.tag is not None:  # the card turned at the top of its place says it too
            tag = in_use_label(ally.character) if slot == allies.asking else exhausted_label(ally.character)
            draw_line(surface, tag, places.tag, TEXT_LIGHT, size, True, "center")
        if ally.substitute and places.caption.height:  # whom the friend stands in for, next to its card
            lines = places.caption.height // line_height(size)
            words = ally_caption(ally.ally, places.caption.width, size, lines)
            draw_block(surface, words, places.caption, TEXT_DIM, size, False, "center", minimum=size)
        if places.name is not None:  # its card too small to write it
            name = character_name(ally.character)
            draw_line(surface, name, places.name, TEXT_LIGHT, size, name_bold(lay, slot, name), "center")
        line = "\n".join(ability_rows(lay, slot, ally.character))
        draw_block(surface, line, places.ability, TEXT_LIGHT, size, False, "center", "middle", minimum=size)
        if allies.focused == slot:
            draw_focus(surface, area, ally_ring_bounds(lay))


def ally_ring_bounds(lay: TableLayout) -> pygame.Rect:
    """Where an ally slot's focus ring stays: inside the window and above the message line (at
    3840×2160 the ring of slot 2 ran off the right edge and that of slot 3 touched the line)."""
    margin = lay.px(3)
    return pygame.Rect(margin, margin, lay.size[0] - 2 * margin, lay.message.top - margin)
