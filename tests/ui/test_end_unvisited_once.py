"""The end screen of a game stopped early: an unvisited fief's card says so on its band, and
nothing under it says it again (French players read "Non visité" then "non visité")."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.i18n import _
from forNorthwood.ui.card_art import fief_status_text
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.text import recording

from .input_kit import position_session
from .screen_kit import fresh_art, new_app

STATUSES = ["lost", "lost", "lost", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]


def _stopped():
    session = position_session(
        hand=["1C", "2C", "3C", "4C", "5F", "6F", "7F", "8F"],
        deck_top=[],
        phase="choose_fief",
        visiting=None,
        statuses=STATUSES,
    )
    session.apply(next(a for a in session.legal() if a.type == "stop_game"))
    assert session.over
    return session


@pytest.mark.parametrize("size", ((960, 600), (1280, 800), (1920, 1080)))
@pytest.mark.parametrize("language", ("en", "fr", "uk", "ko"))
def test_an_unvisited_fief_is_said_unvisited_once(tmp_path, language, size):
    app = new_app(tmp_path, size, language)
    app.carry_out(ShowGame(_stopped()))
    app.step()
    with fresh_art(), recording() as drawn:
        app.dirty = True
        app.draw()
    with i18n.speaking(language):
        words = {fief_status_text("unvisited", False).casefold(), _("unvisited").casefold()}
    said = [d.message for d in drawn if d.message.casefold() in words]
    assert len(said) == STATUSES.count("unvisited"), said  # once a fief, on its card or under it
