"""What a player can point at on the table, and what pointing at it means.

**The keys.** One typed key for every thing on screen: a card in the hand, an ally slot, a
fief, a friend, a card seen on top of the deck, one of the table's spots (the deck, the piles,
the trick...), a button, an answer to an ability's question. The table's sprites carry these
keys, hit-testing and the keyboard focus return them, the hint badges are placed on them and
the tutorial's targets are written with them, so no one spells a thing on screen as a string.
Here in ``game/`` (pure, no pygame) because the tutorial's lessons name their targets with
them. ``target_of`` is the one place that says which thing on screen takes an action.

**The gestures.** Every device comes here: a click, a double click or Enter on a table key, a
card carried onto a zone (with the mouse, or picked up and put down with two presses of a key
or a controller's button). The action is the legal one whose ``target_of`` is (key, zone), so
the fief selection and the visit share one reading of the player's hands, and no screen spells
its own drag, drop or click rules (the two directions, action to key and gesture to action,
are read here side by side).

A gesture answers with a plan: the actions to apply in order (the session refuses the
first that is not legal, and its reason is shown). Three cases are more than one legal
action, by design:

- **Moving a friend from one ally slot to another** is two actions: the friend is sent
  back (``Unsubstitute``), then brought onto the other slot (``Substitute``).
- **A card put down where it may not go** (a response that does not follow suit, a friend
  on a slot it may not take) is the action the player meant, played anyway, so that the
  core refuses it and the player reads why (``IllegalAction``'s reason, in their words).
- **Conveniences of the fief selection**: clicking the chosen fief again starts the visit;
  clicking another fief while friends are being chosen goes back, then chooses it (two
  actions, offered only when the second is legal once the first is played).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal, Protocol, assert_never

from ..core import Action, DecisionKind, Phase, State
from ..core import actions as A
from ..core.cards import SUIT_LETTERS


@dataclass(frozen=True, slots=True)
class Hand:
    """A dialogue card in the hand, by the core's card (an ``int``, as in ``State.hand``)."""

    card: int


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


def undone_focus(undone: Action, keys: Collection[Key]) -> Key | None:
    """Where the focus goes after ``undone`` is undone, among ``keys`` (those it may be on): what the
    action was about (the fief, the card back in hand, the friend back among the friends, the ally),
    whatever device undid it (the pad's undo of a fief choice left it on the first fief)."""
    return next((key for key in target_of(undone) if key is not None and key in keys), None)


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


#: Keys that are another way to point at a key that takes an action.
ALIASES: dict[Key, Key] = {Button("reveal"): DECK}

Plan = tuple[Action, ...]


class Position(Protocol):
    """What a gesture is read against: the position and its legal actions (a ``Session``)."""

    @property
    def state(self) -> State: ...

    def legal(self) -> tuple[Action, ...]: ...

    def legal_after(self, action: Action) -> tuple[Action, ...]: ...


def matching(legal: tuple[Action, ...], key: Key, zone: Key | None) -> Action | None:
    """The legal action done on ``key`` (put down on ``zone``; None: a click), if any."""
    for action in legal:
        if target_of(action) == (key, zone):
            return action
    return None


def zones_of(legal: tuple[Action, ...], key: Key) -> tuple[Key, ...]:
    """Where ``key`` may be put down now (the zones lit while it is carried)."""
    found: list[Key] = []
    for action in legal:
        target, zone = target_of(action)
        if target == key and zone is not None and zone not in found:
            found.append(zone)
    return tuple(found)


def standing_friend(state: State, key: Key) -> str | None:
    """The friend standing in on the ally slot ``key`` (None: not a slot, or no friend there)."""
    if not isinstance(key, Ally) or key.slot >= len(state.kingdom.allies):
        return None
    return state.kingdom.allies[key.slot].substitute


def carried_as(state: State, key: Key) -> Key:
    """What a card carried from ``key`` is: a friend standing in is carried as that friend."""
    friend = standing_friend(state, key)
    return Friend(friend) if friend is not None else key


def may_carry(position: Position, key: Key) -> bool:
    """Whether the card at ``key`` may be picked up now: a card of a kind some legal action puts
    down somewhere (any hand card while a response is asked, so that a card that may not answer is
    refused in words), or a friend standing in that may be sent back."""
    legal = position.legal()
    return isinstance(matching(legal, key, None), A.Unsubstitute) or bool(_zones_of_kind(legal, key))


def meant(key: Key, zone: Key) -> Action | None:
    """The action a card put down on ``zone`` means, legal or not (for the core to refuse)."""
    match key, zone:
        case Hand(card), Spot("trick"):
            return A.play(card)
        case Friend(friend), Ally(slot):
            return A.substitute(friend, slot)
    return None


def plan_drop(position: Position, key: Key, zone: Key | None) -> Plan:
    """The card at ``key`` was put down on ``zone`` (None: on no zone)."""
    legal = position.legal()
    found = matching(legal, key, zone) if zone is not None else None
    if found is not None:
        return (found,)
    friend = standing_friend(position.state, key)
    if friend is not None:  # a friend standing in, taken off its slot
        send_back = matching(legal, key, None)
        if zone == key or not isinstance(send_back, A.Unsubstitute):
            return ()
        return (send_back, A.substitute(friend, zone.slot)) if isinstance(zone, Ally) else (send_back,)
    wanted = meant(key, zone) if zone is not None else None
    return (wanted,) if wanted is not None else ()


def one_place(position: Position, key: Key) -> Key | None:
    """The one place ``key`` is put down (a response: the trick), for a double click or Enter; None
    when it has several to choose from (a friend: an ally slot) or none."""
    legal = position.legal()
    zones = zones_of(legal, key) or _zones_of_kind(legal, key)
    return zones[0] if len(zones) == 1 and isinstance(zones[0], Spot) else None


def _zones_of_kind(legal: tuple[Action, ...], key: Key) -> tuple[Key, ...]:
    """Where a card of ``key``'s kind may be put down now (a response that may not answer: the
    trick all the same, where the core says why not)."""
    found: list[Key] = []
    for action in legal:
        target, zone = target_of(action)
        if zone is not None and type(target) is type(key) and zone not in found:
            found.append(zone)
    return tuple(found)


def meant_click(state: State, key: Key) -> Action | None:
    """The action a click on ``key`` means in this phase, legal or not (for the core to refuse:
    an exhausted ally clicked, the deck clicked while a response is asked...); None when a
    click there means no action now."""
    phase = state.phase
    kind = state.decision.kind if state.decision is not None else None
    visiting = phase in (Phase.ABILITY_WINDOW, Phase.RESPOND, Phase.DECISION)
    match key:
        case Fief(number):
            if phase in (Phase.CHOOSE_FIEF, Phase.CHOOSE_SUBSTITUTES):
                return A.choose_fief(number)
            return A.pick_fief(number) if kind is DecisionKind.FIEF else None
        case Ally(slot):
            if not visiting:
                return None
            return A.pick_slot(slot) if kind is DecisionKind.SLOT else A.activate(slot)
        case Spot("deck") | Button("reveal"):
            return A.REVEAL if visiting else None
        case Hand(card):
            return A.pick_card(card) if kind is DecisionKind.CARD else None
        case Choice(value):
            return A.pick_suit(value) if value in SUIT_LETTERS else A.pick_option(value)
        case Button("start"):
            return A.BEGIN_VISIT
        case Button("back"):
            return A.BACK
        case Button("stop"):
            return A.STOP_GAME
    return None


def plan_click(position: Position, key: Key) -> Plan:
    """A click (or Enter) on ``key``: its legal action, a convenience of the fief selection, or
    the action it means, for the core to refuse (empty: a click there means no action now)."""
    legal = position.legal()
    found = matching(legal, ALIASES.get(key, key), None)
    if found is not None:
        return (found,)
    state = position.state
    if isinstance(key, Fief) and state.phase is Phase.CHOOSE_SUBSTITUTES:
        if key.number == state.kingdom.visiting:
            return (A.BEGIN_VISIT,)  # confirming the chosen fief again starts the visit
        choose = A.choose_fief(key.number)
        if choose in position.legal_after(A.BACK):
            return (A.BACK, choose)  # another fief still to visit: back, then choose it
    wanted = meant_click(state, key)
    return (wanted,) if wanted is not None else ()


def plan_confirm(position: Position, key: Key) -> Plan:
    """A double click or Enter on ``key``: a card with one place to go goes there; else a click."""
    place = one_place(position, key)
    if place is not None:
        return plan_drop(position, key, place)
    return plan_click(position, key)
