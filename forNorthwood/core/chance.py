"""Chance: the outcomes of an action over the cards the player has not seen.

Beside ``legal_actions`` and ``apply``, the third of the calls a game is made of (as in
OpenSpiel): for a state and an action, ``chance_outcomes`` yields each distinct result
with its probability, when every order of the unseen cards (the deck below the cards
known on its top) is equally likely. Cards known on top of the deck stay where they are.

No guessing is needed: the rules only ever take unseen cards from the top of the
unseen part of the deck, in order, and the working table notes how many each action
took and whether their order counts (``Scratch.reads``): a statement or a card peeked at
keeps its place, so each one is a choice among the unseen cards; the cards of one draw
all go into the hand, so only which ones came matters. The action is applied once for
each such choice, with those cards put where the rules will take them.

A shuffle (the Baron of Claws' deck, the deal after a visit) is the state's generator
at work, as in ``apply``: the order it gives is not enumerated; the deck after it is
unseen again, so it stands for every order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from math import comb

from . import events as E
from .actions import Action, Reveal
from .events import Event
from .rules import resolve, revealed
from .scratch import SHUFFLED, Scratch
from .state import PHASE_ABILITY_WINDOW, State

#: Per card int: the events of revealing it as the statement.
_STATEMENT_EVENTS = tuple((event,) for event in E.STATEMENT_BY_INT)


class Chance:
    """One outcome of an action: its probability, the state it leads to and what happened.

    The state is what ``apply`` gives for one order of the unseen cards leading to this
    outcome, the cards still unseen listed in card order; it stands for all those orders.
    ``applied`` counts the times the rules were applied since the outcome before (a
    measure of work that does not depend on the machine, for searches with a budget).
    """

    __slots__ = ("applied", "events", "probability", "state")

    def __init__(self, probability: float, state: State, events: Sequence[Event], applied: int = 1) -> None:
        self.probability = probability
        self.state = state
        self.events = events
        self.applied = applied


#: ``progress`` is told of the work at least this often (applications of the rules).
PROGRESS_EVERY = 32


def chance_outcomes(state: State, action: Action, progress: Callable[[int], None] | None = None) -> Iterator[Chance]:
    """Every distinct outcome of ``action`` in ``state`` with its probability (they add up to 1).

    Raises ``IllegalAction`` as ``apply`` does. The order of the unseen cards in ``state``
    does not matter. Outcomes are yielded as they are found, so a caller may stop early.
    ``progress``, if given, is told of the rules applied while outcomes that must be merged
    (found in several ways) are still being gathered, every ``PROGRESS_EVERY`` applications:
    a search with a budget may stop there (an exception it raises ends the iteration).
    The work it was told of is not counted again in ``Chance.applied``.
    """
    known = state.known_top
    deck = state.deck
    hidden = deck[known:]
    ordered = tuple(sorted(hidden))
    if action.__class__ is Reveal and not known and state.phase is PHASE_ABILITY_WINDOW:
        # The commonest chance of all: the statement is any unseen card.
        share = 1.0 / len(ordered)
        for i, card in enumerate(ordered):
            yield Chance(share, revealed(state, card, ordered[:i] + ordered[i + 1 :]), _STATEMENT_EVENTS[card])
        return
    if ordered != hidden:
        state = state.with_(deck=deck[:known] + ordered)
    done = resolve(state, action)
    if done.__class__ is not Scratch:
        new, events = done  # type: ignore[misc]  # not a table: the pair itself
        yield Chance(1.0, new, events)
        return
    assert isinstance(done, Scratch)
    groups = _groups(done.reads)
    if not groups:
        yield Chance(1.0, done.freeze(), done.events)
        return
    merged: dict[State, Chance] = {}
    work = [1]  # applications not yet told of
    yield from _branch(state, action, deck[:known], (), ordered, 1.0, done, groups, 0, merged, work, progress)
    for chance in merged.values():
        chance.applied, work[0] = work[0], 0
        yield chance


def _groups(reads: tuple[int, ...]) -> tuple[int, ...]:
    """The reads of the unseen order: those before a shuffle of the deck."""
    if SHUFFLED not in reads:
        return reads
    cut = reads.index(SHUFFLED)
    # Nothing reads the shuffled deck before the action ends (the rules never do), so the
    # shuffle's order is not a chance to enumerate here.
    assert all(r == SHUFFLED for r in reads[cut:]), "a rule read the deck it had just shuffled"
    return reads[:cut]


def _resolved(state: State, action: Action, work: list[int], progress: Callable[[int], None] | None) -> Scratch:
    """``action`` applied on this deck (one unit of ``work``; ``progress`` told now and then)."""
    done = resolve(state, action)
    assert isinstance(done, Scratch)  # the same action, the same way up to this read
    work[0] += 1
    if progress is not None and work[0] >= PROGRESS_EVERY:
        # Merged outcomes come out only at the end: say how the work goes meanwhile.
        progress(work[0])
        work[0] = 0
    return done


def _branch(
    state: State,
    action: Action,
    known: tuple[int, ...],
    fixed: tuple[int, ...],
    rest: tuple[int, ...],
    probability: float,
    run: Scratch | None,
    groups: tuple[int, ...],
    depth: int,
    merged: dict[State, Chance],
    work: list[int],
    progress: Callable[[int], None] | None = None,
) -> Iterator[Chance]:
    """The outcomes once the first ``depth`` groups of unseen cards are ``fixed``.

    ``run`` is the action applied with ``fixed`` on top and the ``rest`` below in card
    order, and ``groups`` its reads: group ``depth`` comes next, and each way it can fall
    is applied in turn (reads after it may differ from one to the next). The first way, the
    lowest cards, is ``run`` itself.
    """
    size = groups[depth]
    count = len(rest)
    if size == 1:
        share = probability / count
        choices: Iterator[tuple[int, ...]] = ((card,) for card in rest)
    else:
        share = probability / comb(count, size)
        choices = combinations(rest, size)
    for chosen in choices:
        remaining = tuple([c for c in rest if c not in chosen])
        order = fixed + chosen
        if run is not None:
            t, run = run, None  # the deck it was applied to is this one
        else:
            t = _resolved(state.with_(deck=known + order + remaining), action, work, progress)
        more = _groups(t.reads)
        if len(more) > depth + 1:
            yield from _branch(
                state, action, known, order, remaining, share, t, more, depth + 1, merged, work, progress
            )
            continue
        new = t.freeze()
        if depth or len(more) < len(t.reads) or new.kingdom.visiting is None:
            # Different reads may meet again: after several groups (two single draws in
            # either order), after a shuffle or once the visit is over. Merge equal states.
            seen = merged.get(new)
            if seen is None:
                merged[new] = Chance(share, new, t.events)
            else:
                seen.probability += share
        else:
            # One group read, so each choice leaves other cards unseen: a state of its own.
            yield Chance(share, new, t.events, work[0])
            work[0] = 0
