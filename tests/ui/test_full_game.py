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


def test_the_end_screen_says_the_medal_is_the_goal_chosen_before_the_game():
    """A first-time player finished a Bronze game with 20 stars and read "Bronze medal reached ·
    20 stars of the 16 needed" as Silver and Gold withheld: the line says the goal was theirs, named
    as the setup screen names it (not the rulebook's "Standard")."""
    from types import SimpleNamespace

    from forNorthwood import i18n

    view = {"stars": 20, "threshold": 16, "result": "won"}
    scene = SimpleNamespace(session=SimpleNamespace(view=lambda: view, tutorial=None))
    with i18n.speaking("en"):
        heading, detail = EndOfGameScene.result_text(scene)  # type: ignore[arg-type]
    assert "Bronze" in heading and detail == "20 stars won; the goal you chose: Bronze · 16 ★."
    for language in ("fr", "uk", "ko"):
        with i18n.speaking(language):
            _heading, detail = EndOfGameScene.result_text(scene)  # type: ignore[arg-type]
            level = i18n.messages.difficulty_label(16)
        assert "20" in detail and "16" in detail and level in detail
