"""The ability line under an ally slot's card (a first-time player found that at 960×600 the
allies' short ability lines were dropped): the shortest form of each of the 24 abilities, written under the card
across the slot's whole width at 14 px, at every size, in every language, covering neither the
card, its slot's number, the word "exhausted", a friend's caption nor the Hint's badge."""

from __future__ import annotations

import itertools

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.core.cards import CHARACTERS
from forNorthwood.core.state import AllySlot
from forNorthwood.game import table_keys as K
from forNorthwood.i18n.abilities_text import ability_line, ability_summary
from forNorthwood.i18n.messages import character_name, exhausted_label
from forNorthwood.ui import assets, card_art
from forNorthwood.ui.ally_slot import (
    ABILITY_ROWS,
    MOST_ABILITY_ROWS,
    ability_rows,
    ability_width,
    slot_card_rect,
    slot_edge,
    slot_places,
    slot_text_width,
)
from forNorthwood.ui.hint_badges import badge_box, badge_image
from forNorthwood.ui.still_drawing import AlliesPicture, draw_allies, slot_number_rect
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording, wrap
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import make_app, open_session, position_session, settle
from .screen_kit import TABLE_SIZES, fresh_art

HAND = ["1C", "2C", "3C", "6C", "4F", "4L", "3E", "8E"]


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def same_words(a: str, b: str) -> bool:
    """The same words, whatever the spaces or line breaks between them."""
    return a.split() == b.split()


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_ability_line_fits_its_slot_at_960x600_on_three_rows(language):
    """Measured with the game's font at 14 px in the width the slot gives the line: three rows
    at most in every language (a friend's caption then keeps one line: see the turned friend's
    test), no row wider than the slot."""
    lay = table_layout(960, 600)
    size = lay.text(14)
    assert size == MIN_TEXT
    too_long = []
    with i18n.speaking(language):
        for code in CHARACTERS:
            rows, width = ability_rows(lay, 0, code), ability_width(lay, 0, code)
            assert width <= lay.ally_slots[0].width - 2 * slot_edge(lay)
            if len(rows) > MOST_ABILITY_ROWS or max(assets.font(size).size(row)[0] for row in rows) > width:
                too_long.append(f"{code}: {rows!r}")
    assert too_long == [], "\n".join(too_long)


def test_the_lines_the_readers_found_short_say_the_whole_ability():
    """The native readers could not make these both right and two rows short at 960×600: the
    French Jack of Leaves without "up to 2 fiefs", Ukrainian and Korean shorthand (signs and
    dashes for verbs, "draw"/"discard" without what)."""
    with i18n.speaking("fr"):
        assert "2\u00a0fiefs" in ability_line("JL")
    with i18n.speaking("uk"):
        for code in ("BE", "KE", "LL", "KC", "LC"):
            line = ability_line(code)
            assert not any(sign in line for sign in ("+", "\u2212", "\u2014")), (code, line)
            assert any(verb in line for verb in ("Візьміть", "візьміть", "Скиньте", "скиньте", "Покладіть")), line
    with i18n.speaking("ko"):
        assert ability_line("BE").count("1장") == 2  # draw a card / discard a card
        assert "동맹" in ability_line("PE")  # repeated for each other exhausted ally


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_the_longest_line_keeps_a_margin_inside_its_slot(size):
    """From 1280×800 up a line as wide as the slot touched its border: the widest row of the 24
    lines, in every language, stays a few pixels inside the slot's edge."""
    lay = table_layout(*size)
    inner = lay.ally_slots[0].width - 2 * slot_edge(lay) - 2 * lay.px(2)
    font = assets.font(lay.text(14))
    for language in i18n.LANGUAGES:
        with i18n.speaking(language):
            widest = max(font.size(row)[0] for code in CHARACTERS for row in ability_rows(lay, 0, code))
        assert widest <= inner, (language, widest, inner)


def test_at_960x600_the_lines_that_touched_the_slots_edge_keep_a_margin():
    """ "Discard all trumps." and "Draw 2, discard the same total." ran from edge to edge of the
    slot (no margin in the smallest window): they now keep 2 px inside its edge, as at 1280×800."""
    lay = table_layout(960, 600)
    font = assets.font(lay.text(14))
    for slot in range(4):
        inner = lay.ally_slots[slot].width - 2 * slot_edge(lay) - 2 * 2
        with i18n.speaking("en"):
            for code in ("JF", "LE"):
                places = slot_places(lay, slot, AllySlot(code))
                assert places.ability.width <= inner, (slot, code)
                assert max(font.size(row)[0] for row in ability_rows(lay, slot, code)) <= inner, (slot, code)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_line_break_never_parts_a_number_from_what_it_counts(language):
    """ "8 cards", "2 fiefs": the number and its word stay on one line (no-break spaces)."""
    lay = table_layout(960, 600)
    parted = []
    with i18n.speaking(language):
        for code in CHARACTERS:
            rows = wrap(ability_line(code), lay.text(14), slot_text_width(lay, 0))
            for row, following in itertools.pairwise(rows):
                if row.split()[-1].isdigit() and following[:1].isalpha():
                    parted.append(f"{code}: {rows!r}")
    assert parted == [], "\n".join(parted)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_turned_friend_with_the_longest_caption_still_says_exhausted_at_960x600(language):
    """The fullest slot: any of the 24 as a friend over the ally whose caption is longest, turned.
    The word "exhausted" keeps a line under the turned card, over the caption and the ability
    line, and the card keeps a readable size."""
    lay = table_layout(960, 600)
    step = lay.line(14) - 4
    with i18n.speaking(language):
        for friend in CHARACTERS:
            for ally in CHARACTERS:
                if ally == friend:
                    continue
                places = slot_places(lay, 0, AllySlot(ally, friend, True))
                assert places.tag is not None and places.tag.height >= step, (friend, ally, places)
                assert places.tag.bottom <= places.caption.top <= places.ability.top
                assert places.card.width >= lay.px(48), (friend, ally, places.card)


def test_the_short_lines_are_their_own_messages_beside_the_longer_summaries():
    """Translators see the short form in its own context; the friends' cards and the tooltips
    keep the longer summary and the whole rule."""
    with i18n.speaking("fr"):
        assert ability_line("LC") != ability_summary("LC")
    assert all(ability_line(code) for code in CHARACTERS)
    assert ability_line("XX") == ""


def test_an_ally_card_on_its_slot_carries_no_ability_but_a_friend_card_does(app):  # app: a display for the art
    lay = table_layout(1280, 800)
    card = slot_card_rect(lay, 0, 0, ABILITY_ROWS)
    with recording() as drawn:
        card_art.clear_caches()
        card_art.character_card("JC", *card.size, words=False)
        on_slot = [d.message for d in drawn]
        card_art.character_card("JC", *lay.card.size)
        card_art.clear_caches()
    assert not any(same_words(m, ability_summary("JC")) for m in on_slot), on_slot
    assert any(same_words(d.message, ability_summary("JC")) for d in drawn)


ALLIES = [
    {"ally": "JC", "substitute": None, "exhausted": False},
    {"ally": "JF", "substitute": None, "exhausted": True},
    {"ally": "JL", "substitute": "QE", "exhausted": False},  # a friend stands in: its caption too
    {"ally": "JE", "substitute": "KL", "exhausted": True},
]


def shown_card(scene, slot: int) -> pygame.Rect:
    """The card on ``slot`` as it lies on screen (turned across when exhausted)."""
    place = scene.table.sprite_of(K.Ally(slot)).place
    rect = pygame.Rect(place.rect)
    if place.angle:
        turned = pygame.Rect(0, 0, rect.height, rect.width)
        turned.center = rect.center
        return turned
    return rect


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_ability_line_is_drawn_under_every_ally_at_every_size(clock, size, language):
    """Each slot's line is drawn whole at 14 px or more, inside its slot, clear of the card (turned
    or not), the slot's number, the word "exhausted", the friend's caption and a Hint badge."""
    app = make_app(clock, size=size)
    with i18n.speaking(language):
        statuses = ["won", "unvisited", "won"] + ["unvisited"] * 5  # the Queen of Eyes and King of Leaves won
        open_session(app, position_session(hand=HAND, deck_top=["7L"], allies=ALLIES, statuses=statuses))
        settle(app)
        with fresh_art(), recording() as drawn:
            app.dirty = True
            app.draw()
        scene = app.scene
        lay = scene.layout
        for slot, ally in enumerate(ALLIES):
            code = ally["substitute"] or ally["ally"]
            area = lay.ally_slots[slot]
            lines = [d for d in drawn if same_words(d.message, ability_line(code)) and area.contains(d.box)]
            assert len(lines) == 1, f"slot {slot + 1}: {ability_line(code)!r} not drawn"
            (line,) = lines
            assert line.fits and line.drawn_size >= MIN_TEXT, line
            assert area.contains(line.used)
            # A margin above the slot's bottom edge (at 960×600 the last row touched it).
            assert line.used.bottom <= area.bottom - slot_edge(lay) - 2, f"slot {slot + 1}: on the edge at {size}"
            covered = {"card": shown_card(scene, slot), "number": slot_number_rect(lay, slot)}
            badge = badge_image("≈100%", max(MIN_TEXT, lay.px(17)), True).get_rect()
            card = scene.locate(K.Ally(slot))
            covered["hint badge"] = badge_box(K.Ally(slot), card, badge, lay.px, size)
            if not ally["exhausted"]:  # the badge leaves the card's rank and suit in sight
                rank_and_suit = pygame.Rect(card.left, card.top, card.width // 2, round(card.height * 0.16))
                assert not covered["hint badge"].colliderect(rank_and_suit), f"slot {slot + 1} at {size}"
            others = [d for d in drawn if area.contains(d.box) and d is not line and d.box.width > 0]
            for other in others:
                covered[f"text {other.message!r}"] = other.used
            if ally["exhausted"]:
                assert any(d.message == exhausted_label(code) for d in others), f"slot {slot + 1} not said exhausted"
            if ally["substitute"]:
                assert len(others) >= 1, f"slot {slot + 1}: no caption"
            for name, rect in covered.items():
                assert not line.used.colliderect(rect), f"slot {slot + 1}: the line covers the {name} at {size}"
    app.close()


def test_at_960x600_the_jack_of_claws_line_takes_one_row_as_discard_all_trumps_does():
    """A player saw "Draw up to 8 cards." wrap (for one pixel) beside "Discard all trumps." on one row;
    the slots stay as wide (wider ones shrank the ruler's card under its words): the line says it
    in fewer letters."""
    lay = table_layout(960, 600)
    with i18n.speaking("en"):
        assert ability_rows(lay, 3, "JF") == ("Discard all trumps.",)
        assert ability_rows(lay, 3, "JC") == ("Refill to 8\u00a0cards.",)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_friend_whose_card_is_too_small_for_its_name_is_named_over_its_caption(app, language):
    """At 960×600 a friend standing in for an ally lost its name (its card, over the caption, too
    small to write it): the name then takes a row of the slot, at 14 px and bold, over the caption."""
    lay = table_layout(960, 600)
    with i18n.speaking(language):
        ally = "QE"
        unnamed = []
        for friend in (c for c in CHARACTERS if c != ally):
            places = slot_places(lay, 0, AllySlot(ally, friend))
            rows = max(ABILITY_ROWS, len(ability_rows(lay, 0, friend)))
            card = slot_card_rect(lay, 0, 1, rows)
            if rows > ABILITY_ROWS or card_art.ally_card_named(friend, card.width, card.height):
                continue  # its card writes its name, or a line of three rows leaves no row to give
            unnamed.append(friend)
            assert places.name is not None, (friend, ally)
            assert places.card.bottom <= places.name.top and places.name.bottom <= places.caption.top
            slots = (AllySlot(ally, friend), AllySlot("BL"), AllySlot("LF"), AllySlot("JF"))
            allies = AlliesPicture(slots, frozenset(), None)
            surface = pygame.Surface((960, 600))
            with recording() as drawn:
                draw_allies(surface, lay, allies)
            named = [d for d in drawn if d.message == character_name(friend)]
            assert named and all(d.drawn_size >= MIN_TEXT and d.fits for d in named), (friend, named)
        assert "BC" in unnamed  # the Baron of Claws a player saw for the Queen of Eyes
    with i18n.speaking("en"):  # a card large enough writes its name itself: no row for it
        assert slot_places(table_layout(1920, 1080), 0, AllySlot("QE", "BC")).name is None
