"""The protocol's error answer, built from the core's refusal and worded for the player."""

from __future__ import annotations

from ..core import IllegalAction
from ..i18n.messages import error_message


def error_answer(error: IllegalAction) -> dict:
    return {"error": {"code": error.code, "message": error_message(error)}}
