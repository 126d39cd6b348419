"""What a gesture on the table means: the actions a thing pointed at (and where it is put) stands for.

Every device comes here: a click, a double click or Enter on a table key, a card carried
onto a zone (with the mouse, or picked up and put down with two presses of a key or a
controller's button). The action is the legal one whose ``table_keys.target_of`` is
(key, zone), so the fief selection and the visit share one reading of the player's hands,
and no screen spells its own drag, drop or click rules.

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

from typing import Protocol

from ..core import Action, DecisionKind, Phase, State
from ..core import actions as A
from ..core.cards import SUIT_LETTERS
from . import table_keys as K

#: Keys that are another way to point at a key that takes an action.
ALIASES: dict[K.Key, K.Key] = {K.Button("reveal"): K.DECK}

Plan = tuple[Action, ...]


class Position(Protocol):
    """What a gesture is read against: the position and its legal actions (a ``Session``)."""

    @property
    def state(self) -> State: ...

    def legal(self) -> tuple[Action, ...]: ...

    def legal_after(self, action: Action) -> tuple[Action, ...]: ...


def matching(legal: tuple[Action, ...], key: K.Key, zone: K.Key | None) -> Action | None:
    """The legal action done on ``key`` (put down on ``zone``; None: a click), if any."""
    for action in legal:
        if K.target_of(action) == (key, zone):
            return action
    return None


def zones_of(legal: tuple[Action, ...], key: K.Key) -> tuple[K.Key, ...]:
    """Where ``key`` may be put down now (the zones lit while it is carried)."""
    found: list[K.Key] = []
    for action in legal:
        target, zone = K.target_of(action)
        if target == key and zone is not None and zone not in found:
            found.append(zone)
    return tuple(found)


def standing_friend(state: State, key: K.Key) -> str | None:
    """The friend standing in on the ally slot ``key`` (None: not a slot, or no friend there)."""
    if not isinstance(key, K.Ally) or key.slot >= len(state.kingdom.allies):
        return None
    return state.kingdom.allies[key.slot].substitute


def carried_as(state: State, key: K.Key) -> K.Key:
    """What a card carried from ``key`` is: a friend standing in is carried as that friend."""
    friend = standing_friend(state, key)
    return K.Friend(friend) if friend is not None else key


def may_carry(position: Position, key: K.Key) -> bool:
    """Whether the card at ``key`` may be picked up now: a card of a kind some legal action puts
    down somewhere (any hand card while a response is asked, so that a card that may not answer is
    refused in words), or a friend standing in that may be sent back."""
    legal = position.legal()
    return isinstance(matching(legal, key, None), A.Unsubstitute) or bool(_zones_of_kind(legal, key))


def meant(key: K.Key, zone: K.Key) -> Action | None:
    """The action a card put down on ``zone`` means, legal or not (for the core to refuse)."""
    match key, zone:
        case K.Hand(card), K.Spot("trick"):
            return A.play(card)
        case K.Friend(friend), K.Ally(slot):
            return A.substitute(friend, slot)
    return None


def plan_drop(position: Position, key: K.Key, zone: K.Key | None) -> Plan:
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
        return (send_back, A.substitute(friend, zone.slot)) if isinstance(zone, K.Ally) else (send_back,)
    wanted = meant(key, zone) if zone is not None else None
    return (wanted,) if wanted is not None else ()


def one_place(position: Position, key: K.Key) -> K.Key | None:
    """The one place ``key`` is put down (a response: the trick), for a double click or Enter; None
    when it has several to choose from (a friend: an ally slot) or none."""
    legal = position.legal()
    zones = zones_of(legal, key) or _zones_of_kind(legal, key)
    return zones[0] if len(zones) == 1 and isinstance(zones[0], K.Spot) else None


def _zones_of_kind(legal: tuple[Action, ...], key: K.Key) -> tuple[K.Key, ...]:
    """Where a card of ``key``'s kind may be put down now (a response that may not answer: the
    trick all the same, where the core says why not)."""
    found: list[K.Key] = []
    for action in legal:
        target, zone = K.target_of(action)
        if zone is not None and type(target) is type(key) and zone not in found:
            found.append(zone)
    return tuple(found)


def meant_click(state: State, key: K.Key) -> Action | None:
    """The action a click on ``key`` means in this phase, legal or not (for the core to refuse:
    an exhausted ally clicked, the deck clicked while a response is asked...); None when a
    click there means no action now."""
    phase = state.phase
    kind = state.decision.kind if state.decision is not None else None
    visiting = phase in (Phase.ABILITY_WINDOW, Phase.RESPOND, Phase.DECISION)
    match key:
        case K.Fief(number):
            if phase in (Phase.CHOOSE_FIEF, Phase.CHOOSE_SUBSTITUTES):
                return A.choose_fief(number)
            return A.pick_fief(number) if kind is DecisionKind.FIEF else None
        case K.Ally(slot):
            if not visiting:
                return None
            return A.pick_slot(slot) if kind is DecisionKind.SLOT else A.activate(slot)
        case K.Spot("deck") | K.Button("reveal"):
            return A.REVEAL if visiting else None
        case K.Hand(card):
            return A.pick_card(card) if kind is DecisionKind.CARD else None
        case K.Choice(value):
            return A.pick_suit(value) if value in SUIT_LETTERS else A.pick_option(value)
        case K.Button("start"):
            return A.BEGIN_VISIT
        case K.Button("back"):
            return A.BACK
        case K.Button("stop"):
            return A.STOP_GAME
    return None


def plan_click(position: Position, key: K.Key) -> Plan:
    """A click (or Enter) on ``key``: its legal action, a convenience of the fief selection, or
    the action it means, for the core to refuse (empty: a click there means no action now)."""
    legal = position.legal()
    found = matching(legal, ALIASES.get(key, key), None)
    if found is not None:
        return (found,)
    state = position.state
    if isinstance(key, K.Fief) and state.phase is Phase.CHOOSE_SUBSTITUTES:
        if key.number == state.kingdom.visiting:
            return (A.BEGIN_VISIT,)  # confirming the chosen fief again starts the visit
        choose = A.choose_fief(key.number)
        if choose in position.legal_after(A.BACK):
            return (A.BACK, choose)  # another fief still to visit: back, then choose it
    wanted = meant_click(state, key)
    return (wanted,) if wanted is not None else ()


def plan_confirm(position: Position, key: K.Key) -> Plan:
    """A double click or Enter on ``key``: a card with one place to go goes there; else a click."""
    place = one_place(position, key)
    if place is not None:
        return plan_drop(position, key, place)
    return plan_click(position, key)
