"""The table as components: a scene built in two steps, layers that only see a view, a still
picture that is a value (and the redraw key), one typed key for everything on screen."""

from __future__ import annotations

import dataclasses

import pygame

from forNorthwood.core.prospects import LOST
from forNorthwood.game import table_keys as K
from forNorthwood.ui.layers import Redraw, Say
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.scenes.visit_still import VisitPicture

from .input_kit import center_of, key, open_session, position_session, settle


class Watched(VisitScene):
    """A visit that notes every overridden method called on it."""

    def __init__(self, *args, **kwargs) -> None:
        self.called: list[str] = []
        super().__init__(*args, **kwargs)

    def looks(self):
        self.called.append("looks")
        return super().looks()

    def focus_default(self) -> None:
        self.called.append("focus_default")
        super().focus_default()

    def on_event(self, event, told) -> None:
        self.called.append("on_event")
        super().on_event(event, told)

    def picture(self) -> VisitPicture:
        self.called.append("picture")
        return super().picture()


def test_a_table_scene_constructor_calls_nothing_a_subclass_overrides(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    scene = Watched(app.ctx, session, events=list(session.apply(session.legal()[0])))
    assert scene.called == []
    assert scene.dirty  # and being dirty needs no guard: the table is there from the start
    scene.enter()
    assert {"looks", "focus_default", "on_event"} <= set(scene.called)


def test_the_still_picture_is_the_redraw_key_and_drawing_changes_nothing(app):
    session = position_session(
        hand=["5E", "1L", "3F"], deck_top=["2E", "7L", "4C"], visiting=1, statuses=["lost"] + ["unvisited"] * 7
    )
    open_session(app, session, "visit")
    scene = app.scene
    assert isinstance(scene, VisitScene)
    picture = scene.picture()
    assert picture == scene.picture() and dataclasses.is_dataclass(picture)
    said = scene.aids.said
    scene.table.stale = True
    assert scene.draw(app.surface, full=False) is not None  # the same picture: not painted again
    assert scene.table.still is picture or scene.table.still == picture
    assert scene.aids.said is said and scene.picture() == picture  # drawing moved nothing
    key(app, pygame.K_SPACE)
    assert scene.picture() != picture  # a new statement: a new picture


def test_the_end_of_visit_panel_tells_the_medal_once_without_the_drawing_doing_it(app):
    # Fief 0 lost and fief 1 about to be lost (1L loses to 7L): the medal goes out of reach with this visit.
    session = position_session(hand=["1L"], deck_top=["7L", "2E"], visiting=1, statuses=["lost"] + ["unvisited"] * 7)
    open_session(app, session, "visit")
    scene = app.scene
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert scene.hold is not None
    banner = scene.banner()
    assert banner is not None and banner.medal is not None and banner.medal.outlook == LOST
    assert scene.aids.said == banner.medal  # noted when the panel came, not when it was drawn
    assert "out of reach" in banner.outcome_text()


def test_layers_answer_with_messages_and_see_the_table_through_its_view(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    session.set_ironman(True)
    open_session(app, session, "visit")
    scene = app.scene
    messages = scene.hints.ask(scene.view)
    assert messages == [Say("Hints are off in an Ironman game.", error=True)]
    assert session.hints_used == 0  # the layer counts nothing itself
    assert scene.view.locate(K.Hand("7E")) == scene.locate(K.Hand("7E"))
    assert scene.view.held() is False and scene.view.state is session.state
    assert scene.hints.hide() == [Redraw()]


def test_the_layers_import_no_scene():
    import grimp

    graph = grimp.build_graph("forNorthwood", cache_dir=None)
    for layer in ("hint_layer", "tutorial_layer", "tutorial_overlay", "review_layer", "layers"):
        imported = graph.find_modules_directly_imported_by(f"forNorthwood.ui.{layer}")
        scenes = {m for m in imported if m.startswith("forNorthwood.ui.scenes") or m.endswith("table_scene")}
        assert scenes == set(), layer


def test_one_key_names_a_thing_for_the_sprites_the_pointer_and_the_focus(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    open_session(app, session, "visit")
    scene = app.scene
    key(app, pygame.K_SPACE)
    settle(app)
    where = center_of(app, K.Hand("7E"))
    assert scene.key_at(where) == K.Hand("7E") == scene.table.sprite_at(where).key
    assert K.Hand("7E") in {f.key for f in scene.focusables()}
    assert scene.key_at(center_of(app, K.Button("hint"))) == K.Button("hint")
