"""The ruler's ability under its card, where the replay's table is too small for the card to say
it (at 960×600 the replay draws the table at scale 0.65: most rulers' cards showed their name and
portrait alone, and a first-time player could not tell what the ruler did). The table's picture
writes it under the card, the trump's box under it (``still_drawing.ruler_line_area``)."""

from __future__ import annotations

from ...i18n.abilities_text import ability_line
from ..card_art import ruler_card_says_ability
from ..still_drawing import MOST_RULER_ROWS, ruler_line_area
from ..table_places import TableLayout
from ..text import line_height
from ..theme import MIN_TEXT
from .visit_piles import trump_box


def ruler_line(lay: TableLayout, ruler: str | None) -> str:
    """The ruler's ability line when its card at this size does not write it (else ""), in three
    rows at most, leaving the trump's box under it room for its words."""
    if ruler is None:
        return ""
    card = lay.ruler_card
    if ruler_card_says_ability(ruler, card.width, card.height):
        return ""
    words = ability_line(ruler)
    short = ruler_line_area(lay, words).height <= MOST_RULER_ROWS * line_height(MIN_TEXT)
    return words if short and trump_box(lay, words).height >= lay.line(18) else ""


def told_in_panel(lay: TableLayout, ruler: str | None) -> bool:
    """Whether the ruler's card at a fief's choice is too small to write its ability (the replay's
    960×600, scale 0.65: "Prince des Feuilles" with a portrait alone), so that the panel beside it
    says it, as the game's panel says the rule of the fief the focus ring is on."""
    card = lay.ruler_card
    return ruler is not None and not ruler_card_says_ability(ruler, card.width, card.height)
