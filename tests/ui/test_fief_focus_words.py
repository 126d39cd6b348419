"""While a fief is chosen, a fief's words under the focus ring (keyboard, controller) covered the
next three fiefs of the row, where the ring goes next (below the row is the ruler's card the ring
previews). They go in the panel of words about the fiefs instead: no tooltip over the row, the
ruler's card or what the player reads, at every size."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core.cards import CHARACTERS
from forNorthwood.game import table_keys as K
from forNorthwood.i18n.abilities_text import ability_text
from forNorthwood.i18n.messages import character_name
from forNorthwood.ui.scenes.selection_still import (
    SelectionPicture,
    fits_info,
    info_text,
    info_words_area,
    words_to_read,
)

from .input_kit import make_app, start_game
from .test_table_first_player import badges_shown
from .test_table_tooltip import SIZES, choosing_with_friends, motion, ring_on

GENERAL = (
    "Each fief's number is the exact number of dialogues to win there, and its ruler's suit is trump "
    "for the whole visit."
)


def the_panel_tells(scene, fief: K.Fief, badges: list[pygame.Rect]) -> None:
    """No tooltip; the panel's words begin with the fief's ruler and its whole rule, in its words
    area, clear of the fiefs, the ruler's card, the friends and the lines to read."""
    assert scene.in_panel(fief)
    assert not scene.table.tooltip.visible, f"{fief}: a tooltip"
    picture = scene.picture()
    assert isinstance(picture, SelectionPicture)
    ruler = scene.model.kingdom.fiefs[fief.number].ruler
    assert picture.told == ruler
    lay = scene.layout
    text, _size = info_text(lay, picture)
    assert text.startswith(f"{character_name(ruler)}\n{ability_text(ruler)}"), text
    # The general words about fiefs give way to the ruler's rule when all would not be read at the
    # table's body size (with the medal's line the three were set at the smallest size).
    assert GENERAL.split(".")[0] not in text or fits_info(lay, picture, text, lay.text(20)), text
    words = info_words_area(lay, picture)
    assert words is not None
    friends = [scene.locate(K.Friend(code)) for code in scene.model.kingdom.friends]
    clear = [*(scene.locate(K.Fief(n)) for n in range(8)), lay.ruler_card, *friends, *words_to_read(lay, picture)]
    for rect in [*clear, *badges]:
        assert rect is None or not words.colliderect(rect), (fief, rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["friends", "first"])
def test_a_focused_fiefs_words_go_in_the_panel_not_over_the_row(clock, size, game):
    if game == "friends":
        app = choosing_with_friends(clock, size)
    else:
        app = make_app(clock, size=size)
        start_game(app)
    badges = badges_shown(app)  # the hint's badges under the fiefs stay in sight too
    scene = app.scene
    fiefs = [f.key for f in scene.focusables() if isinstance(f.key, K.Fief)]
    assert len(fiefs) >= 6
    for fief in fiefs:
        ring_on(app, fief)
        the_panel_tells(scene, fief, badges)
    app.close()


def test_the_pointer_still_brings_a_tooltip_and_the_panel_keeps_its_words(clock):
    """Under the mouse, a fief's words are a tooltip beside it, as before; the panel says the
    fiefs' general words."""
    app = choosing_with_friends(clock, (1280, 800))
    scene = app.scene
    card = scene.locate(K.Fief(4))
    motion(app, card.center)
    assert scene.table.tooltip.visible and scene.tips.of == K.Fief(4)
    assert not scene.in_panel(K.Fief(4)) and scene.picture().told is None
    assert not pygame.Rect(scene.table.tooltip.rect).colliderect(card)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_every_rulers_whole_rule_fits_the_panel_in_every_language(clock, size):
    """The longest rules, with their ruler's name, fit the panel whole at the smallest size."""
    app = choosing_with_friends(clock, size)
    scene = app.scene
    picture = scene.picture()
    too_long = []
    for language in i18n.LANGUAGES:
        with i18n.speaking(language):
            for code in CHARACTERS:
                told = replace(picture, told=code)
                if not fits_info(scene.layout, told, info_text(scene.layout, told)[0]):
                    too_long.append((language, code))
    assert not too_long
    app.close()
