"""Which characters' abilities could still resolve during the visit in progress.

A pure, conservative reading of the table: the ready ally slots, anything an
ability could bring within reach (a Lady of Leaves readies exhausted slots, a
Queen of Leaves borrows the current ruler's ability, a Jack or Prince of Leaves
can bring another neutral ruler into the visit), followed to a fixed point.
"Within reach" never misses a character that could act; it may include one that,
in the end, cannot.
"""

from __future__ import annotations

from collections.abc import Iterable

from .abilities import SPECS
from .state import STATUS_UNVISITED, Kingdom

#: Abilities that make an exhausted ally ready again.
READIERS = frozenset(code for code, spec in SPECS.items() if spec.readies_allies)
#: Abilities after which another ruler may preside over the visit.
RULER_CHANGERS = frozenset(code for code, spec in SPECS.items() if spec.changes_ruler)
#: Abilities that resolve the current ruler's ability.
BORROWERS = frozenset(code for code, spec in SPECS.items() if spec.borrows_ruler)


def rulers_in_reach(kingdom: Kingdom, changers: bool) -> frozenset[str]:
    """The current ruler, and with ``changers`` every ruler of an unvisited fief."""
    found = {kingdom.ruler} if kingdom.ruler is not None else set()
    if changers:
        found |= {f.ruler for f in kingdom.fiefs if f.status is STATUS_UNVISITED and f.ruler is not None}
    return frozenset(found)


def characters_in_reach(kingdom: Kingdom, extra: Iterable[str] = (), *, ready_slots: bool = True) -> frozenset[str]:
    """Every character whose ability might still resolve in this visit.

    ``extra`` are characters already known to act (an ability being resolved, a friend
    that may still be brought in); ``ready_slots`` adds the unexhausted ally slots.
    """
    slots = kingdom.allies
    reach = set(extra)
    if ready_slots:
        reach |= {a.character for a in slots if not a.exhausted}
    while True:
        before = len(reach)
        if reach & READIERS:
            reach |= {a.character for a in slots}
        if reach & BORROWERS:
            reach |= rulers_in_reach(kingdom, bool(reach & RULER_CHANGERS))
        if len(reach) == before:
            return frozenset(reach)
