"""How the table's places are worked out from a window's size: the bottom (hand, buttons, prompt),
the corner buttons, the fief row and the header, the ruler's column, the allies, the friends and
the visit's centre (trick, deck, score pile), each a function of the scale and the places found
before it (``table_places.table_layout`` puts them together; pure geometry, no display needed)."""

from __future__ import annotations

from pygame import Rect

from ..core.cards import FIEF_COUNT, SLOT_COUNT
from .layout import CARD_RATIO, Scale, caption_height, card_size, ring_room
from .theme import focus_reach

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


def centre(lay: Scale, ruler: Rect, allies: Rect, band: Rect) -> Rect:
    """The centre of the ``band`` between the top and the bottom: between the ruler's column and
    the allies, with a double gap on each side."""
    m2 = 2 * lay.px(12)
    return Rect(ruler.right + m2, band.top, allies.left - m2 - ruler.right - m2, band.height)


def ruler_column(lay: Scale, fiefs: Rect, band: Rect) -> tuple[int, Rect]:
    """The ruler's column, and the friends' row's top (``head``): both start under the Hint's
    badges hanging from the fiefs, which covered their headings; the allies keep the whole band."""
    head = max(band.top, fiefs.bottom + fief_badge_room(lay))
    return head, Rect(lay.px(12), head, max(lay.px(172), 10 * lay.text(16)), band.bottom - head)


def bottom(lay: Scale, card: Rect) -> tuple[Rect, Rect, tuple[Rect, ...], Rect, Rect]:
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


def corner_buttons(lay: Scale) -> tuple[Rect, Rect, Rect]:
    """The Rules, Cards and Hint buttons in the top right corner, one under the other."""
    px = lay.px
    m = px(12)
    small_button_h = max(px(32), lay.line(15) + px(6))
    rules_w = max(px(110), 8 * lay.text(15))
    rules = Rect(lay.size[0] - m - rules_w, m, rules_w, small_button_h)
    tracker = Rect(rules.left, rules.bottom + px(6), rules_w, small_button_h)
    return rules, tracker, Rect(rules.left, tracker.bottom + px(6), rules_w, small_button_h)


def fiefs(lay: Scale) -> tuple[Rect, tuple[Rect, ...]]:
    """The row of the eight fiefs, and each fief's card by number."""
    m = lay.px(12)
    fief_w, fief_h = card_size(lay.unit, 96)
    fief_gap = lay.px(10)
    cards = tuple(Rect(m + i * (fief_w + fief_gap), m, fief_w, fief_h) for i in range(FIEF_COUNT))
    return Rect(m, m, 8 * fief_w + 7 * fief_gap, fief_h), cards


def hud(lay: Scale, fiefs: Rect, rules_button: Rect) -> tuple[Rect, Rect, Rect, Rect, Rect]:
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


def allies(lay: Scale, card: Rect, band: Rect) -> tuple[Rect, Rect, tuple[Rect, ...]]:
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


def friends(lay: Scale, card: Rect, center: Rect) -> tuple[Rect, Rect, Rect]:
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


def ruler_card(lay: Scale, ruler: Rect, discard: Rect) -> Rect:
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


def visit_centre(lay: Scale, card: Rect, center: Rect) -> tuple[Rect, Rect, Rect, Rect, Rect, Rect, Rect, Rect]:
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
