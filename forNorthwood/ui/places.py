"""Where every sprite belongs: the table model and the layout, put together.

``places(model, layout, looks)`` answers, for each card, character and fief, the
rectangle, face, angle, layer and marks it should show now. The model says in
which pile a card is, the layout where that pile is on screen, and ``Looks`` what
the scene wants marked (legal choices, the keyboard focus, a friend held).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from ..core.cards import CARD_NAMES, SLOT_COUNT
from ..game import table_keys as K
from ..i18n.messages import covered_ally_caption
from . import assets
from .layout import Layout, caption_height, hand_card_rects, known_rects, row_rects
from .sprites import LAYER_FIEF, LAYER_HAND, LAYER_PILE, LAYER_SLOT, Place
from .table_model import TableModel


@dataclass(frozen=True)
class Looks:
    """What the scene wants shown on the cards now."""

    visit: bool  # the visit shows the deck and the trick; the selection shows the friends
    focus: K.Key | None = None
    hand_legal: frozenset[str] | None = None  # lifted and outlined; None: the hand is not asked
    hand_anchor: tuple[tuple[str, Rect], ...] = ()  # hand cards kept where they were between picks
    fiefs_legal: frozenset[int] = frozenset()
    slots_legal: frozenset[int] = frozenset()
    slots_dim: frozenset[int] = frozenset()  # allies that cannot act before this statement
    friends_usable: frozenset[str] | None = None  # None: every friend looks usable
    held: str | None = None  # the friend picked up with a click
    ruler_fief: int | None = None  # whose ruler the big card shows


def card_ident(card: str) -> str:
    return f"card:{card}"


def character_ident(code: str) -> str:
    return f"char:{code}"


def fief_ident(number: int) -> str:
    return f"fief:{number}"


RULER = "ruler"


def caption_lines(lay: Layout, slot: int, ally: str, substitute: str | None) -> int:
    """How many lines the caption under an ally slot takes: two when a friend covers the ally
    and the words that say so ("replaces the Jack of Leaves") do not fit on one line (the
    friend's card is drawn that much shorter), else one."""
    if not substitute:
        return 1
    area = lay[f"ally{slot}"]
    width = area.width - 2 * max(3, lay.px(4))
    words = covered_ally_caption(ally)
    return 1 if assets.font(lay.text(14)).size(words)[0] <= width else 2


def slot_card_rect(lay: Layout, slot: int, lines: int = 1) -> Rect:
    """The card in an ally slot, leaving a strip at the bottom for its status (``lines`` of
    caption: see ``caption_lines``)."""
    area = lay[f"ally{slot}"]
    h = area.height - caption_height(lay) - (lines - 1) * lay.line(14)
    w = round(h / 1.4)
    rect = Rect(0, 0, w, h)
    rect.midtop = (area.centerx, area.top)
    return rect


def friend_rects(lay: Layout, friends: tuple[str, ...]) -> dict[str, Rect]:
    area = lay["friends"]
    label = lay.px(22)
    row = Rect(area.left, area.top + label, area.width, area.height - label)
    card = lay["_friend_card"]
    return dict(zip(friends, row_rects(row, len(friends), card.width, card.height, lay.px(10)), strict=True))


def hand_rects(lay: Layout, model: TableModel, looks: Looks) -> dict[str, Rect]:
    """Each hand card's rectangle (before lifting): side by side, centred; during a run of picks
    the cards still in hand stay where they were, so the hand does not shift under the pointer."""
    anchor = dict(looks.hand_anchor)
    if anchor and all(card in anchor for card in model.hand):
        return {card: anchor[card] for card in model.hand}
    return dict(zip(model.hand, hand_card_rects(lay, len(model.hand)), strict=True))


def places(model: TableModel, lay: Layout, looks: Looks) -> dict[str, Place]:
    """The place of every sprite of the table, by sprite identity."""
    out: dict[str, Place] = {}
    focus = looks.focus
    card_size = lay["_card"].size
    deck_rect = Rect(lay["deck"].topleft, card_size)

    def marks(key: K.Key, *extra: str) -> tuple[str, ...]:
        found = tuple(m for m in extra if m)
        return (*found, "focus") if key == focus else found

    # Dialogue cards: in the hand, on the trick, on a pile, seen on top of the deck, or hidden in it.
    lift = lay.px(14)
    for card, rect in hand_rects(lay, model, looks).items():
        key: K.Key = K.Hand(card)
        legal = looks.hand_legal
        if legal is not None and card in legal:
            rect = rect.move(0, -lift)
        mark = "" if legal is None else ("legal" if card in legal else "dim")
        index = model.hand.index(card)
        out[card_ident(card)] = Place(rect, ("dialogue", card), LAYER_HAND + index, True, 0.0, key, marks(key, mark))
    if model.response:
        result = "won" if model.response_won else "lost"
        out[card_ident(model.response)] = Place(
            Rect(lay["response"]), ("dialogue", model.response), LAYER_PILE + 1, looks.visit, 0.0, K.RESPONSE, (result,)
        )
    for pile in (K.DISCARD, K.SCORE):
        cards = model.pile(pile.name)
        # The discard pile's top is the trick's statement: as big as the response beside it.
        rect = Rect(lay[pile.name]) if pile == K.DISCARD else Rect(lay[pile.name].topleft, card_size)
        for i, card in enumerate(cards):
            top = i == len(cards) - 1
            shown = looks.visit and top
            out[card_ident(card)] = Place(
                rect, ("dialogue", card), LAYER_PILE, shown, 0.0, pile if top else None, marks(pile) if top else ()
            )
    known = known_rects(lay, len(model.known_top))
    count = len(known)
    for i, (card, rect) in enumerate(zip(model.known_top, reversed(known), strict=True)):
        key = K.Known(i)
        # The top card of the deck is the rightmost one, lying over all the others and marked
        # "top" on the table; each card lies on the one to its left, whose index corner stays in sight.
        layer = LAYER_PILE + 1 + (count - 1 - i)
        out[card_ident(card)] = Place(rect, ("dialogue", card), layer, looks.visit, 0.0, key, marks(key))
    for name in CARD_NAMES:
        ident = card_ident(name)
        if ident not in out:  # hidden in the deck
            out[ident] = Place(deck_rect, ("back",), LAYER_PILE, False)

    # Characters: on the ally slots (a friend standing in above its ally), among the friends.
    for slot, ally in enumerate(model.allies[:SLOT_COUNT]):
        key = K.Ally(slot)
        rect = slot_card_rect(lay, slot, caption_lines(lay, slot, ally.ally, ally.substitute))
        angle = 90.0 if ally.exhausted else 0.0
        slot_mark = "legal" if slot in looks.slots_legal else ("dim" if slot in looks.slots_dim else "")
        # The focus on an ally is drawn once, around its whole slot (the still picture's), not on the card too.
        card_marks = (slot_mark,) if slot_mark else ()
        upper = Place(rect, ("character", ally.character), LAYER_SLOT + 1, True, angle, key, card_marks)
        if ally.substitute:
            out[character_ident(ally.substitute)] = upper
            out[character_ident(ally.ally)] = Place(rect, ("character", ally.ally), LAYER_SLOT, False, 0.0, key)
        else:
            out[character_ident(ally.ally)] = upper
    friends = friend_rects(lay, model.friends)
    # Friends grown bigger than the hand's cards (a large window) show their whole rule where it
    # reads, as the ruler's card does ("ruler": a character card with the whole rule).
    friend_face = "ruler" if lay["_friend_card"].height > lay["_card"].height else "character"
    for friend in model.friends:
        key = K.Friend(friend)
        usable = looks.friends_usable is None or friend in looks.friends_usable
        mark = "held" if friend == looks.held else ("" if usable else "dim")
        out[character_ident(friend)] = Place(
            friends[friend], (friend_face, friend), LAYER_SLOT, not looks.visit, 0.0, key, marks(key, mark)
        )

    # The fiefs along the top and the big card of the ruler.
    for fief in model.fiefs:
        key = K.Fief(fief.number)
        face = ("fief", fief.number, fief.stars, fief.ruler, fief.status, model.visiting == fief.number)
        fief_mark = "legal" if fief.number in looks.fiefs_legal else ""
        out[fief_ident(fief.number)] = Place(
            Rect(lay[f"fief{fief.number}"]), face, LAYER_FIEF, True, 0.0, key, marks(key, fief_mark)
        )
    ruler_fief = looks.ruler_fief
    ruler = None if ruler_fief is None else model.fiefs[ruler_fief].ruler
    out[RULER] = Place(
        Rect(lay["ruler_card"]),
        ("ruler", ruler or "JC"),
        LAYER_FIEF,
        ruler is not None,
        0.0,
        K.RULER if ruler else None,
        marks(K.RULER) if ruler else (),
    )
    return out
