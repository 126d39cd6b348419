"""An ally slot's places: its card at the top, and under it, across the slot's whole width, the
word "exhausted" (under a turned card), the character's name (when its card does not write it),
whom a friend stands in for, and the ability line.

Pure geometry at the table's sizes (the words measured with the game's font, no surface).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from pygame import Rect

from ..i18n.abilities_text import ability_line
from ..i18n.messages import character_name, covered_ally_caption
from . import assets
from .card_art import ally_card_named
from .layout import CARD_RATIO, caption_height
from .table_places import TableLayout
from .text import line_height, wrap

#: The rows an ally slot keeps for its ability line: the cards of the four slots are alike
#: unless a line needs more (or a friend's caption takes room).
ABILITY_ROWS = 2
#: The rows a line may take in the smallest window (its card smaller, as a friend's with its caption).
MOST_ABILITY_ROWS = 3
#: The rows of words a slot gives at most (ability line, name and a friend's caption), the card
#: keeping a readable size even turned: a friend whose line takes three rows has a one-line caption
#: (the covered ally's name alone when "for the Jack of Leaves" does not fit), or its name instead.
WORDS_ROWS = ABILITY_ROWS + 2
#: An ally's card narrower than this writes no name at 14 px (the replay's at 960×600 are 48 or
#: 36 px wide): its name gets a row of its own, as a name too long for its card does.
NAMELESS_CARD = 50


class ShownSlot(Protocol):
    """An ally slot as the frame shows it (the core's ``core.state.AllySlot`` is one): the
    painters read these and nothing else of the position."""

    @property
    def ally(self) -> str: ...

    @property
    def substitute(self) -> str | None: ...

    @property
    def exhausted(self) -> bool: ...

    @property
    def character(self) -> str: ...


@dataclass(frozen=True, slots=True)
class SlotPlaces:
    """Where the parts of one ally slot go."""

    card: Rect  # the card upright (an exhausted one lies turned at its top: ``turned_rect``)
    tag: Rect | None  # the word "exhausted", under the turned card (None: the ally is ready)
    caption: Rect  # whom a friend stands in for (no height without a friend)
    ability: Rect  # the ability line, at the foot of the slot
    name: Rect | None = None  # the character's name, over its caption, when its card does not write it


def slot_places(lay: TableLayout, slot: int, ally: ShownSlot, allies: Sequence[ShownSlot] = ()) -> SlotPlaces:
    """The places of ``ally``'s slot: the words first, from the foot of the slot up, then the
    card in the room they leave (smaller still when turned, if the word "exhausted" needs it).
    With ``allies`` (every slot's, ``ally`` among them), the card is as big as the smallest of its
    row's: at 960×600 an ally with a longer ability line (or a name on a row of its own) shrank to a
    thumbnail beside full-size cards; the room it leaves under the card takes the name when the
    smaller card no longer writes it."""
    area = lay.ally_slots[slot]
    step = line_height(lay.text(14))
    lines, rows, named = slot_words(lay, slot, ally)
    card = placed_card(lay, slot, lines + named, rows, ally.exhausted)
    row = [s for s in range(min(len(allies), len(lay.ally_slots))) if lay.ally_slots[s].top == area.top]
    least = min((_natural_card(lay, s, allies[s]).height for s in row), default=card.height)
    if least < card.height:
        card = Rect(0, 0, round(least / CARD_RATIO), least)
        card.midtop = (area.centerx, area.top)
        if not named and lines + rows + 1 <= WORDS_ROWS and not _writes_name(card, ally.character):
            named = _name_fits(lay, slot, ally.character)
            lines = min(lines, WORDS_ROWS - rows - 1) if named else lines
    width = slot_text_width(lay, slot)
    left = area.centerx - width // 2
    line_width = ability_width(lay, slot, ally.character)
    bottom = area.bottom - slot_edge(lay) - foot_gap(lay)
    ability = Rect(area.centerx - line_width // 2, bottom - rows * step, line_width, rows * step)
    caption = Rect(left, ability.top - lines * step, width, lines * step)
    wide = name_width(lay, slot, character_name(ally.character))
    name = Rect(area.centerx - wide // 2, caption.top - step, wide, step) if named else None
    if not ally.exhausted:
        return SlotPlaces(card, None, caption, ability, name)
    tag = Rect(left, card.top + card.width, width, (name or caption).top - card.top - card.width)
    return SlotPlaces(card, tag, caption, ability, name)


def slot_words(lay: TableLayout, slot: int, ally: ShownSlot) -> tuple[int, int, bool]:
    """The rows of words under a slot's card: the caption's lines, the ability line's rows, and
    whether the name has a row of its own."""
    rows = max(ABILITY_ROWS, len(ability_rows(lay, slot, ally.character)))
    lines = caption_lines(lay, slot, ally.ally, ally.substitute)
    if lines + rows > WORDS_ROWS:  # a long line over a friend's card: its caption keeps one line
        lines = 1
    named = name_row(lay, slot, ally, lines, rows)
    if named:  # the name first: its caption keeps one line, or none under a line of three rows
        lines = min(lines, WORDS_ROWS - rows - 1)
    return lines, rows, named


def _natural_card(lay: TableLayout, slot: int, ally: ShownSlot) -> Rect:
    """A slot's card by its own words alone (``slot_places`` without its row)."""
    lines, rows, named = slot_words(lay, slot, ally)
    return placed_card(lay, slot, lines + named, rows, ally.exhausted)


def _writes_name(card: Rect, character: str) -> bool:
    """Whether a character's card of this size writes its name."""
    return card.width >= NAMELESS_CARD and ally_card_named(character, card.width, card.height)


def _name_fits(lay: TableLayout, slot: int, character: str) -> bool:
    name = character_name(character)
    return assets.text_width(name, lay.text(14), False) <= name_width(lay, slot, name)


def placed_card(lay: TableLayout, slot: int, lines: int, rows: int, exhausted: bool) -> Rect:
    """The card of a slot over ``lines`` and ``rows`` of words: smaller when turned, if it would
    leave no room under it for the word "exhausted"."""
    card = slot_card_rect(lay, slot, lines, rows)
    if exhausted and card.height - card.width < lay.line(14) - 4:
        card = slot_card_rect(lay, slot, lines + 1, rows)
    return card


def name_row(lay: TableLayout, slot: int, ally: ShownSlot, lines: int, rows: int) -> bool:
    """Whether the slot's character has its name on a row of its own, over its caption (a friend)
    or its ability line: when its card does not write it, the card too small (the replay's table
    at 960×600, drawn at scale 0.65, showed portraits alone, an exhausted ally the word "exhausted"
    alone) or the name too long for it (at 960×600 "Valet des Griffes", "Королева Пазурів" and most
    friends over a caption); and the name fits one row at 14 px (in bold, else in the ability
    line's weight: ``name_bold``). A friend's name goes before its caption: under a line of three
    rows the caption gives its row up (the tooltip says whom the friend stands in for)."""
    if rows + 1 > WORDS_ROWS:
        return False
    card = placed_card(lay, slot, lines, rows, ally.exhausted)
    if card.width >= NAMELESS_CARD and ally_card_named(ally.character, card.width, card.height):
        return False
    name = character_name(ally.character)
    return assets.text_width(name, lay.text(14), False) <= name_width(lay, slot, name)


def name_width(lay: TableLayout, slot: int, name: str) -> int:
    """The width of a name's own row: inside the slot's margin, or up to its edge when only that
    holds the name on one row (in the replay at 960×600 "Prince des Feuilles", "Королева Пазурів")."""
    width = slot_text_width(lay, slot)
    return width if assets.text_width(name, lay.text(14), False) <= width else width + 2 * slot_margin(lay)


def name_bold(lay: TableLayout, slot: int, name: str) -> bool:
    """Whether a name on its own row under an ally's card is written in bold: when bold fits the
    row (at 960×600 "Prince des Feuilles" and "Королева Пазурів" are 3–4 px too wide for it)."""
    return assets.text_width(name, lay.text(14), True) <= name_width(lay, slot, name)


def caption_lines(lay: TableLayout, slot: int, ally: str, substitute: str | None) -> int:
    """How many lines the caption under an ally slot takes: none without a friend; with one, one
    or two, when the words that say so ("replaces the Jack of Leaves") do not fit on one line."""
    if not substitute:
        return 0
    words = covered_ally_caption(ally)
    return 1 if assets.font(lay.text(14)).size(words)[0] <= slot_text_width(lay, slot) else 2


def slot_text_width(lay: TableLayout, slot: int) -> int:
    """The width of the words under an ally slot's card: the slot's, inside its edge and a margin
    (a line as wide as the slot would touch its border)."""
    return lay.ally_slots[slot].width - 2 * (slot_edge(lay) + slot_margin(lay))


def slot_margin(lay: TableLayout) -> int:
    """The room between an ally slot's edge and the words inside it, at every size (at 960×600,
    with none, "Discard all trumps." and "Draw 2, discard the same total." touched the edge)."""
    return max(2, lay.px(3))


def foot_gap(lay: TableLayout) -> int:
    """The room between the ability line and the slot's bottom edge (at 960×600 the line's last
    row touched the edge)."""
    return max(2, lay.px(3))


def slot_edge(lay: TableLayout) -> int:
    """An ally slot's edge, thicker when lit: the words under its card stay inside it."""
    return max(3, lay.px(4))


def ability_rows(lay: TableLayout, slot: int, character: str) -> tuple[str, ...]:
    """The ability line under the card on an ally slot (its shortest form), in rows of the
    slot's whole width at 14 px (a name or a card held on one row by its no-break spaces)."""
    return wrap(ability_line(character), lay.text(14), ability_width(lay, slot, character))


def ability_width(lay: TableLayout, slot: int, character: str) -> int:
    """The width of the ability line: inside the slot's margin, or up to its edge when the margin
    would push the line past ``MOST_ABILITY_ROWS`` rows (at 960×600 in the replay, where the
    slots are narrower, three Ukrainian lines took four rows and left no row for the name)."""
    width = slot_text_width(lay, slot)
    if len(wrap(ability_line(character), lay.text(14), width)) > MOST_ABILITY_ROWS:
        return width + 2 * slot_margin(lay)
    return width


def slot_card_rect(lay: TableLayout, slot: int, lines: int = 0, rows: int = 0) -> Rect:
    """The card in an ally slot, at its top, over ``rows`` rows of ability line and ``lines`` of
    caption (``slot_places`` gives a slot's own)."""
    area = lay.ally_slots[slot]
    h = area.height - words_height(lay, lines + rows)
    rect = Rect(0, 0, round(h / CARD_RATIO), h)
    rect.midtop = (area.centerx, area.top)
    return rect


def words_height(lay: TableLayout, rows: int) -> int:
    """The strip under an ally slot's card for ``rows`` rows of words at 14 px, clear of the
    slot's lit edge (with no words, the room of one caption line)."""
    if rows == 0:
        return caption_height(lay)
    return rows * line_height(lay.text(14)) + slot_edge(lay) + max(2, lay.px(3)) + foot_gap(lay)


def turned_rect(card: Rect) -> Rect:
    """Where an exhausted ally's card lies in its place ``card``: turned 90° at the top of it,
    so that the room under it holds the word "exhausted" over the ability line."""
    return card.move(0, -(card.height - card.width) // 2)
