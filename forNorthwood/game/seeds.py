"""Short shareable seeds ("kingdom codes") and the daily kingdom.

A code is 6 characters of Crockford's base-32 (no I, L, O, U: nothing to
misread), 30 bits; ``parse_code`` also accepts plain numbers of any other length. The daily kingdom's
seed comes from the date alone, so everyone gets the same one on the same day.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import date

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 6
SEED_LIMIT = 32**CODE_LENGTH  # seeds from codes are 0 <= seed < 2**30
_DECODE = {c: i for i, c in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}


def seed_code(seed: int) -> str:
    """The code of a seed in ``range(SEED_LIMIT)`` (other seeds are written as numbers)."""
    if not 0 <= seed < SEED_LIMIT:
        return str(seed)
    chars = []
    for _ in range(CODE_LENGTH):
        seed, digit = divmod(seed, 32)
        chars.append(ALPHABET[digit])
    return "".join(reversed(chars))


def parse_code(text: str) -> int | None:
    """The seed of a code (any case, dashes and spaces ignored) or of a plain number; None if neither."""
    cleaned = text.strip().upper().replace("-", "").replace(" ", "")
    if len(cleaned) == CODE_LENGTH and all(c in _DECODE for c in cleaned):
        # Six characters are always a code, even all digits ("000010" is seed 32).
        seed = 0
        for c in cleaned:
            seed = seed * 32 + _DECODE[c]
        return seed
    if cleaned.isascii() and cleaned.isdigit() and len(cleaned) <= 19 and int(cleaned) < 2**63:
        return int(cleaned)
    return None


def random_seed() -> int:
    """A fresh seed for a new game."""
    return secrets.randbelow(SEED_LIMIT)


def daily_seed(day: date) -> int:
    """The seed of the daily kingdom: the same for everyone on ``day``."""
    digest = hashlib.sha256(f"For Northwood! daily {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_LIMIT
