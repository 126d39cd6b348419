"""The player's words for the table's aids: sure outcomes, the medal, what allies can do.

The core answers in codes (``core.prospects``, ``core.ally_advice``); these turn
them into one sentence each. None means there is nothing to say.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.ally_advice import ABILITY_USED, EXHAUSTED, NO_EFFECT, NOT_NOW, AllyAdvice
from ..core.prospects import LOST, SECURED, TOO_FEW_DIALOGUES, WON, FiefOutcome, MedalProspect, VisitProspect
from . import _, ngettext
from .messages import character_name


def visit_prospect_text(prospect: VisitProspect | None) -> str | None:
    """One line when the visit's outcome is certain, None while it is open."""
    if prospect is None:
        return None
    if prospect.outlook == LOST:
        if prospect.reason == TOO_FEW_DIALOGUES:
            return _(
                "This visit can no longer be won: "
                "not enough of the dialogues left can be won to reach the target of {target}."
            ).format(target=prospect.target)
        return _(
            "This visit can no longer be won: the score is above the target of {target} and cannot come down."
        ).format(target=prospect.target)
    if prospect.outlook == WON:
        return _("This visit is won: the target is reached and nothing can change the score any more.")
    return None


def visit_outlook_text(prospect: VisitProspect | None, settled: bool | None) -> str | None:
    """The line that says the visit is decided: the prospect's reason when it names one, else
    the certainty search's answer (``settled``: won or lost whatever is played and drawn, which
    "Finish the visit" is offered for); None while the visit is open."""
    text = visit_prospect_text(prospect)
    if text is not None or settled is None:
        return text
    if settled:
        return _("This visit is won, whatever you play and whatever cards are still to come.")
    return _("This visit can no longer be won, whatever cards are still to come.")


def medal_prospect_text(medal: MedalProspect) -> str | None:
    """One line when the medal is out of reach or secured, None while it is open."""
    if medal.outlook == LOST:
        if medal.possible == 0:
            text = _("The medal is out of reach: no more stars can be won, and {threshold} are needed.").format(
                threshold=medal.threshold
            )
        else:
            text = ngettext(
                "The medal is out of reach: you can total at most {possible} star, and {threshold} are needed.",
                "The medal is out of reach: you can total at most {possible} stars, and {threshold} are needed.",
                medal.possible,
            ).format(possible=medal.possible, threshold=medal.threshold)
        if medal.stop_allowed:
            return text + " " + _("You may play on, or choose Stop the game.")
        return text + " " + _("You may play on; Stop the game is offered when you next choose a fief.")
    if medal.outlook == SECURED:
        return ngettext(
            "The medal is yours: {stars} star secured (goal: {threshold}).",
            "The medal is yours: {stars} stars secured (goal: {threshold}).",
            medal.sure,
        ).format(stars=medal.sure, threshold=medal.threshold)
    return None


def fief_outcome_text(outcome: FiefOutcome) -> str:
    """The fief won/lost panel's line: stars gained and the new total."""
    total = ngettext(
        "You now have {total} star (goal: {threshold}).",
        "You now have {total} stars (goal: {threshold}).",
        outcome.stars_total,
    ).format(total=outcome.stars_total, threshold=outcome.threshold)
    if outcome.won:
        gained = ngettext(
            "Fief {fief} won: +{stars} star.",
            "Fief {fief} won: +{stars} stars.",
            outcome.stars_gained,
        ).format(fief=outcome.fief, stars=outcome.stars_gained)
    else:
        gained = _("Fief {fief} lost: no stars.").format(fief=outcome.fief)
    return gained + " " + total


_NO_EFFECT: dict[str, Callable[[], str]] = {
    "JC": lambda: _("Your hand already holds 8 cards or more."),
    "QC": lambda: _("The deck, the discard pile and the score pile are all empty."),
    "KC": lambda: _("Your hand is empty."),
    "BC": lambda: _("No card in the deck has the value of a card in your hand."),
    "JF": lambda: _("You hold no card of the ruler's suit."),
    "QF": lambda: _("The score pile is empty."),
    "KF": lambda: _("No two cards in your hand add up to 9."),
    "PF": lambda: _("No two cards in your hand have the same value."),
    "LF": lambda: _("No card in your hand has a value equal to the number of cards you hold."),
    "BF": lambda: _("You hold no card of value 1, 2 or 3."),
    "JL": lambda: _("No unvisited fief lies within two fiefs of this one."),
    "PL": lambda: _("No unvisited fief lies to the left or to the right."),
    "BL": lambda: _("No card in your hand has the value of the discard pile's or the score pile's top card."),
    "QE": lambda: _("You already see the top cards of the deck."),
    "BE": lambda: _("Your next response could neither draw nor discard a card."),
}


def no_effect_text(character: str) -> str:
    """Why the ability of ``character`` would do nothing now."""
    reason = _NO_EFFECT.get(character)
    return reason() if reason is not None else _("This ability would change nothing now.")


def ally_advice_text(advice: AllyAdvice) -> str | None:
    """The hover line of an ally slot, None when it may act and would do something."""
    if advice.reason == NOT_NOW:
        return _("Allies act only before a statement is revealed.")
    if advice.reason == EXHAUSTED:
        return _("Exhausted: this ally already acted during this visit.")
    if advice.reason == ABILITY_USED:
        return _("An ally already acted before this statement; the next one can act after it.")
    if advice.reason == NO_EFFECT:
        detail = no_effect_text(advice.effect_of)
        if advice.effect_of != advice.character:
            borrowed = _("She would borrow the ability of the {ruler}, which would do nothing now.").format(
                ruler=character_name(advice.effect_of)
            )
            return borrowed + " " + detail
        return _("Its ability would do nothing now.") + " " + detail
    return None


def confirm_no_effect_text(advice: AllyAdvice) -> str:
    """The question asked before exhausting an ally whose ability would do nothing."""
    return _("Use the {character} anyway? Nothing would happen, and it would stay exhausted for this visit.").format(
        character=character_name(advice.character)
    )
