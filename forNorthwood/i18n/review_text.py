"""The words of the advisor's chances: hint badges and the post-game review (each visit's
chance when its fief was chosen, and the choice that cost the most)."""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.review import VisitReview
from ..core import Action
from . import _, pgettext
from .messages import card_label, suit_name


def chance_text(success: float, exact: bool) -> str:
    """ "62%" for an exact value, "≈62%" for an estimate."""
    percent = _("{percent}%").format(percent=round(success * 100))
    return percent if exact else _("≈{percent}").format(percent=percent)


def action_words(action: Action) -> str:
    """A choice in the player's words ("7E", "the ally in slot 2", "Stop drawing"...)."""
    if action.card is not None:
        return card_label(action.card)
    t = action.type
    if t == "activate":
        assert action.slot is not None  # an activation always names its slot
        return _("the ally in slot {slot}").format(slot=action.slot + 1)
    if t == "reveal":
        return _("the next statement")
    if action.suit is not None:
        return suit_name(action.suit)
    if action.option is not None:
        return {"stop": _("stop drawing"), "continue": _("draw another"), "skip": _("skip")}.get(
            action.option, action.option
        )
    if action.fief is not None:
        return _("fief {fief}").format(fief=action.fief)
    if action.slot is not None:
        return _("slot {slot}").format(slot=action.slot + 1)
    return action.type


def review_lines(reviews: Sequence[VisitReview]) -> list[str]:
    """Visit by visit: the chance when the fief was chosen and the costliest choice."""
    lines = [_("Review — your chances, from what you knew:")]
    if not reviews:
        lines.append(_("No visit was played."))
    for visit in reviews:
        # A fief's result, not a game's: its own words (French "réussi", Korean 성공/실패).
        result = {
            True: pgettext("fief", "won"),
            False: pgettext("fief", "lost"),
            None: pgettext("fief", "unfinished"),
        }[visit.won]
        chance = "–" if visit.chance is None else chance_text(visit.chance, visit.chance_exact)
        line = _("Fief {fief} ({result}): {chance} when you chose it.").format(
            fief=visit.fief, result=result, chance=chance
        )
        cost = visit.costliest
        if cost is None:
            line += " " + _("No choice cost you a chance.")
        else:
            line += " " + _("Here {best} kept {kept}, you played {played}: {got}.").format(
                best=action_words(cost.best),
                kept=chance_text(cost.best_success, cost.exact),
                played=action_words(cost.played),
                got=chance_text(cost.played_success, cost.exact),
            )
        lines.append(line)
    return lines
