"""The message line of a replay's step: the review's verdict on the move the player made there,
with the drop it cost when the timeline marks it among the biggest, and, on a visit's costliest
choice, the end of the game's review's very words."""

from __future__ import annotations

from ...core import Action, State
from ...core.events import VisitSettled
from ...game.replay_advice import DecisionAdvice
from ...i18n.choice_text import allies_of, asked_of
from ...i18n.replay_text import drop_note, tutorial_move_text, verdict_text


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
    ``costliest``, its visit's costliest choice, said as the end of the game's review says it."""
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
    if costly:
        text += " " + drop_note(round(decision.drop * 100), decision.drop_exact)
    return text
