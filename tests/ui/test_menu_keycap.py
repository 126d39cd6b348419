"""The Menu button's keycap names the controller's button briefly: "Menu button" beside "Menu"
filled the button at 960×600 with an Xbox pad. Label and keycap leave a quarter of it free with
every device family, in every language."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.i18n import _
from forNorthwood.i18n.controls_text import (
    CONTROLLER,
    FAMILIES,
    KEYBOARD,
    button_name,
    input_device,
    keycap_name,
    set_input_device,
)
from forNorthwood.ui.buttons import keycapped_width
from forNorthwood.ui.table_places import table_layout


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    before = input_device()
    yield
    set_input_device(before)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_menu_buttons_label_and_keycap_leave_room_at_960x600(language):
    menu = table_layout(960, 600).button_slots[3]
    crowded = []
    with i18n.speaking(language):
        for device, family in [(KEYBOARD, None), *((CONTROLLER, f) for f in FAMILIES)]:
            set_input_device(device, family)
            key = keycap_name("menu")
            assert key, (device, family)
            used = keycapped_width(_("Menu"), key, menu.height)
            if used > menu.width * 3 // 4:
                crowded.append((family, key, used, menu.width))
    assert not crowded


def test_an_xbox_pads_menu_keycap_is_short_and_sentences_keep_its_full_name():
    set_input_device(CONTROLLER, "xbox")
    with i18n.speaking("en"):
        assert keycap_name("menu") == "Menu"
        assert button_name("menu") == "Menu button"
