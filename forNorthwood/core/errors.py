"""Why an action was refused: a stable code for programs, a reason and
parameters from which ``forNorthwood.i18n`` writes the player's message.
The core itself never writes prose, so every sentence goes through gettext."""

from __future__ import annotations

MALFORMED = "MALFORMED"
INVALID_POSITION = "INVALID_POSITION"
WRONG_PHASE = "WRONG_PHASE"
MUST_FOLLOW_SUIT = "MUST_FOLLOW_SUIT"
NOT_IN_HAND = "NOT_IN_HAND"
ALLY_EXHAUSTED = "ALLY_EXHAUSTED"
ONE_ABILITY_PER_DIALOGUE = "ONE_ABILITY_PER_DIALOGUE"
FIEF_NOT_AVAILABLE = "FIEF_NOT_AVAILABLE"
NOT_A_FRIEND = "NOT_A_FRIEND"
INVALID_CHOICE = "INVALID_CHOICE"
GAME_OVER = "GAME_OVER"


class IllegalAction(Exception):
    """An action the rules refuse, or input the core cannot accept.

    ``code`` is one of the protocol's error codes; ``reason`` names the precise
    rule (a key of ``forNorthwood.i18n.messages``); ``params`` fill its message.
    """

    def __init__(self, code: str, reason: str, **params: object) -> None:
        self.code = code
        self.reason = reason
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        super().__init__(f"{code}: {reason}" + (f" ({detail})" if detail else ""))
