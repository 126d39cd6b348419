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

    def gaps(self, hand: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
        """Where the cards already picked lay while the hand stays still (an outline marks each
        place, so the gap reads as the pick it is)."""
        if not self.anchor:
            return ()
        left = set(hand)
        return tuple((rect.x, rect.y, rect.width, rect.height) for card, rect in self.anchor if card not in left)

    def picked(self, card: int, hand: list[int]) -> None:
        """``card`` is about to be picked from ``hand``: its place is kept."""
        self.picked_at = (card, hand.index(card)) if card in hand else None
