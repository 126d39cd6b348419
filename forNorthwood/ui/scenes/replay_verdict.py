"""The message line of a replay's step: the review's verdict on the move the player made there,
with the drop it cost when the timeline marks it among the biggest, and, on a visit's costliest
choice, the end of the game's review's very words; on a marked choice, why it was worse where a
true reason is known (``game.replay_reason``)."""

from __future__ import annotations

from ...core import Action, State
from ...core.actions import Play, Reveal
from ...core.cards import card_name
from ...core.events import Statement, VisitMoved, VisitSettled
from ...game.puzzle_effect import MOVES_VISIT
from ...game.puzzle_reason import ENDS, Shortfall
from ...game.puzzle_rule import SuitCount
from ...game.replay_advice import DecisionAdvice
from ...game.replay_reason import AllyCount, AllyIdle, AllyKept, AllyMoves, HintAlly, KeptBeats, MoveReason, SuitBeats
from ...i18n.choice_text import Allies, allies_of, asked_of
from ...i18n.puzzles_text import (
    effect_text,
    forced_shortfall_text,
    kept_text,
    shortfall_text,
    suit_count_text,
    your_ends_text,
)
from ...i18n.replay_text import (
    ally_count_text,
    ally_idle_text,
    ally_kept_text,
    drop_note,
    forced_text,
    hint_ally_text,
    luck_text,
    next_step_text,
    suit_beats_text,
    tutorial_move_text,
    verdict_text,
    visit_moved_text,
)
from ...i18n.review_text import chance_text
from ...keeper import Replay
from .replay_marks import Luck


def step_verdict(
    played: Action | None,
    state: State,
    decision: DecisionAdvice | None,
    asked: bool,
    costly: bool,
    settled: VisitSettled | None,
    costliest: bool = False,
) -> str:
    """What the message line says of ``played`` (the move made at this step, in ``state``):
    a move the tutorial ``asked`` for is told, not judged; ``costly``, one of the marked drops;
    ``costliest``, its visit's costliest choice, said as the end of the game's review says it. On either,
    why it was worse when the advice knows (``DecisionAdvice.reason``), instead of the drop's note."""
    if played is None:
        return ""
    allies, question = allies_of(state), asked_of(state)
    if asked:
        return tutorial_move_text(played, allies, question)
    if decision is None:
        return verdict_text(played, None, allies=allies, asked=question, stars=state.kingdom.stars)
    best = decision.best
    text = verdict_text(
        played,
        decision.value(decision.played),
        None if best is None else decision.options[best].action,
        None if best is None else decision.value(best),
        decision.in_visit,
        decision.measure,
        alike=decision.all_alike,
        allies=allies,
        settled=settled,
        asked=question,
        stars=state.kingdom.stars,
        costliest=costliest,
    )
    why = reason_words(decision.reason) if (costly or costliest) and decision.reason is not None else ""
    if why:  # why, in place of how much (the two chances say it): two lines at 960×600 hold one of them
        return f"{text} {why}"
    if costly:
        goal = None if decision.in_visit or decision.measure is None else decision.measure[1]
        text += " " + drop_note(round(decision.drop * 100), decision.drop_exact, goal)
    return text


def reason_words(reason: MoveReason) -> str:
    """Why the player's choice was worse than the Hint's (``game.replay_reason``), in the puzzles' words
    where they have them ("Had you kept the 5 of Leaves, it would have beaten the 3 of Leaves, …")."""
    match reason:
        case KeptBeats(card, statement):
            return kept_text(card, statement)
        case SuitCount(card, unseen, wins):
            return suit_count_text(card, unseen, wins)
        case SuitBeats(card, other, beats, other_beats, unseen, lose):
            return suit_beats_text(card, other, beats, other_beats, unseen, lose)
        case AllyCount(ally, fief, before, won):
            return ally_count_text(ally, fief, before, won)
        case AllyMoves(_ally, fief, won):
            return effect_text(MOVES_VISIT, fief, fief, won, 0, 0, yours=True)
        case AllyIdle(ally):
            return ally_idle_text(ally)
        case AllyKept(ally):
            return ally_kept_text(ally)
        case HintAlly(ally, copied, readied):
            return hint_ally_text(ally, copied, readied)
        case Shortfall() if reason.kind == ENDS:
            return your_ends_text(reason.fief, reason.target, reason.won)
        case Shortfall() if reason.statement:
            wins = reason.won > reason.target
            return forced_shortfall_text(reason.statement, reason.card, wins, reason.fief, reason.target, reason.won)
        case Shortfall():
            return shortfall_text(
                reason.kind, reason.fief, reason.target, reason.won, reason.left, reason.by_deck, hint=True
            )
    return ""


def revealed_cards(replay: Replay, start: int, end: int) -> tuple[str, ...]:
    """The cards the ruler revealed (statements) by the actions ``start`` to ``end`` (excluded)."""
    return tuple(
        e.card
        for i in range(start, min(end, replay.length))
        for e in replay.position(i).events
        if isinstance(e, Statement)
    )


def told_after(text: str, replay: Replay, index: int, luck: Luck | None) -> str:
    """The verdict ``text`` at decision ``index``, then what it showed: a reveal names the card and a
    forced answer (the next step showed them already played), and the cards that went against the
    player after it (``luck``)."""
    if not text:
        return text
    if isinstance(replay.position(index).action, Reveal):
        told = reveal_told(replay, index, allies_of(replay.state(index)))
        text = f"{text} {told}" if told else text
    moved = next((e for e in replay.position(index).events if isinstance(e, VisitMoved)), None)
    if moved is not None:  # where the visit went (the Prince of Leaves), and what it asks for
        text = f"{text} {visit_moved_text(moved.dest, moved.dest)}"  # a fief asks for its number
    return with_luck(text, replay, luck)


def with_luck(text: str, replay: Replay, luck: Luck | None) -> str:
    """``text``, and, where the cards revealed after this choice took the chance down (``luck``),
    that it was no choice: "Then the next card the ruler revealed (7 of Claws) took your chance ... from ≈67% to 0%"."""
    if luck is None:
        return text
    cards = revealed_cards(replay, luck.after_choice, luck.until)
    return f"{text} {luck_text(cards, chance_text(*luck.before), chance_text(*luck.after))}"


def reveal_told(replay: Replay, index: int, allies: Allies) -> str:
    """After a reveal's verdict: the card revealed and the move with no choice that answered it before
    the next decision ("Next step: the ruler reveals the 4 of Leaves, and your only possible answer is
    the 5 of Leaves."); further moves with no choice, each said as one ("You played …")."""
    revealed = [e.card for e in replay.position(index).events if isinstance(e, Statement)]
    forced = [
        action
        for at in range(index + 1, replay.next_decision(index))
        if isinstance(action := replay.position(at).action, Play)
    ]
    if not revealed:
        return " ".join(forced_text(action, allies) for action in forced)
    first = next_step_text(revealed[0], card_name(forced[0].card) if forced else "")
    return " ".join([first, *(forced_text(action, allies) for action in forced[1:])])
