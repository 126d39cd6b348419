"""The view of a position as the player reads it: the core's view, with the pending
decision's prompt worded in the player's language (the engine, the session and the game
log all show this one)."""

from __future__ import annotations

from ..core import State, view
from .messages import prompt


def public_view(state: State) -> dict:
    """The protocol's view, with the decision's prompt in the player's language."""
    out = view(state)
    decision = out["decision"]
    if decision is not None:
        decision["prompt"] = prompt(decision["step"], decision["ability"])
    return out
