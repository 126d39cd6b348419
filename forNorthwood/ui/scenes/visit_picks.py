"""A run of picks from the hand (the Jack of Eyes discarding twice...): the hand stays still
between the picks, the gaps of the cards picked are outlined, and the last pick can be taken back."""

from __future__ import annotations

import pygame

from ..table_places import TableLayout, hand_card_rects


class PickRun:
    """The picks of one ability from the hand, while it asks for cards."""

    def __init__(self) -> None:
        #: Where each card lay when the run began (only with a pointer to keep still).
        self.anchor: tuple[tuple[int, pygame.Rect], ...] = ()
        self.made = 0  # the picks made in this run (each can be taken back, honestly)
        #: The card picked last and its place in the hand then: the focus goes on from there.
        self.picked_at: tuple[int, int] | None = None

    def keep(self, picking: bool, mouse: bool, hand: tuple[int, ...], landed: bool, lay: TableLayout) -> None:
        """Between the picks of one ability the hand cards stay where they were, so the next card
        is where the pointer left it (``landed``: the cards the ability drew have landed)."""
        if not picking:
            self.anchor, self.made = (), 0
            return
        if not mouse:
            self.anchor = ()  # no pointer to keep still: the hand closes up at once
            return
        anchor = dict(self.anchor)
        if anchor and all(card in anchor for card in hand):
            return
        if landed:
            self.anchor = tuple(zip(hand, hand_card_rects(lay, len(hand)), strict=True))

    def picked(self, card: int, hand: list[int]) -> None:
        """``card`` is about to be picked from ``hand``: its place is kept."""
        self.picked_at = (card, hand.index(card)) if card in hand else None


def hand_gaps(anchor: tuple, hand: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """The places of the cards picked from ``hand`` laid on ``anchor``, each cut to the part no
    card covers (in a crowded hand the neighbours lie over a place's sides), and only where at
    least half a card's width stays in sight (less would show a sliver and a cut word). None when
    the hand is not laid on the anchor (it closed up: a place outlined there would lie half hidden
    behind the cards)."""
    kept = dict(anchor)
    if not kept or not all(card in kept for card in hand):
        return ()
    lying = [kept[card] for card in hand]
    out = []
    for card, rect in anchor:
        if card in hand:
            continue
        left = max([r.right for r in lying if r.left < rect.left < r.right], default=rect.left)
        right = min([r.left for r in lying if rect.left < r.left < rect.right], default=rect.right)
        if 2 * (right - left) >= rect.width:
            out.append((left, rect.y, right - left, rect.height))
    return tuple(out)
