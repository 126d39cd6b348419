"""Shared builders and checks for the ability tests (docs/RULES.md, "The 24 abilities").

``table(character, hand, deck, ...)`` puts ``character`` on an ally slot (slot 0 by
default, the other slots hold Jacks) and keeps every character unique by giving any
ruler that clashes a spare character of the same suit, so trump never changes by
accident. ``short=True`` makes the deck exactly ``deck``: the unnamed cards go to the
bottom of the discard pile instead of under the deck.

``go(state, *actions)`` applies actions (each must be legal) and checks after every
step, pending decisions included, that each of the 32 dialogue cards is in exactly one
pile.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from forNorthwood.core import CARD_NAMES, CHARACTERS, SUIT_LETTERS, Phase, State, legal_actions
from forNorthwood.core import actions as A
from forNorthwood.core.actions import Action

from .position_kit import DEFAULT_RULERS, names, position, run

JACKS = ("JC", "JF", "JL", "JE")
FILLERS = (*JACKS, "BC", "BF")


def allies_with(character: str, slot: int = 0, avoid: Iterable[str] = ()) -> tuple[str, ...]:
    """Four allies: ``character`` on ``slot``, Jacks (other than it and ``avoid``) on the other slots."""
    skip = {character, *avoid}
    allies = [j for j in FILLERS if j not in skip][:3]
    allies.insert(slot, character)
    return tuple(allies)


def rulers_for(allies: Iterable[str], fixed: Mapping[int, str] | None = None) -> tuple[str, ...]:
    """The default rulers, with ``fixed`` ones placed and clashes replaced by same-suit spares."""
    fixed = dict(fixed or {})
    taken = set(allies) | set(fixed.values())
    rulers: list[str] = []
    for fief, default in enumerate(DEFAULT_RULERS):
        if fief in fixed:
            rulers.append(fixed[fief])
        elif default not in taken:
            rulers.append(default)
        else:
            spare = next(
                c
                for c in CHARACTERS
                if c[1] == default[1] and c not in taken and c not in DEFAULT_RULERS and c not in rulers
            )
            rulers.append(spare)
    return tuple(rulers)


def rest(*piles: Iterable[str]) -> list[str]:
    """Every card not named in ``piles``, in card order (how position_kit.position fills the deck)."""
    named = {c for pile in piles for c in pile}
    return [c for c in CARD_NAMES if c not in named]


def table(
    character: str,
    hand: Sequence[str],
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    score: Sequence[str] = (),
    *,
    slot: int = 0,
    ruler: str | None = None,
    visiting: int = 3,
    allies: Sequence[str] | None = None,
    rulers: Sequence[str | None] | None = None,
    short: bool = False,
    **kw: object,
) -> State:
    """A position in the ability window with ``character`` on ally ``slot``.

    ``ruler`` sets the ruler of the visited fief. With ``short`` the deck is exactly
    ``deck`` and the other cards lie under ``discard``.
    """
    allies = tuple(allies) if allies is not None else allies_with(character, slot, [ruler] if ruler else [])
    if rulers is None:
        rulers = rulers_for(allies, {visiting: ruler} if ruler else None)
    if short:
        discard = [*rest(hand, deck, discard, score), *discard]
    return position(
        hand,
        deck,
        discard,
        score,
        allies=allies,
        rulers=rulers,
        visiting=visiting,
        setup="full",
        **kw,  # type: ignore[arg-type]
    )


def assert_partition(state: State) -> None:
    """Each of the 32 dialogue cards is in exactly one of hand, deck, discard, score."""
    piles = [*state.hand, *state.deck, *state.discard, *state.score]
    assert sorted(piles) == list(range(32)), (
        f"cards lost or doubled: hand={names(state.hand)} deck={names(state.deck)} "
        f"discard={names(state.discard)} score={names(state.score)}"
    )


def go(state: State, *actions: Action) -> tuple[State, list[dict]]:
    """Apply legal actions one by one, checking the 32-card partition at every step."""
    assert_partition(state)
    events: list[dict] = []
    for action in actions:
        state, new = run(state, action)
        assert_partition(state)
        events += new
    return state, events


def option_names(state: State) -> set[object]:
    """The pending decision's options in the project's notation."""
    d = state.decision
    assert d is not None
    out: set[object] = set()
    for option in d.options:
        if isinstance(option, str):
            out.add(option)
        elif d.kind == "card":
            out.add(CARD_NAMES[option])
        elif d.kind == "suit":
            out.add(SUIT_LETTERS[option])
        else:
            out.add(option)
    return out


def asks(state: State) -> tuple[str, str, str, set[object]]:
    """(ability, step, kind, options) of the pending question."""
    assert state.phase is Phase.DECISION, f"no question pending (phase {state.phase})"
    d = state.decision
    assert d is not None
    return d.ability, d.step, d.kind, option_names(state)


def resolved(state: State) -> bool:
    """The ability is fully resolved and the visit goes on: only the statement may follow."""
    return (
        state.phase is Phase.ABILITY_WINDOW
        and state.decision is None
        and state.ability_used
        and legal_actions(state) == (A.REVEAL,)
    )


def exhausted(state: State) -> set[int]:
    return {i for i, a in enumerate(state.kingdom.allies) if a.exhausted}


def visit_over(events: list[dict]) -> dict | None:
    return next((e for e in events if e["type"] == "visit_over"), None)


def no_effect(events: list[dict]) -> bool:
    return any(e["type"] == "no_effect" for e in events)


def piles(state: State) -> tuple[list[str], list[str], list[str], list[str]]:
    """(hand, deck, discard, score) in notation."""
    return names(state.hand), names(state.deck), names(state.discard), names(state.score)
