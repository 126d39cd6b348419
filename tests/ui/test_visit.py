"""The visit scene, driven by synthetic mouse and key events."""

from __future__ import annotations

import pygame

from forNorthwood.core import actions as A
from forNorthwood.ui.narration import visit_over_title
from forNorthwood.ui.scenes.pile_viewer import PileViewer
from forNorthwood.ui.scenes.visit import VisitScene

from .helpers import center_of, click, drag, key, make_app, open_session, position_session, settle


def visit_at(app, **kwargs):
    session = position_session(**kwargs)
    open_session(app, session, "visit")
    assert isinstance(app.scene, VisitScene)
    return session


def test_dragging_a_legal_card_onto_the_trick_plays_it(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    key(app, pygame.K_SPACE)
    assert session.view()["statement"] == "2E"
    drag(app, center_of(app, "hand:7E"), app.scene.layout["response"].center)
    settle(app)
    view = session.view()
    assert session.actions[-1] == A.play("7E")
    assert view["phase"] == "ability_window"
    assert view["score"] == ["7E"]
    assert "7E" not in view["hand"]
    assert app.scene.model["score"] == ["7E"]


def test_an_illegal_drop_glides_back_with_the_reason(clock):
    app = make_app(clock, speed="normal")
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    settle(app, clock)
    before = (session.state, len(session.actions))
    drag(app, center_of(app, "hand:1E"), app.scene.layout["response"].center)
    assert (session.state, len(session.actions)) == before
    scene = app.scene
    assert scene.message == "You hold Leaves, so you must answer with Leaves."
    assert scene.message_error
    assert [g.key for g in scene.glides] == ["hand:1E"]
    home = scene.locate("hand:1E")
    settle(app, clock)
    assert not scene.glides
    assert scene.locate("hand:1E") == home
    assert "1E" in scene.model["hand"]


def test_a_drop_outside_the_trick_changes_nothing(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    count = len(session.actions)
    drag(app, center_of(app, "hand:5L"), app.scene.layout["hud"].center)
    assert len(session.actions) == count
    assert not app.scene.message_error


def test_only_legal_cards_are_lifted(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    scene = app.scene
    assert scene.hand_constraint() == {"5L"}
    assert {a.card for a in session.legal()} == {"5L"}
    assert scene.locate("hand:5L").top < scene.locate("hand:1E").top


def test_clicking_an_ally_in_the_ability_window_starts_its_ability(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    click(app, center_of(app, "ally:3"))  # Jack of Eyes: draw two, then discard two
    assert session.actions[-1] == A.activate(3)
    view = session.view()
    assert view["phase"] == "decision"
    assert view["allies"][3]["exhausted"]
    assert app.scene.model["allies"][3]["exhausted"]
    assert "Jack of Eyes" in app.scene.prompt_text()
    # The choice is made on the table: click a highlighted card.
    click(app, center_of(app, "hand:8F"))
    assert session.actions[-1] == A.pick_card("8F")


def test_an_ally_cannot_act_after_the_statement(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    count = len(session.actions)
    click(app, center_of(app, "ally:0"))
    assert len(session.actions) == count
    assert app.scene.message_error
    assert not session.view()["allies"][0]["exhausted"]


def test_the_ally_turns_ninety_degrees_in_motion(clock):
    app = make_app(clock, speed="normal")
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_1)  # Jack of Claws: draw up to 8
    scene = app.scene
    assert session.actions[-1] == A.activate(0)
    assert 0 in scene.spins and app.busy()
    clock.advance(120)
    app.step()
    assert 0 < scene.spins[0].angle_at(clock()) < 90
    settle(app, clock)
    assert scene.model["allies"][0]["exhausted"]
    assert len(scene.model["hand"]) == 8
    assert scene.model["hand"] == session.view()["hand"]


def test_suit_buttons_answer_the_king_of_eyes(app):
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")]
    allies[1] = {"ally": "JF", "substitute": "KE", "exhausted": False}
    statuses = ["unvisited"] * 8
    statuses[3] = "won"
    session = visit_at(
        app,
        hand=["5L", "1E", "7E", "8F"],
        deck_top=["7L", "2E"],
        visiting=4,
        allies=allies,
        statuses=statuses,
        rulers=["QE", "QL", "KL", "KE", "QC", "QF", "KC", "KF"],
    )
    click(app, center_of(app, "ally:1"))
    assert session.view()["decision"]["kind"] == "suit"
    click(app, center_of(app, "button:choice_L"))
    assert session.actions[-1] == A.pick_suit("L")


def test_the_piles_open_read_only(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"], discard=["3C"], score=["4C"])
    click(app, center_of(app, "discard"))
    assert isinstance(app.scene, PileViewer)
    assert app.scene.cards == ["3C"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, VisitScene)
    click(app, center_of(app, "score"))
    assert app.scene.cards == ["4C"]
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, VisitScene)
    assert session.view()["discard"] == ["3C"]


def test_undo_and_redo_with_keys(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    # Jack of Flowers: discard the ruler's suit (no new card seen; nobody can read the
    # discard pile's order, so the session does not ask which card ends on top)
    click(app, center_of(app, "ally:1"))
    assert session.view()["allies"][1]["exhausted"] and session.view()["discard"][-2:] == ["1E", "7E"]
    assert session.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.view()["phase"] == "ability_window"
    assert not app.scene.model["allies"][1]["exhausted"]
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert session.view()["allies"][1]["exhausted"]


def test_the_visit_ends_with_a_banner_then_the_next_selection(app):
    session = visit_at(app, hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)  # the only card, focused, is played
    scene = app.scene
    assert scene.hold is not None and scene.hold["won"]
    assert visit_over_title(scene.hold) == "Fief 1 won!"
    assert scene.model["score"] == ["8L"]  # the table stays as the visit ended
    click(app, center_of(app, "button:continue"))
    settle(app)
    assert type(app.scene).__name__ == "FiefSelectionScene"
    assert len(app.scene.model["hand"]) == 8
    assert session.view()["fiefs"][1]["status"] == "won"
