"""At 960×600 the replay's table is drawn at scale 0.65 (the timeline takes the window's foot): its
allies' cards are too narrow to write a name, and a first-time player could not tell which ally
was which (an exhausted one said "exhausted" alone). Each ally's name now has a row of its own over
its ability line, at 14 px, in every language; the live table at 960×600 keeps its slots as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from forNorthwood import i18n
from forNorthwood.core.state import AllySlot
from forNorthwood.i18n.messages import character_name
from forNorthwood.ui.ally_slot import ability_rows, slot_places
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.theme import MIN_TEXT

from .screen_kit import new_app, render, screens
from .test_replay_screen import replay_scene

CHARACTERS = [rank + suit for suit in "CFLE" for rank in "JQKPLB"]


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_at_960x600_the_replay_paints_each_allys_name_at_14px(tmp_path: Path, language: str) -> None:
    screen = next(s for s in screens() if s.name == "replay")
    app = new_app(tmp_path, (960, 600), language)
    try:
        drawn = render(app, screen)
        scene = replay_scene(app)
        lay = scene.table.layout
        with i18n.speaking(language):
            for slot, ally in enumerate(scene.table.model.allies):
                name = character_name(ally.character)
                area = lay.ally_slots[slot]
                named = [d for d in drawn if d.message == name and area.contains(d.used)]
                assert named, (language, slot, name)
                assert all(d.drawn_size >= MIN_TEXT and d.fits for d in named), (language, name, named)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_every_ally_ready_or_exhausted_has_its_name_row_on_the_replays_table(app, language):
    """(An ability line of four rows leaves the slot no row to give: none in English, Ukrainian
    or Korean; in French the King of Eyes' alone, whose card keeps its portrait alone.)"""
    lay = table_layout(*replay_layout(960, 600).table_size)
    with i18n.speaking(language):
        for code in CHARACTERS:
            if len(ability_rows(lay, 0, code)) > 3:
                assert (language, code) == ("fr", "KE")
                continue
            for exhausted in (False, True):
                places = slot_places(lay, 0, AllySlot(code, exhausted=exhausted))
                assert places.name is not None, (language, code, exhausted)
                # Under the card (or the word "exhausted"), over the ability line.
                assert places.name.bottom <= places.ability.top
                assert places.name.top >= (places.tag or places.card).bottom


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_the_live_tables_slots_at_960x600_have_no_name_row(app, language):
    """Its cards are wide enough for most names (the name row is the replay's smaller table's)."""
    lay = table_layout(960, 600)
    with i18n.speaking(language):
        for code in CHARACTERS:
            for slot in range(4):
                assert slot_places(lay, slot, AllySlot(code)).name is None, (language, code)
