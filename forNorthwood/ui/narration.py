"""One short sentence for each event the core reports, for the message line."""

from __future__ import annotations

from ..i18n import _, ngettext
from ..i18n.messages import card_label, character_name, suit_name


def _pile(name: str) -> str:
    return {
        "hand": _("your hand"),
        "deck": _("the deck"),
        "discard": _("the discard pile"),
        "score": _("the score pile"),
    }.get(name, name)


def narrate(event: dict) -> str | None:
    """The player's sentence for ``event``, or None when it needs no words."""
    kind = event.get("type")
    try:
        return _SENTENCES[kind](event) if kind in _SENTENCES else None
    except (KeyError, TypeError, ValueError, IndexError):
        return None


def visit_over_title(event: dict) -> str:
    if event.get("won"):
        return _("Fief {fief} won!").format(fief=event["fief"])
    return _("Fief {fief} lost").format(fief=event["fief"])


def visit_over_text(event: dict) -> str:
    """Why the visit ended and what it means."""
    score, target = event["score"], event["target"]
    reason = _("Your hand is empty.") if event.get("reason") == "hand_empty" else _("The deck is empty.")
    ruler = event.get("ruler")
    if event.get("won"):
        outcome = ngettext(
            "You won exactly {score} dialogue, as the fief asked.",
            "You won exactly {score} dialogues, as the fief asked.",
            score,
        ).format(score=score)
        after = _("{ruler} becomes your friend.").format(ruler=character_name(ruler)) if ruler else ""
    else:
        outcome = ngettext(
            "You won {score} dialogue, but the target was exactly {target}.",
            "You won {score} dialogues, but the target was exactly {target}.",
            score,
        ).format(score=score, target=target)
        after = _("{ruler} leaves the game.").format(ruler=character_name(ruler)) if ruler else ""
    return " ".join(part for part in (reason, outcome, after) if part)


def _moved(e: dict) -> str | None:
    if e["from"] == "deck" and e["to"] == "hand":
        return _("You draw {card}.").format(card=card_label(e["card"]))
    if e["from"] == "hand" and e["to"] == "discard":
        return _("{card} goes to the discard pile.").format(card=card_label(e["card"]))
    return _("{card} moves from {source} to {dest}.").format(
        card=card_label(e["card"]), source=_pile(e["from"]), dest=_pile(e["to"])
    )


def _dialogue(e: dict) -> str:
    if e["won"]:
        return _("{response} wins against {statement}: +1 score.").format(
            response=card_label(e["response"]), statement=card_label(e["statement"])
        )
    return _("{response} loses against {statement}.").format(
        response=card_label(e["response"]), statement=card_label(e["statement"])
    )


_SENTENCES = {
    "statement": lambda e: _("The ruler states {card}.").format(card=card_label(e["card"])),
    "dialogue": _dialogue,
    "moved": _moved,
    "activated": lambda e: _("{character} acts.").format(character=character_name(e["character"])),
    "no_effect": lambda e: _("{character} can do nothing now.").format(character=character_name(e["ability"])),
    "named": lambda e: _("Named: {what}.").format(
        what=suit_name(e["suit"]) if "suit" in e else _("value {value}").format(value=e["value"])
    ),
    "peeked": lambda e: ngettext(
        "You look at the top card of the deck.", "You look at the top {count} cards of the deck.", e["count"]
    ).format(count=e["count"]),
    "shuffled": lambda e: (
        _("The deck is shuffled.") if e.get("pile") == "deck" else _("All cards are gathered and shuffled.")
    ),
    "ruler_swapped": lambda e: _("{ruler} now rules fief {fief}.").format(
        ruler=character_name(e["ruler"]), fief=e["fief"]
    ),
    "borrowed": lambda e: _("The Queen of Leaves uses the ability of {character}.").format(
        character=character_name(e["ability"])
    ),
    "visit_moved": lambda e: _("The visit moves to fief {fief}.").format(fief=e["to"]),
    "readied": lambda e: _("Ally slot {slot} is ready again.").format(slot=e["slot"] + 1),
    "baron_eyes_armed": lambda e: _("The Baron of Eyes watches your next response."),
    "baron_eyes": lambda e: _("Even response: draw a card.") if e["even"] else _("Odd response: discard a card."),
    "substituted": lambda e: _("{friend} stands in for {ally}.").format(
        friend=character_name(e["friend"]), ally=character_name(e["ally"])
    ),
    "unsubstituted": lambda e: _("{friend} steps back.").format(friend=character_name(e["friend"])),
    "fief_chosen": lambda e: _("Fief {fief} chosen: win exactly {fief} dialogues.").format(fief=e["fief"]),
    "visit_started": lambda e: _("The visit to fief {fief} begins. Trump: {trump}.").format(
        fief=e["fief"], trump=suit_name(e["trump"])
    ),
    "friend_gained": lambda e: _("{friend} is now your friend.").format(friend=character_name(e["friend"])),
    "ruler_left": lambda e: (
        _("{ruler} leaves the game.").format(ruler=character_name(e["ruler"])) if e.get("ruler") else None
    ),
    "dealt": lambda e: _("A new hand of 8 cards is dealt."),
    "game_stopped": lambda e: _("You stop the game."),
}
