"""Every button that has a key shows it one way: as a keycap, with the device's name for it
(a first-time player met "Card tracker (T)" in the menu, Close, Next and Skip with no key, and
Backspace as a line of small text under "Take back the last pick")."""

from __future__ import annotations

import pytest

from forNorthwood.i18n.controls_text import button_name
from forNorthwood.ui import text

from .screen_kit import new_app, screens

#: The buttons of each screen that a key presses, and that key's intent.
KEYED = {
    "title_in_progress": {"quit": "back"},
    "setup": {"back": "back"},
    "menu": {"resume": "back", "rules": "rules", "tracker": "tracker"},
    "settings": {"close": "back"},
    "game_log": {"close": "back"},
    "confirm": {"no": "back"},
    "confirm_skip_tutorial": {"no": "back"},
    "confirm_stop": {"no": "back"},
    "notice": {"yes": "back"},
    "pile_viewer": {"close": "back"},
    "card_tracker": {"close": "back"},
    "end_of_game": {"title": "back"},
    "statistics_1": {"close": "back"},
    "rules_1": {"close": "back"},
}


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
@pytest.mark.parametrize("name", sorted(KEYED))
def test_each_button_with_a_key_shows_it_as_a_keycap(tmp_path, name, size):
    screen = next(s for s in screens() if s.name == name)
    app = new_app(tmp_path, size, "en")
    try:
        screen.open(app)
        with text.recording() as drawn:
            app.dirty = True
            app.draw()
        buttons = {b.key: b for b in app.scene.buttons()}
        for key, intent in KEYED[name].items():
            button = buttons[key]
            assert button.keycap and button.hint == button_name(intent), (key, button)
            assert f"({button.hint})" not in button.label  # the key is never written into the label
            if button.enabled:  # an off button shows no key (it cannot be pressed)
                caps = [d for d in drawn if d.message == button.hint and button.rect.contains(d.used)]
                assert caps, f"{name}: {button.label!r} does not show {button.hint}"
        for button in buttons.values():
            assert not button.label.endswith(")") or "(" not in button.label or not button.keycap
    finally:
        app.close()


def test_the_tutorials_buttons_and_the_end_of_visit_panel_show_their_keys_as_keycaps(tmp_path):
    from forNorthwood.game.session import Session
    from forNorthwood.ui.tutorial_overlay import TutorialOverlay

    session = Session.for_tutorial()
    assert session.tutorial is not None
    overlay = TutorialOverlay(session.tutorial)
    prompt = overlay.prompt(session.state)
    assert prompt is not None
    from forNorthwood.ui.tutorial_box import layout_for

    lay = layout_for(prompt, (1280, 800), lambda key: None)
    for button in overlay.buttons(lay, prompt):
        assert button.keycap and button.hint in (button_name("confirm"), button_name("back"))


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_tutorials_skip_and_next_show_their_keys_in_every_language(language, size, monkeypatch):
    """In Ukrainian at 960×600 "Skip tutorial" showed no Esc (the other buttons did): the box makes
    room for each button's words beside its keycap, in every shape the box may take."""
    import pygame

    from forNorthwood import i18n
    from forNorthwood.game.session import Session
    from forNorthwood.ui import tutorial_box
    from forNorthwood.ui.buttons import draw_button
    from forNorthwood.ui.tutorial_overlay import TutorialOverlay

    pygame.font.init()
    i18n.set_language(language)
    session = Session.for_tutorial()
    assert session.tutorial is not None
    overlay = TutorialOverlay(session.tutorial)
    prompt = overlay.prompt(session.state)
    assert prompt is not None
    surface = pygame.Surface(size)
    for share in tutorial_box.WIDTHS:
        monkeypatch.setattr(tutorial_box, "WIDTHS", (share,))
        lay = tutorial_box.layout_for(prompt, size, lambda key: None, labels=overlay.button_labels(prompt))
        buttons = overlay.buttons(lay, prompt)
        assert len(buttons) == 2
        for button in buttons:
            assert lay.box.contains(button.rect)
            with text.recording() as drawn:
                draw_button(surface, button, False, False)
            shown = any(d.message == button.hint and button.rect.contains(d.used) for d in drawn)
            assert shown, f"{button.label!r} at {size} ({share}) shows no {button.hint}"
        assert not buttons[0].rect.colliderect(buttons[1].rect)
