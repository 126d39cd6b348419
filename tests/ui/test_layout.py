"""Layout is pure geometry: every named rectangle inside the window, regions never overlapping."""

from __future__ import annotations

import itertools

import pytest
from pygame import Rect

from forNorthwood.persistence.settings import setting_choices
from forNorthwood.ui import layout as L
from forNorthwood.ui import table_places as T
from forNorthwood.ui.ally_slot import slot_card_rect

from .screen_kit import TABLE_SIZES

SIZES = [(960, 600), (1024, 640), (1280, 800), (1920, 1080)]
#: The zones side by side across the band between the fiefs and the hand, per scene (in a visit
#: the ones always shown: no card seen on top of the deck, no question asked).
VISIT_ACROSS = ("ruler", "deck", "trick", "score", "allies")
SELECTION_ACROSS = ("ruler", "friends", "info", "allies")
#: The zones of the centre of the visit, one above the other or beside.
VISIT_CENTRE = ("deck", "known", "trick", "choices", "score")


def inside(size, rects):
    window = Rect(0, 0, *size)
    for name, rect in rects.items():
        if name.startswith("_"):
            continue
        assert rect.width > 0 and rect.height > 0, name
        assert window.contains(rect), f"{name} {rect} leaves the {size} window"


def disjoint(rects, names):
    for a, b in itertools.combinations(names, 2):
        assert not rects[a].colliderect(rects[b]), f"{a} {rects[a]} overlaps {b} {rects[b]}"


def widest_gap(spans: list[tuple[int, int]], start: int, end: int) -> int:
    """The longest stretch of ``start``..``end`` that none of ``spans`` covers."""
    widest, reached = 0, start
    for left, right in sorted(spans):
        widest = max(widest, left - reached)
        reached = max(reached, right)
    return max(widest, end - reached)


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_table(size):
    lay = T.table_layout(*size)
    inside(size, lay.rects)
    disjoint(lay.rects, T.VISIT_REGIONS)
    disjoint(lay.rects, T.SELECTION_REGIONS)
    disjoint(lay.rects, [f"fief_cards{i}" for i in range(8)])
    disjoint(lay.rects, [f"ally_slots{i}" for i in range(4)])
    disjoint(lay.rects, [f"button_slots{i}" for i in range(4)])
    disjoint(lay.rects, ["discard", "response"])
    for i in range(8):
        assert lay.fiefs.contains(lay.fief_cards[i])
    for i in range(4):
        assert lay.allies.contains(lay.ally_slots[i])
        assert lay.buttons.contains(lay.button_slots[i])
    for name in ("discard", "response"):
        assert lay.trick.contains(lay.rects[name])
    assert lay.ruler.contains(lay.ruler_card)
    # An exhausted ally (turned 90°) still fits its slot.
    card = lay.card
    slot = lay.ally_slots[0]
    assert max(card.width, card.height) <= max(slot.width, slot.height) + 1


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_trick_is_the_centre_of_the_visit_and_its_biggest_cards(size):
    lay = T.table_layout(*size)
    width, height = size
    trick = lay.trick
    # Near the middle of the window: the allies' column is wider than the ruler's, and in a wide
    # window the trick gives way a little rather than leave a gap wider than a card beside it.
    assert abs(trick.centerx - width / 2) <= width * 0.06, trick
    assert abs(trick.centery - height / 2) <= height * 0.08, trick
    statement, response = lay.discard, lay.response
    assert statement.size == response.size
    others = {"card": lay.card, "small_card": lay.small_card, "ruler_card": lay.ruler_card, "fief": lay.fief_cards[0]}
    others["ally"] = slot_card_rect(lay, 0)
    for name, other in others.items():
        assert statement.width > other.width and statement.height > other.height, name


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_cards_and_texts_grow_with_the_window(size):
    lay, reference = T.table_layout(*size), T.table_layout(1280, 800)
    scale = lay.unit / reference.unit
    for name in ("card", "fief_cards0", "ally_slots0", "deck", "rules_button"):
        assert lay.rects[name].height == pytest.approx(reference.rects[name].height * scale, rel=0.2, abs=4), name
    assert lay.text(16) == max(L.MIN_TEXT, round(16 * lay.unit))
    assert lay.line(16) >= lay.text(16) * 1.2  # a line of text fits its box


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_no_empty_band_wider_than_a_card(size):
    lay = T.table_layout(*size)
    width, height = size
    card = lay.card.width
    top, bottom = lay.center.top, lay.center.bottom
    for across in (VISIT_ACROSS, SELECTION_ACROSS):
        shown = {n: lay.rects[n] for n in across}
        for pile in ("deck", "score"):  # the pile's card, not its label's box
            if pile in shown:
                shown[pile] = Rect(lay.rects[pile].topleft, lay.card.size)
        spans = [(r.left, r.right) for r in shown.values()]
        assert widest_gap(spans, 0, width) <= card, (across, spans)
    for regions in (T.VISIT_REGIONS, T.SELECTION_REGIONS):
        spans = [(lay.rects[n].top, lay.rects[n].bottom) for n in regions]
        assert widest_gap(spans, 0, height) <= card, regions
    centre = [(lay.rects[n].top, lay.rects[n].bottom) for n in VISIT_CENTRE]
    assert widest_gap(centre, top, bottom) <= card, centre


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [1, 8, 12, 20])
def test_the_hand_stays_in_its_area(size, count):
    lay = T.table_layout(*size)
    rects = T.hand_card_rects(lay, count)
    assert len(rects) == count
    for rect in rects:
        assert lay.hand.contains(rect)


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_cards_seen_on_top_of_the_deck_fit_beside_it(size):
    lay = T.table_layout(*size)
    for rect in T.known_rects(lay, 3):
        assert lay.known.contains(rect)
        assert not rect.colliderect(lay.deck)


@pytest.mark.parametrize("size", SIZES)
def test_title_setup_end_and_overlays(size):
    title = L.title_layout(*size)
    inside(size, title.rects)
    disjoint(title.rects, ["icon", "title", "subtitle", *(f"buttons_{b}" for b in L.TITLE_BUTTONS), "credits"])
    setup = L.setup_layout(*size)
    inside(size, setup.rects)
    controls = [n for n in setup.rects if n not in ("panel",)]
    for name in controls:
        assert setup.panel.contains(setup.rects[name]), name
    disjoint(setup.rects, controls)
    end = L.end_layout(*size)
    inside(size, end.rects)
    disjoint(end.rects, ["heading", "medal", "fiefs", "summary", *(f"buttons_{b}" for b in L.END_BUTTONS)])
    disjoint(end.rects, [f"stars{i}" for i in range(8)] + ["fiefs"])
    overlay = L.overlay_layout(*size)
    inside(size, overlay.rects)
    disjoint(overlay.rects, ["heading", "body", "close", "previous", "next", "page"])
    menu = L.menu_layout(*size, 7)
    inside(size, menu.rects)
    disjoint(menu.rects, ["heading", "code", *(f"items{i}" for i in range(7))])


def test_the_layout_needs_no_display():
    import subprocess
    import sys

    code = (
        "import os, sys\n"
        "os.environ.pop('DISPLAY', None); os.environ['SDL_VIDEODRIVER'] = 'offscreen-none'\n"
        "from forNorthwood.ui.table_places import table_layout\n"
        "print(table_layout(1280, 800).hand)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "Rect" in out.stdout


@pytest.mark.parametrize("size", SIZES)
def test_the_title_with_its_notices(size):
    for buttons in (L.TITLE_BUTTONS, L.TITLE_BUTTONS[1:]):
        title = L.title_layout(*size, buttons)
        inside(size, title.rects)
        disjoint(title.rects, ["icon", "title", "subtitle", "notices", "credits", *(f"buttons_{b}" for b in buttons)])
        for name in ("dismiss", "notices_text"):
            assert title.notices.contains(title.rects[name]), name
        disjoint(title.rects, ["dismiss", "notices_text"])


@pytest.mark.parametrize("size", SIZES)
def test_the_settings_screen(size):
    lay = L.settings_layout(*size)
    inside(size, lay.rects)
    controls = [n for n in lay.rects if n != "panel"]
    for name in controls:
        assert lay.panel.contains(lay.rects[name]), name
    disjoint(lay.rects, controls)
    for name, choices in setting_choices():
        assert len(lay.choices[name]) == len(choices), name


@pytest.mark.parametrize("size", SIZES)
def test_the_statistics_and_log_overlays(size):
    stats = L.statistics_layout(*size)
    inside(size, stats.rects)
    disjoint(stats.rects, ["heading", "left", "right", "close", "previous", "next", "page"])
    games = [f"games{i}" for i in range(L.RECENT_GAMES)]
    disjoint(stats.rects, ["heading", "close", "previous", "next", "page", *games])
    for name in ("left", "right", *games):
        assert stats.body.contains(stats.rects[name]), name
    log = L.log_layout(*size)
    inside(size, log.rects)
    disjoint(log.rects, ["heading", "words", "scrollbar", "status", "export", "close"])
    for name in ("words", "scrollbar", "status", "export", "close"):
        assert log.panel.contains(log.rects[name]), name


@pytest.mark.parametrize("size", SIZES)
def test_dialogs_the_menu_and_the_end_of_the_game(size):
    dialog = L.dialog_layout(*size)
    inside(size, dialog.rects)
    disjoint(dialog.rects, ["heading", "body", "yes", "no"])
    for name in ("heading", "body", "yes", "no"):
        assert dialog.panel.contains(dialog.rects[name]), name
    menu = L.menu_layout(*size, 7)
    disjoint(menu.rects, ["heading", "code", *(f"items{i}" for i in range(7))])
    end = L.end_layout(*size)
    inside(size, end.rects)
    disjoint(end.rects, ["heading", "medal", "fiefs", "summary", "record", *(f"buttons_{b}" for b in L.END_BUTTONS)])


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_focus_ring_of_an_ally_keeps_clear_of_their_label(size):
    """The keyboard's focus ring reaches outside a slot (``theme.focus_reach``): the first row's
    never runs over the words "Your allies" above it, centred in their line."""
    from forNorthwood.ui.theme import focus_reach

    lay = T.table_layout(*size)
    label = lay.allies_label
    words_bottom = label.centery + lay.text(16) // 2
    for slot in (0, 1):
        area = lay.ally_slots[slot]
        assert area.top - focus_reach(area.width, area.height) >= words_bottom, (size, slot)
    # raised into the margin above it, the label still keeps clear of what is there
    assert not any(label.colliderect(r) for r in (lay.hud, lay.hint_button, lay.fiefs))


def test_the_table_s_places_are_worked_out_once_per_size_and_each_caller_gets_its_own_rectangles():
    """The still picture asks for the places on every paint: they are worked out once per size,
    and a caller that moves one of its rectangles moves no other caller's."""
    first = T.table_layout(1280, 800)
    hand, slot = Rect(first.hand), Rect(first.ally_slots[0])
    first.hand.move_ip(40, 40)
    first.ally_slots[0].width = 3
    again = T.table_layout(1280, 800)
    assert again.hand == hand and again.ally_slots[0] == slot
    assert again.hand is not first.hand and again == T.table_layout(1280, 800)
    T._places.cache_clear()
    assert T.table_layout(1280, 800) == again  # worked out afresh: the same places
