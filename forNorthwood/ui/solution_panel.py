"""The solution of a puzzle, drawn once the answer is checked in two parts that leave the position
in sight (``puzzle_places.solution_layout``): over the allies' column, the verdict on a green or red
band, why, and every option with its exact odds (the best and the player's marked); then what
the moves do, the line that follows the answer and the rule that decides: from 1280×800 up all
under the options (in a smaller font where need be), else in a box over the whole hand's row (its
first sentences under the options when they would not fit there).

A frozen picture of words (``SolutionPicture``) is drawn only when it changes, as the table's
still pictures are.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame

from . import assets
from .puzzle_places import SolutionLayout
from .text import draw_block, draw_line, line_height, wrap
from .theme import FOCUS, MIN_TEXT, PANEL, PANEL_EDGE, TEXT_DIM, TEXT_LIGHT

#: The band behind the verdict: a right answer's, a wrong one's.
RIGHT_FILL = (46, 104, 58)
WRONG_FILL = (128, 48, 40)


@dataclass(frozen=True)
class OptionRow:
    """One option of the puzzle: the move in words, its chance, what it is (best, yours)."""

    move: str
    chance: str
    mark: str
    best: bool
    yours: bool
    #: The move in fewer words, for a list in columns (a card's name for a card played or picked).
    short: str = ""
    #: The move as the table names it (an ally by its name, "Next statement"), when all of these fit.
    middle: str = ""
    #: The move as the verdict names it in fewer words (an ally by its slot and name), before ``middle``.
    slotted: str = ""


@dataclass(frozen=True)
class SolutionPicture:
    """What the panel shows."""

    layout: SolutionLayout
    correct: bool
    title: str
    verdict: str
    options: tuple[OptionRow, ...]
    line: str
    #: The explanation's first sentences, under the options when the words over the hand would
    #: hide the cards' top halves and the panel has room for them ("" when none).
    more: str = ""
    #: The panel's font size when smaller than the reference 16 (0: that), so that the whole
    #: explanation fits under the options rather than over the hand's cards.
    size: int = 0

    def text_size(self) -> int:
        """The font size of the panel's words under its title."""
        return self.size or self.layout.text(16)

    def images(self) -> tuple[pygame.Surface, pygame.Surface]:
        """Both parts at once (a resize redraws them so)."""
        painter = PanelPainter(self)
        while not painter.step():
            pass
        return painter.image, painter.lower

    def parts(self, image: pygame.Surface, lower: pygame.Surface) -> Iterator[None]:
        """Paint the panel's parts a piece at a time (the band and the verdict, the options, the
        words over the hand), pausing after each: a new panel's words are measured and drawn over
        a few frames rather than in one (they cost a frame about 25 ms on a loaded machine)."""
        lay = self.layout
        panel = lay.panel
        _backing(image)

        def here(rect: pygame.Rect) -> pygame.Rect:
            return rect.move(-panel.left, -panel.top)

        band = here(lay.title).inflate(lay.px(12), lay.px(6))
        pygame.draw.rect(image, RIGHT_FILL if self.correct else WRONG_FILL, band, border_radius=lay.px(8))
        mark = "✓ " if self.correct else "✗ "
        draw_line(image, mark + self.title, here(lay.title), TEXT_LIGHT, lay.text(22), True, "center")
        yield
        verdict, options, more = self.flow(here(lay.body))
        size = self.text_size()
        draw_block(image, self.verdict, verdict, TEXT_LIGHT, size, minimum=MIN_TEXT)
        yield
        self.draw_options(image, options, more.top if self.more else here(lay.body).bottom)
        if self.more:
            draw_block(image, self.more, more, TEXT_LIGHT, size, minimum=MIN_TEXT)
        yield
        _backing(lower)
        follow = lay.follow.move(-lay.lower.left, -lay.lower.top)
        if self.line:
            draw_block(lower, self.line, follow, TEXT_LIGHT, lay.text(16), minimum=MIN_TEXT)

    def flow(self, body: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Why, then the options under it, then the explanation's first sentences (``more``): the
        words take the lines they need, the options the rest (in more columns when their rows do
        not fit)."""
        gap, row = self.spacing()
        size = self.text_size()
        verdict_h = len(wrap(self.verdict, size, body.width)) * line_height(size)
        more_h = len(wrap(self.more, size, body.width)) * line_height(size) if self.more else 0
        room = body.height - verdict_h - gap - (more_h + gap if self.more else 0)
        rows = len(self.options)
        if room < rows * row:  # in columns: as many rows as fit (at least half the options)
            rows = max(-(-len(self.options) // 2), room // row)
        options_h = min(rows * row, max(row, room))
        verdict = pygame.Rect(body.left, body.top, body.width, max(row, body.height - options_h - gap))
        verdict.height = min(verdict.height, verdict_h)
        options = pygame.Rect(body.left, verdict.bottom + gap, body.width, options_h)
        return verdict, options, pygame.Rect(body.left, options.bottom + gap, body.width, more_h)

    def spacing(self) -> tuple[int, int]:
        """The gap between the panel's blocks and the height of an option's row: closer (the rows
        as high as their words) when the explanation's first sentences share the panel, so that
        they leave the hand's cards in sight more often."""
        lay = self.layout
        if self.more:
            return lay.px(4), line_height(self.text_size())
        return lay.px(8), lay.line(17)

    def more_fits(self) -> bool:
        """Whether the panel holds ``more`` under the options, their rows whole in one column, or
        in two (in fewer words) rather than hide the hand's cards."""
        body = self.layout.body
        _, options, more = self.flow(body)
        return body.contains(more) and options.height >= -(-len(self.options) // 2) * self.spacing()[1]

    def draw_options(self, image: pygame.Surface, area: pygame.Rect, bottom: int = 0) -> None:
        """The options in rows, in as many columns as they need (a full hand has ten); the marks in
        words ("best · yours") where the moves fit beside them, whole or as the table names them (only
        those that do not fit whole); else, and in more than one column, in signs (``compact_mark``:
        at 960×600 only the colours told the best and the player's)."""
        lay = self.layout
        rows_fit = max(1, area.height // self.spacing()[1])
        columns = -(-len(self.options) // rows_fit)
        rows = -(-len(self.options) // columns)
        gap = lay.px(14)
        column_w = (area.width - (columns - 1) * gap) // columns
        row_h = min(lay.line(19), area.height // max(1, rows))
        size = self.text_size()
        chance_w = max(assets.text_width(o.chance, size, True) for o in self.options) + lay.px(4)
        # Words a player reads before signs ("✓ ←" alone was not understood): "best · yours" beside the
        # moves where the moves fit beside them, whole, else as the table names them ("8 of Claws");
        # signs only where even those do not, or in more than one column.
        marks = [o.mark for o in self.options]
        mark_w = max((assets.text_width(m, size) for m in marks if m), default=-lay.px(4)) + lay.px(4)
        move_w = column_w - chance_w - mark_w - lay.px(14)
        if columns > 1 or not _names_fit(self.options, size, move_w):
            marks = [compact_mark(o) for o in self.options]
            mark_w = max((assets.text_width(m, size) for m in marks if m), default=-lay.px(4)) + lay.px(4)
            move_w = column_w - chance_w - mark_w - lay.px(14)
        # Each move whole where it fits in one column; the others as the table names them ("Prince of
        # Leaves") where all of those fit, else every move in the fewest words ("Ally 3", "Reveal"):
        # never those beside the long names; at 960×600 too, where "Ally 4" left the player looking
        # for which ally it was.
        whole = [columns == 1 and assets.text_width(o.move, size, o.best) <= move_w for o in self.options]
        named = _fewer_words(self.options, whole, size, move_w)
        for n, option in enumerate(self.options):
            column, row = divmod(n, rows)
            cell = pygame.Rect(area.left + column * (column_w + gap), area.top + row * row_h, column_w, row_h)
            colour = FOCUS if option.best else (TEXT_LIGHT if option.yours else TEXT_DIM)
            chance = pygame.Rect(cell.left, cell.top, chance_w, cell.height)
            mark = pygame.Rect(cell.right - mark_w, cell.top, mark_w, cell.height)
            move = pygame.Rect(chance.right + lay.px(6), cell.top, mark.left - chance.right - lay.px(8), cell.height)
            draw_line(image, option.chance, chance, colour, size, option.best, "right")
            words = named[n]
            draw_line(image, words, move, colour, size, option.best)
            if marks[n]:
                draw_line(image, marks[n], mark, colour, size, False, "right")
        if marks != [o.mark for o in self.options]:  # the signs in words, on a row of their own, else a free cell
            legend = sign_legend(self.options)
            below = pygame.Rect(area.left, area.top + rows * row_h, area.width, row_h)
            column, row = divmod(rows * columns - 1, rows)
            left = area.left + column * (column_w + gap)
            cell = pygame.Rect(left, area.top + row * row_h, area.right - left, row_h)
            if below.bottom > max(bottom, area.bottom):
                below = cell if len(self.options) < rows * columns else pygame.Rect(0, 0, 0, 0)
            if legend and assets.text_width(legend, size) <= below.width:
                draw_line(image, legend, below, TEXT_DIM, size, False, "right")


def _names_fit(options: Sequence[OptionRow], size: int, width: int) -> bool:
    """Whether every option can be named in ``width`` as ``draw_options`` names them: whole, else as the
    table names it where all of those fit, else in the fewest words."""
    whole = [assets.text_width(o.move, size, o.best) <= width for o in options]
    named = _fewer_words(options, whole, size, width)
    return all(assets.text_width(words, size, o.best) <= width for words, o in zip(named, options, strict=True))


def _fewer_words(options: Sequence[OptionRow], whole: Sequence[bool], size: int, width: int) -> list[str]:
    """Each option's words in ``width``: whole where ``whole`` says it fits, the others as the verdict
    names them in fewer words (the ally's slot and name) where all of those fit, else as the table
    names them (the ally's name) where all of those do; else every move in the fewest words."""
    for fewer in (lambda o: o.slotted or o.middle, lambda o: o.middle):
        named = [o.move if fits else fewer(o) or o.short or o.move for fits, o in zip(whole, options, strict=True)]
        if all(assets.text_width(words, size, o.best) <= width for words, o in zip(named, options, strict=True)):
            return named
    return [o.short or o.move for o in options]


#: The marks in signs, where their words do not fit: the best move, the player's.
BEST_SIGN, YOURS_SIGN = "✓", "←"


def sign_legend(options: Sequence[OptionRow]) -> str:
    """What the signs of ``options`` mean, in their marks' words ("✓ best   ← yours"): "✓ ←" alone was
    not understood ("" when no option is marked)."""
    told = dict.fromkeys((compact_mark(o), o.mark) for o in options if o.mark)
    return "   ".join(f"{sign} {words}" for sign, words in told)


def compact_mark(option: OptionRow) -> str:
    """An option's mark in signs ("✓" the best, "←" the player's, "✓ ←" both; "" neither)."""
    return " ".join(sign for sign, on in ((BEST_SIGN, option.best), (YOURS_SIGN, option.yours)) if on)


class PanelPainter:
    """A ``SolutionPicture`` painted a part per ``step`` (one a frame), then shown whole. Even its
    blank pictures wait for the first step (at 4K they are megabytes to clear)."""

    def __init__(self, picture: SolutionPicture) -> None:
        self.picture = picture
        self._images: tuple[pygame.Surface, pygame.Surface] | None = None
        self._parts: Iterator[None] | None = None

    def _both(self) -> tuple[pygame.Surface, pygame.Surface]:
        if self._images is None:
            lay = self.picture.layout
            self._images = (
                pygame.Surface(lay.panel.size, pygame.SRCALPHA),
                pygame.Surface(lay.lower.size, pygame.SRCALPHA),
            )
        return self._images

    @property
    def image(self) -> pygame.Surface:
        """The part over the allies' column: the verdict and the options."""
        return self._both()[0]

    @property
    def lower(self) -> pygame.Surface:
        """The part over the hand: what the moves do, the line, the rule that decides."""
        return self._both()[1]

    def step(self) -> bool:
        """Paint the next part; True once the panel is whole."""
        if self._parts is None:
            self._parts = self.picture.parts(*self._both())
        return next(self._parts, True) is True


def _backing(image: pygame.Surface) -> None:
    """A part's opaque backing, drawn straight on its picture (the position under it does not show
    through: ``draw_panel``'s blended copy costs a frame's time at 4K)."""
    local = image.get_rect()
    radius = max(6, min(local.width, local.height) // 30)
    pygame.draw.rect(image, PANEL, local, border_radius=radius)
    pygame.draw.rect(image, PANEL_EDGE, local, width=max(2, local.height // 200), border_radius=radius)
