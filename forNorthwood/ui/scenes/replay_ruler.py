"""The ruler's ability under the trump, where the replay's table is too small for its card to say
it (at 960×600 the replay draws the table at scale 0.65: most rulers' cards showed their name and
portrait alone, and a first-time player could not tell what the ruler did)."""

from __future__ import annotations

import pygame

from ...i18n.abilities_text import ability_line
from ..card_art import ruler_card_says_ability
from ..table_places import TableLayout
from ..text import draw_block, line_height, wrap
from ..theme import MIN_TEXT, TEXT_LIGHT
from .visit_still import trump_box

#: The rows the ruler's line may take.
RULER_ROWS = 2


def ruler_line_area(lay: TableLayout) -> pygame.Rect:
    """Where the ruler's line goes: under the trump's box, down to the message line (it may reach a
    few pixels into its box's top: the message's words sit in its middle), and from the ruler's
    column to the cards seen on top of the deck (the column alone held some lines on three rows)."""
    box = trump_box(lay)
    top = box.bottom + max(1, lay.px(2))
    bottom = max(lay.message.top + lay.px(4), top + RULER_ROWS * line_height(MIN_TEXT))
    right = min(lay.known.left, lay.trick.left) - lay.px(8)
    return pygame.Rect(box.left, top, max(box.width, right - box.left), bottom - top)


def ruler_line(lay: TableLayout, ruler: str | None) -> str:
    """The ruler's ability line when its card at this size does not write it (else "")."""
    if ruler is None:
        return ""
    card = lay.ruler_card
    if ruler_card_says_ability(ruler, card.width, card.height):
        return ""
    words = ability_line(ruler)
    area = ruler_line_area(lay)
    rows = wrap(words, MIN_TEXT, area.width)
    return words if len(rows) * line_height(MIN_TEXT) <= area.height else ""


def draw_ruler_line(surface: pygame.Surface, lay: TableLayout, words: str) -> None:
    """The ruler's line under the trump, from the ruler's column's left edge, at the text floor."""
    draw_block(surface, words, ruler_line_area(lay), TEXT_LIGHT, MIN_TEXT, False, "left", minimum=MIN_TEXT)
