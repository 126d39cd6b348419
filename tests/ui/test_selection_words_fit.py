"""The fief selection's panel of words says whole sentences: with the medal's line over it, on the
replay's table at 960×600, the general words about fiefs were cut after "The outer fiefs are
hardest and" (a first-time player's replay); they now give way to the medal's line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from forNorthwood import i18n
from forNorthwood.core.cards import CHARACTERS
from forNorthwood.i18n.aids_text import medal_prospect_text
from forNorthwood.i18n.messages import character_name
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.selection_still import fits_info, info_text
from forNorthwood.ui.table_places import table_layout

from .input_kit import make_app, open_session, position_session

CLAWS = ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]
STATUSES = ["lost", "lost", "won", "unvisited", "unvisited", "lost", "lost", "lost"]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_panel_keeps_the_medal_line_whole_and_says_no_half_sentence(clock, size, language):
    with i18n.speaking(language):
        app = make_app(clock, size=size)
        open_session(app, position_session(CLAWS, [], phase="choose_fief", visiting=None, statuses=STATUSES))
        scene = app.scene
        assert isinstance(scene, FiefSelectionScene)
        # Friends waiting on the table (a won fief's ruler): the words' panel is the smaller one.
        picture = replace(scene.picture(), friends=None, told=None)  # no ruler's rule under the ring
        medal = medal_prospect_text(picture.medal)
        assert medal and "\n" not in medal
        for lay in (scene.layout, table_layout(*replay_layout(*size).table_size)):  # the game's, the replay's
            text, _size = info_text(lay, picture)
            assert text.startswith(medal)
            assert fits_info(lay, picture, text), (size, language, text)
    app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_at_a_friends_choice_the_fiefs_words_stay_whole(clock, size, language):
    """A replay's friends' choice at 960×600, a friend waiting and the medal out of reach: the
    panel ended "...miss the target and the fief is" (its "lost." cut). Every fief and ruler, with
    friends waiting or not: the words shown fit whole, and the chosen fief's are among them."""
    app = make_app(clock, size=size)
    open_session(app, position_session(CLAWS, [], phase="choose_fief", visiting=None, statuses=STATUSES))
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene)
    base = scene.picture()
    with i18n.speaking(language):  # the app speaks English: the words measured in ``language``
        assert medal_prospect_text(base.medal)
        for lay in (scene.layout, table_layout(*replay_layout(*size).table_size)):
            for friends in (None, base.friends):
                for fief in range(8):
                    for ruler in CHARACTERS:
                        picture = replace(base, friends=friends, choosing_friends=True, visiting=fief, ruler=ruler)
                        text, _size = info_text(lay, picture)
                        fief_words = " ".join(text.split("\n\n")[-1].split())  # the last paragraph
                        assert " ".join(character_name(ruler).split()) in fief_words, (language, text)
                        assert fits_info(lay, picture, text), (size, language, fief, ruler, text)
    app.close()
