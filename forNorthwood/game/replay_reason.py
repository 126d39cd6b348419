"""Why a marked choice of a replay was worse than the Hint's, from the position (pure).

The replay's verdict on a costly choice said what was played and what the Hint would have played,
each with its chance, never why. The puzzles already tell why a wrong move is worse from the exact
solver's facts (``game.puzzle_check.one_reason``: a card kept that beats the next statement, the
unseen cards of its suit, the count after the move); this asks the same of a replay's decision:

* where both chances are exact (the position is small enough for the exact solver), the puzzles'
  own reason for the player's move against the Hint's;
* whatever the position's size, the unseen cards of the suit of a card the Hint keeps (a count of
  the cards, no solver): "Had you kept the 2 of Eyes, it would lose to any statement of its suit";
* whatever the position's size, when every dialogue left must be lost (the fief's count reached), or
  every one won, and the player's card and the Hint's do the same to this dialogue: how many of the
  unseen cards of their suit each would beat, kept ("the 2 of Eyes beats 1 of the 4 unseen Eyes, the
  4 of Eyes you kept beats 2": a count of the cards, no solver);
* an ally the player used: the count it took away from what the fief asks for (the Queen of Flowers
  taking a dialogue back: the dialogues won before and after it, against the fief's count), the fief
  it moved the visit to (what it asks for, what was won) or the visit it ended, or that it changed
  nothing at all (the Queen of Flowers with no dialogue won to take back): what the record shows;
  else, where the Hint would have revealed the statement, that it would have kept that ally (an ally
  used stays exhausted until the visit ends: p62 read "would have revealed" with no why);
* an ally the Hint would have used instead: what its ability does there, from the position (the Queen
  of Leaves copying the ruler's ability is named with that ruler: p62 could not see the chain from the
  Queen of Leaves to the Lady of Leaves' ability), and, where it resolves with no choice to make, the
  exhausted ally it would make ready again.

Nothing is said where none of these fits: a reason is never guessed. ``i18n.replay_text.reason_text``
words it; ``game.replay_advice`` keeps it beside the record with the rest of the advice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..ai.infoset import unseen
from ..core import Action, State
from ..core import actions as A
from ..core.cards import card_name, card_suit
from ..core.rules import legal_actions, response_wins
from ..core.state import PHASE_DECISION
from .puzzle_check import one_reason
from .puzzle_effect import LOSES_VISIT, MOVES_VISIT, USES_ALLY, answer_effect
from .puzzle_reason import ENDS, Shortfall
from .puzzle_rule import SuitCount, kept_beats, kept_count
from .session import apply_answering


@dataclass(frozen=True, slots=True)
class KeptBeats:
    """The card the player gave, which the Hint's move keeps, would beat the next statement (known)."""

    card: str
    statement: str


@dataclass(frozen=True, slots=True)
class SuitBeats:
    """Every dialogue left must be lost (``lose``), else won, after both moves: the card the Hint keeps
    (``card``) would beat ``beats`` of the ``unseen`` cards of its suit, the one the player kept
    (``other``, of the same suit) ``other_beats``: fewer (``lose``), else more."""

    card: str
    other: str
    beats: int
    other_beats: int
    unseen: int
    lose: bool


@dataclass(frozen=True, slots=True)
class AllyCount:
    """The ally the player used changed the dialogues won at fief ``fief`` from ``before`` to ``won``."""

    ally: str
    fief: int
    before: int
    won: int


@dataclass(frozen=True, slots=True)
class AllyMoves:
    """The ally the player used moved the visit to fief ``fief`` (which asks for as many dialogues as
    its number) with ``won`` dialogues won."""

    ally: str
    fief: int
    won: int


@dataclass(frozen=True, slots=True)
class AllyIdle:
    """The ally the player used changed nothing: no card moved, no count, no fief, no other ally."""

    ally: str


@dataclass(frozen=True, slots=True)
class AllyKept:
    """The player used ``ally`` where the Hint would have revealed the statement and kept it: an ally
    used stays exhausted until the end of the visit."""

    ally: str


@dataclass(frozen=True, slots=True)
class HintAlly:
    """The Hint would have used ``ally`` (the player did not): its ability, the ruler's ``copied`` one
    for the Queen of Leaves ("" otherwise), and the exhausted ally it would make ready again
    (``readied``, "" when none or when a choice is still to be made)."""

    ally: str
    copied: str
    readied: str


MoveReason = KeptBeats | SuitCount | SuitBeats | Shortfall | AllyCount | AllyMoves | AllyIdle | AllyKept | HintAlly


def move_reason(
    state: State, given: Action, answer: Action, success: float, exact: bool, then: Sequence[Action] = ()
) -> MoveReason | None:
    """Why ``given`` (the player's move in ``state``) is worse than ``answer`` (the Hint's), when a
    true, specific reason is known (None otherwise). ``success``: ``given``'s chance; ``exact``: both
    chances are the exact solver's (else only the facts that need no solver are told); ``then``: the
    player's answers to the questions of ``given``'s ability (the moves after it in the record)."""
    if given == answer or state.kingdom.visiting is None:
        return None
    if isinstance(given, A.Activate):
        used = ally_reason(state, given, then)
        if used is None and isinstance(answer, A.Reveal) and given.slot < len(state.kingdom.allies):
            later = min(len(state.hand), len(state.deck)) >= 2  # a dialogue after this one, to keep it for
            return AllyKept(state.kingdom.allies[given.slot].character) if later else None
        return used or hint_ally(state, answer)
    if isinstance(answer, A.Activate):
        return hint_ally(state, answer)
    if not exact:
        return kept_count(state, given, answer) or suit_beats(state, given, answer)
    kept, suit, short = one_reason(state, given, answer, success, kept_beats(state, given, answer), ())
    if kept is not None:
        return KeptBeats(*kept)
    return suit or short or suit_beats(state, given, answer)


def ally_reason(state: State, given: A.Activate, then: Sequence[Action]) -> MoveReason | None:
    """What the ally the player used did, as the record shows it (``then``: the player's answers to
    its questions): the visit ended lost, moved to another fief, the dialogues won taken away from the
    fief's count, or nothing changed at all (None when it did something else: cards drawn, a trump
    chosen, the count brought nearer ...)."""
    effect = answer_effect(state, given, then)
    if effect is None or given.slot >= len(state.kingdom.allies):
        return None
    ally = state.kingdom.allies[given.slot].character
    if effect.kind == LOSES_VISIT:
        return Shortfall(ENDS, effect.fief, effect.target, effect.won)
    if effect.kind == MOVES_VISIT:
        return AllyMoves(ally, effect.fief, effect.won)
    if effect.kind != USES_ALLY:
        return None
    before = len(state.score)
    if abs(effect.fief - effect.won) > abs(effect.fief - before):  # away from the count (closer is no why)
        return AllyCount(ally, effect.fief, before, effect.won)
    if effect.won != before:
        return None
    return AllyIdle(ally) if _unchanged(state, _answered(state, given, then), given.slot) else None


def hint_ally(state: State, answer: Action) -> HintAlly | None:
    """The ally the Hint would have used (``answer``), what its ability is there (the ruler's for the
    Queen of Leaves) and the exhausted ally it would make ready again when the ability resolves with
    no choice to make (None when ``answer`` uses no ally)."""
    allies = state.kingdom.allies
    if not isinstance(answer, A.Activate) or answer.slot >= len(allies):
        return None
    ally = allies[answer.slot].character
    copied = (state.kingdom.ruler or "") if ally == "QL" else ""
    after, _events = apply_answering(state, answer)
    while after.phase is PHASE_DECISION and len(legal := legal_actions(after)) == 1:
        after, _events = apply_answering(after, legal[0])
    if after.phase is PHASE_DECISION or after.kingdom.visiting != state.kingdom.visiting:
        return HintAlly(ally, copied, "")
    ready = [
        slot.character
        for n, (slot, now) in enumerate(zip(allies, after.kingdom.allies, strict=True))
        if n != answer.slot and slot.exhausted and not now.exhausted
    ]
    return HintAlly(ally, copied, ready[0] if len(ready) == 1 else "")


def _answered(state: State, move: Action, then: Sequence[Action]) -> State:
    """The position after ``move`` and the answers ``then`` to its ability's questions."""
    after, _events = apply_answering(state, move)
    for answer in then:
        if after.phase is not PHASE_DECISION:
            break
        after, _events = apply_answering(after, answer)
    return after


def _unchanged(before: State, after: State, slot: int) -> bool:
    """Whether nothing but ally ``slot``'s own state differs between ``before`` and ``after``: the
    cards of every pile, the statement, the kingdom (fiefs, trump, the other allies)."""
    piles = ("hand", "deck", "discard", "score", "statement", "baron_eyes", "known_top", "phase")
    if any(getattr(before, name) != getattr(after, name) for name in piles):
        return False
    allies = list(after.kingdom.allies)
    allies[slot] = before.kingdom.allies[slot]
    return after.kingdom.with_allies(tuple(allies)) == before.kingdom


def suit_beats(state: State, given: Action, answer: Action) -> SuitBeats | None:
    """How many unseen cards of their suit the card the Hint keeps and the one the player kept would
    beat, when it tells the choice: both moves play a card of the same suit, do the same to this
    dialogue and leave the visit at the same fief; then every dialogue left must be lost and the
    Hint's kept card beats fewer, or every one must be won and it beats more (None otherwise)."""
    if not isinstance(given, A.Play) or not isinstance(answer, A.Play) or given == answer:
        return None
    fief = state.kingdom.visiting
    if fief is None or card_suit(given.card) != card_suit(answer.card):
        return None
    yours, _events = apply_answering(state, given)
    best, _events = apply_answering(state, answer)
    if yours.kingdom.visiting != fief or best.kingdom.visiting != fief or len(yours.score) != len(best.score):
        return None
    need, left = fief - len(best.score), min(len(best.hand), len(best.deck))
    if left <= 0 or need not in (0, left):
        return None
    same = [c for c in unseen(state) if card_suit(c) == card_suit(given.card)]
    trump = state.kingdom.trump
    beats = sum(response_wins(c, given.card, trump) for c in same)
    other = sum(response_wins(c, answer.card, trump) for c in same)
    lose = need == 0
    if beats == other or (beats < other) != lose:
        return None
    return SuitBeats(card_name(given.card), card_name(answer.card), beats, other, len(same), lose)


def reason_to_json(reason: MoveReason) -> list[Any]:
    """The reason as kept beside the record: its kind, then its fields in order."""
    match reason:
        case KeptBeats(card, statement):
            return ["kept", card, statement]
        case SuitCount(card, count, wins):
            return ["suit", card, count, wins]
        case SuitBeats(card, other, beats, other_beats, count, lose):
            return ["beats", card, other, beats, other_beats, count, lose]
        case AllyCount(ally, fief, before, won):
            return ["ally", ally, fief, before, won]
        case AllyMoves(ally, fief, won):
            return ["moves", ally, fief, won]
        case AllyIdle(ally):
            return ["idle", ally]
        case AllyKept(ally):
            return ["spent", ally]
        case HintAlly(ally, copied, readied):
            return ["hint_ally", ally, copied, readied]
        case Shortfall():
            r = reason
            return ["count", r.kind, r.fief, r.target, r.won, r.left, r.by_deck, r.statement, r.card]


_FIELDS: dict[str, tuple[type, ...]] = {
    "kept": (str, str),
    "suit": (str, int, bool),
    "beats": (str, str, int, int, int, bool),
    "ally": (str, int, int, int),
    "moves": (str, int, int),
    "idle": (str,),
    "spent": (str,),
    "hint_ally": (str, str, str),
    "count": (str, int, int, int, int, bool, str, str),
}


def reason_from_json(raw: object) -> MoveReason | None:
    """A kept reason (``ValueError`` when it is not one); None for none."""
    if raw is None:
        return None
    if not isinstance(raw, list) or not raw or raw[0] not in _FIELDS:
        raise ValueError("reason")
    kind, fields = raw[0], raw[1:]
    types = _FIELDS[kind]
    if len(fields) != len(types) or any(type(v) is not t for v, t in zip(fields, types, strict=True)):
        raise ValueError("reason")
    if kind == "kept":
        return KeptBeats(*fields)
    if kind == "suit":
        return SuitCount(*fields)
    if kind == "beats":
        return SuitBeats(*fields)
    if kind == "ally":
        return AllyCount(*fields)
    if kind == "moves":
        return AllyMoves(*fields)
    if kind == "idle":
        return AllyIdle(*fields)
    if kind == "spent":
        return AllyKept(*fields)
    if kind == "hint_ally":
        return HintAlly(*fields)
    return Shortfall(*fields)
