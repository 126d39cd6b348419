"""What the prompt line under the visit's table asks of the player, in the device's words."""

from __future__ import annotations

from ...core import Phase
from ...core import actions as A
from ...core.abilities import picks_in_hand
from ...core.cards import CARD_NAMES
from ...game.session import Session
from ...i18n import _
from ...i18n.controls_text import CONTROLLER, button_name, input_device
from ...i18n.messages import (
    card_label,
    character_name,
    decision_line,
    pair_partner_prompt,
    prompt,
    sum_to_reach_prompt,
)


def prompt_text(session: Session, statement: str | None, panel: bool, note: str | None) -> str:
    """What the prompt line asks of the player now (``panel``: the end-of-visit panel is up, and
    ``note`` says why an undo asked for on it did nothing)."""
    if panel:
        return note or _("The visit is over.")
    phase = session.state.phase
    pad = input_device() == CONTROLLER  # its buttons are named; no click, no number keys
    if phase is Phase.ABILITY_WINDOW:
        if any(isinstance(a, A.Activate) for a in session.legal()):
            if pad:
                return _("Use an ally ({confirm} on it), or reveal the next statement ({next_statement}).").format(
                    confirm=button_name("confirm"), next_statement=button_name("next_statement")
                )
            return _(
                "Use an ally (click it or press 1–4), or reveal the next statement (click the deck or press Space)."
            )
        if pad:
            return _("Reveal the next statement: press {key}.").format(key=button_name("next_statement"))
        return _("Reveal the next statement: click the deck or press Space.")
    if phase is Phase.RESPOND:
        card = card_label(statement) if statement else ""
        if pad:
            return _("Answer {card}: move to a highlighted card with {move}, then press {confirm}.").format(
                card=card, move=button_name("move"), confirm=button_name("confirm")
            )
        return _("Answer {card}: drag a highlighted card onto the trick, or select it and press Enter.").format(
            card=card
        )
    if phase is Phase.DECISION:
        decision = session.state.decision
        assert decision is not None
        who: str = character_name(decision.ability)
        if decision.via:
            who = _("{via} (as {ruler})").format(via=character_name(decision.via), ruler=who)
        question = prompt(decision.step, decision.ability)
        reach = session.sum_to_reach()
        if reach is not None:  # the Lady of Eyes: the total and what is left of it
            question = sum_to_reach_prompt(*reach)
        for first in picks_in_hand(decision):  # the King of Flowers' first card, waiting in the hand
            question = pair_partner_prompt(card_label(CARD_NAMES[first]))
        return decision_line(who, question, session.pick_progress())
    return ""


def decided_prompt(won: bool) -> str:
    """The prompt once the search found the visit decided (``won`` or lost whatever is played):
    "Finish the visit" plays out the rest, or the player plays on."""
    keys = {"finish": button_name("finish_visit"), "next_statement": button_name("next_statement")}
    if input_device() == CONTROLLER:
        keys["finish"] = _("{confirm} on Finish the visit").format(confirm=button_name("confirm"))
    if won:
        return _("This visit is won whatever you play: finish it ({finish}), or play on ({next_statement}).").format(
            **keys
        )
    return _("This visit can no longer be won: finish it ({finish}), or play on ({next_statement}).").format(**keys)
