"""The protocol's objects built from the core: the localized view and error answers."""

from __future__ import annotations

from .core import IllegalAction, State, view
from .i18n.messages import error_message, prompt


def public_view(state: State) -> dict:
    """The protocol's view, with the decision's prompt in the player's language."""
    out = view(state)
    decision = out["decision"]
    if decision is not None:
        decision["prompt"] = prompt(decision["step"], decision["ability"])
    return out


def error_answer(error: IllegalAction) -> dict:
    return {"error": {"code": error.code, "message": error_message(error)}}
