"""Building explicit positions for rules tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from forNorthwood.core import CARD_NAMES, Action, State, apply, legal_actions, state_from_position
from forNorthwood.core import actions as A

DEFAULT_RULERS = ("QC", "QF", "QL", "QE", "KC", "KF", "KL", "KE")


def position(
    hand: Sequence[str],
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    score: Sequence[str] = (),
    *,
    allies: Sequence[str] = ("JC", "JF", "JL", "JE"),
    rulers: Sequence[str | None] = DEFAULT_RULERS,
    statuses: Mapping[int, str] | None = None,
    visiting: int | None = 3,
    phase: str = "ability_window",
    friends: Iterable[str] = (),
    exhausted: Iterable[int] = (),
    substitutes: Mapping[int, str] | None = None,
    ability_used: bool = False,
    known_top: int = 0,
    baron_eyes: bool = False,
    setup: str = "intro",
    threshold: int = 16,
    rest_to_deck: bool = True,
) -> State:
    """A state from explicit piles. Cards not named go under the deck (sorted) unless
    ``rest_to_deck`` is False; ``deck`` lists the top first."""
    named = set(hand) | set(deck) | set(discard) | set(score)
    deck_list = list(deck)
    if rest_to_deck:
        deck_list += [c for c in CARD_NAMES if c not in named]
    statuses = statuses or {}
    substitutes = substitutes or {}
    exhausted = set(exhausted)
    fiefs = []
    for i, ruler in enumerate(rulers):
        status = statuses.get(i, "unvisited")
        fiefs.append({"ruler": None if status == "lost" else ruler, "status": status})
    pos = {
        "setup": setup,
        "threshold": threshold,
        "fiefs": fiefs,
        "allies": [
            {"ally": a, "substitute": substitutes.get(i), "exhausted": i in exhausted} for i, a in enumerate(allies)
        ],
        "friends": list(friends),
        "visiting": visiting,
        "phase": phase,
        "ability_used": ability_used,
        "hand": list(hand),
        "deck": deck_list,
        "discard": list(discard),
        "score": list(score),
        "known_top": known_top,
        "baron_eyes": baron_eyes,
    }
    return state_from_position(pos)


def names(cards: Iterable[int]) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def hand_of(state: State) -> set[str]:
    return set(names(state.hand))


def run(state: State, *actions: Action) -> tuple[State, list[dict]]:
    """Apply actions in order, each checked to be in legal_actions; returns the last state and all
    events, in the protocol's JSON form (what the engine seam shows)."""
    events: list[dict] = []
    for action in actions:
        assert action in legal_actions(state), f"{action} not legal in {state.phase}: {legal_actions(state)}"
        state, new_events = apply(state, action)
        events += [event.to_json() for event in new_events]
    return state, events


def activate(state: State, slot: int) -> tuple[State, list[dict]]:
    return run(state, A.activate(slot))
