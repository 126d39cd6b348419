"""One type scale at 3840×2160: a first-time player found the friends panel's words giant (half
as large again as every other word on the table) while the ruler's and the friends' abilities
were tiny, and the ally cards' names two-thirds the size of the ability line under them."""

from __future__ import annotations

import pytest

from forNorthwood.core.cards import SLOT_COUNT
from forNorthwood.core.state import AllySlot
from forNorthwood.i18n.messages import character_name
from forNorthwood.ui import card_art, text
from forNorthwood.ui.ally_slot import slot_places
from forNorthwood.ui.table_places import table_layout

from .input_kit import make_app, start_game

SIZES = [(1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
def test_the_centre_panels_words_are_the_tables_body_size(clock, size):
    app = make_app(clock, size=size)
    start_game(app)
    app.dirty = True
    with text.recording() as drawn:
        app.scene.table.forget_still()
        app.draw()
    panel = [d for d in drawn if "Each fief's number" in d.message]
    prompt = [d for d in drawn if d.message.startswith("Choose a fief to visit")]
    assert panel and prompt
    assert panel[0].drawn_size == prompt[0].drawn_size == table_layout(*size).text(20)


@pytest.mark.parametrize("size", SIZES)
def test_an_allys_name_is_as_large_as_its_ability_line(app, size):
    lay = table_layout(*size)
    card = slot_places(lay, 0, AllySlot("JC")).card
    for code in ("JC", "JF", "JL", "JE", "QF", "LF"):
        card_art.character_card.cache_clear()
        with text.recording() as drawn:
            card_art.character_card(code, card.width, card.height, words=False)
        named = [d for d in drawn if d.message == character_name(code)]
        assert named and named[0].fits, code
        assert abs(named[0].drawn_size - lay.text(14)) <= 1, (code, named[0].drawn_size, lay.text(14))
    assert SLOT_COUNT == 4


@pytest.mark.parametrize("size", [(3840, 2160)])
def test_the_rulers_ability_is_no_smaller_than_the_allies_lines(app, size):
    """The ruler's card writes its whole rule where it reads at the allies' lines' size, else the
    short form (the tooltip has the whole rule): never the whole rule shrunk (27 px at 4K)."""
    lay = table_layout(*size)
    card = lay.ruler_card
    for code in ("KL", "QC", "KE", "QF", "JC", "LE"):
        card_art.character_card.cache_clear()
        with text.recording() as drawn:
            card_art.character_card(code, card.width, card.height, full_text=True)
        words = [d for d in drawn if d.message != character_name(code)]
        assert words and all(d.fits for d in words), code
        assert all(d.drawn_size >= lay.text(14) for d in words), (code, [(d.message, d.drawn_size) for d in words])
