"""The words of the advisor's chances: hint badges and the post-game review (each visit's
chance when its fief was chosen, and the choice that cost the most)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from ..ai.review import VisitReview
from ..core import actions as A
from ..core.actions import Action
from . import _, pgettext
from .messages import card_label, suit_name


def chance_text(success: float, exact: bool) -> str:
    """ "62%" for an exact value, "≈62%" for an estimate. An estimate is never certain: one
    that rounds to 100% or 0% says ">99%" or "<1%" (only an exact value says 100% or 0%)."""
    rounded = round(success * 100)
    if exact:
        return _("{percent}%").format(percent=rounded)
    if rounded >= 100:
        return _(">{percent}").format(percent=_("{percent}%").format(percent=99))
    if rounded <= 0:
        return _("<{percent}").format(percent=_("{percent}%").format(percent=1))
    return _("≈{percent}").format(percent=_("{percent}%").format(percent=rounded))


def action_words(action: Action) -> str:
    """A choice in the player's words ("7E", "the ally in slot 2", "Stop drawing"...)."""
    match action:
        case A.Play(card) | A.PickCard(card):
            return card_label(card)
        case A.Activate(slot):
            return _("the ally in slot {slot}").format(slot=slot + 1)
        case A.Reveal():
            return _("the next statement")
        case A.PickSuit(suit):
            return suit_name(suit)
        case A.PickOption(option):
            return {"stop": _("stop drawing"), "continue": _("draw another"), "skip": _("skip")}.get(option, option)
        case A.ChooseFief(fief) | A.PickFief(fief):
            return _("fief {fief}").format(fief=fief)
        case A.Substitute(slot=slot) | A.Unsubstitute(slot) | A.PickSlot(slot):
            return _("slot {slot}").format(slot=slot + 1)
        case A.StopGame():
            return _("stop the game")
        case A.Back():
            return _("go back")
        case A.BeginVisit():
            return _("start the visit")
        case _:
            assert_never(action)


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
        if visit.moved_from is None:
            line = _("Fief {fief} ({result}): {chance} when you chose it.").format(
                fief=visit.fief, result=result, chance=chance
            )
        else:
            # A Prince of Leaves moved the visit: the fief row shows this fief won or lost and the
            # chosen one still unvisited; the chance is the one seen when choosing the other.
            line = _(
                "Fief {fief} ({result}), the visit moved there from fief {chosen}: "
                "{chance} when you chose fief {chosen}."
            ).format(fief=visit.fief, result=result, chance=chance, chosen=visit.moved_from)
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
