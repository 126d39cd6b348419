"""Choosing a fief and bringing in friends, by mouse and by keyboard."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.i18n.events_text import first_hand_text
from forNorthwood.ui.frame import FiefId, Mark
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.confirm import ConfirmOverlay
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import (
    center_of,
    click,
    drag,
    key,
    make_app,
    names,
    open_session,
    position_session,
    post,
    rings_drawn,
    settle,
    start_game,
)
from .screen_kit import session_at

HAND = ["1C", "2C", "3F", "4F", "5L", "6L", "7E", "8E"]


def with_friends(app, friends=("QE", "KL"), statuses=None):
    statuses = statuses or ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = position_session(
        hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=list(friends), statuses=statuses
    )
    open_session(app, session)
    assert isinstance(app.scene, FiefSelectionScene)
    return session


def test_a_new_game_is_dealt_in_motion(clock):
    app = make_app(clock, speed="normal")
    session = Session(3, "intro", 16)
    app.carry_out(ShowGame(session, deal=True))
    app.step()
    scene = app.scene
    assert app.busy()
    fiefs = [scene.table.sprites[FiefId(i)] for i in range(8)]
    assert any(not f.visible for f in fiefs)  # fiefs and allies arrive one by one
    clock.advance(400)
    app.step()
    assert any(f.visible for f in fiefs) and len(scene.model.hand) < 8
    settle(app, clock)
    assert all(f.visible and not f.moving for f in fiefs)
    assert list(names(scene.model.hand)) == session.view()["hand"]


def test_clicking_a_fief_chooses_it(app):
    session = start_game(app)
    click(app, center_of(app, K.Fief(5)))
    assert session.actions[-1] == A.choose_fief(5)
    assert session.view()["phase"] == "choose_substitutes"
    assert app.scene.preview_fief() == 5


def test_dragging_a_friend_onto_a_slot_and_back(app):
    session = with_friends(app)
    click(app, center_of(app, K.Fief(4)))
    drag(app, center_of(app, K.Friend("QE")), app.scene.layout.ally_slots[2].center)
    assert session.actions[-1] == A.substitute("QE", 2)
    assert app.scene.model.kingdom.allies[2].substitute == "QE"
    drag(app, center_of(app, K.Ally(2)), app.scene.layout.info.center)
    assert session.actions[-1] == A.unsubstitute(2)
    assert app.scene.model.kingdom.allies[2].substitute is None
    assert "QE" in app.scene.model.kingdom.friends


def test_a_friend_dragged_or_clicked_before_a_fief_is_chosen_says_why_nothing_happens(app):
    from forNorthwood.ui.scenes.fief_selection import friends_wait_text

    session = with_friends(app)
    steps = len(session.actions)
    drag(app, center_of(app, K.Friend("QE")), app.scene.layout.ally_slots[2].center)
    assert len(session.actions) == steps
    assert [line.text for line in app.scene.table.line.feed.lines][-1:] == [friends_wait_text()]
    app.scene.table.line.feed.clear()
    click(app, center_of(app, K.Friend("KL")))
    assert [line.text for line in app.scene.table.line.feed.lines][-1:] == [friends_wait_text()]
    assert app.scene.held_friend is None and len(session.actions) == steps


def test_moving_a_friend_from_one_slot_to_another(app):
    session = with_friends(app)
    click(app, center_of(app, K.Fief(4)))
    drag(app, center_of(app, K.Friend("KL")), app.scene.layout.ally_slots[0].center)
    drag(app, center_of(app, K.Ally(0)), app.scene.layout.ally_slots[3].center)
    view = session.view()
    assert view["allies"][0]["substitute"] is None
    assert view["allies"][3]["substitute"] == "KL"


def test_friends_by_keyboard_then_start(app):
    session = with_friends(app)
    key(app, pygame.K_4)
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == A.choose_fief(4)
    scene = app.scene
    scene.focus = K.Friend("KL")
    key(app, pygame.K_RETURN)  # pick the friend up
    key(app, pygame.K_2)  # and put it on slot 2
    assert session.actions[-1] == A.substitute("KL", 1)
    scene.focus = K.Ally(1)
    key(app, pygame.K_DELETE)
    assert session.actions[-1] == A.unsubstitute(1)
    scene.focus = K.Button("start")
    key(app, pygame.K_RETURN)
    settle(app)
    assert session.actions[-1] == A.BEGIN_VISIT
    assert isinstance(app.scene, VisitScene)


def test_back_then_another_fief(app):
    session = with_friends(app)
    click(app, center_of(app, K.Fief(4)))
    click(app, center_of(app, K.Button("back")))
    assert session.view()["phase"] == "choose_fief"
    click(app, center_of(app, K.Fief(6)))
    assert session.view()["visiting"] == 6


def test_hovering_a_ruler_tells_its_ability(app):
    start_game(app)
    pos = center_of(app, K.Fief(0))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene = app.scene
    assert scene.hover == K.Fief(0)
    ruler = scene.model.kingdom.fiefs[0].ruler
    assert ruler is not None
    assert scene.character_at(K.Fief(0)) == ruler
    assert scene.preview_fief() == 0


def test_stop_the_game_when_the_goal_is_out_of_reach(app):
    statuses = ["lost", "lost", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = with_friends(app, friends=(), statuses=statuses)
    assert A.STOP_GAME in session.legal()
    click(app, center_of(app, K.Button("stop")))
    settle(app)
    assert isinstance(app.scene, ConfirmOverlay)  # it cannot be taken back: asked first
    assert not session.over
    click(app, center_of(app, "yes"))
    settle(app)
    assert session.over
    assert isinstance(app.scene, EndOfGameScene)


def test_stopping_the_game_asks_first_and_the_focus_starts_on_keep_playing(app):
    statuses = ["lost", "lost", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = with_friends(app, friends=(), statuses=statuses)
    scene = app.scene
    scene.focus = K.Button("stop")
    key(app, pygame.K_RETURN)
    settle(app)
    confirm = app.scene
    assert isinstance(confirm, ConfirmOverlay)
    assert confirm.focus == "no"
    assert "at most 13 stars" in confirm.message and "16" in confirm.message
    key(app, pygame.K_RETURN)  # the safe answer: the game goes on
    settle(app)
    assert app.scene is scene
    assert not session.over and A.STOP_GAME in session.legal()
    key(app, pygame.K_RETURN)
    settle(app)
    key(app, pygame.K_ESCAPE)  # Esc is the safe answer too
    settle(app)
    assert app.scene is scene and not session.over


def test_behind_the_stop_the_game_dialog_only_its_ring_is_drawn(app, monkeypatch):
    statuses = ["lost", "lost", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    with_friends(app, friends=(), statuses=statuses)
    scene = app.scene
    scene.focus = K.Button("stop")
    scene.changed()
    assert rings_drawn(app, monkeypatch) == [scene.locate(K.Button("stop"))]
    key(app, pygame.K_RETURN)
    confirm = app.scene
    assert isinstance(confirm, ConfirmOverlay)
    assert rings_drawn(app, monkeypatch) == [confirm.locate("no")]  # not the Stop button's under it too
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and rings_drawn(app, monkeypatch) == [scene.locate(K.Button("stop"))]


def test_the_stop_button_is_off_while_the_goal_is_reachable(app):
    session = start_game(app)
    stop = next(b for b in app.scene.buttons() if b.key == K.Button("stop"))
    assert not stop.enabled
    click(app, stop.rect.center)
    assert session.actions == []


def test_undoing_the_start_of_a_visit_returns_to_the_selection(app):
    session = start_game(app)
    click(app, center_of(app, K.Fief(2)))
    click(app, center_of(app, K.Button("start")))
    settle(app)
    assert isinstance(app.scene, VisitScene)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert isinstance(app.scene, FiefSelectionScene)
    assert session.view()["phase"] == "choose_substitutes"


def test_enter_twice_chooses_a_fief_and_starts_the_visit(app):
    session = start_game(app)
    key(app, pygame.K_2)
    key(app, pygame.K_RETURN)
    assert session.view()["visiting"] == 2
    assert app.scene.focus == K.Button("start")
    key(app, pygame.K_RETURN)
    settle(app)
    assert session.actions[-1] == A.BEGIN_VISIT
    assert isinstance(app.scene, VisitScene)


def test_the_friends_row_says_what_is_true(app):
    from forNorthwood.ui.scenes.selection_still import no_friend_text

    session = start_game(app)
    assert no_friend_text(app.scene.friends()).startswith("No friends yet.")
    session = with_friends(app, friends=("QE",))
    click(app, center_of(app, K.Fief(4)))
    drag(app, center_of(app, K.Friend("QE")), app.scene.layout.ally_slots[2].center)
    assert session.actions[-1] == A.substitute("QE", 2)
    assert no_friend_text(app.scene.friends()) == (
        "Your friend Queen\u00a0of\u00a0Eyes stands in for Jack\u00a0of\u00a0Leaves."
    )
    statuses = ["won", "lost", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    with_friends(app, friends=(), statuses=statuses)
    assert no_friend_text(app.scene.friends()).startswith("Your friends have left the game")


def test_the_hand_dealt_with_the_kingdom_is_told_as_the_first_hand(clock):
    """The table names the first deal as the game log does ("First hand"), not as a new hand."""
    app = make_app(clock, speed="normal")
    session = Session(3, "intro", 16)
    app.carry_out(ShowGame(session, deal=True))
    said = []
    while app.busy() or not said:
        app.step()
        said.append(app.scene.message)
        clock.advance(100)
        if len(said) > 400:
            break
    settle(app, clock)
    hand = first_hand_text(session.view()["hand"])
    assert hand in said
    assert not any(line.startswith("New hand") for line in said)


def test_the_arrows_go_from_the_friends_to_the_allies_as_they_lie(app):
    """The friends wait level with the upper ally slots, the ruler's card left of them: Left from
    slot 1 is the nearest friend, the rows do not wrap round, Up from slot 3 is slot 1."""
    with_friends(app)
    key(app, pygame.K_4)
    key(app, pygame.K_RETURN)
    scene = app.scene
    near, far = sorted((K.Friend(f) for f in ("QE", "KL")), key=lambda k: -scene.locate(k).centerx)
    scene.focus = K.Ally(0)
    key(app, pygame.K_LEFT)
    assert scene.focus == near  # the friend nearest the slots
    key(app, pygame.K_LEFT)
    assert scene.focus == far
    key(app, pygame.K_LEFT)
    assert scene.focus == K.RULER  # the chosen fief's ruler, left of the friends
    key(app, pygame.K_LEFT)
    assert scene.focus == K.RULER  # the end of the row: no jump to the other side
    scene.focus = K.Ally(1)
    key(app, pygame.K_RIGHT)
    assert scene.focus == K.Ally(1)
    scene.focus = K.Ally(2)
    key(app, pygame.K_UP)
    assert scene.focus == K.Ally(0)
    key(app, pygame.K_LEFT)
    assert scene.focus == near


def test_enter_on_a_friend_takes_the_focus_to_a_slot_and_enter_there_brings_it_in(app):
    session = with_friends(app)
    key(app, pygame.K_4)
    key(app, pygame.K_RETURN)
    scene = app.scene
    scene.focus = K.Friend("KL")
    key(app, pygame.K_RETURN)
    assert scene.held_friend == "KL"
    assert isinstance(scene.focus, K.Ally)
    slot = scene.focus.slot
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == A.substitute("KL", slot)


def test_a_friend_placed_with_a_number_key_takes_the_focus_to_its_slot(app):
    """Focus on a friend, press 3: it stands in on slot 3 and the focus is there with it (where
    Delete takes it back), not on the first slot or elsewhere."""
    session = with_friends(app)
    key(app, pygame.K_4)
    key(app, pygame.K_RETURN)
    scene = app.scene
    scene.focus = K.Friend("KL")
    key(app, pygame.K_3)
    assert session.actions[-1] == A.substitute("KL", 2)
    assert scene.focus == K.Ally(2)
    key(app, pygame.K_DELETE)  # and Delete there takes it back
    assert session.actions[-1] == A.unsubstitute(2)


def test_space_starts_the_visit_wherever_the_focus_is(app):
    session = with_friends(app)
    key(app, pygame.K_4)
    key(app, pygame.K_RETURN)
    app.scene.focus = K.Ally(3)
    key(app, pygame.K_SPACE)
    settle(app)
    assert session.actions[-1] == A.BEGIN_VISIT
    assert isinstance(app.scene, VisitScene)


def test_the_focus_on_an_ally_is_drawn_once_around_its_slot(app):
    start_game(app)
    key(app, pygame.K_2)
    key(app, pygame.K_RETURN)
    scene = app.scene
    scene.focus = K.Ally(0)
    scene.changed()
    assert scene.picture().allies.focused == 0
    assert all(Mark.FOCUS not in s.place.marks for s in scene.table.sprites.values())


def test_fiefs_are_lit_while_the_fief_selection_holds_the_last_visit_s_end(app):
    # A visit's last response shown on the fief selection (as a game continued there does): the
    # table holds at the end of the visit, at rest, and the fiefs to choose are lit all the same.
    session = session_at("visit_end")
    open_session(app, session)
    first = len(session.steps)
    session.apply(next(a for a in session.legal() if a.type == "play"))
    app.carry_out(ShowGame(session, moments=session.moments(first)))
    settle(app)
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene) and scene.hold is not None
    legal = {a.fief for a in session.legal() if isinstance(a, A.ChooseFief)}
    lit = {n for n in legal if Mark.LEGAL in scene.table.sprites[FiefId(n)].place.marks}
    assert legal and lit == legal


def test_the_greyed_stop_button_says_why_under_the_pointer_and_the_focus(app):
    """A first-time player met Stop the game greyed with nothing to say why; it says so on hover and
    when the keyboard's focus comes onto it (it takes the focus, though off)."""
    start_game(app)
    scene = app.scene
    stop = K.Button("stop")
    tooltip = scene.table.tooltip
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=center_of(app, stop), rel=(0, 0), buttons=(0, 0, 0)))
    settle(app)
    assert scene.hover == stop and tooltip.visible
    _name, why = scene.button_note(stop)
    assert "16 stars are out of reach" in why and "You can still total up to 20 stars" in why, why
    assert not tooltip.rect.colliderect(scene.locate(stop))  # beside the button, never over it
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 300), rel=(0, 0), buttons=(0, 0, 0)))
    settle(app)
    assert not tooltip.visible
    assert stop in [f.key for f in scene.focusables()]
    scene.focus = K.Button("start")
    for _ in range(6):
        if scene.focus == stop:
            break
        key(app, pygame.K_DOWN)
        settle(app)
    assert scene.focus == stop and tooltip.visible
    session = scene.session
    key(app, pygame.K_RETURN)  # Enter on it: refused in words, nothing done
    settle(app)
    assert session.actions == [] and scene.message_error


def test_the_greyed_stop_button_says_the_goal_is_reached_once_it_is():
    """At 16 of 16 stars the tooltip said "the goal is within reach, play on": once the goal is
    reached it says so, with the stars still possible."""
    from forNorthwood.i18n import speaking
    from forNorthwood.ui.scenes.fief_selection import stop_later_text

    for language in ("en", "fr", "uk", "ko"):
        with speaking(language):
            open_goal = stop_later_text(16, 20, 12)
            reached = stop_later_text(16, 20, 16)
        assert reached != open_goal and "16" in reached and "★" in reached and "20" in reached, reached
    with speaking("en"):
        assert "Yours is reached" in stop_later_text(16, 20, 16)
        assert "within reach, play on" in stop_later_text(16, 20, 15)


def test_the_friends_words_are_never_a_word_a_line_when_five_friends_wait(clock):
    """With five friends waiting at 1280x800, "Friends: drag one onto an ally slot…" ran a word a
    line left of them, shrunk and cut after "its": it reads as a line (over them) or is left out."""
    from forNorthwood.ui.layout import MIN_TEXT
    from forNorthwood.ui.text import recording

    statuses = ["won", "won", "won", "won", "won", "unvisited", "unvisited", "unvisited"]
    for size in ((1280, 800), (960, 600), (1920, 1080)):
        app = make_app(clock, size=size)
        with_friends(app, friends=("QE", "QL", "KL", "KE", "QC"), statuses=statuses)
        click(app, center_of(app, K.Fief(6)))
        with recording() as drawn:
            app.dirty = True
            app.draw()
        words = [d for d in drawn if d.message.startswith("Friends")]
        assert words, size
        for d in words:
            assert not d.overflow and d.drawn_size >= MIN_TEXT and d.used.width > d.used.height, (size, d)
