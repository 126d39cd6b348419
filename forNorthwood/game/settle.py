"""Finishing a visit whose outcome is certain (the setting "finish a visit when its
outcome is certain", off by default; docs/RULES.md, "End of the visit").

When the setting is on and nothing the player can still do changes the result of
the current visit (``ai.certainty.certain_outcome``), the rest of the visit is
played for the player — every card still moves as the rules say: the statements
are revealed and answered with the first legal card, pending questions take their
first answer, no ally is used. The first of these steps carries a
``VisitSettled`` event, which the game log shows.
"""

from __future__ import annotations

from ..ai.certainty import DEFAULT_NODE_LIMIT, certain_outcome
from ..ai.infoset import VISIT_PHASES
from ..core.events import Event, VisitSettled
from .session import Session


def finish_if_certain(
    session: Session, enabled: bool = True, node_limit: int | None = DEFAULT_NODE_LIMIT
) -> list[Event]:
    """Finish the current visit if the setting is on and its outcome is certain.

    Returns the events of every step played (empty when nothing was done). The
    steps are ordinary session steps: saved, replayed and undone like any other.
    """
    if not enabled or session.over:
        return []
    state = session.state
    if state.phase not in VISIT_PHASES:
        return []
    outcome = certain_outcome(state, node_limit)
    if outcome is None:
        return []
    return finish_settled(session, outcome)


def finish_settled(session: Session, outcome: bool) -> list[Event]:
    """Play the rest of the current visit, whose outcome ``certain_outcome`` found certain
    (for a caller that searched off the UI thread); returns the events of every step."""
    state = session.state
    if session.over or state.phase not in VISIT_PHASES:
        return []
    fief = state.kingdom.visiting
    assert fief is not None  # a visit is under way
    note = VisitSettled(fief, outcome)
    events: list[Event] = []
    first = True
    while session.state.phase in VISIT_PHASES:
        action = session.legal()[0]
        events += session.apply(action, note=note if first else None)
        first = False
    return events
