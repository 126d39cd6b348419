"""Why a puzzle's solution stops where it does: what the player could know there (pure).

The solution's line stops at the first move that shows a card. That card may be one the player
already knew (the card seen on top of the deck, a card an ability showed): then nothing unknown
was met yet, and the panel must not say that what follows "depends on a card not known yet".
This follows the best play on from the answer (the line's moves, then any move forced or chosen
by the exact solver) through every move whose outcome the known cards decide, up to the first
move with more than one outcome over the unseen cards, or the end of the visit; and tells:

* the first card that became a statement on the way (known, since its move had one outcome),
  else the first that came into the hand (from the top of the deck, or drawn from within it);
* whether the answer's result still varies over the unseen cards: the exact solver's chance of
  the answer is strictly between 0 and 1 (along best play through moves decided by known cards
  the chance does not change, so it is the chance at the first unknown card).

``i18n.puzzles_text.reason_parts`` words it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..ai.exact import Solver, outcomes
from ..ai.infoset import VISIT_PHASES, canonical
from ..core import Action, State, legal_actions
from ..core import events as E
from ..core.cards import card_name
from .session import apply_answering

#: The answer's result still varies over the unseen cards; the known cards decide it (won for sure).
UNKNOWN, KNOWN_THEN_UNKNOWN, KNOWN_DECIDES, SURE = "unknown", "known_then_unknown", "known_decides", "sure"
#: Where the known card went: the next statement (``SEEN``: the card seen on top of the deck in the
#: position; ``PLACED``: a card of the hand the move puts on top, as a King of Leaves' swap does;
#: ``STATEMENT``: another the player knows, by an ability or as the last card not seen), the
#: player's hand from the top of the deck, or the hand from within the deck (an ability that
#: draws every card of a value: which ones is known).
STATEMENT, SEEN, PLACED, HAND, DRAWN = "statement", "seen", "placed", "hand", "drawn"
#: Two chances closer than this are the same (as ``game.puzzles.TOLERANCE``).
TOLERANCE = 1e-6
#: The most moves followed (a visit has at most a few dozen; an ability's questions a few).
MAX_WALK = 24


@dataclass(frozen=True, slots=True)
class Reason:
    """``kind`` (above); ``card``: the first known card that left the deck before anything
    unknown ("" when none did), and ``to``: where it went."""

    kind: str
    card: str = ""
    to: str = ""


def solution_reason(state: State, line: Sequence[Action], success: float) -> Reason:
    """Why the solution of the position ``state`` (``line``: the answer and the moves after it)
    stops: ``success`` is the answer's exact chance to win the visit."""
    varies = TOLERANCE < success < 1 - TOLERANCE
    card, to = _first_known_card(state, line)
    if card:
        return Reason(KNOWN_THEN_UNKNOWN if varies else KNOWN_DECIDES, card, to)
    return Reason(UNKNOWN if varies else SURE)


def known_outcome(state: State, move: Action) -> bool:
    """Whether the known cards decide what ``move`` does in ``state`` (one outcome over the unseen
    cards: no card not known yet is shown by it)."""
    return len(outcomes(canonical(state), move)) <= 1


def known_line(state: State, line: Sequence[Action]) -> Iterator[tuple[State, State, tuple[E.Event, ...]]]:
    """Best play from ``state``, ``line`` first (then the only legal move, else the exact
    solver's first best), while the visit goes on and every move has one outcome over the
    unseen cards: each move's position before, after, and its events (at most ``MAX_WALK``)."""
    moves = list(line)
    solver: Solver | None = None
    for _step in range(MAX_WALK):
        if state.phase not in VISIT_PHASES:
            return
        if moves:
            move = moves.pop(0)
        else:
            legal = legal_actions(state)
            if len(legal) == 1:
                move = legal[0]
            else:
                solver = solver or Solver()
                values = solver.action_values(state)
                move = max(values, key=lambda pair: pair[1])[0]  # the first of the best
        if not known_outcome(state, move):
            return  # a card not known yet comes first
        after, events = apply_answering(state, move)
        yield state, after, tuple(events)
        state = after


def _first_known_card(state: State, line: Sequence[Action]) -> tuple[str, str]:
    """The first known card to become a statement along best play while every move has one
    outcome; else the first known card to come into the hand ("", "" when none)."""
    drawn = to = ""
    seen = {card_name(c) for c in state.deck[: state.known_top]}
    held = {card_name(c) for c in state.hand}
    for before, _after, events in known_line(state, line):
        tops = {card_name(c) for c in before.deck[: max(1, before.known_top)]}
        for event in events:
            if isinstance(event, E.Statement):
                return event.card, SEEN if event.card in seen else PLACED if event.card in held else STATEMENT
            if isinstance(event, E.Moved) and event.source == "deck" and not drawn:
                drawn, to = event.card, HAND if event.card in tops else DRAWN
    return (drawn, to) if drawn else ("", "")
