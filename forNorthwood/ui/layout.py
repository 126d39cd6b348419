"""Pure geometry: a window size in, named rectangles out.

Nothing here needs a display; tests check every scene's rectangles at several window
sizes. Sizes scale with ``unit`` (1.0 at the 1280×800 reference); the fief row is
anchored at the top, the hand at the bottom, and the middle of the table takes the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from ..core.cards import FIEF_COUNT, SETUPS, SLOT_COUNT, THRESHOLDS
from ..keeper import SETTING_NAMES, setting_choices
from .theme import MIN_TEXT, focus_reach

REFERENCE = (1280, 800)
CARD_RATIO = 1.4  # height / width of every card

#: Table regions that must never overlap, per scene.
VISIT_REGIONS = (
    "fiefs",
    "hud",
    "rules_button",
    "tracker_button",
    "hint_button",
    "ruler",
    "deck",
    "known",
    "score",
    "trick",
    "choices",
    "allies",
    "message",
    "prompt",
    "hand",
    "buttons",
)
SELECTION_REGIONS = (
    "fiefs",
    "hud",
    "rules_button",
    "tracker_button",
    "hint_button",
    "ruler",
    "friends",
    "info",
    "allies",
    "message",
    "prompt",
    "hand",
    "buttons",
)


def unit(width: int, height: int) -> float:
    """The scale of the table: 1.0 at 1280×800."""
    return max(0.3, min(width / REFERENCE[0], height / REFERENCE[1]))


@dataclass
class Layout:
    """Named rectangles of one scene at one window size."""

    size: tuple[int, int]
    unit: float
    rects: dict[str, Rect] = field(default_factory=dict)

    def __getitem__(self, name: str) -> Rect:
        return self.rects[name]

    def __contains__(self, name: str) -> bool:
        return name in self.rects

    def px(self, value: float) -> int:
        """A reference-size length in pixels at this scale."""
        return max(1, round(value * self.unit))

    def text(self, value: float) -> int:
        """A reference-size font size in pixels at this scale, never under ``MIN_TEXT``."""
        return max(MIN_TEXT, round(value * self.unit))

    def line(self, value: float) -> int:
        """The height of a box for one line of text of reference size ``value`` (see ``text``)."""
        return max(self.px(value * 1.3), (self.text(value) * 6 + 4) // 5 + 1)


#: From this scale on (beyond 1920×1080) the friends waiting grow, up to this much.
ROOMY_FRIENDS = 1.5
FRIENDS_GROWTH = 1.5
#: ... and take at most this share of the band: the panel under them keeps the rest (and the
#: tutorial's box room under them, clear of the friends it speaks of).
FRIENDS_SHARE = 0.52


def _card(u: float, width: float) -> tuple[int, int]:
    w = max(8, round(width * u))
    return w, round(w * CARD_RATIO)


def table_layout(width: int, height: int) -> Layout:
    """The table shared by the fief selection and the visit.

    The fiefs and the heads-up display run along the top, the hand and its buttons along the
    bottom; between them the ruler's column is on the left, the allies on the right, and the
    rest is the centre: in a visit the trick (statement and response) sits in the middle of the
    window, as big as the band allows, with the deck on its left and the score pile on its right.
    The spare width or height is shared between the gaps, so that no empty band opens up.
    """
    u = unit(width, height)
    lay = Layout((width, height), u)
    r = lay.rects
    px = lay.px
    m = px(12)
    gap = px(8)
    card_w, card_h = _card(u, 110)
    r["_card"] = Rect(0, 0, card_w, card_h)

    # Bottom: the hand, and the column of buttons beside it.
    lift = px(16)
    hand_h = card_h + lift
    buttons_w = max(px(200), 11 * lay.text(15))
    r["hand"] = Rect(m, height - m - hand_h, width - 3 * m - buttons_w, hand_h)
    r["buttons"] = Rect(r["hand"].right + m, r["hand"].top, buttons_w, hand_h)
    button_gap = px(6)
    button_h = (hand_h - 3 * button_gap) // 4
    for i in range(4):
        top = r["buttons"].top + i * (button_h + button_gap)
        r[f"button{i}"] = Rect(r["buttons"].left, top, buttons_w, button_h)
    prompt_h = max(px(34), lay.line(20))
    r["prompt"] = Rect(m, r["hand"].top - gap - prompt_h, width - 2 * m, prompt_h)
    message_h = max(px(30), lay.line(19))
    r["message"] = Rect(m, r["prompt"].top - px(4) - message_h, width - 2 * m, message_h)

    # Top: the eight fiefs, the heads-up display, and the Rules, Cards and Hint buttons.
    small_button_h = max(px(32), lay.line(15) + px(6))
    rules_w = max(px(110), 8 * lay.text(15))
    r["rules_button"] = Rect(width - m - rules_w, m, rules_w, small_button_h)
    r["tracker_button"] = Rect(r["rules_button"].left, r["rules_button"].bottom + px(6), rules_w, small_button_h)
    r["hint_button"] = Rect(r["rules_button"].left, r["tracker_button"].bottom + px(6), rules_w, small_button_h)
    fief_w, fief_h = _card(u, 96)
    fief_gap = px(10)
    r["fiefs"] = Rect(m, m, 8 * fief_w + 7 * fief_gap, fief_h)
    for i in range(FIEF_COUNT):
        r[f"fief{i}"] = Rect(m + i * (fief_w + fief_gap), m, fief_w, fief_h)
    hud_left = r["fiefs"].right + 2 * m
    hud_w = r["rules_button"].left - m - hud_left
    # The HUD's lines: a title, a second line (trump, or stars), the counts (always one line: a
    # shorter form where the long one does not fit) and a last line for the Baron of Eyes.
    lines = (("hud_title", lay.line(34)), ("hud_second", lay.line(22)), ("hud_counts", lay.line(19)))
    y = m
    for name, line_h in lines:
        r[name] = Rect(hud_left, y, hud_w, line_h)
        y += line_h + px(4)
    r["hud_extra"] = Rect(hud_left, y, hud_w, lay.line(17))
    r["hud"] = Rect(hud_left, m, hud_w, max(fief_h, r["hud_extra"].bottom - m))

    # The band between them.
    top = max(r["fiefs"].bottom, r["hud"].bottom, r["hint_button"].bottom) + m
    bottom = r["message"].top - px(4)
    band_h = bottom - top
    label = lay.line(16)

    ruler_w = max(px(172), 10 * lay.text(16))
    r["ruler"] = Rect(m, top, ruler_w, band_h)

    caption = caption_height(lay)
    slot_h = min(card_h + caption, (band_h - label - gap) // 2)
    slot_w = max(slot_h, 9 * lay.text(14))
    # The focus ring of the first row of slots must not run over their label: the slots go down
    # into the room the band has to spare, and the label up into the margin for the rest (the
    # slots are not made smaller for it: their cards' words need the height).
    reach = focus_reach(slot_w, slot_h) + px(2)  # and a hair more, for the label's descenders
    lower = min(reach, max(0, band_h - label - gap - 2 * slot_h))
    raised = min(reach - lower, 3 * m // 4)
    allies_w = 2 * slot_w + gap
    r["allies"] = Rect(width - m - allies_w, top - raised, allies_w, raised + label + lower + 2 * slot_h + gap)
    # What neither could give is taken from the foot of the label's line (its words centred higher).
    short = min(reach - lower - raised, label // 3)
    r["allies_label"] = Rect(r["allies"].left, top - raised, allies_w, label - short)
    reach = lower
    for i in range(SLOT_COUNT):
        col, row = i % 2, i // 2
        x = r["allies"].left + col * (slot_w + gap)
        r[f"ally{i}"] = Rect(x, top + label + reach + row * (slot_h + gap), slot_w, slot_h)

    center = Rect(r["ruler"].right + 2 * m, top, r["allies"].left - 2 * m - r["ruler"].right - 2 * m, band_h)
    r["center"] = center
    # In a large window (a 4K screen) the friends, what this screen is about, take up to half
    # the band, bigger than the hand's cards, rather than the panel under them standing empty.
    friend_w, friend_h = card_w, card_h
    if u >= ROOMY_FRIENDS:
        grown = min(round(card_h * FRIENDS_GROWTH), round((band_h - label - gap) * FRIENDS_SHARE))
        if grown > card_h:
            friend_w, friend_h = round(grown / CARD_RATIO), grown
    r["_friend_card"] = Rect(0, 0, friend_w, friend_h)
    upper_h = friend_h + label
    r["friends"] = Rect(center.left, top, center.width, upper_h)
    r["info"] = Rect(center.left, top + upper_h + gap, center.width, band_h - upper_h - gap)
    _visit_centre(lay, center)

    # The ruler's card, a little smaller than the trick's: the trick is the biggest thing on the table.
    ruler_card_w, ruler_card_h = _card(u, 160)
    trump_h = max(px(70), 2 * lay.line(18) + px(8))
    if label + ruler_card_h + gap + trump_h > band_h:  # a flat window: the ruler gives way
        ruler_card_h = max(10, band_h - label - gap - trump_h)
        ruler_card_w = round(ruler_card_h / CARD_RATIO)
    if ruler_card_w >= r["discard"].width:
        ruler_card_w = r["discard"].width - px(10)
        ruler_card_h = round(ruler_card_w * CARD_RATIO)
    r["ruler_card"] = Rect(0, 0, ruler_card_w, ruler_card_h)
    r["ruler_card"].midtop = (r["ruler"].centerx, top + label)
    return lay


def _visit_centre(lay: Layout, center: Rect) -> None:
    """The deck, the trick, the score pile and the ability's choices inside ``center``.

    Two arrangements are tried and the one with the bigger trick is kept: the choices over the
    trick, or, in a wide window, the choices under the score pile. The cards seen on top of the
    deck lie under it (beside it only in a window too flat for that).
    """
    r = lay.rects
    px = lay.px
    m = px(12)
    gap = px(8)
    pad = px(8)
    label = lay.line(16)
    card_w, card_h = r["_card"].size
    deck_h = card_h + 3 * max(2, px(2)) + 2 + label  # the cards stacked under the top one, then the label
    words_h = lay.line(14) + 2 * lay.line(15)  # "top" under the top card, then how many are seen
    small_w, small_h = _card(lay.unit, 80)
    if deck_h + gap + small_h + words_h > center.height:  # a flat window: they go smaller under the deck
        small_h = max(10, center.height - deck_h - gap - words_h)
        small_w = round(small_h / CARD_RATIO)
    r["_small_card"] = Rect(0, 0, small_w, small_h)
    known_w = max(small_w + 2 * round(small_w * 0.62), 9 * lay.text(15))
    known_h = small_h + words_h
    choices_h = max(px(100), lay.line(18) + px(8) + max(px(54), lay.line(18) + px(10)))
    choices_w = max(px(230), 14 * lay.text(18))

    def trick_card(room_w: int, room_h: int) -> int:
        by_width = (room_w - 3 * pad - px(6)) // 2
        by_height = round((room_h - label - 2 * pad) / CARD_RATIO)
        return max(card_w // 2, min(by_width, by_height))

    stacked = deck_h + gap + known_h <= center.height  # the cards seen on top fit under the deck
    column_w = max(card_w, known_w)
    wide_left = column_w if stacked else card_w + m + known_w
    wide_right = max(card_w, choices_w)
    under = trick_card(center.width - column_w - card_w - 4 * m, center.height - choices_h - gap)
    beside = trick_card(center.width - wide_left - wide_right - 4 * m, center.height)
    wide = beside > under
    trick_w = beside if wide else under
    trick_h = round(trick_w * CARD_RATIO)
    trick = Rect(0, 0, 2 * trick_w + 3 * pad + px(6), trick_h + label + 2 * pad)
    left_w = wide_left if wide else column_w
    right_w = wide_right if wide else card_w
    # Each side's room is shared by two gaps (with a margin each) around a column whose card may be
    # narrower than the column: no gap may be wider than a card, so the trick's felt takes what
    # the sides cannot, and the trick stays in the middle of the window unless a side would open
    # such a gap (the allies' column is wider than the ruler's).
    left_limit = max(2 * m, 2 * card_w - 2 * m - (left_w - card_w) - 2)  # 2: rounding
    right_limit = max(2 * m, 2 * card_w - 2 * m - (right_w - card_w) - 2)
    free = center.width - left_w - right_w - trick.width
    spread = max(0, free - left_limit - right_limit)
    trick.width += spread
    free -= spread
    lowest, highest = max(2 * m, free - right_limit), min(free - 2 * m, left_limit)
    centred = lay.size[0] // 2 - trick.width // 2 - center.left - left_w
    left_room = free // 2 if lowest > highest else max(lowest, min(highest, centred))
    trick.left = center.left + left_w + left_room
    # The choices go over the trick (it stays nearer the middle of the window, the hand under it).
    block_h = trick.height if wide else trick.height + gap + choices_h
    block_top = center.top + max(0, (center.height - block_h) // 2)
    trick.top = block_top if wide else block_top + choices_h + gap
    r["trick"] = trick
    r["discard"] = Rect(trick.left + pad + spread // 4, trick.top + pad + label, trick_w, trick_h)
    r["response"] = Rect(r["discard"].right + pad + px(6) + spread // 2, r["discard"].top, trick_w, trick_h)

    # The deck and the cards seen on top of it halfway between the ruler's column and the trick.
    left_room = trick.left - center.left - left_w
    left = center.left + max(0, (left_room - 2 * m) // 2)  # the gaps on either side alike
    if wide and not stacked:
        deck_top = center.top + max(0, (center.height - max(deck_h, known_h)) // 2)
        r["deck"] = Rect(left, deck_top, card_w, deck_h)
        r["known"] = Rect(r["deck"].right + m, deck_top, known_w, known_h)
    elif wide:
        deck_top = center.top + (center.height - deck_h - gap - known_h) // 2
        r["deck"] = Rect(left + (left_w - card_w) // 2, deck_top, card_w, deck_h)
        r["known"] = Rect(left, r["deck"].bottom + gap, known_w, known_h)
    else:
        column_h = deck_h + gap + known_h
        deck_top = max(center.top, trick.bottom - column_h)  # level with the trick's foot
        r["deck"] = Rect(left + (left_w - card_w) // 2, deck_top, card_w, deck_h)
        r["known"] = Rect(left, r["deck"].bottom + gap, known_w, known_h)

    # The score pile halfway between the trick and the allies; the choices under it or over the trick.
    right_room = center.right - trick.right - right_w
    right = trick.right + min(right_room, (right_room + 2 * m + 1) // 2)
    if wide:
        column_h = deck_h + gap + choices_h
        score_top = center.top + max(0, (center.height - column_h) // 2)
        r["score"] = Rect(right + (right_w - card_w) // 2, score_top, card_w, deck_h)
        r["choices"] = Rect(right, r["score"].bottom + gap, right_w, center.bottom - r["score"].bottom - gap)
    else:
        score_top = trick.top + (trick.height - deck_h) // 2
        r["score"] = Rect(right, max(center.top, score_top), card_w, deck_h)
        r["choices"] = Rect(trick.left, block_top, trick.width, choices_h)


def hand_card_rects(lay: Layout, count: int) -> list[Rect]:
    """Where each of ``count`` hand cards lies: side by side, overlapping when many."""
    area = lay["hand"]
    card = lay["_card"]
    if count <= 0:
        return []
    gap = lay.px(8)
    step: float = card.width + gap
    if count > 1 and card.width + (count - 1) * step > area.width:
        step = (area.width - card.width) / (count - 1)
    total = card.width + (count - 1) * step
    left = area.left + (area.width - total) / 2
    top = area.bottom - card.height
    return [Rect(round(left + i * step), top, card.width, card.height) for i in range(count)]


def row_rects(area: Rect, count: int, card_w: int, card_h: int, gap: int) -> list[Rect]:
    """``count`` cards centred in a row inside ``area``, overlapping when they do not fit."""
    if count <= 0:
        return []
    scale = min(1.0, area.height / card_h) if card_h else 1.0
    w, h = max(4, round(card_w * scale)), max(4, round(card_h * scale))
    step: float = w + gap
    if count > 1 and w + (count - 1) * step > area.width:
        step = (area.width - w) / (count - 1)
    total = w + (count - 1) * step
    left = area.left + (area.width - total) / 2
    return [Rect(round(left + i * step), area.top, w, h) for i in range(count)]


def known_rects(lay: Layout, count: int) -> list[Rect]:
    """The cards seen on top of the deck, top card first (leftmost), each overlapping the one
    before it by less than the width that leaves its index readable."""
    area = lay["known"]
    small = lay["_small_card"]
    step = round(small.width * 0.62)
    if count > 1:
        step = max(round(small.width * 0.34), min(step, (area.width - small.width) // (count - 1)))
    return [Rect(area.left + i * step, area.top, small.width, small.height) for i in range(count)]


TITLE_BUTTONS = ("continue", "new_game", "daily", "statistics", "settings", "rules", "quit")


def title_layout(width: int, height: int, buttons: tuple[str, ...] = TITLE_BUTTONS) -> Layout:
    """Title screen: the icon and the name, a column of ``buttons``, and beside it the
    panel where warnings about the game's files are shown until dismissed."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    px = lay.px
    r["icon"] = Rect(0, 0, px(110), px(110))
    r["icon"].midtop = (width // 2, round(height * 0.04))
    r["title"] = Rect(px(40), r["icon"].bottom + px(8), width - px(80), px(70))
    r["subtitle"] = Rect(px(40), r["title"].bottom, width - px(80), px(32))
    credits_h = max(px(28), lay.line(15))
    r["credits"] = Rect(px(20), height - px(12) - credits_h, width - px(40), credits_h)
    # Wide enough for the daily kingdom's longest line ("Королівство дня, 30 листопада 2026 р. · … ·
    # зіграно") at the buttons' size: the text floor in the smallest window.
    button_w, button_h, gap = max(px(600), 34 * lay.text(14)), px(46), px(10)
    top = r["subtitle"].bottom + px(24)
    # A long column (Continue, Tutorial and Credits too) shrinks to stay clear of the credits line.
    room = r["credits"].top - px(8) - top
    wanted = len(buttons) * button_h + (len(buttons) - 1) * gap
    if buttons and wanted > room:
        button_h, gap = button_h * room // wanted, gap * room // wanted
    # Fewer buttons (no game to continue) keep the column where a full one would start.
    for i, name in enumerate(buttons):
        r[name] = Rect((width - button_w) // 2, top + i * (button_h + gap), button_w, button_h)
    column_h = len(TITLE_BUTTONS) * button_h + (len(TITLE_BUTTONS) - 1) * gap
    left = (width + button_w) // 2 + px(36)
    r["notices"] = Rect(left, top, max(px(60), width - px(24) - left), column_h)
    pad = px(14)
    notices = r["notices"]
    r["dismiss"] = Rect(notices.left + pad, notices.bottom - pad - px(40), notices.width - 2 * pad, px(40))
    r["notices_text"] = Rect(
        notices.left + pad, notices.top + pad, notices.width - 2 * pad, r["dismiss"].top - px(10) - notices.top - pad
    )
    return lay


def setup_layout(width: int, height: int) -> Layout:
    """New game: setup, difficulty and seed, then Start."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    panel_w, panel_h = lay.px(880), lay.px(640)
    r["panel"] = Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w, panel_h)
    p = r["panel"]
    pad = lay.px(28)
    inner = p.inflate(-2 * pad, -2 * pad)
    r["heading"] = Rect(inner.left, inner.top, inner.width, lay.px(48))
    label_w = lay.px(170)
    row_h = lay.px(56)
    y = r["heading"].bottom + lay.px(18)
    # The notes under the choices wrap at the text floor: two lines each, three for the code's.
    note_h = max(lay.px(44), 2 * lay.line(18))
    for name, options in (("setup", SETUPS), ("difficulty", tuple(str(t) for t in THRESHOLDS))):
        r[f"{name}_label"] = Rect(inner.left, y, label_w, row_h)
        left = inner.left + label_w + lay.px(10)
        avail = inner.right - left
        gap = lay.px(10)
        w = (avail - gap * (len(options) - 1)) // len(options)
        for i, option in enumerate(options):
            r[f"{name}_{option}"] = Rect(left + i * (w + gap), y, w, row_h)
        y += row_h + lay.px(8)
        r[f"{name}_note"] = Rect(left, y, avail, note_h)
        y += note_h + lay.px(14)
    r["code_label"] = Rect(inner.left, y, label_w, row_h)
    left = inner.left + label_w + lay.px(10)
    r["code_random"] = Rect(inner.right - lay.px(200), y, lay.px(200), row_h)
    r["code_field"] = Rect(left, y, r["code_random"].left - lay.px(10) - left, row_h)
    y += row_h + lay.px(8)
    r["code_note"] = Rect(left, y, inner.right - left, max(lay.px(50), 3 * lay.line(17)))
    button_w, button_h = lay.px(240), lay.px(56)
    r["start"] = Rect(inner.right - button_w, inner.bottom - button_h, button_w, button_h)
    r["back"] = Rect(inner.left, inner.bottom - button_h, button_w, button_h)
    return lay


END_BUTTONS = ("new_game", "same_kingdom", "log", "title")


def end_layout(width: int, height: int) -> Layout:
    """End of the game: the kingdom's fiefs, the medal, then what next."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    m = lay.px(24)
    r["heading"] = Rect(m, lay.px(28), width - 2 * m, lay.px(64))
    r["medal"] = Rect(m, r["heading"].bottom + lay.px(6), width - 2 * m, lay.px(40))
    fief_w, fief_h = _card(lay.unit, 120)
    gap = lay.px(14)
    row_w = 8 * fief_w + 7 * gap
    if row_w > width - 2 * m:
        fief_w = (width - 2 * m - 7 * gap) // 8
        fief_h = round(fief_w * CARD_RATIO)
        row_w = 8 * fief_w + 7 * gap
    left = (width - row_w) // 2
    top = r["medal"].bottom + lay.px(24)
    r["fiefs"] = Rect(left, top, row_w, fief_h)
    for i in range(FIEF_COUNT):
        r[f"fief{i}"] = Rect(left + i * (fief_w + gap), top, fief_w, fief_h)
        r[f"stars{i}"] = Rect(left + i * (fief_w + gap), top + fief_h + lay.px(6), fief_w, lay.px(28))
    r["summary"] = Rect(m, r["stars0"].bottom + lay.px(18), width - 2 * m, lay.px(40))
    r["record"] = Rect(m, r["summary"].bottom + lay.px(4), width - 2 * m, lay.px(32))
    button_w, button_h, gap = lay.px(270), lay.px(56), lay.px(16)
    total = len(END_BUTTONS) * button_w + (len(END_BUTTONS) - 1) * gap
    y = min(height - lay.px(30) - button_h, r["record"].bottom + lay.px(24))
    for i, name in enumerate(END_BUTTONS):
        r[name] = Rect((width - total) // 2 + i * (button_w + gap), y, button_w, button_h)
    return lay


def overlay_layout(width: int, height: int) -> Layout:
    """A centred panel for the menu, the rules and the pile viewer."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    # In a small window the panel takes a little more of its width: the rules' controls table (with
    # a controller's column) and the statistics' charts hold their words at the text floor.
    w = min(width - lay.px(40), max(lay.px(1040), 62 * lay.text(14)))
    h = min(height - lay.px(40), lay.px(720))
    r["panel"] = Rect((width - w) // 2, (height - h) // 2, w, h)
    p = r["panel"]
    pad = lay.px(24)
    r["heading"] = Rect(p.left + pad, p.top + pad, p.width - 2 * pad, lay.px(44))
    r["close"] = Rect(p.right - pad - lay.px(150), p.bottom - pad - lay.px(48), lay.px(150), lay.px(48))
    r["body"] = Rect(
        p.left + pad,
        r["heading"].bottom + lay.px(12),
        p.width - 2 * pad,
        r["close"].top - lay.px(12) - r["heading"].bottom - lay.px(12),
    )
    r["previous"] = Rect(p.left + pad, r["close"].top, lay.px(150), lay.px(48))
    r["next"] = Rect(r["previous"].right + lay.px(12), r["close"].top, lay.px(150), lay.px(48))
    r["page"] = Rect(
        r["next"].right + lay.px(12), r["close"].top, r["close"].left - r["next"].right - lay.px(24), lay.px(48)
    )
    return lay


def menu_layout(width: int, height: int, count: int) -> Layout:
    """The in-game menu: a heading, the kingdom code, then a column of ``count`` buttons."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    # As wide as the game's line ("Kingdom 00000B · Tous les personnages · Bronze") at the text floor.
    bw, bh, gap, pad = max(lay.px(340), 25 * lay.text(14)), lay.px(50), lay.px(12), lay.px(24)
    heading, code = lay.px(46), lay.px(34)
    h = 2 * pad + heading + code + count * bh + (count - 1) * gap
    r["panel"] = Rect((width - bw - 2 * pad) // 2, (height - h) // 2, bw + 2 * pad, h)
    r["heading"] = Rect(r["panel"].left + pad, r["panel"].top + pad, bw, heading - lay.px(6))
    r["code"] = Rect(r["panel"].left + pad, r["heading"].bottom + lay.px(2), bw, code - lay.px(8))
    top = r["panel"].top + pad + heading + code
    for i in range(count):
        r[f"item{i}"] = Rect(r["panel"].left + pad, top + i * (bh + gap), bw, bh)
    return lay


def settings_layout(width: int, height: int) -> Layout:
    """The settings screen: one row per setting, a label and its choices; a note; Close."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    px = lay.px
    rows = len(SETTING_NAMES)
    row_h, gap, pad = px(46), px(10), px(24)
    # Wide enough for a choice's words ("✓ Бронза · 16 ★") at the text floor; the note under the
    # rows holds five lines at that size (the longest, the undo's in a game in progress).
    panel_w = min(width - px(40), max(px(940), 62 * lay.text(14)))
    note_h = max(px(56), 5 * lay.line(18))
    panel_h = min(height - px(20), 2 * pad + px(56) + rows * (row_h + gap) + note_h + px(8) + px(48))
    r["panel"] = Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w, panel_h)
    p = r["panel"]
    r["heading"] = Rect(p.left + pad, p.top + pad, p.width - 2 * pad, px(44))
    label_w = px(230)
    y = r["heading"].bottom + px(12)
    for name, choices in setting_choices():
        r[f"{name}_label"] = Rect(p.left + pad, y, label_w, row_h)
        left = p.left + pad + label_w + px(10)
        avail = p.right - pad - left
        choice_gap = px(10)
        w = (avail - 3 * choice_gap) // 4  # four columns: rows line up whatever their number of choices
        for i in range(len(choices)):
            r[f"{name}_{i}"] = Rect(left + i * (w + choice_gap), y, w, row_h)
        y += row_h + gap
    r["close"] = Rect(p.right - pad - px(180), p.bottom - pad - px(48), px(180), px(48))
    r["note"] = Rect(p.left + pad, y, p.width - 2 * pad, r["close"].top - px(8) - y)
    r["saved"] = Rect(p.left + pad, r["close"].top, r["close"].left - px(16) - p.left - pad, px(48))
    return lay


def overlay_columns(lay: Layout) -> tuple[Rect, Rect]:
    """The body of an overlay split into two columns."""
    body = lay["body"]
    gap = lay.px(32)
    half = (body.width - gap) // 2
    return Rect(body.left, body.top, half, body.height), Rect(body.left + half + gap, body.top, half, body.height)


RECENT_GAMES = 10


def statistics_layout(width: int, height: int) -> Layout:
    """The statistics: an overlay whose body has two columns, and rows for the recent games."""
    lay = overlay_layout(width, height)
    r = lay.rects
    r["left"], r["right"] = overlay_columns(lay)
    body = r["body"]
    # The fiefs page: the success chart takes a little more than half, so that a column's share
    # ("100 %") and counts ("12/15") read at the text floor; the characters' names keep the rest.
    gap = r["right"].left - r["left"].right
    chart_w = (body.width - gap) * 56 // 100
    r["chart"] = Rect(body.left, body.top, chart_w, body.height)
    r["characters"] = Rect(body.left + chart_w + gap, body.top, body.right - body.left - chart_w - gap, body.height)
    head = lay.px(30)
    row_h = (body.height - head) // RECENT_GAMES
    for i in range(RECENT_GAMES):
        r[f"game{i}"] = Rect(body.left, body.top + head + i * row_h, body.width, row_h - lay.px(4))
    return lay


def log_layout(width: int, height: int) -> Layout:
    """The game log: the text with its scroll bar, a status line (where the file went), Export and Close."""
    lay = overlay_layout(width, height)
    r = lay.rects
    px = lay.px
    body = r["body"]
    bar_w = px(12)
    status_h = px(30)
    text_h = body.height - status_h - px(8)
    r["text"] = Rect(body.left, body.top, body.width - bar_w - px(10), text_h)
    r["scrollbar"] = Rect(body.right - bar_w, body.top, bar_w, text_h)
    r["status"] = Rect(body.left, body.bottom - status_h, body.width, status_h)
    r["export"] = Rect(r["previous"].left, r["close"].top, px(240), r["close"].height)
    for name in ("previous", "next", "page"):
        del r[name]
    return lay


def dialog_layout(width: int, height: int) -> Layout:
    """A small centred question or notice: heading, words, and one or two buttons."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    px = lay.px
    w = min(width - px(40), px(720))
    h = min(height - px(40), px(360))
    r["panel"] = Rect((width - w) // 2, (height - h) // 2, w, h)
    p = r["panel"]
    pad = px(26)
    r["heading"] = Rect(p.left + pad, p.top + pad, p.width - 2 * pad, px(44))
    button_w, button_h = min(px(300), (p.width - 2 * pad - px(16)) // 2), px(52)
    r["yes"] = Rect(p.right - pad - button_w, p.bottom - pad - button_h, button_w, button_h)
    r["no"] = Rect(p.left + pad, r["yes"].top, button_w, button_h)
    r["body"] = Rect(
        p.left + pad,
        r["heading"].bottom + px(12),
        p.width - 2 * pad,
        r["yes"].top - px(16) - r["heading"].bottom - px(12),
    )
    return lay


def caption_height(lay: Layout) -> int:
    """The strip under an ally's card for its caption, clear of the slot's lit edge."""
    return lay.line(14) + max(3, lay.px(4))


def choice_top(lay: Layout) -> int:
    """Where the answers of an ability's question start, under the line that asks it."""
    return lay["choices"].top + max(lay.px(34), lay.line(18) + lay.px(4))
