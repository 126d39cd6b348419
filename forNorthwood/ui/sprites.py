"""The cards on the table as pygame sprites, and the tweens that move them.

Every dialogue card, character and fief on the table is one ``CardSprite``. A sprite
knows its *place* (where the table's frame puts it: rectangle, face, angle, layer,
marks such as legal or focus) and, while it travels, a ``Tween``
from where it was to that place. Nothing else draws a card: a card in flight is
simply a sprite whose tween has not ended, and no pile needs to skip it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame
from pygame import FRect, Rect, Vector2

from ..core.cards import CARD_NAMES
from ..game import table_keys as K
from ..i18n import _
from . import card_art
from .focus import draw_focus
from .frame import (
    BACK,
    BackFace,
    CharacterFace,
    DialogueFace,
    Face,
    FiefFace,
    Mark,
    Place,
    RulerFace,
    SpriteId,
)
from .text import draw_line
from .theme import LEGAL

#: A hand's cards and a pile's stack take a layer each above their own (LAYER_HAND + index, up to
#: 32 cards): whatever flies, is dragged or is drawn over the cards is above all of them.
LAYER_FLIGHT, LAYER_DRAG, LAYER_OVER = 100, 101, 102
#: The end-of-visit panel (and its medal) dims the whole table: above the Hint's button and
#: badges (``hint_badges.LAYER_HINT``); a tooltip is above everything.
LAYER_PANEL, LAYER_TOOLTIP = 2_000, 3_000


def ease_out(t: float) -> float:
    """Cubic ease-out: quick start, gentle landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 3 * t * t - 2 * t * t * t


@dataclass
class Tween:
    """A sprite travelling from ``start`` to ``end`` (rectangle and angle), flipping its face half-way."""

    start: FRect
    end: FRect
    t0: int
    duration: int
    a0: float = 0.0
    a1: float = 0.0
    face0: Face | None = None  # the face shown in the first half (None: the place's face all along)
    on_land: Callable[[], None] | None = None
    easing: Callable[[float], float] = field(default=ease_out)

    def progress(self, now: int) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (now - self.t0) / self.duration))

    def done(self, now: int) -> bool:
        return self.progress(now) >= 1.0

    def rect_at(self, now: int) -> FRect:
        t = self.easing(self.progress(now))
        topleft = Vector2(self.start.topleft).lerp(self.end.topleft, t)
        size = Vector2(self.start.size).lerp(self.end.size, t)
        return FRect(topleft, size)

    def angle_at(self, now: int) -> float:
        return self.a0 + (self.a1 - self.a0) * ease_in_out(self.progress(now))

    def squeeze_at(self, now: int) -> float:
        """The flip: 1 when flat, narrowing to the middle of the journey, then widening again."""
        if self.face0 is None:
            return 1.0
        return max(0.05, abs(1 - 2 * self.progress(now)))


class CardSprite(pygame.sprite.DirtySprite):
    """One card on the table.

    A ``DirtySprite`` in a ``LayeredDirty`` group: the group redraws only the places
    of sprites marked dirty, over the table's still picture, so a dragged card or a
    few cards in flight cost a few small blits per frame and an idle table costs
    nothing. ``frect`` holds the exact (float) position the tweens move; ``rect`` is
    where the image is blitted (larger than the card when a ring or shadow is drawn).
    """

    def __init__(self, ident: SpriteId, place: Place) -> None:
        super().__init__()
        self.ident = ident
        self.place = place
        self.frect = FRect(place.rect)
        self.angle = place.angle
        self.face: Face = place.face
        self.squeeze = 1.0
        self.tween: Tween | None = None
        self.lifted = False  # carried by the mouse: drawn with a shadow
        self._look: tuple | None = None
        self.image = pygame.Surface((1, 1), pygame.SRCALPHA)
        self.rect = Rect(place.rect)
        self.visible = int(place.visible)
        self.layer = place.layer
        self.redraw()

    # -- where it is -----------------------------------------------------------------

    @property
    def key(self) -> K.Key | None:
        return self.place.key

    @property
    def card_rect(self) -> Rect:
        """The card itself on screen now (without rings or shadow), for hit-testing."""
        return Rect(round(self.frect.x), round(self.frect.y), round(self.frect.w), round(self.frect.h))

    @property
    def outline(self) -> Rect:
        """The card as the player sees it: a turned (exhausted) card lies across its place."""
        rect = self.card_rect
        if abs(self.angle - 90) < 1:
            rect = Rect(0, 0, rect.height, rect.width).move_to(center=rect.center)
        return rect

    def hit(self, pos: tuple[int, int]) -> bool:
        return bool(self.visible) and self.outline.collidepoint(pos)

    @property
    def moving(self) -> bool:
        return self.tween is not None

    @property
    def wanted_layer(self) -> int:
        """Its place's layer; above every resting card while it travels or is carried."""
        if self.lifted:
            return LAYER_DRAG
        return LAYER_FLIGHT if self.tween is not None else self.place.layer

    # -- moving --------------------------------------------------------------------------

    def settle(
        self, place: Place, now: int, duration: int, delay: int = 0, on_land: Callable[[], None] | None = None
    ) -> int:
        """Go to ``place``: at once, or in ``duration`` ms after ``delay``; returns when it lands (ms from now)."""
        old = self.place
        self.place = place
        moves = self.card_rect != place.rect or abs(self.angle - place.angle) > 0.5
        seen = place.visible or old.visible or bool(self.visible)
        if duration <= 0 or not moves or not seen:
            self.tween = None
            self.land_at(place)
            if on_land is not None:
                on_land()
            return 0
        face0 = self.face if _flips(self.face, place.face) else None
        self.tween = Tween(
            FRect(self.frect), FRect(place.rect), now + delay, duration, self.angle, place.angle, face0, on_land
        )
        if not (delay and not self.visible):  # a card dealt later waits out of sight
            self.visible = 1
        self.redraw()
        return delay + duration

    def land_at(self, place: Place) -> None:
        self.frect = FRect(place.rect)
        self.angle = place.angle
        self.face = place.face
        self.squeeze = 1.0
        visible = int(place.visible)
        if visible != self.visible:  # assigning it marks the sprite dirty, even to the same value
            self.visible = visible
        self.redraw()

    def update(self, now: int) -> None:
        """Advance the tween to ``now``."""
        tween = self.tween
        if tween is None:
            return
        if now < tween.t0:
            return
        self.visible = 1
        self.frect = tween.rect_at(now)
        self.angle = tween.angle_at(now)
        self.squeeze = tween.squeeze_at(now)
        if tween.face0 is not None and tween.progress(now) < 0.5:
            self.face = tween.face0
        else:
            self.face = self.place.face
        if tween.done(now):
            self.land()
        else:
            self.redraw()

    def land(self) -> None:
        """End the journey now, exactly at the place."""
        tween, self.tween = self.tween, None
        self.land_at(self.place)
        if tween is not None and tween.on_land is not None:
            tween.on_land()

    def carry(self, pos: tuple[int, int], offset: tuple[int, int]) -> None:
        """Follow the mouse (the card's top-left corner stays ``offset`` from the pointer)."""
        self.tween = None
        self.frect.topleft = (pos[0] - offset[0], pos[1] - offset[1])
        self.redraw()

    # -- drawing -----------------------------------------------------------------------

    def redraw(self) -> None:
        """Make ``image`` and ``rect`` match the sprite's state (a new image only when its look
        changed). The sprite is drawn again only when its image or its place on screen changed: a
        new event sends every card to its place, and at 4K blitting again the dozen cards that
        stay put would double the frame."""
        marks = () if self.moving else self.place.marks
        size = (round(self.frect.w), round(self.frect.h))
        look = (self.face, size, round(self.angle, 1), round(self.squeeze, 2), marks, self.lifted, self.moving)
        new_image = look != self._look
        if new_image:
            self._look = look
            # On the move a card passes through a new size every frame: its face is drawn at the
            # size of its place (drawn once, kept: it lands there) and scaled, never drawn anew.
            drawn = (round(self.place.rect.w), round(self.place.rect.h)) if self.moving else None
            self.image = render(self.face, size, self.angle, self.squeeze, marks, self.lifted, not self.moving, drawn)
        assert self.image is not None  # rendered just above or earlier
        rect = self.image.get_rect(center=(round(self.frect.centerx), round(self.frect.centery)))
        if self.lifted:
            rect.topleft = (round(self.frect.x) - 2, round(self.frect.y) - 2)
        if new_image or rect != self.rect:
            self.rect = rect
            self.dirty = 1


def _flips(a: Face, b: Face) -> bool:
    """Whether going from face ``a`` to ``b`` turns the card over (back to front or the reverse)."""
    return isinstance(a, BackFace) != isinstance(b, BackFace)


def face_image(face: Face, w: int, h: int, at_rest: bool = True) -> pygame.Surface:
    """The card's face at ``w``×``h`` (a back in flight may come from a nearby size, scaled)."""
    if isinstance(face, DialogueFace):
        return card_art.dialogue_card(CARD_NAMES[face.card], w, h)  # the art paints the name's value and suit
    if isinstance(face, CharacterFace):
        return card_art.character_card(face.code, w, h, words=face.words)
    if isinstance(face, RulerFace):
        return card_art.character_card(face.code, w, h, True)
    if isinstance(face, FiefFace):
        return card_art.fief_card(face.number, face.stars, face.ruler, face.status, face.visiting, w, h)
    return card_art.card_back(w, h) if at_rest else card_art.card_back_in_flight(w, h)


def render(
    face: Face,
    size: tuple[int, int],
    angle: float,
    squeeze: float,
    marks: tuple[Mark, ...],
    lifted: bool,
    at_rest: bool = True,
    drawn: tuple[int, int] | None = None,
) -> pygame.Surface:
    """The picture of a card with its marks: outline when legal, veil when not, focus ring, held
    frame. ``drawn``: the size its face is drawn at, then scaled to ``size`` (a card on the move)."""
    w, h = max(2, size[0]), max(2, size[1])
    if drawn is None or drawn == (w, h) or min(drawn) < 2:
        card = face_image(face, w, h, at_rest)
    else:
        card = pygame.transform.scale(face_image(face, *drawn, True), (w, h))
    if squeeze >= 0.99 and at_rest:
        # A card at rest whose marks change (a step of a replay changes which cards are legal)
        # takes its picture from those made before: the same face, angle and marks look the same.
        return _marked(card, angle, marks, lifted)
    return _marks_on(card, angle, squeeze, marks, lifted)


def _tag_picked(image: pygame.Surface, at: Rect) -> None:
    """A hand card already picked: a light frame and the word "picked" on a band across it, as
    the place of a picked card that left the hand is labelled (not told by a colour alone)."""
    pygame.draw.rect(image, (255, 250, 235), at.inflate(8, 8), width=4, border_radius=8)
    band = Rect(at.x, at.centery - at.height // 8, at.width, at.height // 4)
    veil = pygame.Surface(band.size, pygame.SRCALPHA)
    veil.fill((30, 22, 12, 215))
    image.blit(veil, band.topleft)
    # The word in the card's left part: in a crowded hand its right neighbour covers the rest.
    words = Rect(band.x + 4, band.y + 2, max(8, band.width * 11 // 20), band.height - 4)
    draw_line(image, _("picked"), words, (255, 250, 235), max(8, band.height // 2), True)


@lru_cache(maxsize=96)
def _marked(card: pygame.Surface, angle: float, marks: tuple[Mark, ...], lifted: bool) -> pygame.Surface:
    """A card at rest with its marks (the face by identity: a face drawn anew is a new picture)."""
    return _marks_on(card, angle, 1.0, marks, lifted)


def _marks_on(
    card: pygame.Surface, angle: float, squeeze: float, marks: tuple[Mark, ...], lifted: bool
) -> pygame.Surface:
    w, h = card.get_size()
    if squeeze < 0.99:
        narrow = max(1, round(w * squeeze))
        flat = pygame.Surface((w, h), pygame.SRCALPHA)
        flat.blit(pygame.transform.scale(card, (narrow, h)), ((w - narrow) // 2, 0))
        card = flat
    if not marks and not lifted:
        return card_art.rotated(card, angle)
    pad = max(6, w // 8)
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    at = Rect(pad, pad, w, h)
    if lifted:
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=max(4, w // 12))
        image = pygame.Surface((w + 10, h + 12), pygame.SRCALPHA)
        image.blit(shadow, (8, 10))
        at = Rect(2, 2, w, h)
    image.blit(card, at.topleft)
    radius = max(4, w // 10)
    if Mark.DIM in marks:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 12, 6, 130), veil.get_rect(), border_radius=max(3, w // 12))
        image.blit(veil, at.topleft)
    if Mark.LEGAL in marks:
        pygame.draw.rect(image, LEGAL, at.inflate(4, 4), width=3, border_radius=radius)
    if Mark.PICKED in marks:
        _tag_picked(image, at)
    if Mark.HELD in marks:
        pygame.draw.rect(image, (255, 250, 235), at.inflate(8, 8), width=4, border_radius=8)
    if Mark.FOCUS in marks:
        draw_focus(image, at)
    return card_art.rotated(image, angle)


class PictureSprite(pygame.sprite.DirtySprite):
    """A picture above the cards (a tooltip, the end-of-visit banner)."""

    def __init__(self, layer: int = LAYER_OVER) -> None:
        super().__init__()
        self.image = pygame.Surface((1, 1), pygame.SRCALPHA)
        self.rect = Rect(0, 0, 1, 1)
        self.visible = 0
        self.layer = layer
        self.ident: SpriteId | None = None
        self.place = Place(Rect(0, 0, 1, 1), BACK, layer, False)

    def show(self, image: pygame.Surface | None, topleft: tuple[int, int] = (0, 0)) -> None:
        if image is None:
            if self.visible:
                self.visible = 0
                self.dirty = 1
            return
        self.image = image
        self.rect = image.get_rect(topleft=topleft)
        self.visible = 1
        self.dirty = 1

    def hit(self, pos: tuple[int, int]) -> bool:
        return False

    @property
    def key(self) -> K.Key | None:
        return None
