"""What first-time players with a controller (and a keyboard at 4K) read: every line names what
their device does (no F11 on a pad, no "Drop here" to a player who does not drag), the rules'
pages name the d-pad that turns them, and the words stay readable and short."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.game.tutorial import Tutorial
from forNorthwood.i18n.controls_text import (
    CONTROLLER,
    FAMILIES,
    KEYBOARD,
    MOUSE,
    controls_helping,
    response_slot_words,
    set_input_device,
)
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay
from forNorthwood.ui.scenes.selection_still import _beside_friends, friends_words
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording, wrap
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import key, open_session, position_session, settle
from .screen_kit import new_app, render, screens


@pytest.fixture(autouse=True)
def _keyboard_after():
    yield
    set_input_device(KEYBOARD, "xbox")


def drawn_texts(app) -> list:
    with recording() as drawn:
        app.dirty = True
        app.draw()
    return drawn


@pytest.mark.parametrize("family", FAMILIES)
def test_the_controller_column_says_how_a_pad_player_gets_full_screen(family):
    for language in ("en", "fr", "uk", "ko"):
        with i18n.speaking(language):
            row = next(r for r in controls_helping(family) if r.action == i18n._("Full screen"))
            assert row.keyboard == "F11" and "F11" not in row.controller
            assert i18n._("Settings: Full screen") in row.controller  # the setting, reached by the menu


def test_the_rules_pages_previous_and_next_name_the_keys_that_turn_them(app):
    app.carry_out(Push(lambda ctx: RulesOverlay(ctx, page=1)))
    overlay = app.scene
    assert isinstance(overlay, RulesOverlay)
    hints = {b.key: (b.hint, b.keycap) for b in overlay.buttons()}
    assert hints["previous"] == ("←", True) and hints["next"] == ("→", True)
    app.use_device(CONTROLLER, "playstation")
    hints = {b.key: b.hint for b in overlay.buttons()}
    assert hints["previous"] == "D-pad ←" and hints["next"] == "D-pad →"
    texts = {d.message: d for d in drawn_texts(app)}
    assert "D-pad ←" in texts and "D-pad →" in texts  # beside the labels, which fit
    assert texts["Previous"].fits and texts["Next"].fits


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_d_pad_caps_fit_beside_previous_and_next(language, size, tmp_path):
    app = new_app(tmp_path, size, language)
    try:
        render(app, next(s for s in screens() if s.name == "rules_2"))
        app.use_device(CONTROLLER, "xbox")
        with i18n.speaking(language):
            cap = i18n._("D-pad ←")
        drawn = [d for d in drawn_texts(app) if d.message == cap]
    finally:
        app.close()
    assert drawn and all(d.fits for d in drawn)


def test_the_empty_response_slot_speaks_of_dropping_to_the_mouse_only(app):
    assert response_slot_words(MOUSE) == "Drop here"
    assert response_slot_words(KEYBOARD) == "Enter on a card"
    set_input_device(CONTROLLER, "xbox")
    assert response_slot_words() == "A on a card"
    set_input_device(KEYBOARD)
    open_session(app, position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"]))
    key(app, pygame.K_SPACE)  # the statement: the slot waits for a response
    settle(app)
    messages = {d.message for d in drawn_texts(app)}
    assert "Enter on a card" in messages and "Drop here" not in messages
    app.use_device(MOUSE)
    messages = {d.message for d in drawn_texts(app)}
    assert "Drop here" in messages and "Enter on a card" not in messages


def test_the_end_of_the_tutorials_game_does_not_say_the_player_chose_its_goal():
    view = {"stars": 17, "threshold": 16, "result": "won"}
    tutorial = SimpleNamespace(session=SimpleNamespace(view=lambda: view, tutorial=Tutorial()))
    chosen = SimpleNamespace(session=SimpleNamespace(view=lambda: view, tutorial=None))
    with i18n.speaking("en"):
        _heading, detail = EndOfGameScene.result_text(tutorial)  # type: ignore[arg-type]
        assert "you chose" not in detail and "tutorial" in detail and "Bronze" in detail
        assert "you chose" in EndOfGameScene.result_text(chosen)[1]  # type: ignore[arg-type]
    for language in ("fr", "uk", "ko"):
        with i18n.speaking(language):
            assert EndOfGameScene.result_text(tutorial)[1] != EndOfGameScene.result_text(chosen)[1]  # type: ignore[arg-type]


def test_the_tutorials_kingdom_played_with_its_tutorial_skipped_ends_with_the_players_goal():
    """Skipped on its first screen, the tutorial's game is a normal one: its end said "the
    tutorial's goal" to a player who had skipped it."""
    view = {"stars": 17, "threshold": 16, "result": "won"}
    skipped = Tutorial()
    skipped.skip()
    scene = SimpleNamespace(session=SimpleNamespace(view=lambda: view, tutorial=skipped))
    with i18n.speaking("en"):
        _heading, detail = EndOfGameScene.result_text(scene)  # type: ignore[arg-type]
    assert detail == "17 stars won; your goal: Bronze · 16 ★."
    for language in ("fr", "uk", "ko"):
        with i18n.speaking(language):
            assert "{" not in EndOfGameScene.result_text(scene)[1]  # type: ignore[arg-type]
            assert EndOfGameScene.result_text(scene)[1] != "17 stars won; your goal: Bronze · 16 ★."  # type: ignore[arg-type]


def test_the_recent_games_note_names_the_key_that_opens_a_log(tmp_path):
    app = new_app(tmp_path, (1280, 800), "en")
    try:
        for screen in (s for s in screens() if s.name.startswith("statistics_")):
            notes = [d.message for d in render(app, screen) if d.message.startswith("The last games")]
            if notes:
                break
        assert notes
        app.use_device(KEYBOARD)
        keyboard = [d.message for d in drawn_texts(app) if d.message.startswith("The last games")]
        app.use_device(CONTROLLER, "xbox")
        pad = [d.message for d in drawn_texts(app) if d.message.startswith("The last games")]
        app.use_device(MOUSE)
        mouse = [d.message for d in drawn_texts(app) if d.message.startswith("The last games")]
    finally:
        app.close()
    # Both what a game's row opens and what its Replay button does (it said only the log).
    then = ", or on Replay to step through it again."
    assert keyboard == ["The last games, newest first. Enter on one to read its log" + then]
    assert pad == ["The last games, newest first. A on one to read its log" + then]
    assert mouse == ["The last games, newest first. Click one to read its log, or Replay to step through it again."]


def test_a_buttons_note_is_larger_than_its_keycap_at_4k(tmp_path):
    app = new_app(tmp_path, (3840, 2160), "en")
    try:
        drawn = render(app, next(s for s in screens() if s.name == "fief_selection"))
    finally:
        app.close()
    note = next(d for d in drawn if d.message == "when the goal is out of reach")
    label = next(d for d in drawn if d.message == "Stop the game")
    assert note.fits and note.drawn_size >= 0.7 * label.drawn_size, (note.drawn_size, label.drawn_size)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_stop_the_game_keeps_its_when_at_960x600(tmp_path, language):
    """At 960×600 the note under "Stop the game" had no room and went: the button read drastic.
    Where the note does not fit, the label says it in short, whole, at a readable size."""
    app = new_app(tmp_path, (960, 600), language)
    try:
        drawn = render(app, next(s for s in screens() if s.name == "fief_selection"))
        with i18n.speaking(language):
            short, full, note = (
                i18n._("Stop (if goal unreachable)"),
                i18n._("Stop the game"),
                i18n._("when the goal is out of reach"),
            )
    finally:
        app.close()
    assert short != full
    # Greyed while the goal is still reachable, it says when it serves, not that the goal is lost
    # ("Stop: goal out of reach" on a greyed button read as an alarm to a first-time player).
    assert {"en": "(if ", "fr": " si ", "uk": ", як ", "ko": "시)"}[language] in short, short
    label = next(d for d in drawn if d.message == short)
    assert label.fits and label.drawn_size >= MIN_TEXT, (label.drawn_size, short)
    assert not any(d.message in (full, note) for d in drawn)


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
def test_the_friends_line_beside_three_friends_is_short(size):
    """With three friends waiting it took four lines at 4K in English (six in French)."""
    lay = table_layout(*size)
    beside = _beside_friends(lay, 3)
    assert beside is not None
    for language in ("en", "fr", "uk", "ko"):
        with i18n.speaking(language):
            for words in (friends_words(KEYBOARD, i18n._("Enter")), friends_words(MOUSE, "")):
                most = 2 if language in ("en", "ko") else 3
                assert len(wrap(words, lay.text(16), beside.width, True)) <= most, (language, words)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_rules_button_shows_the_pads_view_cap(tmp_path, language, size):
    """With an Xbox pad the Rules button showed "View" in English and no cap at all in French: the
    whole "Affichage" beside "Règles" did not fit the header's button. The keycap's own short name
    does: "Affich.", and in Ukrainian "Вид" ("Перегляд" beside "Правила" needed 145 px of 112 at
    960×600, and the cap went)."""
    app = new_app(tmp_path, size, language)
    try:
        app.use_device(CONTROLLER, "xbox")
        drawn = render(app, next(s for s in screens() if s.name == "visit_decision"))
        with i18n.speaking(language):
            cap = i18n.pgettext("keycap", "View")
    finally:
        app.close()
    found = [d for d in drawn if d.message == cap]
    assert found and all(d.fits and d.drawn_size >= MIN_TEXT for d in found), (cap, found)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_card_trackers_button_shows_the_pads_rb_cap_at_960x600(tmp_path, language):
    """With an Xbox pad at 960×600 the Ukrainian "Облік карт" left no room for its RB cap (116 px
    needed of 112): the button says "Облік", as the French one says "Suivi"."""
    app = new_app(tmp_path, (960, 600), language)
    try:
        app.use_device(CONTROLLER, "xbox")
        drawn = render(app, next(s for s in screens() if s.name == "visit_decision"))
        with i18n.speaking(language):
            label = i18n._("Cards")
    finally:
        app.close()
    (shown,) = [d for d in drawn if d.message == label]
    caps = [d for d in drawn if d.message == "RB" and abs(d.used.centery - shown.used.centery) <= 3]
    assert caps and all(c.fits and c.drawn_size >= MIN_TEXT and c.used.left > shown.used.right for c in caps)
