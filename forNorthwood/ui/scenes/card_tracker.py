"""The card tracker: for each suit, which of its 8 cards are in the hand, which were seen
(on the discard or score pile, or known on top of the deck) and which are still unseen.

The rules say For Northwood! is not a memory game: everything here is in the view the
player may know, and ``card_places`` works it out from that view alone (a pure
function, tested without a window). The overlay opens from the in-game menu and, on
the table, with the key T.
"""

from __future__ import annotations

import pygame

from ...core.cards import SUIT_LETTERS
from ...game.session import Session
from ...i18n import _, ngettext
from ...i18n.messages import suit_name
from .. import card_art
from ..layout import CARD_RATIO, overlay_layout
from ..panels import dim, draw_panel
from ..scene import Context, Pop, Transition
from ..text import draw_block, draw_line, line_height, wrap
from ..theme import INK, LEGAL, MIN_TEXT, PANEL, STAR, TEXT_DIM, TEXT_LIGHT
from .menu_base import CloseOverlay

#: Where a dialogue card can be, as far as the player knows.
HAND, DECK_TOP, DISCARD, SCORE, UNSEEN = "hand", "deck_top", "discard", "score", "unseen"
SEEN = (DECK_TOP, DISCARD, SCORE)
VALUES = range(1, 9)


def card_places(view: dict) -> dict[str, str]:
    """Every dialogue card of the game (``"7E"``) → where the player knows it is: ``hand``,
    ``deck_top`` (known on top of the deck), ``discard``, ``score``, or ``unseen`` (in the
    deck, face down)."""
    places = {f"{value}{suit}": UNSEEN for suit in SUIT_LETTERS for value in VALUES}
    for pile, place in (("discard", DISCARD), ("score", SCORE), ("deck_known_top", DECK_TOP), ("hand", HAND)):
        for card in view.get(pile) or []:
            if card in places:
                places[card] = place
    return places


def by_suit(view: dict) -> list[tuple[str, list[tuple[str, str]]]]:
    """The places of ``card_places``, one row per suit in the game's order, values 1 to 8."""
    places = card_places(view)
    return [(suit, [(f"{v}{suit}", places[f"{v}{suit}"]) for v in VALUES]) for suit in SUIT_LETTERS]


def deck_depths(view: dict) -> dict[str, int]:
    """The cards known on top of the deck → their place from the top (0: the top card)."""
    return {card: depth for depth, card in enumerate(view.get("deck_known_top") or [])}


def place_label(place: str, depth: int = 0) -> str:
    """The short word under a card of the tracker (``depth``: a card known on the deck, its place
    from the top: the deck's top card, its 2nd, its 3rd...)."""
    if place == DECK_TOP and depth == 1:
        # Translators: the card tracker, under the second card known on the deck (after "deck top").
        return _("deck 2nd")
    if place == DECK_TOP and depth == 2:
        # Translators: the card tracker, under the third card known on the deck.
        return _("deck 3rd")
    if place == DECK_TOP and depth > 2:
        # Translators: the card tracker, under a card known on the deck, 4th or further from the top.
        return _("deck {n}th").format(n=depth + 1)
    return {
        HAND: _("in hand"),
        DECK_TOP: _("deck top"),
        DISCARD: _("discarded"),
        SCORE: _("scored"),
        UNSEEN: _("unseen"),
    }[place]


def summary(view: dict) -> str:
    places = card_places(view).values()
    hand = sum(p == HAND for p in places)
    seen = sum(p in SEEN for p in places)
    unseen = sum(p == UNSEEN for p in places)
    return " · ".join(
        (
            ngettext("{n} card in your hand", "{n} cards in your hand", hand).format(n=hand),
            ngettext("{n} card seen", "{n} cards seen", seen).format(n=seen),
            ngettext("{n} card not seen yet", "{n} cards not seen yet", unseen).format(n=unseen),
        )
    )


class CardTracker(CloseOverlay):
    """Read-only: the 32 dialogue cards by suit, each marked with where it is."""

    hides_overlays_below = True

    def __init__(self, ctx: Context, session: Session | None = None) -> None:
        super().__init__(ctx)
        self.session = session

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        return Pop() if event.key == pygame.K_t else None

    def view(self) -> dict:
        return self.session.view() if self.session is not None else {}

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = overlay_layout(*surface.get_size())
        dim(surface, 150)
        draw_panel(surface, lay.panel, 255)
        view = self.view()
        draw_line(surface, _("Cards of this visit"), lay.heading, TEXT_LIGHT, lay.text(32), True)
        body = lay.body
        foot = lay.line(18)
        rows = pygame.Rect(body.left, body.top, body.width, body.height - foot - lay.px(6))
        label_w = min(max(lay.px(130), 7 * lay.text(16)), rows.width // 5)
        gap = lay.px(8)
        row_h = rows.height // 4
        # The columns share the row's width, so each card's word under it has a column's width
        # at the text size, however small the cards must be to fit four rows in the height; a
        # word too long for it ("dessus de la pioche") takes two lines, and the cards make room.
        pitch = (rows.width - label_w) // 8
        tag_size = lay.text(14)
        depths = deck_depths(view)
        words = {place_label(place, depths.get(card, 0)) for _suit, cards in by_suit(view) for card, place in cards}
        lines = max(len(wrap(word, tag_size, pitch - 2, True)) for word in words)
        tag_h = lay.line(14) + (min(lines, 2) - 1) * line_height(tag_size, True)
        card_w = max(8, min(pitch - gap, int((row_h - tag_h - gap) / CARD_RATIO)))
        card_h = round(card_w * CARD_RATIO)
        for index, (suit, cards) in enumerate(by_suit(view)):
            top = rows.top + index * row_h
            label = pygame.Rect(rows.left, top, label_w - gap, card_h)
            unseen = sum(place == UNSEEN for _card, place in cards)
            name_box = pygame.Rect(label.left, label.centery - lay.line(22), label.width, lay.line(22))
            draw_line(surface, suit_name(suit), name_box, TEXT_LIGHT, lay.text(22), True)
            count_box = pygame.Rect(label.left, label.centery + lay.px(2), label.width, lay.line(16))
            draw_line(
                surface,
                ngettext("{n} unseen", "{n} unseen", unseen).format(n=unseen),
                count_box,
                TEXT_DIM,
                lay.text(16),
            )
            for column, (card, place) in enumerate(cards):
                centre = rows.left + label_w + column * pitch + pitch // 2
                rect = pygame.Rect(centre - card_w // 2, top, card_w, card_h)
                self.draw_card(surface, card, place, rect)
                tag = pygame.Rect(centre - pitch // 2 + 1, rect.bottom + 2, pitch - 2, tag_h)
                colour = STAR if place == HAND else (TEXT_LIGHT if place == UNSEEN else TEXT_DIM)
                draw_block(
                    surface,
                    place_label(place, depths.get(card, 0)),
                    tag,
                    colour,
                    tag_size,
                    place != DISCARD,
                    "center",
                    minimum=MIN_TEXT,
                )
        footer = pygame.Rect(body.left, body.bottom - foot, body.width, foot)
        draw_line(surface, summary(view), footer, TEXT_DIM, lay.text(18), False, "left")
        self.draw_buttons(surface)
        self.dirty = False
        return None

    def draw_card(self, surface: pygame.Surface, card: str, place: str, rect: pygame.Rect) -> None:
        surface.blit(card_art.dialogue_card(card, rect.width, rect.height), rect.topleft)
        if place in SEEN:
            # Seen and gone from play (or known on the deck): faded, so the unseen ones stand out.
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((*PANEL, 150))
            surface.blit(veil, rect.topleft)
        elif place == HAND:
            pygame.draw.rect(surface, STAR, rect.inflate(6, 6), width=3, border_radius=max(4, rect.width // 10))
        else:
            pygame.draw.rect(surface, LEGAL, rect.inflate(4, 4), width=1, border_radius=max(4, rect.width // 10))
        if place == DECK_TOP:
            pygame.draw.rect(surface, INK, rect, width=1)
