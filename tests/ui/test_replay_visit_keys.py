"""The keys that jump to the previous or next visit of a replay (Up/Down, the d-pad's up/down) were
named nowhere: the prompt line, where the replay says where it stands, names them on the device in
use, and pressing them does what it says."""

from __future__ import annotations

import pygame

from forNorthwood.i18n import speaking
from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, MOUSE, input_device, set_input_device

from .input_kit import key


def test_the_prompt_names_the_keys_to_another_visit_on_the_device_in_use(app, replay_at_first_decision):
    scene, replay = replay_at_first_decision
    before = input_device()
    # The first decision of the first visit whose verdict leaves the prompt line to the position (a
    # verdict of two lines takes it: the position then goes to the strip, without the keys).
    shown = next(
        i for i in replay.decisions if replay.visit_of(i) == 0 and (scene.go(i) or scene.picture().table.prompt)
    )
    number = replay.decisions.index(shown) + 1
    try:
        with speaking("en"):
            for device, family, keys in (
                (KEYBOARD, None, "↑ ↓"),
                (MOUSE, None, "↑ ↓"),
                (CONTROLLER, "playstation", "D-pad ↑ ↓"),
            ):
                set_input_device(device, family)
                prompt = scene.picture().table.prompt
                assert prompt.endswith(f" · {keys}: previous or next visit"), prompt
                assert prompt.startswith(f"Visit 1 · decision {number} of")
        with speaking("fr"):
            assert scene.picture().table.prompt.endswith("croix ↑ ↓\u00a0: visite précédente ou suivante")
    finally:
        set_input_device(before)
    key(app, pygame.K_DOWN)  # as it says: the next visit
    assert replay.visit_of(scene.index) == 1
    key(app, pygame.K_UP)
    assert replay.visit_of(scene.index) == 0
