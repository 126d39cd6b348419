"""A line break never splits a card's value from its suit, nor a character's name (as native
readers asked): the grammar layer joins their words with no-break spaces, and the wrapper
breaks only at plain spaces. Checked on everything ``scripts/language_sample.py`` writes, wrapped
into the widths of the 960×600 table."""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core.cards import CARD_NAMES, CHARACTERS
from forNorthwood.desktop.resources import font_file
from forNorthwood.i18n.grammar import NO_BREAK, unbreakable
from forNorthwood.i18n.messages import card_label, character_name
from forNorthwood.ui import assets
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import wrap

from ..font_kit import FONTS, character_map
from ..i18n.test_rendered_texts import rendered


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


@cache
def widths_and_size() -> tuple[tuple[int, ...], int]:
    """The widths of the table's boxes that hold sentences at 960×600 (the narrower ones, a
    card or an ally slot, hold a name alone), and its small text size."""
    lay = table_layout(960, 600)
    widths = sorted({rect.width for rect in lay.rects.values() if rect.width >= 200})
    return tuple(widths), lay.text(15)


def names(language: str) -> list[str]:
    """Every character's name and every card, as a sentence writes them (no-break spaces)."""
    with i18n.speaking(language):
        said = [unbreakable(character_name(code)) for code in CHARACTERS]
        said += [card_label(card) for card in CARD_NAMES]
    return sorted({name for name in said if NO_BREAK in name}, key=len, reverse=True)


def test_the_fonts_draw_the_no_break_space_as_a_space():
    for font in FONTS:
        assert 0x00A0 in character_map(font_file(font)), font
    for bold in (False, True):
        face = assets.font(16, bold)
        assert face.size(f"7{NO_BREAK}Griffes") == face.size("7 Griffes")


def test_the_wrapper_breaks_at_plain_spaces_only():
    queen = f"Reine{NO_BREAK}des{NO_BREAK}Yeux"
    face = assets.font(16)
    width = face.size(f"La {queen}")[0] + 2
    lines = wrap(f"Ton amie la {queen} remplace le 7{NO_BREAK}Griffes.", 16, width)
    assert any(queen in line for line in lines) and any(f"7{NO_BREAK}Griffes" in line for line in lines), lines
    # A plain-space sentence of the same words breaks inside the name at that width.
    assert not any("Reine des Yeux" in line for line in wrap("Ton amie la Reine des Yeux remplace", 16, width // 2))
    # A name wider than its box on its own (a card's face) is split at its no-break spaces
    # after all, rather than drawn shrunk.
    narrow = face.size("Reine des")[0] + 1
    assert wrap(queen, 16, narrow) == (f"Reine{NO_BREAK}des", "Yeux")


def test_a_key_named_in_parentheses_never_stands_alone_on_its_line():
    """The ability prompt wrapped leaving "(A)." alone on its last line: a key or a button named
    in parentheses goes to the next line with the word before it."""
    prompt = "Choose a highlighted card in your hand (A)."
    face = assets.font(16)
    width = face.size("Choose a highlighted card in your hand")[0] + 2
    lines = wrap(prompt, 16, width)
    assert lines[-1] == f"hand{NO_BREAK}(A).", lines
    assert wrap("Back (Esc), or go on", 16, face.size("Back (Esc), or")[0] - 2)[0] == f"Back{NO_BREAK}(Esc),"
    # A word in parentheses among others is no key: it wraps as any word.
    assert "(see" in wrap("Read the rules (see below) now", 16, face.size("Read the rules")[0] + 2)[1]


def test_a_chance_in_parentheses_is_no_key_and_leaves_no_gap():
    """The end screen's review broke after "The Hint would have used the", leaving a gap: the chance
    "(≈84%)." was taken for a key named in parentheses and tied to "Prince of Eyes" before it,
    and the whole did not fit after "the". A chance wraps as any word."""
    prince = f"Prince{NO_BREAK}of{NO_BREAK}Eyes"
    face = assets.font(16)
    width = face.size(f"costliest choice. The Hint would have used the {prince}")[0] + 2
    lines = wrap(f"costliest choice. The Hint would have used the {prince} (≈84%).", 16, width)
    assert lines == (f"costliest choice. The Hint would have used the {prince}", "(≈84%)."), lines
    exact = wrap(f"used the {prince} (84%).", 16, face.size(f"used the {prince}")[0] + 2)
    assert exact == (f"used the {prince}", "(84%)."), exact
    assert wrap("Undo (1–4), now", 16, face.size("Undo (1–4),")[0] + 2)[0] == f"Undo{NO_BREAK}(1–4),"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_sampled_text_splits_a_name_or_a_card_at_960x600(language):
    widths, size = widths_and_size()
    face = assets.font(size)
    said = names(language)
    lines = {line for section in rendered(language) for line in section.lines if NO_BREAK in line}
    checked = 0
    split = []
    for line in sorted(lines):
        inside = [name for name in said if name in line]
        if not inside:
            continue
        for width in widths:
            wrapped = wrap(line, size, width)
            for name in inside:
                if face.size(name)[0] <= width and not any(name in part for part in wrapped):
                    split.append(f"{width}px: {name!r} in {wrapped!r}")
            checked += 1
    assert checked > 500, checked  # the sample names cards and characters everywhere
    assert split == [], "\n".join(split[:20])


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_friend_caption_says_whom_it_replaces_at_960x600(language):
    """Under a friend on an ally slot, the long wording ("remplace le Valet des Feuilles") on
    two lines at 14 px where one is too short, never the covered ally's name alone."""
    from forNorthwood.i18n.messages import covered_ally_caption
    from forNorthwood.ui.ally_slot import caption_lines
    from forNorthwood.ui.still_drawing import ally_caption

    lay = table_layout(960, 600)
    width = lay.ally_slots[0].width - 2 * max(3, lay.px(4))
    size = lay.text(14)
    assert size >= 14
    with i18n.speaking(language):
        for code in CHARACTERS:
            lines = caption_lines(lay, 0, code, "QE")
            words = ally_caption(code, width, size, lines)
            assert words.replace(NO_BREAK, " ") == covered_ally_caption(code).replace(NO_BREAK, " "), words
            assert len(wrap(words, size, width)) <= lines
