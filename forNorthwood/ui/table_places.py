"""The table's places: a window size in, the typed places of the table shared by the fief
selection and the visit out (pure geometry, no display needed)."""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from ..core.cards import FIEF_COUNT, SLOT_COUNT
from ..game import table_keys as K
from .layout import CARD_RATIO, Scale, card_size, unit
from .theme import focus_reach

#: Table regions that must never overlap, per scene.
VISIT_REGIONS = tuple(
    "fiefs hud rules_button tracker_button hint_button ruler deck known score trick choices allies message prompt "
    "hand buttons".split()
)
SELECTION_REGIONS = tuple(
    "fiefs hud rules_button tracker_button hint_button ruler friends info allies message prompt hand buttons".split()
)

#: The least width of the column of buttons beside the hand, in pixels: where the text is at its
#: 14 px floor (960×600, 1024×768) the longest label with its keycap, "Наступна заява" and
#: "Пробіл" (Next statement, Space), needs 178 px; at 154 px the keycap was dropped.
KEYCAPPED_COLUMN = 180


#: From this scale on (beyond 1920×1080) the friends waiting grow, up to this much.
ROOMY_FRIENDS = 1.5
FRIENDS_GROWTH = 1.5
#: ... and take at most this share of the band: the panel under them keeps the rest (and the
#: tutorial's box room under them, clear of the friends it speaks of).
FRIENDS_SHARE = 0.53


@dataclass(frozen=True)
class TableLayout(Scale):
    """The table's places, shared by the fief selection and the visit.

    The fiefs and the heads-up display run along the top, the hand and its buttons along the
    bottom; between them the ruler's column is on the left, the allies on the right, and the
    rest is the centre: in a visit the trick (statement and response) sits in the middle of the
    window, as big as the band allows, with the deck on its left and the score pile on its right.
    """

    card: Rect  # the size of a card in the hand (its position means nothing)
    friend_card: Rect  # the size of a friend waiting (bigger than the hand's in a large window)
    small_card: Rect  # the size of a card seen on top of the deck
    hand: Rect
    buttons: Rect
    button_slots: tuple[Rect, ...]  # the column of buttons beside the hand, top first
    prompt: Rect
    message: Rect
    rules_button: Rect
    tracker_button: Rect
    hint_button: Rect
    fiefs: Rect
    fief_cards: tuple[Rect, ...]  # by fief number
    hud_title: Rect
    hud_second: Rect
    hud_counts: Rect
    hud_extra: Rect
    hud: Rect
    ruler: Rect  # the ruler's column
    allies: Rect
    allies_label: Rect
    ally_slots: tuple[Rect, ...]  # by slot number
    center: Rect
    friends: Rect
    info: Rect
    trick: Rect
    discard: Rect
    response: Rect
    deck: Rect
    known: Rect
    score: Rect
    choices: Rect
    ruler_card: Rect

    def area(self, spot: K.Spot) -> Rect | None:
        """The rectangle of one of the table's areas the tutorial's words talk about (None for
        any other spot)."""
        areas = {"hud": self.hud, "fiefs": self.fiefs, "friends": self.friends, "allies": self.allies}
        return {**areas, "hand": self.hand, "ruler_panel": self.ruler}.get(spot.name)


def table_layout(width: int, height: int) -> TableLayout:
    """The table's places in a window ``width``×``height`` (as ``TableLayout`` tells). The spare
    width or height is shared between the gaps, so that no empty band opens up."""
    lay = Scale((width, height), unit(width, height))
    card = Rect((0, 0), card_size(lay.unit, 110))
    hand, buttons, button_slots, prompt, message = _bottom(lay, card)
    rules_button, tracker_button, hint_button = _corner_buttons(lay)
    fiefs, fief_cards = _fiefs(lay)
    hud_title, hud_second, hud_counts, hud_extra, hud = _hud(lay, fiefs, rules_button)
    top = max(fiefs.bottom, hud.bottom, hint_button.bottom) + lay.px(12)
    band = Rect(0, top, width, message.top - lay.px(4) - top)  # between the top and the bottom
    head, ruler = _ruler_column(lay, fiefs, band)
    allies, allies_label, ally_slots = _allies(lay, card, band)
    center = _centre(lay, ruler, allies, band)
    friend_card, friends, info = _friends(lay, card, Rect(center.left, head, center.width, band.bottom - head))
    small_card, trick, discard, response, deck, known, score, choices = _visit_centre(lay, card, center)
    return TableLayout(
        lay.size,
        lay.unit,
        card=card,
        friend_card=friend_card,
        small_card=small_card,
        hand=hand,
        buttons=buttons,
        button_slots=button_slots,
        prompt=prompt,
        message=message,
        rules_button=rules_button,
        tracker_button=tracker_button,
        hint_button=hint_button,
        fiefs=fiefs,
        fief_cards=fief_cards,
        hud_title=hud_title,
        hud_second=hud_second,
        hud_counts=hud_counts,
        hud_extra=hud_extra,
        hud=hud,
        ruler=ruler,
        allies=allies,
        allies_label=allies_label,
        ally_slots=ally_slots,
        center=center,
        friends=friends,
        info=info,
        trick=trick,
        discard=discard,
        response=response,
        deck=deck,
        known=known,
        score=score,
        choices=choices,
        ruler_card=_ruler_card(lay, ruler, discard),
    )


def _centre(lay: Scale, ruler: Rect, allies: Rect, band: Rect) -> Rect:
    """The centre of the ``band`` between the top and the bottom: between the ruler's column and
    the allies, with a double gap on each side."""
    m2 = 2 * lay.px(12)
    return Rect(ruler.right + m2, band.top, allies.left - m2 - ruler.right - m2, band.height)


def _ruler_column(lay: Scale, fiefs: Rect, band: Rect) -> tuple[int, Rect]:
    """The ruler's column, and the friends' row's top (``head``): both start under the Hint's
    badges hanging from the fiefs, which covered their headings; the allies keep the whole band."""
    head = max(band.top, fiefs.bottom + fief_badge_room(lay))
    return head, Rect(lay.px(12), head, max(lay.px(172), 10 * lay.text(16)), band.bottom - head)


def _bottom(lay: Scale, card: Rect) -> tuple[Rect, Rect, tuple[Rect, ...], Rect, Rect]:
    """The hand, the column of buttons beside it (and its four slots, top first), the prompt and
    the message line above it."""
    width, height = lay.size
    px = lay.px
    m = px(12)
    hand_h = card.height + px(16)  # room to lift a card
    buttons_w = max(px(200), 11 * lay.text(15), KEYCAPPED_COLUMN)
    hand = Rect(m, height - m - hand_h, width - 3 * m - buttons_w, hand_h)
    buttons = Rect(hand.right + m, hand.top, buttons_w, hand_h)
    button_gap = px(6)
    button_h = (hand_h - 3 * button_gap) // 4
    slots = tuple(Rect(buttons.left, buttons.top + i * (button_h + button_gap), buttons_w, button_h) for i in range(4))
    prompt_h = max(px(34), lay.line(20))
    prompt = Rect(m, hand.top - px(8) - prompt_h, width - 2 * m, prompt_h)
    message_h = max(px(30), lay.line(19))
    message = Rect(m, prompt.top - px(4) - message_h, width - 2 * m, message_h)
    return hand, buttons, slots, prompt, message


def _corner_buttons(lay: Scale) -> tuple[Rect, Rect, Rect]:
    """The Rules, Cards and Hint buttons in the top right corner, one under the other."""
    px = lay.px
    m = px(12)
    small_button_h = max(px(32), lay.line(15) + px(6))
    rules_w = max(px(110), 8 * lay.text(15))
    rules = Rect(lay.size[0] - m - rules_w, m, rules_w, small_button_h)
    tracker = Rect(rules.left, rules.bottom + px(6), rules_w, small_button_h)
    return rules, tracker, Rect(rules.left, tracker.bottom + px(6), rules_w, small_button_h)


def _fiefs(lay: Scale) -> tuple[Rect, tuple[Rect, ...]]:
    """The row of the eight fiefs, and each fief's card by number."""
    m = lay.px(12)
    fief_w, fief_h = card_size(lay.unit, 96)
    fief_gap = lay.px(10)
    cards = tuple(Rect(m + i * (fief_w + fief_gap), m, fief_w, fief_h) for i in range(FIEF_COUNT))
    return Rect(m, m, 8 * fief_w + 7 * fief_gap, fief_h), cards


def _hud(lay: Scale, fiefs: Rect, rules_button: Rect) -> tuple[Rect, Rect, Rect, Rect, Rect]:
    """The heads-up display's lines between the fiefs and the buttons: a title, a second line
    (trump, or stars), the counts (always one line: a shorter form where the long one does not
    fit) and a last line for the Baron of Eyes; then the whole display."""
    m = lay.px(12)
    left = fiefs.right + 2 * m
    hud_w = rules_button.left - m - left
    lines = []
    y = m
    for line_h in (lay.line(34), lay.line(22), lay.line(19)):
        lines.append(Rect(left, y, hud_w, line_h))
        y += line_h + lay.px(4)
    extra = Rect(left, y, hud_w, lay.line(17))
    title, second, counts = lines
    return title, second, counts, extra, Rect(left, m, hud_w, max(fiefs.height, extra.bottom - m))


def _allies(lay: Scale, card: Rect, band: Rect) -> tuple[Rect, Rect, tuple[Rect, ...]]:
    """The allies' place on the right of ``band``, the line of its label, and its slots by number."""
    px = lay.px
    m = px(12)
    gap = px(8)
    top, band_h = band.top, band.height
    label = lay.line(16)
    slot_h = min(card.height + caption_height(lay), (band_h - label - gap) // 2)
    slot_w = max(slot_h, 9 * lay.text(14))
    # The focus ring of the first row of slots must not run over their label: the slots go down
    # into the room the band has to spare, and the label up into the margin for the rest (the
    # slots are not made smaller for it: their cards' words need the height).
    reach = focus_reach(slot_w, slot_h) + px(2)  # and a hair more, for the label's descenders
    lower = min(reach, max(0, band_h - label - gap - 2 * slot_h))
    raised = min(reach - lower, 3 * m // 4)
    allies_w = 2 * slot_w + gap
    allies = Rect(band.width - m - allies_w, top - raised, allies_w, raised + label + lower + 2 * slot_h + gap)
    # What neither could give is taken from the foot of the label's line (its words centred higher).
    short = min(reach - lower - raised, label // 3)
    allies_label = Rect(allies.left, top - raised, allies_w, label - short)
    slots = tuple(
        Rect(allies.left + (i % 2) * (slot_w + gap), top + label + lower + (i // 2) * (slot_h + gap), slot_w, slot_h)
        for i in range(SLOT_COUNT)
    )
    return allies, allies_label, slots


def _friends(lay: Scale, card: Rect, center: Rect) -> tuple[Rect, Rect, Rect]:
    """The size of a friend's card, the friends waiting at the top of ``center``, the panel under them.

    In a large window (a 4K screen) the friends, what this screen is about, take up to half
    the band, bigger than the hand's cards, rather than the panel under them standing empty."""
    gap = lay.px(8)
    label = lay.line(16)
    friend_w, friend_h = card.size
    if lay.unit >= ROOMY_FRIENDS:
        grown = min(round(card.height * FRIENDS_GROWTH), round((center.height - label - gap) * FRIENDS_SHARE))
        if grown > card.height:
            friend_w, friend_h = round(grown / CARD_RATIO), grown
    upper_h = friend_h + label
    friends = Rect(center.left, center.top, center.width, upper_h)
    info = Rect(center.left, center.top + upper_h + gap, center.width, center.height - upper_h - gap)
    return Rect(0, 0, friend_w, friend_h), friends, info


def fief_badge_room(lay: Scale) -> int:
    """How far under the fiefs' cards the hint's chance badges reach (``hint_badges.badge_box``
    hangs one under each fief), and a little gap."""
    return lay.line(17) + lay.px(2)


def _ruler_card(lay: Scale, ruler: Rect, discard: Rect) -> Rect:
    """The ruler's card, a little smaller than the trick's: the trick is the biggest thing on the table."""
    px = lay.px
    label = lay.line(16)
    ruler_card_w, ruler_card_h = card_size(lay.unit, 160)
    trump_h = max(px(70), 2 * lay.line(18) + px(8))
    ring = ring_room(ruler_card_w, ruler_card_h)  # under the label: the card's focus ring
    gap = max(px(8), ring)  # and over the trump's box
    if label + ring + ruler_card_h + gap + trump_h > ruler.height:  # a flat window: the ruler gives way
        ruler_card_h = max(10, ruler.height - label - ring - gap - trump_h)
        ruler_card_w = round(ruler_card_h / CARD_RATIO)
    if ruler_card_w >= discard.width:
        ruler_card_w = discard.width - px(10)
        ruler_card_h = round(ruler_card_w * CARD_RATIO)
    ruler_card = Rect(0, 0, ruler_card_w, ruler_card_h)
    ruler_card.midtop = (ruler.centerx, ruler.top + label + ring_room(ruler_card_w, ruler_card_h))
    return ruler_card


def _visit_centre(lay: Scale, card: Rect, center: Rect) -> tuple[Rect, Rect, Rect, Rect, Rect, Rect, Rect, Rect]:
    """The deck, the trick, the score pile and the ability's choices inside ``center`` (and the
    size of a card seen on top of the deck), in the order of ``TableLayout``'s fields.

    Two arrangements are tried and the one with the bigger trick is kept: the choices over the
    trick, or, in a wide window, the choices under the score pile. The cards seen on top of the
    deck lie under it (beside it only in a window too flat for that).
    """
    px = lay.px
    m = px(12)
    gap = px(8)
    pad = px(8)
    label = lay.line(16)
    card_w = card.width
    deck_h = _deck_height(lay, card)
    words_h = lay.line(14) + 2 * lay.line(15)  # "top" under the top card, then how many are seen
    small_card = _small_card(lay, center.height - deck_h - gap - words_h)
    known_w = max(small_card.width + 2 * round(small_card.width * 0.62), 9 * lay.text(15))
    known_h = small_card.height + words_h
    choices_h = max(px(100), lay.line(18) + px(8) + max(px(54), lay.line(18) + px(10)))
    choices_w = max(px(230), 14 * lay.text(18))

    def trick_card(room_w: int, room_h: int) -> int:
        by_width = (room_w - 3 * pad - px(6)) // 2
        by_height = round((room_h - label - 2 * pad) / CARD_RATIO)
        w = max(card_w // 2, min(by_width, by_height))
        # The labels over the piles stay clear of a focused pile's ring.
        while w > card_w // 2 and label + 2 * pad + _trick_h(w) + ring_room(w, _trick_h(w)) > room_h:
            w -= 1
        return w

    stacked = deck_h + gap + known_h <= center.height  # the cards seen on top fit under the deck
    column_w = max(card_w, known_w)
    wide_left = column_w if stacked else card_w + m + known_w
    wide_right = max(card_w, choices_w)
    under = trick_card(center.width - column_w - card_w - 4 * m, center.height - choices_h - gap)
    beside = trick_card(center.width - wide_left - wide_right - 4 * m, center.height)
    wide = beside > under
    trick_w = beside if wide else under
    trick_h = _trick_h(trick_w)
    ring = ring_room(trick_w, trick_h)  # between the piles' labels and their cards
    trick = Rect(0, 0, 2 * trick_w + 3 * pad + px(6), trick_h + label + ring + 2 * pad)
    left_w = wide_left if wide else column_w
    right_w = wide_right if wide else card_w
    spread = _trick_across(lay, trick, center, (left_w, right_w), card_w)
    # The choices go over the trick (it stays nearer the middle of the window, the hand under it).
    block_h = trick.height if wide else trick.height + gap + choices_h
    block_top = center.top + max(0, (center.height - block_h) // 2)
    trick.top = block_top if wide else block_top + choices_h + gap
    discard = Rect(trick.left + pad + spread // 4, trick.top + pad + label + ring, trick_w, trick_h)
    response = Rect(discard.right + pad + px(6) + spread // 2, discard.top, trick_w, trick_h)
    deck, known = _deck_column(lay, card, trick, center, left_w, wide and not stacked, wide, (known_w, known_h))
    score, choices = _score_column(lay, card, trick, center, right_w, wide, choices_h, block_top)
    return small_card, trick, discard, response, deck, known, score, choices


def _trick_across(lay: Scale, trick: Rect, center: Rect, sides: tuple[int, int], card_w: int) -> int:
    """Widen the trick's felt and place it across ``center`` between the two columns of widths
    ``sides``; the width it was widened by.

    Each side's room is shared by two gaps (with a margin each) around a column whose card may be
    narrower than the column: no gap may be wider than a card, so the trick's felt takes what
    the sides cannot, and the trick stays in the middle of the window unless a side would open
    such a gap (the allies' column is wider than the ruler's)."""
    m = lay.px(12)
    left_w, right_w = sides
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
    return spread


def _trick_h(trick_w: int) -> int:
    return round(trick_w * CARD_RATIO)


def ring_room(width: int, height: int) -> int:
    """The room a label next to a card of this size leaves it: its focus ring's reach, and a hair
    more for the label's descenders ("Ruler of fief 4", "Discard: 4" were crossed by the ring)."""
    return focus_reach(width, height) + 2


def ruler_label(lay: TableLayout) -> Rect:
    """The line over the ruler's card ("Ruler of fief 4"), clear of the card's focus ring."""
    area, card = lay.ruler, lay.ruler_card
    return Rect(area.left, area.top, area.width, card.top - ring_room(*card.size) - area.top)


def pile_label(lay: TableLayout, pile: Rect) -> Rect:
    """The line over a pile of the trick ("Discard: 4", "Response"), clear of its focus ring."""
    top = lay.trick.top + 2
    return Rect(pile.left - 4, top, pile.width + 8, pile.top - ring_room(*pile.size) - top)


def _small_card(lay: Scale, room_h: int) -> Rect:
    """The size of a card seen on top of the deck: smaller in a flat window, to fit ``room_h``."""
    small_w, small_h = card_size(lay.unit, 80)
    if small_h > room_h:  # a flat window: they go smaller under the deck
        small_h = max(10, room_h)
        small_w = round(small_h / CARD_RATIO)
    return Rect(0, 0, small_w, small_h)


def _deck_height(lay: Scale, card: Rect) -> int:
    """The deck's zone: the cards stacked under the top one, then the label."""
    return card.height + 3 * max(2, lay.px(2)) + 2 + lay.line(16)


def _deck_column(
    lay: Scale, card: Rect, trick: Rect, center: Rect, left_w: int, beside: bool, wide: bool, known: tuple[int, int]
) -> tuple[Rect, Rect]:
    """The deck and the cards seen on top of it halfway between the ruler's column and the trick:
    those beside the deck (``beside``), or under it."""
    m, gap = lay.px(12), lay.px(8)
    card_w, deck_h = card.width, _deck_height(lay, card)
    known_w, known_h = known
    left_room = trick.left - center.left - left_w
    left = center.left + max(0, (left_room - 2 * m) // 2)  # the gaps on either side alike
    if beside:
        deck_top = center.top + max(0, (center.height - max(deck_h, known_h)) // 2)
        deck = Rect(left, deck_top, card_w, deck_h)
        return deck, Rect(deck.right + m, deck_top, known_w, known_h)
    if wide:
        deck_top = center.top + (center.height - deck_h - gap - known_h) // 2
    else:
        deck_top = max(center.top, trick.bottom - (deck_h + gap + known_h))  # level with the trick's foot
    deck = Rect(left + (left_w - card_w) // 2, deck_top, card_w, deck_h)
    return deck, Rect(left, deck.bottom + gap, known_w, known_h)


def _score_column(
    lay: Scale, card: Rect, trick: Rect, center: Rect, right_w: int, wide: bool, choices_h: int, block_top: int
) -> tuple[Rect, Rect]:
    """The score pile halfway between the trick and the allies; the choices under it or over the trick."""
    m, gap = lay.px(12), lay.px(8)
    card_w, deck_h = card.width, _deck_height(lay, card)
    right_room = center.right - trick.right - right_w
    right = trick.right + min(right_room, (right_room + 2 * m + 1) // 2)
    if wide:
        column_h = deck_h + gap + choices_h
        score_top = center.top + max(0, (center.height - column_h) // 2)
        score = Rect(right + (right_w - card_w) // 2, score_top, card_w, deck_h)
        return score, Rect(right, score.bottom + gap, right_w, center.bottom - score.bottom - gap)
    score_top = trick.top + (trick.height - deck_h) // 2
    return Rect(right, max(center.top, score_top), card_w, deck_h), Rect(trick.left, block_top, trick.width, choices_h)


def hand_card_rects(lay: TableLayout, count: int) -> list[Rect]:
    """Where each of ``count`` hand cards lies: side by side, overlapping when many."""
    card = lay.card
    if count <= 0:
        return []
    # The focus ring reaches past a card: the first and last cards leave it room from the window's
    # edge and the buttons (a crowded hand at 960×600 put the first card's ring against the edge).
    area = lay.hand.inflate(-2 * focus_reach(card.width, card.height), 0)
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


def friend_row(lay: TableLayout, count: int) -> list[Rect]:
    """Where ``count`` friends waiting stand, side by side under the friends' label."""
    area, label, card = lay.friends, lay.px(22), lay.friend_card
    row = Rect(area.left, area.top + label, area.width, area.height - label)
    return row_rects(row, count, card.width, card.height, lay.px(10))


def known_rects(lay: TableLayout, count: int) -> list[Rect]:
    """The cards seen on top of the deck, top card first (leftmost), each overlapping the one
    before it by less than the width that leaves its index readable."""
    area = lay.known
    small = lay.small_card
    step = round(small.width * 0.62)
    if count > 1:
        step = max(round(small.width * 0.34), min(step, (area.width - small.width) // (count - 1)))
    return [Rect(area.left + i * step, area.top, small.width, small.height) for i in range(count)]


def caption_height(lay: Scale) -> int:
    """The strip under an ally's card for its caption, clear of the slot's lit edge."""
    return lay.line(14) + max(3, lay.px(4))


def choice_top(lay: TableLayout, rows: int = 1) -> int:
    """Where the answers of an ability's question start, under the ``rows`` lines that ask it."""
    return lay.choices.top + max(lay.px(34), rows * lay.line(18) + lay.px(4))
