"""What a puzzle's answer does, told from the position and the one after it (pure).

The solution's panel gave odds and never *why*. The exact solver's odds say how good the answer
is; this says what it does there and then, from the rules' own result of playing it: the
dialogue won or given away and the count it reaches, the visit moved to a fief that asks for as
many dialogues as were won, the visit ended and won (or lost: a wrong answer's), the next
statement revealed with the allies kept, an ally used now. ``i18n.puzzles_text.effect_text`` words it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ai.exact import Solver
from ..core import Action, State
from ..core import actions as A
from ..core.cards import card_name
from ..core.state import PHASE_DECISION, STATUS_WON, ally_slot
from .session import apply_answering

#: Two chances closer than this are the same chance (the solver's sums differ in the last bits).
TOLERANCE = 1e-6

#: What the answer does (``Effect.kind``).
WINS_DIALOGUE, GIVES_DIALOGUE, MOVES_VISIT, WINS_VISIT, LOSES_VISIT, REVEALS, USES_ALLY = (
    "wins_dialogue",
    "gives_dialogue",
    "moves_visit",
    "wins_visit",
    "loses_visit",
    "reveals",
    "uses_ally",
)


@dataclass(frozen=True, slots=True)
class Effect:
    """What the answer does: ``kind`` (above), the fief visited after it and what it asks for,
    the dialogues won after it, the ally's slot (``USES_ALLY``), the allies still ready after it,
    and whether the statement it reveals is the visit's last (``REVEALS``: one card left in hand, or
    none in the deck; the allies kept are never used)."""

    kind: str
    fief: int
    target: int
    won: int
    slot: int = 0
    ready: int = 0
    last: bool = False
    #: ``USES_ALLY``: the character whose ability the slot offers (named beside its slot)
    ally: str = ""

    def tells_count(self, fief: int, won: int) -> bool:
        """Whether its words give the count at fief ``fief`` with ``won`` won ("…moves the visit to
        fief 2, which asks for exactly 2 dialogues: you have won 3"), which need not be said again."""
        return self.kind == MOVES_VISIT and (self.fief, self.won) == (fief, won)


def answer_effect(state: State, answer: Action, then: Sequence[Action] = ()) -> Effect | None:
    """What ``answer`` does in ``state`` (None when there is nothing plain to tell: a card given
    to an ability's question, say, whose effect the line after it shows).

    ``then``: the solution's moves after the answer. An ability that asks a question (the Prince
    of Leaves: which fief?) does its work only once answered, so its effect is read after the
    line's answers to its own questions.
    """
    fief = state.kingdom.visiting
    if fief is None:
        return None
    after, _events = apply_answering(state, answer)
    if isinstance(answer, A.Activate):
        for move in then:
            if after.phase is not PHASE_DECISION:
                break
            after, _events = apply_answering(after, move)
    won = len(after.score)
    visiting = after.kingdom.visiting
    if visiting is None:  # the visit ended with this move
        if after.kingdom.fiefs[fief].status is STATUS_WON:
            return Effect(WINS_VISIT, fief, fief, fief)  # a visit is won with exactly its count
        return Effect(LOSES_VISIT, fief, fief, won)
    if visiting != fief:
        return Effect(MOVES_VISIT, visiting, visiting, won)
    ready = sum(not slot.exhausted for slot in after.kingdom.allies)
    match answer:
        case A.Play():
            kind = WINS_DIALOGUE if won > len(state.score) else GIVES_DIALOGUE
            return Effect(kind, fief, fief, won)
        case A.Reveal():
            last = len(after.hand) <= 1 or not after.deck
            return Effect(REVEALS, fief, fief, won, ready=ready, last=last)
        case A.Activate(slot):
            ally = state.kingdom.allies[slot].character if slot < len(state.kingdom.allies) else ""
            return Effect(USES_ALLY, fief, fief, won, slot=slot, ready=ready, ally=ally)
        case _:
            return None


#: The question of the Baron of Leaves: exchange a hand card with a pile's top card of its value.
EXCHANGE_STEP = "bl_swap"
#: The questions whose card picked is discarded from the hand (the Baron of Eyes after an odd
#: response, the Lady of Claws, the Lady of Flowers, the Jack, Prince and Lady of Eyes).
DISCARD_STEPS = frozenset({"be_discard", "lc_discard", "lf_discard", "je_discard", "pe_discard", "le_discard"})


def discards(state: State, move: Action) -> bool:
    """Whether ``move`` picks a card of the hand to discard ("Then pick the 8 of Flowers" after "keeps
    the 8 of Flowers for a later dialogue" read as a contradiction: it is discarded)."""
    decision = state.decision
    return isinstance(move, A.PickCard) and decision is not None and decision.step in DISCARD_STEPS


def discarded_after(state: State, line: Sequence[Action], card: int) -> bool:
    """Whether ``line`` (an answer, then the answers to the questions it asks) discards ``card``
    from the hand before the next dialogue."""
    for n, move in enumerate(line):
        if n and state.phase is not PHASE_DECISION:
            return False
        if discards(state, move) and isinstance(move, A.PickCard) and move.card == card:
            return True
        state = apply_answering(state, move)[0]
    return False


@dataclass(frozen=True, slots=True)
class Exchange:
    """A move answering the Baron of Leaves' exchange: the hand card given for the pile's top card
    (``card``; "" when the exchange is let go), that top card, and the pile (``"discard"`` or
    ``"score"``)."""

    card: str
    top: str
    pile: str


def exchange_of(state: State, move: Action) -> Exchange | None:
    """What ``move`` does with the Baron of Leaves' exchange offered in ``state`` (None when none is).

    "Pick the 5 of Eyes" or "Skip" said nothing of what they do: the 5 of Eyes goes onto the pile
    and its top card, another 5, comes into the hand (in effect a card changes its suit); or the
    hand stays as it is."""
    decision = state.decision
    if decision is None or decision.step != EXCHANGE_STEP or not decision.data:
        return None
    pile = str(decision.data[0])
    cards = state.discard if pile == "discard" else state.score
    if not cards:
        return None
    top = card_name(cards[-1])
    match move:
        case A.PickCard(card):
            return Exchange(card_name(card), top, pile)
        case A.PickOption():
            return Exchange("", top, pile)
        case _:
            return None


def kept_allies_matter(state: State, answer: Action, should_stop: Callable[[], bool] | None = None) -> bool:
    """Whether the allies still ready can change anything after ``answer`` (the next statement
    revealed, the allies kept): the exact chance to win the visit with them is above the chance
    with every ally exhausted. When it is not, no ally is "kept for a later statement": none can
    help in that line (``exact.Cancelled`` if ``should_stop`` says so)."""
    kingdom = state.kingdom
    spent = tuple(ally_slot(s.ally, s.substitute, True) for s in kingdom.allies)
    without = state.with_(kingdom=kingdom.with_allies(spent))
    kept = Solver(should_stop=should_stop).action_value(state, answer)
    return kept > Solver(should_stop=should_stop).action_value(without, answer) + TOLERANCE
