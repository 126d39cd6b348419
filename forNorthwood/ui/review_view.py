"""The post-game review (issue 9, point 6), computed off the UI thread.

``ai.review.review_game`` replays the game and asks the advisor at every choice:
seconds of work. The end-of-game screen starts it when it opens; the screen and
the game log poll for the result between frames (showing "Reviewing your game…"
meanwhile) and the log's export includes it once it is ready. One review per game
is kept for the run of the app; closing the window stops the search at once.
"""

from __future__ import annotations

import threading

import pygame

from ..ai.exact import Cancelled
from ..ai.review import VisitReview, review_game
from ..core import Action, IllegalAction, apply, new_game
from ..core.actions import pick_card
from ..core.cards import CARD_NAMES
from ..core.pile_order import unread_top_answer
from ..game.session import Session
from ..i18n import _
from ..i18n.review_text import review_lines
from .text import draw_line, line_height
from .theme import TEXT_DIM, TEXT_LIGHT
from .wake import wake

_lock = threading.Lock()
_done: dict[str, list[VisitReview] | None] = {}  # game id -> its review (None: it could not be made)
_running: set[str] = set()
_closed = threading.Event()


def start(session: Session) -> None:
    """Begin reviewing ``session`` (once per game; nothing to do if already done or under way)."""
    game = session.game_id
    with _lock:
        if game in _done or game in _running:
            return
        _running.add(game)
    _closed.clear()
    try:
        args = (session.seed, session.setup, session.threshold, core_actions(session))
    except (IllegalAction, ValueError):
        with _lock:
            _running.discard(game)
            _done[game] = None  # not a game the review can replay from its seed
        return
    threading.Thread(target=_run, args=(game, *args), name="fornorthwood-review", daemon=True).start()


def core_actions(session: Session) -> list[Action]:
    """The game's actions as the core played them: with the answers to the questions
    the session answered by itself ("which card ends on top", nobody can read it)."""
    state = new_game(session.seed, session.setup, session.threshold)
    if session.start != state:
        raise ValueError("the game did not start from its seed's deal")
    played: list[Action] = []
    for action in session.actions:
        state = apply(state, action)[0]
        played.append(action)
        card = unread_top_answer(state) if session.answer_unread else None
        while card is not None:
            answer = pick_card(CARD_NAMES[card])
            state = apply(state, answer)[0]
            played.append(answer)
            card = unread_top_answer(state)
    return played


def _run(game: str, seed: int, setup: str, threshold: int, actions: list) -> None:
    try:
        reviews: list[VisitReview] | None = review_game(seed, setup, threshold, actions, should_stop=_closed.is_set)
    except Cancelled:
        with _lock:
            _running.discard(game)
        return
    except Exception:  # a review must never take the game down
        reviews = None
    with _lock:
        _running.discard(game)
        _done[game] = reviews
    wake()


def result(session: Session) -> list[VisitReview] | None:
    """The review of ``session`` once ready, else None."""
    with _lock:
        return _done.get(session.game_id)


def state(session: Session) -> str:
    """ "ready", "failed", "running" or "none"."""
    with _lock:
        if session.game_id in _done:
            return "ready" if _done[session.game_id] is not None else "failed"
        return "running" if session.game_id in _running else "none"


def close_reviews() -> None:
    """The app closes: a review under way stops at its next check."""
    _closed.set()


def waiting_text() -> str:
    return _("Reviewing your game…")


def lines_of(session: Session) -> list[str]:
    """The review's lines for the screen and the log (a line saying it is under way or failed)."""
    reviews = result(session)
    if reviews is not None:
        return review_lines(reviews)
    if state(session) == "failed":
        return [_("The review of this game could not be made.")]
    return [waiting_text()]


def draw_review(surface: pygame.Surface, area: pygame.Rect, session: Session, size: int) -> None:
    """The review, a line per visit, in ``area`` (as many lines as fit; the game log has them all)."""
    lines = lines_of(session)
    row = max(size + 6, line_height(size))
    shown = max(0, area.height // row)
    for i, text in enumerate(lines[:shown]):
        rect = pygame.Rect(area.left, area.top + i * row, area.width, row)
        colour = TEXT_LIGHT if i == 0 else TEXT_DIM
        draw_line(surface, text, rect, colour, size, i == 0, "center")
