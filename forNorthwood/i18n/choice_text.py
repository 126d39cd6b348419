"""A choice of the player, and the Hint's, told in whole sentences: "You played the 7 of Eyes
(40%). The Hint would have revealed the next statement (71%)."

A choice is not one phrase put into every sentence ("You chose start the visit"): each kind of
action has its own clause, one for what the player did and one for what the Hint would have
done, so that each language writes its verb, its article, its case and its particle
(``{card:le}``, ``{friend:acc}``, ``{card|을}``). A clause has no full stop; the sentences
around it (``chosen_text``, ``hint_text``...) add the chance and the stop.

An ally is named by its character ("You used the Queen of Leaves"), not by its slot, when the
caller gives ``allies``: the character each slot offers at that moment (``allies_of``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from ..core import State
from ..core import actions as A
from ..core.actions import Action
from . import _
from .grammar import Word
from .messages import card_label, character_name, suit_name

#: The character each ally slot offers at a moment of the game (slot 0 first); empty: unknown.
Allies = Sequence[str]


def allies_of(state: State) -> tuple[str, ...]:
    """The character each ally slot of ``state`` offers (a friend standing in, else the ally)."""
    return tuple(slot.character for slot in state.kingdom.allies)


def _ally(allies: Allies, slot: int) -> Word | None:
    return character_name(allies[slot]) if 0 <= slot < len(allies) else None


def did_clause(action: Action, allies: Allies = ()) -> str:
    """What the player did, as a clause that begins a sentence ("You played the 7 of Eyes")."""
    # Translators: the clauses "You played the 7 of Eyes", "You revealed the next statement"...
    # begin a sentence and have no full stop (a chance in brackets may follow).
    match action:
        case A.Play(card):
            return _("You played the {card}").format(card=card_label(card))
        case A.PickCard(card):
            return _("You picked the {card}").format(card=card_label(card))
        case A.Activate(slot) if (ally := _ally(allies, slot)) is not None:
            # Translators: {ally} is the ally's character ("the Queen of Leaves"), with its grammar.
            return _("You used the {ally}").format(ally=ally)
        case A.Activate(slot):
            return _("You used the ally in slot {slot}").format(slot=slot + 1)
        case A.Reveal():
            return _("You revealed the next statement")
        case A.PickSuit(suit):
            return _("You chose {suit}").format(suit=suit_name(suit))
        case A.PickOption("stop"):
            return _("You stopped drawing")
        case A.PickOption("continue"):
            return _("You drew another card")
        case A.PickOption():
            # Translators: the Baron of Leaves offered an exchange with a pile's top card.
            return _("You let the exchange go")
        case A.ChooseFief(fief) | A.PickFief(fief):
            return _("You chose fief {fief}").format(fief=fief)
        case A.Substitute(friend, slot):
            return _("You brought {friend} in on slot {slot}").format(friend=character_name(friend), slot=slot + 1)
        case A.Unsubstitute(slot) if (sent := _ally(allies, slot)) is not None:
            # Translators: {friend} is the friend sent back to the friends ("the Jack of Claws").
            return _("You sent the {friend} back").format(friend=sent)
        case A.Unsubstitute(slot):
            return _("You sent the friend on slot {slot} back").format(slot=slot + 1)
        case A.PickSlot(slot) if (ally := _ally(allies, slot)) is not None:
            # Translators: an ability asked for an ally; {ally} is the one picked ("the Queen of Leaves").
            return _("You picked the {ally}").format(ally=ally)
        case A.PickSlot(slot):
            return _("You picked the ally in slot {slot}").format(slot=slot + 1)
        case A.StopGame():
            return _("You stopped the game")
        case A.Back():
            return _("You went back to choose another fief")
        case A.BeginVisit():
            return _("You started the visit")
        case _:
            assert_never(action)


def hint_clause(action: Action, allies: Allies = ()) -> str:
    """What the Hint would have done, as a clause that begins a sentence."""
    # Translators: the clauses "The Hint would have played the 2 of Eyes"... begin a sentence and
    # have no full stop (a chance in brackets follows).
    match action:
        case A.Play(card):
            return _("The Hint would have played the {card}").format(card=card_label(card))
        case A.PickCard(card):
            return _("The Hint would have picked the {card}").format(card=card_label(card))
        case A.Activate(slot) if (ally := _ally(allies, slot)) is not None:
            return _("The Hint would have used the {ally}").format(ally=ally)
        case A.Activate(slot):
            return _("The Hint would have used the ally in slot {slot}").format(slot=slot + 1)
        case A.Reveal():
            return _("The Hint would have revealed the next statement")
        case A.PickSuit(suit):
            return _("The Hint would have chosen {suit}").format(suit=suit_name(suit))
        case A.PickOption("stop"):
            return _("The Hint would have stopped drawing")
        case A.PickOption("continue"):
            return _("The Hint would have drawn another card")
        case A.PickOption():
            return _("The Hint would have let the exchange go")
        case A.ChooseFief(fief) | A.PickFief(fief):
            return _("The Hint would have chosen fief {fief}").format(fief=fief)
        case A.Substitute(friend, slot):
            return _("The Hint would have brought {friend} in on slot {slot}").format(
                friend=character_name(friend), slot=slot + 1
            )
        case A.Unsubstitute(slot) if (sent := _ally(allies, slot)) is not None:
            return _("The Hint would have sent the {friend} back").format(friend=sent)
        case A.Unsubstitute(slot):
            return _("The Hint would have sent the friend on slot {slot} back").format(slot=slot + 1)
        case A.PickSlot(slot) if (ally := _ally(allies, slot)) is not None:
            return _("The Hint would have picked the {ally}").format(ally=ally)
        case A.PickSlot(slot):
            return _("The Hint would have picked the ally in slot {slot}").format(slot=slot + 1)
        case A.StopGame():
            return _("The Hint would have stopped the game")
        case A.Back():
            return _("The Hint would have gone back to choose another fief")
        case A.BeginVisit():
            return _("The Hint would have started the visit")
        case _:
            assert_never(action)


def done_text(action: Action, allies: Allies = ()) -> str:
    """The player's choice, with no chance to tell ("You started the visit.")."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; here it ends its sentence.
    return _("{did}.").format(did=did_clause(action, allies))


def chosen_text(action: Action, chance: str, allies: Allies = ()) -> str:
    """The player's choice and its chance to win the visit ("You played the 7 of Eyes (40%).")."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} "40%", "≈40%" or "<1%"
    # (no particle may follow it: "<1%" is read 1퍼센트 미만).
    return _("{did} ({chance}).").format(did=did_clause(action, allies), chance=chance)


def hint_text(action: Action, chance: str, allies: Allies = ()) -> str:
    """The Hint's choice and its chance ("The Hint would have played the 2 of Eyes (71%).")."""
    # Translators: {hint} is a clause "The Hint would have played the 2 of Eyes"; {chance} "71%".
    return _("{hint} ({chance}).").format(hint=hint_clause(action, allies), chance=chance)


def costliest_text(action: Action, chance: str, allies: Allies = ()) -> str:
    """The review's visit line: the choice that cost the player the most, named as such."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit
    # afterwards ("40%", "<1%": no particle may follow it). The Hint's own choice follows in a sentence of its own.
    return _("{did} ({chance}): your costliest choice.").format(did=did_clause(action, allies), chance=chance)


def as_hint_text(action: Action, chance: str, allies: Allies = ()) -> str:
    """The player took the Hint's very choice."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit.
    return _("{did} ({chance}): the Hint's choice.").format(did=did_clause(action, allies), chance=chance)


def all_alike_text(action: Action, chance: str, allies: Allies = ()) -> str:
    """Every choice there had the same exact chance: the move is told, not judged."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit
    # ("0%", "100%": no particle may follow it). Every other choice had exactly the same chance (the
    # visit was already decided, e.g. played out by "Finish the visit"), so the move is not judged.
    return _("{did} ({chance}): every choice here had the same result.").format(
        did=did_clause(action, allies), chance=chance
    )


def as_good_text(action: Action, chance: str, allies: Allies = ()) -> str:
    """The player's choice kept as much as the Hint's (another move, the same chance)."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit.
    return _("{did} ({chance}): as good as the Hint's choice.").format(did=did_clause(action, allies), chance=chance)


def chosen_measure_text(action: Action, measure: str, allies: Allies = ()) -> str:
    """A fief chosen and its number, named ("You chose fief 2 (chance to reach 16 stars: ≈41%).")."""
    # Translators: {did} is a clause "You chose fief 2"; {measure} names its number and gives it
    # ("chance to reach 16 stars: ≈41%", "stars to expect: ≈2.6 ★"): the word "chance" is in it.
    return _("{did} ({measure}).").format(did=did_clause(action, allies), measure=measure)


def hint_measure_text(action: Action, measure: str, allies: Allies = ()) -> str:
    """The Hint's fief and its number, named."""
    # Translators: {hint} is a clause "The Hint would have chosen fief 7"; {measure} as above.
    return _("{hint} ({measure}).").format(hint=hint_clause(action, allies), measure=measure)


def as_hint_measure_text(action: Action, measure: str, allies: Allies = ()) -> str:
    """The player chose the Hint's very fief."""
    # Translators: {did} is a clause "You chose fief 2"; {measure} names its number and gives it.
    return _("{did} ({measure}): the Hint's choice.").format(did=did_clause(action, allies), measure=measure)


def as_good_measure_text(action: Action, measure: str, allies: Allies = ()) -> str:
    """The player's fief was as good as the Hint's by the number that decides."""
    # Translators: {did} is a clause "You chose fief 2"; {measure} names its number and gives it.
    return _("{did} ({measure}): as good as the Hint's choice.").format(did=did_clause(action, allies), measure=measure)
