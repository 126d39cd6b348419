"""The 24 character abilities in the player's words, for cards and tooltips.

``ability_text`` is the full rule as docs/RULES.md, "The 24 abilities", states it, short enough for a large
card or a tooltip; ``ability_summary`` is a few words that fit on a small card (a friend
waiting); ``ability_line`` is the shortest form, the line under an ally slot's card, two lines
of the slot's width at 14 px in the smallest window (three at most).
"""

from __future__ import annotations

from collections.abc import Callable

from . import _, pgettext

_TEXTS: dict[str, Callable[[], str]] = {
    "JC": lambda: _("If you hold fewer than 8 cards, draw until you hold 8."),
    "QC": lambda: _(
        "Take the top cards of the deck, the discard pile and the score pile into your hand "
        "(taking from the score pile lowers the score)."
    ),
    "KC": lambda: _("Move your highest card(s) onto the score pile, every card tied for highest: +1 score each."),
    "PC": lambda: _("Draw one card at a time until you draw the ruler's suit or choose to stop (at least one)."),
    "LC": lambda: _("Discard your lowest card, then draw as many cards as its value."),
    "BC": lambda: _("Name a card in hand: draw every deck card of that value, then shuffle the deck."),
    "JF": lambda: _("Discard every card of the current ruler's suit from your hand."),
    "QF": lambda: _("Put the top card of the score pile on top of the deck (score -1): it is the next statement."),
    "KF": lambda: _("Discard two cards whose values add up to 9."),
    "PF": lambda: _("For each value, keep one card of it in hand and discard the other duplicates."),
    "LF": lambda: _("Discard a card whose value equals the number of cards in your hand."),
    "BF": lambda: _("Discard every card of value 1, 2 or 3."),
    "JL": lambda: _(
        "Swap the current ruler with the ruler of an unvisited fief up to two places away; "
        "the new ruler sets trump and can become your friend."
    ),
    "QL": lambda: _("Copy the ability of the ruler you visit (the current ruler) as if it were printed on this card."),
    "KL": lambda: _(
        "Look at the top card of the deck and exchange it with a card of your hand; yours becomes the next statement."
    ),
    "PL": lambda: _("Move the visit to the nearest unvisited fief on the left or right, with its target and ruler."),
    "LL": lambda: _("Draw a card, then make another exhausted ally ready again."),
    "BL": lambda: _(
        "You may exchange a hand card with the top of the discard pile, then of the score pile, if the values match."
    ),
    "JE": lambda: _("Draw two cards, then discard any two cards."),
    "QE": lambda: _("Look at the top three cards of the deck; they stay shown until drawn."),
    "KE": lambda: _("Name a suit, draw two cards, then discard every card of the named suit."),
    "PE": lambda: _("Discard a card, then draw one; repeat once more for each other exhausted ally."),
    "LE": lambda: _("Draw two cards, then discard cards whose values add up to the two drawn cards' total."),
    "BE": lambda: _("Next response: if its value is even, draw a card; if odd, discard a card."),
}

_SUMMARIES: dict[str, Callable[[], str]] = {
    "JC": lambda: _("Draw up to 8 cards."),
    "QC": lambda: _("Take the top card of each pile."),
    "KC": lambda: _("Highest card(s) onto the score pile."),
    "PC": lambda: _("Draw until the ruler's suit or stop."),
    "LC": lambda: _("Discard lowest, draw its value."),
    "BC": lambda: _("Draw every deck card of a value."),
    "JF": lambda: _("Discard the ruler's suit."),
    "QF": lambda: _("Score pile's top card back onto the deck."),
    "KF": lambda: _("Discard two cards adding to 9."),
    "PF": lambda: _("Discard duplicate values."),
    "LF": lambda: _("Discard value = hand size."),
    "BF": lambda: _("Discard all 1s, 2s and 3s."),
    "JL": lambda: _("Swap in a nearby ruler."),
    "QL": lambda: _("Copy the ability of the ruler you visit."),
    "KL": lambda: _("Swap a hand card with the deck top."),
    "PL": lambda: _("Move to the nearest unvisited fief."),
    "LL": lambda: _("Draw 1, ready another ally."),
    "BL": lambda: _("Swap equal values with pile tops."),
    "JE": lambda: _("Draw 2, discard 2."),
    "QE": lambda: _("See the top 3 deck cards."),
    "KE": lambda: _("Name a suit, draw 2, discard that suit."),
    "PE": lambda: _("Discard 1, draw 1 (repeats)."),
    "LE": lambda: _("Draw 2, discard the same total."),
    "BE": lambda: _("Next response: even draw, odd discard."),
}

# The shortest forms, in their own context so that translators know them for the short ones:
# the line under an ally slot's card, as a printed card game puts it (an imperative or a noun
# phrase), about 30 characters, three rows of 16 at most (the tooltip has the whole rule).
_LINES: dict[str, Callable[[], str]] = {
    "JC": lambda: pgettext("short ability line", "Refill to 8\u00a0cards."),
    "QC": lambda: pgettext("short ability line", "Take the top card of each pile."),
    "KC": lambda: pgettext("short ability line", "Highest card(s) onto the score pile."),
    "PC": lambda: pgettext("short ability line", "Draw until a trump (or stop)."),
    "LC": lambda: pgettext("short ability line", "Discard lowest, draw its value."),
    "BC": lambda: pgettext("short ability line", "Draw all deck cards of a value."),
    "JF": lambda: pgettext("short ability line", "Discard all trumps."),
    "QF": lambda: pgettext("short ability line", "Score pile's top card back onto the deck."),
    "KF": lambda: pgettext("short ability line", "Discard two cards adding to 9."),
    "PF": lambda: pgettext("short ability line", "Discard duplicate values."),
    "LF": lambda: pgettext("short ability line", "Discard value = hand size."),
    "BF": lambda: pgettext("short ability line", "Discard all 1s, 2s and 3s."),
    "JL": lambda: pgettext("short ability line", "Swap in a ruler up to 2\u00a0fiefs away."),
    "QL": lambda: pgettext("short ability line", "Copy the ability of the ruler you visit."),
    "KL": lambda: pgettext("short ability line", "Swap a hand card with the deck top."),
    "PL": lambda: pgettext("short ability line", "Move to the nearest unvisited fief."),
    "LL": lambda: pgettext("short ability line", "Draw 1, ready another ally."),
    "BL": lambda: pgettext("short ability line", "Swap equal values with pile tops."),
    "JE": lambda: pgettext("short ability line", "Draw 2, discard 2."),
    "QE": lambda: pgettext("short ability line", "See the top 3\u00a0deck cards."),
    "KE": lambda: pgettext("short ability line", "Name a suit, draw 2, discard that suit."),
    "PE": lambda: pgettext("short ability line", "Discard 1, draw 1 (repeats)."),
    "LE": lambda: pgettext("short ability line", "Draw 2, discard the same total."),
    "BE": lambda: pgettext("short ability line", "Even response: draw. Odd: discard."),
}


def ability_text(code: str) -> str:
    """The full ability of character ``code`` (``"QL"``), translated; empty for an unknown code."""
    text = _TEXTS.get(code)
    return text() if text else ""


def ability_summary(code: str) -> str:
    """A few words for a small card; empty for an unknown code."""
    text = _SUMMARIES.get(code)
    return text() if text else ""


def ability_line(code: str) -> str:
    """The shortest form of the ability, for the line under an ally slot's card; empty for an unknown code."""
    text = _LINES.get(code)
    return text() if text else ""
