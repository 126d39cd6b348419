"""A quick greedy policy from what the player knows: the sampling search's rollouts
and the greedy bot of the benchmarks.

Each rule reads only the view-level facts of the position (hand, statement, score,
target, trump), never the hidden deck order.
"""

from __future__ import annotations

from ..core import State, legal_actions
from ..core.actions import BEGIN_VISIT, REVEAL, Action, ChooseFief, PickCard, PickOption, Play
from ..core.cards import FIEF_STARS, card_suit, card_value
from ..core.state import (
    CHARACTER_SUIT,
    PHASE_ABILITY_WINDOW,
    PHASE_CHOOSE_FIEF,
    PHASE_CHOOSE_SUBSTITUTES,
    PHASE_DECISION,
    PHASE_RESPOND,
)


def need(state: State) -> int:
    """Dialogues still to win for exactly the target (negative: already too many)."""
    return (state.kingdom.visiting or 0) - len(state.score)


def strength(card: int, trump: int | None) -> int:
    """How likely a card is to win a dialogue, as an order: trumps first, then by value."""
    return card_value(card) + (8 if card_suit(card) == trump else 0)


def expected_tricks(hand: tuple[int, ...], trump: int) -> float:
    """A rough count of dialogues this hand wins with ``trump``, for choosing a fief."""
    total = 0.0
    for card in hand:
        value = card_value(card)
        if card_suit(card) == trump:
            total += 0.35 + 0.08 * value
        elif value >= 5:
            total += 0.09 * (value - 4)
    return total


def greedy_fief(state: State) -> Action:
    """The unvisited fief whose target is closest to the hand's expected dialogues won."""
    best: tuple[float, int] | None = None
    choice = None
    for action in legal_actions(state):
        if not isinstance(action, ChooseFief):
            continue  # stopping the game
        fief = action.fief
        ruler = state.kingdom.fiefs[fief].ruler
        assert ruler is not None
        gap = abs(fief - expected_tricks(state.hand, CHARACTER_SUIT[ruler]))
        rank = (gap, -FIEF_STARS[fief])
        if best is None or rank < best:
            best, choice = rank, action
    assert choice is not None
    return choice


def greedy_response(state: State, legal: tuple[Action, ...]) -> Action:
    """Win with the cheapest winner while dialogues are still needed, otherwise lose with the
    strongest card that loses; when that is impossible, give away the least."""
    statement = state.statement
    assert statement is not None
    trump = state.kingdom.trump
    led = statement >> 3
    # One pass (every rollout step of a dialogue asks it): the cheapest winner, the cheapest and the
    # strongest loser by ``strength``, the first of equals each time, as ``min`` and ``max`` give.
    low_win: Action | None = None
    low_lose: Action | None = None
    high_lose: Action | None = None
    low_win_at = low_lose_at = high_lose_at = 0
    for action in legal:
        assert isinstance(action, Play)  # the only actions while responding
        card = action.card
        suit = card >> 3
        at = (card & 7) + (9 if suit == trump else 1)  # strength(card, trump), written out
        if card > statement if suit == led else suit == trump:
            if low_win is None or at < low_win_at:
                low_win, low_win_at = action, at
        else:
            if low_lose is None or at < low_lose_at:
                low_lose, low_lose_at = action, at
            if high_lose is None or at > high_lose_at:
                high_lose, high_lose_at = action, at
    if need(state) > 0:
        chosen = low_win if low_win is not None else low_lose
    else:
        chosen = high_lose if high_lose is not None else low_win
    assert chosen is not None  # there is always a legal response
    return chosen


def greedy_pick(state: State, legal: tuple[Action, ...]) -> Action:
    """Keep strong cards while dialogues are needed, weak ones once the target is reached."""
    decision = state.decision
    assert decision is not None
    if decision.step == "pc_more":
        # The Prince of Claws draws on while the dialogues still needed outnumber the cards held.
        wanted = "continue" if need(state) > len(state.hand) else "stop"
        return next((a for a in legal if isinstance(a, PickOption) and a.option == wanted), legal[0])
    if decision.kind != "card" or decision.step == "top":
        return legal[0]
    trump = state.kingdom.trump
    cards = [(strength(a.card, trump), a) for a in legal if isinstance(a, PickCard)]
    if not cards:
        return legal[0]
    if decision.step in ("bc_name",):
        return max(cards, key=_first)[1]
    # Most questions ask which card leaves the hand.
    if need(state) > 0:
        return min(cards, key=_first)[1]
    return max(cards, key=_first)[1]


def greedy_action(state: State) -> Action:
    """The greedy policy's action (never uses an ally's ability on its own)."""
    phase = state.phase
    if phase is PHASE_CHOOSE_FIEF:
        return greedy_fief(state)
    if phase is PHASE_CHOOSE_SUBSTITUTES:
        return BEGIN_VISIT
    if phase is PHASE_ABILITY_WINDOW:
        return REVEAL
    legal = legal_actions(state)
    if phase is PHASE_RESPOND:
        return greedy_response(state, legal)
    if phase is PHASE_DECISION:
        return greedy_pick(state, legal)
    return legal[0]


def _first(pair: tuple[int, Action]) -> int:
    return pair[0]
