"""The table's places: a window size in, the typed places of the table shared by the fief
selection and the visit out (pure geometry, no display needed)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any

from pygame import Rect

from ..game import table_keys as K
from . import table_parts as parts
from .layout import Scale, card_size, ring_room, unit
from .theme import focus_reach

#: Table regions that must never overlap, per scene.
VISIT_REGIONS = tuple(
    "fiefs hud rules_button tracker_button hint_button ruler deck known score trick choices allies message prompt "
    "hand buttons".split()
)
SELECTION_REGIONS = tuple(
    "fiefs hud rules_button tracker_button hint_button ruler friends info allies message prompt hand buttons".split()
)


@dataclass(frozen=True)
class TableLayout(Scale):
    """The table's places, shared by the fief selection and the visit.

    The fiefs and the heads-up display run along the top, the hand and its buttons along the
    bottom; between them the ruler's column is on the left, the allies on the right, and the
    rest is the centre: in a visit the trick (statement and response) sits in the middle of the
    window, as big as the band allows, with the deck on its left and the score pile on its right.
    """

    card: Rect  # the size of a card in the hand (its position means nothing)
    friend_card: Rect  # the size of a friend waiting (bigger than the hand's in a large window)
    small_card: Rect  # the size of a card seen on top of the deck
    hand: Rect
    buttons: Rect
    button_slots: tuple[Rect, ...]  # the column of buttons beside the hand, top first
    prompt: Rect
    message: Rect
    rules_button: Rect
    tracker_button: Rect
    hint_button: Rect
    fiefs: Rect
    fief_cards: tuple[Rect, ...]  # by fief number
    hud_title: Rect
    hud_second: Rect
    hud_counts: Rect
    hud_extra: Rect
    hud: Rect
    ruler: Rect  # the ruler's column
    allies: Rect
    allies_label: Rect
    ally_slots: tuple[Rect, ...]  # by slot number
    center: Rect
    friends: Rect
    info: Rect
    trick: Rect
    discard: Rect
    response: Rect
    deck: Rect
    known: Rect
    score: Rect
    choices: Rect
    ruler_card: Rect

    def area(self, spot: K.Spot) -> Rect | None:
        """The rectangle of one of the table's areas the tutorial's words talk about (None for
        any other spot)."""
        areas = {"hud": self.hud, "fiefs": self.fiefs, "friends": self.friends, "allies": self.allies}
        return {**areas, "hand": self.hand, "ruler_panel": self.ruler}.get(spot.name)


def table_layout(width: int, height: int) -> TableLayout:
    """The table's places in a window ``width``×``height`` (as ``TableLayout`` tells). The spare
    width or height is shared between the gaps, so that no empty band opens up. Worked out once
    per size (the still picture asks on every paint); each caller gets its own copy of the
    rectangles, which are mutable, so that no caller moves another's."""
    places = _places(width, height)
    copied: dict[str, Any] = {
        f.name: _copied(getattr(places, f.name)) for f in fields(TableLayout) if f.name not in ("size", "unit")
    }
    return replace(places, **copied)


def _copied(value: Rect | tuple[Rect, ...]) -> Rect | tuple[Rect, ...]:
    return Rect(value) if isinstance(value, Rect) else tuple(Rect(r) for r in value)


@lru_cache(maxsize=8)
def _places(width: int, height: int) -> TableLayout:
    lay = Scale((width, height), unit(width, height))
    card = Rect((0, 0), card_size(lay.unit, 110))
    hand, buttons, button_slots, prompt, message = parts.bottom(lay, card)
    rules_button, tracker_button, hint_button = parts.corner_buttons(lay)
    fiefs, fief_cards = parts.fiefs(lay)
    hud_title, hud_second, hud_counts, hud_extra, hud = parts.hud(lay, fiefs, rules_button)
    top = max(fiefs.bottom, hud.bottom, hint_button.bottom) + lay.px(12)
    band = Rect(0, top, width, message.top - lay.px(4) - top)  # between the top and the bottom
    head, ruler = parts.ruler_column(lay, fiefs, band)
    allies, allies_label, ally_slots = parts.allies(lay, card, band)
    center = parts.centre(lay, ruler, allies, band)
    friend_card, friends, info = parts.friends(lay, card, Rect(center.left, head, center.width, band.bottom - head))
    small_card, trick, discard, response, deck, known, score, choices = parts.visit_centre(lay, card, center)
    return TableLayout(
        lay.size,
        lay.unit,
        card=card,
        friend_card=friend_card,
        small_card=small_card,
        hand=hand,
        buttons=buttons,
        button_slots=button_slots,
        prompt=prompt,
        message=message,
        rules_button=rules_button,
        tracker_button=tracker_button,
        hint_button=hint_button,
        fiefs=fiefs,
        fief_cards=fief_cards,
        hud_title=hud_title,
        hud_second=hud_second,
        hud_counts=hud_counts,
        hud_extra=hud_extra,
        hud=hud,
        ruler=ruler,
        allies=allies,
        allies_label=allies_label,
        ally_slots=ally_slots,
        center=center,
        friends=friends,
        info=info,
        trick=trick,
        discard=discard,
        response=response,
        deck=deck,
        known=known,
        score=score,
        choices=choices,
        ruler_card=parts.ruler_card(lay, ruler, discard),
    )


def ruler_label(lay: TableLayout) -> Rect:
    """The line over the ruler's card ("Ruler of fief 4"), clear of the card's focus ring."""
    area, card = lay.ruler, lay.ruler_card
    return Rect(area.left, area.top, area.width, card.top - ring_room(*card.size) - area.top)


def pile_label(lay: TableLayout, pile: Rect) -> Rect:
    """The line over a pile of the trick ("Discard pile: 4", "Response"), clear of its focus ring."""
    top = lay.trick.top + 2
    return Rect(pile.left - 4, top, pile.width + 8, pile.top - ring_room(*pile.size) - top)


def hand_card_rects(lay: TableLayout, count: int) -> list[Rect]:
    """Where each of ``count`` hand cards lies: side by side, overlapping when many."""
    card = lay.card
    if count <= 0:
        return []
    # The focus ring reaches past a card: the first and last cards leave it room from the window's
    # edge and the buttons (a crowded hand at 960×600 put the first card's ring against the edge).
    area = lay.hand.inflate(-2 * focus_reach(card.width, card.height), 0)
    gap = lay.px(8)
    step: float = card.width + gap
    if count > 1 and card.width + (count - 1) * step > area.width:
        step = (area.width - card.width) / (count - 1)
    total = card.width + (count - 1) * step
    left = area.left + (area.width - total) / 2
    top = area.bottom - card.height
    return [Rect(round(left + i * step), top, card.width, card.height) for i in range(count)]


def row_rects(area: Rect, count: int, card_w: int, card_h: int, gap: int) -> list[Rect]:
    """``count`` cards centred in a row inside ``area``, overlapping when they do not fit."""
    if count <= 0:
        return []
    scale = min(1.0, area.height / card_h) if card_h else 1.0
    w, h = max(4, round(card_w * scale)), max(4, round(card_h * scale))
    step: float = w + gap
    if count > 1 and w + (count - 1) * step > area.width:
        step = (area.width - w) / (count - 1)
    total = w + (count - 1) * step
    left = area.left + (area.width - total) / 2
    return [Rect(round(left + i * step), area.top, w, h) for i in range(count)]


def friend_row(lay: TableLayout, count: int) -> list[Rect]:
    """Where ``count`` friends waiting stand, side by side under the friends' label."""
    area, label, card = lay.friends, lay.px(22), lay.friend_card
    row = Rect(area.left, area.top + label, area.width, area.height - label)
    return row_rects(row, count, card.width, card.height, lay.px(10))


def known_rects(lay: TableLayout, count: int) -> list[Rect]:
    """The cards seen on top of the deck, top card first (leftmost), each overlapping the one
    before it by less than the width that leaves its index readable."""
    area = lay.known
    small = lay.small_card
    step = round(small.width * 0.62)
    if count > 1:
        step = max(round(small.width * 0.34), min(step, (area.width - small.width) // (count - 1)))
    return [Rect(area.left + i * step, area.top, small.width, small.height) for i in range(count)]


def choice_top(lay: TableLayout, rows: int = 1) -> int:
    """Where the answers of an ability's question start, under the ``rows`` lines that ask it."""
    return lay.choices.top + max(lay.px(34), rows * lay.line(18) + lay.px(4))
