"""The visit's piles in its still picture: the ruler's trump under its card, the deck (its
backs, its count, the cards seen on top), the score pile and the trick's zones and labels.

Painters of ``visit_still.VisitPicture`` (which holds the value, the order of its parts and the
regions a change repaints; the heads-up display is ``visit_hud``): each reads the picture and
the table's places and nothing else, and changes nothing.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ...i18n import _, ngettext, pgettext
from ...i18n.controls_text import response_slot_words
from ...i18n.messages import ruler_heading, suit_name
from .. import assets, card_art, still_drawing
from ..focus import draw_focus
from ..layout import MIN_TEXT, ring_room
from ..still_drawing import draw_label, draw_words, draw_zone
from ..table_places import TableLayout, known_rects, pile_label, ruler_label
from ..text import draw_block, draw_line
from ..theme import TEXT_LIGHT


class PilesFacts(Protocol):
    """What the piles show (the visit's still picture, ``visit_still.VisitPicture``, has these fields)."""

    @property
    def visiting(self) -> int | None: ...
    @property
    def ruler_line(self) -> str: ...
    @property
    def trump(self) -> str | None: ...
    @property
    def deck(self) -> int: ...
    @property
    def known(self) -> int: ...
    @property
    def deck_lit(self) -> bool: ...
    @property
    def deck_focused(self) -> bool: ...
    @property
    def score(self) -> int: ...
    @property
    def statement_on_top(self) -> bool: ...
    @property
    def discard(self) -> int: ...
    @property
    def responding(self) -> bool: ...
    @property
    def response(self) -> bool: ...
    @property
    def device(self) -> str: ...
    @property
    def practice(self) -> bool: ...


def draw_ruler(surface: pygame.Surface, lay: TableLayout, p: PilesFacts) -> None:
    draw_label(surface, lay, ruler_heading(p.visiting), ruler_label(lay), bold=True)
    if p.ruler_line:
        still_drawing.draw_ruler_line(surface, lay, p.ruler_line)
    if not p.trump:
        return
    box = trump_box(lay, p.ruler_line, p.practice)
    if box.height < lay.line(18):
        return
    draw_zone(surface, lay, box)
    glyph = min(box.height - lay.px(12), lay.px(48))
    back = pygame.Rect(0, 0, glyph + 8, glyph + 8)
    back.midleft = (box.left + lay.px(8), box.centery)
    pygame.draw.ellipse(surface, (247, 238, 218), back)
    surface.blit(assets.suit_glyph(p.trump, glyph), (back.left + 4, back.top + 4))
    text = pygame.Rect(back.right + lay.px(8), box.top, box.right - back.right - lay.px(14), box.height)
    words = _("Trump: {suit}").format(suit=suit_name(p.trump))
    draw_block(surface, words, text, TEXT_LIGHT, lay.text(18), True, valign="middle", minimum=MIN_TEXT)


def trump_box(lay: TableLayout, ruler_line: str = "", practice: bool = False) -> pygame.Rect:
    """The box that says the trump, under the ruler's card (its focus ring off it) and ``ruler_line``,
    over a ``practice`` game's tag (``practice_tag_short``: at 1280×600 the tag covered the box)."""
    area, card = lay.ruler, lay.ruler_card
    top = card.bottom + max(lay.px(8), ring_room(*card.size)) + still_drawing.ruler_line_room(lay, ruler_line)
    bottom = area.bottom
    if practice:
        bottom = still_drawing.practice_tag(lay, practice_tag_short(lay, ruler_line)).top - lay.px(4)
    height = min(trump_box_height(lay), bottom - top)
    return pygame.Rect(area.left, top, area.width, height)


def trump_box_height(lay: TableLayout) -> int:
    """The trump's box's height where the ruler's column has room for it."""
    return max(lay.px(70), 2 * lay.line(18) + lay.px(8))


def practice_tag_short(lay: TableLayout, ruler_line: str = "") -> bool:
    """Whether a practice game's tag keeps to one row at the visit: its two would leave the trump's
    box under the ruler's card less than two lines (a window 600 px tall and wider than 960: the tag
    covered the box; with a little less room the box only gets smaller)."""
    box = trump_box(lay, ruler_line)
    return still_drawing.practice_tag(lay).top - lay.px(4) - box.top < 2 * lay.line(18)


def pile_step(lay: TableLayout) -> int:
    """How far each card under the top one of a pile shows (down and to the right)."""
    return max(2, lay.px(2))


def deck_region(lay: TableLayout) -> pygame.Rect:
    """Everything ``draw_deck`` may draw but the cards seen on top: the pile, its rings, its count."""
    card = pygame.Rect(lay.deck.topleft, lay.card.size)
    step = pile_step(lay)
    pile = card.union(card.move(3 * step, 3 * step)).inflate(lay.px(12), lay.px(12))
    return pile.union(lay.deck.inflate(lay.px(20), 0))


def draw_deck(surface: pygame.Surface, lay: TableLayout, p: PilesFacts) -> None:
    card = pygame.Rect(lay.deck.topleft, lay.card.size)
    step = pile_step(lay)
    label = pygame.Rect(
        lay.deck.left - lay.px(10),
        card.bottom + 3 * step + 2,  # under the cards stacked below the top one
        lay.deck.width + lay.px(20),
        lay.deck.bottom - card.bottom - 3 * step - 2,
    )
    if p.deck - p.known > 0 or p.deck:
        for i in range(min(3, (p.deck + 7) // 8), 0, -1):
            surface.blit(card_art.card_back(card.width, card.height), card.move(i * step, i * step).topleft)
        surface.blit(card_art.card_back(card.width, card.height), card.topleft)
        if p.deck_lit:
            pygame.draw.rect(
                surface, (255, 250, 235), card.inflate(6, 6), width=3, border_radius=max(4, card.width // 10)
            )
    else:
        draw_zone(surface, lay, card, _("Empty"))
    draw_label(surface, lay, _("Deck: {count}").format(count=p.deck), label)
    if p.deck_focused:
        draw_focus(surface, card)
    if p.known:
        rects = known_rects(lay, p.known)
        area = lay.known
        # The top card of the deck lies rightmost, over the others (``places``); each card under it
        # is named by its place from the top ("2nd", "3rd") under the part of it in sight.
        markers = depth_markers(lay, rects, area)
        for depth, where in enumerate(markers):
            word = depth_label(depth)
            # A card under the top one is named only where its word fits at the text floor (the
            # replay's table at 960×600, drawn smaller, left 7 px for "друга").
            if depth == 0 or assets.text_width(word, max(MIN_TEXT, lay.text(14)), False) <= where.width:
                draw_line(surface, word, where, TEXT_LIGHT, lay.text(14), depth == 0, "center")
        marker = markers[0]
        seen = ngettext("Seen on top: {count} card", "Seen on top: {count} cards", p.known).format(count=p.known)
        words = pygame.Rect(area.left, marker.bottom, area.width, max(0, area.bottom - marker.bottom))
        draw_words(surface, seen, words, TEXT_LIGHT, lay.text(15))


def draw_score(surface: pygame.Surface, lay: TableLayout, p: PilesFacts) -> None:
    card = pygame.Rect(lay.score.topleft, lay.card.size)
    step = pile_step(lay)
    if p.score:
        for i in range(min(3, p.score - 1), 0, -1):
            surface.blit(card_art.card_back(card.width, card.height), card.move(i * step, i * step).topleft)
    else:
        draw_zone(surface, lay, card, _("Score pile"))
    label = pygame.Rect(
        lay.score.left - lay.px(20),
        card.bottom + 3 * step + 2,
        lay.score.width + lay.px(20),
        lay.score.bottom - card.bottom - 3 * step - 2,
    )
    draw_label(surface, lay, _("Score: {count}").format(count=p.score), label, "right", True)


def top_marker(lay: TableLayout, top: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
    """The line under the deck's top card seen: as wide as "top" at its size (wider than a small
    card in some languages: "dessus" was shrunk to 11 px at 960×600), kept inside the seen cards' area."""
    width = max(top.width, assets.text_width(_("top"), lay.text(14), True) + 4)
    marker = pygame.Rect(0, 0, width, lay.line(14))
    marker.midtop = (top.centerx, top.bottom + 2)
    if marker.right > area.right:
        marker.right = area.right
    return marker


def depth_label(depth: int) -> str:
    """The word under a card seen on top of the deck: "top" for the top card (``depth`` 0), then
    its place from the top, "2nd", "3rd"..."""
    if depth == 0:
        return _("top")
    if depth == 1:
        # Translators: under the second card seen on top of the deck (after "top"): the 2nd from the top.
        return _("2nd")
    if depth == 2:
        # Translators: under the third card seen on top of the deck: the 3rd from the top.
        return _("3rd")
    # Translators: under a card seen on top of the deck, 4th or further from the top ({n}: 4, 5...).
    return _("{n}th").format(n=depth + 1)


def depth_markers(lay: TableLayout, rects: list[pygame.Rect], area: pygame.Rect) -> list[pygame.Rect]:
    """Where each card seen on top of the deck has its word (``depth_label``), top card first: the
    top card's under it whole (``top_marker``), each other's under the part of it in sight (the
    next card lies over its right side), left of the top card's word."""
    top = top_marker(lay, rects[-1], area)
    markers = [top]
    right = top.left
    for i in range(len(rects) - 2, -1, -1):
        left = rects[i].left
        markers.append(pygame.Rect(left, top.top, max(1, min(rects[i + 1].left, right) - left), top.height))
        right = left
    return markers


def left_label(lay: TableLayout, words: str, bold: bool, responding: bool) -> pygame.Rect:
    """The line over the discard pile: its pile's width, or, for words wider than that ("Carte du
    dirigeant" was shrunk to 12 px at 960×600), the trick's width up to the "Response" words, a
    clear gap (``caption_gap``) before them (at the replay's 960×600 "Carte du dirigeant" ended
    6 px from "Réponse" and read as one caption)."""
    rect = pile_label(lay, lay.discard)
    width = assets.text_width(words, lay.text(16), bold)
    right = response_words_left(lay, responding) - caption_gap(lay)
    if width <= rect.width and rect.centerx + (width + 1) // 2 <= right:
        return rect
    left = lay.trick.left + 2
    return pygame.Rect(left, rect.top, max(rect.width, right - left), rect.height)


def response_words_left(lay: TableLayout, responding: bool) -> int:
    """Where the "Response" words over the trick's right card begin (centred over its pile)."""
    response = pile_label(lay, lay.response)
    size = max(MIN_TEXT, lay.text(16))
    return response.centerx - assets.text_width(_("Response"), size, responding) // 2


def caption_gap(lay: TableLayout) -> int:
    """The least room between the trick's two captions: a word's width of space, never under the
    text floor's size."""
    return max(MIN_TEXT, lay.px(16))


def draw_trick(surface: pygame.Surface, lay: TableLayout, p: PilesFacts) -> None:
    trick = lay.trick
    draw_zone(surface, lay, trick)
    discard, response = lay.discard, lay.response
    # Between dialogues (and once a dialogue is over, its response still beside it) the left card is the
    # discard pile's top: its words name the pile ("Discard: 11" over a puzzle's answered trick read as
    # the statement relabelled).
    # Translators: over the trick's left card, the statement the ruler led (its left half, beside
    # "Response": keep it as short, e.g. the ruler's name for its card; at 960×600 a longer caption
    # ran into "Response").
    statement = pgettext("trick", "Statement")
    left = statement if p.statement_on_top else _("Discard pile: {count}").format(count=p.discard)
    draw_label(surface, lay, left, left_label(lay, left, p.statement_on_top, p.responding), bold=p.statement_on_top)
    draw_label(surface, lay, _("Response"), pile_label(lay, response), bold=p.responding)
    if not p.discard:
        draw_zone(surface, lay, discard, _("Discard pile"))
    if not p.response:
        draw_zone(surface, lay, response, response_slot_words(p.device) if p.responding else "", highlight=p.responding)
