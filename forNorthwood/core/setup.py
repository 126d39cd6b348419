"""Starting a game: the introductory and the full setup, then the first deal."""

from __future__ import annotations

from .cards import (
    CHARACTERS,
    DIALOGUE_CARDS,
    FIEF_COUNT,
    HAND_SIZE,
    SETUPS,
    SUIT_LETTERS,
    THRESHOLDS,
    character_suit,
)
from .errors import MALFORMED, IllegalAction
from .rng import seed_state, shuffled
from .state import Fief, Kingdom, Phase, State, ally_slot

INTRO_ALLIES = tuple("J" + s for s in SUIT_LETTERS)
INTRO_RULERS = tuple("Q" + s for s in SUIT_LETTERS) + tuple("K" + s for s in SUIT_LETTERS)


def deal_characters(setup: str, rng: int) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
    """Allies (4) and rulers of fiefs 0..7 for a setup; returns (rng, allies, rulers)."""
    if setup == "intro":
        rng, intro_rulers = shuffled(rng, INTRO_RULERS)
        return rng, INTRO_ALLIES, intro_rulers
    # Full game: reveal all 24 in a shuffled order. The first of each suit becomes
    # an ally, the second and third rulers (leftmost free fief first), the rest are
    # set aside; stop once there are 4 allies and 8 rulers.
    rng, order = shuffled(rng, CHARACTERS)
    seen = [0, 0, 0, 0]
    allies: list[str] = []
    rulers: list[str] = []
    for code in order:
        suit = character_suit(code)
        seen[suit] += 1
        if seen[suit] == 1:
            allies.append(code)
        elif seen[suit] <= 3:
            rulers.append(code)
        if len(allies) == 4 and len(rulers) == FIEF_COUNT:
            break
    return rng, tuple(allies), tuple(rulers)


def new_game(seed: int, setup: str = "intro", threshold: int = 16) -> State:
    """A fresh game: characters placed, 32 dialogue cards shuffled, 8 in hand."""
    if setup not in SETUPS:
        raise IllegalAction(MALFORMED, "bad_setup", value=str(setup))
    if type(threshold) is not int or threshold not in THRESHOLDS:
        raise IllegalAction(MALFORMED, "bad_threshold", value=str(threshold))
    if type(seed) is not int:
        raise IllegalAction(MALFORMED, "bad_seed", value=str(seed))
    rng = seed_state(seed)
    rng, allies, rulers = deal_characters(setup, rng)
    rng, deck = shuffled(rng, DIALOGUE_CARDS)
    kingdom = Kingdom(
        setup=setup,
        threshold=threshold,
        fiefs=tuple(Fief(r) for r in rulers),
        allies=tuple(ally_slot(a) for a in allies),
        friends=(),
    )
    return State(
        kingdom=kingdom,
        hand=tuple(sorted(deck[:HAND_SIZE])),
        deck=tuple(deck[HAND_SIZE:]),
        discard=(),
        score=(),
        phase=Phase.CHOOSE_FIEF,
        rng=rng,
    )
