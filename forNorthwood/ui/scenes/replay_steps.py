"""Where the replay's steps go: the next or previous decision, the start of a visit, a choice the
timeline marks, the first decision or the end, by a key (a controller's buttons come as keys) or by
a click on the timeline or a visit's band; and the replay's buttons, each with its key's cap, as the
table's show theirs (pure: no scene)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...i18n import _
from ...i18n.controls_text import keycap_name
from ...keeper import Replay
from ..buttons import Button
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


def marked_jump(marked: Sequence[int], index: int, forward: bool) -> int | None:
    """The next (``forward``) or previous choice of ``marked`` (sorted) from ``index``; None: none."""
    if forward:
        return next((m for m in marked if m > index), None)
    return next((m for m in reversed(marked) if m < index), None)


def key_step(replay: Replay, index: int, key: int, marked: Sequence[int] = (), pad: bool = False) -> int | None:
    """Where ``key`` goes from ``index``: Right or Space the next decision, Left or Backspace the
    previous; Down or Page Down the next visit, Up or Page Up the visit's start; T and H the next
    and the previous choice ``marked`` on the timeline (the shoulders RB and LB come as those keys);
    Home the first decision, End the end. A controller's X comes as Space (``pad``): it plays on
    from here, no step. None: not a key that steps (or no marked choice that way)."""
    if key == pygame.K_RIGHT or (key == pygame.K_SPACE and not pad):
        return replay.next_decision(index)
    if key in (pygame.K_LEFT, pygame.K_BACKSPACE):
        return replay.previous_decision(index)
    if key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
        return visit_jump(replay, index, True)
    if key in (pygame.K_UP, pygame.K_PAGEUP):
        return visit_jump(replay, index, False)
    if key in (pygame.K_t, pygame.K_h):
        return marked_jump(marked, index, key == pygame.K_t)
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


def replay_buttons(lay: ReplayLayout, replay: Replay, index: int) -> list[Button[str]]:
    """Previous, Next, Play on from here and Close, each with its key's cap on the device in use
    (a controller player found no way to Play on from here: the focus only went between Previous
    and Next, which the d-pad's ← → step)."""
    # Off at the ends: no decision before the first, none after the last (the end of the game
    # is still one End away); a player read "Next" lit on "decision 47 of 47" as more to come.
    decisions = replay.decisions
    return [
        Button(
            "previous",
            _("← Previous"),
            lay.previous,
            bool(decisions) and index > decisions[0],
            hint=keycap_name("previous_page"),
            keycap=True,
        ),
        Button(
            "next",
            _("Next →"),
            lay.next,
            bool(decisions) and index < decisions[-1],
            hint=keycap_name("next_page"),
            keycap=True,
        ),
        Button(
            "play_on",
            _("Play on from here"),
            lay.play_on,
            index < replay.length,
            primary=True,
            hint=keycap_name("play_on"),
            keycap=True,
        ),
        # "Close", not "Back": beside "← Previous" some languages would say "back" twice.
        Button("back", _("Close"), lay.back, hint=keycap_name("back"), keycap=True),
    ]
