"""The table on screen: the sprites of every card, moved by the core's events in order.

``Stage`` owns the ``LayeredDirty`` group of the scene's sprites and the table model.
Playing an event is always the same: the model becomes the core's position right after
it (a ``Moment`` of ``core.apply_with_positions``, seen through ``TableModel.of``), the
table's frame (``table_frame``) says where every sprite now belongs and what the still picture
under them shows, and each sprite whose place changed travels there (a tween); the event's
length is its longest journey, plus a pause for a few events (a dialogue's result). The next
event starts when that one ended. Input never waits: ``finish`` lands everything at once. An
end-of-visit event is *held*: the table stays as the visit ended until the player goes on.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import replace

import pygame

from ..core import events as E
from ..core.cards import CARD_OF_NAME, SLOT_COUNT
from ..core.moments import Moment
from ..core.view import TableModel
from ..game import table_keys as K
from ..i18n.events_text import told_before
from .frame import (
    LAYER_FIEF,
    LAYER_SLOT,
    CardId,
    CharacterId,
    FiefId,
    Looks,
    Marks,
    SpriteId,
    TableFrame,
    Turn,
    VisitTurn,
    table_frame,
)
from .message_line import MessageLine
from .scene import Context
from .sprites import LAYER_PANEL, LAYER_TOOLTIP, CardSprite, PictureSprite
from .still_drawing import StillPicture, slot_number, slot_number_rect
from .table_places import TableLayout, table_layout
from .theme import LEGAL

#: Base durations in milliseconds (scaled by the speed setting).
FLY_MS = 240
SPIN_MS = 260
DEAL_STAGGER_MS = 70
SHOW_RESULT_MS = 420

#: The most of the still picture (pixels) painted again in one frame when it changed without the
#: whole window being drawn: the rest is painted in the next frames, a place at a time (each
#: place's picture and its place on screen in the same frame), while the cards fly. A 1280×800
#: window is painted at once; at 3840×2160 a replay's step into the fief selection (the whole
#: picture, 8.3 million pixels) took 40 ms in one frame. A change that takes more than one frame
#: starts at the next one (the frame it came in also starts the cards' flights).
FRAME_PAINT_AREA = 1_050_000

#: How long each kind of event's journeys take (absent: the table changes at once).
JOURNEY_MS: dict[type[E.Event], float] = {
    E.Moved: FLY_MS,
    E.Statement: FLY_MS * 1.2,
    E.Dialogue: FLY_MS * 0.7,
    E.Dealt: FLY_MS,
    E.Peeked: FLY_MS,
    E.Substituted: FLY_MS,
    E.Unsubstituted: FLY_MS,
    E.FiefUnchosen: FLY_MS,
    E.SubstituteLeft: FLY_MS,
    E.Activated: SPIN_MS,
    E.Readied: SPIN_MS,
}


def merged(regions: list[pygame.Rect]) -> list[pygame.Rect]:
    """``regions`` with those that overlap (or repeat) joined into one, so that no place is
    painted twice."""
    joined: list[pygame.Rect] = []
    for region in regions:
        rect = pygame.Rect(region)
        while True:
            index = rect.collidelist(joined)
            if index < 0:
                break
            rect.union_ip(joined.pop(index))
        joined.append(rect)
    return joined


def in_parts(region: pygame.Rect, area: int) -> list[pygame.Rect]:
    """``region`` cut across into bands of at most ``area`` pixels each (at least a row each)."""
    rows = max(1, area // max(1, region.width))
    return [
        pygame.Rect(region.left, top, region.width, min(rows, region.bottom - top))
        for top in range(region.top, region.bottom, rows)
    ]


class Stage:
    """The sprites of one table scene, the model they show, and the events still to show."""

    def __init__(self, ctx: Context, model: TableModel, message: str = "") -> None:
        self.ctx = ctx
        self.model = model
        #: What the cards show, given by the scene whenever something of its own changes (``refresh``).
        self.marks = Marks.always(Looks(visit=False))
        #: The sentences of the events shown (each told as it starts to be shown, with its sound).
        self.line = MessageLine(message)
        #: The result of the last dialogue shown, told beside the trick until the next move (None: none).
        self.dialogue_won: bool | None = None
        self.layout: TableLayout = table_layout(*ctx.size)
        self.group: pygame.sprite.LayeredDirty = pygame.sprite.LayeredDirty()
        # Always the dirty places only: by default the group blits the whole window every frame
        # once a frame took over 12.5 ms (a busy machine, a 4K window), and at 4K the whole window
        # costs more than that, so it never came back.
        self.group.set_timing_threshold(float("inf"))
        self.sprites: dict[SpriteId, CardSprite] = {}
        #: What the screen adds to the position (its prompt, its buttons...), given with each still
        #: picture it asks for (``frame_with``): the still picture's other half.
        self.turn: Turn = VisitTurn()
        self._framed: tuple[TableModel, TableLayout, Looks, Turn] | None = None  # what ``frame`` was computed from
        #: The frame the sprites were sent to last, and the still picture shown under them.
        self.frame: TableFrame = self.framed(self.marks.moving)
        self.tooltip = PictureSprite(LAYER_TOOLTIP)
        self.banner = PictureSprite(LAYER_PANEL)
        self.glow_sprite = PictureSprite(LAYER_FIEF)
        self.group.add(self.tooltip, self.banner, self.glow_sprite, self.line.sprite)
        # An exhausted ally's card, turned across its slot, covers the corner where the slot's
        # number is: the number is shown again over the card.
        self.slot_numbers = [PictureSprite(LAYER_SLOT + 2) for _ in range(SLOT_COUNT)]
        self.group.add(*self.slot_numbers)
        #: Panels lying over the table (a puzzle's solution): the pointer reaches nothing under them.
        self.covers: tuple[pygame.Rect, ...] = ()
        self.pending: deque[Moment] = deque()
        self.previous: E.Event | None = None
        self.step_end = 0
        self.held: Moment | None = None  # the end of the visit, shown once the player goes on
        self.instant = False
        self.background: pygame.Surface | None = None
        self.stale = True  # the still picture must be drawn again
        self.still: StillPicture | None = None  # the still picture drawn last (its redraw key)
        #: Places where the background does not show ``still`` yet (painted a few a frame).
        self.unpainted: list[pygame.Rect] = []

    # -- placing the sprites ------------------------------------------------------------

    def duration(self, base: float) -> int:
        return 0 if self.instant else self.ctx.duration(base)

    def place_all(self, now: int, duration: int, delays: dict[SpriteId, int] | None = None) -> int:
        """Send every sprite to its place (in ``duration`` ms); returns how long the longest journey takes."""
        marks = self.marks
        if self.busy():
            looks = marks.moving
        else:
            looks = marks.at_rest if self.hold is None else marks.held or marks.moving
        wanted = self.framed(looks).places
        longest = 0
        for ident, place in wanted.items():
            sprite = self.sprites.get(ident)
            if sprite is None:
                sprite = self.sprites[ident] = CardSprite(ident, place)
                self.group.add(sprite, layer=place.layer)
                continue
            if sprite.lifted:
                sprite.place = place  # carried: it goes there when the player lets go
                continue
            delay = (delays or {}).get(ident, 0)
            if sprite.moving and not duration:
                sprite.place = place
                if sprite.tween is not None:
                    sprite.tween.end = pygame.FRect(place.rect)
                    sprite.tween.a1 = place.angle
                continue
            longest = max(longest, sprite.settle(place, now, duration, delay))
        for ident, sprite in self.sprites.items():
            if ident not in wanted and (sprite.visible or sprite.place.visible):
                sprite.settle(replace(sprite.place, visible=False, key=None), now, 0)
        self.sync_layers()
        self.show_slot_numbers()
        self.stale = True
        return longest

    def framed(self, looks: Looks) -> TableFrame:
        """The table's frame with the cards marked as ``looks`` says, under the screen's last turn:
        computed once per change (the marks are asked for often, every key, and change seldom)."""
        framed = self._framed
        if (
            framed is None
            or framed[0] is not self.model
            or framed[1] is not self.layout
            or framed[2] != looks
            or framed[3] != self.turn
        ):
            self.frame = table_frame(self.model, self.layout, looks, self.turn)
            self._framed = (self.model, self.layout, looks, self.turn)
        return self.frame

    def frame_with(self, turn: Turn) -> TableFrame:
        """The table's frame with what the screen adds now (``turn``): its still picture is what the
        table paints; its places are those the sprites were sent to last (the same looks)."""
        self.turn = turn
        return self.framed(self.marks.moving if self._framed is None else self._framed[2])

    def show_slot_numbers(self) -> None:
        """The numbers of the exhausted allies' slots, over their turned cards."""
        for slot, sprite in enumerate(self.slot_numbers):
            ally = self.model.kingdom.allies[slot] if slot < len(self.model.kingdom.allies) else None
            badge = slot_number_rect(self.layout, slot)
            if ally is not None and ally.exhausted:
                if not sprite.visible or sprite.rect != badge:
                    sprite.show(slot_number(self.layout.size, slot), badge.topleft)
            else:
                sprite.show(None)

    def refresh(self, marks: Marks | None = None) -> None:
        """The scene's marks changed (focus, legal choices): update the sprites without moving them."""
        if marks is not None:
            self.marks = marks
        self.place_all(self.ctx.now(), 0)

    def sync_layers(self) -> None:
        group = self.group
        for sprite in self.sprites.values():
            if sprite.lifted:
                continue  # carried: it stays in front of everything until it is let go
            layer = sprite.wanted_layer
            if group.get_layer_of_sprite(sprite) != layer:
                group.change_layer(sprite, layer)

    def resize(self, size: tuple[int, int]) -> None:
        self.finish()
        self.layout = table_layout(*size)
        self.background = None
        self.place_all(self.ctx.now(), 0)

    def resync(self, model: TableModel, animate: bool = True) -> None:
        """Show ``model`` (after an undo): the cards travel back to where it puts them."""
        self.finish()
        self.model = model
        now = self.ctx.now()
        self.step_end = now + self.place_all(now, self.duration(FLY_MS) if animate else 0)

    # -- playing events ---------------------------------------------------------------------

    @property
    def hold(self) -> E.VisitOver | None:
        """The end of the visit the table holds at, if it does."""
        event = None if self.held is None else self.held.event
        return event if isinstance(event, E.VisitOver) else None

    def play(self, moments: Sequence[Moment]) -> None:
        """Show ``moments`` one after the other (after those still to show)."""
        self.pending.extend(moments)
        self.advance(self.ctx.now())

    def moving(self) -> list[CardSprite]:
        return [s for s in self.sprites.values() if s.tween is not None]

    def busy(self) -> bool:
        """True while something moves or an event waits to be shown."""
        return bool(self.ctx.now() < self.step_end or self.moving() or (self.pending and self.held is None))

    def painting(self) -> bool:
        """True while places of the still picture wait to be painted (in the next frames)."""
        return bool(self.unpainted)

    def finish(self) -> None:
        """Show every pending event to its end at once (up to an end of visit, which waits)."""
        self.instant = True
        try:
            for sprite in self.moving():
                sprite.land()
            self.step_end = 0
            self.advance(self.ctx.now())
        finally:
            self.instant = False

    def advance(self, now: int) -> None:
        """Move the sprites to ``now`` and start the next events whose turn has come."""
        for sprite in self.moving():
            sprite.update(now)
        while self.held is None and self.pending and (self.instant or now >= self.step_end):
            moment = self.pending.popleft()
            event = moment.event
            told = told_before(self.previous, event)
            self.previous = event
            self.tell(event, told)
            if isinstance(event, E.VisitOver):
                self.held = moment  # the table stays as the visit ended until the player goes on
                self.stale = True
                break
            self.step_end = now + self.show(moment, now)
        self.sync_layers()

    def tell(self, event: E.Event, told: bool) -> None:
        """``event`` starts to be shown: its sentence on the message line and its sound (unless
        ``told`` before), and the dialogue's result kept until the next move."""
        if not told:
            self.line.tell(event, self.layout)
            self.ctx.sounds.event(event)
        if isinstance(event, E.Dialogue):
            self.dialogue_won = event.won
        elif isinstance(event, E.Statement | E.VisitStarted | E.Activated):
            self.dialogue_won = None  # the next move: the last dialogue's result is old news

    def show(self, moment: Moment, now: int) -> int:
        """Show the table after ``moment``'s event and start its journeys; returns how long it lasts."""
        event = moment.event
        model = TableModel.of(moment)
        if model != self.model:  # an event that changes nothing on the table (a no-effect) keeps the frame
            self.model = model
        base = JOURNEY_MS.get(type(event), 0)
        delays: dict[SpriteId, int] = {}
        if isinstance(event, E.Dealt) and not self.instant:
            step = self.ctx.duration(DEAL_STAGGER_MS)
            delays = {CardId(card): i * step for i, card in enumerate(self.model.hand)}
        length = self.place_all(now, self.duration(base), delays)
        if isinstance(event, E.Dialogue):
            sprite = self.sprites[CardId(CARD_OF_NAME[event.response])]  # events name their cards
            won = event.won
            result = "won" if won else "lost"
            if sprite.tween is not None:  # the result sounds as the response lands
                sprite.tween.on_land = lambda: self.ctx.sounds.play(result)
            else:
                self.ctx.sounds.play(result)
            length += self.duration(SHOW_RESULT_MS)
        elif isinstance(event, E.Peeked):
            length = max(length, self.duration(FLY_MS))
        return length

    def release(self) -> tuple[TableModel, list[Moment]]:
        """The end of a visit was seen: the table after it and the events still to show."""
        held, self.held = self.held, None
        model = self.model if held is None else TableModel.of(held)
        rest = list(self.pending)
        self.pending.clear()
        return model, rest

    def deal_kingdom(self, now: int) -> None:
        """The opening: the fiefs, then the allies, come one by one from the middle of the table."""
        step = self.ctx.duration(DEAL_STAGGER_MS) * 1.6
        order: list[SpriteId] = [FiefId(number) for number in range(len(self.model.kingdom.fiefs))]
        order += [CharacterId(a.ally) for a in self.model.kingdom.allies]
        centre = self.layout.center.center
        longest = 0
        for i, ident in enumerate(order):
            sprite = self.sprites[ident]
            start = sprite.place.rect.copy()
            start.center = centre
            sprite.frect = pygame.FRect(start)
            sprite.visible = 0
            sprite.redraw()
            longest = max(longest, sprite.settle(sprite.place, now, self.duration(FLY_MS), round(step * i)))
        self.step_end = now + longest
        self.sync_layers()

    # -- what is where -----------------------------------------------------------------------

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The top sprite under ``pos`` that reacts to the mouse."""
        for sprite in reversed(self.group.get_sprites_at(pos)):
            if isinstance(sprite, CardSprite) and sprite.key and sprite.hit(pos):
                return sprite
        return None

    def sprite_of(self, key: K.Key) -> CardSprite | None:
        """The sprite shown at ``key`` (a hand card, an ally slot, a fief...), the top one when several."""
        ident = self.frame.shown_at.get(key)
        return None if ident is None else self.sprites.get(ident)

    def lift(self, sprite: CardSprite, pos: tuple[int, int], offset: tuple[int, int]) -> None:
        """The player picks ``sprite`` up; what lies beneath it shows."""
        sprite.lifted = True
        sprite.carry(pos, offset)
        self.group.move_to_front(sprite)
        if isinstance(sprite.key, K.Ally):
            beneath = self.sprites.get(CharacterId(self.model.kingdom.allies[sprite.key.slot].ally))
            if beneath is not None and beneath is not sprite:
                beneath.land_at(replace(beneath.place, visible=True))
        self.sync_layers()

    def put_down(self, sprite: CardSprite, glide: bool) -> None:
        """The player let go: the card glides back to its place (or stays where it is, for an
        event about to move it from there)."""
        sprite.lifted = False
        now = self.ctx.now()
        if glide:
            sprite.settle(sprite.place, now, self.duration(FLY_MS))
        self.place_all(now, 0)

    def glow(self, zones: list[pygame.Rect]) -> None:
        """Light the outlines of ``zones`` (where a carried card may go), beneath the cards."""
        if not zones:
            self.glow_sprite.show(None)
            return
        area = zones[0].unionall(zones[1:]).inflate(12, 12)
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        for zone in zones:
            ring = zone.move(-area.left, -area.top)
            width = max(3, min(zone.width, zone.height) // 40)
            pygame.draw.rect(image, (*LEGAL, 255), ring.inflate(6, 6), width=width + 2, border_radius=max(6, width * 3))
        self.glow_sprite.show(image, area.topleft)

    # -- drawing -------------------------------------------------------------------------------

    def wants_still(self, full: bool, size: tuple[int, int]) -> bool:
        """Whether drawing needs the still picture shown now: something on the table changed, or
        the whole window is drawn (the scene works the picture out only then)."""
        return full or self.stale or self.background is None or self.background.get_size() != size

    def draw(self, surface: pygame.Surface, full: bool, picture: StillPicture | None) -> list[pygame.Rect] | None:
        """Draw the table: the still picture when it changed, else only the places of the sprites
        that changed. ``picture`` is what the still picture shows now, given when ``wants_still``:
        when it is the picture drawn last, it is not painted again. Drawn whole (``full``, or a
        new window size), None is returned: the whole window is new. Else only the places where
        it changed are painted again (``StillPicture.changed_regions``; all of it, cut in bands,
        when it cannot say), up to ``FRAME_PAINT_AREA`` pixels a frame, the rest in the next
        frames (``painting``); the places shown again are returned."""
        size = surface.get_size()
        if self.stale and not full and self.background is not None:
            assert picture is not None  # wanted: the table is stale
            if picture == self.still:
                self.stale = False  # nothing the still picture shows has changed
        fresh = self.background is None or self.background.get_size() != size
        if full or fresh:
            assert picture is not None  # wanted: see ``wants_still``
            if fresh:
                self.background = pygame.Surface(size).convert()
            assert self.background is not None
            self.still = picture
            self.unpainted = []
            picture.paint(self.background)
            self.stale = False
            # The group paints the background over the whole window itself (one 4K blit, not two).
            self.group.clear(surface, self.background)
            self.group.repaint_rect(surface.get_rect())
            self.group.draw(surface)
            return None
        if self.stale:
            assert picture is not None  # wanted: the table is stale
            regions = picture.changed_regions(self.still)
            if regions is None:
                regions = [surface.get_rect()]
            self.still = picture
            # Places still unpainted are painted with the newest picture, as those changed now.
            self.unpainted = [
                part for region in merged(self.unpainted + regions) for part in in_parts(region, FRAME_PAINT_AREA)
            ]
            self.stale = False
            if sum(r.width * r.height for r in self.unpainted) > FRAME_PAINT_AREA:
                return [pygame.Rect(r) for r in self.group.draw(surface)]  # painted from the next frame
        if self.unpainted:
            self.paint_some()
        return [pygame.Rect(r) for r in self.group.draw(surface)]

    def paint_some(self) -> None:
        """Paint the next places of the still picture (``FRAME_PAINT_AREA`` pixels, at least one
        place) on the background and show them again. Each place is the whole picture painted
        clipped to it: inside the clip its pixels are those of a whole paint, rounded corners
        and all."""
        background, still = self.background, self.still
        assert background is not None and still is not None
        left = FRAME_PAINT_AREA
        while self.unpainted and left > 0:
            region = self.unpainted.pop(0)
            background.set_clip(region)
            still.paint(background)
            self.group.repaint_rect(region)
            left -= region.width * region.height
        background.set_clip(None)

    def repaint(self, surface: pygame.Surface) -> None:
        """Paint the whole table again from its still picture (something was drawn over it)."""
        if self.background is not None:
            surface.blit(self.background, (0, 0))
        self.group.repaint_rect(surface.get_rect())
        self.group.draw(surface)

    def forget_still(self) -> None:
        """Draw the still picture again at the next frame, and every sprite over it."""
        self.still = None
        self.stale = True
