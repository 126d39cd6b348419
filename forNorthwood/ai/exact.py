"""The exact solver: expectimax over the cards the player has not seen.

The value of a position inside a visit is the probability that the visit ends
won (exactly the target) when the player plays as well as possible from it: the
player maximises over legal actions; each card coming out of the unseen part of
the deck is uniform over the cards not yet seen; cards seen on top of the deck
are known; a shuffle makes every order equally likely again.

Chance comes from the core (``core.chance.chance_outcomes``): each outcome of an
action over the unseen cards, with its probability. Outcomes that lead to the same
information state are merged here (``outcomes``), so each is searched once.

Two searches share one transposition table keyed by ``infoset.info_key``:

* the general search over the core's ``legal_actions``/``apply`` (abilities,
  decisions, everything);
* a fast search on bit masks for plain dialogues, used once no ability can be
  used any more in the visit (every slot exhausted, no Baron of Eyes pending).

The tables are bounded (``max_entries``): when one grows past the bound it is
emptied and filled again as the search goes on. Values are only ever recomputed,
never guessed, so a search stays exact; a very long one (``"exact": true`` on a
whole visit) costs time instead of all the machine's memory (about 500 bytes an entry).

``Solver(minimize=True)`` computes the worst any strategy can do instead (used to
tell when the outcome of a visit is forced whatever the player does).
``Solver(possible=True)`` takes the luck of the draw as one more choice: its value is 1
when some run of moves and cards wins the visit, else 0 (with ``minimize``: 0 when some run
loses it, else 1). That is all ``ai.certainty`` needs to know, and a search that may stop at
the first such run is much cheaper than an exact average over every draw.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import legal_actions, response_wins
from ..core.actions import REVEAL, Action, Play
from ..core.chance import chance_outcomes
from ..core.state import (
    PHASE_ABILITY_WINDOW,
    PHASE_RESPOND,
    State,
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
        known = tuple(where[c >> 3] * 8 + (lives[c >> 3] & ((1 << (c & 7)) - 1)).bit_count() for c in known)
    return new_hand, known, new_hidden


#: The most entries a solver's table keeps (about 1 GB) before it is emptied.
MAX_ENTRIES = 2_000_000


class SearchStopped(Exception):
    """The search hit its node limit or was cancelled; nothing partial is returned."""


class Cancelled(SearchStopped):
    """The search was cancelled from outside (a newer position, the window closing)."""


class Outcome:
    """One chance outcome of an action: its probability and the canonical state (or the result)."""

    __slots__ = ("probability", "result", "state")

    def __init__(self, probability: float, state: State | None, result: bool | None) -> None:
        self.probability = probability
        self.state = state
        self.result = result


def outcomes(state: State, action: Action) -> list[Outcome]:
    """Every outcome of ``action`` in the canonical ``state``, merged by information state."""
    return outcomes_counted(state, action)[0]


def last_response(state: State, action: Play) -> bool | None:
    """The result when this response ends the visit (the hand or the deck runs out), else None
    (found without applying it: the end of a visit deals the next one, which costs more)."""
    if state.phase is not PHASE_RESPOND or state.baron_eyes or (len(state.hand) > 1 and state.deck):
        return None
    card = action.card
    statement = state.statement
    assert statement is not None
    won = response_wins(statement, card, state.kingdom.trump)
    return len(state.score) + won == state.kingdom.visiting


def _unmerged_outcomes(
    state: State, action: Action, charge: Callable[[int], None] | None
) -> tuple[list[Outcome], int] | None:
    """The outcomes that need no merging (the visit's last response, a statement revealed), or None."""
    if isinstance(action, Play):
        last = last_response(state, action)
        if last is not None:
            return [Outcome(1.0, None, last)], 0
    if action is REVEAL and not state.known_top:
        # Each statement is an information state of its own, and the core builds them from
        # a canonical state canonical already: nothing to merge or to sort.
        found = [Outcome(c.probability, c.state, None) for c in chance_outcomes(state, action)]
        if charge is not None:
            charge(len(found))
        return found, len(found)
    return None


def outcomes_counted(
    state: State, action: Action, charge: Callable[[int], None] | None = None
) -> tuple[list[Outcome], int]:
    """``outcomes`` and the work done to find them (the times the core applied the rules).

    ``charge`` is told of the work as it is done (every 32 applications or so), so that a
    search can stop in the middle of a large chance node.
    """
    quick = _unmerged_outcomes(state, action, charge)
    if quick is not None:
        return quick
    merged: dict[tuple, Outcome] | None = None
    first: Outcome | None = None
    results = [0.0, 0.0]  # probability of a lost / won end of visit
    work = told = 0

    def progress(done: int) -> None:
        # A large chance node whose outcomes are merged (three cards peeked at...) is charged
        # while it is worked out, so the budget can stop it half-way.
        nonlocal work, told
        work += done
        if charge is not None:
            charge(work - told)
            told = work

    for chance in chance_outcomes(state, action, progress):
        work += chance.applied
        if charge is not None and work - told >= 32:
            charge(work - told)
            told = work
        result = visit_result(chance.events)
        if result is not None:
            results[result] += chance.probability
            continue
        outcome = Outcome(chance.probability, canonical(chance.state), None)
        if first is None:
            first = outcome  # a single outcome needs no key
            continue
        if merged is None:
            merged = {_key(first): first}
        key = _key(outcome)
        seen = merged.get(key)
        if seen is None:
            merged[key] = outcome
        else:
            seen.probability += outcome.probability
    if charge is not None:
        charge(work - told)
    out = list(merged.values()) if merged is not None else [first] if first is not None else []
    if results[0]:
        out.append(Outcome(results[0], None, False))
    if results[1]:
        out.append(Outcome(results[1], None, True))
    return out, work


def _key(outcome: Outcome) -> tuple:
    assert outcome.state is not None
    return info_key(outcome.state)


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
    exceeded); work counts the rules applied to find chance outcomes, the actions
    valued and the plain-dialogue positions visited, so a limit gives the same
    result on any machine. ``should_stop`` is polled every few dozen steps and
    stops the search (``Cancelled``) when it returns True. Only finished values are
    stored, so a stopped search leaves a sound table behind.
    """

    def __init__(
        self,
        *,
        node_limit: int | None = None,
        should_stop: Callable[[], bool] | None = None,
        minimize: bool = False,
        possible: bool = False,
        fast_plain: bool = True,
        max_entries: int = MAX_ENTRIES,
    ) -> None:
        self.minimize = minimize
        self.possible = possible
        self.max_entries = max_entries
        self.fast_plain = fast_plain
        self.node_limit = node_limit
        self.should_stop = should_stop
        self.nodes = 0
        self.total_nodes = 0
        self._limit = float("inf")
        self._checked = 0
        self.table: dict[tuple, float] = {}
        self.plain: dict[tuple, float] = {}
        self.plain_raw: dict[tuple, float] = {}  # the same values before normalising (a cheaper lookup)

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
            q = self._plain_q if self.fast_plain and not self.possible and plain_dialogues(s) else self._q
            return [(a, q(s, a)) for a in legal_actions(s)]
        finally:
            self._finish()

    def action_value(self, state: State, action: Action) -> float:
        self._start()
        try:
            s = canonical(state)
            return (
                self._plain_q(s, action)
                if self.fast_plain and not self.possible and plain_dialogues(s)
                else self._q(s, action)
            )
        finally:
            self._finish()

    def plain_value(self, state: State) -> float:
        """The exact value of playing only dialogues from here, using no further ability.

        A lower bound of ``value`` (a real strategy); ``state`` must be before a statement
        or a response, with no decision and no Baron of Eyes pending.
        """
        if state.baron_eyes or state.decision is not None or state.phase not in (PHASE_ABILITY_WINDOW, PHASE_RESPOND):
            raise ValueError("plain dialogues start before a statement or a response")
        self._start()
        try:
            return self._plain_state(canonical(state))
        finally:
            self._finish()

    def _start(self) -> None:
        self.nodes = 0
        self._checked = 0
        self._limit = float("inf") if self.node_limit is None else self.node_limit

    def _finish(self) -> None:
        self.total_nodes += self.nodes

    def _charge(self, work: int) -> None:
        self.nodes += work
        if self.nodes > self._checked:
            self._checked = self.nodes + 64
            self._tick()

    def _tick(self) -> None:
        if self.nodes > self._limit:
            raise SearchStopped
        if self.should_stop is not None and self.should_stop():
            raise Cancelled

    # -- general search --------------------------------------------------------------

    def _q(self, state: State, action: Action) -> float:
        total = 0.0
        self._charge(1)
        found, _work = outcomes_counted(state, action, self._charge)
        if self.possible:
            return self._luckiest(found)
        for o in found:
            if o.state is None:
                if o.result:
                    total += o.probability
            else:
                total += o.probability * self._value(o.state)
        return total

    def _plain_q(self, state: State, action: Action) -> float:
        """``_q`` in a plain-dialogue position, on bit masks (the rollouts' late searches value every
        statement and response so): the same value, with the same work counted in the same order
        (the rules applied to find the outcomes, then each outcome's plain search), without
        building the states."""
        deck = state.deck
        k = state.known_top
        statement = state.statement
        trump = state.kingdom.trump
        assert trump is not None  # inside a visit
        hand = _mask(state.hand)
        if action is REVEAL:
            if state.phase is not PHASE_ABILITY_WINDOW:
                return self._q(state, action)  # refused there
            if k:
                self._charge(1)
                self._charge(1)  # the known top card, applied
                return self._respond(hand, deck[1:k], _mask(deck[k:]), self._need(state), trump, deck[0])
        elif not isinstance(action, Play) or statement is None:
            return self._q(state, action)
        else:
            card = action.card
            led = statement >> 3
            if not hand >> card & 1 or (card >> 3 != led and hand & SUIT_MASK[led]):
                return self._q(state, action)  # not a legal response: refused there
            self._charge(1)
            last = last_response(state, action)
            if last is not None:
                return 1.0 if last else 0.0
            self._charge(1)  # the response, applied
            need = self._need(state) - response_wins(statement, card, trump)
            return self._window(hand ^ 1 << card, deck[:k], _mask(deck[k:]), need, trump)
        # Every unseen card may be the statement, each once (the deck is canonical: in card order).
        self._charge(1)
        self._charge(len(deck))
        share = 1.0 / len(deck)
        hidden = _mask(deck)
        need = self._need(state)
        respond = self._respond
        total = 0.0
        for card in deck:
            total += share * respond(hand, (), hidden ^ 1 << card, need, trump, card)
        return total

    @staticmethod
    def _need(state: State) -> int:
        visiting = state.kingdom.visiting
        assert visiting is not None  # inside a visit
        return visiting - len(state.score)

    def _luckiest(self, found: list[Outcome]) -> float:
        """``possible``: the best (with ``minimize``, the worst) of the outcomes, not their average;
        it stops at the first that wins (loses)."""
        minimize = self.minimize
        best = 1.0 if minimize else 0.0
        for o in found:
            v = (1.0 if o.result else 0.0) if o.state is None else self._value(o.state)
            if minimize:
                best = min(best, v)
                if best <= 0.0:
                    break
            else:
                best = max(best, v)
                if best >= 1.0:
                    break
        return best

    def _value(self, state: State) -> float:
        if state.phase not in VISIT_PHASES:
            raise ValueError("the advisor values positions inside a visit")
        if self.fast_plain and plain_dialogues(state):
            return self._plain_state(state)
        key = info_key(state)
        found = self.table.get(key)
        if found is not None:
            return found
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
        table = self.table
        if len(table) >= self.max_entries:
            table.clear()
        table[key] = best
        return best

    # -- plain dialogues on bit masks ---------------------------------------------------

    def _plain_state(self, state: State) -> float:
        kingdom = state.kingdom
        visiting = kingdom.visiting
        trump = kingdom.trump
        assert visiting is not None and trump is not None  # inside a visit: a fief is visited and has a ruler
        need = visiting - len(state.score)
        k = state.known_top
        known = state.deck[:k]
        hidden = _mask(unseen(state))
        hand = _mask(state.hand)
        if state.phase is PHASE_RESPOND:
            statement = state.statement
            assert statement is not None  # a response answers a statement
            return self._respond(hand, known, hidden, need, trump, statement)
        return self._window(hand, known, hidden, need, trump)

    def _window(self, hand: int, known: tuple[int, ...], hidden: int, need: int, trump: int) -> float:
        """Before a statement: the deck and the hand are not empty."""
        if need < 0:
            return 0.0
        deck_count = len(known) + hidden.bit_count()
        if need > min(hand.bit_count(), deck_count):
            return 0.0
        self.nodes += 1
        if self.nodes > self._checked:
            self._checked = self.nodes + 256
            self._tick()
        raw = (hand, known, hidden, need, trump)
        plain_raw = self.plain_raw
        found = plain_raw.get(raw)
        if found is not None:
            return found
        hand, known, hidden = normalize(hand, known, hidden, trump)
        trump = TRUMP
        key = (hand, known, hidden, need)
        plain = self.plain
        found = plain.get(key)
        if found is not None:
            plain_raw[raw] = found
            return found
        if known:
            value = self._respond(hand, known[1:], hidden, need, trump, known[0])
        elif self.possible:
            value = self._any_statement(hand, hidden, need, trump)
        else:
            total = 0.0
            rest = hidden
            while rest:
                low = rest & -rest
                rest ^= low
                total += self._respond(hand, (), hidden ^ low, need, trump, low.bit_length() - 1)
            value = total / hidden.bit_count()
        if len(plain_raw) >= self.max_entries:
            plain.clear()
            plain_raw.clear()
        plain[key] = plain_raw[raw] = value
        return value

    def _any_statement(self, hand: int, hidden: int, need: int, trump: int) -> float:
        """``possible``: the best (with ``minimize``, the worst) of the hidden cards as the next statement."""
        minimize = self.minimize
        best = 1.0 if minimize else 0.0
        rest = hidden
        while rest:
            low = rest & -rest
            rest ^= low
            v = self._respond(hand, (), hidden ^ low, need, trump, low.bit_length() - 1)
            if minimize:
                best = min(best, v)
                if best <= 0.0:
                    break
            else:
                best = max(best, v)
                if best >= 1.0:
                    break
        return best

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
