"""Which next statements lose the visit after a wrong move, and why, in cards (pure).

Where a wrong move is worse in chance (``puzzle_chance``), the odds alone do not say what goes
wrong: "the next cards not known yet would settle the visit as lost 40% of the time" gave a
first-time player (p62) no card to think about, where the point was that any Claws statement
forces the 8 of Claws to win it. When the first card not known yet after the player's move, and
after the best move, is the next statement, ``statement_cards`` finds the unseen cards it can be
after which the player's move loses the visit for sure (by the exact solver) and the best move
does not: whole suits ("whenever the next statement is a Claws card"), else a few cards of one
suit; and the only card the player may then answer all of them with, and whether it wins them
("the 8 of Claws would have to win it"). ``i18n.puzzles_text.statement_cards_text`` words it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.exact import Solver, outcomes
from ..ai.infoset import VISIT_PHASES, canonical
from ..core import Action, State, legal_actions
from ..core import actions as A
from ..core.cards import CARD_NAMES
from ..core.rules import response_wins
from .puzzle_reason import MAX_WALK, TOLERANCE, best_move
from .session import apply_answering

#: The most cards of one suit named one by one (more read as a list, not a reason).
MAX_CARDS = 3
#: The most suits named ("a Claws or Eyes card").
MAX_SUITS = 2


@dataclass(frozen=True, slots=True)
class StatementCards:
    """The next statements after which the player's move loses the visit for sure and the best move
    does not: ``suits`` (suit letters: every unseen card of each), else ``cards`` (names, of one suit);
    ``forced``: the only card the player may answer every one of them with ("" when not one card),
    and whether it ``wins`` them; ``best_sure``: the best move wins the visit whatever comes."""

    suits: tuple[str, ...]
    cards: tuple[str, ...]
    forced: str = ""
    wins: bool = False
    best_sure: bool = False


#: What follows a move up to the next statement not known yet: each card it can be, with the position
#: once revealed and the exact solver's chance to win the visit from there.
Statements = dict[int, tuple[State, float]]


def next_statements(state: State, line: Sequence[Action], solver: Solver) -> Statements | None:
    """Best play from ``line`` up to the first move whose outcome the known cards do not decide: when
    it reveals the next statement, each card it can be (None when that move is another, or a known
    card becomes the next statement first; an empty dict when the visit ends first)."""
    moves = list(line)
    for _step in range(MAX_WALK):
        if state.phase not in VISIT_PHASES:
            return {}
        move = moves.pop(0) if moves else best_move(state, solver)
        found = outcomes(canonical(state), move)
        if len(found) > 1:
            if not isinstance(move, A.Reveal) or state.known_top:
                return None
            told: Statements = {}
            for outcome in found:
                after = outcome.state
                if after is None or after.statement is None:
                    return None
                told[after.statement] = (after, solver.value(after))
            return told
        if isinstance(move, A.Reveal):
            return None  # a known card is the next statement: the one not known yet comes after it
        state = apply_answering(state, move)[0]
    return None


def statement_cards(state: State, given: Action, answer: Action, solver: Solver) -> StatementCards | None:
    """The next statements after which ``given`` loses the visit for sure and ``answer`` (the best
    move) does not, as whole suits or a few cards of one suit, with the card forced against them
    (None where the first card not known yet is not the next statement after both, or the cards
    that lose make no such group)."""
    yours = next_statements(state, (given,), solver)
    if not yours:
        return None
    best = next_statements(state, (answer,), solver)
    lost = {card for card, (_after, value) in yours.items() if value <= TOLERANCE}
    every = len(lost) == len(yours)
    best_sure = False
    if best is None or (best and set(best) != set(yours)):
        return None
    if best:
        lost -= {card for card, (_after, value) in best.items() if value <= TOLERANCE}
        best_sure = all(value >= 1 - TOLERANCE for _after, value in best.values())
    else:  # the visit ends before any card not known yet after the best move: won for sure, or not told
        if solver.value(state) < 1 - TOLERANCE:
            return None
        best_sure = True
    if not lost or every:
        return None  # none, or every card loses after the player's move: "whatever the next statement" says it
    suits, cards = _grouped(lost, set(yours))
    if not suits and not cards:
        return None
    forced, wins = _forced(yours, lost)
    return StatementCards(suits, cards, forced, wins, best_sure)


def _grouped(lost: set[int], unseen: set[int]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``lost`` as whole suits of the ``unseen`` cards (their letters), else as up to ``MAX_CARDS``
    cards of one suit (their names); ((), ()) when neither."""
    suits = sorted({card >> 3 for card in lost})
    whole = all({c for c in unseen if c >> 3 == suit} <= lost for suit in suits)
    if whole and len(suits) <= MAX_SUITS:
        return tuple(CARD_NAMES[min(c for c in lost if c >> 3 == suit)][-1] for suit in suits), ()
    if len(suits) == 1 and len(lost) <= MAX_CARDS:
        return (), tuple(CARD_NAMES[card] for card in sorted(lost))
    return (), ()


def _forced(yours: Statements, lost: set[int]) -> tuple[str, bool]:
    """The only card the player may answer every statement of ``lost`` with, the same for all, and
    whether it wins them all (it loses them all: else ("", False))."""
    forced: set[int] = set()
    wins: set[bool] = set()
    for card in lost:
        after = yours[card][0]
        legal = legal_actions(after)
        if len(legal) != 1 or not isinstance(legal[0], A.Play):
            return "", False
        forced.add(legal[0].card)
        wins.add(response_wins(card, legal[0].card, after.kingdom.trump))
    if len(forced) != 1 or len(wins) != 1:
        return "", False
    return CARD_NAMES[forced.pop()], wins.pop()
