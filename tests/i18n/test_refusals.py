"""The refusals of a damaged saved position name what is wrong in the player's words: cards and
characters by their names, piles and phases in the language, never the protocol's codes."""

from __future__ import annotations

import re

import pytest

from forNorthwood import i18n
from forNorthwood.core import state_from_position
from forNorthwood.core.cards import CARD_NAMES
from forNorthwood.core.errors import IllegalAction
from forNorthwood.i18n.grammar import unbreakable
from forNorthwood.i18n.messages import card_label, character_name, error_message

LANGUAGES = ("en", "fr", "uk", "ko")
#: The protocol's words for cards, characters and phases, and (in a language not English) for piles.
CODES = re.compile(r"\b(?:[1-8][CFLE]|[JQKPLB][CFLE]|choose_fief|game_over|respond)\b")
PILES = re.compile(r"\b(?:hand|deck|discard|score)\b")
RULERS = ["QC", "QF", "QL", "QE", "KC", "KF", "KL", "KE"]


def position(**changes: object) -> dict:
    """A valid position between visits; every card placed once."""
    hand = ["5L", "1E", "7E", "8F", "2C", "3C", "4C", "6C"]
    pos: dict = {
        "setup": "intro",
        "threshold": 16,
        "fiefs": [{"ruler": r, "status": "unvisited"} for r in RULERS],
        "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")],
        "friends": [],
        "visiting": None,
        "phase": "choose_fief",
        "ability_used": False,
        "hand": hand,
        "deck": [c for c in CARD_NAMES if c not in hand],
        "discard": [],
        "score": [],
    }
    pos.update(changes)
    return pos


def refusal(pos: dict) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        state_from_position(pos)
    return refused.value


DAMAGED = {
    "a card twice in two piles": lambda: position(discard=["7E"]),
    "a card twice in one pile": lambda: position(deck=[*position()["deck"], "1C"]),
    "a card missing": lambda: position(deck=[c for c in position()["deck"] if c != "1C"]),
    "a pile that is not a list": lambda: position(score="7E"),
    "a character twice": lambda: position(fiefs=[{"ruler": "QC", "status": "unvisited"}] * 8),
    "a friend from a fief not won": lambda: position(friends=["QL"]),
    "a visit between visits": lambda: position(visiting=3),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("damage", DAMAGED)
def test_a_damaged_position_is_told_in_the_players_words(language, damage):
    refused = refusal(DAMAGED[damage]())
    with i18n.speaking(language):
        message = error_message(refused)
    assert CODES.search(message) is None, message
    assert language == "en" or PILES.search(message) is None, message
    assert "{" not in message and "}" not in message, message


def test_the_cards_piles_and_characters_are_named_as_elsewhere():
    with i18n.speaking("fr"):
        assert error_message(refusal(position(discard=["7E"]))) == (
            f"La carte {card_label('7E')} apparaît deux fois\u00a0: dans la main et dans la défausse."
        )
        assert error_message(refusal(position(deck=[*position()["deck"], "1C"]))) == (
            f"La carte {card_label('1C')} apparaît deux fois dans la pioche."
        )
        assert error_message(refusal(position(visiting=3))) == (
            "Aucune visite ne peut être en cours pendant le choix d’un fief."
        )
    with i18n.speaking("uk"):
        assert error_message(refusal(position(score="7E"))) == "Стос взяток має бути списком карт."
        # The Queen's gender agrees: "дружньою", "її феод".
        friend = error_message(refusal(position(friends=["QL"])))
        assert friend.startswith(unbreakable(character_name("QL"))) and "дружньою" in friend and "її феод" in friend
    with i18n.speaking("ko"):
        assert error_message(refusal(position(deck=[c for c in position()["deck"] if c != "1C"]))).startswith(
            f"{card_label('1C')} 카드가 없습니다."
        )
