"""Pure geometry: a window size in, named rectangles out.

Nothing here needs a display; tests check every scene's rectangles at several window
sizes. Sizes scale with ``unit`` (1.0 at the 1280×800 reference); the fief row is
anchored at the top, the hand at the bottom, and the middle of the table takes the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

REFERENCE = (1280, 800)
CARD_RATIO = 1.4  # height / width of every card

#: Table regions that must never overlap, per scene.
VISIT_REGIONS = (
    "fiefs",
    "hud",
    "rules_button",
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


def _card(u: float, width: float) -> tuple[int, int]:
    w = max(8, round(width * u))
    return w, round(w * CARD_RATIO)


def table_layout(width: int, height: int) -> Layout:
    """The table shared by the fief selection and the visit."""
    u = unit(width, height)
    lay = Layout((width, height), u)
    r = lay.rects
    m = lay.px(12)
    card_w, card_h = _card(u, 110)
    lay.rects["_card"] = Rect(0, 0, card_w, card_h)

    # Bottom: the hand, and the column of buttons beside it.
    lift = lay.px(16)
    hand_h = card_h + lift
    buttons_w = lay.px(200)
    r["hand"] = Rect(m, height - m - hand_h, width - 3 * m - buttons_w, hand_h)
    r["buttons"] = Rect(r["hand"].right + m, r["hand"].top, buttons_w, hand_h)
    gap = lay.px(6)
    button_h = (hand_h - 3 * gap) // 4
    for i in range(4):
        r[f"button{i}"] = Rect(r["buttons"].left, r["buttons"].top + i * (button_h + gap), buttons_w, button_h)
    r["prompt"] = Rect(m, r["hand"].top - lay.px(8) - lay.px(34), width - 2 * m, lay.px(34))

    # Top: the eight fiefs, then the heads-up display.
    fief_w, fief_h = _card(u, 96)
    fief_gap = lay.px(10)
    r["fiefs"] = Rect(m, m, 8 * fief_w + 7 * fief_gap, fief_h)
    for i in range(8):
        r[f"fief{i}"] = Rect(m + i * (fief_w + fief_gap), m, fief_w, fief_h)
    hud_left = r["fiefs"].right + 2 * m
    rules_w = lay.px(110)
    r["rules_button"] = Rect(width - m - rules_w, m, rules_w, lay.px(32))
    r["hud"] = Rect(hud_left, m, r["rules_button"].left - m - hud_left, fief_h)

    # Middle band.
    top = r["fiefs"].bottom + m
    r["message"] = Rect(m, r["prompt"].top - lay.px(4) - lay.px(30), width - 2 * m, lay.px(30))
    bottom = r["message"].top - lay.px(4)
    band_h = bottom - top

    ruler_w = lay.px(172)
    ruler_card_w, ruler_card_h = _card(u, 160)
    label = lay.px(22)
    if ruler_card_h + label > band_h:  # a very flat window: shrink the ruler to the band
        ruler_card_h = max(10, band_h - label)
        ruler_card_w = round(ruler_card_h / CARD_RATIO)
    r["ruler"] = Rect(m, top, ruler_w, band_h)
    r["ruler_card"] = Rect(0, 0, ruler_card_w, ruler_card_h)
    r["ruler_card"].midtop = (r["ruler"].centerx, top + label)

    slot = min(card_h, (band_h - label - lay.px(8)) // 2)
    allies_w = 2 * slot + lay.px(8)
    r["allies"] = Rect(width - m - allies_w, top, allies_w, label + 2 * slot + lay.px(8))
    r["allies_label"] = Rect(r["allies"].left, top, allies_w, label)
    for i in range(4):
        col, row = i % 2, i // 2
        x = r["allies"].left + col * (slot + lay.px(8))
        r[f"ally{i}"] = Rect(x, top + label + row * (slot + lay.px(8)), slot, slot)

    center = Rect(r["ruler"].right + 2 * m, top, r["allies"].left - 2 * m - r["ruler"].right - 2 * m, band_h)
    r["center"] = center
    upper_h = card_h + label
    r["friends"] = Rect(center.left, top, center.width, upper_h)
    r["info"] = Rect(center.left, top + upper_h + lay.px(8), center.width, band_h - upper_h - lay.px(8))

    # Upper row of the visit: deck and the cards seen on top of it, score pile at the right.
    r["deck"] = Rect(center.left, top, card_w, upper_h)
    small_w, small_h = _card(u, 80)
    r["known"] = Rect(r["deck"].right + m, top, small_w + 2 * round(small_w * 0.62), upper_h)
    r["score"] = Rect(center.right - card_w, top, card_w, upper_h)
    lay.rects["_small_card"] = Rect(0, 0, small_w, small_h)

    # Lower row: the trick (discard pile with the statement, and the response slot), choices.
    pad = lay.px(8)
    trick_top = top + upper_h + lay.px(8)
    trick_h = min(card_h + label + 2 * pad, bottom - trick_top)
    r["trick"] = Rect(center.left, trick_top, 2 * card_w + 3 * pad + lay.px(6), trick_h)
    r["discard"] = Rect(r["trick"].left + pad, trick_top + pad + label, card_w, card_h)
    r["response"] = Rect(r["discard"].right + pad + lay.px(6), r["discard"].top, card_w, card_h)
    r["choices"] = Rect(r["trick"].right + m, trick_top, center.right - r["trick"].right - m, trick_h)
    return lay


def hand_card_rects(lay: Layout, count: int) -> list[Rect]:
    """Where each of ``count`` hand cards lies: side by side, overlapping when many."""
    area = lay["hand"]
    card = lay["_card"]
    if count <= 0:
        return []
    gap = lay.px(8)
    step = card.width + gap
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
    step = w + gap
    if count > 1 and w + (count - 1) * step > area.width:
        step = (area.width - w) / (count - 1)
    total = w + (count - 1) * step
    left = area.left + (area.width - total) / 2
    return [Rect(round(left + i * step), area.top, w, h) for i in range(count)]


def known_rects(lay: Layout, count: int) -> list[Rect]:
    """The cards seen on top of the deck, top card first (leftmost, drawn last)."""
    area = lay["known"]
    small = lay["_small_card"]
    step = round(small.width * 0.62)
    return [Rect(area.left + i * step, area.top, small.width, small.height) for i in range(count)]


def _centred_column(width: int, height: int, names: list[str], item_h: float, item_w: float, top: float) -> Layout:
    u = unit(width, height)
    lay = Layout((width, height), u)
    w, h, gap = lay.px(item_w), lay.px(item_h), lay.px(14)
    y = round(top)
    for name in names:
        lay.rects[name] = Rect((width - w) // 2, y, w, h)
        y += h + gap
    return lay


def title_layout(width: int, height: int) -> Layout:
    """Title screen: the name, the icon and a column of buttons."""
    lay = _centred_column(width, height, ["new_game", "rules", "quit"], 52, 300, height * 0.52)
    r = lay.rects
    r["icon"] = Rect(0, 0, lay.px(150), lay.px(150))
    r["icon"].midtop = (width // 2, round(height * 0.06))
    r["title"] = Rect(lay.px(40), r["icon"].bottom + lay.px(10), width - lay.px(80), lay.px(78))
    r["subtitle"] = Rect(lay.px(40), r["title"].bottom, width - lay.px(80), lay.px(34))
    r["credits"] = Rect(lay.px(20), height - lay.px(40), width - lay.px(40), lay.px(28))
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
    for name, options in (("setup", ("intro", "full")), ("difficulty", ("16", "18", "20"))):
        r[f"{name}_label"] = Rect(inner.left, y, label_w, row_h)
        left = inner.left + label_w + lay.px(10)
        avail = inner.right - left
        gap = lay.px(10)
        w = (avail - gap * (len(options) - 1)) // len(options)
        for i, option in enumerate(options):
            r[f"{name}_{option}"] = Rect(left + i * (w + gap), y, w, row_h)
        y += row_h + lay.px(8)
        r[f"{name}_note"] = Rect(left, y, avail, lay.px(44))
        y += lay.px(44) + lay.px(14)
    r["seed_label"] = Rect(inner.left, y, label_w, row_h)
    left = inner.left + label_w + lay.px(10)
    r["seed_random"] = Rect(inner.right - lay.px(180), y, lay.px(180), row_h)
    r["seed_field"] = Rect(left, y, r["seed_random"].left - lay.px(10) - left, row_h)
    y += row_h + lay.px(8)
    r["seed_note"] = Rect(left, y, inner.right - left, lay.px(30))
    button_w, button_h = lay.px(240), lay.px(56)
    r["start"] = Rect(inner.right - button_w, inner.bottom - button_h, button_w, button_h)
    r["back"] = Rect(inner.left, inner.bottom - button_h, button_w, button_h)
    return lay


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
    for i in range(8):
        r[f"fief{i}"] = Rect(left + i * (fief_w + gap), top, fief_w, fief_h)
        r[f"stars{i}"] = Rect(left + i * (fief_w + gap), top + fief_h + lay.px(6), fief_w, lay.px(28))
    r["summary"] = Rect(m, r["stars0"].bottom + lay.px(20), width - 2 * m, lay.px(96))
    button_w, button_h, gap = lay.px(260), lay.px(56), lay.px(20)
    total = 3 * button_w + 2 * gap
    y = min(height - lay.px(30) - button_h, r["summary"].bottom + lay.px(24))
    for i, name in enumerate(("new_game", "same_kingdom", "title")):
        r[name] = Rect((width - total) // 2 + i * (button_w + gap), y, button_w, button_h)
    return lay


def overlay_layout(width: int, height: int) -> Layout:
    """A centred panel for the menu, the rules and the pile viewer."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    w = min(width - lay.px(40), lay.px(1040))
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
    """The in-game menu: a column of ``count`` buttons in a small panel."""
    lay = Layout((width, height), unit(width, height))
    r = lay.rects
    bw, bh, gap, pad = lay.px(340), lay.px(50), lay.px(12), lay.px(24)
    heading = lay.px(50)
    h = 2 * pad + heading + count * bh + (count - 1) * gap
    r["panel"] = Rect((width - bw - 2 * pad) // 2, (height - h) // 2, bw + 2 * pad, h)
    r["heading"] = Rect(r["panel"].left + pad, r["panel"].top + pad, bw, heading - lay.px(8))
    for i in range(count):
        r[f"item{i}"] = Rect(r["panel"].left + pad, r["panel"].top + pad + heading + i * (bh + gap), bw, bh)
    return lay
