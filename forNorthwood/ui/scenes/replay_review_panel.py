"""The game's review at the end of a replay, on the scene: its rows (``replay_summary``) worked out
once per advice, drawn hovered or focused as buttons, a row's press going to its visit's costliest
choice, and ↑ ↓ going between the rows.

A part of ``ReplayScene``: it steps with the scene's ``go`` and repaints with its ``restill``.
"""

from __future__ import annotations

from abc import abstractmethod

import pygame

from ...i18n.controls_text import button_name
from ...keeper import GameAdvice
from ..replay_places import ReplayLayout
from ..still_drawing import ButtonLook
from .replay_judgement import ReplayJudgement
from .replay_summary import (
    ROW_KEY,
    SummaryPicture,
    VisitReview,
    column_words,
    row_target,
    row_words,
    summary_buttons,
    summary_heading,
    summary_note,
    total_words,
    visit_reviews,
)


class ReviewPanel(ReplayJudgement):
    """The end of the game's review: its rows, their looks and the keys and presses on them."""

    lay: ReplayLayout
    hover: str | None
    focus: str | None
    _reviews: tuple[GameAdvice, tuple[VisitReview, ...]] | None = None

    @abstractmethod
    def go(self, index: int, animate: bool = True) -> None: ...

    @abstractmethod
    def restill(self) -> None: ...

    def reviews(self) -> tuple[VisitReview, ...]:
        """At the end of the game, with the advice, each visit summed up (``replay_summary``); else none."""
        if self.advice is None or self.index < self.replay.length:
            return ()
        if self._reviews is None or self._reviews[0] is not self.advice:
            self._reviews = (self.advice, visit_reviews(self.replay, self.advice, self.tutorial_moves))
        return self._reviews[1]

    def summary(self) -> SummaryPicture | None:
        """The game's review at the end (its rows hovered or focused as buttons)."""
        reviews = self.reviews()
        if not reviews:
            return None
        looks = tuple(
            ButtonLook(b, b.key == self.hover, b.key == self.focus) for b in summary_buttons(self.lay, reviews)
        )
        return SummaryPicture(
            summary_heading(),
            summary_note(button_name("visit_jump")),
            column_words(),
            tuple(row_words(r, self.replay.decisions) for r in reviews),
            tuple(r.won for r in reviews),
            looks,
            total_words(reviews),
        )

    def press_row(self, key: str) -> bool:
        """Button ``key`` is a visit's row of the review: its costliest choice is shown (True)."""
        if not key.startswith(ROW_KEY):
            return False
        visit = int(key.removeprefix(ROW_KEY))
        found = next((r for r in self.reviews() if r.visit == visit), None)
        if found is not None:
            self.go(row_target(found))
        return True

    def step_rows(self, key: int) -> bool:
        """↑ ↓ with the review shown go between its rows, top to bottom (True: they did)."""
        rows = [b.key for b in summary_buttons(self.lay, self.reviews())]
        if not rows or key not in (pygame.K_UP, pygame.K_DOWN):
            return False
        at = rows.index(self.focus) if self.focus in rows else (-1 if key == pygame.K_DOWN else len(rows))
        self.focus = rows[max(0, min(len(rows) - 1, at + (1 if key == pygame.K_DOWN else -1)))]
        self.restill()
        return True
