"""The player's words for the core's events: one sentence per event, worded once.

``describe(event)`` is what the game log writes and what the message line of the
table shows as the event is animated. The sentences are in the past tense of a
chronicle ("Drew 7 of Eyes."), which reads the same in both places.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..core import events as E
from . import _, ngettext
from .messages import card_label, cards_text, character_name, suit_name


def _pile(name: str) -> str:
    return {
        "hand": _("hand"),
        "deck": _("deck"),
        "discard": _("discard pile"),
        "score": _("score pile"),
    }.get(name, name)


def _moved(e: E.Moved) -> str:
    card, source, dest = card_label(e.card), e.source, e.dest
    if source == "deck" and dest == "hand":
        return _("Drew {card}.").format(card=card)
    if source == "hand" and dest == "discard":
        return _("Discarded {card}.").format(card=card)
    if source == "hand" and dest == "score":
        return _("{card} went onto the score pile.").format(card=card)
    if dest == "deck":
        return _("{card} was put face down on top of the deck.").format(card=card)
    return _("{card} moved from the {source} to the {dest}.").format(card=card, source=_pile(source), dest=_pile(dest))


def moved_together_text(source: str, dest: str, cards: tuple[str, ...]) -> str:
    """Cards drawn, or discarded, one after the other, told in one sentence (the event feed)."""
    count = len(cards)
    listed = cards_text(cards)
    if (source, dest) == ("deck", "hand"):
        return ngettext("Drew {count} card: {cards}.", "Drew {count} cards: {cards}.", count).format(
            count=count, cards=listed
        )
    return ngettext("Discarded {count} card: {cards}.", "Discarded {count} cards: {cards}.", count).format(
        count=count, cards=listed
    )


def _dialogue(e: E.Dialogue) -> str:
    text = _("Answered {response}: dialogue won.") if e.won else _("Answered {response}: dialogue lost.")
    return text.format(response=card_label(e.response))


def _visit_over(e: E.VisitOver) -> str:
    text = (
        _("Fief {fief} won: exactly {score} of {target}.")
        if e.won
        else _("Fief {fief} lost: {score} instead of {target}.")
    )
    return text.format(fief=e.fief, score=e.score, target=e.target)


def _game_over(e: E.GameOver) -> str:
    # The count of stars chooses the form: French says "0 étoile", Ukrainian "1 зірка".
    text = (
        ngettext(
            "Game over: {stars} star, goal {threshold} reached.",
            "Game over: {stars} stars, goal {threshold} reached.",
            e.stars,
        )
        if e.result == "won"
        else ngettext(
            "Game over: {stars} star, goal {threshold} missed.",
            "Game over: {stars} stars, goal {threshold} missed.",
            e.stars,
        )
    )
    return text.format(stars=e.stars, threshold=e.threshold)


_WORDS: dict[type[E.Event], Callable[[Any], str | None]] = {
    E.Moved: _moved,
    E.Shuffled: lambda e: None,  # the deal or the draw that follows says enough
    E.Dealt: lambda e: _("New hand: {cards}.").format(cards=cards_text(e.hand)),
    # One card is said without its number (a count's singular form serves 21 in Ukrainian).
    E.Peeked: lambda e: (
        _("Looked at the top card of the deck.")
        if e.count == 1
        else ngettext(
            "Looked at the top {count} card of the deck.", "Looked at the top {count} cards of the deck.", e.count
        ).format(count=e.count)
    ),
    E.Statement: lambda e: _("Statement: {card}.").format(card=card_label(e.card)),
    E.Dialogue: _dialogue,
    E.FiefChosen: lambda e: _("Chose fief {fief} ({ruler}).").format(fief=e.fief, ruler=character_name(e.ruler)),
    E.FiefUnchosen: lambda e: _("Went back from fief {fief}.").format(fief=e.fief),
    E.Substituted: lambda e: _("Brought in {friend} over {ally} (slot {slot}).").format(
        friend=character_name(e.friend), ally=character_name(e.ally), slot=e.slot + 1
    ),
    E.Unsubstituted: lambda e: _("Sent {friend} back.").format(friend=character_name(e.friend)),
    E.VisitStarted: lambda e: _(
        "Visit to fief {fief} begins: win exactly {target}; {ruler} rules, trump is {trump}."
    ).format(fief=e.fief, target=e.target, ruler=character_name(e.ruler), trump=suit_name(e.trump)),
    E.GameStopped: lambda e: _("The game was stopped: the goal was out of reach."),
    E.Activated: lambda e: _("Used {character} (slot {slot}).").format(
        character=character_name(e.character), slot=e.slot + 1
    ),
    E.NoEffect: lambda e: _("{ability} had no effect.").format(ability=character_name(e.ability)),
    E.NamedValue: lambda e: _("Named the value {value}.").format(value=e.value),
    E.NamedSuit: lambda e: _("Named {suit}.").format(suit=suit_name(e.suit)),
    E.RulerSwapped: lambda e: _("{ruler} now rules fief {fief}; {old} moves to fief {other}.").format(
        ruler=character_name(e.ruler), fief=e.fief, old=character_name(e.old_ruler), other=e.other_fief
    ),
    E.Borrowed: lambda e: _("The Queen of Leaves uses the ruler's ability: {ability}.").format(
        ability=character_name(e.ability)
    ),
    E.VisitMoved: lambda e: _("The visit moves from fief {source} to fief {dest} ({ruler}).").format(
        source=e.source, dest=e.dest, ruler=character_name(e.ruler)
    ),
    E.Readied: lambda e: _("The ally in slot {slot} is ready again.").format(slot=e.slot + 1),
    E.BaronEyesArmed: lambda e: _("The Baron of Eyes waits for the next response."),
    E.BaronEyes: lambda e: (
        _("Baron of Eyes: the response was even, draw a card.")
        if e.even
        else _("Baron of Eyes: the response was odd, discard a card.")
    ),
    E.VisitOver: _visit_over,
    E.FriendGained: lambda e: _("{friend} becomes a friend.").format(friend=character_name(e.friend)),
    E.RulerLeft: lambda e: _("{ruler} leaves the game.").format(ruler=character_name(e.ruler)) if e.ruler else None,
    E.SubstituteLeft: lambda e: _("{friend} has helped and leaves the game.").format(friend=character_name(e.friend)),
    E.GameOver: _game_over,
    E.VisitSettled: lambda e: (
        _("The outcome of fief {fief} was certain (won): the rest of the visit was played automatically.")
        if e.won
        else _("The outcome of fief {fief} was certain (lost): the rest of the visit was played automatically.")
    ).format(fief=e.fief),
}


def first_hand_text(hand: Iterable[str]) -> str:
    """The sentence for the hand dealt with the kingdom (later deals are told as a new hand)."""
    return _("First hand: {cards}.").format(cards=cards_text(hand))


def describe(event: E.Event) -> str | None:
    """The one sentence for ``event`` (None for the few events that need no words)."""
    return _WORDS[type(event)](event)


def told_before(previous: E.Event | None, event: E.Event) -> bool:
    """True when ``event`` needs no sentence of its own: the response moving to its pile
    right after its dialogue was already told by the dialogue's sentence."""
    return isinstance(event, E.Moved) and isinstance(previous, E.Dialogue) and event.card == previous.response


def describe_all(events: Iterable[E.Event]) -> list[str]:
    """The sentences of a sequence of events, in order, leaving out what was already told."""
    lines: list[str] = []
    previous: E.Event | None = None
    for event in events:
        if not told_before(previous, event):
            line = describe(event)
            if line:
                lines.append(line)
        previous = event
    return lines


def visit_over_title(event: E.VisitOver) -> str:
    """The heading of the end-of-visit banner."""
    if event.won:
        return _("Fief {fief} won!").format(fief=event.fief)
    return _("Fief {fief} lost").format(fief=event.fief)


def visit_over_text(event: E.VisitOver, finished: bool = False) -> str:
    """Why the visit ended and what it means (the banner's words). ``finished``: the player
    finished the visit ("Finish the visit", F), and the rest was played for them: "Your hand is
    empty" read as false to a player who pressed F with a card in hand."""
    score, target = event.score, event.target
    if finished:
        reason = _("You finished the visit: the rest was played out for you.")
    else:
        reason = _("Your hand is empty.") if event.reason == "hand_empty" else _("The deck is empty.")
    ruler = event.ruler
    if event.won:
        outcome = (
            _("You won no dialogue, as the fief asked.")  # fief 0: "exactly 0 dialogues" reads as a slip
            if score == 0
            else ngettext(
                "You won exactly {score} dialogue, as the fief asked.",
                "You won exactly {score} dialogues, as the fief asked.",
                score,
            ).format(score=score)
        )
        after = _("{ruler} becomes your friend.").format(ruler=character_name(ruler)) if ruler else ""
    else:
        outcome = (
            _("You won no dialogue, but the target was exactly {target}.").format(target=target)
            if score == 0
            else ngettext(
                "You won {score} dialogue, but the target was exactly {target}.",
                "You won {score} dialogues, but the target was exactly {target}.",
                score,
            ).format(score=score, target=target)
        )
        after = _("{ruler} leaves the game.").format(ruler=character_name(ruler)) if ruler else ""
    return " ".join(part for part in (reason, outcome, after) if part)
