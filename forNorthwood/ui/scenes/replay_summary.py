"""The game's review at the end of a replay, as a chess site sums a game up: a row per visit (its
fief and target, won or lost, the stars), the Hint's chance to win it at its start, how many of its
choices cost ten points or more beside the Hint's, and its costliest choice, one click (or Enter, or
the pad's A) away.

A first-time player reached the end of a replay and found the beginner's words about the fief
numbers still there, nothing said of the game. The numbers are the advice's (``game.replay_advice``).
Costly choices are counted, not their drops summed: each drop is the difference of two estimates, so
a sum adds up their noise, and a visit's choices once read "−191 points of chance"."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

import pygame

from ...core.cards import FIEF_STARS
from ...core.events import VisitOver
from ...game.replay_advice import GameAdvice, is_costly
from ...i18n import _, ngettext, pgettext
from ...i18n.review_text import chance_text
from ...keeper import Replay
from ..buttons import Button
from ..replay_places import ReplayLayout
from ..still_drawing import ButtonLook
from ..text import draw_line
from ..theme import ERROR, FOCUS, MIN_TEXT, PANEL, PANEL_EDGE, TEXT_DIM, TEXT_LIGHT

#: The buttons' keys of the rows: "visit-3" is the fourth visit's row.
ROW_KEY = "visit-"
#: Each column's share of the panel's width: visit, fief, result, chance at the start, costly choices,
#: costliest choice.
COLUMNS = (0.09, 0.08, 0.16, 0.17, 0.22, 0.28)


@dataclass(frozen=True, slots=True)
class VisitReview:
    """One visit of the game, as the review sums it up (chances in whole points)."""

    visit: int  # 0 for the first
    fief: int  # its number: the dialogues to win there
    won: bool | None  # None: the game ended before the visit did
    stars: int  # the stars it brought
    costly: int | None  # its choices that cost the review's threshold or more (None: no choice weighed)
    start: tuple[float, bool] | None  # the Hint's chance to win it at its first decision, and if exact
    costliest: int | None  # the replay's position of its costliest choice (when costly, as the marks)
    costliest_points: int
    first: int  # its first decision (where its row goes when no choice cost anything)


def visit_reviews(replay: Replay, advice: GameAdvice, asked: Collection[int] = ()) -> tuple[VisitReview, ...]:
    """Every visit of the game, summed up (a move the tutorial asked for is not judged)."""
    reviews = []
    for visit, start in enumerate(replay.visit_starts):
        end = replay.visit_starts[visit + 1] if visit + 1 < len(replay.visit_starts) else replay.length
        over = next((e for i in range(start, end) for e in replay.position(i).events if isinstance(e, VisitOver)), None)
        fief = (
            over.fief
            if over is not None
            else next((v for i in range(start, end) if (v := replay.state(i).kingdom.visiting) is not None), None)
        )
        if fief is None:
            continue  # the game was stopped at this fief's choice: no visit
        inside = [d for d in advice.decisions if d.in_visit and start <= d.index < end and d.index not in asked]
        first = next((i for i in replay.decisions if start <= i < end), start)
        costly = start_chance = None
        costliest, costliest_points = None, 0
        if inside:
            # Counted, not summed: drops of estimates add up their noise (a visit's sum read "−191").
            costly = sum(is_costly(d.drop) for d in inside)  # the red marks' own rule
            worst = max(inside, key=lambda d: (d.drop, -d.index))
            if is_costly(worst.drop):  # as the verdict's "costliest choice this visit": beside "0 costly",
                costliest, costliest_points = worst.index, round(worst.drop * 100)  # "#12 (−7)" read as a contradiction
            best = inside[0].value(inside[0].best) if inside[0].best is not None else None
            start_chance = best
        won = None if over is None else over.won
        stars = FIEF_STARS[fief] if won else 0
        reviews.append(VisitReview(visit, fief, won, stars, costly, start_chance, costliest, costliest_points, first))
    return tuple(reviews)


def row_target(review: VisitReview) -> int:
    """Where a visit's row goes: its costliest choice, else its first decision."""
    return review.first if review.costliest is None else review.costliest


# -- the words ------------------------------------------------------------------------------------


def points_text(points: int | None) -> str:
    """A number of points of chance lost, in a cell: "−12", "0", or "—" (not weighed)."""
    if points is None:
        return "—"
    if points == 0:
        return "0"
    return f"−{abs(points)}"


def summary_heading() -> str:
    # Translators: the heading of the game's review at the end of a replay (as a chess site's "Game review").
    return pgettext("replay summary", "Game review")


def summary_note(device_keys: str) -> str:
    """How to go to a visit's costliest choice (``device_keys``: "↑ ↓", "D-pad ↑ ↓")."""
    # Translators: under the heading of the game's review at the end of a replay; {keys} the keys or
    # pad buttons ("↑ ↓") that move between the rows (one per visit). Keep it short: one line at 960×600.
    return _("{keys} and Enter or a click: the visit's costliest choice").format(keys=device_keys)


def column_words() -> tuple[str, ...]:
    """The columns' headings."""
    return (
        # Translators: a column of the game's review at the end of a replay: the visit's number (1 to 8).
        pgettext("replay summary", "Visit"),
        # Translators: a column of the game's review: the fief visited (its number, the dialogues to win).
        pgettext("replay summary", "Fief"),
        # Translators: a column of the game's review: whether the visit was won (✓ and its stars) or lost (✗).
        pgettext("replay summary", "Result"),
        # Translators: a column of the game's review: the Hint's chance to win the visit at its first
        # decision ("≈72%"), before any card was revealed. Short: the column is narrow.
        pgettext("replay summary", "At start"),
        # Translators: a column of the game's review: how many of the visit's choices cost 10 points of
        # chance or more beside the Hint's advice ("2"). Short: the column is narrow.
        pgettext("replay summary", "Costly choices"),
        # Translators: a column of the game's review: the visit's costliest choice, "#30 (−11)" (the
        # decision's number and what it cost). Short: the column is narrow.
        pgettext("replay summary", "Costliest choice"),
    )


def row_words(review: VisitReview, decisions: tuple[int, ...]) -> tuple[str, ...]:
    """A visit's cells."""
    if review.won is None:
        result = "—"
    else:
        result = "✓ " + "★" * review.stars if review.won else "✗"
    if review.costliest is None:
        costliest = "—"
    else:
        number = decisions.index(review.costliest) + 1
        # Translators: a cell of the game's review: {n} the decision's number in the replay (as in
        # "decision 30 of 130"), {points} what it cost ("−11").
        costliest = _("#{n} ({points}) ›").format(n=number, points=points_text(review.costliest_points))
    return (
        str(review.visit + 1),
        str(review.fief),
        result,
        "—" if review.start is None else chance_text(*review.start),
        "—" if review.costly is None else str(review.costly),
        costliest,
    )


def total_words(reviews: tuple[VisitReview, ...]) -> str:
    """The game's totals: the costly choices, and the visits lost though likely won at their start."""
    costly = sum(r.costly or 0 for r in reviews)
    unlucky = sum(r.won is False and r.start is not None and r.start[0] >= 0.5 for r in reviews)
    # Translators: the first half of the last line of the game's review: {n} choices of the game that
    # cost 10 points of chance or more beside the Hint's advice.
    first = ngettext("In all: {n} costly choice", "In all: {n} costly choices", costly).format(n=costly)
    # Translators: the second half of that line, after " · ": {n} visits lost that the Hint gave at
    # least an even chance at their first decision (lost to the cards, or to the choices above).
    second = ngettext(
        "{n} visit lost from an even chance or better",
        "{n} visits lost from an even chance or better",
        unlucky,
    ).format(n=unlucky)
    return f"{first} · {second}"


# -- the places and the picture -------------------------------------------------------------------


def summary_panel(lay: ReplayLayout) -> pygame.Rect:
    """The review's panel: the middle of the table, from under the fiefs to the prompt line (the
    friends' row and the words about the fiefs: nothing is to come at the end of the game)."""
    table = lay.table
    top = table.center.top
    return pygame.Rect(table.center.left, top, table.center.width, table.prompt.top - lay.px(6) - top)


def summary_rows(
    lay: ReplayLayout, count: int
) -> tuple[pygame.Rect, pygame.Rect, tuple[pygame.Rect, ...], pygame.Rect]:
    """The heading's lines (heading and note), the columns' headings, each visit's row, the totals'
    line: the panel cut into as many lines (the heading's two share one band)."""
    panel = summary_panel(lay).inflate(-2 * lay.px(12), -2 * lay.px(8))
    lines = count + 4  # the heading, the note, the columns' headings, the rows, the totals
    step = panel.height // lines
    head = pygame.Rect(panel.left, panel.top, panel.width, 2 * step)
    columns = pygame.Rect(panel.left, panel.top + 2 * step, panel.width, step)
    rows = tuple(pygame.Rect(panel.left, panel.top + (3 + i) * step, panel.width, step) for i in range(count))
    totals = pygame.Rect(panel.left, panel.top + (3 + count) * step, panel.width, step)
    return head, columns, rows, totals


def cells(row: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """A line cut into the columns (``COLUMNS``)."""
    out, x = [], row.left
    for share in COLUMNS:
        width = round(row.width * share)
        out.append(pygame.Rect(x, row.top, width, row.height))
        x += width
    return tuple(out)


def summary_buttons(lay: ReplayLayout, reviews: tuple[VisitReview, ...]) -> list[Button[str]]:
    """A button per visit's row (its whole line): clicked, or Enter on it, goes to ``row_target``."""
    rows = summary_rows(lay, len(reviews))[2]
    return [Button(f"{ROW_KEY}{r.visit}", "", rect, True) for r, rect in zip(reviews, rows, strict=True)]


@dataclass(frozen=True, slots=True)
class SummaryPicture:
    """What the review's panel shows (a part of the replay's still picture)."""

    heading: str
    note: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    won: tuple[bool | None, ...]
    looks: tuple[ButtonLook, ...]  # the rows' buttons (hovered, focused)
    totals: str

    def paint(self, surface: pygame.Surface, lay: ReplayLayout) -> None:
        panel = summary_panel(lay)
        back = pygame.Surface(panel.size, pygame.SRCALPHA)
        radius = lay.px(10)
        pygame.draw.rect(back, (*PANEL, 255), back.get_rect(), border_radius=radius)
        pygame.draw.rect(back, PANEL_EDGE, back.get_rect(), width=max(1, lay.px(2)), border_radius=radius)
        surface.blit(back, panel.topleft)
        head, columns, rows, totals = summary_rows(lay, len(self.rows))
        size = max(MIN_TEXT, lay.text(16))
        half = head.height // 2
        draw_line(surface, self.heading, pygame.Rect(head.left, head.top, head.width, half), FOCUS, lay.text(22), True)
        note = pygame.Rect(head.left, head.top + half, head.width, head.height - half)
        draw_line(surface, self.note, note, TEXT_DIM, size)
        gap = lay.px(4)
        for words, cell in zip(self.columns, cells(columns), strict=True):
            draw_line(surface, words, cell.inflate(-gap, 0), TEXT_DIM, size, True)
        for texts, won, look, row in zip(self.rows, self.won, self.looks, rows, strict=True):
            if look.hovered or look.focused:
                shade = pygame.Surface(row.size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 36))
                surface.blit(shade, row.topleft)
            if look.focused:
                pygame.draw.rect(surface, FOCUS, row, width=max(2, lay.px(2)), border_radius=lay.px(4))
            for i, (text, cell) in enumerate(zip(texts, cells(row), strict=True)):
                colour = TEXT_LIGHT
                if i == 2 and won is not None:
                    colour = (150, 220, 150) if won else ERROR
                draw_line(surface, text, cell.inflate(-gap, 0), colour, size, i in (0, 5))
        draw_line(surface, self.totals, totals, TEXT_LIGHT, size)
