"""The table's aids in the window: a settled visit, the medal out of reach, what allies can
do now, the end-of-visit panel's pause and stars, the card tracker's key and button."""

from __future__ import annotations

import pygame

from forNorthwood.game import table_keys as K
from forNorthwood.i18n.aids_text import medal_prospect_text
from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.scenes import visit_still
from forNorthwood.ui.scenes.card_tracker import CardTracker
from forNorthwood.ui.scenes.confirm import ConfirmOverlay
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import center_of, click, key, open_session, position_session, post, settle

CLAWS = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]


def tap(app, code: int) -> None:
    """A key pressed and let go, as a player's finger does."""
    post(
        app,
        pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0),
        pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0),
    )


def visit_at(app, **kwargs):
    session = position_session(**kwargs)
    open_session(app, session)
    assert isinstance(app.scene, VisitScene)
    return session


def colour_count(app, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    app.step()
    screen = app.surface.subsurface(rect)
    return sum(1 for x in range(rect.width) for y in range(rect.height) if tuple(screen.get_at((x, y)))[:3] == colour)


def hud_title(app) -> pygame.Rect:
    hud = app.scene.layout["hud"]
    return pygame.Rect(hud.left, hud.top, hud.width, app.scene.layout.px(46))


def test_a_visit_lost_for_sure_turns_the_score_red_says_so_once_and_names_stop_the_game(app):
    # Fief 1 (target 1) with 1 dialogue won; fief 0 lost, so the medal needs this visit.
    session = visit_at(
        app,
        hand=["5E", "1L", "3F"],
        deck_top=["2E", "7L", "4C"],
        visiting=1,
        statuses=["lost"] + ["unvisited"] * 7,
        score=["3C"],
    )
    assert app.scene.outlook() is None
    assert colour_count(app, hud_title(app), visit_still.LOST_RED) == 0
    key(app, pygame.K_SPACE)
    settle(app)
    key(app, pygame.K_RETURN)  # 5E, the only legal answer, wins a second dialogue
    settle(app)
    assert session.view()["score"] == ["3C", "5E"]
    scene = app.scene
    assert scene.outlook() == "lost"
    assert colour_count(app, hud_title(app), visit_still.LOST_RED) > 20  # the score is red
    assert colour_count(app, scene.layout["choices"], visit_still.LOST_RED) > 20  # and one line says why
    assert "out of reach" in scene.message and "Stop the game" in scene.message
    said = scene.message
    scene.say("something else")
    key(app, pygame.K_SPACE)  # the game plays on; the medal is not announced again
    settle(app)
    assert app.scene.message != said


def test_the_medal_out_of_reach_lights_stop_the_game_on_the_fief_selection(app):
    statuses = ["lost", "lost", "won", "unvisited", "unvisited", "lost", "lost", "lost"]
    session = position_session(CLAWS, [], phase="choose_fief", visiting=None, statuses=statuses)
    open_session(app, session)
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene)
    assert "out of reach" in (medal_prospect_text(scene.picture().medal) or "")
    stop = next(b for b in scene.buttons() if b.key == K.Button("stop"))
    assert stop.enabled and stop.primary


def test_an_ally_that_would_do_nothing_asks_before_it_is_exhausted(app):
    session = visit_at(app, hand=CLAWS, deck_top=["2E"])  # Jack of Claws with 8 cards in hand
    click(app, center_of(app, K.Ally(0)))
    assert isinstance(app.scene, ConfirmOverlay)
    assert "8 cards" in app.scene.message
    click(app, center_of(app, "no"))
    assert isinstance(app.scene, VisitScene)
    assert not session.view()["allies"][0]["exhausted"]
    key(app, pygame.K_1)  # the number key asks too
    assert isinstance(app.scene, ConfirmOverlay)
    click(app, center_of(app, "yes"))
    settle(app)
    assert isinstance(app.scene, VisitScene)
    assert session.view()["allies"][0]["exhausted"]


def test_after_an_ability_the_other_allies_are_dimmed_with_the_reason_on_hover(app):
    visit_at(app, hand=CLAWS[:5], deck_top=["2E"])
    click(app, center_of(app, K.Ally(0)))  # the Jack of Claws draws up to 8 cards
    settle(app)
    scene = app.scene
    assert isinstance(scene, VisitScene) and scene.session.view()["allies"][0]["exhausted"]
    for slot in (1, 2, 3):
        assert "dim" in scene.table.sprite_of(K.Ally(slot)).place.marks
    assert "dim" not in scene.table.sprite_of(K.Ally(0)).place.marks  # exhausted, turned instead
    assert "already acted before this statement" in scene.tooltip_note(K.Ally(1))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=center_of(app, K.Ally(1)), rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.table.tooltip.visible


def test_ally_advice_is_worked_out_once_per_position_not_per_frame(app, clock):
    visit_at(app, hand=CLAWS, deck_top=["2E"])
    scene = app.scene
    pos = center_of(app, K.Ally(1))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    asked = scene.aids.asked
    for i in range(30):
        post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + i % 3, pos[1]), rel=(0, 0), buttons=(0, 0, 0)))
        clock.advance(16)
        app.step()
    assert scene.aids.asked == asked
    key(app, pygame.K_SPACE)  # a new position: asked again
    settle(app)
    scene.looks()
    scene.tooltip_note(K.Ally(1))
    assert scene.aids.asked > asked


def test_quick_keys_after_the_last_card_do_not_skip_the_end_of_visit_panel(app, clock):
    session = visit_at(app, hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    tap(app, pygame.K_SPACE)
    tap(app, pygame.K_RETURN)  # the last card
    tap(app, pygame.K_RETURN)
    tap(app, pygame.K_SPACE)
    click(app, center_of(app, K.Button("continue")))
    assert isinstance(app.scene, VisitScene) and app.scene.hold is not None
    words = app.scene.banner().outcome_text()
    stars = session.view()["stars"]
    assert "Fief 1 won: +3 stars." in words and f"You now have {stars} stars" in words
    clock.advance(RESULT_PAUSE_MS)
    tap(app, pygame.K_SPACE)  # a new press once the pause is over
    settle(app)
    assert isinstance(app.scene, FiefSelectionScene)


def test_a_lost_fief_panel_says_no_stars_and_the_total(app):
    visit_at(app, hand=["8L"], deck_top=["7L", "2E"], visiting=2)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    scene = app.scene
    assert scene.hold is not None and not scene.hold.won
    assert "Fief 2 lost: no stars." in scene.banner().outcome_text()


def test_t_and_the_button_open_the_card_tracker_on_the_table(app):
    visit_at(app, hand=CLAWS[:5], deck_top=["2E"])
    key(app, pygame.K_t)
    assert isinstance(app.scene, CardTracker)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, VisitScene)
    click(app, center_of(app, K.Button("tracker")))
    assert isinstance(app.scene, CardTracker)
    session = position_session(CLAWS, [], phase="choose_fief", visiting=None)
    open_session(app, session)
    key(app, pygame.K_t)
    assert isinstance(app.scene, CardTracker)
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, K.Button("tracker")))
    assert isinstance(app.scene, CardTracker)
