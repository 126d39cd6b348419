"""The trick's two captions, over the statement and the response, stay clearly apart: at the
replay's 960×600 "Carte du dirigeant" ended 6 px from "Réponse" and read as one caption (the
French caption is now the ruler's "Dirigeant"; the left one's line ends a word's width of space
before the right one in every language)."""

from __future__ import annotations

import pytest

from forNorthwood.core.state import Phase
from forNorthwood.i18n import _, pgettext, speaking
from forNorthwood.ui import card_art
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import settle
from .screen_kit import new_app, screens, session_at

LANGUAGES = ("en", "fr", "uk", "ko")


def captions(app, language):
    """The drawn captions over the trick's left and right cards."""
    card_art.clear_caches()
    with speaking(language):
        left, right = pgettext("trick", "Statement"), _("Response")
    with recording() as drawn:
        app.dirty = True
        app.draw()
    lefts = [t for t in drawn if t.message == left]
    rights = [t for t in drawn if t.message == right]
    assert len(lefts) == 1 and len(rights) == 1, [t.message for t in drawn]
    return lefts[0], rights[0]


def assert_apart(left, right):
    assert left.fits and right.fits
    assert left.drawn_size >= MIN_TEXT and right.drawn_size >= MIN_TEXT
    gap = right.used.left - left.used.right
    assert gap >= MIN_TEXT, (left.message, left.used, right.message, right.used)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_captions_are_apart_in_the_replay_at_960x600(tmp_path, language):
    app = new_app(tmp_path, (960, 600), language)
    next(s for s in screens() if s.name == "replay").open(app)
    scene = app.scene
    replay = scene.replay
    scene.go(next(i for i in replay.decisions if replay.state(i).phase is Phase.RESPOND))
    settle(app)
    assert_apart(*captions(app, language))
    app.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_captions_are_apart_in_a_game_at_960x600(tmp_path, language):
    app = new_app(tmp_path, (960, 600), language)
    app.carry_out(ShowGame(session_at("visit_end")))
    settle(app)
    assert_apart(*captions(app, language))
    app.close()
