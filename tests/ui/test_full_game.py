"""Complete games played only through the UI's own input handlers."""

from __future__ import annotations

import pytest

from forNorthwood.ui.scenes.end_of_game import EndOfGameScene

from .bot_kit import KeyboardBot, MouseBot
from .input_kit import make_app, start_game


@pytest.mark.parametrize(("setup", "seed"), [("intro", 11), ("full", 29)])
def test_a_complete_game_with_mouse_and_keys(clock, setup, seed):
    app = make_app(clock, size=(1024, 640))
    session = start_game(app, seed=seed, setup=setup, threshold=18)
    bot = MouseBot(app, seed)
    bot.play_game()
    assert isinstance(app.scene, EndOfGameScene)
    assert session.over
    view = session.view()
    assert view["result"] in ("won", "lost")
    _heading, detail = app.scene.result_text()
    assert str(view["stars"]) in detail
    app.draw()


def test_a_complete_game_without_the_mouse(clock):
    app = make_app(clock, size=(1024, 640))
    session = start_game(app, seed=5, setup="intro", threshold=16)
    KeyboardBot(app, 5).play_game()
    assert isinstance(app.scene, EndOfGameScene)
    assert session.over
