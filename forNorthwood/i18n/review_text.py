"""The words of the advisor's chances: hint badges and the post-game review (each visit's
chance when its fief was chosen, and the choice that cost the most)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from ..ai.fief_order import GOAL
from ..ai.review import MIN_COST, NO_COST, VisitReview
from ..core import actions as A
from ..core.actions import Action
from ..core.cards import CARD_NAMES
from . import _, ngettext, pgettext
from .choice_text import Allies, asked_of, costliest_text, hint_text
from .messages import card_label, character_name, suit_name
from .numbers import format_number

#: A chance closer than this to 0 or 1 is that value (the exact solver's sums differ in the last bits).
CERTAIN = 1e-9


def chance_text(success: float, exact: bool) -> str:
    """A chance to win, by one rule everywhere (the Hint's badges, the review, a replay's verdict,
    a puzzle's odds): "62%" for an exact value, "≈62%" for an estimate. Only a certain value says
    "0%" or "100%": an exact chance of 0.3% is "<1%" (never "0%", which would say it cannot win),
    and an estimate is never certain ("<1%", ">99%" at its ends).

    Korean reads "<1%" as "1퍼센트 미만": no sentence may put a particle after the value."""
    rounded = round(success * 100)
    if exact and success <= CERTAIN:
        return _("{percent}%").format(percent=0)
    if exact and success >= 1 - CERTAIN:
        return _("{percent}%").format(percent=100)
    if rounded >= 100:
        return _(">{percent}").format(percent=_("{percent}%").format(percent=99))
    if rounded <= 0:
        return _("<{percent}").format(percent=_("{percent}%").format(percent=1))
    if exact:
        return _("{percent}%").format(percent=rounded)
    return _("≈{percent}").format(percent=_("{percent}%").format(percent=rounded))


def shown_percent(success: float) -> int:
    """The whole percent an exact ``chance_text`` shows of ``success`` (1 for "<1%", 99 for ">99%"):
    a difference of two chances is the difference of the numbers the player reads."""
    if success <= CERTAIN:
        return 0
    if success >= 1 - CERTAIN:
        return 100
    return min(99, max(1, round(success * 100)))


def stars_text(stars: float, exact: bool) -> str:
    """The stars to expect from a visit (its chance × its stars), to one decimal: "2.6 ★" when
    exact, "≈2.6 ★" for an estimate."""
    number = format_number(stars, 1)
    if exact:
        return _("{stars} ★").format(stars=number)
    # Translators: the stars to expect from a visit, estimated ("≈2.6 ★"); ★ stands for the stars.
    return _("≈{stars} ★").format(stars=number)


def fief_badge_text(kind: str, value: float, exact: bool) -> str:
    """A fief's badge in fief selection: the number that decides the fief to visit
    (``ai.fief_order``): the chance to reach the goal (GOAL), else the stars to expect."""
    return chance_text(value, exact) if kind == GOAL else stars_text(value, exact)


def fief_measure_text(kind: str, threshold: int, value: float, exact: bool) -> str:
    """The fief's number named, to go in brackets after a fief chosen ("You chose fief 2 (chance to
    reach 16 stars: ≈41%).")."""
    if kind == GOAL:
        # Translators: in brackets after "You chose fief 2" or "The Hint would have chosen fief 7";
        # {n} is the stars the player's goal asks for (16, 18 or 20), {chance} "41%" or "≈41%".
        return ngettext("chance to reach {n} star: {chance}", "chance to reach {n} stars: {chance}", threshold).format(
            n=threshold, chance=chance_text(value, exact)
        )
    # Translators: in brackets after "You chose fief 2" once the goal is settled whichever fief is
    # chosen; {stars} "≈2.6 ★" (the visit's chance × its stars).
    return _("stars to expect: {stars}").format(stars=stars_text(value, exact))


def action_words(action: Action, allies: Allies = ()) -> str:
    """A choice as a short label beside its badge ("7 of Eyes", "use the Queen of Leaves", "reveal the
    next statement"...), never put into a sentence (``choice_text`` words choices in sentences); a
    move is said with its verb, a card, a suit or a fief by its name. ``allies``: the character on
    each ally slot then (``choice_text.allies_of``), to name the ally used."""
    match action:
        case A.Play(card) | A.PickCard(card):
            return card_label(CARD_NAMES[card])
        case A.Activate(slot) if 0 <= slot < len(allies):
            # Translators: a label beside a replay's badge (keep it short): use the ally {ally} ("use the
            # Queen of Leaves").
            return _("use the {ally}").format(ally=character_name(allies[slot]))
        case A.Activate(slot):
            return _("use the ally in slot {slot}").format(slot=slot + 1)
        case A.Reveal():
            # Translators: a label: move on to the next statement (no ability used before it).
            return _("reveal the next statement")
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
            # Translators: a label: go back from the fief chosen (before its visit began) to choose another.
            return _("choose another fief")
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
            line = _("Fief {fief} ({result}): {chance} chance to win it when you chose it.").format(
                fief=visit.fief, result=result, chance=chance
            )
        else:
            # A Prince of Leaves moved the visit: the fief row shows this fief won or lost and the
            # chosen one still unvisited; the chance is the one seen when choosing the other.
            line = _(
                "Fief {fief} ({result}), the visit moved there from fief {chosen}: "
                "{chance} chance to win the visit when you chose fief {chosen}."
            ).format(fief=visit.fief, result=result, chance=chance, chosen=visit.moved_from)
        cost = visit.costliest
        if cost is None:
            line += " " + no_costly_choice_text(visit.most_cost)
        else:
            asked = None if cost.position is None else asked_of(cost.position)
            played = chance_text(cost.played_success, cost.played_is_exact)
            line += " " + costliest_text(cost.played, played, cost.allies, asked)
            line += " " + hint_text(cost.best, chance_text(cost.best_success, cost.best_is_exact), cost.allies, asked)
        lines.append(line)
    return lines


def no_costly_choice_text(most_cost: float) -> str:
    """A visit with no choice as costly as the replay marks in red (``MIN_COST``): none cost a chance
    at all, or none cost much (a one-point drop was called "your costliest choice")."""
    if most_cost < NO_COST:
        return _("No choice cost you a chance.")
    points = round(MIN_COST * 100)
    # Translators: the review's line for a visit where some choices cost a little chance to win it, none
    # {n} points or more (10: what the replay marks in red). Kind, not a reproach.
    return ngettext(
        "No choice cost you much: none lost {n} point of chance or more.",
        "No choice cost you much: none lost {n} points of chance or more.",
        points,
    ).format(n=points)
