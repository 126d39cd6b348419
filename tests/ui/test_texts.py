"""Texts that are right and readable outside the table: plural forms for
every count, overlays that hide what is under them, the warnings panel centred."""

from __future__ import annotations

import pytest

from forNorthwood.core.errors import IllegalAction
from forNorthwood.i18n.messages import error_message
from forNorthwood.ui.scene import Push, SceneMaker
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay
from forNorthwood.ui.scenes.settings import SettingsOverlay
from forNorthwood.ui.scenes.statistics import StatisticsOverlay
from forNorthwood.ui.theme import PANEL, focus_reach

from .input_kit import make_app


def test_the_stop_message_uses_the_plural_form_of_its_count():
    def text(threshold: object) -> str:
        return error_message(IllegalAction("WRONG_PHASE", "stop_not_allowed", threshold=threshold))

    assert "1 star is out of reach" in text(1)
    assert "16 stars are out of reach" in text(16)
    assert "stars are out of reach" in text("?")  # whatever comes, never a crash


@pytest.mark.parametrize("overlay", [RulesOverlay, MenuOverlay, SettingsOverlay, StatisticsOverlay])
def test_an_overlay_hides_the_title_under_its_text(clock, overlay: SceneMaker):
    app = make_app(clock, size=(1280, 800))
    app.carry_out(Push(overlay))
    app.step()
    app.draw()
    panel = app.scene.buttons()[0].rect.unionall([b.rect for b in app.scene.buttons()])
    # The panel's colour itself, not a blend with the title drawn below it.
    # Where the title lies; the settings rows fill the middle, so their label column is probed too.
    probes = ((640, 185), (500, 200), (780, 170)) + (((260, 185),) if overlay is SettingsOverlay else ())
    # The menu's column (Statistics among its rows) reaches up past those: between its code line
    # and its first button.
    probes += ((500, 160), (780, 160)) if overlay is MenuOverlay else ()
    # The focus ring round the first button lies outside it (with Puzzles in the menu, out of a game
    # (ten rows), the ring round Resume crossed a probe): it is the panel's too.
    first = app.scene.buttons()[0].rect
    reach = focus_reach(first.width, first.height)
    inside = [p for p in probes if not panel.inflate(2 * reach, 2 * reach).collidepoint(p)]
    assert inside
    for point in inside:
        colour = app.surface.get_at(point)[:3]
        assert colour == PANEL or sum(abs(a - b) for a, b in zip(colour, PANEL, strict=True)) > 120, (point, colour)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_warnings_panel_and_the_buttons_are_centred_together(clock, size):
    app = make_app(clock, size=size)
    app.keeper.warn("The saved game is damaged (it is not valid JSON; perhaps it was cut off).")
    app.step()
    lay = app.scene.layout(*size)
    column = lay.buttons[app.scene.names()[0]]
    group = column.union(lay.notices)
    assert abs(group.centerx - size[0] // 2) <= 2
    assert group.left >= 0 and group.right <= size[0]
    assert not column.colliderect(lay.notices)
    app.draw()
