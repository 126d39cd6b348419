"""The Hint's badges: which thing on screen shows each choice's chance (``badge_key``), the number
on each badge (``badges_of``: the chance to win the visit, or at fief selection the number the ring
goes by), its words, its picture and where it goes on its card or button."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from ..ai.advisor import Advice, FiefChoices, advised, fief_measure
from ..core import Action, State
from ..core import actions as A
from ..game import table_keys as K
from ..i18n.review_text import chance_text, fief_badge_text
from . import assets
from .ally_slot import slot_edge
from .card_art import frame_inset, index_areas
from .card_places import character_band, fief_number_area, fief_stars_in_band
from .table_places import TableLayout
from .text import draw_line
from .theme import FOCUS, INK, MIN_TEXT, PANEL, TEXT_LIGHT

#: The Hint's button and badges, above every card: hand cards and piles stack their cards on layers of
#: their own (LAYER_HAND + index...).
LAYER_HINT = 1_000

#: A badge's kind outside fief selection: the chance to win the visit.
VISIT = "visit"
#: Choices with no chance of a visit to show.
NO_BADGE = frozenset({K.Button("stop"), K.Button("back")})


def fiefs_of(state: State, advice: Advice) -> FiefChoices | None:
    """In fief selection, each choice by the number that decides the fief (the badges show it)."""
    return fief_measure(state, [(e.action, e.success, e.exact) for e in advice.actions])


def badge_key(action: Action) -> K.Key | None:
    """The thing on screen whose badge tells ``action``'s chance (a reveal's is its button's)."""
    key = K.target_of(action)[0]
    if key == K.DECK:
        return K.Button("reveal")
    return None if key in NO_BADGE else key


def badges_of(advice: Advice, state: State | None = None) -> dict[K.Key, tuple[float, bool, bool, str]]:
    """Screen key → (value, exact, best, kind) of the advice; a key taking several actions (a
    friend brought over one slot or another) shows the best of them. A friend to bring in
    is advised onto one slot: that slot is marked best too, with the friend's chance.

    The value is the chance to win the visit (kind ``VISIT``), except in fief selection (``state``
    given), where it is the number that decides the fief (``ai.fief_order``: the chance to reach
    the goal, or the stars to expect): the fief ringed is the best by the number on its badge."""
    ringed = advised(advice)  # in fief selection, the fief for the best chance of the goal
    best_entry = None if ringed is None else advice.actions[ringed]
    best = best_entry.action if best_entry is not None else None
    fiefs = None if state is None else fiefs_of(state, advice)
    found: dict[K.Key, tuple[float, bool, bool, str]] = {}
    for i, entry in enumerate(advice.actions):
        key = badge_key(entry.action)
        value = (entry.success, entry.exact) if fiefs is None else fiefs.values[i]
        if key is None or value is None or value[0] is None:
            continue
        kind = VISIT if fiefs is None else fiefs.kind
        old = found.get(key)
        is_best = entry.action == best
        if old is None or value[0] > old[0] or is_best:
            found[key] = (value[0], value[1], is_best or (old is not None and old[2]), kind)
    if best_entry is not None and isinstance(best, A.Substitute) and best_entry.success is not None:
        found[K.Ally(best.slot)] = (best_entry.success, best_entry.exact, True, VISIT)
    return found


def badge_words(value: float, exact: bool, kind: str) -> str:
    """A badge's words: a chance to win the visit, or the fief's number (``badges_of``)."""
    return chance_text(value, exact) if kind == VISIT else fief_badge_text(kind, value, exact)


def badge_box(
    key: K.Key,
    rect: pygame.Rect,
    box: pygame.Rect,
    px: Callable[[float], int],
    size: tuple[int, int],
    seen: pygame.Rect | None = None,
    marks: bool = False,
) -> pygame.Rect:
    """Where a badge goes on the thing it is about; ``seen`` is the part of a hand card in sight
    (the next card of a crowded hand covers its right: ``visible_column``). Every badge leaves the
    rank and suit of an ally in sight; ``marks``: the table's leave those of the friends and the
    stars and names of the fiefs in sight too (the replay's keep their older places there, which its
    tag of the choice made is placed around)."""
    if isinstance(key, K.Hand):
        hand_badge(rect, box, px, rect if seen is None else seen)
    elif isinstance(key, K.Button):
        # Beside the button, towards the hand: the buttons' column runs along the window's right edge.
        box.midright = (rect.left - px(6), rect.centery)
    elif isinstance(key, K.Choice):
        # On the button's top right corner, rising little over its top edge: risen by half its
        # height, it touched the question's words just over the buttons ("ou passe :").
        box.topleft = (rect.right - box.width // 2, rect.top - min(box.height // 2, max(1, px(4) - 2)))
    elif isinstance(key, K.Ally):
        # Just under the card's band (its rank, suit and crown), a third of it over the card beside
        # the portrait and the rest over the slot beside it: on the band it hid the suit of the
        # small cards at 960×600 (the replay's too, which assumed a band of 10 px where the card
        # draws 16). The name and, under the card, its words stay visible.
        box.topleft = (rect.right - box.width // 3, character_band(rect).bottom + px(1))
    elif isinstance(key, K.Friend):
        # Just under the coloured band at the card's top, at its right, over the portrait's
        # corner: the rank, suit and crown, the name and the ability stay visible (on the band it
        # hid the crown, and at 960×600 reached the suit).
        box.topright = (rect.right - px(2), character_band(rect).bottom + px(1))
    elif isinstance(key, K.Fief) and marks and fief_stars_in_band(rect.width, rect.height):
        # A small tile, its stars in the band at its foot: in its top right corner, beside its
        # number, over the corner of the ruler's portrait (under the tile it hid the stars).
        box.topright = (rect.right - px(2), rect.top + px(2))
        box.left = max(box.left, fief_number_area(key.number, rect).right + px(1))
    else:
        # A fief: just under its card, on the edge of its status strip. The card has no room left
        # (number, stars, portrait, rank and suit, status), and on its picture it hid the ruler's face.
        box.midtop = (rect.centerx, rect.bottom - px(2))
    box.clamp_ip(pygame.Rect((0, 0), size))
    return box


def hand_badge(rect: pygame.Rect, box: pygame.Rect, px: Callable[[float], int], seen: pygame.Rect) -> None:
    """A hand card's badge: in the bottom left corner, under the big suit glyph, so the value and
    suit in the top left and the bottom right corners stay visible (halfway down the left edge, it
    hid the small suit under the value). Inside the part of the card in sight, its edge on the
    card's inner frame: on the card's rim, a badge ("≈56 %") seemed to spill onto the card to its
    left; and it never reaches a card laid over this one (the next card of a crowded hand, the
    focused card and its ring). Where that part is too narrow beside the bottom right corner's
    value and suit, the badge goes up, just over them."""
    index = index_areas(rect)[1]  # the value and suit in the bottom right corner
    left = max(rect.left + max(px(3), frame_inset(rect.width) - 1), seen.left + px(3))
    box.bottomleft = (left, rect.bottom - px(3))
    if box.right > index.left:
        box.bottom = index.top - px(2)
    if box.right > seen.right - px(3):
        box.right = max(seen.right - px(3), seen.left + box.width)


def hand_badge_image(
    key: K.Key,
    rect: pygame.Rect,
    words: str,
    best: bool,
    px: Callable[[float], int],
    size: tuple[int, int],
    seen: pygame.Rect,
) -> tuple[pygame.Surface, pygame.Rect]:
    """A hand card's badge and its place, at the badges' size or smaller (down to ``MIN_TEXT``)
    where that keeps it at the foot of the part of its card in sight: beside the focused card's
    ring, a badge too wide there went up over the card's face (l6: "≈68 %" over a 4's paw)."""
    start = badge_size(px)
    for text_size in range(start, MIN_TEXT - 1, -1):
        image = badge_image(words, text_size, best)
        box = badge_box(key, rect, image.get_rect(), px, size, seen, marks=True)
        if box.bottom >= rect.bottom - px(3):
            return image, box
    image = badge_image(words, start, best)
    return image, badge_box(key, rect, image.get_rect(), px, size, seen, marks=True)


def inside_slot(lay: TableLayout, key: K.Key, box: pygame.Rect) -> pygame.Rect:
    """An ally's badge kept inside its slot's frame (at 1280×800 the replay's lay across the frame's
    right edge); any other badge as it is."""
    if not isinstance(key, K.Ally) or key.slot >= len(lay.ally_slots):
        return box
    inner = pygame.Rect(lay.ally_slots[key.slot]).inflate(-2 * (slot_edge(lay) + 1), 0)
    return box.clamp(inner) if box.width <= inner.width else box


def visible_column(rect: pygame.Rect, others: Iterable[pygame.Rect], above: pygame.Rect | None = None) -> pygame.Rect:
    """The part of a hand card at ``rect`` in sight: up to the next card laid over its right, and
    beside ``above`` (the focused card, ring included, drawn over its neighbours)."""
    right = min((o.left for o in others if rect.left < o.left < rect.right), default=rect.right)
    left = rect.left
    if above is not None and above.left <= left < above.right:
        left = above.right
    if above is not None and left < above.left < right:
        right = above.left
    return pygame.Rect(left, rect.top, max(0, right - left), rect.height)


def badge_size(px: Callable[[float], int]) -> int:
    """The badges' text size."""
    return max(MIN_TEXT, px(17))


def badge_height(size: int) -> int:
    """How tall a badge of text ``size`` is (``badge_image``)."""
    return assets.font(size, True).size("0")[1] + max(3, size // 3) // 2


def fief_badge_bottom(lay: TableLayout) -> int:
    """How far down the badges under the fiefs reach (``badge_box``): the words under the fief row
    start below it."""
    return max(rect.bottom for rect in lay.fief_cards) - lay.px(2) + badge_height(badge_size(lay.px))


def badge_image(words: str, size: int, best: bool) -> pygame.Surface:
    """A small rounded label: gold for the best choice, dark elsewhere."""
    face = assets.font(size, True)
    w, _h = face.size(words)
    pad = max(3, size // 3)
    image = pygame.Surface((w + 2 * pad, badge_height(size)), pygame.SRCALPHA)
    fill = (*FOCUS, 245) if best else (*PANEL, 235)
    edge = INK if best else FOCUS
    pygame.draw.rect(image, fill, image.get_rect(), border_radius=image.get_height() // 2)
    pygame.draw.rect(image, edge, image.get_rect(), width=max(1, size // 10), border_radius=image.get_height() // 2)
    draw_line(image, words, image.get_rect(), INK if best else TEXT_LIGHT, size, True, "center")
    return image
