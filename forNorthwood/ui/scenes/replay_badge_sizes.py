"""The sizes and places of a replay's odds on the cards: one size for the hand's (each at its card's
foot), one for the fiefs' (clear of the headings under their row), and where an option's odds go."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...game import table_keys as K
from ..hint_badges import badge_box, badge_image
from ..replay_places import ReplayLayout
from ..theme import MIN_TEXT


def fief_badge_size(
    cards: Sequence[tuple[K.Key, pygame.Rect, str]], lay: ReplayLayout, read: Sequence[pygame.Rect], size: int
) -> int:
    """The text size of the odds under the fiefs (of ``cards``: key, card, words): ``size``, or the
    largest under it at which each lies a gap clear of the words under the row (``read``: "Ruler of
    fief 6", "Friends"; at 3840×2160 they touched them), one size for the row."""
    gap = lay.px(3)
    cards = [(key, rect, words) for key, rect, words in cards if isinstance(key, K.Fief) and words]
    row = max((rect.bottom for _, rect, _ in cards), default=0)
    near = [pygame.Rect(r).inflate(0, 2 * gap) for r in read if pygame.Rect(r).top >= row]
    for each in range(size, MIN_TEXT - 1, -1):
        boxes = [
            odds_box(key, rect, badge_image(words, each, False).get_rect(), lay.px, lay.table_size)
            for key, rect, words in cards
        ]
        if all(box.collidelist(near) == -1 for box in boxes):
            return each
    return MIN_TEXT


def odds_box(
    key: K.Key, card: pygame.Rect, box: pygame.Rect, px: Callable[[float], int], table: tuple[int, int]
) -> pygame.Rect:
    """Where an option's odds go on its ``card`` (``badge_box``), on a card of the hand always at
    its foot (``hand_badge_size``)."""
    box = badge_box(key, card, box, px, table)
    if isinstance(key, K.Hand):
        box.bottom = card.bottom - px(3)
    return box


def hand_badge_size(
    cards: Sequence[tuple[K.Key, pygame.Rect, str]], px: Callable[[float], int], table: tuple[int, int], size: int
) -> int:
    """The text size of the odds on the hand's cards (of ``cards``: key, card, words): ``size``, or
    the largest under it at which every one of them lies at its card's foot beside the value in its
    corner. One badge a little wider than the rest went up over its card's big suit (at 3840×2160
    "≈59%" on the 6 of Claws sat mid-card, "≈75%" on the 5 at its foot): one place, one size. Where
    none fits beside that value (a small card at 960×600) they stay at the foot all the same, over
    the mirrored corner's value (the top left's is the one read), not over the suit under the value
    on top."""
    cards = [(key, rect, words) for key, rect, words in cards if isinstance(key, K.Hand) and words]
    for each in range(size, MIN_TEXT - 1, -1):
        boxes = [
            (rect, badge_box(key, rect, badge_image(words, each, False).get_rect(), px, table))
            for key, rect, words in cards
        ]
        if all(box.bottom >= rect.bottom - px(3) for rect, box in boxes):
            return each
    return MIN_TEXT


def hand_tag_box(
    card: pygame.Rect,
    tag: pygame.Rect,
    odds: pygame.Rect | None,
    table: pygame.Rect,
    words: Sequence[pygame.Rect],
    edge: int,
) -> pygame.Rect:
    """Where the "your choice" tag goes on a chosen hand ``card`` (``edge``: about its ring's distance
    from the card): over its ring, else over its top edge, unless that covers ``words`` (the decision
    bar's, right over the hand); then under its ring, then over the middle of its picture (its
    corners' rank left in sight; across its top it hid the rank), off its odds. p63 saw no tag at most
    decisions, only the thin ring: the bar's one line ran over the whole hand, and the tag gave way to
    it with no other place to go."""
    blocked = [*words, *([] if odds is None else [odds.inflate(2, 2)])]
    places = [
        tag.move_to(midbottom=(card.centerx, card.top - edge - 2)),
        tag.move_to(midbottom=(card.centerx, card.top + edge)),
        tag.move_to(midtop=(card.centerx, card.bottom + edge + 2)),
        tag.move_to(center=(card.centerx, card.centery - edge)),
    ]
    for box in places:
        if table.contains(box) and box.collidelist(blocked) == -1:
            return box
    return places[-1].clamp(table)  # over its picture, where no place is free: never hidden
