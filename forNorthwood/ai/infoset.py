"""What the player knows, as the advisor sees it: canonical information states.

The core's ``State`` holds the hidden deck order. The advisor never uses it: a
state is first made *canonical* — the cards the player has seen on top of the
deck (``known_top``) stay in place, the unseen cards below them are sorted, and
the generator state is dropped. Two states with the same view have the same
canonical state, so everything computed from it depends only on the view.

``info_key`` is the transposition-table key of a canonical state: what the
player knows that can still matter for the rest of the visit (piles whose order
no ability can read any more are reduced to what counts).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from ..core.abilities import SPECS
from ..core.events import Event, VisitOver
from ..core.state import (
    PHASE_ABILITY_WINDOW,
    PHASE_DECISION,
    PHASE_RESPOND,
    Kingdom,
    State,
    state_of,
)

#: Phases inside a visit, where the advisor values actions by the visit's outcome.
VISIT_PHASES = frozenset({PHASE_ABILITY_WINDOW, PHASE_RESPOND, PHASE_DECISION})

#: Characters whose abilities read or take the top cards of the discard or score pile
#: (and those that borrow the ruler's ability, which may be one of them).
_PILE_READERS = frozenset(code for code, spec in SPECS.items() if spec.reads_tops or spec.borrows_ruler)


def unseen(state: State) -> tuple[int, ...]:
    """The deck cards the player has not seen (their order is unknown)."""
    return state.deck[state.known_top :]


def canonical(state: State) -> State:
    """The state with the unseen deck cards sorted and no generator: a function of the view."""
    k = state.known_top
    deck = state.deck
    rest = deck[k:]
    ordered = tuple(sorted(rest))
    if ordered == rest and state.rng == 0:
        return state
    # ``State.with_`` written out (one copy of the fields): a rollout makes every position canonical.
    fields = state.__dict__.copy()
    fields["deck"] = deck[:k] + ordered if k else ordered
    fields["rng"] = 0
    return state_of(fields)


def piles_readable(kingdom: Kingdom) -> bool:
    """True when some ally slot can still read the discard or score pile's cards."""
    for slot in kingdom.allies:
        if (slot.substitute or slot.ally) in _PILE_READERS:
            return True
    return False


# Kingdoms are shared between the states of a search (the rules pass them on
# unchanged), so each is given a small number once: the key then hashes an int
# instead of eight fiefs and four ally slots at every lookup.
_KINGDOM_BY_ID: dict[int, tuple[Kingdom, int, bool]] = {}
_KINGDOM_NUMBER: dict[tuple, int] = {}
_LOCK = threading.Lock()


def _kingdom_number(kingdom: Kingdom) -> tuple[int, bool]:
    found = _KINGDOM_BY_ID.get(id(kingdom))
    if found is not None and found[0] is kingdom:
        return found[1], found[2]
    with _LOCK:  # searches may run in several threads (hints, the settle check)
        if len(_KINGDOM_BY_ID) > 200_000:
            _KINGDOM_BY_ID.clear()
        # The fields of fiefs and slots, not the dataclasses themselves: their hashes are
        # Python functions, and a new kingdom (an ally used in a rollout) comes at every deal.
        value = (
            kingdom.visiting,
            tuple([(f.ruler, f.status) for f in kingdom.fiefs]),
            tuple([(a.ally, a.substitute, a.exhausted) for a in kingdom.allies]),
        )
        number = _KINGDOM_NUMBER.get(value)
        if number is None:
            number = _KINGDOM_NUMBER[value] = len(_KINGDOM_NUMBER)
        readable = piles_readable(kingdom)
        _KINGDOM_BY_ID[id(kingdom)] = (kingdom, number, readable)
    return number, readable


def info_key(state: State) -> tuple:
    """Transposition key of a canonical state: everything the player knows that still matters."""
    number, readable = _kingdom_number(state.kingdom)
    if readable:
        discard: tuple = state.discard
        score: object = state.score
    else:
        # No ability can bring these cards back or look at them: only the count of the
        # score pile matters (and the statement, kept in its own field).
        discard = ()
        score = len(state.score)
    return (
        number,
        state.hand,
        state.deck,
        state.known_top,
        discard,
        score,
        state.phase,
        state.ability_used,
        state.statement,
        state.decision,
        state.baron_eyes,
    )


def visit_result(events: Sequence[Event]) -> bool | None:
    """True/False when these events end the visit (won or lost), None while it goes on."""
    for event in events:
        if isinstance(event, VisitOver):
            return event.won
    return None
