"""A readable log of a game: visits, friends brought in, abilities and their
choices, every dialogue and every visit's result — built from the events the
core returns, in the player's language."""

from __future__ import annotations

from collections.abc import Iterable

from ..core import Action
from ..core.actions import PickOption
from ..core.events import Event
from ..i18n import _
from ..i18n.events_text import describe_all, first_hand_text
from ..i18n.view_text import public_view
from .seeds import seed_code
from .session import Session


def _choice_line(action: Action) -> str | None:
    if isinstance(action, PickOption):
        return {
            "stop": _("Chose to stop drawing."),
            "continue": _("Chose to draw again."),
            "skip": _("Chose not to exchange."),
        }.get(action.option)
    return None


def step_lines(action: Action, events: Iterable[Event]) -> list[str]:
    """The log lines of one action and its events."""
    choice = _choice_line(action)
    return ([choice] if choice else []) + describe_all(events)


def game_log(session: Session) -> list[str]:
    """The whole log of a session, first line naming the game."""
    head = _("For Northwood! — kingdom {code} (seed {seed}), {setup} game, goal {threshold} stars.").format(
        code=seed_code(session.seed),
        seed=session.seed,
        setup=_("introductory") if session.setup == "intro" else _("full"),
        threshold=session.threshold,
    )
    lines = [head]
    start = session.start
    if start is not None:
        # The first hand is dealt with the kingdom, before any step: say it, as later deals are.
        lines.append(first_hand_text(public_view(start)["hand"]))
    for step in session.steps:
        lines.extend(step_lines(step.action, step.events))
    return lines
