"""At the Jack of Leaves' choice (a fief to swap the ruler with), the focused fief's words covered
the other fiefs the player could pick, and the ring the ability put on the first fief brought no
words at all. A tooltip now comes when an ability brings the ring onto one of its options, as when
a key moves it there, and it never covers another option of the choice."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K

from .input_kit import key, make_app, open_session, position_session, settle
from .test_table_first_player import HAND
from .test_table_tooltip import SIZES, ring_on


def jack_of_leaves_asks(clock, size):
    """A visit to fief 3 whose Jack of Leaves (slot 3) was used with Enter: it asks for a fief."""
    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3))
    ring_on(app, K.Ally(2))
    key(app, pygame.K_RETURN)
    settle(app)
    return app


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_ring_an_ability_moves_onto_a_fief_brings_its_words(clock, size):
    app = jack_of_leaves_asks(clock, size)
    scene = app.scene
    assert isinstance(scene.focus, K.Fief) and A.PickFief(scene.focus.number) in scene.legal()
    assert scene.table.tooltip.visible and scene.tips.of == scene.focus
    assert not scene.table.tooltip.rect.colliderect(scene.locate(scene.focus))
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_fiefs_words_leave_the_other_fiefs_to_pick_in_sight(clock, size):
    app = jack_of_leaves_asks(clock, size)
    scene = app.scene
    options = [K.Fief(a.fief) for a in scene.legal() if isinstance(a, A.PickFief)]
    assert options == [K.Fief(n) for n in (1, 2, 4, 5)]
    for fief in options:
        ring_on(app, fief)
        assert scene.table.tooltip.visible and scene.tips.of == fief
        box = scene.table.tooltip.rect
        for other in options:
            assert not box.colliderect(scene.locate(other)) or other == fief, f"{fief}'s words over {other} at {size}"
        # Nor over the HUD's heading and trump line ("Fief 3 · Score 0 / 3" was hidden at 1280×800).
        for line in (scene.layout.hud_title, scene.layout.hud_second):
            assert not box.colliderect(line), f"{fief}'s words over the HUD at {size}"
    app.close()


def prince_of_leaves_asks(tmp_path, size, language):
    """A visit to fief 3, fiefs 1 and 2 lost: the Prince of Leaves (slot 1), used with Enter, asks
    left (fief 0) or right (fief 4); the ring on fief 0 brings its ruler's words."""
    from .screen_kit import new_app

    app = new_app(tmp_path, size, language)
    allies = [
        {"ally": code, "substitute": None, "exhausted": exhausted}
        for code, exhausted in (("PL", False), ("JE", True), ("PC", True), ("BF", True))
    ]
    statuses = ["unvisited", "lost", "lost"] + ["unvisited"] * 5
    rulers = ["PE", "QL", "KL", "JC", "QF", "QC", "KC", "KF"]
    session = position_session(["8C", "3F", "5L"], ["7L", "2E"], allies=allies, rulers=rulers, statuses=statuses)
    open_session(app, session)
    ring_on(app, K.Ally(0))
    key(app, pygame.K_RETURN)
    settle(app)
    return app


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_prince_of_leaves_words_leave_the_fief_row_in_sight(tmp_path, size, language):
    """At 960×600 the words on fief 0 (the left option) lay over fiefs 1-3, the lost ones and the
    one visited, which tell the player which way is left: they stay off the whole row."""
    app = prince_of_leaves_asks(tmp_path, size, language)
    scene = app.scene
    options = {a.fief for a in scene.legal() if isinstance(a, A.PickFief)}
    assert options == {0, 4}
    for fief in sorted(options):
        ring_on(app, K.Fief(fief))
        assert scene.table.tooltip.visible and scene.tips.of == K.Fief(fief)
        box = scene.table.tooltip.rect
        for n in range(8):
            assert not box.colliderect(scene.locate(K.Fief(n))), (size, language, fief, n, box)
        assert pygame.Rect((0, 0), size).contains(box)
    app.close()
