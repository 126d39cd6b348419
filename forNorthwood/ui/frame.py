"""The table screen as one typed frame: where every card, character and fief is, what it shows,
and the still picture under them.

``table_frame(model, layout, looks, turn)`` answers, for each sprite of the table, its ``Place``
(``state_frame(state, layout, looks, turn)``: the same for any core position, with no session):
rectangle, ``Face``, angle, layer, the table key a click on it means and its ``Mark``s; and the
still picture of everything that is not a card (``visit_still.VisitPicture`` or
``selection_still.SelectionPicture``), built here (``VisitTurn.picture``,
``SelectionTurn.picture``): the painters read the frame alone. The model (``core.view.TableModel``,
the core's own view of a position) says in which pile a card is, the layout where that pile is on
screen, ``Looks`` what the scene wants marked (legal choices, the keyboard focus, a friend held),
and the ``Turn`` what the screen adds to the position (its prompt and buttons, what it lights, what
it knows at rest: a ``VisitTurn`` or a ``SelectionTurn``). The frame is a frozen value computed
once per change; the sprites only travel to its places and paint its faces, and the table paints
its still picture: nothing on the table reads a card's look, nor the still picture's, from anywhere
else.

Pure geometry and values: rectangles, font sizes and words, no surface and no display.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

from pygame import Rect

from ..core import DecisionKind
from ..core.cards import DIALOGUE_CARDS, FIEF_COUNT, FIEF_STARS, SLOT_COUNT, SUIT_LETTERS
from ..core.prospects import MedalProspect, VisitProspect
from ..core.state import FiefStatus, State
from ..core.view import TableModel
from ..game import table_keys as K
from ..i18n.controls_text import MOUSE, button_name
from .ally_slot import slot_places, turned_rect
from .scenes.selection_still import Friends, SelectionPicture
from .scenes.visit_still import Banner, VisitPicture
from .still_drawing import AlliesPicture, ButtonLook, StillPicture
from .table_places import TableLayout, friend_row, hand_card_rects, known_rects

#: Layers, bottom to top.
LAYER_FIEF, LAYER_PILE, LAYER_SLOT, LAYER_HAND = 0, 1, 2, 3


class Mark(Enum):
    """What a card's picture says beyond its face."""

    LEGAL = "legal"  # outlined: it may be played, picked or chosen now
    DIM = "dim"  # veiled: it may not
    FOCUS = "focus"  # the keyboard's focus ring
    HELD = "held"  # a friend picked up with a click
    PICKED = "picked"  # a hand card already picked, staying in the hand until the last pick
    WON = "won"  # the response of a dialogue won
    LOST = "lost"  # the response of a dialogue lost


@dataclass(frozen=True, slots=True)
class DialogueFace:
    """A dialogue card face up (the core's card; its name is made where the art paints it)."""

    card: int


@dataclass(frozen=True, slots=True)
class BackFace:
    """A dialogue card face down (hidden in the deck)."""


@dataclass(frozen=True, slots=True)
class CharacterFace:
    """A character's card: an ally, a friend (``words``: with its ability on it; an ally's is
    written under its card, on the slot, at the slot's whole width)."""

    code: str
    words: bool = True


@dataclass(frozen=True, slots=True)
class RulerFace:
    """The big card of a fief's ruler."""

    code: str


@dataclass(frozen=True, slots=True)
class FiefFace:
    """A fief card: its number (the exact target), stars, ruler, status, and whether it is visited now."""

    number: int
    stars: int
    ruler: str | None
    status: FiefStatus
    visiting: bool


Face = DialogueFace | BackFace | CharacterFace | RulerFace | FiefFace
BACK = BackFace()


@dataclass(frozen=True, slots=True)
class CardId:
    """The sprite of a dialogue card, by the core's card."""

    card: int


@dataclass(frozen=True, slots=True)
class CharacterId:
    """The sprite of a character card."""

    code: str


@dataclass(frozen=True, slots=True)
class FiefId:
    """The sprite of a fief card."""

    number: int


@dataclass(frozen=True, slots=True)
class RulerId:
    """The sprite of the ruler's big card."""


SpriteId = CardId | CharacterId | FiefId | RulerId
RULER = RulerId()


@dataclass(frozen=True, slots=True)
class Place:
    """Where a sprite belongs now, and what it shows there."""

    rect: Rect
    face: Face
    layer: int
    visible: bool = True
    angle: float = 0.0
    key: K.Key | None = None  # what a click or the keyboard focus on it means (``K.Hand(card)``, ``K.Ally(2)``...)
    marks: tuple[Mark, ...] = ()


@dataclass(frozen=True)
class Looks:
    """What the scene wants shown on the cards now."""

    visit: bool  # the visit shows the deck and the trick; the selection shows the friends
    focus: K.Key | None = None
    hand_legal: frozenset[int] | None = None  # lifted and outlined; None: the hand is not asked
    hand_anchor: tuple[tuple[int, Rect], ...] = ()  # hand cards kept where they were between picks
    hand_picked: frozenset[int] = frozenset()  # picked already, in the hand until the last pick
    fiefs_legal: frozenset[int] = frozenset()
    slots_legal: frozenset[int] = frozenset()
    slots_dim: frozenset[int] = frozenset()  # allies that cannot act before this statement
    friends_usable: frozenset[str] | None = None  # None: every friend looks usable
    held: str | None = None  # the friend picked up with a click
    ruler_fief: int | None = None  # whose ruler the big card shows
    ruler_visited: bool = False  # it shows the ruler of the fief visited in the position shown


@dataclass(frozen=True)
class Marks:
    """What the cards show at rest, while cards move, and while the table holds at the end of a
    visit: the scene works them out when something of its own changes, the ``Stage`` picks one
    each time it places the sprites (it knows when it moves or holds)."""

    at_rest: Looks
    moving: Looks
    held: Looks | None = None  # None: as while cards move (the visit's panel takes the input)

    @classmethod
    def always(cls, looks: Looks) -> Marks:
        """The same marks whether the table moves or not."""
        return cls(looks, looks)


class Turn(Protocol):
    """What a screen adds to the position its table shows (its prompt and buttons, what it lights,
    what it knows at rest): the visit's ``visit_still.VisitTurn``, the fief selection's
    ``selection_still.SelectionTurn``. With the position it makes the still picture."""

    def picture(self, m: TableModel, size: tuple[int, int]) -> StillPicture:
        """The still picture of the table at the position ``m`` in a window of ``size``."""
        ...


@dataclass(frozen=True, slots=True)
class VisitTurn:
    """What the visit's screen adds to the position it shows (the defaults: nothing lit nor asked)."""

    prompt: str = ""
    buttons: tuple[ButtonLook, ...] = ()
    lit: frozenset[int] = frozenset()  # the ally slots lit
    focus: K.Key | None = None  # the keyboard's focus ring
    asking: int | None = None  # the ally whose ability asks the question (a puzzle's): "in use"
    outlook: str | None = None  # LOST or WON once the visit is settled for sure (the table at rest)
    prospect: VisitProspect | None = None
    deck_lit: bool = False
    responding: bool = False
    question: DecisionKind | None = None
    skippable: bool = False
    finishing: bool = False
    banner: Banner | None = None
    stars: int | None = None  # the stars the HUD counts (None: the position's)
    device: str = MOUSE
    practice: bool = False
    dialogue: bool | None = None
    hand_gaps: tuple[tuple[int, int, int, int], ...] = ()
    settled: bool | None = None  # the certainty search's answer where "Finish the visit" is offered

    def picture(self, m: TableModel, size: tuple[int, int]) -> VisitPicture:
        """The still picture of the visit's table at the position ``m``, as this turn shows it
        (``frame.table_frame`` asks for it, with the cards' places)."""
        statement_on_top = bool(m.discard) and m.statement is not None and m.statement == m.discard[-1]
        return VisitPicture(
            size=size,
            visiting=m.kingdom.visiting,
            score=len(m.score),
            target=m.kingdom.visiting or 0,  # the visited fief's number is its target
            outlook=self.outlook,
            prospect=self.prospect,
            trump=None if m.trump is None else SUIT_LETTERS[m.trump],
            deck=m.deck_count,
            known=len(m.known_top),
            hand=len(m.hand),
            stars=m.stars if self.stars is None else self.stars,
            threshold=m.kingdom.threshold,
            baron_eyes=m.baron_eyes,
            allies=AlliesPicture.at(m.kingdom.allies, self.lit, self.focus, self.asking),
            deck_lit=self.deck_lit,
            deck_focused=self.focus == K.DECK,
            discard=len(m.discard),
            statement_on_top=statement_on_top,
            response=m.response is not None,
            responding=self.responding,
            question=self.question,
            skippable=self.skippable,
            prompt=self.prompt,
            finishing=self.finishing,
            buttons=self.buttons,
            banner=self.banner,
            device=self.device,
            confirm=button_name("confirm", self.device),
            practice=self.practice,
            dialogue=self.dialogue,
            hand_gaps=self.hand_gaps,
            settled=self.settled,
        )


@dataclass(frozen=True, slots=True)
class SelectionTurn:
    """What the fief selection's screen adds to the position it shows."""

    medal: MedalProspect
    choosing_friends: bool  # the fief is chosen: friends may be brought in
    preview: int | None = None  # the fief whose ruler the big card shows
    prompt: str = ""
    buttons: tuple[ButtonLook, ...] = ()
    lit: frozenset[int] = frozenset()  # the ally slots lit (those the friend held may cover)
    focus: K.Key | None = None
    friends_can_come: bool = False  # a friend may be brought in now
    info_covered: bool = False  # the tutorial's box stands over the words about the fief
    device: str = MOUSE
    practice: bool = False
    over: bool = False  # the game is over (a replay's last position)
    #: A replay's table: its words state what happened (the friends its won fiefs gave).
    replayed: bool = False
    told: bool = False  # the previewed fief's rule goes in the panel (the ring, not the pointer, is on it)

    def picture(self, m: TableModel, size: tuple[int, int]) -> SelectionPicture:
        """The still picture of the fief selection's table at the position ``m``, as this turn
        shows it (``frame.table_frame`` asks for it, with the cards' places)."""
        fief = self.preview
        ruler = None if fief is None else m.kingdom.fiefs[fief].ruler
        won = tuple(f.ruler for f in m.kingdom.fiefs if f.status is FiefStatus.WON and f.ruler)
        standing = tuple((a.substitute, a.ally) for a in m.kingdom.allies if a.substitute)
        fief_won = any(f.status is FiefStatus.WON for f in m.kingdom.fiefs)
        return SelectionPicture(
            size=size,
            visit=min(FIEF_COUNT, m.visits_done + 1),
            stars=m.stars,
            threshold=m.kingdom.threshold,
            still_possible=m.stars_still_possible,
            preview=(fief, ruler) if fief is not None and ruler is not None else None,
            friends=None if m.kingdom.friends else Friends(self.friends_can_come, standing, fief_won),
            choosing_friends=self.choosing_friends,
            visiting=m.kingdom.visiting,
            ruler=m.ruler,
            medal=self.medal,
            allies=AlliesPicture.at(m.kingdom.allies, self.lit, self.focus),
            prompt=self.prompt,
            buttons=self.buttons,
            info_covered=self.info_covered,
            device=self.device,
            confirm=button_name("confirm", self.device),
            practice=self.practice,
            # A replay's words took the friends' whole line, as they always did.
            waiting=0 if self.replayed else len(m.kingdom.friends),
            over=self.over,
            replayed_friends=won if self.replayed else None,
            told=ruler if self.told else None,
        )


@dataclass(frozen=True)
class TableFrame:
    """Every sprite's place, the still picture under them, and which sprite shows each table key
    (the top one when several)."""

    places: dict[SpriteId, Place]
    still: StillPicture
    shown_at: dict[K.Key, SpriteId] = field(default_factory=dict)

    def __post_init__(self) -> None:
        top: dict[K.Key, tuple[int, SpriteId]] = {}
        for ident, place in self.places.items():
            if place.key is None or not place.visible:
                continue
            found = top.get(place.key)
            if found is None or place.layer > found[0]:
                top[place.key] = (place.layer, ident)
        self.shown_at.update({key: ident for key, (_layer, ident) in top.items()})


def friend_rects(lay: TableLayout, friends: tuple[str, ...]) -> dict[str, Rect]:
    return dict(zip(friends, friend_row(lay, len(friends)), strict=True))


def hand_rects(lay: TableLayout, model: TableModel, looks: Looks) -> dict[int, Rect]:
    """Each hand card's rectangle (before lifting), by card: side by side, centred; during a
    run of picks the cards still in hand stay where they were, so the hand does not shift under the pointer."""
    hand = model.hand
    anchor = dict(looks.hand_anchor)
    if anchor and all(card in anchor for card in hand):
        return {card: anchor[card] for card in hand}
    return dict(zip(hand, hand_card_rects(lay, len(hand)), strict=True))


def table_frame(model: TableModel, lay: TableLayout, looks: Looks, turn: Turn) -> TableFrame:
    """The frame of the table at the position ``model``: the place of every sprite, by sprite
    identity, as ``looks`` marks them, and the still picture under them as the screen's ``turn``
    shows it (the visit's table for a ``VisitTurn``, the fief selection's for a ``SelectionTurn``)."""
    out: dict[SpriteId, Place] = {}
    _dialogue_cards(out, model, lay, looks)
    _characters(out, model, lay, looks)
    _fiefs(out, model, lay, looks)
    return TableFrame(out, turn.picture(model, lay.size))


def state_frame(state: State, lay: TableLayout, looks: Looks, turn: Turn) -> TableFrame:
    """The frame of any core position (a replay's, a puzzle's), with no session: the frame of
    the table the player sees there."""
    return table_frame(TableModel.from_state(state), lay, looks, turn)


def _marks(looks: Looks, key: K.Key, *extra: Mark | None) -> tuple[Mark, ...]:
    """The marks of the card at ``key``: ``extra``, and the focus ring when the focus is on it."""
    found = tuple(m for m in extra if m is not None)
    return (*found, Mark.FOCUS) if key == looks.focus else found


def _dialogue_cards(out: dict[SpriteId, Place], model: TableModel, lay: TableLayout, looks: Looks) -> None:
    """Dialogue cards: in the hand, on the trick, on a pile, seen on top of the deck, or hidden in it."""
    card_size = lay.card.size
    lift = lay.px(14)
    rects = hand_rects(lay, model, looks)
    for index, (card, rect) in enumerate(rects.items()):
        key: K.Key = K.Hand(card)
        legal = looks.hand_legal
        if legal is not None and card in legal:
            rect = rect.move(0, -lift)
        mark = None if legal is None else (Mark.LEGAL if card in legal else Mark.DIM)
        if card in looks.hand_picked:
            mark = Mark.PICKED  # not veiled like a card that cannot be picked: tagged as picked
        if key == looks.focus:
            # Above its neighbours: in a crowded hand the next card covered its ring's right side.
            index = len(rects)
        out[CardId(card)] = Place(
            rect, DialogueFace(card), LAYER_HAND + index, True, 0.0, key, _marks(looks, key, mark)
        )
    if model.response is not None:
        result = Mark.WON if model.response_won else Mark.LOST
        response = model.response
        out[CardId(response)] = Place(
            Rect(lay.response), DialogueFace(response), LAYER_PILE + 1, looks.visit, 0.0, K.RESPONSE, (result,)
        )
    for pile, cards in ((K.DISCARD, model.discard), (K.SCORE, model.score)):
        # The discard pile's top is the trick's statement: as big as the response beside it.
        rect = Rect(lay.discard) if pile == K.DISCARD else Rect(lay.score.topleft, card_size)
        for i, card in enumerate(cards):
            top = i == len(cards) - 1
            shown = looks.visit and top
            pile_marks = _marks(looks, pile) if top else ()
            out[CardId(card)] = Place(
                rect, DialogueFace(card), LAYER_PILE, shown, 0.0, pile if top else None, pile_marks
            )
    known = known_rects(lay, len(model.known_top))
    count = len(known)
    for i, (card, rect) in enumerate(zip(model.known_top, reversed(known), strict=True)):
        key = K.Known(i)
        # The top card of the deck is the rightmost one, lying over all the others and marked
        # "top" on the table; each card lies on the one to its left, whose index corner stays in sight.
        layer = LAYER_PILE + 1 + (count - 1 - i)
        out[CardId(card)] = Place(rect, DialogueFace(card), layer, looks.visit, 0.0, key, _marks(looks, key))
    deck_rect = Rect(lay.deck.topleft, card_size)
    for card in DIALOGUE_CARDS:
        ident = CardId(card)
        if ident not in out:  # hidden in the deck
            out[ident] = Place(deck_rect, BACK, LAYER_PILE, False)


def _characters(out: dict[SpriteId, Place], model: TableModel, lay: TableLayout, looks: Looks) -> None:
    """Characters: on the ally slots (a friend standing in above its ally), among the friends."""
    for slot, ally in enumerate(model.kingdom.allies[:SLOT_COUNT]):
        key: K.Key = K.Ally(slot)
        rect = slot_places(lay, slot, ally, model.kingdom.allies).card
        if ally.exhausted:
            rect = turned_rect(rect)
        angle = 90.0 if ally.exhausted else 0.0
        slot_mark = Mark.LEGAL if slot in looks.slots_legal else (Mark.DIM if slot in looks.slots_dim else None)
        # The focus on an ally is drawn once, around its whole slot (the still picture's), not on the card too.
        card_marks = (slot_mark,) if slot_mark else ()
        # Its ability is written under it, on the slot: the card shows its rank, suit, portrait and name.
        upper = Place(rect, CharacterFace(ally.character, False), LAYER_SLOT + 1, True, angle, key, card_marks)
        if ally.substitute:
            out[CharacterId(ally.substitute)] = upper
            out[CharacterId(ally.ally)] = Place(rect, CharacterFace(ally.ally, False), LAYER_SLOT, False, 0.0, key)
        else:
            out[CharacterId(ally.ally)] = upper
    friends = friend_rects(lay, model.kingdom.friends)
    # Friends grown bigger than the hand's cards (a large window) show their whole rule where it
    # reads, as the ruler's card does.
    roomy = lay.friend_card.height > lay.card.height
    for friend in model.kingdom.friends:
        key = K.Friend(friend)
        usable = looks.friends_usable is None or friend in looks.friends_usable
        friend_mark = Mark.HELD if friend == looks.held else (None if usable else Mark.DIM)
        out[CharacterId(friend)] = Place(
            friends[friend],
            RulerFace(friend) if roomy else CharacterFace(friend),
            LAYER_SLOT,
            not looks.visit,
            0.0,
            key,
            _marks(looks, key, friend_mark),
        )


def _fiefs(out: dict[SpriteId, Place], model: TableModel, lay: TableLayout, looks: Looks) -> None:
    """The fiefs along the top and the big card of the ruler."""
    for number, fief in enumerate(model.kingdom.fiefs):
        key = K.Fief(number)
        face = FiefFace(number, FIEF_STARS[number], fief.ruler, fief.status, model.kingdom.visiting == number)
        fief_mark = Mark.LEGAL if number in looks.fiefs_legal else None
        out[FiefId(number)] = Place(
            Rect(lay.fief_cards[number]), face, LAYER_FIEF, True, 0.0, key, _marks(looks, key, fief_mark)
        )
    ruler_fief = model.kingdom.visiting if looks.ruler_visited else looks.ruler_fief
    ruler = None if ruler_fief is None else model.kingdom.fiefs[ruler_fief].ruler
    out[RULER] = Place(
        Rect(lay.ruler_card),
        RulerFace(ruler or "JC"),
        LAYER_FIEF,
        ruler is not None,
        0.0,
        K.RULER if ruler else None,
        _marks(looks, K.RULER) if ruler else (),
    )
