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

``wrong_count`` tells why a wrong move is worse where the count along its line shows it (the
visit lost: more won than the fief asks for, more still needed than dialogues left; every
dialogue left to win or to give away; a dialogue given away that the fief still needs);
``i18n.puzzles_text.shortfall_text`` words it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from ..ai.exact import Solver, outcomes
from ..ai.infoset import VISIT_PHASES, canonical
from ..core import Action, State, legal_actions
from ..core import actions as A
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
    for before, _move, after, events in known_moves(state, line):
        yield before, after, events


def best_move(state: State, solver: Solver) -> Action:
    """The move best play makes in ``state``: the only legal one, else the exact solver's first best."""
    legal = legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    return max(solver.action_values(state), key=lambda pair: pair[1])[0]  # the first of the best


def known_moves(state: State, line: Sequence[Action]) -> Iterator[tuple[State, Action, State, tuple[E.Event, ...]]]:
    """``known_line`` with each move: its position before, the move, the position after, its events."""
    moves = list(line)
    solver: Solver | None = None
    for _step in range(MAX_WALK):
        if state.phase not in VISIT_PHASES:
            return
        if moves:
            move = moves.pop(0)
        else:
            solver = solver or Solver()
            move = best_move(state, solver)
        if not known_outcome(state, move):
            return  # a card not known yet comes first
        after, events = apply_answering(state, move)
        yield state, move, after, tuple(events)
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


#: Why a wrong move is worse, by the count along its line (``wrong_count``): the visit ended lost;
#: more dialogues won than the fief asks for; more still needed than dialogues left; every dialogue
#: left must be won, or given away, where the best move leaves room; a dialogue given away that the
#: best move wins, and the fief still needs.
ENDS, OVER, SHORT, ALL_WIN, ALL_LOSE, GIVES_NEEDED = "ends", "over", "short", "all_win", "all_lose", "gives_needed"


@dataclass(frozen=True, slots=True)
class Shortfall:
    """The count after the player's move (and the answers to its questions): ``kind`` (above), the
    fief visited and what it asks for, the dialogues won, the dialogues left (the cards in hand, or
    the statements in the deck when fewer: ``by_deck``). When it shows only after the next
    statement, a known card answered with the only card allowed: ``statement`` and ``card``."""

    kind: str
    fief: int
    target: int
    won: int
    left: int = 0
    by_deck: bool = False
    statement: str = ""
    card: str = ""


def _count(state: State) -> tuple[int, int, bool] | None:
    """The dialogues still to win, the dialogues left and whether the deck limits them (None
    outside a visit)."""
    fief = state.kingdom.visiting
    if fief is None:
        return None
    hand, deck = len(state.hand), len(state.deck)
    return fief - len(state.score), min(hand, deck), deck < hand


def _lost_count(state: State, over: E.VisitOver | None) -> Shortfall | None:
    """The visit ended lost, or more won than the fief asks for, or more still needed than
    dialogues left, in ``state`` (``over``: the end of the visit on the way)."""
    if over is not None:
        return None if over.won else Shortfall(ENDS, over.fief, over.target, over.score)
    count, fief = _count(state), state.kingdom.visiting
    if count is None or fief is None:
        return None
    need, left, by_deck = count
    if need < 0:
        return Shortfall(OVER, fief, fief, len(state.score), left, by_deck)
    if need > left:
        return Shortfall(SHORT, fief, fief, len(state.score), left, by_deck)
    return None


Forced = tuple[State, Action, State, tuple[E.Event, ...]]


def _walk(state: State, line: Sequence[Action]) -> tuple[State, E.VisitOver | None, Forced | None]:
    """Best play from ``line`` while the known cards decide it, up to the next statement: the last
    position and the end of the visit on the way; then, when that statement is known and answered
    with the only card allowed, that answer's position before, the answer, the position after and
    its events."""
    near, over = state, None
    if line and isinstance(line[0], A.Play) and not known_outcome(state, line[0]):
        # A card answered whose ability shows a card not known yet (a Baron of Eyes' draw): the
        # count after it is known all the same (the dialogues won, the cards in hand and deck).
        near, answered = apply_answering(state, line[0])
        return near, next((event for event in answered if isinstance(event, E.VisitOver)), None), None
    for n, (before, _move, after, events) in enumerate(known_moves(state, line)):
        if n and any(isinstance(event, E.Statement) for event in events):
            return near, over, _forced_answer(after)
        if n and before.statement is not None:
            break  # a known statement answered by choice: the count stops before it
        near = after
        over = next((event for event in events if isinstance(event, E.VisitOver)), None)
        if over is not None:
            break
    return near, over, None


def _forced_answer(state: State) -> Forced | None:
    """The only answer allowed to the statement of ``state`` (None when there is a choice)."""
    legal = legal_actions(state)
    if state.statement is None or len(legal) != 1 or not isinstance(legal[0], A.Play):
        return None
    after, events = apply_answering(state, legal[0])
    return state, legal[0], after, tuple(events)


def _later(forced: Forced) -> Shortfall | None:
    """The visit lost once the next statement, a known card, is answered with the only card allowed:
    more won than the fief asks for (``OVER``), or fewer than it asks for with no way to make them up
    (``SHORT``: the visit ended, or more still needed than dialogues left)."""
    before, reply, after, events = forced
    over = next((event for event in events if isinstance(event, E.VisitOver)), None)
    found = _lost_count(after, over)
    if found is None or before.statement is None or not isinstance(reply, A.Play):
        return None
    kind = OVER if found.won > found.target else SHORT
    return replace(found, kind=kind, statement=card_name(before.statement), card=card_name(reply.card))


def wrong_count(state: State, given: Action, answer: Action, success: float) -> Shortfall | None:
    """Why ``given`` (not the best move, ``answer``) is worse, when the count after it shows it
    (``success``: its exact chance): the visit lost (ended, more won than the fief asks for, more
    still needed than dialogues left: said when ``success`` is nil; also after the next statement,
    a known card answered with the only card allowed); every dialogue left must be won (or given
    away) where the best move leaves room; or ``given`` gives away a dialogue the best move wins
    and the fief still needs. None when the count shows none of these."""
    if given == answer:
        return None
    near, over, forced = _walk(state, (given,))
    lost = success <= TOLERANCE
    found = _lost_count(near, over) if lost else None
    if found is not None:
        return found
    if lost and forced is not None and (found := _later(forced)) is not None:
        return found
    count, best = _count(near), _count(_walk(state, (answer,))[0])
    if count is not None and best is not None and over is None and count[1] > 0:
        need, left, _by_deck = count
        if need == left and 0 <= best[0] < best[1]:
            return Shortfall(ALL_WIN, near.kingdom.visiting or 0, near.kingdom.visiting or 0, len(near.score), left)
        if need == 0 and 0 < best[0] <= best[1]:
            return Shortfall(ALL_LOSE, near.kingdom.visiting or 0, near.kingdom.visiting or 0, len(near.score), left)
    return _gives_needed(state, given, answer)


def _gives_needed(state: State, given: Action, answer: Action) -> Shortfall | None:
    """``given`` gives away the dialogue the best move (``answer``) wins, with the visit going on
    at the same fief and dialogues still to win: the count right after each."""
    if not isinstance(given, A.Play) or not isinstance(answer, A.Play):
        return None
    yours, _events = apply_answering(state, given)
    best, _events = apply_answering(state, answer)
    fief = state.kingdom.visiting
    count = _count(yours)
    if fief is None or count is None or yours.kingdom.visiting != fief or best.kingdom.visiting != fief:
        return None
    need, left, by_deck = count
    if len(best.score) != len(yours.score) + 1 or not 0 < need < left:
        return None
    return Shortfall(GIVES_NEEDED, fief, fief, len(yours.score), left, by_deck)
