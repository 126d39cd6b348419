"""Brute force over every deck order, independent of the advisor's own machinery.

A node is a weighted list of complete states (hidden deck order included) that the
player cannot tell apart. An action is applied to each of them; the results are
grouped by what the player then sees (the core's ``view`` plus the legal actions);
a shuffle of the deck spreads each state over every order of its deck. The value is
the best action's probability of ending the visit won. Only for tiny positions.
"""

from __future__ import annotations

import json
from itertools import permutations

from forNorthwood.core import State, apply, legal_actions, view


def _with_deck(state: State, deck: tuple[int, ...], known_top: int) -> State:
    return state.with_(deck=deck, known_top=known_top)


def every_order(state: State) -> list[tuple[State, float]]:
    """The state under every order of its unseen deck cards, equally likely."""
    k = state.known_top
    orders = list(permutations(state.deck[k:]))
    return [(_with_deck(state, state.deck[:k] + order, k), 1.0 / len(orders)) for order in orders]


def _seen(state: State) -> str:
    return json.dumps([view(state), [a.to_json() for a in legal_actions(state)]], sort_keys=True)


def brute_q(group: list[tuple[State, float]], action, worst: bool = False) -> float:
    total_weight = sum(w for _, w in group)
    children: dict[str, list[tuple[State, float]]] = {}
    won = 0.0
    for state, weight in group:
        new, events = apply(state, action)
        over = next((e for e in events if e["type"] == "visit_over"), None)
        if over is not None:
            won += weight if over["won"] else 0.0
            continue
        spread = [(new, weight)]
        if any(e["type"] == "shuffled" and e.get("pile") == "deck" for e in events):
            spread = [(s, weight * w) for s, w in every_order(new)]
        for s, w in spread:
            children.setdefault(_seen(s), []).append((s, w))
    total = won
    for child in children.values():
        total += brute_value(child, worst) * sum(w for _, w in child)
    return total / total_weight


_MEMO: dict[tuple, float] = {}


def brute_value(group: list[tuple[State, float]], worst: bool = False) -> float:
    # Memoised on the exact weighted set of complete states (a plain cache: the same
    # group of hidden orders always has the same value).
    total = sum(w for _, w in group)
    key = (worst, frozenset((s, round(w / total, 12)) for s, w in group))
    found = _MEMO.get(key)
    if found is None:
        pick = min if worst else max
        found = _MEMO[key] = pick(brute_q(group, a, worst) for a in legal_actions(group[0][0]))
    return found


def brute_action_values(state: State, worst: bool = False) -> list[float]:
    """Each legal action's value by brute force (``worst``: the worst any strategy does after it)."""
    group = every_order(state)
    return [brute_q(group, a, worst) for a in legal_actions(state)]
