"""The replay screen through the real event loop: opened from the end of the game and from the
statistics, stepped with keys, mouse and controller, its advice read from beside the record
(or computed in the background and kept), play on from here as a practice game not recorded;
its places at every size."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame
import pytest

from forNorthwood import keeper as keeper_module
from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS
from forNorthwood.ai.infoset import unseen
from forNorthwood.core.view import view
from forNorthwood.game.session import Session
from forNorthwood.keeper import GameAdvice, GameRecord, Replay
from forNorthwood.ui.app import App
from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.replay_places import STRIP_REGIONS, mark_x, replay_layout
from forNorthwood.ui.scene import Goto, Pop, Push, ShowGame
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.replay import ADVICE_LANE, ReplayPicture, ReplayScene
from forNorthwood.ui.scenes.replay_picture import CHIP_RING, replay_bands
from forNorthwood.ui.scenes.replay_verdict import reason_words
from forNorthwood.ui.scenes.statistics import RECENT_PAGE, REPLAY_KEYS, StatisticsOverlay
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.table_scene import TableScene
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import button, center_of, click, key, make_app, settle, step_until
from .screen_kit import TABLE_SIZES, new_app, replay_advice, replay_position, session_at

REPLAY_SIZES = ((960, 600), (1280, 800), (1920, 1080), (3840, 2160))


def end_screen(app: App, session: Session) -> None:
    """The end of ``session``'s game, past the pause in which it takes no click."""
    app.carry_out(ShowGame(session))
    settle(app)
    app.ctx.now.advance(RESULT_PAUSE_MS + 1)  # type: ignore[attr-defined]  # the tests' FakeClock
    settle(app)


def finished(app: App) -> tuple[Session, GameRecord, Replay]:
    """A finished game on its end screen (recorded), its record and its replay."""
    session = session_at("over")
    end_screen(app, session)
    record = app.keeper.record_of(session)
    assert record is not None
    return session, record, app.keeper.replay(record)


def keep_quick_advice(app: App, record: GameRecord, replay: Replay) -> GameAdvice:
    """Advice kept beside the record as if computed at the Hint's budget (a small budget's
    numbers: the game's own budget takes minutes for a whole game)."""
    advice = replace(replay_advice(replay, replay.length), budget_ms=DEFAULT_BUDGET_MS)
    assert app.keeper.keep_advice(record, advice)
    return advice


def replay_scene(app: App) -> ReplayScene:
    scene = app.scene
    assert isinstance(scene, ReplayScene), type(scene).__name__
    return scene


def test_the_end_screen_opens_the_replay_stepped_with_keys_mouse_and_controller(app):
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    click(app, center_of(app, "replay"))
    settle(app)
    scene = replay_scene(app)
    assert app.ctx.jobs.lane(ADVICE_LANE).current() is None  # kept advice: nothing computed again
    assert scene.advice == advice
    first = replay.decisions[0]
    assert scene.index == first
    key(app, pygame.K_RIGHT)
    settle(app)
    assert scene.index == replay.decisions[1]
    key(app, pygame.K_LEFT)
    settle(app)
    assert scene.index == first
    click(app, center_of(app, "next"))
    settle(app)
    assert scene.index == replay.decisions[1]
    click(app, center_of(app, "previous"))
    settle(app)
    assert scene.index == first
    # The controller: the d-pad's ← → step, its ↓ ↑ go from visit to visit (the shoulders go from
    # one marked choice to the next: test_replay_pad).
    button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    settle(app)
    assert scene.index == replay.decisions[1]
    button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    settle(app)
    assert replay.visit_of(scene.index) == 1 and scene.index >= replay.visit_starts[1]
    button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    settle(app)
    assert replay.visit_of(scene.index) == 0
    # The timeline: a click on a mark shows that decision; on a visit's band, its start.
    lay = replay_layout(*app.ctx.size)
    wanted = replay.decisions[len(replay.decisions) // 2]
    click(app, (mark_x(lay.timeline, wanted, replay.length), lay.timeline.centery))
    settle(app)
    assert scene.index == wanted
    bands = replay_bands(lay, replay.visit_starts, replay.length)
    click(app, bands[3].center)
    settle(app)
    assert replay.visit_of(scene.index) == 3 and scene.index == min(
        d for d in replay.decisions if d >= replay.visit_starts[3]
    )
    key(app, pygame.K_END)
    settle(app)
    assert scene.index == replay.length
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.scene, EndOfGameScene)


def test_the_verdict_and_the_badges_are_the_advice_of_the_decision_shown(app):
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    drop = advice.biggest_drops(1)[0]
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=drop.index)))
    settle(app)
    scene = replay_scene(app)
    with recording() as drawn:
        app.dirty = True
        app.draw()
    words = " ".join(t.message for t in drawn)
    # How much it cost, or, where the advice knows it, why (``replay_reason``) in its place.
    why = None if drop.reason is None else reason_words(drop.reason)
    assert ("One of this game's biggest drops" if why is None else " ".join(why.split()[-3:])) in words
    # The player's move, told as a clause ("You played the 7 of Eyes"), then the Hint's.
    from forNorthwood.i18n.choice_text import allies_of, asked_of, did_clause

    played = scene.played()
    assert played is not None and did_clause(played, allies_of(scene.state), asked_of(scene.state)) in words
    shown = [s for s in scene.badges if s.visible]
    assert shown  # the Hint's badges on the cards, the best one's glow, the player's choice ringed


def test_a_replay_without_kept_advice_computes_it_in_the_background_and_keeps_it(app, monkeypatch):
    real = keeper_module.advise_game

    def quick(replay, budget_ms, should_stop, progress, book=None):  # the Hint's budget, weighed quickly
        return replace(real(replay, 2, should_stop, progress), budget_ms=budget_ms)

    monkeypatch.setattr(keeper_module, "advise_game", quick)
    session = Session(5, "intro", 16)
    while not session.over:
        session.apply(next(a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")))
    end_screen(app, session)
    record = app.keeper.record_of(session)
    assert record is not None
    click(app, center_of(app, "replay"))
    settle(app)
    scene = replay_scene(app)
    assert scene.advice is None and app.ctx.jobs.lane(ADVICE_LANE).running()
    step_until(app, lambda: scene.advice is not None, timeout=240)
    replay = app.keeper.replay(record)
    assert app.keeper.kept_advice(record, replay) == scene.advice
    # A second opening reads it: no job.
    app.ctx.jobs.lane(ADVICE_LANE).cancel()
    key(app, pygame.K_ESCAPE)
    settle(app)
    app.ctx.now.advance(RESULT_PAUSE_MS + 1)  # type: ignore[attr-defined]
    click(app, center_of(app, "replay"))
    settle(app)
    assert replay_scene(app).advice == scene.advice
    assert app.ctx.jobs.lane(ADVICE_LANE).current() is None


def test_play_on_from_here_starts_a_practice_game_that_is_not_recorded(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    in_progress = app.keeper.new_game(21, "intro", 16)
    saved = app.keeper.folders.save.read_bytes()
    played = len(app.keeper.recorded_games())
    index = next(i for i in replay.decisions if replay.visit_of(i) == 2)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    settle(app)
    click(app, center_of(app, "play_on"))
    settle(app)
    scene = app.scene
    assert isinstance(scene, TableScene)
    practice = scene.session
    assert practice.played_on and practice is not app.keeper.current
    assert app.keeper.current is in_progress
    state = replay.state(index)
    assert view(practice.state) == view(state) and sorted(unseen(practice.state)) == sorted(unseen(state))
    with recording() as drawn:
        app.dirty = True
        app.draw()
    assert any(t.message == "Practice\nnot recorded" for t in drawn)  # the table says so
    while not practice.over:
        practice.apply(next(a for a in practice.legal() if a.type not in ("stop_game", "back", "unsubstitute")))
    app.carry_out(ShowGame(practice))
    settle(app)
    assert isinstance(app.scene, EndOfGameScene)
    with recording() as drawn:
        app.dirty = True
        app.draw()
    assert any("not added to your statistics" in t.message for t in drawn)
    # No review is tried for a game that starts mid-game (it would say it could not be made).
    assert any("A practice game has no review" in t.message for t in drawn)
    assert not any("could not be made" in t.message for t in drawn)
    assert app.ctx.jobs.lane(("review", practice.game_id)).current() is None
    assert len(app.keeper.recorded_games()) == played
    assert app.keeper.folders.save.read_bytes() == saved


def test_the_statistics_open_a_replay_and_refuse_an_old_record_in_words(app):
    session, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, RECENT_PAGE)))
    settle(app)
    click(app, center_of(app, REPLAY_KEYS[0]))
    settle(app)
    assert replay_scene(app).record.game_id == session.game_id
    # Close (or Esc) goes back to the statistics it was opened from, at the same page and button,
    # over the title (it went to the title).
    for leave in (lambda: key(app, pygame.K_ESCAPE), lambda: click(app, center_of(app, "back"))):
        leave()
        settle(app)
        shown = app.scene
        assert isinstance(shown, StatisticsOverlay) and isinstance(app.base, TitleScene)
        assert shown.page == RECENT_PAGE and shown.focus == REPLAY_KEYS[0]
        key(app, pygame.K_RETURN)  # the focus is on that game's Replay: it opens again
        settle(app)
        assert replay_scene(app).record.game_id == session.game_id
    key(app, pygame.K_ESCAPE)
    settle(app)
    app.carry_out(Pop())
    settle(app)
    assert isinstance(app.scene, TitleScene)
    # A record from before replays: the player is told, the screen stays, the record is kept.
    path = app.keeper.folders.statistics
    stored = path.read_text(encoding="utf-8")
    assert f'"replay":"{record.replay}"' in stored
    path.write_text(stored.replace(f'"replay":"{record.replay}"', '"replay":null'), encoding="utf-8")
    kept = path.read_bytes()
    app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, RECENT_PAGE)))
    settle(app)
    click(app, center_of(app, REPLAY_KEYS[0]))
    settle(app)
    assert not isinstance(app.scene, ReplayScene)
    assert any("before games kept their replays" in notice for notice in app.keeper.notices)
    assert path.read_bytes() == kept


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_the_replay_screen_places_do_not_overlap(size):
    lay = replay_layout(*size)
    window = pygame.Rect((0, 0), size)
    table = lay.table
    regions = {name: getattr(lay, name) for name in STRIP_REGIONS}
    for name, rect in regions.items():
        assert window.contains(rect), name
        for other in ("hand", "buttons", "prompt", "message", "allies", "ruler", "center"):
            assert not rect.colliderect(getattr(table, other)), (name, other)
    for a, b in itertools.combinations(regions, 2):
        assert not regions[a].colliderect(regions[b]), (a, b)
    buttons = (lay.previous, lay.next, lay.play_on, lay.back)
    for a, b in itertools.combinations(buttons, 2):
        assert not a.colliderect(b)
    assert all(table.buttons.contains(b) for b in buttons)
    assert table.size[1] < size[1] and table.size[0] == size[0]


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_the_replay_screen_reads_at_every_size(clock, size):
    """Every text fits its box; at 960×600 none is drawn under the text floor."""
    app = make_app(clock, size)
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    # The decisions with the most words: the biggest drop (a verdict and its note), options on no card.
    for index in {advice.biggest_drops(1)[0].index, replay.decisions[0], replay.length}:
        app.carry_out(Goto(lambda ctx, index=index: ReplayScene(ctx, record, replay, index=index)))
        settle(app)
        with recording() as drawn:
            app.dirty = True
            app.draw()
        assert drawn
        problems = [f"{t.message[:60]!r}: {t.problem()}" for t in drawn if not t.fits]
        if size == TABLE_SIZES[0]:
            problems += [f"{t.message[:60]!r} at {t.drawn_size}px" for t in drawn if t.drawn_size < MIN_TEXT]
        assert problems == []


def test_a_step_paints_only_what_changed_and_the_window_is_as_if_painted_whole(clock, monkeypatch):
    """Stepping inside a visit paints the still picture again only where it changed (the counts,
    the trick, the verdict, the timeline); the window is then exactly the one a whole paint gives."""
    app = make_app(clock, (1280, 800), speed="normal")
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay_position(replay))))
    settle(app, clock)
    painted: list[pygame.Rect] = []
    real_paint = ReplayPicture.paint

    def counting(picture: ReplayPicture, surface: pygame.Surface) -> None:
        painted.append(surface.get_clip())
        real_paint(picture, surface)

    monkeypatch.setattr(ReplayPicture, "paint", counting)
    for forward in (True, True, True, False):
        key(app, pygame.K_RIGHT if forward else pygame.K_LEFT)
        settle(app, clock)
    assert painted and all(r.width * r.height < 1280 * 800 for r in painted)  # never the whole window
    stepped = pygame.image.tobytes(app.surface, "RGB")
    app.dirty = True
    app.draw()
    assert pygame.image.tobytes(app.surface, "RGB") == stepped


def test_a_practice_games_menu_does_not_say_it_is_saved(app):
    """A practice game is never saved: its menu's Quit says only "Quit" (a first-time player
    read "Quit (the game is saved)" and found no game to continue)."""
    from forNorthwood.game.play_on import play_on
    from forNorthwood.ui.scenes.menu_overlay import MenuOverlay

    _, _, replay = finished(app)
    practice = play_on(replay, replay_position(replay), 7)
    labels = {b.key: b.label for b in MenuOverlay(app.ctx, practice).buttons()}
    assert labels["quit"] == "Quit"
    game = app.keeper.new_game(21, "intro", 16)
    assert MenuOverlay(app.ctx, game).buttons()[-1].label == "Quit (the game is saved)"


def test_the_fief_legend_tells_the_rule_the_ring_follows():
    """The Hint rings the fief with the best chance of reaching the star goal (``fief_order``),
    not the most stars to expect: the legend says so (it contradicted the ring)."""
    from forNorthwood.ai.advisor import ActionAdvice, Advice
    from forNorthwood.core import actions as A
    from forNorthwood.core.setup import new_game
    from forNorthwood.ui.hint_words import legend_text

    entries = tuple(ActionAdvice(A.choose_fief(f), 0.5 + f / 20, False, 9) for f in range(8))
    text = legend_text(new_game(3, "full", 16), Advice(entries, 7, 0.85, fief=7))
    assert "chance to reach 16 stars" in text and "most stars to expect" not in text


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_your_choice_covers_no_odds_and_stays_in_the_window(clock, size):
    """The tag on the card the player chose covers no badge (a fief's hangs under its foot, where
    the tag was: "yo≈88%ce"), and none is cut by the window's edge (fief 0 is at its left)."""
    app = make_app(clock, size)
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    fiefs = [i for i in replay.decisions if replay.state(i).phase.name == "CHOOSE_FIEF"]
    window = pygame.Rect((0, 0), size)
    tags = rings = 0
    for index in (*fiefs, replay_position(replay)):
        app.carry_out(Goto(lambda ctx, index=index: ReplayScene(ctx, record, replay, index=index)))
        settle(app)
        badges = replay_scene(app).badges
        rings += any(b.visible for b in badges[1::4])
        odds = [b.rect for b in badges[3::4] if b.visible]
        for tag in (b for b in badges[2::4] if b.visible):
            tags += 1
            assert window.contains(tag.rect), (index, tag.rect)
            assert not any(tag.rect.colliderect(o) for o in odds), (index, tag.rect, odds)
    # Every choice ringed; tagged where there is room clear of the headings (at 960×600 none under
    # fiefs 0 and 2, between "Ruler of fief N" and "Friends": the ring and the verdict say it).
    assert rings >= len(fiefs) and tags >= len(fiefs) // 2, (rings, tags)


def test_a_practice_game_goes_back_to_the_replay_at_the_same_decision(app):
    """From a practice game, the menu's "Back to the replay" (Esc, then Enter: keyboard and pad
    alike) and its end screen's button return to the replay it came from, at the same decision."""
    from forNorthwood.ui.scenes.menu_overlay import MenuOverlay

    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    index = next(i for i in replay.decisions if replay.visit_of(i) == 2)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    settle(app)
    click(app, center_of(app, "play_on"))
    settle(app)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.played_on_from == (record.game_id, index)
    practice = table.session
    key(app, pygame.K_ESCAPE)
    settle(app)
    menu = app.scene
    assert isinstance(menu, MenuOverlay)
    labels = {b.key: b.label for b in menu.buttons()}
    assert labels["replay"] == "Back to the replay" and len(labels) == 12  # in the tutorial's row (Puzzles among them)
    menu.focus = "replay"
    key(app, pygame.K_RETURN)
    settle(app)
    back = replay_scene(app)
    assert back.record.game_id == record.game_id and back.index == index
    # The end of a practice game goes back there too; its focus starts on that button.
    while not practice.over:
        practice.apply(next(a for a in practice.legal() if a.type not in ("stop_game", "back", "unsubstitute")))
    end_screen(app, practice)
    assert isinstance(app.scene, EndOfGameScene) and app.scene.focus == "replay"
    key(app, pygame.K_RETURN)
    settle(app)
    assert replay_scene(app).index == index
    # A game not played on from a replay has no such entry.
    assert "replay" not in {b.key for b in MenuOverlay(app.ctx, app.keeper.new_game(21, "intro", 16)).buttons()}


def test_close_from_the_replay_a_practice_game_went_back_to_returns_where_it_was_opened(app):
    """End screen → replay → Play on → the menu's "Back to the replay" → Close: the end screen the
    replay was opened from (it went to the title); from a practice game's own end screen too."""
    from forNorthwood.ui.scenes.menu_overlay import MenuOverlay

    session, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    click(app, center_of(app, "replay"))
    settle(app)
    replay_scene(app).go(next(i for i in replay.decisions if replay.visit_of(i) == 7))
    click(app, center_of(app, "play_on"))
    settle(app)
    table = app.scene
    assert isinstance(table, TableScene)
    practice = table.session
    key(app, pygame.K_ESCAPE)
    settle(app)
    menu = app.scene
    assert isinstance(menu, MenuOverlay)
    menu.focus = "replay"
    key(app, pygame.K_RETURN)
    settle(app)
    replay_scene(app)
    click(app, center_of(app, "back"))
    settle(app)
    shown = app.scene
    assert isinstance(shown, EndOfGameScene) and shown.session is session
    # The practice game's own end screen: its Back to the replay closes at the same end screen.
    while not practice.over:
        practice.apply(next(a for a in practice.legal() if a.type not in ("stop_game", "back", "unsubstitute")))
    end_screen(app, practice)
    key(app, pygame.K_RETURN)
    settle(app)
    replay_scene(app)
    key(app, pygame.K_ESCAPE)
    settle(app)
    shown = app.scene
    assert isinstance(shown, EndOfGameScene) and shown.session is session


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_practice_start_message_stays_on_its_line_clear_of_the_tag(language):
    """The message that starts a practice game is one line: it no longer wraps upwards over the
    "Practice / not recorded" tag (a first-time player saw it covered until it faded)."""
    from forNorthwood.i18n import speaking
    from forNorthwood.i18n.replay_text import practice_started_text
    from forNorthwood.ui.event_feed import FeedLine
    from forNorthwood.ui.still_drawing import feed_picture, practice_tag
    from forNorthwood.ui.table_places import table_layout

    with speaking(language):
        for size in REPLAY_SIZES:
            lay = table_layout(*size)
            _, rect = feed_picture(lay, [FeedLine(practice_started_text())])
            assert rect == lay.message, (size, rect)
            assert not rect.colliderect(practice_tag(lay)), size


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_stepping_leaves_nothing_behind_in_the_strip(clock, size):
    """After every step the strip under the table (the chips, the timeline, the visits, and the
    table's foot above them) is exactly a whole paint: the ring of a chip played (the next
    statement...) reaches past the strip, and a step's repaint left an arc of it, a stray "("
    above the timeline."""
    app = make_app(clock, size, speed="normal")
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay_position(replay))))
    settle(app, clock)
    lay = replay_layout(*size)
    strip = pygame.Rect(0, lay.chips.top - CHIP_RING, size[0], size[1] - lay.chips.top + CHIP_RING)
    for _ in range(16):
        key(app, pygame.K_RIGHT)
        settle(app, clock)
        stepped = pygame.image.tobytes(app.surface.subsurface(strip), "RGB")
        app.dirty = True
        app.draw()
        assert pygame.image.tobytes(app.surface.subsurface(strip), "RGB") == stepped, replay_scene(app).index


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_replay_heading_is_two_lines_at_most_and_whole(app, language):
    """The heading ("Replay · kingdom 00000B") wrapped into three lines in its corner, and at
    960×600 its code was cut: at every size it is two lines at most, whole, at the text floor or over."""
    from forNorthwood.i18n import speaking
    from forNorthwood.i18n.replay_text import replay_title
    from forNorthwood.ui.scenes.replay_picture import draw_heading, heading_corner
    from forNorthwood.ui.text import line_height

    with speaking(language):
        for size in REPLAY_SIZES:
            table = replay_layout(*size).table
            corner = heading_corner(table)
            assert not corner.colliderect(table.hud) and not corner.colliderect(table.allies)
            with recording() as drawn:
                draw_heading(pygame.Surface(size), replay_title("00000B"), corner, table.text(15))
            (heading,) = drawn
            assert heading.fits and heading.drawn_size >= MIN_TEXT, (size, heading.message)
            assert heading.used.height <= 2 * line_height(heading.drawn_size, True), (size, heading.message)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_a_wrapped_replay_heading_breaks_at_its_separator(language):
    """At 960×600 the French heading wrapped as "Revoir la partie ·" / "royaume 795PAC": the dot
    ended a line. A heading that wraps now breaks at the separator and drops it."""
    from forNorthwood.i18n import speaking
    from forNorthwood.i18n.replay_text import replay_title
    from forNorthwood.ui.scenes.replay_picture import heading_corner, heading_lines

    with speaking(language):
        title = replay_title("795PAC")
        head, tail = title.split(" · ")
        for size in REPLAY_SIZES:
            table = replay_layout(*size).table
            _size, lines = heading_lines(title, table.text(15), heading_corner(table).width)
            assert lines == (title,) or lines == (head, tail), (size, lines)
        _size, lines = heading_lines(title, 40, 10 + max(len(head), len(tail)) * 16)
        assert lines == (head, tail)  # (forced to wrap, at the least)


@pytest.mark.parametrize("language", ["fr", "uk"])
def test_a_long_verdict_at_960_is_whole(clock, language):
    """At 960×600 the message line is one line tall: a verdict longer than it wraps upwards over a
    dark backing (as the game's messages) instead of losing what wrapped."""
    from forNorthwood.i18n import speaking

    app = make_app(clock, (960, 600))
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    with speaking(language):
        for decision in advice.biggest_drops(3):
            app.carry_out(Goto(lambda ctx, i=decision.index: ReplayScene(ctx, record, replay, index=i)))
            settle(app)
            scene = replay_scene(app)
            verdict, _ = scene.verdict()
            with recording() as drawn:
                app.dirty = True
                app.draw()
            shown = [t for t in drawn if t.message.replace("\n", " ").startswith(verdict.split(" ")[0])]
            assert shown and all(t.fits and t.drawn_size >= MIN_TEXT for t in shown), verdict
            assert " ".join(" ".join(t.message.split()) for t in shown).count(verdict.split()[-1]) >= 1


def test_a_step_draws_no_card_face_anew_for_its_flights(clock, monkeypatch):
    """A card on the move passes through a new size every frame: its face is drawn at its place's
    size and scaled, never drawn anew at each size (at 4K each face drawn costs tens of ms)."""
    from forNorthwood.ui import sprites

    app = make_app(clock, (1920, 1080), speed="normal")
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay_position(replay))))
    settle(app, clock)
    sizes: set[tuple[int, int]] = set()
    real = sprites.face_image

    def counting(face, w, h, at_rest=True):
        sizes.add((w, h))
        return real(face, w, h, at_rest)

    monkeypatch.setattr(sprites, "face_image", counting)
    for forward in (True, True, True, True, False, False, True, True):
        key(app, pygame.K_RIGHT if forward else pygame.K_LEFT)
        for _ in range(40):  # the flights, frame by frame
            clock.advance(16)
            app.step(0)
    assert len(sizes) <= 8, sorted(sizes)  # the places' sizes only, not one per frame of a flight


def test_a_move_the_tutorial_asked_for_is_not_judged(app):
    """In the replay of the tutorial's game, a move its lesson asked for is said to be as told
    (its odds still show), never a red drop on the timeline."""
    from forNorthwood.i18n import speaking

    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    worst = advice.biggest_drops(1)[0].index
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=worst)))
    settle(app)
    scene = replay_scene(app)
    assert scene.tutorial_moves == frozenset()  # not the tutorial's kingdom
    assert scene.verdict()[1] and worst in scene.picture().timeline.drops
    scene._tutorial_moves = frozenset({worst})  # as if the tutorial had asked for it
    verdict, costly = scene.verdict()
    assert not costly and "as the tutorial asked" in verdict
    # Nor its visit's costliest choice: another drop takes its place among the three biggest.
    assert worst not in scene.picture().timeline.drops and all(d.index != worst for d in scene.drops())
    assert all(d.index != worst for d in scene.costliest())
    with speaking("fr"):
        assert "tutoriel" in scene.verdict()[0]


def test_the_last_step_does_not_offer_stop_at_the_next_fief(app):
    """At the end of the game the table said "Stop the game is offered when you next choose a
    fief": there is no next fief. The medal's line is left out there (the verdict says it ended)."""
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.length)))
    settle(app)
    with recording() as drawn:
        app.dirty = True
        app.draw()
    assert not any("next choose a fief" in t.message or "choose Stop the game" in t.message for t in drawn)
    assert replay_scene(app).picture().table.medal.outlook == "open"  # type: ignore[union-attr]


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_the_last_step_leaves_no_card_over_the_friends(clock, size):
    """Stepping past the last decision (and End from the last visit's start), the hand's last card
    flies to the discard pile, which the end's table does not show: it landed out of sight, but
    no frame was drawn after it landed, and the card stayed over "Friends" until the next input."""
    app = make_app(clock, size, speed="normal")
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    assert len(replay.visit_starts) == 8  # a whole game

    def as_if_painted_whole() -> None:
        shown = pygame.image.tobytes(app.surface, "RGB")
        app.dirty = True
        app.draw()
        assert pygame.image.tobytes(app.surface, "RGB") == shown

    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.decisions[-1])))
    settle(app, clock)
    key(app, pygame.K_RIGHT)
    settle(app, clock)
    assert replay_scene(app).index == replay.length
    as_if_painted_whole()
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.visit_starts[-1])))
    settle(app, clock)
    key(app, pygame.K_END)
    settle(app, clock)
    as_if_painted_whole()


@pytest.mark.parametrize("language", ["en", "uk", "ko"])
def test_a_two_line_verdict_at_960_covers_no_card(clock, language):
    """At 960×600 a verdict of two lines grew upwards over the statement card, the trick and the
    allies' lines: it now wraps downwards over the prompt line, clear of every card, and where the
    replay stands is told at the strip's right end instead (never lost)."""
    from forNorthwood.i18n import speaking
    from forNorthwood.ui.scenes.replay_picture import verdict_area

    app = make_app(clock, (960, 600))
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    lay = replay_layout(960, 600)
    seen = 0
    with speaking(language):
        app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.decisions[0])))
        settle(app)
        probe = replay_scene(app)
        tall = []
        for index in replay.decisions:
            probe.index = index
            if verdict_area(lay, probe.verdict()[0]).height > lay.table.message.height:
                tall.append(index)
        assert tall  # this game has such verdicts in each of these languages
        for index in tall:
            app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i)))
            settle(app)
            scene = replay_scene(app)
            area = verdict_area(lay, scene.verdict()[0])
            cards = [s.rect for s in scene.table.sprites.values() if s.visible]
            assert cards and area.collidelist(cards) == -1, (index, area)
            for place in ("center", "allies", "ruler", "hand", "buttons"):
                assert not area.colliderect(getattr(lay.table, place)), (index, place)
            with recording() as drawn:
                app.dirty = True
                app.draw()
            status = scene.status()
            assert [t for t in drawn if t.message == status and t.fits and t.drawn_size >= MIN_TEXT], status
            seen += 1
    assert seen


def test_a_step_into_the_fief_selection_at_4k_is_painted_over_several_frames_as_if_whole(clock, monkeypatch):
    """A step between the visit's table and the fief selection's changes the whole still picture:
    at 3840×2160 it is painted a few places a frame (a whole paint took 40 ms, #27), none in the
    frame the step came in (its cards start to fly then), and the window at rest is exactly the
    one a whole paint gives."""
    from forNorthwood.ui.scenes.replay import VISIT_TABLE
    from forNorthwood.ui.stage import FRAME_PAINT_AREA

    app = make_app(clock, (3840, 2160), speed="normal")
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    decisions = replay.decisions
    index = next(
        d
        for d, after in itertools.pairwise(decisions)
        if replay.state(d).phase in VISIT_TABLE and replay.state(after).phase not in VISIT_TABLE
    )
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    settle(app, clock)
    frames: list[list[pygame.Rect]] = []
    real_paint = ReplayPicture.paint

    def counting(picture: ReplayPicture, surface: pygame.Surface) -> None:
        frames[-1].append(surface.get_clip())
        real_paint(picture, surface)

    monkeypatch.setattr(ReplayPicture, "paint", counting)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    for _ in range(200):
        frames.append([])
        app.step()
        clock.advance(16)
        if not app.busy():
            break
    assert replay.state(replay_scene(app).index).phase not in VISIT_TABLE
    assert frames[0] == []  # the step's own frame starts the flights only
    areas = [sum(r.width * r.height for r in clips) for clips in frames]
    assert sum(areas) >= 3840 * 2160  # all of it painted again...
    assert len([a for a in areas if a]) >= 3  # ...over several frames...
    assert all(sum(r.width * r.height for r in clips[:-1]) < FRAME_PAINT_AREA for clips in frames)  # ...a few a frame
    stepped = pygame.image.tobytes(app.surface, "RGB")
    app.dirty = True
    app.draw()
    assert pygame.image.tobytes(app.surface, "RGB") == stepped


def test_at_a_fief_decision_the_ring_and_the_verdict_speak_of_the_number_shown(app):
    """A first-time player read "You chose fief 2 (≈85%). The Hint would have chosen fief 7 (≈68%)"
    as the Hint choosing the worse fief (it rings by the chance to reach the star goal, the badges
    were each visit's chance). At every fief decision the badges show the number that decides, the
    ringed one is the highest of them, and the verdict names that number."""
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    fiefs = [i for i in replay.decisions if replay.state(i).phase.name == "CHOOSE_FIEF"]
    assert fiefs
    for index in fiefs:
        decision = advice.at(index)
        assert decision is not None and decision.fiefs is not None
        app.carry_out(Goto(lambda ctx, index=index: ReplayScene(ctx, record, replay, index=index)))
        settle(app)
        scene = replay_scene(app)
        wanted = scene.badges_wanted()
        numbers = {key: float(words.strip("≈<>%★ ").replace(",", ".")) for key, (words, _b, _p) in wanted.items()}
        ringed = [key for key, (_w, best, _p) in wanted.items() if best]
        assert len(ringed) == 1 and numbers[ringed[0]] == max(numbers.values()), (index, wanted)
        verdict = scene.verdict()[0]
        named = "chance to reach 16 stars" if decision.fiefs.kind == "goal" else "stars to expect"
        assert named in verdict, verdict


def test_at_a_fief_decision_the_rulers_column_shows_the_ruler_of_the_fief_chosen(app):
    """The Rulers column stood empty at every fief's choice (nothing is pointed at in a replay): it
    shows the chosen fief's ruler, its card and its target and trump, as the game's table does for
    the fief pointed at."""
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    fiefs = [i for i in replay.decisions if replay.state(i).phase.name == "CHOOSE_FIEF"]
    for index in fiefs[:3]:
        app.carry_out(Goto(lambda ctx, index=index: ReplayScene(ctx, record, replay, index=index)))
        settle(app)
        scene = replay_scene(app)
        played = replay.position(index).action
        fief = getattr(played, "fief", None)
        if fief is None:
            continue
        table = scene.picture().table
        assert table.preview == (fief, replay.state(index).kingdom.fiefs[fief].ruler), index
        assert scene.looks().ruler_fief == fief  # its card on the table, as the pointed fief's
        with recording() as drawn:
            app.dirty = True
            app.draw()
        assert any(t.message == f"Ruler of fief {fief}" for t in drawn)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_timeline_has_a_legend_that_fits_at_960(clock, language):
    """The timeline's marks (grey, red, gold) and "≈" were told nowhere: a legend at the strip's
    right end names them, whole and at the text floor or over at 960×600, clear of the options on
    no card, at a decision with the next statement's chip and at a fief decision (all on cards)."""
    from forNorthwood.i18n import speaking
    from forNorthwood.i18n.replay_text import legend_words

    app = make_app(clock, (960, 600))
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    fief = next(d for d in advice.decisions if d.fiefs is not None)
    chip = next(d for d in advice.decisions if any(o.code == "v" for o in d.options) and len(d.options) <= 3)
    with speaking(language):
        for decision in (fief, chip):
            app.carry_out(Goto(lambda ctx, i=decision.index: ReplayScene(ctx, record, replay, index=i)))
            settle(app)
            legend = replay_scene(app).legend()  # its keys, and the cards' marks when some are shown
            assert len(legend) >= len(legend_words())
            with recording() as drawn:
                app.dirty = True
                app.draw()
            strip = replay_layout(960, 600).chips.union(replay_layout(960, 600).legend)
            said = {t.message: t for t in drawn if strip.contains(t.used)}
            for words in legend:
                assert words in said, (decision.index, words, list(said))
                assert said[words].fits and said[words].drawn_size >= MIN_TEXT, words
            legend_left = min(said[w].used.left for w in legend)
            row = replay_layout(960, 600).legend  # the words on the legend's row stay left of it
            chips = [t for m, t in said.items() if m not in legend and t.used.colliderect(row)]
            assert all(t.used.right < legend_left for t in chips), (decision.index, list(said))


def test_a_drop_is_marked_as_an_estimate_when_it_is_one():
    """One rule for "≈" in the replay: on an estimate, never on an exact value; the drop's points
    were bare beside two estimated chances."""
    from forNorthwood.game.replay_advice import DecisionAdvice, OptionAdvice
    from forNorthwood.i18n.replay_text import drop_note

    sampled = DecisionAdvice(3, (OptionAdvice("p5L", 0.71, False), OptionAdvice("p7L", 0.40, False)), 0, 1, True)
    solved = DecisionAdvice(3, (OptionAdvice("p5L", 0.71, True), OptionAdvice("p7L", 0.40, True)), 0, 1, True)
    assert not sampled.drop_exact and solved.drop_exact
    assert drop_note(31, sampled.drop_exact) == "It cost ≈31 points of the chance to win the visit."
    assert drop_note(31, solved.drop_exact) == "It cost 31 points of the chance to win the visit."
    assert drop_note(12, False, 16) == "A drop of ≈12 points in the chance to reach 16 ★."  # a fief: its own scale


@pytest.mark.parametrize(
    ("size", "language"),
    # French at 1920×1080: no verdict of this game wraps there, so there is nothing to check.
    [((960, 600), "fr"), ((960, 600), "uk"), ((1280, 800), "fr"), ((1280, 800), "uk"), ((1920, 1080), "uk")],
)
def test_a_verdict_of_two_lines_leaves_the_position_and_the_legend_in_sight(tmp_path, size, language):
    """A verdict of two lines takes the prompt line, the replay's position going to the strip's
    right end, where the timeline's legend was: the legend went (at 960×600 and 1280×800 in French
    and Ukrainian, at 1920×1080 in Ukrainian). The legend has its row: the verdict, the position
    and the legend are all drawn whole, at the text floor or over, none over another."""
    from forNorthwood.ui.scenes.replay_picture import takes_prompt, verdict_picture

    app = new_app(tmp_path, size, language)
    _, record, replay = finished(app)
    advice = replay_advice(replay, replay.length)
    seen = 0
    for index in replay.decisions[40:]:
        app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i, advice=advice)))
        settle(app)
        scene = replay_scene(app)
        verdict = scene.verdict()[0]
        if not takes_prompt(scene.lay, verdict):
            continue
        seen += 1
        with recording() as drawn:
            app.dirty = True
            app.draw()
        legend = scene.legend()
        said = {t.message: t for t in drawn}
        wanted = [scene.status(), *legend]
        for words in wanted:
            assert words in said, (index, words)
            assert said[words].fits and said[words].drawn_size >= MIN_TEXT, (index, words)
        # The position may lie in the verdict's block (``status_room``), off its words.
        boxes = [said[w].used for w in wanted] + [verdict_picture(scene.lay, verdict, (255, 255, 255))[1]]
        for a, b in itertools.combinations(boxes, 2):
            assert not a.colliderect(b), (index, a, b)
        if seen >= 2:
            break
    assert seen, (size, language)
    app.close()
