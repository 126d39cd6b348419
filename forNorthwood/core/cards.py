"""Cards of For Northwood!: 32 dialogue cards, 24 characters, 8 fiefs.

Dialogue cards are small ints inside the core (``suit * 8 + value - 1``) because
they are compared and moved millions of times by bots and benchmarks; the rest of
the project sees them in the notation of docs/RULES.md (``"7E"`` = 7 of Eyes).
Characters are two-letter codes (``"JL"`` = Jack of Leaves).
"""

from __future__ import annotations

from enum import IntEnum


class Suit(IntEnum):
    """The four suits, in the order used everywhere (index = position in SUIT_LETTERS)."""

    CLAWS = 0
    FLOWERS = 1
    LEAVES = 2
    EYES = 3


SUIT_LETTERS = "CFLE"
SUIT_OF_LETTER = {letter: Suit(i) for i, letter in enumerate(SUIT_LETTERS)}

#: Character ranks: Jack, Queen, King (uncrowned), Prince, Lady, Baron (crowned).
RANKS = "JQKPLB"
CROWNED_RANKS = "PLB"

#: All 32 dialogue cards as ints 0..31.
DIALOGUE_CARDS: tuple[int, ...] = tuple(range(32))

#: All 24 character codes, rank-major: JC JF JL JE QC ... BE.
CHARACTERS: tuple[str, ...] = tuple(r + s for r in RANKS for s in SUIT_LETTERS)
CHARACTER_SET = frozenset(CHARACTERS)

#: Stars of fiefs 0..7 (the edges are hardest and worth most).
FIEF_STARS: tuple[int, ...] = (4, 3, 2, 1, 1, 2, 3, 4)
FIEF_COUNT = 8
SLOT_COUNT = 4
HAND_SIZE = 8

#: Difficulty thresholds: Standard (Bronze), Advanced (Silver), Idealist (Gold).
THRESHOLDS: tuple[int, ...] = (16, 18, 20)
#: The medal each threshold earns when reached (worded in i18n).
MEDALS: dict[int, str] = {16: "bronze", 18: "silver", 20: "gold"}
SETUPS: tuple[str, ...] = ("intro", "full")


def card_suit(card: int) -> int:
    """Suit index (0..3) of a dialogue card."""
    return card >> 3


def card_value(card: int) -> int:
    """Value (1..8) of a dialogue card."""
    return (card & 7) + 1


def make_card(value: int, suit: int) -> int:
    """The dialogue card of this value (1..8) and suit index (0..3)."""
    return suit * 8 + value - 1


CARD_NAMES: tuple[str, ...] = tuple(f"{card_value(c)}{SUIT_LETTERS[card_suit(c)]}" for c in DIALOGUE_CARDS)
CARD_OF_NAME: dict[str, int] = {name: c for c, name in enumerate(CARD_NAMES)}


def card_name(card: int) -> str:
    """Notation of a dialogue card: ``"7E"``."""
    return CARD_NAMES[card]


def parse_card(name: object) -> int | None:
    """The card of a notation such as ``"7E"``, or None when it is not one."""
    if isinstance(name, str):
        return CARD_OF_NAME.get(name.upper())
    return None


def character_suit(code: str) -> int:
    """Suit index of a character code such as ``"QL"``."""
    return SUIT_LETTERS.index(code[1])


def is_crowned(code: str) -> bool:
    """Princes, Ladies and Barons carry a crown and only play in the full game."""
    return code[0] in CROWNED_RANKS


def parse_character(code: object) -> str | None:
    """The character code, upper-cased, or None when it is not one."""
    if isinstance(code, str) and code.upper() in CHARACTER_SET:
        return code.upper()
    return None
