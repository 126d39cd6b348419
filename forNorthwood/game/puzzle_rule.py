"""The rule that decides a puzzle's moves, read from the position and the exact solver (pure).

``puzzle_effect`` tells what a move does; this tells *why* it wins or loses, where the position
and the solver's best play show it:

* ``trump_win``: a card that wins the dialogue only because it is a trump (a card of another
  suit than the statement's, of the ruler's suit);
* ``kept_beats``: a card the player gave that the best move keeps, and that beats the next
  statement, a card the player knows (seen on top of the deck, or put there by the move)
  reached along best play with every move decided by the known cards;
* ``count_after``: for a move that changes the fief visited or the dialogues won (a fief
  chosen for an ability, an ally used), the fief it leads to, what that fief asks for, the
  dialogues won and the cards in hand after it and the best answers to its ability's questions;
* ``question_answers``: the exact solver's best answers to the questions a move's ability asks
  (the Prince of Leaves: which fief?), so that what the player's move would do is told whole;
* ``kept_count``: a card the player gave that the best move keeps, when the unseen cards alone
  decide what it does against a statement of its suit: every one lower (it wins any, and the
  visit still needs dialogues won), or every one higher (it loses to any, and the count is reached).

``i18n.puzzles_text.rule_texts`` words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.exact import Solver
from ..ai.infoset import unseen
from ..core import Action, State
from ..core import actions as A
from ..core import events as E
from ..core.cards import card_name, card_suit, card_value
from ..core.rules import legal_responses, response_wins
from ..core.state import PHASE_DECISION
from .puzzle_reason import MAX_WALK, PLACED, STATEMENT, known_line
from .session import apply_answering, reveals_information


def trump_win(state: State, action: Action) -> str:
    """The card of ``action`` ("" when none) when it wins the dialogue only as a trump: of the
    ruler's suit against a statement of another suit (a card of the statement's suit would
    have to be higher)."""
    statement, trump = state.statement, state.kingdom.trump
    if not isinstance(action, A.Play) or statement is None or trump is None:
        return ""
    card = action.card
    if card_suit(statement) == trump or card_suit(card) != trump:
        return ""
    return card_name(card) if response_wins(statement, card, trump) else ""


def kept_beats(state: State, given: Action, answer: Action) -> tuple[str, str] | None:
    """(the card given, the next statement) when the player answered a dialogue with a card the
    best move keeps, and that card would beat the next statement: a card the player knows,
    reached by best play after the answer through moves whose outcome the known cards decide,
    with the card still in hand and allowed against it. None otherwise."""
    if not isinstance(given, A.Play) or given == answer:
        return None
    kept = given.card
    found = _next_known_statement(state, answer)
    if found is None:
        return None
    statement, there = found
    trump = there.kingdom.trump
    if kept not in there.hand or kept not in legal_responses(there.hand, statement):
        return None
    if not response_wins(statement, kept, trump):
        return None
    return card_name(kept), card_name(statement)


def _next_known_statement(state: State, answer: Action) -> tuple[int, State] | None:
    """The next statement after ``answer`` along best play, and the position it is answered in,
    when every move up to it has one outcome over the unseen cards (None otherwise)."""
    for _before, after, events in known_line(state, (answer,)):
        if any(isinstance(event, E.Statement) for event in events):
            statement = after.statement
            return None if statement is None else (statement, after)
    return None


@dataclass(frozen=True, slots=True)
class Count:
    """After a move (and the best answers to its ability's questions): the fief it leads to and
    the dialogues that fief asks for, the dialogues won and the cards in hand; ``ended``: the
    visit ended with it (lost: it cannot be won any more)."""

    fief: int
    target: int
    won: int
    hand: int
    ended: bool


def count_after(state: State, action: Action) -> Count | None:
    """The count after a fief chosen for an ability or an ally used (None for other moves, or
    outside a visit). A question the move asks (which fief?) gets the exact solver's best answer."""
    if not isinstance(action, A.Activate | A.PickFief) or state.kingdom.visiting is None:
        return None
    after, events = apply_answering(state, action)
    solver: Solver | None = None
    for _step in range(MAX_WALK):
        over = next((event for event in events if isinstance(event, E.VisitOver)), None)
        if over is not None:
            return Count(over.fief, over.target, over.score, 0, True)
        visiting = after.kingdom.visiting
        if after.phase is not PHASE_DECISION or visiting is None:
            break
        solver = solver or Solver()
        move = max(solver.action_values(after), key=lambda pair: pair[1])[0]
        after, events = apply_answering(after, move)
    visiting = after.kingdom.visiting
    if visiting is None:
        return None
    return Count(visiting, visiting, len(after.score), len(after.hand), False)


def question_answers(state: State, action: Action) -> tuple[Action, ...]:
    """The exact solver's best answers to the questions ``action``'s ability asks (the Prince of
    Leaves: which fief?), while nothing new is seen (a card drawn stops them: its answer would
    tell a card the player does not know)."""
    after, events = apply_answering(state, action)
    answers: list[Action] = []
    solver: Solver | None = None
    while len(answers) < MAX_WALK and after.phase is PHASE_DECISION and not reveals_information(events):
        solver = solver or Solver()
        move = max(solver.action_values(after), key=lambda pair: pair[1])[0]  # the first of the best
        answers.append(move)
        after, events = apply_answering(after, move)
    return tuple(answers)


@dataclass(frozen=True, slots=True)
class SuitCount:
    """The card the player gave that the best move keeps (``card``, a card's name), the unseen cards
    of its suit (``unseen``), and ``wins``: every one is lower (it wins any statement of its suit),
    else every one is higher (it loses to any)."""

    card: str
    unseen: int
    wins: bool


def kept_count(state: State, given: Action, answer: Action) -> SuitCount | None:
    """The count of unseen cards that makes the card the player gave worth keeping (None when it
    does not): both moves answer the dialogue, the best move keeps the card and the visit goes on;
    every unseen card of its suit is lower while the best move still needs dialogues won, or every
    one is higher once the best move reaches the fief's count."""
    if not isinstance(given, A.Play) or not isinstance(answer, A.Play) or given == answer:
        return None
    card, fief = given.card, state.kingdom.visiting
    if fief is None:
        return None
    after, _events = apply_answering(state, answer)
    if after.kingdom.visiting != fief or card not in after.hand:
        return None
    # Every statement to come is a deck card: those seen on top of it count as the unseen ones do.
    deck = [c for c in state.deck if card_suit(c) == card_suit(card)]
    higher = sum(card_value(c) > card_value(card) for c in deck)
    same = [c for c in unseen(state) if card_suit(c) == card_suit(card)]
    if not same or 0 < higher < len(deck):
        return None
    wins = higher == 0
    if wins != (len(after.score) < fief):
        return None  # lower cards beat nothing the visit needs, or higher ones lose what it needs
    return SuitCount(card_name(card), len(same), wins)


@dataclass(frozen=True, slots=True)
class Reply:
    """How best play answers the known card the best move makes the next statement (``statement``):
    with ``card``, winning that dialogue or not (``wins``), ``won`` dialogues won after it, of the
    ``target`` the fief asks for."""

    statement: str
    card: str
    wins: bool
    won: int
    target: int


def placed_reply(state: State, line: tuple[Action, ...], statement: str, to: str) -> Reply | None:
    """What the known card the best move puts next (``statement``, reached as ``to``: ``PLACED`` on
    top of the deck, or another ``STATEMENT`` it chooses) then does: the exact solver's best answer
    to it, along best play from ``line`` while the known cards decide every move (None otherwise).

    "The next statement is the 4 of Leaves: the best move puts it on top of the deck" never said why:
    against it, your 8 of Leaves wins the dialogue the fief still needs."""
    if to not in (PLACED, STATEMENT) or not statement:
        return None
    for _before, after, events in known_line(state, line):
        shown = next((e.card for e in events if isinstance(e, E.Statement)), None)
        if shown is None:
            continue
        fief, on = after.kingdom.visiting, after.statement
        if shown != statement or fief is None or on is None:
            return None
        move = max(Solver().action_values(after), key=lambda pair: pair[1])[0]  # the first of the best
        if not isinstance(move, A.Play):
            return None
        card = move.card
        wins = response_wins(on, card, after.kingdom.trump)
        return Reply(statement, card_name(card), wins, len(after.score) + wins, fief)
    return None
