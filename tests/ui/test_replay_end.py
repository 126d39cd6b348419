"""What a first-time player found replaying a finished game: the focus on opening, the words of
the game's end and of the friends (nothing to point at in a replay), and where Close goes."""

from __future__ import annotations

from random import Random

import pygame
import pytest

from forNorthwood.core.state import FiefStatus, Phase
from forNorthwood.i18n import speaking
from forNorthwood.i18n.controls_text import DEVICES, button_name
from forNorthwood.ui.app import App
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_picture import Chip, chip_words
from forNorthwood.ui.scenes.selection_still import friends_words
from forNorthwood.ui.table_scene import TableScene
from forNorthwood.ui.text import Drawn, recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import center_of, click, key, make_app, settle
from .screen_kit import replay_position, session_with_friend
from .test_replay_screen import end_screen, finished, keep_quick_advice, replay_scene


def said_drawn(app: App) -> list[Drawn]:
    with recording() as drawn:
        app.dirty = True
        app.draw()
    return drawn


def said(app: App) -> list[str]:
    return [t.message for t in said_drawn(app)]


def test_opening_a_replay_rings_next(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    click(app, center_of(app, "replay"))
    settle(app)
    scene = replay_scene(app)
    assert scene.focus == "next"
    assert [look.button.key for look in scene.picture().table.buttons if look.focused] == ["next"]
    key(app, pygame.K_RETURN)  # Enter steps on at once
    assert scene.index == replay.next_decision(replay.decisions[0])


def test_the_end_of_a_replay_says_what_was_reached_and_the_friends_had(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.length)))
    settle(app)
    words = said(app)
    joined = " ".join(words)
    assert "Still possible" not in joined and "Point at a fief" not in joined and "No friends yet" not in joined
    model = replay_scene(app).table.model
    assert any(w.endswith("medal reached") for w in words) == (model.stars >= model.kingdom.threshold), words
    assert any(w.endswith("medal reached") or w.endswith("medal was missed") for w in words), words
    won = [f for f in model.kingdom.fiefs if f.status is FiefStatus.WON]
    if won:
        assert "Your friends in this game:" in joined
    else:
        assert "No ruler became your friend in this game." in joined


def test_a_replay_before_any_fief_is_won_says_how_a_ruler_becomes_a_friend(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.decisions[0])))
    settle(app)
    joined = " ".join(said(app))
    assert "No friends yet: a ruler becomes a friend when its fief is won." in joined
    assert "Point at a fief" not in joined


def test_a_replay_where_a_friend_waits_asks_for_no_move(app):
    """At the friends' choice with a friend waiting, the replay drew the game's instruction over the
    friends ("Friends: drag one onto an ally slot"), as if the player were to act: read-only, it
    heads them "Friends", and its verdict says what the player chose there."""
    session = session_with_friend(False)
    rng = Random(5)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))
    end_screen(app, session)
    record = app.keeper.record_of(session)
    assert record is not None
    replay = app.keeper.replay(record)
    keep_quick_advice(app, record, replay)
    waiting = [
        i
        for i in replay.decisions
        if replay.state(i).phase is Phase.CHOOSE_SUBSTITUTES and replay.state(i).kingdom.friends
    ]
    assert waiting  # the friend brought in waited on the table before it came in
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=waiting[0])))
    settle(app)
    words = said(app)
    asking = {friends_words(device, button_name("confirm", device)) for device in DEVICES}
    assert not asking & set(words), words
    assert "Friends" in words
    assert any(w.startswith("You brought") for w in words), words  # the verdict: what was chosen


def test_closing_a_replay_opened_from_a_practice_games_end_goes_back_to_that_end(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    index = replay.decisions[-1]
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    settle(app)
    click(app, center_of(app, "play_on"))
    settle(app)
    table = app.scene
    assert isinstance(table, TableScene)
    practice = table.session
    while not practice.over:
        practice.apply(next(a for a in practice.legal() if a.type not in ("stop_game", "back", "unsubstitute")))
    end_screen(app, practice)
    key(app, pygame.K_RETURN)  # its focus is on "Back to the replay"
    settle(app)
    assert replay_scene(app).index == index
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.scene, EndOfGameScene) and app.scene.session is practice


def test_choose_another_fief_says_why_it_has_no_odds(app):
    """At the friends' choice every option shows its chance to win the visit but going back to
    choose another fief, which the advisor does not weigh: its chip says why, not nothing."""
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    index = next(i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_SUBSTITUTES)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    settle(app)
    chips = {chip.words: chip.chance for chip in replay_scene(app).chips()}
    assert chips["choose another fief"] == "(weighed when you chose the fief)", chips
    assert all(chance for chance in chips.values()), chips


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_nothing_in_a_replay_at_960_is_painted_under_the_text_floor(clock, language):
    """The replay's table is drawn at about 960×520: its labels ("Statement", "top") were painted at
    12 px there. Every text the replay paints, at every kind of step, is at least ``MIN_TEXT``."""
    app = make_app(clock, (960, 600))
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    with speaking(language):
        statement = next(
            i for i in replay.decisions if replay.state(i).phase is Phase.RESPOND and replay.state(i).known_top
        )
        wanted = {replay.decisions[0], replay_position(replay), statement, replay.decisions[-1], replay.length}
        small = set()
        for index in sorted(wanted):
            app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i)))
            settle(app)
            small |= {(index, t.message, t.drawn_size) for t in said_drawn(app) if t.drawn_size < MIN_TEXT}
        app.close()
    assert not small, sorted(small)


def test_a_chip_parts_its_words_from_its_badge_as_the_decision_bar_does():
    """ "stop the game  ends with 3 ★" read as one phrase with bare spaces between."""
    chip = Chip("stop the game", "ends with 3 ★", False, True)
    assert chip_words(chip) == "stop the game · ends with 3 ★"
    assert chip_words(Chip("draw", None, False, False)) == "draw"
