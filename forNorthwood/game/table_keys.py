"""What a player can point at on the table: one typed key for every thing on screen.

A card in the hand, an ally slot, a fief, a friend, a card seen on top of the deck,
one of the table's spots (the deck, the piles, the trick...), a button, an answer to
an ability's question. The table's sprites carry these keys, hit-testing and the
keyboard focus return them, the hint badges are placed on them and the tutorial's
targets are written with them, so no one spells a thing on screen as a string.

Here in ``game/`` (pure, no pygame) because the tutorial's lessons name their
targets with them. ``target_of`` is the one place that says which thing on screen
takes an action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, assert_never

from ..core import Action
from ..core import actions as A


@dataclass(frozen=True, slots=True)
class Hand:
    """A dialogue card in the hand."""

    card: str


@dataclass(frozen=True, slots=True)
class Ally:
    """An ally slot (0–3) and the character on it."""

    slot: int


@dataclass(frozen=True, slots=True)
class Fief:
    """A fief card along the top (0–7)."""

    number: int


@dataclass(frozen=True, slots=True)
class Friend:
    """A friend waiting beside the table, by its character."""

    character: str


@dataclass(frozen=True, slots=True)
class Known:
    """A card seen on top of the deck (0 is the top one)."""

    index: int


SpotName = Literal[
    "deck",
    "discard",
    "score",
    "response",
    "trick",
    "ruler",
    "panel",
    "prompt",
    "hud",
    "fiefs",
    "friends",
    "allies",
    "hand",
    "ruler_panel",
]


@dataclass(frozen=True, slots=True)
class Spot:
    """A thing the table has one of: the deck, the discard and score piles, the response,
    the trick (where a response is dropped), the ruler's big card, the end-of-visit panel; and the
    table's areas the tutorial's words talk about: the header, the fief row, the
    friends panel, the allies, the hand, the ruler's column with its words."""

    name: SpotName


@dataclass(frozen=True, slots=True)
class Button:
    """A button of the table ("start", "reveal", "undo", "continue", "hint", ...)."""

    name: str


@dataclass(frozen=True, slots=True)
class Choice:
    """An answer button of an ability's question: a suit letter or an option ("stop", ...)."""

    value: str


Key = Hand | Ally | Fief | Friend | Known | Spot | Button | Choice

DECK = Spot("deck")
DISCARD = Spot("discard")
SCORE = Spot("score")
RESPONSE = Spot("response")
TRICK = Spot("trick")
RULER = Spot("ruler")
PANEL = Spot("panel")
PROMPT = Spot("prompt")  # the line that says what to do now
CONTINUE = Button("continue")
HUD = Spot("hud")  # the header: the visit, the trump or the stars, the counts
FIEFS = Spot("fiefs")  # the row of the eight fiefs
FRIENDS = Spot("friends")  # where friends wait before a visit
ALLIES = Spot("allies")  # the four ally slots
HAND_AREA = Spot("hand")  # the whole hand
RULER_PANEL = Spot("ruler_panel")  # the ruler's column: its card and the words under it


def target_of(action: Action) -> tuple[Key | None, Key | None]:
    """The thing to click or drag for ``action``, and where to drop it (None: a click)."""
    match action:
        case A.ChooseFief(fief):
            return Fief(fief), None
        case A.BeginVisit():
            return Button("start"), None
        case A.Back():
            return Button("back"), None
        case A.StopGame():
            return Button("stop"), None
        case A.Reveal():
            return DECK, None
        case A.Play(card):
            return Hand(card), TRICK
        case A.Activate(slot) | A.Unsubstitute(slot):
            return Ally(slot), None
        case A.Substitute(friend, slot):
            return Friend(friend), Ally(slot)
        case A.PickCard(card):
            return Hand(card), None
        case A.PickSlot(slot):
            return Ally(slot), None
        case A.PickFief(fief):
            return Fief(fief), None
        case A.PickSuit(value) | A.PickOption(value):
            return Choice(value), None
        case _:
            assert_never(action)
