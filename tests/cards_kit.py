"""Cards by their notation, for tests written in the rules' words: actions hold the core's int."""

from __future__ import annotations

from forNorthwood.core.cards import CARD_OF_NAME


def card_of(name: str) -> int:
    """The core's card of a notation such as ``"7E"`` (``KeyError`` for no card)."""
    return CARD_OF_NAME[name]
