"""The 24 character abilities, as RULES.md words them.

An ability starts with ``start(table, slot, via)`` and either finishes at once or
leaves a ``Decision`` on the table. The answer to a decision goes to the handler
of its ``step`` (see ``STEPS``), which may ask the next question. A question with
exactly one possible answer is answered at once, so the player is only asked real
choices. Rulings (RULES.md, "General rulings"): an ability that can do something
must be carried out fully; one that cannot has no effect; short piles give as much
as they hold.
"""

from __future__ import annotations

from collections.abc import Callable

from . import events as E
from .cards import CARD_NAMES, SUIT_LETTERS, card_suit, card_value
from .state import STATUS_UNVISITED, Decision, Fief, ally_slot, make_decision
from .table import Table

StartFn = Callable[[Table, int | None, str | None], None]
StepFn = Callable[[Table, Decision, object], None]

OPTION_STOP = "stop"
OPTION_CONTINUE = "continue"
OPTION_SKIP = "skip"


def _picked(choice: object) -> int:
    """The card, fief, slot or suit index the player picked: at these steps the rules offer only ints."""
    if isinstance(choice, int):
        return choice
    raise TypeError(f"a picked card, fief, slot or suit is an int, not {choice!r}")


def ask(
    t: Table,
    ability: str,
    slot: int | None,
    via: str | None,
    step: str,
    kind: str,
    options: list | tuple,
    data: tuple = (),
) -> None:
    """Put a question to the player, or answer it at once when only one answer exists."""
    decision = make_decision(
        ability=ability, slot=slot, step=step, kind=kind, options=tuple(options), data=data, via=via
    )
    if len(decision.options) == 1:
        STEPS[step](t, decision, decision.options[0])
    else:
        t.decision = decision


def answer(t: Table, decision: Decision, choice: object) -> None:
    """Resume the ability waiting on ``decision`` with a legal ``choice``."""
    t.decision = None
    STEPS[decision.step](t, decision, choice)


def no_effect(t: Table, ability: str) -> None:
    t.emit(E.NoEffect(ability))


def _known(t: Table) -> tuple[str, ...]:
    """The cards the player knows on top of the deck, top first."""
    return tuple([CARD_NAMES[c] for c in t.deck[: t.known_top]])


def _values(cards: list[int]) -> list[int]:
    return [card_value(c) for c in cards]


def _move_group(t: Table, ability: str, slot: int | None, via: str | None, cards: list[int], dest: str) -> None:
    """Several hand cards moving at once: the player says which one ends on top."""
    if not cards:
        return
    if len(cards) == 1:
        t.move_from_hand(cards, dest)
    else:
        ordered = tuple(sorted(cards))
        ask(t, ability, slot, via, "top", "card", ordered, (dest, ordered))


def _on_top(t: Table, d: Decision, choice: object) -> None:
    dest, cards = d.data
    t.move_from_hand(list(cards), dest, top=_picked(choice))


# -- Claws -------------------------------------------------------------------


def jack_of_claws(t: Table, slot: int | None, via: str | None) -> None:
    missing = 8 - len(t.hand)
    if missing <= 0 or not t.draw(missing):
        no_effect(t, "JC")


def queen_of_claws(t: Table, slot: int | None, via: str | None) -> None:
    taken = [t.take_top("deck"), t.take_top("discard"), t.take_top("score")]
    if not any(c is not None for c in taken):
        no_effect(t, "QC")


def king_of_claws(t: Table, slot: int | None, via: str | None) -> None:
    if not t.hand:
        no_effect(t, "KC")
        return
    highest = max(_values(t.hand))
    _move_group(t, "KC", slot, via, [c for c in t.hand if card_value(c) == highest], "score")


def prince_of_claws(t: Table, slot: int | None, via: str | None) -> None:
    _prince_of_claws_draw(t, slot, via)


def _prince_of_claws_draw(t: Table, slot: int | None, via: str | None) -> None:
    drawn = t.draw(1)
    if not drawn:
        return
    if card_suit(drawn[0]) == t.ruler_suit or not t.deck:
        return
    ask(t, "PC", slot, via, "pc_more", "option", (OPTION_STOP, OPTION_CONTINUE))


def _on_pc_more(t: Table, d: Decision, choice: object) -> None:
    if choice == OPTION_CONTINUE:
        _prince_of_claws_draw(t, d.slot, d.via)


def lady_of_claws(t: Table, slot: int | None, via: str | None) -> None:
    if not t.hand:
        no_effect(t, "LC")
        return
    lowest = min(_values(t.hand))
    ask(t, "LC", slot, via, "lc_discard", "card", sorted(c for c in t.hand if card_value(c) == lowest))


def _on_lc_discard(t: Table, d: Decision, choice: object) -> None:
    card = _picked(choice)
    t.discard_from_hand(card)
    t.draw(card_value(card))


def baron_of_claws(t: Table, slot: int | None, via: str | None) -> None:
    if not t.hand:
        no_effect(t, "BC")
        return
    ask(t, "BC", slot, via, "bc_name", "card", sorted(t.hand))


def _on_bc_name(t: Table, d: Decision, choice: object) -> None:
    value = card_value(_picked(choice))
    t.emit(E.NamedValue(CARD_NAMES[_picked(choice)], value))
    for card in [c for c in t.deck if card_value(c) == value]:
        t.deck.remove(card)
        t.hand.append(card)
        t.moved(card, "deck", "hand")
    t.shuffle_deck()


# -- Flowers -----------------------------------------------------------------


def jack_of_flowers(t: Table, slot: int | None, via: str | None) -> None:
    suit = t.ruler_suit
    cards = [c for c in t.hand if card_suit(c) == suit]
    if not cards:
        no_effect(t, "JF")
    _move_group(t, "JF", slot, via, cards, "discard")


def queen_of_flowers(t: Table, slot: int | None, via: str | None) -> None:
    if not t.score:
        no_effect(t, "QF")
        return
    card = t.score.pop()
    t.deck.insert(0, card)
    t.known_top += 1
    t.moved(card, "score", "deck")


def king_of_flowers(t: Table, slot: int | None, via: str | None) -> None:
    values = set(_values(t.hand))
    firsts = sorted(c for c in t.hand if 9 - card_value(c) in values)
    if not firsts:
        no_effect(t, "KF")
        return
    ask(t, "KF", slot, via, "kf_first", "card", firsts)


def _on_kf_first(t: Table, d: Decision, choice: object) -> None:
    first = _picked(choice)
    partners = sorted(c for c in t.hand if card_value(c) == 9 - card_value(first))
    ask(t, "KF", d.slot, d.via, "kf_partner", "card", partners, (first,))


def _on_kf_partner(t: Table, d: Decision, choice: object) -> None:
    # The first card goes down first, its partner on top: picking the other card
    # of the pair first gives the other order, so the player controls the top.
    t.discard_from_hand(d.data[0])
    t.discard_from_hand(_picked(choice))


def prince_of_flowers(t: Table, slot: int | None, via: str | None) -> None:
    counts: dict[int, int] = {}
    for v in _values(t.hand):
        counts[v] = counts.get(v, 0) + 1
    doubled = tuple(sorted(v for v, n in counts.items() if n > 1))
    if not doubled:
        no_effect(t, "PF")
        return
    _prince_of_flowers_next(t, slot, via, (), doubled)


def _prince_of_flowers_next(
    t: Table, slot: int | None, via: str | None, kept: tuple[int, ...], values: tuple[int, ...]
) -> None:
    if values:
        same = sorted(c for c in t.hand if card_value(c) == values[0])
        ask(t, "PF", slot, via, "pf_keep", "card", same, (kept, values[1:]))
        return
    kept_values = {card_value(c) for c in kept}
    extra = [c for c in t.hand if card_value(c) in kept_values and c not in kept]
    _move_group(t, "PF", slot, via, extra, "discard")


def _on_pf_keep(t: Table, d: Decision, choice: object) -> None:
    kept, values = d.data
    _prince_of_flowers_next(t, d.slot, d.via, (*kept, _picked(choice)), values)


def lady_of_flowers(t: Table, slot: int | None, via: str | None) -> None:
    size = len(t.hand)
    matching = sorted(c for c in t.hand if card_value(c) == size)
    if not matching:
        no_effect(t, "LF")
        return
    ask(t, "LF", slot, via, "lf_discard", "card", matching)


def _on_discard_choice(t: Table, d: Decision, choice: object) -> None:
    t.discard_from_hand(_picked(choice))


def baron_of_flowers(t: Table, slot: int | None, via: str | None) -> None:
    cards = [c for c in t.hand if card_value(c) <= 3]
    if not cards:
        no_effect(t, "BF")
    _move_group(t, "BF", slot, via, cards, "discard")


# -- Leaves ------------------------------------------------------------------


def jack_of_leaves(t: Table, slot: int | None, via: str | None) -> None:
    here = t.kingdom.visiting
    assert here is not None
    fiefs = t.kingdom.fiefs
    near = [
        f
        for f in range(max(0, here - 2), min(len(fiefs) - 1, here + 2) + 1)
        if f != here and fiefs[f].status is STATUS_UNVISITED
    ]
    if not near:
        no_effect(t, "JL")
        return
    ask(t, "JL", slot, via, "jl_fief", "fief", near)


def _on_jl_fief(t: Table, d: Decision, choice: object) -> None:
    other = _picked(choice)
    kingdom = t.kingdom
    here = kingdom.visiting
    assert here is not None
    fiefs = list(kingdom.fiefs)
    old, new = fiefs[here].ruler, fiefs[other].ruler
    fiefs[here] = Fief(new, fiefs[here].status)
    fiefs[other] = Fief(old, fiefs[other].status)
    t.kingdom = kingdom.with_fiefs(tuple(fiefs))
    t.emit(E.RulerSwapped(here, other, new, old))


def queen_of_leaves(t: Table, slot: int | None, via: str | None) -> None:
    ruler = t.ruler
    if ruler is None or ruler == "QL":
        no_effect(t, "QL")
        return
    t.emit(E.Borrowed(ruler, "QL"))
    ABILITIES[ruler](t, slot, "QL")


def king_of_leaves(t: Table, slot: int | None, via: str | None) -> None:
    if not t.deck or not t.hand:
        no_effect(t, "KL")
        return
    t.known_top = max(t.known_top, 1)
    t.emit(E.Peeked(1, _known(t)))
    ask(t, "KL", slot, via, "kl_swap", "card", sorted(t.hand))


def _on_kl_swap(t: Table, d: Decision, choice: object) -> None:
    card = _picked(choice)
    top = t.deck[0]
    t.deck[0] = card
    t.hand.remove(card)
    t.hand.append(top)
    t.moved(top, "deck", "hand")
    t.moved(card, "hand", "deck")
    t.known_top = max(t.known_top, 1)


def prince_of_leaves(t: Table, slot: int | None, via: str | None) -> None:
    here = t.kingdom.visiting
    assert here is not None
    fiefs = t.kingdom.fiefs
    left = next((f for f in range(here - 1, -1, -1) if fiefs[f].status is STATUS_UNVISITED), None)
    right = next((f for f in range(here + 1, len(fiefs)) if fiefs[f].status is STATUS_UNVISITED), None)
    options = [f for f in (left, right) if f is not None]
    if not options:
        no_effect(t, "PL")
        return
    ask(t, "PL", slot, via, "pl_fief", "fief", options)


def _on_pl_fief(t: Table, d: Decision, choice: object) -> None:
    here = t.kingdom.visiting
    t.kingdom = t.kingdom.with_visiting(_picked(choice))
    t.emit(E.VisitMoved(here, _picked(choice), t.kingdom.ruler))


def lady_of_leaves(t: Table, slot: int | None, via: str | None) -> None:
    t.draw(1)
    others = [i for i, a in enumerate(t.kingdom.allies) if a.exhausted and i != slot]
    if others:
        ask(t, "LL", slot, via, "ll_ready", "slot", others)


def _on_ll_ready(t: Table, d: Decision, choice: object) -> None:
    slot = _picked(choice)
    ally = t.kingdom.allies[slot]
    t.set_slot(slot, ally_slot(ally.ally, ally.substitute, False))
    t.emit(E.Readied(slot))


def baron_of_leaves(t: Table, slot: int | None, via: str | None) -> None:
    if not _baron_of_leaves_offer(t, slot, via, "discard") and not _baron_of_leaves_offer(t, slot, via, "score"):
        no_effect(t, "BL")


def _baron_of_leaves_offer(t: Table, slot: int | None, via: str | None, pile_name: str) -> bool:
    """Offer the exchange with one pile's top; False when no hand card matches it."""
    pile = t.discard if pile_name == "discard" else t.score
    if not pile:
        return False
    value = card_value(pile[-1])
    same = sorted(c for c in t.hand if card_value(c) == value)
    if not same:
        return False
    ask(t, "BL", slot, via, "bl_swap", "card", (*same, OPTION_SKIP), (pile_name,))
    return True


def _on_bl_swap(t: Table, d: Decision, choice: object) -> None:
    (pile_name,) = d.data
    if choice != OPTION_SKIP:
        card = _picked(choice)
        pile = t.discard if pile_name == "discard" else t.score
        top = pile.pop()
        t.hand.remove(card)
        pile.append(card)
        t.hand.append(top)
        t.moved(top, pile_name, "hand")
        t.moved(card, "hand", pile_name)
    if pile_name == "discard":
        _baron_of_leaves_offer(t, d.slot, d.via, "score")


# -- Eyes --------------------------------------------------------------------


def jack_of_eyes(t: Table, slot: int | None, via: str | None) -> None:
    t.draw(2)
    _discard_next(t, "JE", slot, via, "je_discard", 2)


def _discard_next(t: Table, ability: str, slot: int | None, via: str | None, step: str, left: int) -> None:
    if left > 0 and t.hand:
        ask(t, ability, slot, via, step, "card", sorted(t.hand), (left - 1,))


def _on_je_discard(t: Table, d: Decision, choice: object) -> None:
    t.discard_from_hand(_picked(choice))
    _discard_next(t, d.ability, d.slot, d.via, d.step, d.data[0])


def queen_of_eyes(t: Table, slot: int | None, via: str | None) -> None:
    seen = min(3, len(t.deck))
    if not seen:
        no_effect(t, "QE")
        return
    t.known_top = max(t.known_top, seen)
    t.emit(E.Peeked(seen, _known(t)))


def king_of_eyes(t: Table, slot: int | None, via: str | None) -> None:
    ask(t, "KE", slot, via, "ke_suit", "suit", (0, 1, 2, 3))


def _on_ke_suit(t: Table, d: Decision, choice: object) -> None:
    suit = _picked(choice)
    t.emit(E.NamedSuit(SUIT_LETTERS[suit]))
    t.draw(2)
    _move_group(t, d.ability, d.slot, d.via, [c for c in t.hand if card_suit(c) == suit], "discard")


def prince_of_eyes(t: Table, slot: int | None, via: str | None) -> None:
    others = sum(1 for i, a in enumerate(t.kingdom.allies) if a.exhausted and i != slot)
    _prince_of_eyes_next(t, slot, via, 1 + others)


def _prince_of_eyes_next(t: Table, slot: int | None, via: str | None, repeats: int) -> None:
    while repeats > 0:
        if t.hand:
            ask(t, "PE", slot, via, "pe_discard", "card", sorted(t.hand), (repeats,))
            return
        t.draw(1)  # nothing to discard: do as much as possible
        repeats -= 1


def _on_pe_discard(t: Table, d: Decision, choice: object) -> None:
    t.discard_from_hand(_picked(choice))
    t.draw(1)
    _prince_of_eyes_next(t, d.slot, d.via, d.data[0] - 1)


def lady_of_eyes(t: Table, slot: int | None, via: str | None) -> None:
    drawn = t.draw(2)
    if not drawn:
        no_effect(t, "LE")
        return
    _lady_of_eyes_next(t, slot, via, sum(_values(drawn)))


def reachable_sums(values: list[int], limit: int) -> int:
    """Bit ``s`` is set when some subset of ``values`` adds up to ``s`` (s <= limit)."""
    mask = (1 << (limit + 1)) - 1
    sums = 1
    for v in values:
        sums |= (sums << v) & mask
    return sums


def _lady_of_eyes_next(t: Table, slot: int | None, via: str | None, remaining: int) -> None:
    if remaining <= 0:
        return
    hand = t.hand
    options = []
    for i, card in enumerate(hand):
        value = card_value(card)
        if value <= remaining:
            rest = _values(hand[:i] + hand[i + 1 :])
            if reachable_sums(rest, remaining - value) >> (remaining - value) & 1:
                options.append(card)
    ask(t, "LE", slot, via, "le_discard", "card", sorted(options), (remaining,))


def _on_le_discard(t: Table, d: Decision, choice: object) -> None:
    card = _picked(choice)
    t.discard_from_hand(card)
    _lady_of_eyes_next(t, d.slot, d.via, d.data[0] - card_value(card))


def baron_of_eyes(t: Table, slot: int | None, via: str | None) -> None:
    t.baron_eyes = True
    t.emit(E.BARON_EYES_ARMED)


def baron_of_eyes_after_response(t: Table, response: int) -> None:
    """The Baron of Eyes' effect once the next response has landed."""
    t.baron_eyes = False
    even = card_value(response) % 2 == 0
    t.emit(E.BaronEyes(CARD_NAMES[response], even))
    if even:
        t.draw(1)
    elif t.hand:
        ask(t, "BE", None, None, "be_discard", "card", sorted(t.hand))


def pick_progress(decision: Decision) -> tuple[int, int] | None:
    """For an ability asking for a fixed number of cards one at a time: (this pick, of how many)."""
    step = decision.step
    if step == "je_discard":
        return 2 - decision.data[0], 2  # data: how many are still to come after this one
    if step == "kf_first":
        return 1, 2
    if step == "kf_partner":
        return 2, 2
    return None


ABILITIES: dict[str, StartFn] = {
    "JC": jack_of_claws,
    "QC": queen_of_claws,
    "KC": king_of_claws,
    "PC": prince_of_claws,
    "LC": lady_of_claws,
    "BC": baron_of_claws,
    "JF": jack_of_flowers,
    "QF": queen_of_flowers,
    "KF": king_of_flowers,
    "PF": prince_of_flowers,
    "LF": lady_of_flowers,
    "BF": baron_of_flowers,
    "JL": jack_of_leaves,
    "QL": queen_of_leaves,
    "KL": king_of_leaves,
    "PL": prince_of_leaves,
    "LL": lady_of_leaves,
    "BL": baron_of_leaves,
    "JE": jack_of_eyes,
    "QE": queen_of_eyes,
    "KE": king_of_eyes,
    "PE": prince_of_eyes,
    "LE": lady_of_eyes,
    "BE": baron_of_eyes,
}

STEPS: dict[str, StepFn] = {
    "top": _on_top,
    "pc_more": _on_pc_more,
    "lc_discard": _on_lc_discard,
    "bc_name": _on_bc_name,
    "kf_first": _on_kf_first,
    "kf_partner": _on_kf_partner,
    "pf_keep": _on_pf_keep,
    "lf_discard": _on_discard_choice,
    "jl_fief": _on_jl_fief,
    "kl_swap": _on_kl_swap,
    "pl_fief": _on_pl_fief,
    "ll_ready": _on_ll_ready,
    "bl_swap": _on_bl_swap,
    "je_discard": _on_je_discard,
    "ke_suit": _on_ke_suit,
    "pe_discard": _on_pe_discard,
    "le_discard": _on_le_discard,
    "be_discard": _on_discard_choice,
}
