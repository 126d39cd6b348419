"""A choice of the player, and the Hint's, told in whole sentences: "You played the 7 of Eyes
(40%). The Hint would have revealed the next statement (71%)."

A choice is not one phrase put into every sentence ("You chose start the visit"): each kind of
action has its own clause, one for what the player did and one for what the Hint would have
done, so that each language writes its verb, its article, its case and its particle
(``{card:le}``, ``{friend:acc}``, ``{card|을}``). A clause has no full stop; the sentences
around it (``chosen_text``, ``hint_text``...) add the chance and the stop.

An ally is named by its character ("You used the Queen of Leaves"), not by its slot, when the
caller gives ``allies``: the character each slot offers at that moment (``allies_of``).

An answer to an ability's question is said by what it did when the caller gives ``asked``, the
question (``asked_of``): "You discarded the 2 of Flowers", "You swapped the King of Claws with the
Prince of Leaves of fief 1" (a first-time player read "You picked the 2 of Flowers" and "You chose
fief 1" for those). Without it, the plain clause ("You picked the 2 of Flowers").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import assert_never

from ..core import State
from ..core import actions as A
from ..core.abilities import (
    BC_NAME,
    BE_DISCARD,
    BL_SWAP,
    JE_DISCARD,
    JL_FIEF,
    KE_SUIT,
    KF_FIRST,
    KF_PARTNER,
    KL_SWAP,
    LC_DISCARD,
    LE_DISCARD,
    LF_DISCARD,
    LL_READY,
    PE_DISCARD,
    PF_KEEP,
    PL_FIEF,
    TOP,
)
from ..core.actions import Action
from ..core.cards import CARD_NAMES
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


@dataclass(frozen=True, slots=True)
class Asked:
    """The ability's question a choice answered (``core.abilities.Question``'s name and its
    decision's data) and what its words need: the ruler of the fief visited, each fief's ruler."""

    step: str
    data: tuple = ()
    here: str | None = None
    rulers: tuple[str | None, ...] = ()


def asked_of(state: State) -> Asked | None:
    """The question ``state`` waits on (None outside an ability's question)."""
    decision = state.decision
    if decision is None:
        return None
    kingdom = state.kingdom
    here = None if kingdom.visiting is None else kingdom.fiefs[kingdom.visiting].ruler
    return Asked(decision.step, decision.data, here, tuple(f.ruler for f in kingdom.fiefs))


#: The questions whose card picked is discarded.
DISCARDING = frozenset(
    q.name for q in (LC_DISCARD, KF_FIRST, KF_PARTNER, LF_DISCARD, JE_DISCARD, PE_DISCARD, LE_DISCARD, BE_DISCARD)
)


def _on_score(asked: Asked) -> bool:
    """Whether the pile of a question that names one (``TOP``, ``BL_SWAP``) is the score pile."""
    return bool(asked.data) and asked.data[0] == "score"


def _card_answer(card: int, asked: Asked, hint: bool) -> str | None:
    """The clause of a card answering ``asked`` by what it did (None: the plain clause says it)."""
    step, score = asked.step, _on_score(asked)
    if step in DISCARDING:
        # Translators: an ability's question answered by a card discarded ("the 2 of Flowers").
        did = _("The Hint would have discarded the {card}") if hint else _("You discarded the {card}")
    elif step == TOP.name and score:
        # Translators: several hand cards went onto the score pile at once: the one put on top.
        did = (
            _("The Hint would have put the {card} on top of the score pile")
            if hint
            else _("You put the {card} on top of the score pile")
        )
    elif step == TOP.name:
        # Translators: several hand cards went onto the discard pile at once: the one put on top.
        did = (
            _("The Hint would have put the {card} on top of the discard pile")
            if hint
            else _("You put the {card} on top of the discard pile")
        )
    elif step == PF_KEEP.name:
        # Translators: the Prince of Flowers: the card of its value kept (the others are discarded).
        did = _("The Hint would have kept the {card}") if hint else _("You kept the {card}")
    elif step == BC_NAME.name:
        # Translators: the Baron of Claws: a hand card named; every deck card of its value is drawn.
        did = _("The Hint would have named the value of the {card}") if hint else _("You named the value of the {card}")
    elif step == KL_SWAP.name:
        # Translators: the King of Leaves: a hand card exchanged with the deck's top card.
        did = (
            _("The Hint would have exchanged the {card} with the top card of the deck")
            if hint
            else _("You exchanged the {card} with the top card of the deck")
        )
    elif step == BL_SWAP.name and score:
        # Translators: the Baron of Leaves: a hand card exchanged with the score pile's top card.
        did = (
            _("The Hint would have exchanged the {card} with the top card of the score pile")
            if hint
            else _("You exchanged the {card} with the top card of the score pile")
        )
    elif step == BL_SWAP.name:
        # Translators: the Baron of Leaves: a hand card exchanged with the discard pile's top card.
        did = (
            _("The Hint would have exchanged the {card} with the top card of the discard pile")
            if hint
            else _("You exchanged the {card} with the top card of the discard pile")
        )
    else:
        return None
    return did.format(card=card_label(CARD_NAMES[card]))


def _swap_answer(fief: int, asked: Asked, hint: bool) -> str | None:
    """The Jack of Leaves' answer: the rulers that changed places (None when one is not known)."""
    other = asked.rulers[fief] if 0 <= fief < len(asked.rulers) else None
    if asked.here is None or other is None:
        return None
    # Translators: the Jack of Leaves: the ruler of the fief visited ({ruler}) and the ruler of
    # fief {fief} ({other}) changed places.
    did = (
        _("The Hint would have swapped the {ruler} with the {other} of fief {fief}")
        if hint
        else _("You swapped the {ruler} with the {other} of fief {fief}")
    )
    return did.format(ruler=character_name(asked.here), other=character_name(other), fief=fief)


def _answer_clause(action: Action, allies: Allies, asked: Asked | None, hint: bool) -> str | None:
    """The clause of an answer to ``asked``, said by what it did (the Hint's when ``hint``); None
    when the plain clause says it (or the question is not known)."""
    if asked is None:
        return None
    match action:
        case A.PickCard(card):
            return _card_answer(card, asked, hint)
        case A.PickFief(fief) if asked.step == JL_FIEF.name:
            return _swap_answer(fief, asked, hint)
        case A.PickFief(fief) if asked.step == PL_FIEF.name:
            # Translators: the Prince of Leaves: the visit moved to another fief.
            did = (
                _("The Hint would have moved the visit to fief {fief}")
                if hint
                else _("You moved the visit to fief {fief}")
            )
            return did.format(fief=fief)
        case A.PickSlot(slot) if asked.step == LL_READY.name and (ally := _ally(allies, slot)) is not None:
            # Translators: the Lady of Leaves: an exhausted ally made ready again ("the Queen of Leaves").
            did = _("The Hint would have made the {ally} ready again") if hint else _("You made the {ally} ready again")
            return did.format(ally=ally)
        case A.PickSuit(suit) if asked.step == KE_SUIT.name:
            # Translators: the King of Eyes: a suit named (every card of it drawn is discarded).
            did = _("The Hint would have named {suit}") if hint else _("You named {suit}")
            return did.format(suit=suit_name(suit))
    return None


def did_clause(action: Action, allies: Allies = (), asked: Asked | None = None) -> str:
    """What the player did, as a clause that begins a sentence ("You played the 7 of Eyes");
    an answer to ``asked`` by what it did ("You discarded the 2 of Flowers")."""
    answered = _answer_clause(action, allies, asked, False)
    if answered is not None:
        return answered
    # Translators: the clauses "You played the 7 of Eyes", "You revealed the next statement"...
    # begin a sentence and have no full stop (a chance in brackets may follow).
    match action:
        case A.Play(card):
            return _("You played the {card}").format(card=card_label(CARD_NAMES[card]))
        case A.PickCard(card):
            return _("You picked the {card}").format(card=card_label(CARD_NAMES[card]))
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


def hint_clause(action: Action, allies: Allies = (), asked: Asked | None = None) -> str:
    """What the Hint would have done, as a clause that begins a sentence (an answer to ``asked``
    by what it would have done)."""
    answered = _answer_clause(action, allies, asked, True)
    if answered is not None:
        return answered
    # Translators: the clauses "The Hint would have played the 2 of Eyes"... begin a sentence and
    # have no full stop (a chance in brackets follows).
    match action:
        case A.Play(card):
            return _("The Hint would have played the {card}").format(card=card_label(CARD_NAMES[card]))
        case A.PickCard(card):
            return _("The Hint would have picked the {card}").format(card=card_label(CARD_NAMES[card]))
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


def done_text(action: Action, allies: Allies = (), asked: Asked | None = None) -> str:
    """The player's choice, with no chance to tell ("You started the visit.")."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; here it ends its sentence.
    return _("{did}.").format(did=did_clause(action, allies, asked))


def chosen_text(action: Action, chance: str, allies: Allies = (), asked: Asked | None = None) -> str:
    """The player's choice and its chance to win the visit ("You played the 7 of Eyes (40%).")."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} "40%", "≈40%" or "<1%"
    # (no particle may follow it: "<1%" is read 1퍼센트 미만).
    return _("{did} ({chance}).").format(did=did_clause(action, allies, asked), chance=chance)


def hint_text(action: Action, chance: str, allies: Allies = (), asked: Asked | None = None) -> str:
    """The Hint's choice and its chance ("The Hint would have played the 2 of Eyes (71%).")."""
    # Translators: {hint} is a clause "The Hint would have played the 2 of Eyes"; {chance} "71%".
    return _("{hint} ({chance}).").format(hint=hint_clause(action, allies, asked), chance=chance)


def costliest_text(action: Action, chance: str, allies: Allies = (), asked: Asked | None = None) -> str:
    """The review's visit line: the choice that cost the player the most in its visit, named as such (the
    replay says it at each visit's: p63 read "your costliest choice" at four decisions, as if of the game)."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit
    # afterwards ("40%", "<1%": no particle may follow it). The costliest of this visit's choices (each
    # visit has its own). The Hint's own choice follows in a sentence of its own.
    return _("{did} ({chance}): your costliest choice this visit.").format(
        did=did_clause(action, allies, asked), chance=chance
    )


def as_hint_text(action: Action, chance: str, allies: Allies = (), asked: Asked | None = None) -> str:
    """The player took the Hint's very choice."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit.
    return _("{did} ({chance}): the Hint's choice.").format(did=did_clause(action, allies, asked), chance=chance)


def all_alike_text(action: Action, chance: str, allies: Allies = (), asked: Asked | None = None) -> str:
    """Every choice there had the same exact chance: the move is told, not judged."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit
    # ("0%", "100%": no particle may follow it). Every other choice had exactly the same chance (the
    # visit was already decided, e.g. played out by "Finish the visit"), so the move is not judged.
    return _("{did} ({chance}): every choice here had the same result.").format(
        did=did_clause(action, allies, asked), chance=chance
    )


def as_good_text(action: Action, chance: str, allies: Allies = (), asked: Asked | None = None) -> str:
    """The player's choice kept as much as the Hint's (another move, the same chance)."""
    # Translators: {did} is a clause "You played the 7 of Eyes"; {chance} its chance to win the visit.
    return _("{did} ({chance}): as good as the Hint's choice.").format(
        did=did_clause(action, allies, asked), chance=chance
    )


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
