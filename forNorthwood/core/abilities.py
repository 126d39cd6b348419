"""The 24 character abilities, as docs/RULES.md words them, and what each one is.

An ability starts with ``start(table, slot, via)`` and either finishes at once or
leaves a ``Decision`` on the table. The answer to a decision goes to its ``Question``'s
handler, which may ask the next question. A question with exactly one possible
answer is answered at once, so the player is only asked real choices. Rulings
(docs/RULES.md, "General rulings"): an ability that can do something must be carried
out fully; one that cannot has no effect; short piles give as much as they hold.

``SPECS`` holds one ``AbilitySpec`` per character: its handler, the steps it may ask
(each with its handler, its prompt's key and what its data holds, for saves), and what
it reads or does that other modules ask about (which piles' top cards it reads, whether
it readies allies, changes the ruler or borrows the ruler's ability...). Those modules
derive their answers from the specs instead of keeping lists of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import events as E
from .cards import CARD_NAMES, SUIT_LETTERS, card_suit, card_value
from .scratch import Scratch
from .state import STATUS_UNVISITED, Decision, DecisionKind, Fief, ally_slot, make_decision

StartFn = Callable[[Scratch, int | None, str | None], None]
StepFn = Callable[[Scratch, Decision, object], None]

OPTION_STOP = "stop"
OPTION_CONTINUE = "continue"
OPTION_SKIP = "skip"


@dataclass(frozen=True, slots=True)
class Datum:
    """What one item of a decision's ``data`` is, so that a save can write and check it."""

    kind: str  # "pile" (discard or score), "card", "cards", "count" or "counts"
    limit: int = 0  # the largest count


PILE = Datum("pile")
CARD = Datum("card")
CARDS = Datum("cards")


def count(limit: int) -> Datum:
    return Datum("count", limit)


def counts(limit: int) -> Datum:
    return Datum("counts", limit)


@dataclass(frozen=True, slots=True)
class Question:
    """One question an ability may ask.

    ``name`` is the decision's ``step`` (saves and the protocol's view carry it); ``kind``
    what is picked ("card", "suit", "fief", "slot" or "option"); ``resume`` carries the
    answer out; ``prompt`` is the key of the question's words in ``i18n.messages``;
    ``data`` says what the decision's ``data`` holds, item by item; ``progress``, for a
    question asked a fixed number of times, gives (this pick, of how many) from the data.
    """

    name: str
    kind: DecisionKind
    resume: StepFn
    prompt: str
    data: tuple[Datum, ...] = ()
    progress: Callable[[tuple], tuple[int, int]] | None = None


@dataclass(frozen=True, slots=True)
class AbilitySpec:
    """Everything about one character's ability, in one place.

    ``reads_tops``: the piles ("discard", "score") whose top card the ability reads or
    takes. ``readies_allies``: it can make an exhausted ally ready again.
    ``changes_ruler``: another ruler may preside over the visit after it.
    ``borrows_ruler``: it resolves the current ruler's ability. ``unscores``: it can take
    a card off the score pile. ``scores_hand``: it moves hand cards onto the score pile.
    ``fills_hand``: it can bring a card into the hand (a draw, a take or an exchange).
    ``tops_to_hand``: it can bring a pile's top card into the hand.
    """

    code: str
    start: StartFn
    steps: tuple[Question, ...] = ()
    reads_tops: frozenset[str] = frozenset()
    readies_allies: bool = False
    changes_ruler: bool = False
    borrows_ruler: bool = False
    unscores: bool = False
    scores_hand: bool = False
    fills_hand: bool = False
    tops_to_hand: bool = False


def _picked(choice: object) -> int:
    """The card, fief, slot or suit index the player picked: at these steps the rules offer only ints."""
    if isinstance(choice, int):
        return choice
    raise TypeError(f"a picked card, fief, slot or suit is an int, not {choice!r}")


def ask(
    t: Scratch,
    ability: str,
    slot: int | None,
    via: str | None,
    step: Question,
    options: list | tuple,
    data: tuple = (),
) -> None:
    """Put a question to the player, or answer it at once when only one answer exists."""
    decision = make_decision(
        ability=ability, slot=slot, step=step.name, kind=step.kind, options=tuple(options), data=data, via=via
    )
    if len(decision.options) == 1:
        step.resume(t, decision, decision.options[0])
    else:
        t.decision = decision


def answer(t: Scratch, decision: Decision, choice: object) -> None:
    """Resume the ability waiting on ``decision`` with a legal ``choice``."""
    t.decision = None
    STEPS[decision.step].resume(t, decision, choice)


def no_effect(t: Scratch, ability: str) -> None:
    t.emit(E.NoEffect(ability))


def _known(t: Scratch) -> tuple[str, ...]:
    """The cards the player knows on top of the deck, top first."""
    return tuple([CARD_NAMES[c] for c in t.deck[: t.known_top]])


def _values(cards: list[int]) -> list[int]:
    return [card_value(c) for c in cards]


def _move_group(t: Scratch, ability: str, slot: int | None, via: str | None, cards: list[int], dest: str) -> None:
    """Several hand cards moving at once: the player says which one ends on top."""
    if not cards:
        return
    if len(cards) == 1:
        t.move_from_hand(cards, dest)
    else:
        ordered = tuple(sorted(cards))
        ask(t, ability, slot, via, TOP, ordered, (dest, ordered))


def _on_top(t: Scratch, d: Decision, choice: object) -> None:
    dest, cards = d.data
    t.move_from_hand(list(cards), dest, top=_picked(choice))


# -- Claws -------------------------------------------------------------------


def jack_of_claws(t: Scratch, slot: int | None, via: str | None) -> None:
    missing = 8 - len(t.hand)
    if missing <= 0 or not t.draw(missing):
        no_effect(t, "JC")


def queen_of_claws(t: Scratch, slot: int | None, via: str | None) -> None:
    taken = [t.take_top("deck"), t.take_top("discard"), t.take_top("score")]
    if not any(c is not None for c in taken):
        no_effect(t, "QC")


def king_of_claws(t: Scratch, slot: int | None, via: str | None) -> None:
    if not t.hand:
        no_effect(t, "KC")
        return
    highest = max(_values(t.hand))
    _move_group(t, "KC", slot, via, [c for c in t.hand if card_value(c) == highest], "score")


def prince_of_claws(t: Scratch, slot: int | None, via: str | None) -> None:
    _prince_of_claws_draw(t, slot, via)


def _prince_of_claws_draw(t: Scratch, slot: int | None, via: str | None) -> None:
    drawn = t.draw(1)
    if not drawn:
        return
    if card_suit(drawn[0]) == t.ruler_suit or not t.deck:
        return
    ask(t, "PC", slot, via, PC_MORE, (OPTION_STOP, OPTION_CONTINUE))


def _on_pc_more(t: Scratch, d: Decision, choice: object) -> None:
    if choice == OPTION_CONTINUE:
        _prince_of_claws_draw(t, d.slot, d.via)


def lady_of_claws(t: Scratch, slot: int | None, via: str | None) -> None:
    if not t.hand:
        no_effect(t, "LC")
        return
    lowest = min(_values(t.hand))
    ask(t, "LC", slot, via, LC_DISCARD, sorted(c for c in t.hand if card_value(c) == lowest))


def _on_lc_discard(t: Scratch, d: Decision, choice: object) -> None:
    card = _picked(choice)
    t.discard_from_hand(card)
    t.draw(card_value(card))


def baron_of_claws(t: Scratch, slot: int | None, via: str | None) -> None:
    if not t.hand:
        no_effect(t, "BC")
        return
    ask(t, "BC", slot, via, BC_NAME, sorted(t.hand))


def _on_bc_name(t: Scratch, d: Decision, choice: object) -> None:
    value = card_value(_picked(choice))
    t.emit(E.NamedValue(CARD_NAMES[_picked(choice)], value))
    for card in [c for c in t.deck if card_value(c) == value]:
        if t.deck.index(card) < t.known_top:
            t.known_top -= 1  # a known card leaves the known top (the shuffle below forgets the rest)
        t.deck.remove(card)
        t.hand.append(card)
        t.moved(card, "deck", "hand")
    t.shuffle_deck()


# -- Flowers -----------------------------------------------------------------


def jack_of_flowers(t: Scratch, slot: int | None, via: str | None) -> None:
    suit = t.ruler_suit
    cards = [c for c in t.hand if card_suit(c) == suit]
    if not cards:
        no_effect(t, "JF")
    _move_group(t, "JF", slot, via, cards, "discard")


def queen_of_flowers(t: Scratch, slot: int | None, via: str | None) -> None:
    if not t.score:
        no_effect(t, "QF")
        return
    card = t.score.pop()
    t.deck.insert(0, card)
    t.known_top += 1
    t.moved(card, "score", "deck")


def king_of_flowers(t: Scratch, slot: int | None, via: str | None) -> None:
    values = set(_values(t.hand))
    firsts = sorted(c for c in t.hand if 9 - card_value(c) in values)
    if not firsts:
        no_effect(t, "KF")
        return
    ask(t, "KF", slot, via, KF_FIRST, firsts)


def _on_kf_first(t: Scratch, d: Decision, choice: object) -> None:
    first = _picked(choice)
    partners = sorted(c for c in t.hand if card_value(c) == 9 - card_value(first))
    ask(t, "KF", d.slot, d.via, KF_PARTNER, partners, (first,))


def _on_kf_partner(t: Scratch, d: Decision, choice: object) -> None:
    # The first card goes down first, its partner on top: picking the other card
    # of the pair first gives the other order, so the player controls the top.
    t.discard_from_hand(d.data[0])
    t.discard_from_hand(_picked(choice))


def prince_of_flowers(t: Scratch, slot: int | None, via: str | None) -> None:
    counts: dict[int, int] = {}
    for v in _values(t.hand):
        counts[v] = counts.get(v, 0) + 1
    doubled = tuple(sorted(v for v, n in counts.items() if n > 1))
    if not doubled:
        no_effect(t, "PF")
        return
    _prince_of_flowers_next(t, slot, via, (), doubled)


def _prince_of_flowers_next(
    t: Scratch, slot: int | None, via: str | None, kept: tuple[int, ...], values: tuple[int, ...]
) -> None:
    if values:
        same = sorted(c for c in t.hand if card_value(c) == values[0])
        ask(t, "PF", slot, via, PF_KEEP, same, (kept, values[1:]))
        return
    kept_values = {card_value(c) for c in kept}
    extra = [c for c in t.hand if card_value(c) in kept_values and c not in kept]
    _move_group(t, "PF", slot, via, extra, "discard")


def _on_pf_keep(t: Scratch, d: Decision, choice: object) -> None:
    kept, values = d.data
    _prince_of_flowers_next(t, d.slot, d.via, (*kept, _picked(choice)), values)


def lady_of_flowers(t: Scratch, slot: int | None, via: str | None) -> None:
    size = len(t.hand)
    matching = sorted(c for c in t.hand if card_value(c) == size)
    if not matching:
        no_effect(t, "LF")
        return
    ask(t, "LF", slot, via, LF_DISCARD, matching)


def _on_discard_choice(t: Scratch, d: Decision, choice: object) -> None:
    t.discard_from_hand(_picked(choice))


def baron_of_flowers(t: Scratch, slot: int | None, via: str | None) -> None:
    cards = [c for c in t.hand if card_value(c) <= 3]
    if not cards:
        no_effect(t, "BF")
    _move_group(t, "BF", slot, via, cards, "discard")


# -- Leaves ------------------------------------------------------------------


def jack_of_leaves(t: Scratch, slot: int | None, via: str | None) -> None:
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
    ask(t, "JL", slot, via, JL_FIEF, near)


def _on_jl_fief(t: Scratch, d: Decision, choice: object) -> None:
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


def queen_of_leaves(t: Scratch, slot: int | None, via: str | None) -> None:
    ruler = t.ruler
    if ruler is None or ruler == "QL":
        no_effect(t, "QL")
        return
    t.emit(E.Borrowed(ruler, "QL"))
    SPECS[ruler].start(t, slot, "QL")


def king_of_leaves(t: Scratch, slot: int | None, via: str | None) -> None:
    if not t.deck or not t.hand:
        no_effect(t, "KL")
        return
    t.peek(1)
    t.emit(E.Peeked(1, _known(t)))
    ask(t, "KL", slot, via, KL_SWAP, sorted(t.hand))


def _on_kl_swap(t: Scratch, d: Decision, choice: object) -> None:
    # Each card's move comes right after it (``Scratch.moved``): the known top into the hand,
    # then the hand card onto the deck, where the player knows it.
    card = _picked(choice)
    top = t.deck.pop(0)
    t.known_top = max(t.known_top - 1, 0)
    t.hand.append(top)
    t.moved(top, "deck", "hand")
    t.hand.remove(card)
    t.deck.insert(0, card)
    t.known_top += 1
    t.moved(card, "hand", "deck")


def prince_of_leaves(t: Scratch, slot: int | None, via: str | None) -> None:
    here = t.kingdom.visiting
    assert here is not None
    fiefs = t.kingdom.fiefs
    left = next((f for f in range(here - 1, -1, -1) if fiefs[f].status is STATUS_UNVISITED), None)
    right = next((f for f in range(here + 1, len(fiefs)) if fiefs[f].status is STATUS_UNVISITED), None)
    options = [f for f in (left, right) if f is not None]
    if not options:
        no_effect(t, "PL")
        return
    ask(t, "PL", slot, via, PL_FIEF, options)


def _on_pl_fief(t: Scratch, d: Decision, choice: object) -> None:
    here = t.kingdom.visiting
    t.kingdom = t.kingdom.with_visiting(_picked(choice))
    t.emit(E.VisitMoved(here, _picked(choice), t.kingdom.ruler))


def lady_of_leaves(t: Scratch, slot: int | None, via: str | None) -> None:
    t.draw(1)
    others = [i for i, a in enumerate(t.kingdom.allies) if a.exhausted and i != slot]
    if others:
        ask(t, "LL", slot, via, LL_READY, others)


def _on_ll_ready(t: Scratch, d: Decision, choice: object) -> None:
    slot = _picked(choice)
    ally = t.kingdom.allies[slot]
    t.set_slot(slot, ally_slot(ally.ally, ally.substitute, False))
    t.emit(E.Readied(slot))


def baron_of_leaves(t: Scratch, slot: int | None, via: str | None) -> None:
    if not _baron_of_leaves_offer(t, slot, via, "discard") and not _baron_of_leaves_offer(t, slot, via, "score"):
        no_effect(t, "BL")


def _baron_of_leaves_offer(t: Scratch, slot: int | None, via: str | None, pile_name: str) -> bool:
    """Offer the exchange with one pile's top; False when no hand card matches it."""
    pile = t.discard if pile_name == "discard" else t.score
    if not pile:
        return False
    value = card_value(pile[-1])
    same = sorted(c for c in t.hand if card_value(c) == value)
    if not same:
        return False
    ask(t, "BL", slot, via, BL_SWAP, (*same, OPTION_SKIP), (pile_name,))
    return True


def _on_bl_swap(t: Scratch, d: Decision, choice: object) -> None:
    (pile_name,) = d.data
    if choice != OPTION_SKIP:
        card = _picked(choice)
        pile = t.discard if pile_name == "discard" else t.score
        top = pile.pop()
        t.hand.append(top)
        t.moved(top, pile_name, "hand")
        t.hand.remove(card)
        pile.append(card)
        t.moved(card, "hand", pile_name)
    if pile_name == "discard":
        _baron_of_leaves_offer(t, d.slot, d.via, "score")


# -- Eyes --------------------------------------------------------------------


def jack_of_eyes(t: Scratch, slot: int | None, via: str | None) -> None:
    t.draw(2)
    _jack_of_eyes_next(t, slot, via, 2)


def _jack_of_eyes_next(t: Scratch, slot: int | None, via: str | None, left: int) -> None:
    if left > 0 and t.hand:
        ask(t, "JE", slot, via, JE_DISCARD, sorted(t.hand), (left - 1,))


def _on_je_discard(t: Scratch, d: Decision, choice: object) -> None:
    t.discard_from_hand(_picked(choice))
    _jack_of_eyes_next(t, d.slot, d.via, d.data[0])


def queen_of_eyes(t: Scratch, slot: int | None, via: str | None) -> None:
    seen = min(3, len(t.deck))
    if not seen:
        no_effect(t, "QE")
        return
    t.peek(seen)
    t.emit(E.Peeked(seen, _known(t)))


def king_of_eyes(t: Scratch, slot: int | None, via: str | None) -> None:
    ask(t, "KE", slot, via, KE_SUIT, (0, 1, 2, 3))


def _on_ke_suit(t: Scratch, d: Decision, choice: object) -> None:
    suit = _picked(choice)
    t.emit(E.NamedSuit(SUIT_LETTERS[suit]))
    t.draw(2)
    _move_group(t, d.ability, d.slot, d.via, [c for c in t.hand if card_suit(c) == suit], "discard")


def prince_of_eyes(t: Scratch, slot: int | None, via: str | None) -> None:
    others = sum(1 for i, a in enumerate(t.kingdom.allies) if a.exhausted and i != slot)
    _prince_of_eyes_next(t, slot, via, 1 + others)


def _prince_of_eyes_next(t: Scratch, slot: int | None, via: str | None, repeats: int) -> None:
    while repeats > 0:
        if t.hand:
            ask(t, "PE", slot, via, PE_DISCARD, sorted(t.hand), (repeats,))
            return
        t.draw(1)  # nothing to discard: do as much as possible
        repeats -= 1


def _on_pe_discard(t: Scratch, d: Decision, choice: object) -> None:
    t.discard_from_hand(_picked(choice))
    t.draw(1)
    _prince_of_eyes_next(t, d.slot, d.via, d.data[0] - 1)


def lady_of_eyes(t: Scratch, slot: int | None, via: str | None) -> None:
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


def _lady_of_eyes_next(t: Scratch, slot: int | None, via: str | None, remaining: int) -> None:
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
    ask(t, "LE", slot, via, LE_DISCARD, sorted(options), (remaining,))


def _on_le_discard(t: Scratch, d: Decision, choice: object) -> None:
    card = _picked(choice)
    t.discard_from_hand(card)
    _lady_of_eyes_next(t, d.slot, d.via, d.data[0] - card_value(card))


def baron_of_eyes(t: Scratch, slot: int | None, via: str | None) -> None:
    t.baron_eyes = True
    t.emit(E.BARON_EYES_ARMED)


def baron_of_eyes_after_response(t: Scratch, response: int) -> None:
    """The Baron of Eyes' effect once the next response has landed."""
    t.baron_eyes = False
    even = card_value(response) % 2 == 0
    t.emit(E.BaronEyes(CARD_NAMES[response], even))
    if even:
        t.draw(1)
    elif t.hand:
        ask(t, "BE", None, None, BE_DISCARD, sorted(t.hand))


def pick_progress(decision: Decision) -> tuple[int, int] | None:
    """For an ability asking for a fixed number of cards one at a time: (this pick, of how many)."""
    step = STEPS.get(decision.step)
    return None if step is None or step.progress is None else step.progress(decision.data)


def picks_in_hand(decision: Decision) -> tuple[int, ...]:
    """The cards an ability asking for several picks has been given already and that stay in the
    hand until the last pick (the King of Flowers' first card, waiting for its partner)."""
    return (decision.data[0],) if decision.step == KF_PARTNER.name else ()


# -- the questions ---------------------------------------------------------------------------

#: Several hand cards move onto a pile at once: which one ends on top. Data: the pile, the cards.
TOP = Question("top", DecisionKind.CARD, _on_top, "which_on_top", (PILE, CARDS))
PC_MORE = Question("pc_more", DecisionKind.OPTION, _on_pc_more, "draw_again")
LC_DISCARD = Question("lc_discard", DecisionKind.CARD, _on_lc_discard, "discard_lowest")
BC_NAME = Question("bc_name", DecisionKind.CARD, _on_bc_name, "name_a_value")
KF_FIRST = Question("kf_first", DecisionKind.CARD, _on_kf_first, "pair_first", progress=lambda data: (1, 2))
#: Data: the first card of the pair.
KF_PARTNER = Question(
    "kf_partner", DecisionKind.CARD, _on_kf_partner, "pair_partner", (CARD,), progress=lambda data: (2, 2)
)
#: Data: the cards kept so far, the values still to go through.
PF_KEEP = Question("pf_keep", DecisionKind.CARD, _on_pf_keep, "keep_one", (CARDS, counts(8)))
LF_DISCARD = Question("lf_discard", DecisionKind.CARD, _on_discard_choice, "discard_hand_size")
JL_FIEF = Question("jl_fief", DecisionKind.FIEF, _on_jl_fief, "swap_ruler")
KL_SWAP = Question("kl_swap", DecisionKind.CARD, _on_kl_swap, "swap_deck_top")
PL_FIEF = Question("pl_fief", DecisionKind.FIEF, _on_pl_fief, "move_visit")
LL_READY = Question("ll_ready", DecisionKind.SLOT, _on_ll_ready, "ready_ally")
#: Data: the pile whose top card is offered.
BL_SWAP = Question("bl_swap", DecisionKind.CARD, _on_bl_swap, "swap_pile_top", (PILE,))
#: Data: how many discards are still to come after this one.
JE_DISCARD = Question(
    "je_discard", DecisionKind.CARD, _on_je_discard, "discard", (count(32),), progress=lambda data: (2 - data[0], 2)
)
KE_SUIT = Question("ke_suit", DecisionKind.SUIT, _on_ke_suit, "name_a_suit")
#: Data: how many discards (each followed by a draw) are left, this one included.
PE_DISCARD = Question("pe_discard", DecisionKind.CARD, _on_pe_discard, "discard_then_draw", (count(32),))
#: Data: the total the discards must still add up to.
LE_DISCARD = Question("le_discard", DecisionKind.CARD, _on_le_discard, "discard_to_total", (count(16),))
BE_DISCARD = Question("be_discard", DecisionKind.CARD, _on_discard_choice, "odd_response")

# -- the characters ----------------------------------------------------------------------------

_DISCARD_AND_SCORE = frozenset({"discard", "score"})

#: Every character's ability, by code.
SPECS: dict[str, AbilitySpec] = {
    spec.code: spec
    for spec in (
        AbilitySpec("JC", jack_of_claws, fills_hand=True),
        AbilitySpec(
            "QC", queen_of_claws, reads_tops=_DISCARD_AND_SCORE, unscores=True, fills_hand=True, tops_to_hand=True
        ),
        AbilitySpec("KC", king_of_claws, (TOP,), scores_hand=True),
        AbilitySpec("PC", prince_of_claws, (PC_MORE,), fills_hand=True),
        AbilitySpec("LC", lady_of_claws, (LC_DISCARD,), fills_hand=True),
        AbilitySpec("BC", baron_of_claws, (BC_NAME,), fills_hand=True),
        AbilitySpec("JF", jack_of_flowers, (TOP,)),
        AbilitySpec("QF", queen_of_flowers, reads_tops=frozenset({"score"}), unscores=True),
        AbilitySpec("KF", king_of_flowers, (KF_FIRST, KF_PARTNER)),
        AbilitySpec("PF", prince_of_flowers, (PF_KEEP, TOP)),
        AbilitySpec("LF", lady_of_flowers, (LF_DISCARD,)),
        AbilitySpec("BF", baron_of_flowers, (TOP,)),
        AbilitySpec("JL", jack_of_leaves, (JL_FIEF,), changes_ruler=True),
        AbilitySpec("QL", queen_of_leaves, borrows_ruler=True),
        AbilitySpec("KL", king_of_leaves, (KL_SWAP,), fills_hand=True),
        AbilitySpec("PL", prince_of_leaves, (PL_FIEF,), changes_ruler=True),
        AbilitySpec("LL", lady_of_leaves, (LL_READY,), readies_allies=True, fills_hand=True),
        AbilitySpec(
            "BL", baron_of_leaves, (BL_SWAP,), reads_tops=_DISCARD_AND_SCORE, fills_hand=True, tops_to_hand=True
        ),
        AbilitySpec("JE", jack_of_eyes, (JE_DISCARD,), fills_hand=True),
        AbilitySpec("QE", queen_of_eyes),
        AbilitySpec("KE", king_of_eyes, (KE_SUIT, TOP), fills_hand=True),
        AbilitySpec("PE", prince_of_eyes, (PE_DISCARD,), fills_hand=True),
        AbilitySpec("LE", lady_of_eyes, (LE_DISCARD,), fills_hand=True),
        # The Baron of Eyes' question comes after the next response (baron_of_eyes_after_response).
        AbilitySpec("BE", baron_of_eyes, (BE_DISCARD,), fills_hand=True),
    )
}
#: Each character's ability handler, by code.
ABILITIES: dict[str, StartFn] = {code: spec.start for code, spec in SPECS.items()}
#: Every step any ability may ask, by its name.
STEPS: dict[str, Question] = {step.name: step for spec in SPECS.values() for step in spec.steps}
