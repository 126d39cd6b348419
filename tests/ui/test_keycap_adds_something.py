"""With an Xbox pad the table's Menu button read "Menu (Menu)" ("메뉴 (메뉴)" in Korean): its keycap
only repeated the label. A keycap is drawn only where it adds something."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.i18n import _
from forNorthwood.i18n.controls_text import CONTROLLER, input_device, keycap_name, set_input_device
from forNorthwood.ui.buttons import Button, draw_button, says_the_same


def drawn(label: str, hint: str) -> bytes:
    surface = pygame.Surface((200, 44))
    draw_button(surface, Button("menu", label, pygame.Rect(0, 0, 200, 44), hint=hint, keycap=True), False, False)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_xbox_menu_buttons_cap_is_not_drawn_on_the_menu_button(app, language):
    before = input_device()
    set_input_device(CONTROLLER, "xbox")
    try:
        with i18n.speaking(language):
            label, cap = _("Menu"), keycap_name("menu")
            assert says_the_same(cap, label), (cap, label)
            assert drawn(label, cap) == drawn(label, "")  # the label alone, as big as it is without a cap
            assert drawn(_("Puzzles"), cap) != drawn(_("Puzzles"), "")  # a cap that adds something stays
    finally:
        set_input_device(before)


def test_says_the_same_sets_case_and_signs_aside():
    assert says_the_same("Menu", "menu") and says_the_same("Next →", "next")
    assert not says_the_same("RB", "Next →") and not says_the_same("", "") and not says_the_same("Esc", "Close")
