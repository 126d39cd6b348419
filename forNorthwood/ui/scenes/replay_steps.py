"""Where the replay's steps go: the next or previous decision, the start of a visit, the first
decision or the end, by a key or by a click on the timeline or a visit's band (pure: no scene)."""

from __future__ import annotations

import pygame

from ...keeper import Replay
from ..replay_places import ReplayLayout, mark_x
from .replay_picture import replay_bands


def first_decision_from(replay: Replay, index: int) -> int:
    """The first decision at or after ``index`` (the start of a visit is its fief's choice)."""
    return index if index in replay.decisions or index >= replay.length else replay.next_decision(index)


def visit_jump(replay: Replay, index: int, forward: bool) -> int:
    """The first decision of the next visit (``forward``; the end after the last), else of the
    start of the visit shown (of the visit before it, from its start)."""
    starts = replay.visit_starts
    visit = replay.visit_of(index)
    if forward:
        target = starts[visit + 1] if visit + 1 < len(starts) else replay.length
    else:
        start = starts[visit] if starts else 0
        target = start if index > start else (starts[visit - 1] if visit > 0 else 0)
    return first_decision_from(replay, target)


def key_step(replay: Replay, index: int, key: int) -> int | None:
    """Where ``key`` goes from ``index``: Right or Space the next decision, Left or Backspace the
    previous; Down, Page Down or T the next visit, Up, Page Up or H the visit's start (the shoulders
    come as those keys); Home the first decision, End the end. None: not a key that steps."""
    if key in (pygame.K_RIGHT, pygame.K_SPACE):
        return replay.next_decision(index)
    if key in (pygame.K_LEFT, pygame.K_BACKSPACE):
        return replay.previous_decision(index)
    if key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_t):
        return visit_jump(replay, index, True)
    if key in (pygame.K_UP, pygame.K_PAGEUP, pygame.K_h):
        return visit_jump(replay, index, False)
    if key == pygame.K_HOME:
        return first_decision_from(replay, 0)
    if key == pygame.K_END:
        return replay.length
    return None


def clicked_step(lay: ReplayLayout, replay: Replay, pos: tuple[int, int]) -> int | None:
    """Where a click at ``pos`` goes: on the timeline, the decision whose mark is nearest; on a
    visit's band, that visit's first decision. None: neither was clicked."""
    if lay.timeline.inflate(0, lay.px(8)).collidepoint(pos) and replay.decisions:
        return min(replay.decisions, key=lambda d: abs(mark_x(lay.timeline, d, replay.length) - pos[0]))
    for start, band in zip(replay.visit_starts, replay_bands(lay, replay.visit_starts, replay.length), strict=True):
        if band.collidepoint(pos):
            return first_decision_from(replay, start)
    return None
