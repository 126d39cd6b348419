"""The post-game review, computed off the UI thread, and the layer that shows it.

``ai.review.review_game`` replays the game and asks the advisor at every choice:
seconds of work. The end-of-game screen's ``ReviewLayer`` starts it when the screen
opens, on a lane of the app's job runner kept for that game, and shows "Reviewing your
game…" until it is ready; the game log polls ``Reviews`` too, and the log's export
includes the review once it is ready. One review per game is kept for the run of the
app; closing the window stops the search at once.

The review speaks with the hints' voice: each choice is judged by the advice the hint
showed for it during the game (kept by the session, ``Session.hints_shown``), and the
moves the tutorial asked for (``Session.tutorial_required``) and those "Finish the visit"
played for the player (``Session.settled_moves``) are not judged. The other choices are judged
by the game's advice book (``Keeper.advice_book``), which the replay reads too: one number for
each decision, on the end screen and in the replay.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from ..ai.advisor import Advice
from ..ai.review import VisitReview, review_game, visits_begun
from ..core import Action, IllegalAction, apply, new_game
from ..core.actions import pick_card
from ..core.cards import FIEF_COUNT
from ..core.pile_order import unread_top_answer
from ..game.advice_book import AdviceBook
from ..game.jobs import Jobs, Lane
from ..game.session import Session
from ..i18n import _
from ..i18n.numbers import format_number
from ..i18n.review_text import review_lines
from .layers import PASS, Message, Redraw, Reply
from .text import draw_block, draw_line, line_height, wrap
from .theme import MIN_TEXT, TEXT_DIM, TEXT_LIGHT

#: ``review_game``'s signature: seed, setup, threshold, actions, should_stop, skip, shown, progress
#: (and ``keep``, when the game has an advice book).
Review = Callable[..., list[VisitReview]]
#: How the review gets the advice at a core step no hint showed (``review_game``'s ``keep``).
Keep = Callable[[int, Callable[[], Advice]], Advice]


class Reviews:
    """The reviews of the games of this run, each on a lane of the app's runner of its own."""

    def __init__(self, jobs: Jobs, books: Callable[[Session], AdviceBook] | None = None) -> None:
        self.jobs = jobs
        #: Each game's advice kept in this run (the keeper's ``advice_book``): the review says the
        #: numbers the replay shows (None: the hints shown, else the advisor's answers).
        self.books = books
        #: The visit each review under way has reached and the visits the game had, by game
        #: (written by the review's thread).
        self._reached: dict[str, tuple[int, int]] = {}

    def _lane(self, session: Session) -> Lane[list[VisitReview]]:
        return self.jobs.lane(("review", session.game_id))

    def start(self, session: Session, review: Review = review_game) -> None:
        """Begin reviewing ``session`` (once per game; nothing to do if already done or under way)."""
        lane = self._lane(session)
        if lane.current() is not None or session.played_on:
            return  # a practice game starts mid-game: there is no whole game to review
        actions: list[Action] | None = None
        skip: frozenset[int] = frozenset()
        shown: dict[int, Advice] = {}
        keep: dict[str, Keep] = {}
        try:
            actions, where = core_steps(session)
        except (IllegalAction, ValueError):
            pass  # not a game the review can replay from its seed
        else:
            # The session counts its own steps; the review counts the core's (answers included).
            # Nor are the moves the tutorial asked for, or those "Finish the visit" played out.
            unjudged = session.tutorial_required() | session.settled_moves()
            skip = frozenset(where[i] for i in unjudged if i < len(where))
            shown = {where[i]: advice for i, advice in session.hints_shown().items() if i < len(where)}
            if self.books is not None:
                keep["keep"] = book_keeper(self.books(session), where)
        seed, setup, threshold = session.seed, session.setup, session.threshold
        game_id = session.game_id

        visits = FIEF_COUNT  # the visits the game had, counted by the review's thread before it begins

        def reached(visit: int) -> None:
            self._reached[game_id] = (visit, visits)  # one assignment: safe to read from the UI thread

        def work(should_stop: Callable[[], bool]) -> list[VisitReview]:
            nonlocal visits
            if actions is not None:
                visits = visits_begun(seed, setup, threshold, actions)
            return _review(review, seed, setup, threshold, actions, should_stop, skip, shown, reached, **keep)

        lane.submit(session.game_id, work)

    def result(self, session: Session) -> list[VisitReview] | None:
        """The review of ``session`` once ready, else None."""
        ended = self._lane(session).outcome()
        return None if ended is None or ended.failed else ended.value

    def state(self, session: Session) -> str:
        """ "ready", "failed", "running" or "none"."""
        lane = self._lane(session)
        ended = lane.outcome()
        if ended is not None:
            return "failed" if ended.failed else "ready"
        return "running" if lane.running() else "none"

    def reached(self, session: Session) -> tuple[int, int] | None:
        """The visit the review of ``session`` has reached while under way, and the visits the game
        had (None before the first)."""
        return self._reached.get(session.game_id)

    def lines_of(self, session: Session) -> list[str]:
        """The review's lines for the screen and the log (a line saying it is under way or failed)."""
        if session.played_on:
            # Translators: the end screen of a practice game played on from a replay (it has no review).
            return [_("A practice game has no review: replay the game it was played on from.")]
        reviews = self.result(session)
        if reviews is not None:
            return review_lines(reviews)
        if self.state(session) == "failed":
            return [_("The review of this game could not be made.")]
        reached = self.reached(session)
        return [waiting_text() if reached is None else waiting_text(*reached)]


@dataclass(frozen=True)
class ReviewArea:
    """What the review layer needs of the screen under it: where its lines go, and their size."""

    rect: pygame.Rect
    text_size: int
    columns: int = 1  # the visits' lines side by side in a wide window


class ReviewLayer:
    """The review of one finished game over the end-of-game screen (started when it is made)."""

    def __init__(self, reviews: Reviews, session: Session) -> None:
        self.reviews = reviews
        self.session = session
        reviews.start(session)  # off the UI thread; drawn once ready
        self.shown = self._now()

    def _now(self) -> tuple[str, tuple[int, int] | None]:
        return self.reviews.state(self.session), self.reviews.reached(self.session)

    def update(self, view: ReviewArea) -> list[Message]:
        """The review came (or failed), or reached another visit: draw the screen again."""
        now = self._now()
        if now == self.shown:
            return []
        self.shown = now
        return [Redraw()]

    def handle(self, event: pygame.event.Event, view: ReviewArea) -> Reply:
        return PASS

    def covers(self, view: ReviewArea) -> bool:
        return False

    def draw(self, surface: pygame.Surface, view: ReviewArea) -> None:
        """The review, a line per visit (as many lines as fit; the game log has them all)."""
        lines = self.reviews.lines_of(self.session)
        draw_lines(surface, view.rect, lines, view.text_size, view.columns, MIN_TEXT)


def _review(
    review: Review,
    seed: int,
    setup: str,
    threshold: int,
    actions: Sequence[Action] | None,
    should_stop: Callable[[], bool],
    skip: frozenset[int] = frozenset(),
    shown: Mapping[int, Advice] | None = None,
    progress: Callable[[int], None] | None = None,
    **keep: Keep,
) -> list[VisitReview]:
    if actions is None:
        raise ValueError("the game did not start from its seed's deal")
    return review(
        seed,
        setup,
        threshold,
        list(actions),
        should_stop=should_stop,
        skip=skip,
        shown=shown or {},
        progress=progress,
        **keep,
    )


def book_keeper(book: AdviceBook, where: Sequence[int]) -> Keep:
    """The review's ``keep`` for a game whose steps are at ``where`` among the core's: the advice at
    a step of the game is the one its ``book`` keeps (by the game's step, as the replay asks for it),
    else the advisor's, kept; an answer the session gave by itself (no step of the game) is asked."""
    step_of = {core: step for step, core in enumerate(where)}

    def keep(core: int, ask: Callable[[], Advice]) -> Advice:
        step = step_of.get(core)
        return ask() if step is None else book.advice(step, ask)

    return keep


def core_actions(session: Session) -> list[Action]:
    """The game's actions as the core played them: with the answers to the questions
    the session answered by itself ("which card ends on top", nobody can read it)."""
    return core_steps(session)[0]


def core_steps(session: Session) -> tuple[list[Action], list[int]]:
    """``core_actions`` and, for each of the session's steps, its index among them."""
    state = new_game(session.seed, session.setup, session.threshold)
    if session.start != state:
        raise ValueError("the game did not start from its seed's deal")
    played: list[Action] = []
    where: list[int] = []
    for action in session.actions:
        state = apply(state, action)[0]
        where.append(len(played))
        played.append(action)
        card = unread_top_answer(state) if session.answer_unread else None
        while card is not None:
            answer = pick_card(card)
            state = apply(state, answer)[0]
            played.append(answer)
            card = unread_top_answer(state)
    return played, where


def waiting_text(visit: int | None = None, count: int = FIEF_COUNT) -> str:
    """The line shown while the review works: the visit it has reached, once it has begun one, of
    the ``count`` visits the game had (a game stopped after four visits has four, not eight)."""
    if visit is None:
        return _("Reviewing your game…")
    return _("Reviewing your game: visit {visit} of {count}…").format(
        visit=format_number(visit), count=format_number(count)
    )


def draw_lines(
    surface: pygame.Surface,
    area: pygame.Rect,
    lines: Sequence[str],
    size: int,
    columns: int = 1,
    minimum: int | None = None,
) -> int:
    """``lines`` (the first bold, across ``area``), the others in ``columns`` columns read down one
    then the next, each wrapped to its column's width at ``size`` (or smaller, down to ``minimum``,
    if that shows them all; by default never smaller), as many whole ones as fit; when some are
    left out, the last row says the game log has them all. Returns how many lines were drawn."""
    if not lines:
        return 0
    plan = _plan(area, lines, size, columns)
    for smaller in range(size - 1, (size if minimum is None else minimum) - 1, -1):
        if len(plan.places) == len(lines) - 1:
            break
        plan = _plan(area, lines, smaller, columns)
    if plan.first == 0:
        return 0
    size, width, gap = plan.size, plan.width, plan.gap
    heading = pygame.Rect(area.left, area.top, area.width, plan.first)
    draw_block(surface, lines[0], heading, TEXT_LIGHT, size, True, "center", "middle", minimum=size)
    align = "center" if columns == 1 else "left"
    for text, height, (column, y) in zip(lines[1:], plan.heights, plan.places, strict=False):
        rect = pygame.Rect(area.left + column * (width + gap), y, width, height)
        draw_block(surface, text, rect, TEXT_DIM, size, False, align, "middle", minimum=size)
    if len(plan.places) < len(plan.heights):
        top = area.top + plan.first
        column, y = (
            (plan.places[-1][0], plan.places[-1][1] + plan.heights[len(plan.places) - 1]) if plan.places else (0, top)
        )
        if y + plan.row > area.bottom:  # a column filled to the bottom: the next one, where there is one
            column, y = column + 1, top
        more = pygame.Rect(area.left + column * (width + gap), y, width, plan.row)
        draw_line(surface, _("The whole review is in the game log."), more, TEXT_DIM, size, False, align)
    return 1 + len(plan.places)


@dataclass(frozen=True)
class _Plan:
    """Where the review's lines go at one text size: the heading's height (0: it does not fit), each
    other line's height and place (column, top) for as many as fit, the columns' width and gap."""

    size: int
    row: int
    first: int
    heights: list[int]
    places: list[tuple[int, int]]
    width: int
    gap: int


def _plan(area: pygame.Rect, lines: Sequence[str], size: int, columns: int) -> _Plan:
    row = max(size + 6, line_height(size))
    step = line_height(size)
    gap = size if columns > 1 else 0
    width = (area.width - (columns - 1) * gap) // columns
    first = (len(wrap(lines[0], size, area.width, True)) - 1) * step + row
    if area.top + first + (0 if len(lines) == 1 else row) > area.bottom:
        return _Plan(size, row, 0, [], [], width, gap)
    heights = [(len(wrap(text, size, width)) - 1) * step + row for text in lines[1:]]
    return _Plan(size, row, first, heights, _columns(heights, area.top + first, area.bottom, row, columns), width, gap)


def _columns(heights: Sequence[int], top: int, bottom: int, row: int, columns: int) -> list[tuple[int, int]]:
    """Where each of the rows ``heights`` tall goes (its column and top), read down one column then
    the next, the columns as short as they can be while all fit; as many as fit otherwise, with a
    row left free in the last column for the note that the rest is in the game log."""

    def fill(limit: int) -> list[tuple[int, int]]:
        placed: list[tuple[int, int]] = []
        column, y = 0, top
        for i, height in enumerate(heights):
            while True:
                reserve = row if column == columns - 1 and i < len(heights) - 1 else 0
                if y + height + reserve <= limit:
                    break
                if column == columns - 1:
                    return placed
                column, y = column + 1, top
            placed.append((column, y))
            y += height
        return placed

    for limit in sorted({top + sum(heights[: i + 1]) for i in range(len(heights))}):
        if limit <= bottom and len(placed := fill(limit)) == len(heights):
            return placed
    return fill(bottom)
