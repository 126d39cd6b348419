"""The tutorial drawn over the table: a dimmed table, a spotlight on what to click or drag, the words.

The table's ``TutorialLayer`` (``ui/tutorial_layer``) owns one ``TutorialOverlay`` while a
tutorial runs. It passes every input event to ``handle`` first and gives the event to the
table only when the answer (a ``Verdict``) lets it through; it calls ``draw`` last, over the
table. Both take a ``rect_of(target)`` callable the layer provides: where a target such as ``K.Hand(card)``
is on screen now, or None. The overlay only reads the tutorial: Next and Skip are its
answers (``Verdict.NEXT``, ``Verdict.SKIP``), carried out by the game's keeper.

Input: while a step waits for an action, mouse presses reach the table only inside
the target, its drop zone (where a card is dragged to) and the table's Menu, Rules,
Undo and Redo buttons; a press that starts there is followed through to its
release (so drags work). A stray click elsewhere cannot derail a first game; it
makes the spotlight pulse instead. On a step that waits for an action, keys other
than Esc go to the table, so keyboard play works; the tutorial adapts if that does
something else. On a step to read, only the keys that look (arrows, F1) do: a
number key does not use an ally behind the words. When a target cannot be located (None), nothing is held
back, so the player can never be stuck. Esc skips the tutorial (the table asks first); Enter or Space is
Next on a step to read (on the end-of-visit panel it is also the panel's Continue:
that step has no Next button of its own, its words never dim the panel nor point
across it).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from enum import Enum
from itertools import pairwise

import pygame

from ..core import State
from ..game import table_keys as K
from ..game.lessons import LESSON_IDS
from ..game.tutorial import Prompt, Tutorial
from ..i18n import _
from ..i18n.controls_text import MOUSE, button_name, input_device
from ..i18n.tutorial_text import deck_keys_text, keys_text
from . import assets
from .buttons import Button, draw_button
from .panels import draw_panel
from .text import draw_block, line_height
from .theme import FOCUS, MIN_TEXT, TEXT_DIM, TEXT_LIGHT
from .tutorial_box import (
    OverlayLayout,
    RectOf,
    layout_for,
    scale,
    spotlight_ring,
)


class Verdict(Enum):
    """What the overlay does with an input event (``TutorialOverlay.handle``)."""

    LET_THROUGH = "let through"  # give the event to the table
    BLOCK = "block"  # the overlay took it
    NEXT = "next"  # a step to read was acknowledged
    SKIP = "skip"  # the player skipped the tutorial
    NEXT_AND_LET_THROUGH = "next and let through"  # a read step's target was clicked: Next, and the table has it too


#: The table's own buttons, always usable during the tutorial.
ALWAYS_OPEN: tuple[K.Key, ...] = (K.Button("menu"), K.Button("rules"), K.Button("undo"), K.Button("redo"))

#: Keys that only look (move the focus, open the rules): they reach the table on a step to read too.
LOOKING_KEYS = frozenset({pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_F1})

LAST_STEP = LESSON_IDS[-1]

NUDGE_MS = 900


class TutorialOverlay:
    """Draws the tutorial's prompt for the state on the table and filters the input meant for it."""

    def __init__(self, tutorial: Tutorial, now: Callable[[], int] | None = None) -> None:
        self.tutorial = tutorial
        self.now = now or (lambda: pygame.time.get_ticks())
        self.pressing = False  # a press that started on the target: follow it to its release
        self.pressing_read = False  # a press on a step-to-read's target (not a button): Next on release
        self.nudged = -10_000
        self.hover: str | None = None
        #: Places of the table the words should leave visible (the end-of-visit panel...).
        self.keep_clear: Callable[[], Sequence[pygame.Rect]] = lambda: ()
        #: The table's cards and header: the box covers as little of them as it can.
        self.spare: Callable[[], Sequence[pygame.Rect]] = lambda: ()
        #: The table's buttons usable at every step (``ALWAYS_OPEN``) where they are: never under the box.
        self.usable: Callable[[], Sequence[pygame.Rect]] = lambda: ()
        #: The words under the allies' cards (ability lines...): the drop zone's dashes stay off them.
        self.slot_words: Callable[[], Sequence[pygame.Rect]] = lambda: ()
        #: The last layout worked out, and what it was worked out from.
        self.placed: tuple[object, OverlayLayout] | None = None

    # -- state --------------------------------------------------------------------------------

    def prompt(self, state: State) -> Prompt | None:
        """The step shown for ``state``; without the mouse, a step to do also says which key does it."""
        prompt = self.tutorial.prompt(state)
        if prompt is None or prompt.needs_next or prompt.target is None or input_device() == MOUSE:
            return prompt
        # The deck: its key turns it over wherever the focus is (on the deck or on Next statement).
        words = deck_keys_text() if prompt.target == K.DECK else keys_text(isinstance(prompt.drop, K.Ally))
        return replace(prompt, text=f"{prompt.text} {words}")

    def animating(self) -> bool:
        """True while the spotlight pulses (the table should draw frames: add it to its ``busy``)."""
        return self.now() - self.nudged < NUDGE_MS

    @property
    def ended(self) -> bool:
        """The tutorial was finished or skipped (the table may drop the overlay and note it in the settings)."""
        return not self.tutorial.active

    @staticmethod
    def button_labels(prompt: Prompt) -> tuple[tuple[str, str], tuple[str, str]]:
        """The words and keys of Skip and Next (the box makes room for each beside its keycap)."""
        confirm, back = button_name("confirm"), button_name("back")
        last = prompt.step == LAST_STEP
        return (("" if last else _("Skip tutorial"), back), (_("Play on") if last else _("Next"), confirm))

    def buttons(self, lay: OverlayLayout, prompt: Prompt) -> list[Button[str]]:
        """Skip and, on a step to read, Next (on the last step only "Play on": nothing is left to skip)."""
        confirm, back = button_name("confirm"), button_name("back")
        if prompt.step == LAST_STEP and lay.next is not None:
            return [Button("next", _("Play on"), lay.next, primary=True, hint=confirm, keycap=True)]
        buttons = [Button("skip", _("Skip tutorial"), lay.skip, hint=back, keycap=True)]
        if lay.next is not None:
            buttons.append(Button("next", _("Next"), lay.next, primary=True, hint=confirm, keycap=True))
        return buttons

    # -- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, state: State, rect_of: RectOf, size: tuple[int, int]) -> Verdict:
        """What to do with ``event`` in a window of ``size``: let it through to the table, or take it
        (BLOCK, NEXT, SKIP), or both (NEXT_AND_LET_THROUGH: Next, and the table has it too)."""
        prompt = self.prompt(state)
        if prompt is None:
            return Verdict.LET_THROUGH
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return Verdict.SKIP
            if prompt.needs_next and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                # On the end-of-visit panel, its Continue is the step's Next: one press does both.
                return Verdict.NEXT_AND_LET_THROUGH if prompt.target == K.CONTINUE else Verdict.NEXT
            if prompt.needs_next and event.key not in LOOKING_KEYS:
                return Verdict.BLOCK  # while words wait to be read, a key does not act behind them (1–4, Delete...)
            return Verdict.LET_THROUGH
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return Verdict.LET_THROUGH
        return self.handle_in(event, state, prompt, self.layout(prompt, size, rect_of), rect_of)

    def layout(self, prompt: Prompt, size: tuple[int, int], rect_of: RectOf) -> OverlayLayout:
        """Where the words and buttons of ``prompt`` are in a window of ``size`` (worked out again
        only when the step or a place it depends on moved: the search weighs many places, and
        every movement of the pointer asks for it)."""
        keep_clear, spare, usable = self.keep_clear(), self.spare(), self.usable()
        keys = [k for k in (prompt.target, prompt.drop, *prompt.about) if k is not None]
        places = tuple(None if (r := rect_of(k)) is None else tuple(r) for k in keys)
        labels = self.button_labels(prompt)
        rects = tuple(tuple(map(tuple, group)) for group in (keep_clear, spare, usable))
        inputs = (prompt, size, places, rects, labels)
        if self.placed is None or self.placed[0] != inputs:
            heading = heading_text(prompt)
            self.placed = (inputs, layout_for(prompt, size, rect_of, keep_clear, spare, labels, usable, heading))
        return self.placed[1]

    def handle_in(
        self, event: pygame.event.Event, state: State, prompt: Prompt, lay: OverlayLayout, rect_of: RectOf
    ) -> Verdict:
        """``handle`` with the layout already worked out (the table knows its window size)."""
        pos = getattr(event, "pos", (-1, -1))
        if event.type == pygame.MOUSEMOTION:
            hover = next((b.key for b in self.buttons(lay, prompt) if b.rect.collidepoint(pos)), None)
            self.hover = hover
            return Verdict.LET_THROUGH if self.pressing or not lay.box.collidepoint(pos) else Verdict.BLOCK
        if getattr(event, "button", 1) not in (1, 3):
            return Verdict.LET_THROUGH  # the wheel and other buttons
        if event.type == pygame.MOUSEBUTTONDOWN:
            if lay.box.collidepoint(pos):
                return Verdict.BLOCK
            if self._reads_target(prompt, lay, pos):
                self.pressing_read = True  # a card shown to read about: the click is Next, not a move
                return Verdict.BLOCK
            if self._open_at(pos, prompt, lay, rect_of):
                self.pressing = True
                return Verdict.LET_THROUGH
            self.nudged = self.now()
            return Verdict.BLOCK
        # MOUSEBUTTONUP
        if self.pressing_read:
            self.pressing_read = False
            if self._reads_target(prompt, lay, pos):
                return Verdict.NEXT
            return Verdict.BLOCK
        if self.pressing:
            self.pressing = False
            if prompt.needs_next and lay.target is not None and lay.target.collidepoint(pos):
                return Verdict.NEXT_AND_LET_THROUGH  # a click on a step-to-read's target is its Next too
            return Verdict.LET_THROUGH
        for button in self.buttons(lay, prompt):
            if button.rect.collidepoint(pos):
                return Verdict.SKIP if button.key == "skip" else Verdict.NEXT
        return Verdict.BLOCK

    @staticmethod
    def _reads_target(prompt: Prompt, lay: OverlayLayout, pos: tuple[int, int]) -> bool:
        """A press on the target of a step to read that is not one of the table's buttons."""
        return (
            prompt.needs_next
            and prompt.target is not None
            and not isinstance(prompt.target, K.Button)
            and lay.target is not None
            and lay.target.collidepoint(pos)
        )

    def _open_at(self, pos: tuple[int, int], prompt: Prompt, lay: OverlayLayout, rect_of: RectOf) -> bool:
        """True when a press at ``pos`` may reach the table."""
        if prompt.target is not None and lay.target is None:
            return True  # the target is not on screen now: hold nothing back
        if prompt.target is None and prompt.kind == "do":
            return True
        open_rects = [r for r in (lay.target, lay.drop) if r is not None]
        open_rects += [r for r in (rect_of(t) for t in ALWAYS_OPEN) if r is not None]
        return any(r.collidepoint(pos) for r in open_rects)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, state: State, rect_of: RectOf) -> OverlayLayout | None:
        """Draw the prompt over the table; returns the layout used (None when nothing is shown)."""
        prompt = self.prompt(state)
        if prompt is None:
            return None
        lay = self.layout(prompt, surface.get_size(), rect_of)
        self.draw_layout(surface, prompt, lay)
        return lay

    def draw_layout(self, surface: pygame.Surface, prompt: Prompt, lay: OverlayLayout) -> None:
        s = scale(surface.get_size())
        now = self.now()
        radius = round(10 * s)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 5, 2, 150))
        clear = tuple(self.keep_clear())  # words of the table to read with the step's: not dimmed
        under_allies = tuple(self.slot_words())  # the words under the allies' cards: the outlines stay off them
        for hole in (lay.target, lay.drop, *clear):
            if hole is not None:
                pygame.draw.rect(shade, (0, 0, 0, 0), hole, border_radius=radius)
        surface.blit(shade, (0, 0))
        # A steady ring; after a click outside the target it pulses for a moment to show where to click.
        pulse = 0
        if self.animating():
            t = (now - self.nudged) / NUDGE_MS
            pulse = round(8 * s * abs(math.sin(t * 3 * math.pi)))  # three short beats
        grow = round(4 * s) + pulse
        if lay.drop is not None:
            # Gold like the spotlight: white dashes are the keyboard focus. Its edges stop short of
            # the words of the table (a first-time player read the dashes across the message line
            # as a strikethrough) and of the ability line under an ally's card.
            dash_width = max(2, round(3 * s))
            # A margin between the words and the dashes ("This visit is won…" over the trick touched them).
            words = (*clear, *under_allies)
            outline = off_words(lay.drop.inflate(grow, grow), words, dash_width, words_margin(s))
            _dashed_rect(surface, outline, FOCUS, dash_width, round(12 * s))
        if lay.target is not None:
            ring, width = spotlight_ring(lay.target, s, pulse)
            # Off "exhausted" under an ally's turned card (at 960×600 it cut off the word's top), its dark edge too.
            ring = off_words(ring, under_allies, width + 2)
            crossed = [r for r in clear if r.colliderect(ring.inflate(4, 4)) and not r.contains(lay.target)]
            # Around a target just under the prompt line, the ring passes under its words, which stay whole.
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA) if crossed else surface
            pygame.draw.rect(layer, (30, 20, 8), ring.inflate(4, 4), width=width + 2, border_radius=radius)
            pygame.draw.rect(layer, FOCUS, ring, width=width, border_radius=radius)
            if crossed:
                for rect in crossed:
                    layer.fill((0, 0, 0, 0), rect)
                surface.blit(layer, (0, 0))
            if lay.drop is not None:
                _drag_arrow(surface, lay.target, lay.drop, s, clear)
            pointer = (_edge_point(lay.box, lay.target.center), _edge_point(lay.target, lay.box.center))
            across = [r for r in (lay.drop, *clear) if r is not None and not r.contains(lay.target)]
            if not any(r.clipline(*pointer) for r in across) and not any(r.contains(lay.target) for r in clear):
                # No arrow across the drop zone (one is enough) nor over words to read (the panel).
                _arrow(surface, lay.box, lay.target, FOCUS, s)
        draw_panel(surface, lay.box, 250)
        pygame.draw.rect(surface, FOCUS, lay.box, width=max(2, round(2 * s)), border_radius=max(6, radius))
        heading_size = max(MIN_TEXT, round(15 * s))
        draw_block(surface, heading_text(prompt), lay.heading, TEXT_DIM, heading_size, True, minimum=heading_size)
        y = lay.body.top
        step = line_height(lay.body_size)
        for line in lay.lines:
            surface.blit(assets.text(line, lay.body_size, TEXT_LIGHT), (lay.body.left, y))
            y += step
        for button in self.buttons(lay, prompt):
            draw_button(surface, button, self.hover == button.key, False)


def heading_text(prompt: Prompt) -> str:
    """The box's heading: the lesson's number, or between two lessons how many lessons are done
    and the move of the game played on since the last one (a first-time player read "step 8 of
    14" over five bubbles as a counter stuck, then "move 1 before step 8 of 14", "playing on, move 1"
    and "step 7 of 14 done · your move 1 after it" as riddles)."""
    if prompt.move:
        done = prompt.number - 1
        # Translators: the heading of the tutorial's words between two lessons, while the game is
        # played on with its guidance: {done} of the {total} lessons are done; {move} counts the
        # moves the tutorial has guided since the last lesson (1, 2, 3...).
        return _("Tutorial · {done} of {total} steps done · guided move {move}").format(
            done=done, total=prompt.total, move=prompt.move
        )
    return _("Tutorial · step {number} of {total}").format(number=prompt.number, total=prompt.total)


def words_margin(s: float) -> int:
    """The room left between a line of words and the drop zone's dashes moved off it."""
    return max(4, round(6 * s))


def off_words(outline: pygame.Rect, words: Sequence[pygame.Rect], width: int, margin: int = 1) -> pygame.Rect:
    """``outline`` with its top and bottom edges moved in, off the lines of words they would run
    along (``width``: the edge's thickness), ``margin`` pixels clear of them; never past the
    outline's middle."""
    rect = pygame.Rect(outline)
    for line in words:
        if line.right <= rect.left or line.left >= rect.right:
            continue  # beside the outline, not under it
        reach = width // 2 + margin  # the edge's half thickness, and the room between it and the words
        bottom, top = rect.bottom, rect.top
        if line.top - reach < bottom <= line.bottom + reach:
            bottom = max(rect.centery, line.top - reach)
        if line.top - reach <= top < line.bottom + reach:
            top = min(rect.centery, line.bottom + reach)
        rect = pygame.Rect(rect.left, top, rect.width, bottom - top)
    return rect


def _drag_arrow(
    surface: pygame.Surface, start: pygame.Rect, end: pygame.Rect, s: float, words: Sequence[pygame.Rect]
) -> None:
    """The arrow of a drag, from the card to where it goes; it passes under the words of the
    table it crosses (the prompt line between the hand and the trick), which stay whole."""
    line = (_edge_point(start, end.center), _edge_point(end, start.center))
    crossed = [r for r in words if r.clipline(*line)]
    if not crossed:
        _arrow(surface, start, end, TEXT_LIGHT, s)
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    _arrow(layer, start, end, TEXT_LIGHT, s)
    for rect in crossed:
        layer.fill((0, 0, 0, 0), rect)
    surface.blit(layer, (0, 0))


def _arrow(surface: pygame.Surface, start: pygame.Rect, end: pygame.Rect, colour: tuple, s: float) -> None:
    """An arrow from the edge of ``start`` to the edge of ``end``."""
    sx, sy = _edge_point(start, end.center)
    ex, ey = _edge_point(end, start.center)
    length = math.hypot(ex - sx, ey - sy)
    if length < 12 * s:
        return
    ux, uy = (ex - sx) / length, (ey - sy) / length
    width = max(3, round(4 * s))
    head = 16 * s
    tip = (ex - ux * 3 * s, ey - uy * 3 * s)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.line(surface, (30, 20, 8), (sx, sy), base, width + 4)
    pygame.draw.line(surface, colour, (sx, sy), base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, (30, 20, 8), [tip, left, right], 0)
    pygame.draw.polygon(surface, colour, [tip, left, right], 0)


def _edge_point(rect: pygame.Rect, toward: tuple[int, int]) -> tuple[float, float]:
    """Where the line from ``rect``'s centre toward ``toward`` leaves ``rect``."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return float(cx), float(cy)
    tx = (rect.width / 2) / abs(dx) if dx else math.inf
    ty = (rect.height / 2) / abs(dy) if dy else math.inf
    t = min(tx, ty)
    return cx + dx * t, cy + dy * t


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple, width: int, dash: int) -> None:
    points = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for (x0, y0), (x1, y1) in pairwise(points):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, dash * 2):
            end = min(length, start + dash)
            a = (x0 + (x1 - x0) * start // length, y0 + (y1 - y0) * start // length)
            b = (x0 + (x1 - x0) * end // length, y0 + (y1 - y0) * end // length)
            pygame.draw.line(surface, colour, a, b, width)
