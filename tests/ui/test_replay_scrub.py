"""The replay's timeline, as first-time players asked for it: a press on it and a drag scrub
through the decisions (the table follows, the advice shown as when stepping), and a mark under
the pointer says in a small tooltip the visit, the decision's number, what was chosen and, for a
red mark, the points of chance it cost; the tooltip stays inside the window at every size."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.i18n import speaking
from forNorthwood.i18n.choice_text import allies_of
from forNorthwood.i18n.review_text import action_words
from forNorthwood.ui.replay_places import mark_x, replay_layout
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes import replay_tip
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import key, make_app, post, settle
from .test_replay_screen import finished, keep_quick_advice, replay_scene


def opened(app, index=None):
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    settle(app)
    return replay_scene(app), replay, advice


def motion(pos, held=False):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))


def test_a_drag_along_the_timeline_scrubs_from_tick_to_tick_and_lands_where_it_is_let_go(app):
    scene, replay, _ = opened(app)
    lay = replay_layout(*app.ctx.size)
    decisions = replay.decisions
    i, j = decisions[3], decisions[len(decisions) * 2 // 3]
    start, end = (mark_x(lay.timeline, i, replay.length), lay.timeline.centery), None
    end = (mark_x(lay.timeline, j, replay.length), lay.timeline.centery)
    post(app, motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    assert scene.index == i and scene.scrubbing
    seen = [scene.index]
    for step in range(1, 13):  # the pointer wanders a little off the line: the scrub holds on
        x = start[0] + (end[0] - start[0]) * step // 12
        post(app, motion((x, end[1] + (30 if step % 3 == 0 else 0)), held=True))
        seen.append(scene.index)
        assert scene.tip == scene.index  # the tooltip follows the decision reached
    assert seen == sorted(seen) and len(set(seen)) > 5, seen  # every tick on the way, one after the other
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    settle(app)
    assert scene.index == j and not scene.scrubbing
    # The table follows and the advice is shown as when stepping: the very position and badges.
    assert scene.table.model == type(scene.table.model).from_state(replay.state(j))
    assert scene.placed is not None and scene.placed[0] == j
    # Keys step as before from where the scrub left it.
    key(app, pygame.K_RIGHT)
    settle(app)
    assert scene.index == replay.next_decision(j)
    key(app, pygame.K_LEFT)
    settle(app)
    assert scene.index == j


def test_a_drag_past_the_timelines_ends_holds_the_first_and_the_last_decision(app):
    scene, replay, _ = opened(app)
    lay = replay_layout(*app.ctx.size)
    middle = (lay.timeline.centerx, lay.timeline.centery)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=middle, button=1))
    post(app, motion((app.ctx.size[0] - 1, middle[1]), held=True))
    assert scene.index == replay.decisions[-1]
    post(app, motion((0, middle[1]), held=True))
    assert scene.index == replay.decisions[0]
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, middle[1]), button=1))
    settle(app)
    assert scene.index == replay.decisions[0]


def test_hovering_a_red_mark_says_the_visit_the_decision_the_choice_and_the_drop(app):
    scene, replay, advice = opened(app)
    marked = scene.marked()
    assert marked
    index = marked[0]
    lay = replay_layout(*app.ctx.size)
    pos = (mark_x(lay.timeline, index, replay.length), lay.timeline.centery)
    replay_tip._tip.cache_clear()  # each tooltip is made once: drawn here, where its words are noted
    with speaking("en"), recording() as drawn:
        post(app, motion(pos))
    assert scene.tip == index and scene.table.tooltip.visible
    said = " ".join(t.message for t in drawn)
    number = replay.decisions.index(index) + 1
    visit = replay.visit_of(index) + 1
    assert f"Visit {visit} · decision {number} of {len(replay.decisions)}" in said, said
    choice = action_words(replay.position(index).action, allies_of(replay.state(index)))
    assert f"Chosen: {choice}" in said, said
    points = round(advice.at(index).drop * 100)
    assert f"Cost {points}" in said or f"Cost ≈{points}" in said, said
    # An unmarked mark says no drop; off the timeline the tooltip goes.
    plain = next(d for d in replay.decisions if d not in marked and d not in {luck.index for luck in scene.luck()})
    replay_tip._tip.cache_clear()  # each tooltip is made once: drawn here, where its words are noted
    with speaking("en"), recording() as drawn:
        post(app, motion((mark_x(lay.timeline, plain, replay.length), lay.timeline.centery)))
    said = " ".join(t.message for t in drawn)
    assert scene.tip == plain and "Chosen:" in said and "Cost" not in said, said
    post(app, motion((lay.timeline.centerx, lay.timeline.top - lay.px(60))))
    assert scene.tip is None and not scene.table.tooltip.visible


@pytest.mark.parametrize("size", [(960, 600), (3840, 2160)])
def test_the_marks_tooltip_stays_inside_the_window_and_reads(clock, size):
    app = make_app(clock, size)
    scene, replay, _ = opened(app)
    lay = replay_layout(*size)
    window = pygame.Rect((0, 0), size)
    for index in {replay.decisions[0], replay.decisions[-1], *scene.marked()}:
        pos = (mark_x(lay.timeline, index, replay.length), lay.timeline.centery)
        replay_tip._tip.cache_clear()
        with recording() as drawn:
            post(app, motion(pos))
        tip = scene.table.tooltip
        assert scene.tip == index and tip.visible
        assert window.contains(tip.rect), (index, tip.rect)
        assert not tip.rect.colliderect(lay.timeline)  # the marks stay in sight under it
        assert drawn and all(t.fits for t in drawn)
        assert all(t.drawn_size >= MIN_TEXT for t in drawn)
        post(app, motion((0, 0)))


def test_the_tooltip_leaves_the_screen_when_the_pointer_leaves_its_mark(app):
    """A first-time player clicked a mark, moved the pointer away, and its tooltip stayed on the
    screen over the legend: hiding it asked for no frame, so the window kept the old picture."""
    scene, replay, _ = opened(app)
    lay = replay_layout(*app.ctx.size)
    at = (mark_x(lay.timeline, replay.decisions[5], replay.length), lay.timeline.centery)
    post(app, motion(at), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    settle(app)
    assert scene.tip is not None and not app.needs_drawing()
    scene.handle(motion((at[0], lay.timeline.top - lay.timeline.height * 8)))
    assert scene.tip is None
    assert app.needs_drawing()  # the next frame takes the tooltip off
    settle(app)
    assert not scene.table.tooltip.visible


def test_h_and_t_go_from_costly_choice_to_costly_choice_only(app):
    """The legend ties H/T to the red marks ("choices costing 10+ points (H/T: previous/next)"); a
    first-time player pressed T for the next mistake and landed on the cards' blue marks."""
    scene, _, _ = opened(app, index=0)
    red = sorted(scene.marked())
    seen = []
    for _ in range(len(red) + 2):
        key(app, pygame.K_t)
        if not seen or seen[-1] != scene.index:
            seen.append(scene.index)
    assert seen == [i for i in red if i > 0], (seen, red)
    assert not {luck.index for luck in scene.luck()} - set(red) & set(seen)
