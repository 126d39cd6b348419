"""The player's words for the core's codes: refused actions and ability questions."""

from __future__ import annotations

import re
import reprlib
from collections.abc import Callable, Iterable, Mapping

from ..core.abilities import STEPS
from ..core.cards import MEDALS, SUIT_LETTERS
from ..core.errors import IllegalAction
from . import _, ngettext, pgettext
from .grammar import Word, parse_grammar, unbreakable

_SUIT_NAMES: dict[str, Callable[[], str]] = {
    "C": lambda: _("Claws"),
    "F": lambda: _("Flowers"),
    "L": lambda: _("Leaves"),
    "E": lambda: _("Eyes"),
}
#: The grammar of each suit's name (see ``grammar.parse_grammar``): its gender and number,
#: and in Ukrainian its cases.
_SUIT_GRAMMAR: dict[str, Callable[[], str]] = {
    # Translators: the grammar of the suit's name, not a text (docs/TRANSLATING.md): gender and
    # number (fr "f; pl"), Ukrainian cases ("pl; acc=...; gen=...; dat=...; ins=...; loc=..."),
    # "-" for none (ko).
    "C": lambda: pgettext("grammar", "Claws"),
    # Translators: the grammar of the suit's name, not a text (docs/TRANSLATING.md).
    "F": lambda: pgettext("grammar", "Flowers"),
    # Translators: the grammar of the suit's name, not a text (docs/TRANSLATING.md).
    "L": lambda: pgettext("grammar", "Leaves"),
    # Translators: the grammar of the suit's name, not a text (docs/TRANSLATING.md).
    "E": lambda: pgettext("grammar", "Eyes"),
}


#: The 24 characters' names, each one whole: a language may need another form of the suit in
#: a name than alone (Ukrainian "Король Пазурів", but "Пазурі").
_CHARACTER_NAMES: dict[str, Callable[[], str]] = {
    "JC": lambda: _("Jack of Claws"),
    "JF": lambda: _("Jack of Flowers"),
    "JL": lambda: _("Jack of Leaves"),
    "JE": lambda: _("Jack of Eyes"),
    "QC": lambda: _("Queen of Claws"),
    "QF": lambda: _("Queen of Flowers"),
    "QL": lambda: _("Queen of Leaves"),
    "QE": lambda: _("Queen of Eyes"),
    "KC": lambda: _("King of Claws"),
    "KF": lambda: _("King of Flowers"),
    "KL": lambda: _("King of Leaves"),
    "KE": lambda: _("King of Eyes"),
    "PC": lambda: _("Prince of Claws"),
    "PF": lambda: _("Prince of Flowers"),
    "PL": lambda: _("Prince of Leaves"),
    "PE": lambda: _("Prince of Eyes"),
    "LC": lambda: _("Lady of Claws"),
    "LF": lambda: _("Lady of Flowers"),
    "LL": lambda: _("Lady of Leaves"),
    "LE": lambda: _("Lady of Eyes"),
    "BC": lambda: _("Baron of Claws"),
    "BF": lambda: _("Baron of Flowers"),
    "BL": lambda: _("Baron of Leaves"),
    "BE": lambda: _("Baron of Eyes"),
}
#: The grammar of each name (see ``grammar.parse_grammar``): gender, cases.
_CHARACTER_GRAMMAR: dict[str, Callable[[], str]] = {
    # Translators: the grammar of the name, not a text (docs/TRANSLATING.md): gender (fr "f"),
    # Ukrainian gender and cases ("m; acc=...; gen=...; dat=...; ins=...; loc=..."), "-" for none (ko).
    "JC": lambda: pgettext("grammar", "Jack of Claws"),
    "JF": lambda: pgettext("grammar", "Jack of Flowers"),
    "JL": lambda: pgettext("grammar", "Jack of Leaves"),
    "JE": lambda: pgettext("grammar", "Jack of Eyes"),
    "QC": lambda: pgettext("grammar", "Queen of Claws"),
    "QF": lambda: pgettext("grammar", "Queen of Flowers"),
    "QL": lambda: pgettext("grammar", "Queen of Leaves"),
    "QE": lambda: pgettext("grammar", "Queen of Eyes"),
    "KC": lambda: pgettext("grammar", "King of Claws"),
    "KF": lambda: pgettext("grammar", "King of Flowers"),
    "KL": lambda: pgettext("grammar", "King of Leaves"),
    "KE": lambda: pgettext("grammar", "King of Eyes"),
    "PC": lambda: pgettext("grammar", "Prince of Claws"),
    "PF": lambda: pgettext("grammar", "Prince of Flowers"),
    "PL": lambda: pgettext("grammar", "Prince of Leaves"),
    "PE": lambda: pgettext("grammar", "Prince of Eyes"),
    "LC": lambda: pgettext("grammar", "Lady of Claws"),
    "LF": lambda: pgettext("grammar", "Lady of Flowers"),
    "LL": lambda: pgettext("grammar", "Lady of Leaves"),
    "LE": lambda: pgettext("grammar", "Lady of Eyes"),
    "BC": lambda: pgettext("grammar", "Baron of Claws"),
    "BF": lambda: pgettext("grammar", "Baron of Flowers"),
    "BL": lambda: pgettext("grammar", "Baron of Leaves"),
    "BE": lambda: pgettext("grammar", "Baron of Eyes"),
}


def rank_letter(rank: str) -> str:
    """The letter in the corner of a character card (``"Q"``, in French ``"D"``...)."""
    return {
        # Translators: the letter in the corner of a Jack card (one or two letters).
        "J": lambda: _("J"),
        # Translators: the letter in the corner of a Queen card (one or two letters).
        "Q": lambda: _("Q"),
        # Translators: the letter in the corner of a King card (one or two letters).
        "K": lambda: _("K"),
        # Translators: the letter in the corner of a Prince card (one or two letters).
        "P": lambda: _("P"),
        # Translators: the letter in the corner of a Lady card (one or two letters).
        "L": lambda: _("L"),
        # Translators: the letter in the corner of a Baron card (one or two letters).
        "B": lambda: _("B"),
    }[rank]()


def suit_name(letter: str) -> Word:
    """``"L"`` → ``"Leaves"`` (translated, with its grammar)."""
    return Word(_SUIT_NAMES[letter](), parse_grammar(_SUIT_GRAMMAR[letter]()))


def character_name(code: str) -> Word:
    """``"QL"`` → ``"Queen of Leaves"`` (translated, with its grammar)."""
    return Word(_CHARACTER_NAMES[code](), parse_grammar(_CHARACTER_GRAMMAR[code]()))


def card_label(name: str) -> Word:
    """``"7E"`` → ``"7 of Eyes"`` (translated, with its grammar: French "le 7 Yeux")."""
    # Translators: a dialogue card, e.g. "7 of Eyes". The suit is a word with its grammar:
    # uk "{suit} {value}" says "Пазурі 7" (a card, not a count).
    text = unbreakable(_("{value} of {suit}").format(value=name[:-1], suit=suit_name(name[-1])))
    # Translators: the grammar of a dialogue card's name ("7 of Eyes"), not a text
    # (docs/TRANSLATING.md): fr "m" (le 7 Yeux), uk "f" (карта), "-" for none.
    return Word(text, parse_grammar(pgettext("grammar", "a dialogue card")))


def exhausted_label(ally: str) -> str:
    """The word on a turned ally's card ("exhausted"), agreeing with the ally where the language
    asks (French "tourné", "tournée" under a Queen or a Lady)."""
    # Translators: the word on an ally's card turned 90° (used for this visit). {ally} is the
    # ally, not written: ask only for its agreement (fr "{ally?tourné/tournée}"), or use a
    # form that fits every gender.
    return pgettext("agrees with {ally}", "exhausted").format(ally=character_name(ally))


def in_use_label(ally: str) -> str:
    """The word on a turned ally's card while its ability asks its question ("in use"): the ally is
    spent, but what it does is still being decided (a puzzle may ask the question)."""
    # Translators: the word on an ally's card turned 90° while its ability is asking a question
    # (which fief? which card?); said where "exhausted" is otherwise. {ally} as for "exhausted".
    return pgettext("agrees with {ally}", "in use").format(ally=character_name(ally))


def covered_ally_caption(ally: str, short: bool = False) -> str:
    """The caption under an ally slot that a friend covers: the ally underneath ("for Jack of
    Leaves"); ``short`` where the slot is narrow (the translators' shortest wording)."""
    if short:
        # Translators: the caption under a narrow ally slot that a friend covers: as short as it can be
        # (the covered ally's name alone will do).
        return pgettext("short", "for {ally}").format(ally=character_name(ally))
    return _("for {ally}").format(ally=character_name(ally))


def cards_text(cards: Iterable[str]) -> str:
    """Cards in the player's words, grouped by suit in the suits' order: "Claws 2, 4 · Eyes 7"."""
    by_suit: dict[str, list[str]] = {}
    for card in cards:
        by_suit.setdefault(card[-1], []).append(card[:-1])
    groups = [
        # Translators: a hand's cards of one suit, e.g. "Claws 2, 4, 6" ({values} is the list of values).
        _("{suit} {values}").format(suit=suit_name(suit), values=", ".join(sorted(by_suit[suit])))
        for suit in SUIT_LETTERS
        if suit in by_suit
    ]
    return " · ".join(groups)


def _phase_name(phase: str) -> str:
    return {
        "choose_fief": _("while choosing a fief"),
        "choose_substitutes": _("while bringing in friends"),
        "ability_window": _("before the statement"),
        "decision": _("while an ability waits for your choice"),
        "respond": _("while answering the statement"),
        "game_over": _("after the game"),
    }.get(phase, phase)


def _pile_place(pile: str) -> str:
    """Where a card lies, as a sentence says it: "in the deck" (a pile the game does not have: its name)."""
    return {
        "hand": lambda: pgettext("pile", "in the hand"),
        "deck": lambda: pgettext("pile", "in the deck"),
        "discard": lambda: pgettext("pile", "in the discard pile"),
        "score": lambda: pgettext("pile", "in the score pile"),
    }.get(pile, lambda: pile)()


def _card_twice_text(card: str, pile: str, other: str) -> str:
    """A card found twice in a saved position: in one pile, or in two."""
    if pile == other:
        return _("The card {card} appears twice {pile}.").format(card=card, pile=_pile_place(pile))
    return _("The card {card} appears twice: {pile} and {other}.").format(
        card=card, pile=_pile_place(pile), other=_pile_place(other)
    )


def _bad_pile_text(pile: str) -> str:
    """A pile of a saved position that is not a list of cards, said of that pile."""
    texts: dict[str, Callable[[], str]] = {
        "hand": lambda: _("The hand must be a list of cards."),
        "deck": lambda: _("The deck must be a list of cards."),
        "discard": lambda: _("The discard pile must be a list of cards."),
        "score": lambda: _("The score pile must be a list of cards."),
    }
    text = texts.get(pile)
    return text() if text else _("The pile {pile} must be a list of cards.").format(pile=pile)


_ACTION_NAMES: dict[str, Callable[[], str]] = {
    "choose_fief": lambda: _("Choosing a fief"),
    "stop_game": lambda: _("Stopping the game"),
    "substitute": lambda: _("Bringing in a friend"),
    "unsubstitute": lambda: _("Sending a friend back"),
    "back": lambda: _("Going back"),
    "begin_visit": lambda: _("Starting the visit"),
    "activate": lambda: _("Using an ally"),
    "reveal": lambda: _("Revealing the statement"),
    "play": lambda: _("Playing a response"),
    "pick": lambda: _("Answering an ability"),
}


#: At most this many characters of a bad value are quoted back in a message.
QUOTE_LIMIT = 40


def shorten(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters (with "…"): a message never echoes a huge value."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote(value: object) -> str:
    """A bad value as a message shows it: its text, at most ``QUOTE_LIMIT`` characters."""
    return shorten(value if isinstance(value, str) else _bounded_str(value))


def _fmt(params: Mapping[str, object], key: str) -> str:
    return quote(params.get(key, ""))


_QUOTE = reprlib.Repr()
_QUOTE.maxlevel, _QUOTE.maxlist, _QUOTE.maxtuple, _QUOTE.maxdict = 2, 4, 4, 3
_QUOTE.maxstring = _QUOTE.maxother = _QUOTE.maxlong = QUOTE_LIMIT


def _bounded_str(value: object) -> str:
    """The text of a value, without building the whole of a huge one."""
    if isinstance(value, str):
        return value[: QUOTE_LIMIT + 1]
    try:
        return _QUOTE.repr(value)
    except ValueError:  # an integer too long to print
        return "…"


def _count(params: Mapping[str, object], key: str) -> int:
    """A number to choose a plural form by (any other value reads as plural)."""
    value = params.get(key)
    return value if type(value) is int else 2


def _rule_error_texts() -> dict[str, Callable[[Mapping[str, object]], str]]:
    return {
        "game_over": lambda p: _("The game is over. Start a new game to play again."),
        "wrong_phase": lambda p: _("{action} is not possible {phase}.").format(
            action=_ACTION_NAMES.get(_fmt(p, "action"), lambda: _fmt(p, "action"))(),
            phase=_phase_name(_fmt(p, "phase")),
        ),
        "fief_not_available": lambda p: _("Fief {fief} is not available: each fief is visited only once.").format(
            fief=_fmt(p, "fief")
        ),
        "stop_not_allowed": lambda p: ngettext(
            "You can only stop once {threshold} star is out of reach.",
            "You can only stop once {threshold} stars are out of reach.",
            _count(p, "threshold"),
        ).format(threshold=_fmt(p, "threshold")),
        "no_such_slot": lambda p: _("There is no ally slot {slot}.").format(slot=_fmt(p, "slot")),
        "not_a_friend": lambda p: _("{character} is not a friend you can bring in.").format(
            character=_char(p, "character")
        ),
        "no_substitute_on_slot": lambda p: _("No friend stands on slot {slot}.").format(slot=_fmt(p, "slot")),
        "ally_exhausted": lambda p: _("{character} is exhausted: each ally acts once per visit.").format(
            character=_char(p, "character")
        ),
        "one_ability_per_dialogue": lambda p: _("Only one ability can be used before each statement."),
        "not_in_hand": lambda p: _("You don't hold {card}.").format(card=_card(p, "card")),
        "must_follow_suit": lambda p: _("You hold {suit}, so you must answer with {suit}.").format(
            suit=suit_name(_fmt(p, "suit")) if _fmt(p, "suit") in _SUIT_NAMES else _fmt(p, "suit")
        ),
        "invalid_pick": lambda p: _("That is not one of the choices the ability allows."),
    }


def _input_error_texts() -> dict[str, Callable[[Mapping[str, object]], str]]:
    """Malformed input: an action or a setting written wrongly."""
    return {
        "action_not_object": lambda p: _("An action must be a JSON object."),
        "unknown_action": lambda p: _("Unknown action type {type!r}.").format(type=_fmt(p, "type")),
        "unexpected_field": lambda p: _("The action {type!r} has no field {field!r}.").format(
            type=_fmt(p, "type"), field=_fmt(p, "field")
        ),
        "missing_field": lambda p: _("{type!r} needs the field {field!r}.").format(
            type=_fmt(p, "type"), field=_fmt(p, "field")
        ),
        "pick_needs_one_field": lambda p: _("A pick names exactly one of card, suit, fief, slot or option."),
        "bad_card": lambda p: _("{value!r} is not a dialogue card (write it like 7E).").format(value=_fmt(p, "value")),
        "bad_number": lambda p: _("{field} must be a whole number from 0 to {limit}, not {value!r}.").format(
            field=_fmt(p, "field"), limit=_fmt(p, "limit"), value=_fmt(p, "value")
        ),
        "bad_suit": lambda p: _("{value!r} is not a suit (C, F, L or E).").format(value=_fmt(p, "value")),
        "bad_option": lambda p: _("{value!r} is not an option (stop, continue or skip).").format(
            value=_fmt(p, "value")
        ),
        "bad_character": lambda p: _("{value!r} is not a character (write it like QL).").format(value=_fmt(p, "value")),
        "bad_setup": lambda p: _('The setup must be "intro" or "full", not {value!r}.').format(value=_fmt(p, "value")),
        "bad_threshold": lambda p: _("The difficulty must be 16, 18 or 20 stars, not {value!r}.").format(
            value=_fmt(p, "value")
        ),
        "bad_seed": lambda p: _("The seed must be a whole number, not {value!r}.").format(value=_fmt(p, "value")),
        "position_not_object": lambda p: _("A position must be a JSON object."),
        "state_not_object": lambda p: _("A state must be a JSON object."),
        "bad_state": lambda p: _("This game state is damaged or was not written by this game ({detail}).").format(
            detail=_fmt(p, "detail")
        ),
        "bad_flag": lambda p: _("ability_used and baron_eyes must be true or false."),
        "bad_budget": lambda p: _("budget_ms must be a positive number of milliseconds, not {value!r}.").format(
            value=_fmt(p, "value")
        ),
        "bad_exact": lambda p: _("exact must be true or false, not {value!r}.").format(value=_fmt(p, "value")),
    }


def _position_error_texts() -> dict[str, Callable[[Mapping[str, object]], str]]:
    """Invalid positions: a state that breaks the rules of the game."""
    return {
        "card_missing": lambda p: _("The card {card} is missing: every dialogue card must be somewhere.").format(
            card=_card(p, "card")
        ),
        "card_twice": lambda p: _card_twice_text(_card(p, "card"), _fmt(p, "pile"), _fmt(p, "other_pile")),
        "bad_pile": lambda p: _bad_pile_text(_fmt(p, "pile")),
        "character_twice": lambda p: _("The character {character} appears twice.").format(
            character=_char(p, "character")
        ),
        "friend_not_won": lambda p: _("{character} can only be a friend once its fief is won.").format(
            character=_char(p, "character")
        ),
        "fief_count": lambda p: _("There must be exactly 8 fiefs."),
        "bad_fief": lambda p: _("Fief {fief} must be an object with a ruler and a status.").format(
            fief=_fmt(p, "fief")
        ),
        "bad_fief_status": lambda p: _("Fief {fief} has an unknown status {value!r}.").format(
            fief=_fmt(p, "fief"), value=_fmt(p, "value")
        ),
        "lost_fief_has_ruler": lambda p: _("Fief {fief} is lost, so it has no ruler any more.").format(
            fief=_fmt(p, "fief")
        ),
        "slot_count": lambda p: _("There must be exactly 4 ally slots."),
        "bad_slot": lambda p: _("Ally slot {slot} must name an ally.").format(slot=_fmt(p, "slot")),
        "bad_friends": lambda p: _("friends must be a list of characters."),
        "bad_visiting": lambda p: _("The visited fief ({value}) must be an unvisited fief.").format(
            value=_fmt(p, "value")
        ),
        "visiting_between_visits": lambda p: _("No visit can be under way {phase}.").format(
            phase=_phase_name(_fmt(p, "phase"))
        ),
        "allies_not_ready": lambda p: _("Between visits every ally stands ready and no friend is in use."),
        "no_fief_left": lambda p: _("Every fief was visited: the game is over."),
        "not_a_fresh_deal": lambda p: _(
            "Before a visit the hand holds 8 cards and the discard and score piles are empty."
        ),
        "game_not_over": lambda p: _("The game is not over yet."),
        "visit_already_over": lambda p: _("With an empty hand or deck the visit is already over."),
        "no_statement": lambda p: _("To respond, the statement must be on top of the discard pile."),
        "decision_phase_mismatch": lambda p: _("A pending decision and the phase do not match."),
        "bad_phase": lambda p: _("Unknown phase {value!r}.").format(value=_fmt(p, "value")),
    }


def _error_texts() -> dict[str, Callable[[Mapping[str, object]], str]]:
    return {**_rule_error_texts(), **_input_error_texts(), **_position_error_texts()}


def _char(params: Mapping[str, object], key: str) -> str:
    code = _fmt(params, key)
    return character_name(code) if code in _CHARACTER_NAMES else code


def _card(params: Mapping[str, object], key: str) -> str:
    name = _fmt(params, key)
    return card_label(name) if name[-1:] in _SUIT_NAMES and name[:-1].isdigit() else name


def error_message(error: IllegalAction) -> str:
    """The sentence a player reads for a refused action or bad input."""
    text = _error_texts().get(error.reason)
    if text is None:
        return _("That is not possible ({code}).").format(code=error.code)
    return text(error.params)


def _prompt_texts() -> dict[str, Callable[[], str]]:
    """The words of each ability question, by the prompt key its step carries (``core.abilities.Question``)."""
    return {
        "which_on_top": lambda: _("Several cards move at once: pick the one that ends on top."),
        "draw_again": lambda: _("Draw another card, or stop?"),
        "discard_lowest": lambda: _("Pick which of your lowest cards to discard."),
        "name_a_value": lambda: _("Name a card in your hand: every deck card of its value is drawn."),
        "pair_first": lambda: _("Pick a card of a pair adding up to 9 to discard."),
        "pair_partner": lambda: _("Pick its partner: the two must add up to 9."),
        "keep_one": lambda: _("Pick which card of this value to keep; the others are discarded."),
        "discard_hand_size": lambda: _("Pick the card to discard (its value equals your hand size)."),
        "swap_ruler": lambda: _(
            "Pick the ruler of an unvisited fief up to two places away to swap with the current ruler."
        ),
        "swap_deck_top": lambda: _("Pick a hand card to exchange with the top card of the deck."),
        "move_visit": lambda: _("Move the visit to the nearest unvisited fief: pick left or right."),
        "ready_ally": lambda: _("Pick an exhausted ally to make ready again."),
        "swap_pile_top": lambda: _("Exchange a hand card of the same value with the pile's top card, or skip."),
        "discard": lambda: _("Discard a card."),
        "name_a_suit": lambda: _("Name a suit: after drawing two, every card of it is discarded."),
        "discard_then_draw": lambda: _("Discard a card; you then draw one."),
        "discard_to_total": lambda: _("Discard cards adding up to the drawn cards' total, one at a time."),
        # The table puts the ability's name before the prompt ("Baron of Eyes: ..."): not twice.
        "odd_response": lambda: _("Your response was odd: discard a card."),
    }


#: What ends a sentence: its last mark, and a no-break space French puts before "?" or "!".
_FINAL_STOP = re.compile(r"[\u00a0\u202f ]?[.?!…]+$")


def split_final_stop(sentence: str) -> tuple[str, str]:
    """``"Discard a card."`` → ``("Discard a card", ".")``: a sentence and its final mark apart
    (``""`` when it has none), so that words can go in before the mark."""
    found = _FINAL_STOP.search(sentence)
    if found is None:
        return sentence, ""
    return sentence[: found.start()], found.group(0)


def decision_line(who: str, question: str, progress: tuple[int, int] | None = None) -> str:
    """The table's line for an ability's question: who asks ("Baron of Eyes", "Jack of Leaves (as
    …)"), the question, and how far the picks have gone ("pick 1 of 2") before its final mark.
    Each language writes the question after the colon as it does (French in lower case)."""
    if progress is None:
        # Translators: an ability's question after its name. The question is a whole sentence:
        # {prompt:lower} writes its first letter in lower case after the colon (fr, uk).
        return _("{who}: {prompt}").format(who=who, prompt=question)
    body, end = split_final_stop(question)
    # Translators: an ability's question after its name, with how far the picks have gone.
    # {prompt} is the question without its final mark, {end} that mark ("." or "?").
    return _("{who}: {prompt} (pick {number} of {count}){end}").format(
        who=who, prompt=body, number=progress[0], count=progress[1], end=end
    )


def sum_to_reach_prompt(total: int, left: int) -> str:
    """The Lady of Eyes' question with its numbers: the total to discard and what is left of it
    (``left`` equal to ``total``: no card picked yet, the first is asked for, not "the next one")."""
    if left == total:
        # Translators: the Lady of Eyes' first question, before any card is picked; {total} is the
        # sum the discarded cards must reach.
        return _("Discard cards adding up to {total}, the drawn cards' total. Pick one.").format(total=total)
    return ngettext(
        "Discard cards adding up to {total}, the drawn cards' total: {left} still to reach. Pick the next one.",
        "Discard cards adding up to {total}, the drawn cards' total: {left} still to reach. Pick the next one.",
        left,
    ).format(total=total, left=left)


def pair_partner_prompt(card: Word) -> str:
    """The King of Flowers' second question, naming the card picked first (it stays in the hand)."""
    # Translators: {card} is the card picked first, e.g. "4 of Claws" (a word with its grammar).
    return _("Pick the partner of the {card}: the two must add up to 9.").format(card=card)


def prompt(step: str, ability: str) -> str:
    """What an ability is asking, in one short sentence (the ability's name for an unknown step)."""
    spec = STEPS.get(step)
    text = None if spec is None else _prompt_texts().get(spec.prompt)
    return text() if text else character_name(ability)


_MEDAL_NAMES: dict[str, Callable[[], str]] = {
    "bronze": lambda: _("Bronze"),
    "silver": lambda: _("Silver"),
    "gold": lambda: _("Gold"),
}
#: The grammar of each medal's name: a sentence says "médaille de bronze", "d’argent".
_MEDAL_GRAMMAR: dict[str, Callable[[], str]] = {
    # Translators: the grammar of the medal's name, not a text (docs/TRANSLATING.md): gender, and
    # the forms a sentence asks for: fr "m; de=de bronze" (médaille de bronze), Ukrainian cases, "-" for none (ko).
    "bronze": lambda: pgettext("grammar", "Bronze"),
    # Translators: the grammar of the medal's name, not a text (docs/TRANSLATING.md): fr "m; elide; de=d’argent".
    "silver": lambda: pgettext("grammar", "Silver"),
    # Translators: the grammar of the medal's name, not a text (docs/TRANSLATING.md): fr "m; elide; de=d’or".
    "gold": lambda: pgettext("grammar", "Gold"),
}


def medal_name(threshold: int) -> Word:
    """Bronze / Silver / Gold: the medal a difficulty threshold earns (translated, with its grammar:
    French "médaille {medal:de}" says "médaille d’argent")."""
    medal = MEDALS.get(threshold)
    if medal is None:
        return Word(str(threshold))
    return Word(_MEDAL_NAMES[medal](), parse_grammar(_MEDAL_GRAMMAR[medal]()))


def difficulty_label(threshold: int) -> str:
    """A difficulty, wherever the player sees it (setup, Continue, end screen, statistics):
    ``"Bronze · 16 ★"``. The rulebook's Standard, Advanced, Idealist are these three goals."""
    return _("{medal} · {stars} ★").format(medal=medal_name(threshold), stars=threshold)


def setup_name(setup: str) -> str:
    """``"intro"`` → ``"Introductory game"``, ``"full"`` → ``"Full game"`` (the rules' names)."""
    return _("Introductory game") if setup == "intro" else _("Full game")


def ruler_heading(fief: int | None) -> str:
    """The heading over the ruler's card of the fief visited or previewed ("Ruler of fief 4")."""
    return _("Ruler of fief {fief}").format(fief=fief)
