"""The tutorial's words: one or two short sentences per lesson, the reminders and the guide.

The lessons (``game/lessons.py``) work out what to say from the state on the table and
call these with plain values: card codes ("7E"), character codes ("JC"), suit letters
("C"), numbers. ``play_text`` ends several lessons: which card to play and whether it wins.
"""

from __future__ import annotations

from . import _, ngettext
from .controls_text import MOUSE, bring_in_text, button_name, input_device
from .messages import card_label, character_name, suit_name


def _suit(letter: str | None) -> str:
    return suit_name(letter) if letter is not None else ""


def play_text(card: str, wins: bool) -> str:
    """One sentence: which card to play, whether it wins, and how to play it."""
    if wins:
        return _("Play the {card}, which wins: drag it onto the trick or double-click it.").format(
            card=card_label(card)
        )
    return _("Play the {card}, which loses: drag it onto the trick or double-click it.").format(card=card_label(card))


def keys_text(two_presses: bool) -> str:
    """For a player without the mouse, after a step's words: the keyboard focus is on the
    step's target already, so the confirm key does it (a friend: once on it, once on its slot)."""
    confirm = button_name("confirm")
    if two_presses:
        return _(
            "Without the mouse: the white dashed outline is already on it; press {confirm}, "
            "then {confirm} again on the outlined slot."
        ).format(confirm=confirm)
    return _("Without the mouse: the white dashed outline is already on it; press {confirm}.").format(confirm=confirm)


def deck_keys_text() -> str:
    """For a player without the mouse, after the words of a step that turns over the deck: its
    key does it wherever the focus is (the focus may be on the deck or on Next statement)."""
    return _("Without the mouse: press {key}; it turns over the top card wherever the white dashed outline is.").format(
        key=button_name("next_statement")
    )


# -- the lessons ------------------------------------------------------------------------------


def welcome_text() -> str:
    return (
        _("Welcome to Northwood! At each fief you visit, you must win exactly as many dialogues as its number.")
        + " "
        + _("This first game shows you how; you can skip it at any time.")
    )


def choose_text(fief: int) -> str:
    return (
        _("A fief's number is its target: the exact number of dialogues to win there.")
        + " "
        + _("Click fief {fief} to visit it.").format(fief=fief)
    )


def click_start_text() -> str:
    return _("Click Start the visit.")


def visit_text(fief: int, ruler: str, trump: str | None) -> str:
    """The visit chosen: its target and its trump (``ruler`` a character code, ``trump`` a suit letter)."""
    goal = ngettext(
        "Fief {fief}: win exactly {n} dialogue; its ruler, the {ruler}, makes {suit} trump for the whole visit.",
        "Fief {fief}: win exactly {n} dialogues; its ruler, the {ruler}, makes {suit} trump for the whole visit.",
        fief,
    ).format(fief=fief, n=fief, ruler=character_name(ruler), suit=_suit(trump))
    return goal + " " + click_start_text()


def reveal_text() -> str:
    return _("Each dialogue opens with the ruler's statement.") + " " + _("Click the deck to turn over its top card.")


def follow_text(statement: str, card: str, wins: bool) -> str:
    suit = suit_name(statement[-1])
    return (
        _("You hold {suit}, so you must answer the {statement} with {suit}; only a higher one wins.").format(
            statement=card_label(statement), suit=suit
        )
        + " "
        + play_text(card, wins)
    )


def ally_text(ally: str) -> str:
    return (
        _("Before a statement you may use one ally, each once per visit.")
        + " "
        + _("Click the {ally}: it draws you back up to 8 cards.").format(ally=character_name(ally))
    )


def turned_text(ally: str) -> str:
    # Translators: "exhausted" is the word under a turned ally's card (the same term here).
    return _(
        "The {ally} turned sideways: it is exhausted for the rest of this visit. All allies stand up again "
        "when the visit ends."
    ).format(ally=character_name(ally))


def trump_text(statement: str, trump: str | None, card: str, wins: bool) -> str:
    return (
        _("You hold no {suit}, so any card may answer, and a trump ({trump}) beats every other suit.").format(
            suit=suit_name(statement[-1]), trump=_suit(trump)
        )
        + " "
        + play_text(card, wins)
    )


def exact_text(score: int, card: str, wins: bool) -> str:
    return (
        ngettext(
            "You have your {n} win: one more would fail the fief, and play goes on until your hand or the deck "
            "runs out.",
            "You have your {n} wins: one more would fail the fief, and play goes on until your hand or the deck "
            "runs out.",
            score,
        ).format(n=score)
        + " "
        + play_text(card, wins)
    )


def end_text(fief: int, friend: str | None) -> str:
    """The first visit is over: fief ``fief`` won (its ruler ``friend`` now a friend) or lost (None)."""
    if friend is not None:
        first = _("Visit over: exactly {n} won, so fief {fief} is yours and the {ruler} becomes your friend.").format(
            n=fief, fief=fief, ruler=character_name(friend)
        )
    else:
        first = _("Visit over: not exactly {n} won, so fief {fief} is lost and its ruler leaves the game.").format(
            n=fief, fief=fief
        )
    return first + " " + _("Allies stand up again; all cards are shuffled and a new hand is dealt.")


def choose_again_text(fief: int | None, winnable: bool) -> str:
    """The second fief suggested; ``winnable``: the cards of this deal allow winning it exactly
    (the tutorial knows the deck; the player, and the hint, do not, so it is never called sure)."""
    if winnable:
        odds = ngettext(
            "Fief {fief} asks for {n} dialogue: far from sure with unknown cards to come, but this deal allows it. "
            "The tutorial ends as this visit begins; then the Hint button suggests moves.",
            "Fief {fief} asks for {n} dialogues: far from sure with unknown cards to come, but this deal allows it. "
            "The tutorial ends as this visit begins; then the Hint button suggests moves.",
            fief or 0,
        )
    else:
        odds = ngettext(
            "Fief {fief} asks for {n} dialogue: far from sure with this hand, but worth trying.",
            "Fief {fief} asks for {n} dialogues: far from sure with this hand, but worth trying.",
            fief or 0,
        )
    return _("Look at your new hand, then choose the next fief.") + " " + odds.format(fief=fief, n=fief)


def friend_text(friend: str, ally: str) -> str:
    return (
        _("Your new friend, the {friend}, can stand in for an ally: drag it onto the {ally} (or click both).").format(
            friend=character_name(friend), ally=character_name(ally)
        )
        + " "
        + _("It lends its ability instead of the Jack for this visit only, then leaves the game.")
    )


def start_again_text() -> str:
    return (
        _("A friend helps for one visit, used or not, then leaves the game; its fief stays won.")
        + " "
        + click_start_text()
    )


def finish_text(stars: int) -> str:
    return (
        _("That is the whole game: visit all eight fiefs and gather {stars} stars.").format(stars=stars)
        + " "
        + _("The rules are always at hand: the Rules button, or F1. Good luck!")
    )


# -- reminders: a lesson whose moment did not come ---------------------------------------------


def follow_reminder() -> str:
    return _("Remember: if you hold the statement's suit, you must answer with it; only a higher card of it wins.")


def ally_reminder() -> str:
    # Translators: "exhausted" is the word under a turned ally's card (the same term here).
    return _(
        "Before each statement you may use one ally; it turns sideways and is exhausted for the rest of the visit."
    )


def trump_reminder() -> str:
    return _("When you hold none of the statement's suit, any card may answer, and a trump beats every other suit.")


def exact_reminder() -> str:
    return _(
        "Remember: win exactly the target. Once you have it, answer so that you lose: one dialogue too many "
        "fails the fief."
    )


def friend_reminder() -> str:
    """What a friend is and how to bring one in, with the device in use (a player without the
    mouse read only "drag it onto an ally slot")."""
    if input_device() == MOUSE:
        return _(
            "Win a fief and its ruler becomes your friend: before a later visit, drag it onto an ally slot to lend "
            "its ability for that visit only; it leaves the game afterwards (its fief keeps its stars)."
        )
    # Translators: {how} is how to bring a friend in with the keys or buttons in use, as on the
    # Controls page ("Enter on it, then 1–4 (or Enter on a slot)").
    return _(
        "Win a fief and its ruler becomes your friend: before a later visit, bring it in to lend its ability "
        "for that visit only; it leaves the game afterwards (its fief keeps its stars). To bring it in: {how}."
    ).format(how=bring_in_text())


def friend_card_note() -> str:
    """Under a waiting friend's ability in its tooltip: how to bring it in, with the device in use."""
    # Translators: under a friend's ability; {how} is how to bring it in with the device in use, as
    # on the Controls page ("drag it onto an ally slot", "Enter on it, then 1–4 (or Enter on a slot)").
    return _("To bring it in for this visit: {how}.").format(how=bring_in_text())


# -- the guide: the way to the next lesson ------------------------------------------------------


def guide_fief_text(fief: int | None) -> str:
    return _("Click fief {fief}.").format(fief=fief)


def progress_text(score: int, target: int) -> str:
    return ngettext("Won so far: {score} of {n} dialogue.", "Won so far: {score} of {n} dialogues.", target).format(
        score=score, n=target
    )


def lost_visit_text(responding: bool) -> str:
    """The fief cannot be won exactly any more: play on."""
    if responding:
        return _("This fief can no longer be won exactly; that happens. Answer with any card to finish the visit.")
    return _("This fief can no longer be won exactly; that happens. Play on to finish the visit.")


def next_statement_text() -> str:
    return _("Click the deck for the next statement.")


def choose_answer_text() -> str:
    return _("Choose the highlighted answer.")
