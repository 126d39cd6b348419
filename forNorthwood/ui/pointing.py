"""What is under the pointer on the table, and where a thing is: pure functions of the stage (its
cards), the table's places and the targets of its buttons and sections.

``targets`` are (key, rect) pairs, bottom first: the sections' own (the Hint button) in
``owned``, the screen's (buttons, piles, slots) in ``hits``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..game import table_keys as K
from .stage import Stage

Targets = Sequence[tuple[K.Key, pygame.Rect]]


def key_at(pos: tuple[int, int], stage: Stage, owned: Targets, hits: Targets) -> K.Key | None:
    """The thing under ``pos``: a section's button, a button or an answer, a card, then the rest."""
    for key, rect in reversed(owned):
        if rect.collidepoint(pos):
            return key
    for key, rect in reversed(hits):
        if isinstance(key, K.Button | K.Choice) and rect.collidepoint(pos):
            return key
    sprite = stage.sprite_at(pos)
    if sprite is not None:
        return sprite.key
    for key, rect in reversed(hits):
        if rect.collidepoint(pos):
            return key
    return None


def locate(key: K.Key, stage: Stage, owned: Targets, hits: Targets) -> pygame.Rect | None:
    """Where ``key`` is on screen now, a card as placed (used by keyboard focus, hints and tests)."""
    for found, rect in owned:
        if found == key:
            return rect
    layout = stage.layout
    if key == K.PROMPT:
        return layout.prompt
    area = layout.area(key) if isinstance(key, K.Spot) else None
    if area is not None:
        return pygame.Rect(area)
    sprite = stage.sprite_of(key)
    if sprite is not None:
        return sprite.card_rect
    for found, rect in reversed(hits):
        if found == key:
            return rect
    return None


def outline(key: K.Key, stage: Stage) -> pygame.Rect | None:
    """The outline the player sees of ``key`` when it is a card, a slot or the trick: a turned card
    lies across its slot, an empty slot is its zone, the trick is its zone (None: see ``locate``)."""
    if key == K.TRICK:
        return pygame.Rect(stage.layout.trick)
    sprite = stage.sprite_of(key)
    if sprite is not None:
        return sprite.outline
    if isinstance(key, K.Ally):
        return pygame.Rect(stage.layout.ally_slots[key.slot])
    return None
