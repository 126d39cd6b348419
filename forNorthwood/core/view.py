"""What the player may know: the protocol's view, never the hidden deck order."""

from __future__ import annotations

from .cards import CARD_NAMES, FIEF_STARS, SUIT_LETTERS
from .state import FiefStatus, Phase, State


def _names(cards: tuple[int, ...] | list[int]) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def view(state: State) -> dict:
    """The protocol's view of ``state``. ``decision.prompt`` is left to i18n (a step code here)."""
    kingdom = state.kingdom
    visiting = kingdom.visiting
    trump = kingdom.trump
    decision = state.decision
    stars = kingdom.stars
    result = None
    if state.phase is Phase.GAME_OVER:
        result = "won" if stars >= kingdom.threshold else "lost"
    return {
        "phase": state.phase.value,
        "visiting": visiting,
        "target": visiting,
        "ruler": kingdom.ruler,
        "trump": None if trump is None else SUIT_LETTERS[trump],
        "hand": _names(state.hand),
        "deck_count": len(state.deck),
        "deck_known_top": _names(state.deck[: state.known_top]),
        "discard": _names(state.discard),
        "score": _names(state.score),
        "statement": None if state.statement is None else CARD_NAMES[state.statement],
        "allies": [
            {"slot": i, "ally": a.ally, "substitute": a.substitute, "exhausted": a.exhausted}
            for i, a in enumerate(kingdom.allies)
        ],
        "fiefs": [
            {"number": i, "stars": FIEF_STARS[i], "ruler": f.ruler, "status": f.status.value}
            for i, f in enumerate(kingdom.fiefs)
        ],
        "friends": list(kingdom.friends),
        "ability_used": state.ability_used,
        "baron_eyes": state.baron_eyes,
        "decision": None
        if decision is None
        else {
            "ability": decision.ability,
            "kind": decision.kind,
            "step": decision.step,
            "slot": decision.slot,
            "via": decision.via,
            "prompt": decision.step,
        },
        "stars": stars,
        "stars_still_possible": kingdom.stars_still_possible,
        "threshold": kingdom.threshold,
        "setup": kingdom.setup,
        "visits_done": sum(1 for f in kingdom.fiefs if f.status is not FiefStatus.UNVISITED),
        "result": result,
    }
