"""The exact solver: expectimax over the cards the player has not seen.

The value of a position inside a visit is the probability that the visit ends
won (exactly the target) when the player plays as well as possible from it: the
player maximises over legal actions; each card coming out of the unseen part of
the deck is uniform over the cards not yet seen; cards seen on top of the deck
are known; a shuffle makes every order equally likely again.

How chance is found without ever reading the hidden order (``outcomes``): the
action is applied to a canonical state whose unseen cards are in sorted order.
If it reveals no unseen card (or shuffles the deck, which forgets the order), the
result is the only outcome. Otherwise the first unseen position is fixed to each
possible card in turn (each with equal probability) and the action is applied
again, fixing positions one by one until every card the action revealed comes
from a fixed position. Outcomes that lead to the same information state are
merged. Abilities draw from the top, so this enumerates exactly the distinct
outcomes, whatever the ability.

Two searches share one transposition table keyed by ``infoset.info_key``:

* the general search over the core's ``legal_actions``/``apply`` (abilities,
  decisions, everything);
* a fast search on bit masks for plain dialogues, used once no ability can be
  used any more in the visit (every slot exhausted, no Baron of Eyes pending).

``Solver(minimize=True)`` computes the worst any strategy can do instead (used to
tell when the outcome of a visit is forced whatever the player does).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import apply, legal_actions
from ..core.actions import REVEAL, Action
from ..core.state import (
    PHASE_ABILITY_WINDOW,
    PHASE_RESPOND,
    State,
    make_state,
)
from .infoset import VISIT_PHASES, canonical, info_key, unseen, visit_result

#: Bit mask of each suit's eight cards.
SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))
#: The suit plain dialogues are normalised to hold trump.
TRUMP = 3


def _pack_table() -> list[list[int]]:
    """``PACK[live][sub]``: the bits of ``sub`` (a subset of ``live``) renumbered by rank in ``live``."""
    table = []
    for live in range(256):
        ranks = {}
        r = 0
        for v in range(8):
            if live >> v & 1:
                ranks[v] = r
                r += 1
        row = [0] * 256
        sub = live
        while True:
            packed = 0
            for v, rank in ranks.items():
                if sub >> v & 1:
                    packed |= 1 << rank
            row[sub] = packed
            if sub == 0:
                break
            sub = (sub - 1) & live
        table.append(row)
    return table


_PACK = _pack_table()


def normalize(hand: int, known: tuple[int, ...], hidden: int, trump: int) -> tuple[int, tuple[int, ...], int]:
    """The plain-dialogue position with the same value in a standard form.

    In plain dialogues only the order of the cards still in play matters within a
    suit (the discard and score piles are out of play), and the three suits other
    than trump are interchangeable. So each suit's live cards are renumbered 1, 2, ...
    by value, trump becomes suit ``TRUMP`` and the other suits are sorted (when no
    top card is known, whose order would also have to be permuted).
    """
    known_mask = 0
    for c in known:
        known_mask |= 1 << c
    pack = _PACK
    lives = []
    hands = []
    hiddens = []
    for sh in (0, 8, 16, 24):
        h = (hand >> sh) & 255
        u = (hidden >> sh) & 255
        live = h | u | ((known_mask >> sh) & 255)
        row = pack[live]
        lives.append(live)
        hands.append(row[h])
        hiddens.append(row[u])
    order = [s for s in (0, 1, 2, 3) if s != trump]
    if not known:
        order.sort(key=lambda s: (hands[s], hiddens[s]))
    order.append(trump)
    new_hand = hands[order[0]] | hands[order[1]] << 8 | hands[order[2]] << 16 | hands[order[3]] << 24
    new_hidden = hiddens[order[0]] | hiddens[order[1]] << 8 | hiddens[order[2]] << 16 | hiddens[order[3]] << 24
    if known:
        where = {old: new for new, old in enumerate(order)}
        known = tuple(
            where[c >> 3] * 8 + (lives[c >> 3] & ((1 << (c & 7)) - 1)).bit_count() for c in known
        )
    return new_hand, known, new_hidden


class SearchStopped(Exception):
    """The search hit its node limit or was cancelled; nothing partial is returned."""


class Outcome:
    """One chance outcome of an action: its probability and the canonical state (or the result)."""

    __slots__ = ("probability", "result", "state")

    def __init__(self, probability: float, state: State | None, result: bool | None) -> None:
        self.probability = probability
        self.state = state
        self.result = result


def _with_deck(state: State, deck: tuple[int, ...]) -> State:
    return make_state(
        state.kingdom,
        state.hand,
        deck,
        state.discard,
        state.score,
        state.phase,
        state.rng,
        state.ability_used,
        state.statement,
        state.decision,
        state.baron_eyes,
        state.known_top,
    )


def _shuffled_deck(events: list[dict]) -> bool:
    return any(e["type"] == "shuffled" and e.get("pile") == "deck" for e in events)


def outcomes(state: State, action: Action) -> list[Outcome]:
    """Every outcome of ``action`` in the canonical ``state``, merged by information state."""
    k = state.known_top
    deck = state.deck
    hidden = deck[k:]
    if action is REVEAL and not k:
        return _reveal_outcomes(state, hidden)
    known = deck[:k]
    found: dict[tuple, Outcome] = {}
    results = [0.0, 0.0]  # probability of a lost / won end of visit

    def expand(prefix: tuple[int, ...], probability: float) -> None:
        rest = tuple(c for c in hidden if c not in prefix) if prefix else hidden
        trial = state if not prefix else _with_deck(state, known + prefix + rest)
        new, events = apply(trial, action)
        result = visit_result(events)
        if result is not None:
            # The score that ends a visit never depends on which unseen cards the
            # ending action drew (draws go to the hand, the score moves by rules
            # that do not read them), so the order of the rest does not matter.
            results[result] += probability
            return
        if not _shuffled_deck(events):
            still = set(new.deck[new.known_top :])
            fixed = set(prefix)
            if any(c not in still and c not in fixed for c in hidden):
                share = probability / len(rest)
                for card in rest:
                    expand((*prefix, card), share)
                return
        child = canonical(new)
        key = info_key(child)
        seen = found.get(key)
        if seen is None:
            found[key] = Outcome(probability, child, None)
        else:
            seen.probability += probability

    expand((), 1.0)
    out = list(found.values())
    if results[0]:
        out.append(Outcome(results[0], None, False))
    if results[1]:
        out.append(Outcome(results[1], None, True))
    return out


def _reveal_outcomes(state: State, hidden: tuple[int, ...]) -> list[Outcome]:
    """The statement is uniform over the unseen cards (the most frequent chance node)."""
    share = 1.0 / len(hidden)
    out = []
    for i, card in enumerate(hidden):
        child = make_state(
            state.kingdom,
            state.hand,
            hidden[:i] + hidden[i + 1 :],
            (*state.discard, card),
            state.score,
            PHASE_RESPOND,
            0,
            state.ability_used,
            card,
            None,
            state.baron_eyes,
            0,
        )
        out.append(Outcome(share, child, None))
    return out


def plain_dialogues(state: State) -> bool:
    """True when no ability can be used any more in this visit: only dialogues remain."""
    if state.baron_eyes or state.decision is not None:
        return False
    if state.phase is not PHASE_ABILITY_WINDOW and state.phase is not PHASE_RESPOND:
        return False
    for slot in state.kingdom.allies:
        if not slot.exhausted:
            return False
    return True


def _mask(cards: tuple[int, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


class Solver:
    """Exact expectimax with a transposition table; reuse one for related positions.

    ``node_limit`` bounds the work of each top-level call (``SearchStopped`` when
    exceeded); ``should_stop`` is polled often and stops the search when it returns True.
    """

    def __init__(
        self,
        *,
        node_limit: int | None = None,
        should_stop: Callable[[], bool] | None = None,
        minimize: bool = False,
        fast_plain: bool = True,
    ) -> None:
        self.minimize = minimize
        self.fast_plain = fast_plain
        self.node_limit = node_limit
        self.should_stop = should_stop
        self.nodes = 0
        self.total_nodes = 0
        self._limit = float("inf")
        self.table: dict[tuple, float] = {}
        self.plain: dict[tuple, float] = {}

    # -- entry points ---------------------------------------------------------------

    def value(self, state: State) -> float:
        """The exact value of a position inside a visit (any state; made canonical here)."""
        self._start()
        try:
            return self._value(canonical(state))
        finally:
            self._finish()

    def action_values(self, state: State) -> list[tuple[Action, float]]:
        """Each legal action with its exact value, in the order of ``legal_actions``."""
        self._start()
        try:
            s = canonical(state)
            return [(a, self._q(s, a)) for a in legal_actions(s)]
        finally:
            self._finish()

    def action_value(self, state: State, action: Action) -> float:
        self._start()
        try:
            return self._q(canonical(state), action)
        finally:
            self._finish()

    def _start(self) -> None:
        self.nodes = 0
        self._limit = float("inf") if self.node_limit is None else self.node_limit

    def _finish(self) -> None:
        self.total_nodes += self.nodes

    def _tick(self) -> None:
        if self.nodes > self._limit:
            raise SearchStopped
        if self.should_stop is not None and self.should_stop():
            raise SearchStopped

    # -- general search --------------------------------------------------------------

    def _q(self, state: State, action: Action) -> float:
        total = 0.0
        for o in outcomes(state, action):
            if o.state is None:
                if o.result:
                    total += o.probability
            else:
                total += o.probability * self._value(o.state)
        return total

    def _value(self, state: State) -> float:
        if state.phase not in VISIT_PHASES:
            raise ValueError("the advisor values positions inside a visit")
        if self.fast_plain and plain_dialogues(state):
            return self._plain_state(state)
        key = info_key(state)
        found = self.table.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if not self.nodes & 255:
            self._tick()
        if self.minimize:
            best = 1.0
            for action in legal_actions(state):
                q = self._q(state, action)
                if q < best:
                    best = q
                    if best <= 0.0:
                        break
        else:
            best = 0.0
            for action in legal_actions(state):
                q = self._q(state, action)
                if q > best:
                    best = q
                    if best >= 1.0:
                        break
        self.table[key] = best
        return best

    # -- plain dialogues on bit masks ---------------------------------------------------

    def _plain_state(self, state: State) -> float:
        kingdom = state.kingdom
        need = kingdom.visiting - len(state.score)  # type: ignore[operator]
        trump = kingdom.trump
        k = state.known_top
        known = state.deck[:k]
        hidden = _mask(unseen(state))
        hand = _mask(state.hand)
        if state.phase is PHASE_RESPOND:
            return self._respond(hand, known, hidden, need, trump, state.statement)  # type: ignore[arg-type]
        return self._window(hand, known, hidden, need, trump)  # type: ignore[arg-type]

    def _window(self, hand: int, known: tuple[int, ...], hidden: int, need: int, trump: int) -> float:
        """Before a statement: the deck and the hand are not empty."""
        if need < 0:
            return 0.0
        deck_count = len(known) + hidden.bit_count()
        if need > min(hand.bit_count(), deck_count):
            return 0.0
        hand, known, hidden = normalize(hand, known, hidden, trump)
        trump = TRUMP
        key = (hand, known, hidden, need)
        plain = self.plain
        found = plain.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if not self.nodes & 4095:
            self._tick()
        if known:
            value = self._respond(hand, known[1:], hidden, need, trump, known[0])
        else:
            total = 0.0
            rest = hidden
            while rest:
                low = rest & -rest
                rest ^= low
                total += self._respond(hand, (), hidden ^ low, need, trump, low.bit_length() - 1)
            value = total / hidden.bit_count()
        plain[key] = value
        return value

    def _respond(self, hand: int, known: tuple[int, ...], hidden: int, need: int, trump: int, statement: int) -> float:
        led = statement >> 3
        legal = hand & SUIT_MASK[led] or hand
        deck_left = bool(known) or bool(hidden)
        minimize = self.minimize
        best = 1.0 if minimize else 0.0
        while legal:
            low = legal & -legal
            legal ^= low
            card = low.bit_length() - 1
            suit = card >> 3
            won = card > statement if suit == led else suit == trump
            left = need - 1 if won else need
            rest = hand ^ low
            if rest and deck_left:
                v = self._window(rest, known, hidden, left, trump)
            else:
                v = 1.0 if left == 0 else 0.0
            if minimize:
                if v < best:
                    best = v
                    if best <= 0.0:
                        break
            elif v > best:
                best = v
                if best >= 1.0:
                    break
        return best
