"""At 960×600 the replay's table is drawn at scale 0.65 (the timeline takes the window's foot): its
allies' cards are too narrow to write a name, and a first-time player could not tell which ally
was which (an exhausted one said "exhausted" alone). Each ally's name now has a row of its own over
its ability line, at 14 px, in every language; the live table at 960×600 keeps its slots as they were.
Most rulers' cards there wrote no ability either: the replay says it under the trump."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core.state import AllySlot
from forNorthwood.i18n.abilities_text import ability_line
from forNorthwood.i18n.messages import character_name
from forNorthwood.ui.ally_slot import ability_rows, slot_places
from forNorthwood.ui.card_art import ally_card_named, ruler_card_says_ability
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import VISIT_TABLE, ReplayScene
from forNorthwood.ui.scenes.replay_ruler import ruler_line
from forNorthwood.ui.scenes.visit_piles import trump_box
from forNorthwood.ui.still_drawing import draw_ruler_line, ruler_line_area
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import make_app, settle
from .screen_kit import new_app, render, screens
from .test_replay_screen import finished, replay_scene

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
            for slot, ally in enumerate(scene.table.model.kingdom.allies):
                name = character_name(ally.character)
                area = lay.ally_slots[slot]
                named = [d for d in drawn if d.message == name and area.contains(d.used)]
                assert named, (language, slot, name)
                assert all(d.drawn_size >= MIN_TEXT and d.fits for d in named), (language, name, named)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_every_ally_ready_or_exhausted_has_its_name_row_on_the_replays_table(app, language):
    """No ability line takes four rows there (the French King of Eyes' did, "pioche 2" held on one
    row: its card kept its portrait alone, with no name)."""
    lay = table_layout(*replay_layout(960, 600).table_size)
    with i18n.speaking(language):
        for code in CHARACTERS:
            assert len(ability_rows(lay, 0, code)) <= 3, (language, code)
            for exhausted in (False, True):
                places = slot_places(lay, 0, AllySlot(code, exhausted=exhausted))
                assert places.name is not None, (language, code, exhausted)
                # Under the card (or the word "exhausted"), over the ability line.
                assert places.name.bottom <= places.ability.top
                assert places.name.top >= (places.tag or places.card).bottom


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_the_live_tables_slots_at_960x600_have_a_name_row_only_where_the_card_writes_no_name(app, language):
    """Its cards are wide enough for most names: the row is for a name too long for its card."""
    lay = table_layout(960, 600)
    with i18n.speaking(language):
        for code in CHARACTERS:
            for slot in range(4):
                places = slot_places(lay, slot, AllySlot(code))
                named = ally_card_named(code, places.card.width, places.card.height)
                assert (places.name is None) == named, (language, code)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_every_ruler_says_its_ability_on_its_card_or_under_it(app, language):
    """Under its card, the trump's box under the line (under the box, the line read as the trump's
    words), both in the ruler's column over the message line; the line clear of the cards seen on
    top of the deck and of the trick."""
    lay = table_layout(*replay_layout(960, 600).table_size)
    card = lay.ruler_card
    surface = pygame.Surface(lay.size)
    said = 0
    with i18n.speaking(language):
        for code in CHARACTERS:
            words = ruler_line(lay, code)
            if ruler_card_says_ability(code, card.width, card.height):
                assert words == "", code  # said once
                continue
            said += 1
            assert words == ability_line(code), (language, code)
            area, box = ruler_line_area(lay, words), trump_box(lay, words)
            assert card.bottom < area.top <= card.bottom + lay.px(16), (language, code)  # attached
            assert area.left == lay.ruler.left and area.bottom < box.top, (language, code)
            assert box.height >= lay.line(18) and box.bottom <= lay.ruler.bottom <= lay.message.top
            assert not area.colliderect(lay.known) and not area.colliderect(lay.trick)
            with recording() as drawn:
                draw_ruler_line(surface, lay, words)
            assert drawn and all(d.drawn_size >= MIN_TEXT and d.fits for d in drawn), (language, code, drawn)
    assert said > 0  # at this size most cards leave it out


def test_the_replay_at_960x600_paints_the_rulers_ability_under_its_card(clock):
    app = make_app(clock, (960, 600))
    _, record, replay = finished(app)
    for visit in range(8):
        index = next(
            i for i in replay.decisions if replay.visit_of(i) == visit and replay.state(i).phase in VISIT_TABLE
        )
        ruler = replay.state(index).kingdom.ruler
        lay = table_layout(*replay_layout(960, 600).table_size)
        if ruler is not None and ruler_line(lay, ruler):
            break
    else:
        raise AssertionError("no ruler whose card leaves its ability out")
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index)))
    settle(app)
    with recording() as drawn:
        app.dirty = True
        app.draw()
    line = [d for d in drawn if d.message == ability_line(ruler)]
    assert line and all(d.drawn_size >= MIN_TEXT and d.fits for d in line), (ruler, line)
    lay = replay_scene(app).table.layout
    assert all(ruler_line_area(lay, ability_line(ruler)).contains(d.used) for d in line)
    boxed = [d for d in drawn if d.message.startswith("Trump:") and lay.ruler.contains(d.used)]
    assert boxed and all(d.used.top > max(w.used.bottom for w in line) for d in boxed), boxed
