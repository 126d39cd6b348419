"""What a frame costs, told by what it paints (not by the clock): a change of a few counts paints
those places only, the medal's celebration blends only what it draws, an idle screen draws nothing."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.ui.app import App
from forNorthwood.ui.medal_art import draw_medal, medal_bounds
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.starting import start_tutorial
from forNorthwood.ui.scenes.visit_still import VisitPicture
from forNorthwood.ui.stage import merged
from forNorthwood.ui.wake import IDLE_POLL_PAUSE, poll_pause

from .input_kit import FakeClock, make_app, position_session, settle
from .screen_kit import new_app, screens


def clips_of_paints(monkeypatch) -> list[pygame.Rect]:
    """The clip of the surface each time the visit's still picture is painted."""
    clips: list[pygame.Rect] = []
    paint = VisitPicture.paint

    def spy(self: VisitPicture, surface: pygame.Surface) -> None:
        clips.append(surface.get_clip())
        paint(self, surface)

    monkeypatch.setattr(VisitPicture, "paint", spy)
    return clips


def run_of_draws(clock: FakeClock, size: tuple[int, int]) -> App:
    """The Jack of Claws about to draw seven cards, one after the other (the event feed's run)."""
    app = make_app(clock, size=size, speed="normal")
    session = position_session(["5L"], ["7L", "2E", "3C", "4F", "6E", "1C", "8F"])
    app.carry_out(ShowGame(session))
    app.step()
    return app


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_a_run_of_draws_paints_only_the_counts_and_the_deck_again(clock, monkeypatch, size):
    app = run_of_draws(clock, size)
    clips = clips_of_paints(monkeypatch)
    app.scene.act(A.activate(0))
    for _ in range(400):
        clock.advance(16)
        app.step()
        if not app.busy():
            break
    window = pygame.Rect((0, 0), size)
    area = window.width * window.height
    assert len(clips) >= 7  # each card drawn changes the counts on the still picture
    assert all(clip != window for clip in clips)  # never the whole wooden table again
    assert all(clip.width * clip.height < area // 3 for clip in clips)
    # The picture painted place by place is exactly the one a whole paint gives.
    table = app.scene.table
    whole = pygame.Surface(size).convert()
    assert table.still is not None and table.background is not None
    table.still.paint(whole)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(table.background, "RGB")


def test_places_that_overlap_or_repeat_are_painted_once():
    a, b, far = pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(100, 100, 4, 4)
    assert merged([a, far, b, pygame.Rect(a)]) == [far, pygame.Rect(0, 0, 15, 15)]


@pytest.mark.parametrize("t", [0.0, 0.05, 0.2, 0.35, 0.5, 0.8, 0.95, 1.0])
def test_the_medal_draws_inside_its_bounds_and_alike_in_a_picture_of_just_that_size(t):
    disc = pygame.Rect(0, 0, 151, 151)
    room = disc.width * 7  # the square the stars' whole flight fits in
    disc.center = (room // 2, room // 2)
    big = pygame.Surface((room, room), pygame.SRCALPHA)
    draw_medal(big, disc, (240, 200, 60), t)
    bounds = medal_bounds(disc, t)
    assert bounds.contains(big.get_bounding_rect())
    small = pygame.Surface(bounds.size, pygame.SRCALPHA)
    draw_medal(small, disc.move(-bounds.left, -bounds.top), (240, 200, 60), t)
    assert pygame.image.tobytes(small, "RGBA") == pygame.image.tobytes(big.subsurface(bounds), "RGBA")
    if t < 0.5:
        assert bounds.width * bounds.height < room * room // 3  # the flight has only begun


def idle_screens() -> list[tuple[str, Callable[[App], None]]]:
    """Every screen of the layout test, and the first-start tutorial on the table."""

    def tutorial(app: App) -> None:
        app.carry_out(start_tutorial(app.ctx))

    return [(screen.name, screen.open) for screen in screens()] + [("tutorial", tutorial)]


@pytest.mark.parametrize("name,opening", idle_screens(), ids=[name for name, _ in idle_screens()])
def test_a_screen_left_alone_draws_nothing_once_it_has_settled(clock, tmp_path, name, opening):
    app = new_app(tmp_path, (1280, 800), "en", clock)
    try:
        opening(app)
        app.keeper.override(animation_speed="normal")  # as in the game: nothing may pulse for ever
        settle(app, clock)
        # A review searched off the UI thread: its result shown once (a generous wait: CI may be loaded).
        assert app.jobs.wait_idle(300)
        settle(app, clock)
        drawn = app.frames
        for _ in range(300):  # about five seconds of the loop's steps
            clock.advance(16)
            app.step()
        assert app.frames == drawn, f"{name} kept drawing"
        assert not app.busy()
    finally:
        app.close()


def test_the_loop_looks_for_input_less_often_the_longer_the_player_is_away():
    pauses = [poll_pause(quiet / 10) for quiet in range(0, 200)]
    assert pauses[0] == 0.004  # right after input: a drag follows the mouse
    assert pauses == sorted(pauses)
    assert max(pauses) == IDLE_POLL_PAUSE <= 0.04  # a first press after a while is still seen at once
    assert poll_pause(3.0) == IDLE_POLL_PAUSE


def test_an_idle_app_sleeps_the_longest_pause_between_looks(app, monkeypatch):
    pauses: list[float] = []

    def sleep(seconds: float) -> None:
        pauses.append(seconds)
        if len(pauses) == 3:  # the player comes back
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))

    monkeypatch.setattr(time, "sleep", sleep)
    pygame.event.clear()
    app.last_input = time.monotonic() - 60  # the player has been away a minute
    events = app.wait(None)
    assert [e.type for e in events] == [pygame.KEYDOWN]
    assert pauses == [IDLE_POLL_PAUSE] * 3


def test_the_background_jobs_pause_while_a_frame_is_handled_and_drawn_not_while_the_app_waits(app, monkeypatch):
    """The window's frame comes first (#27: a replay's advice, computed beside it, made 40 ms
    frames): the jobs are told for the whole of the frame's work, and not while it sleeps."""
    seen: list[tuple[str, bool]] = []
    update, draw = app.update, app.draw

    def spied_update() -> None:
        seen.append(("update", app.jobs.in_frame()))
        update()

    def spied_draw() -> None:
        seen.append(("draw", app.jobs.in_frame()))
        draw()

    monkeypatch.setattr(app, "update", spied_update)
    monkeypatch.setattr(app, "draw", spied_draw)
    app.dirty = True
    app.step(0)
    assert seen == [("update", True), ("draw", True)]
    assert not app.jobs.in_frame()


def _rich(picture: VisitPicture) -> VisitPicture:
    """``picture`` with about everything the visit's still picture can show at once."""
    from dataclasses import replace

    buttons = tuple(replace(look, focused=i == 0, hovered=i == 1) for i, look in enumerate(picture.buttons))
    allies = replace(picture.allies, lit=frozenset({0, 3}), focused=2)
    return replace(
        picture,
        known=3,
        deck_lit=True,
        deck_focused=True,
        baron_eyes=True,
        dialogue=False,
        question="card",
        skippable=True,
        buttons=buttons,
        allies=allies,
        score=4,
        discard=3,
    )


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080), (3840, 2160)])
def test_a_picture_painted_place_by_place_is_the_picture_painted_whole(clock, size):
    """Under a clip the still picture paints only its parts that reach into it (at 4K each part's
    words cost a millisecond): painted tile by tile, it is exactly the picture painted whole."""
    app = run_of_draws(clock, size)
    for picture in (app.scene.picture(), _rich(app.scene.picture())):
        whole = pygame.Surface(size)
        picture.paint(whole)
        tiled = pygame.Surface(size)
        tile = max(size) // 12
        for x in range(0, size[0], tile):
            for y in range(0, size[1], tile):
                tiled.set_clip(pygame.Rect(x, y, tile, tile))
                picture.paint(tiled)
        assert pygame.image.tobytes(tiled, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_a_card_drawn_paints_only_the_words_of_the_places_it_changed(clock, monkeypatch):
    """A card drawn changes the deck's and the hand's counts: the places shown again paint the
    counts' line and the deck, not every word of the table once per place."""
    from forNorthwood.ui.text import recording

    app = run_of_draws(clock, (3840, 2160))
    clips = clips_of_paints(monkeypatch)
    app.scene.act(A.activate(0))
    clock.advance(16)
    app.step()  # the Jack turns; its first card leaves the deck
    while app.scene.table.painting():  # the turn's own places, painted over the next frames at 4K
        clock.advance(16)
        app.step()
    for _ in range(400):
        clips.clear()
        with recording() as drawn:
            clock.advance(16)
            app.step()
        if clips:
            break
    assert clips and all(clip != pygame.Rect((0, 0), (3840, 2160)) for clip in clips)
    words = {d.message for d in drawn}
    assert any(word.startswith("Deck ") for word in words)  # the counts' line
    assert not words & {"Menu", "Undo", "Response", "Score: 0"}  # far from what changed
    assert len(drawn) <= 16, sorted(words)


def test_a_card_that_stays_put_is_not_drawn_again(clock):
    """Every event sends every card to its place; one whose place and look are the same is not
    blitted again (at 4K the dozen cards that stay put doubled an event's frame)."""
    app = run_of_draws(clock, (3840, 2160))
    settle(app, clock)
    sprites = [s for s in app.scene.table.sprites.values() if s.visible]
    for sprite in sprites:
        sprite.dirty = 0
    app.scene.refresh()  # every card sent to the place it is at
    assert [s.ident for s in sprites if s.dirty] == []


def test_the_table_never_falls_back_to_drawing_the_whole_window_every_frame(clock, monkeypatch):
    """pygame's dirty-sprite group blits the whole window every frame once a frame took over
    12.5 ms (a busy machine), and at 4K that whole window costs more than 12.5 ms: it never came
    back. The table's group always draws the changed places only."""
    app = run_of_draws(clock, (3840, 2160))
    settle(app, clock)
    ticks = iter(range(0, 10**9, 40))  # every frame seems to take 40 ms
    monkeypatch.setattr(pygame.sprite, "get_ticks", lambda: next(ticks))
    window = pygame.Rect((0, 0), (3840, 2160))
    hand = app.scene.table.sprite_of(next(iter(app.scene.table.frame.shown_at)))
    assert hand is not None
    for i in range(3):
        hand.frect.move_ip(4, 0)
        hand.redraw()
        changed = app.scene.draw(app.surface, full=False)
        assert changed is not None and window not in changed, i


def test_a_spinning_card_is_turned_without_smoothing(monkeypatch):
    """A card between 0 and 90 degrees (an ally turning, a quarter of a second) is turned without
    smoothing: a smoothed turn of a 3840×2160 card took a whole frame's time in every frame."""
    from forNorthwood.ui import card_art

    def smoothed(*args, **kwargs):
        raise AssertionError("smoothed turn")

    monkeypatch.setattr(pygame.transform, "rotozoom", smoothed)
    card = pygame.Surface((330, 462), pygame.SRCALPHA)
    turned = card_art.rotated(card, 45.0)
    assert turned.get_width() > card.get_width()  # turned: its box is wider
    assert card_art.rotated(card, 0.0) is card
    assert card_art.rotated(card, 90.0).get_size() == (462, 330)
