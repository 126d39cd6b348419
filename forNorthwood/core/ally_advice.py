"""What each ally can do now, in the player's knowledge: the table says so before an ally is used.

For every ally slot: may it act now, and if not, why; and would its ability do
nothing at all right now (the Jack of Claws with 8 cards in hand, the Baron of
Leaves with no matching value...), so the table can say so before the ally is
exhausted for nothing.

"Would do nothing" is decided by the rules themselves, not by a second copy of
them: the activation is played out on a copy of the table, through every answer
its questions allow, and the ability does nothing when no outcome differs from
the table before in anything the player can see (the exhausted slot and the
used ability window aside). The copy puts the unseen part of the deck in a fixed
order and the generator in a fixed state, so the verdict depends only on what
the player knows, never on the hidden deck.

The Baron of Eyes acts later, once the next response has landed: arming him does
nothing when no card of the hand could make him draw (an even response with the
deck empty after the statement) or discard (an odd response that empties the hand).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import activate
from .cards import card_value
from .rng import seed_state
from .rules import apply, legal_actions
from .state import PHASE_ABILITY_WINDOW, PHASE_DECISION, State, ally_slot

# Reason codes (worded by forNorthwood.i18n.aids_text).
NOT_NOW = "not_now"  # allies act only in the ability window, before a statement
ABILITY_USED = "ability_used"  # an ally already acted before this statement
EXHAUSTED = "exhausted"  # this ally already acted during this visit
NO_EFFECT = "no_effect"  # it may act, but its ability would do nothing now

#: How many positions the look-ahead may visit before it stops and says "something".
EXPLORATION_LIMIT = 4000


@dataclass(frozen=True, slots=True)
class AllyAdvice:
    """One ally slot's standing now.

    ``usable``: activating it is legal now. ``reason``: why not (or ``NO_EFFECT`` when
    it is usable but would do nothing); None when it may act and would do something.
    ``effect_of`` is the character whose ability would resolve (the current ruler's
    for a Queen of Leaves), for the wording of ``NO_EFFECT``.
    """

    slot: int
    character: str
    usable: bool
    reason: str | None
    effect_of: str

    @property
    def would_do_nothing(self) -> bool:
        return self.reason == NO_EFFECT


def ally_advice(state: State) -> tuple[AllyAdvice, ...]:
    """The standing of the four ally slots in ``state``."""
    kingdom = state.kingdom
    ruler = kingdom.ruler
    out = []
    for slot, ally in enumerate(kingdom.allies):
        character = ally.character
        effect_of = ruler if character == "QL" and ruler is not None and ruler != "QL" else character
        if state.phase is not PHASE_ABILITY_WINDOW:
            out.append(AllyAdvice(slot, character, False, NOT_NOW, effect_of))
        elif ally.exhausted:
            out.append(AllyAdvice(slot, character, False, EXHAUSTED, effect_of))
        elif state.ability_used:
            out.append(AllyAdvice(slot, character, False, ABILITY_USED, effect_of))
        elif would_do_nothing(state, slot):
            out.append(AllyAdvice(slot, character, True, NO_EFFECT, effect_of))
        else:
            out.append(AllyAdvice(slot, character, True, None, effect_of))
    return tuple(out)


def player_copy(state: State) -> State:
    """``state`` with only what the player knows: the unseen deck sorted, a fixed generator."""
    known = state.known_top
    deck = (*state.deck[:known], *sorted(state.deck[known:]))
    return state.with_(deck=deck, rng=seed_state(0))


def footprint(state: State, slot: int) -> tuple:
    """What the player sees of ``state``, except ``slot``'s exhaustion and the used window."""
    kingdom = state.kingdom
    allies = list(kingdom.allies)
    ally = allies[slot]
    allies[slot] = ally_slot(ally.ally, ally.substitute, False)
    return (
        state.hand,
        state.discard,
        state.score,
        len(state.deck),
        state.deck[: state.known_top],
        kingdom.fiefs,
        kingdom.visiting,
        kingdom.friends,
        tuple(allies),
        state.baron_eyes,
        state.statement,
    )


def baron_would_do_nothing(state: State) -> bool:
    """True when the Baron of Eyes' effect after the next response could not move a card."""
    hand, deck = len(state.hand), len(state.deck)
    for card in state.hand:
        if card_value(card) % 2 == 0:
            if deck - 1 >= 1:  # the statement leaves the deck first
                return False
        elif hand - 1 >= 1:
            return False
    return True


def would_do_nothing(state: State, slot: int) -> bool:
    """True when activating ``slot`` now is legal and could change nothing the player sees.

    Every answer to every question the ability asks is tried; one outcome that differs
    is enough to say the ability does something (so does an exploration too large to
    finish, which never happens with the 24 abilities as they are).
    """
    action = activate(slot)
    if state.phase is not PHASE_ABILITY_WINDOW or action not in legal_actions(state):
        return False
    copy = player_copy(state)
    before = footprint(copy, slot)
    budget = [EXPLORATION_LIMIT]

    def unchanged(position: State) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        if position.phase is not PHASE_DECISION:
            seen = footprint(position, slot)
            if seen == before:
                return True
            armed = position.baron_eyes and not copy.baron_eyes
            return armed and seen == (*before[:-2], True, before[-1]) and baron_would_do_nothing(position)
        return all(unchanged(apply(position, answer)[0]) for answer in legal_actions(position))

    return unchanged(apply(copy, action)[0])
