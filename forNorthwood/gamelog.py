"""A readable log of a game: visits, friends brought in, abilities and their
choices, every dialogue and every visit's result — built from the events the
core returns, in the player's language."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .core import Action
from .i18n import _, ngettext
from .i18n.messages import card_label, character_name, suit_name
from .persistence.files import write_atomic
from .protocol import public_view
from .seeds import seed_code
from .session import Session

_PILES = {
    "hand": lambda: _("hand"),
    "deck": lambda: _("deck"),
    "discard": lambda: _("discard pile"),
    "score": lambda: _("score pile"),
}


def _pile(name: str) -> str:
    return _PILES[name]() if name in _PILES else name


def _moved(event: dict) -> str:
    card, source, dest = card_label(event["card"]), event["from"], event["to"]
    if source == "deck" and dest == "hand":
        return _("Drew {card}.").format(card=card)
    if source == "hand" and dest == "discard":
        return _("Discarded {card}.").format(card=card)
    if source == "hand" and dest == "score":
        return _("{card} went onto the score pile.").format(card=card)
    if dest == "deck":
        return _("{card} was put face down on top of the deck.").format(card=card)
    return _("{card} moved from the {source} to the {dest}.").format(card=card, source=_pile(source), dest=_pile(dest))


def event_line(event: dict) -> str | None:
    """One line for an event, or None for events the log leaves out."""
    kind = event["type"]
    if kind == "fief_chosen":
        return _("Chose fief {fief} ({ruler}).").format(fief=event["fief"], ruler=character_name(event["ruler"]))
    if kind == "fief_unchosen":
        return _("Went back from fief {fief}.").format(fief=event["fief"])
    if kind == "substituted":
        return _("Brought in {friend} over {ally} (slot {slot}).").format(
            friend=character_name(event["friend"]), ally=character_name(event["ally"]), slot=event["slot"] + 1
        )
    if kind == "unsubstituted":
        return _("Sent {friend} back.").format(friend=character_name(event["friend"]))
    if kind == "visit_started":
        return _("Visit to fief {fief} begins: win exactly {target}; {ruler} rules, trump is {trump}.").format(
            fief=event["fief"],
            target=event["target"],
            ruler=character_name(event["ruler"]),
            trump=suit_name(event["trump"]),
        )
    if kind == "activated":
        return _("Used {character} (slot {slot}).").format(
            character=character_name(event["character"]), slot=event["slot"] + 1
        )
    if kind == "borrowed":
        return _("The Queen of Leaves uses the ruler's ability: {ability}.").format(
            ability=character_name(event["ability"])
        )
    if kind == "moved":
        return _moved(event)
    if kind == "statement":
        return _("Statement: {card}.").format(card=card_label(event["card"]))
    if kind == "dialogue":
        text = _("Answered {response}: dialogue won.") if event["won"] else _("Answered {response}: dialogue lost.")
        return text.format(response=card_label(event["response"]))
    if kind == "peeked":
        count = event["count"]
        return ngettext(
            "Looked at the top {count} card of the deck.", "Looked at the top {count} cards of the deck.", count
        ).format(count=count)
    if kind == "named":
        if "suit" in event:
            return _("Named {suit}.").format(suit=suit_name(event["suit"]))
        return _("Named the value {value}.").format(value=event["value"])
    if kind == "ruler_swapped":
        return _("{ruler} now rules fief {fief}; {old} moves to fief {other}.").format(
            ruler=character_name(event["ruler"]),
            fief=event["fief"],
            old=character_name(event["old_ruler"]),
            other=event["other_fief"],
        )
    if kind == "visit_moved":
        return _("The visit moves from fief {source} to fief {dest} ({ruler}).").format(
            source=event["from"], dest=event["to"], ruler=character_name(event["ruler"])
        )
    if kind == "readied":
        return _("The ally in slot {slot} is ready again.").format(slot=event["slot"] + 1)
    if kind == "baron_eyes_armed":
        return _("The Baron of Eyes waits for the next response.")
    if kind == "baron_eyes":
        return (
            _("Baron of Eyes: the response was even, draw a card.")
            if event["even"]
            else _("Baron of Eyes: the response was odd, discard a card.")
        )
    if kind == "no_effect":
        return _("{ability} had no effect.").format(ability=character_name(event["ability"]))
    if kind == "visit_over":
        text = (
            _("Fief {fief} won: exactly {score} of {target}.")
            if event["won"]
            else _("Fief {fief} lost: {score} instead of {target}.")
        )
        return text.format(fief=event["fief"], score=event["score"], target=event["target"])
    if kind == "friend_gained":
        return _("{friend} becomes a friend.").format(friend=character_name(event["friend"]))
    if kind == "ruler_left":
        return _("{ruler} leaves the game.").format(ruler=character_name(event["ruler"]))
    if kind == "substitute_left":
        return _("{friend} has helped and leaves the game.").format(friend=character_name(event["friend"]))
    if kind == "dealt":
        return _("New hand: {cards}.").format(cards=", ".join(event["hand"]))
    if kind == "game_stopped":
        return _("The game was stopped: the goal was out of reach.")
    if kind == "game_over":
        text = (
            _("Game over: {stars} stars, goal {threshold} reached.")
            if event["result"] == "won"
            else _("Game over: {stars} stars, goal {threshold} missed.")
        )
        return text.format(stars=event["stars"], threshold=event["threshold"])
    return None


def _choice_line(action: Action) -> str | None:
    if action.type == "pick" and action.option is not None:
        return {
            "stop": _("Chose to stop drawing."),
            "continue": _("Chose to draw again."),
            "skip": _("Chose not to exchange."),
        }.get(action.option)
    return None


def step_lines(action: Action, events: Iterable[dict]) -> list[str]:
    """The log lines of one action and its events."""
    lines = []
    choice = _choice_line(action)
    if choice:
        lines.append(choice)
    skip_response = None
    for event in events:
        if event["type"] == "dialogue":
            skip_response = event["response"]
        elif event["type"] == "moved" and event["card"] == skip_response:
            skip_response = None
            continue  # the dialogue line already says where the response went
        line = event_line(event)
        if line:
            lines.append(line)
    return lines


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
        lines.append(_("First hand: {cards}.").format(cards=", ".join(public_view(start)["hand"])))
    for step in session.steps:
        lines.extend(step_lines(step.action, step.events))
    return lines


def export_log(path: Path, session: Session) -> None:
    """Write the log as a text file (atomically)."""
    write_atomic(path, "\n".join(game_log(session)) + "\n")
