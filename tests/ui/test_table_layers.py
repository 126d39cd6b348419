"""The table as components: a scene built in two steps, layers that only see a view, a still
picture that is a value (and the redraw key), one typed key for everything on screen."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from forNorthwood.core.cards import CARD_OF_NAME
from forNorthwood.core.prospects import LOST
from forNorthwood.game import table_keys as K
from forNorthwood.ui.hint_layer import HINT
from forNorthwood.ui.layers import Redraw, Say, Unsay
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.scenes.visit_still import VisitPicture
from tests.cards_kit import card_of

from .input_kit import center_of, in_hand, key, make_app, open_session, position_session, settle, step_until


class Watched(VisitScene):
    """A visit that notes every overridden method called on it."""

    def __init__(self, *args, **kwargs) -> None:
        self.called: list[str] = []
        super().__init__(*args, **kwargs)

    def looks(self, ready=None):
        self.called.append("looks")
        return super().looks(ready)

    def focus_default(self) -> None:
        self.called.append("focus_default")
        super().focus_default()

    def picture(self) -> VisitPicture:
        self.called.append("picture")
        return super().picture()


def test_a_table_scene_constructor_calls_nothing_a_subclass_overrides(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    session.apply(session.legal()[0])
    scene = Watched(app.ctx, session, moments=session.moments(len(session.steps) - 1))
    assert scene.called == []
    assert scene.dirty  # and being dirty needs no guard: the table is there from the start
    scene.enter()
    assert {"looks", "focus_default"} <= set(scene.called)
    assert scene.table.line.feed.lines  # the events that led here are told (by the stage, not a hook)


def test_the_still_picture_is_the_redraw_key_and_drawing_changes_nothing(app):
    session = position_session(
        hand=["5E", "1L", "3F"], deck_top=["2E", "7L", "4C"], visiting=1, statuses=["lost"] + ["unvisited"] * 7
    )
    open_session(app, session)
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
    open_session(app, session)
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
    open_session(app, session)
    scene = app.scene
    messages = scene.hints.ask(scene.view)
    assert messages == [Say("Hints are off in an Ironman game.", error=True)]
    assert session.hints_used == 0  # the layer counts nothing itself
    assert scene.view.locate(in_hand("7E")) == scene.locate(in_hand("7E"))
    assert scene.view.held() is False and scene.view.state is session.state
    assert scene.hints.hide() == [Unsay(), Redraw()]  # the badges go, and the words said with them


def test_the_view_locates_the_screens_own_things_where_the_scene_does_without_asking_it(clock, monkeypatch):
    """The sections' view answers where a card, a button, the Hint button, a zone and the
    end-of-visit panel are from the stage and the places the scene published: it never calls the
    scene (a Hint walked through the scene's ``locate``)."""
    app = make_app(clock, size=(960, 600))
    open_session(app, position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1))
    scene = app.scene
    things = [in_hand("8L"), K.Button("undo"), K.Button("reveal"), HINT, K.DECK, K.Ally(0), K.PANEL]

    def seen_by_the_view() -> dict[K.Key, pygame.Rect | None]:
        with monkeypatch.context() as m:
            m.setattr(scene, "locate", lambda key: pytest.fail(f"the view asked the scene where {key} is"))
            m.setattr(scene, "outline", lambda key: pytest.fail(f"the view asked the scene for {key}'s outline"))
            return {thing: scene.view.locate(thing) for thing in things}

    at_rest = {thing: scene.locate(thing) for thing in things}
    assert seen_by_the_view() == at_rest and at_rest[K.PANEL] is None and at_rest[HINT] is not None
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    step_until(app, lambda: scene.hold is not None, 20)
    held = {thing: scene.locate(thing) for thing in things}
    assert held[K.PANEL] is not None and seen_by_the_view() == held
    app.close()


def test_the_layers_import_no_scene():
    import grimp

    graph = grimp.build_graph("forNorthwood", cache_dir=None)
    for layer in (
        "hint_layer",
        "hint_badges",
        "hint_words",
        "tutorial_layer",
        "tutorial_overlay",
        "review_layer",
        "layers",
    ):
        imported = graph.find_modules_directly_imported_by(f"forNorthwood.ui.{layer}")
        scenes = {m for m in imported if m.startswith("forNorthwood.ui.scenes") or m.endswith("table_scene")}
        assert scenes == set(), layer


def test_one_key_names_a_thing_for_the_sprites_the_pointer_and_the_focus(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    open_session(app, session)
    scene = app.scene
    key(app, pygame.K_SPACE)
    settle(app)
    where = center_of(app, in_hand("7E"))
    assert scene.key_at(where) == in_hand("7E") == scene.table.sprite_at(where).key
    assert in_hand("7E") in {f.key for f in scene.focusables()}
    assert scene.key_at(center_of(app, K.Button("hint"))) == K.Button("hint")


def _pixels(picture: VisitPicture, over: VisitPicture | None = None) -> bytes:
    """``picture`` painted, or ``over`` painted with only the changed regions of ``picture`` put
    over it (what the window shows when only those places are shown again)."""
    surface = pygame.Surface(picture.size)
    picture.paint(surface)
    if over is not None:
        regions = picture.changed_regions(over)
        assert regions
        new, surface = surface, pygame.Surface(picture.size)
        over.paint(surface)
        for region in regions:
            surface.blit(new, region.topleft, region)
    return pygame.image.tobytes(surface, "RGB")


def test_a_card_drawn_shows_again_only_the_counts_and_the_deck_and_looks_as_if_shown_whole(app):
    """A run of cards drawn changes only the deck and hand counts: those places alone are shown
    again (the whole window is ~20 ms at 4K) and the table looks exactly as if shown whole."""
    session = position_session(hand=["5L", "1E", "7E"], deck_top=["2E", "7L", "4C", "8F", "3C"], visiting=2)
    open_session(app, session)
    before = app.scene.picture()
    for deck in (before.deck - 1, 8, 7, 0):  # the pile grows thinner, then empty
        after = dataclasses.replace(before, deck=deck, hand=before.hand + 1)
        assert _pixels(after, over=before) == _pixels(after)
    assert dataclasses.replace(before, hand=before.hand + 1).changed_regions(before) is not None
    # Something drawn across the table changed: painted whole.
    assert dataclasses.replace(before, deck=4, stars=before.stars + 1).changed_regions(before) is None
    assert dataclasses.replace(before, outlook=LOST).changed_regions(before) is None
    assert before.changed_regions(before) is None and before.changed_regions(None) is None


def test_the_table_shows_only_the_places_a_drawn_card_changed(app):
    session = position_session(hand=["5L", "1E", "7E"], deck_top=["2E", "7L", "4C", "8F", "3C"], visiting=2)
    open_session(app, session)
    table, picture = app.scene.table, app.scene.picture()
    table.draw(app.surface, True, picture)
    drawn = dataclasses.replace(picture, deck=picture.deck - 1, hand=picture.hand + 1)
    table.stale = True
    changed = table.draw(app.surface, False, drawn)
    assert changed is not None and table.still == drawn
    window = app.surface.get_width() * app.surface.get_height()
    assert sum(r.width * r.height for r in changed) < window // 4


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_over_a_whole_game_the_places_shown_again_look_as_if_the_table_were_shown_whole(size):
    """Every step of a seeded game (random legal moves, played through the table): when the
    still picture says which places changed, showing those alone over the last picture gives
    exactly the new picture."""
    from random import Random

    from forNorthwood.game.session import Session
    from forNorthwood.ui.input_guard import RESULT_PAUSE_MS

    from .input_kit import FakeClock, click, make_app

    clock, rng = FakeClock(), Random(7)
    app = make_app(clock, size=size)
    session = Session(7, "full", 16)
    open_session(app, session)
    last: VisitPicture | None = None
    partial = 0
    while not session.over:
        scene = app.scene
        if isinstance(scene, VisitScene) and scene.hold is not None:
            clock.advance(RESULT_PAUSE_MS)
            click(app, center_of(app, K.Button("continue")))
            settle(app)
            last = None
            continue
        if isinstance(scene, VisitScene):
            picture = scene.picture()
            if last is not None and picture.changed_regions(last) is not None:
                partial += 1
                assert _pixels(picture, over=last) == _pixels(picture), [
                    f.name for f in dataclasses.fields(picture) if getattr(picture, f.name) != getattr(last, f.name)
                ]
            last = picture
        legal = [a for a in session.legal() if a.type not in ("stop_game", "back")]
        scene.act(rng.choice(legal))
        settle(app)
    assert partial > 20  # most steps of a visit change only a few places


def test_what_flies_is_dragged_or_dims_the_table_is_drawn_over_every_card(app):
    """A hand of ten stacks its cards on layers of their own: a card in flight or dragged, a
    tooltip and the end-of-visit panel are above all of them, and the panel (which dims the
    table) above the Hint's button and badges too."""
    from forNorthwood.ui.hint_badges import LAYER_HINT
    from forNorthwood.ui.sprites import LAYER_DRAG, LAYER_FLIGHT, LAYER_OVER

    hand = ["1C", "2C", "3C", "4C", "5F", "6F", "7F", "8F", "1L", "2L"]
    session = position_session(hand=hand, deck_top=["2E", "7L"])
    open_session(app, session)
    table = app.scene.table
    cards = [table.sprite_of(in_hand(card)) for card in hand]
    assert all(sprite is not None for sprite in cards)
    top_card = max(sprite.layer for sprite in cards)
    assert top_card < LAYER_FLIGHT < LAYER_DRAG < LAYER_OVER
    assert LAYER_HINT < table.banner.layer < table.tooltip.layer
    assert app.scene.celebration.layer > table.banner.layer


def test_while_the_end_of_visit_panel_is_up_the_pointer_finds_only_its_continue(app):
    session = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=2)
    open_session(app, session)
    scene = app.scene
    hint = center_of(app, K.Button("hint"))
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)  # the last card: the visit is over, its panel up
    assert scene.hold is not None and scene.blocked()
    lay = scene.layout
    cont = scene.banner_rects()[1]
    assert scene.key_at(cont.center) == K.CONTINUE
    # The Hint button (a section's own), the deck and a fief are not reached under the panel.
    for pos in (hint, lay.deck.center, lay.fief_cards[0].center):
        assert not cont.collidepoint(pos)
        assert scene.key_at(pos) is None, pos


def test_a_visits_marks_are_a_function_of_the_position_and_whether_the_table_is_at_rest():
    from forNorthwood.core import Phase
    from forNorthwood.core import actions as A
    from forNorthwood.ui.scenes.visit_controls import visit_looks

    legal = (A.Play(card_of("7E")), A.Play(card_of("8F")), A.Activate(1))
    at_rest = visit_looks(legal, Phase.RESPOND, None, True, in_hand("7E"), (), frozenset({2}))
    assert (
        at_rest.hand_legal == {CARD_OF_NAME["7E"], CARD_OF_NAME["8F"]}
        and at_rest.slots_legal == {1}
        and at_rest.slots_dim == {2}
    )
    assert at_rest.focus == in_hand("7E") and at_rest.visit and at_rest.fiefs_legal == frozenset()
    moving = visit_looks(legal, Phase.RESPOND, None, False, None, (), frozenset())
    assert moving.hand_legal is None and moving.slots_legal == frozenset()  # nothing is asked while it moves
