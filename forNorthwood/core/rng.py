"""A pinned pseudo-random generator that lives inside the game state.

``random.shuffle`` may change between Python versions, and saves, replays and
golden tests must not. SplitMix64 is tiny, well studied and fully specified; its
whole state is one 64-bit integer, which the game state carries.
"""

from __future__ import annotations

from math import factorial

MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a seed (any int, negative ones included)."""
    return seed & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: returns (new state, 64 random bits)."""
    state = (state + _GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def _uniform_below(state: int, bound: int) -> tuple[int, int]:
    """A uniform integer in ``range(bound)`` (bound may exceed 2**64), by rejection."""
    words = (bound.bit_length() + 63) // 64 or 1
    span = 1 << (64 * words)
    limit = span - span % bound
    while True:
        value = 0
        for _ in range(words):
            state, bits = next_u64(state)
            value = (value << 64) | bits
        if value < limit:
            return state, value % bound


def shuffled(state: int, items: tuple | list) -> tuple[int, tuple]:
    """A uniformly shuffled copy of ``items`` and the new generator state.

    One uniform number below ``n!`` is drawn and decoded as a Fisher–Yates
    sequence of swaps: a couple of 64-bit draws per shuffle instead of one per card.
    """
    cards = list(items)
    n = len(cards)
    if n < 2:
        return state, tuple(cards)
    state, code = _uniform_below(state, _FACTORIALS[n] if n < len(_FACTORIALS) else factorial(n))
    for i in range(n - 1, 0, -1):
        code, j = divmod(code, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return state, tuple(cards)


_FACTORIALS = tuple(factorial(n) for n in range(64))
