"""Finishing a visit whose outcome is certain (the setting "finish a visit when its
outcome is certain", off by default; RULES.md, "End of the visit").

When the setting is on and nothing the player can still do changes the result of
the current visit (``ai.certainty.certain_outcome``), the rest of the visit is
played for the player — every card still moves as the rules say: the statements
are revealed and answered with the first legal card, pending questions take their
first answer, no ally is used. The first of these steps carries a
``visit_settled`` event, which the game log shows.
"""

from __future__ import annotations

from .ai.certainty import DEFAULT_NODE_LIMIT, certain_outcome
from .ai.infoset import VISIT_PHASES
from .session import Session


def finish_if_certain(
    session: Session, enabled: bool = True, node_limit: int | None = DEFAULT_NODE_LIMIT
) -> list[dict]:
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
    return finish_visit(session, outcome)


def finish_visit(session: Session, outcome: bool) -> list[dict]:
    """Play the rest of the current visit, whose outcome ``outcome`` is certain.

    For a UI that runs ``certain_outcome(state)`` off its own thread: when it says
    True/False for the session's current state, this plays the steps (quickly).
    """
    if session.state.phase not in VISIT_PHASES:
        return []
    fief = session.state.kingdom.visiting
    note = {"type": "visit_settled", "fief": fief, "won": outcome}
    events: list[dict] = []
    first = True
    while session.state.phase in VISIT_PHASES:
        action = session.legal()[0]
        events += session.apply(action, note=note if first else None)
        first = False
    return events
