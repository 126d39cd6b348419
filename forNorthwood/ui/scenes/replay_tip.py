"""The replay timeline's tooltip and its scrubbing (pure: no scene).

A mark under the pointer (or the decision a drag on the timeline has reached) is said in a small
tooltip over the timeline: the visit and the decision's number, what the player chose, and for a
marked one the points of chance it cost (red) or the chance the cards revealed took (blue). It is
placed by ``tooltips.tooltip``, inside the window at every size.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

import pygame

from ...game.replay_advice import DecisionAdvice
from ...i18n.choice_text import allies_of
from ...i18n.replay_text import (
    points_meaning_text,
    position_text,
    tick_choice_text,
    tick_drop_text,
    tick_luck_text,
)
from ...i18n.review_text import action_words, chance_text
from ...keeper import Replay
from ..replay_places import ReplayLayout, mark_x, replay_layout
from ..theme import MIN_TEXT
from ..tooltips import tooltip
from .replay_marks import Luck


def on_timeline(lay: ReplayLayout, pos: tuple[int, int]) -> bool:
    """Whether ``pos`` is on the timeline (a little above and under it too: its marks are thin)."""
    return lay.timeline.inflate(0, lay.px(8)).collidepoint(pos)


def nearest_decision(lay: ReplayLayout, replay: Replay, x: int) -> int | None:
    """The decision whose mark is nearest to ``x`` along the timeline (a drag past its ends holds
    the first or the last); None: the game has none."""
    if not replay.decisions:
        return None
    return min(replay.decisions, key=lambda d: abs(mark_x(lay.timeline, d, replay.length) - x))


def tick_words(
    replay: Replay,
    index: int,
    decision: DecisionAdvice | None,
    marked: Collection[int],
    luck: Luck | None,
) -> tuple[str, str]:
    """The tooltip's title and body for decision ``index``: where it is, what was chosen, and the
    points it cost when the timeline marks it in red (the cards' fall when in blue)."""
    number = replay.decisions.index(index) + 1
    title = position_text(number, len(replay.decisions), replay.visit_of(index) + 1, False)
    played = replay.position(index).action
    assert played is not None  # a decision: the player chose there
    lines = [tick_choice_text(action_words(played, allies_of(replay.state(index))))]
    if decision is not None and index in marked:
        goal = None if decision.in_visit or decision.measure is None else decision.measure[1]
        lines.append(tick_drop_text(round(decision.drop * 100), decision.drop_exact, goal))
        best = None if decision.best is None else decision.value(decision.best)
        kept = decision.value(decision.played)
        if best is not None and kept is not None:  # what a point is, in the player's own two chances
            lines.append(points_meaning_text(chance_text(*best), chance_text(*kept)))
    if luck is not None:
        lines.append(tick_luck_text(chance_text(*luck.before), chance_text(*luck.after)))
    return title, "\n".join(lines)


def tick_anchor(lay: ReplayLayout, replay: Replay, index: int) -> pygame.Rect:
    """The place of decision ``index``'s mark on the timeline (the tooltip goes beside it)."""
    width = max(6, lay.px(8))
    x = mark_x(lay.timeline, index, replay.length)
    return pygame.Rect(x - width // 2, lay.timeline.top, width, lay.timeline.height)


def tick_tooltip(lay: ReplayLayout, title: str, body: str, anchor: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """The tooltip's picture and where it goes: beside the mark, over the strip rather than on the
    timeline's other marks, off the replay's buttons where it can, inside the window."""
    return _tip(lay.size, title, body, (anchor.x, anchor.y, anchor.w, anchor.h))


@lru_cache(maxsize=64)
def _tip(
    window: tuple[int, int], title: str, body: str, anchor: tuple[int, int, int, int]
) -> tuple[pygame.Surface, pygame.Rect]:
    """``tick_tooltip``, made once per mark and language (a scrub passes the same marks again)."""
    lay = replay_layout(*window)
    size = max(MIN_TEXT, lay.text(14))
    buttons = (lay.previous, lay.next, lay.play_on, lay.back)  # left in sight where it can
    window_rect = pygame.Rect((0, 0), window)
    return tooltip(window_rect, title, body, pygame.Rect(anchor), size, (lay.timeline, lay.visits), keep=buttons)
