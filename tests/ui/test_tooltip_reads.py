"""At the fief selection, fiefs' words covered "Still possible: 20 stars", the "Ruler of fief N"
heading and the top of the ruler's card, a friend's the friends' line ("Friends: Enter on one, then
on an ally slot…") and "Ruler of fief 0"; an ally's words the other allies' names. The words now
leave those lines in sight at every size, and the allies' names where they can."""

from __future__ import annotations

import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.selection_still import words_to_read
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.table_places import ruler_label
from forNorthwood.ui.table_tooltip import ally_words

from .input_kit import make_app, open_session, position_session, settle, start_game
from .screen_kit import new_app, session_at
from .test_table_first_player import HAND
from .test_table_tooltip import SIZES, STATUSES, ring_on


def selection(clock, size, phase: str):
    app = make_app(clock, size=size)
    visiting = None if phase == "choose_fief" else 3
    session = position_session(
        hand=HAND, deck_top=[], phase=phase, visiting=visiting, friends=["QE", "KL"], statuses=STATUSES
    )
    open_session(app, session)
    return app


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("phase", ["choose_fief", "choose_substitutes"])
def test_fiefs_and_friends_words_leave_the_lines_to_read_in_sight(clock, size, phase):
    app = selection(clock, size, phase)
    scene = app.scene
    keys: list[K.Key] = [*(K.Fief(n) for n in range(8)), K.Friend("QE"), K.Friend("KL")]
    for key in keys:
        ring_on(app, key)
        if scene.in_panel(key):  # a fief's words in the panel, while a fief is chosen: no tooltip
            assert not scene.table.tooltip.visible
            continue
        assert scene.table.tooltip.visible and scene.tips.of == key
        box, read = scene.table.tooltip.rect, words_to_read(scene.layout, scene.picture())
        assert len(read) == 4 and all(r.width and r.height for r in read)
        for rect in read:
            assert not box.colliderect(rect), f"{key}'s words over {rect} at {size}"
    app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_the_jack_of_eyes_words_leave_the_other_allies_names_in_sight(clock, size):
    app = make_app(clock, size=size)
    start_game(app)
    scene = app.scene
    assert scene.character_at(K.Ally(3)) == "JE"
    for slot in range(4):
        ring_on(app, K.Ally(slot))
        assert scene.table.tooltip.visible
        for rect in ally_words(scene, K.Ally(slot)):
            assert not scene.table.tooltip.rect.colliderect(rect), f"ally {slot + 1}'s words over {rect} at {size}"
    app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_in_a_visit_a_fiefs_words_leave_ruler_of_fief_in_sight_and_an_allys_the_other_allies(tmp_path, size):
    """At 960×600 and 1280×800 a fief's words covered "Ruler of fief 7" (hovering a fief card), and
    an ally's words the ally beside it (the Jack of Eyes' the Jack of Claws)."""
    app = new_app(tmp_path, size, "en")
    try:
        app.carry_out(ShowGame(session_at("decision")))
        settle(app)
        scene = app.scene
        assert isinstance(scene, VisitScene)
        label = ruler_label(scene.layout)
        for key in [*(K.Fief(n) for n in range(8)), *(K.Ally(slot) for slot in range(4))]:
            for by_focus in (False, True):
                scene.tips.show_of(key, (0, 0), by_focus)
                box = scene.table.tooltip.rect
                assert scene.table.tooltip.visible, (size, key)
                assert not box.colliderect(label), f"{key}'s words over 'Ruler of fief' at {size}"
                if isinstance(key, K.Ally):  # the ally beside it, in its row
                    beside = scene.locate(K.Ally(key.slot ^ 1))
                    assert beside is None or not box.colliderect(beside), (size, key)
                assert not box.colliderect(scene.layout.prompt) and not box.colliderect(scene.layout.message)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_at_the_fief_selection_an_allys_words_leave_the_ally_beside_it_in_sight(clock, size):
    """The Jack of Eyes' words covered the Jack of Leaves beside it."""
    app = make_app(clock, size=size)
    start_game(app)
    scene = app.scene
    assert [scene.character_at(K.Ally(slot)) for slot in range(4)] == ["JC", "JF", "JL", "JE"]
    for slot in range(4):
        ring_on(app, K.Ally(slot))
        box = scene.table.tooltip.rect
        assert scene.table.tooltip.visible
        beside = scene.locate(K.Ally(slot ^ 1))  # the ally beside it, in its row
        assert beside is None or not box.colliderect(beside), (size, slot, box, beside)
    app.close()
