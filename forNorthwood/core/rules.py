"""Legality and effects: ``legal_actions(state)`` and ``apply(state, action)``.

Every rule of docs/RULES.md that decides what may be done lives in the small
``_legal_*`` / ``legal_responses`` helpers below; ``legal_actions`` lists their
answers and ``apply`` checks against the very same helpers, so highlighting,
bots, the protocol and the UI can never disagree about a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from typing import Any, NoReturn, TypeVar

from . import actions as A
from . import events as E
from .abilities import SPECS, answer, baron_of_eyes_after_response
from .actions import (
    Action,
    Activate,
    Back,
    BeginVisit,
    ChooseFief,
    Pick,
    PickCard,
    PickFief,
    PickOption,
    PickSlot,
    PickSuit,
    Play,
    Reveal,
    StopGame,
    Substitute,
    Unsubstitute,
)
from .cards import CARD_NAMES, CHARACTERS, DIALOGUE_CARDS, FIEF_COUNT, SLOT_COUNT, SUIT_LETTERS
from .errors import (
    ALLY_EXHAUSTED,
    FIEF_NOT_AVAILABLE,
    GAME_OVER,
    INVALID_CHOICE,
    MUST_FOLLOW_SUIT,
    NOT_A_FRIEND,
    NOT_IN_HAND,
    ONE_ABILITY_PER_DIALOGUE,
    WRONG_PHASE,
    IllegalAction,
)
from .moments import Moment, Trick
from .scratch import Recording, Scratch
from .state import (
    CHARACTER_SUIT,
    PHASE_ABILITY_WINDOW,
    PHASE_CHOOSE_FIEF,
    PHASE_CHOOSE_SUBSTITUTES,
    PHASE_DECISION,
    PHASE_GAME_OVER,
    PHASE_RESPOND,
    STATUS_UNVISITED,
    Kingdom,
    Phase,
    State,
    ally_slot,
    state_of,
)

Events = list[E.Event]
#: The moments an action recorded so far (``apply_with_positions``).
Trail = list[Moment]
#: What a handler gives: the new state and the events, or the table it worked on (frozen by ``apply``).
Done = tuple[State, Events] | Scratch
Handler = Callable[[State, Any], Done]

# Interned actions, built once so legal_actions allocates nothing but the tuple.
_PLAY = tuple(A.play(card) for card in DIALOGUE_CARDS)
_PICK_CARD = tuple(A.pick_card(card) for card in DIALOGUE_CARDS)
_PICK_SUIT = tuple(A.pick_suit(s) for s in SUIT_LETTERS)
_PICK_FIEF = tuple(A.pick_fief(f) for f in range(FIEF_COUNT))
_PICK_SLOT = tuple(A.pick_slot(s) for s in range(SLOT_COUNT))
_ACTIVATE = tuple(A.activate(s) for s in range(SLOT_COUNT))
_CHOOSE_FIEF = tuple(A.choose_fief(f) for f in range(FIEF_COUNT))
_UNSUBSTITUTE = tuple(A.unsubstitute(s) for s in range(SLOT_COUNT))
_SUBSTITUTE = {(c, s): A.substitute(c, s) for c in CHARACTERS for s in range(SLOT_COUNT)}
_PICK_OPTION = {name: A.pick_option(name) for name in A.PICK_OPTIONS}
_PICKS = {"card": _PICK_CARD, "suit": _PICK_SUIT, "fief": _PICK_FIEF, "slot": _PICK_SLOT, "option": ()}


# -- the rules' questions, asked by both legal_actions and apply ---------------


def legal_responses(hand: tuple[int, ...], statement: int) -> tuple[int, ...]:
    """Cards that may answer ``statement``: its suit if held (trump never excuses), else any."""
    suit = statement >> 3
    follow = tuple([c for c in hand if c >> 3 == suit])
    return follow or hand


def response_wins(statement: int, response: int, trump: int | None) -> bool:
    """Higher in the statement's suit, or trump against a non-trump statement."""
    led = statement >> 3
    suit = response >> 3
    if suit == led:
        return response > statement
    return suit == trump


def _open_fiefs(kingdom: Kingdom) -> list[int]:
    return [i for i, f in enumerate(kingdom.fiefs) if f.status is STATUS_UNVISITED]


def _may_stop(kingdom: Kingdom) -> bool:
    return kingdom.stars_still_possible < kingdom.threshold


# -- legal actions --------------------------------------------------------------


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every action legal in ``state``, each once."""
    return _LEGAL[state.phase](state)


def _legal_choose_fief(state: State) -> tuple[Action, ...]:
    kingdom = state.kingdom
    key = (*_open_fiefs(kingdom), _may_stop(kingdom))
    found = _CHOOSE_FIEF_MEMO.get(key)
    if found is None:
        found = tuple(_CHOOSE_FIEF[f] for f in key[:-1])
        if key[-1]:
            found = (*found, A.STOP_GAME)
        _CHOOSE_FIEF_MEMO[key] = found
    return found


# Choosing a fief depends only on which fiefs are open and whether the game may stop:
# at most 2**8 × 2 keys, each answer worked out once when the module loads (filled as games
# went, the memo still grew in a long session's memory).
_CHOOSE_FIEF_MEMO: dict[tuple, tuple[Action, ...]] = {
    (*opened, stop): (*(_CHOOSE_FIEF[f] for f in opened), *((A.STOP_GAME,) if stop else ()))
    for opened in (tuple(f for f in range(FIEF_COUNT) if mask >> f & 1) for mask in range(1 << FIEF_COUNT))
    for stop in (False, True)
}


def _legal_substitutes(state: State) -> tuple[Action, ...]:
    kingdom = state.kingdom
    found: list[Action] = [_SUBSTITUTE[friend, slot] for friend in kingdom.friends for slot in range(SLOT_COUNT)]
    found += [_UNSUBSTITUTE[i] for i, a in enumerate(kingdom.allies) if a.substitute is not None]
    found += [A.BACK, A.BEGIN_VISIT]
    return tuple(found)


def _legal_ability_window(state: State) -> tuple[Action, ...]:
    if state.ability_used:
        return _REVEAL_ONLY
    a = state.kingdom.allies
    return _WINDOW_ACTIONS[a[0].exhausted, a[1].exhausted, a[2].exhausted, a[3].exhausted]


# Every ability window's actions, by which of the four slots are exhausted: an
# unexhausted slot may act if no ability was used before this statement.
_REVEAL_ONLY: tuple[Action, ...] = (A.REVEAL,)
_WINDOW_ACTIONS: dict[tuple[bool, ...], tuple[Action, ...]] = {
    flags: (A.REVEAL, *(_ACTIVATE[s] for s in range(SLOT_COUNT) if not flags[s]))
    for flags in product((False, True), repeat=SLOT_COUNT)
}


def _legal_respond(state: State) -> tuple[Action, ...]:
    statement = state.statement
    assert statement is not None
    # ``legal_responses`` written out, straight to the actions: asked at every response.
    led = statement >> 3
    plays = _PLAY
    hand = state.hand
    return tuple([plays[c] for c in hand if c >> 3 == led] or [plays[c] for c in hand])


def _legal_decision(state: State) -> tuple[Action, ...]:
    decision = state.decision
    assert decision is not None
    # Options are card/suit/fief/slot numbers, or option names (str).
    table = _PICKS[decision.kind]
    options = _PICK_OPTION
    return tuple([options[o] if o.__class__ is str else table[o] for o in decision.options])


_LEGAL = {
    PHASE_CHOOSE_FIEF: _legal_choose_fief,
    PHASE_CHOOSE_SUBSTITUTES: _legal_substitutes,
    PHASE_ABILITY_WINDOW: _legal_ability_window,
    PHASE_RESPOND: _legal_respond,
    PHASE_DECISION: _legal_decision,
    PHASE_GAME_OVER: lambda state: (),
}


# -- apply ------------------------------------------------------------------------


def apply(state: State, action: Action) -> tuple[State, Events]:
    """The state after ``action`` and what happened, or ``IllegalAction`` with the reason."""
    handler = _APPLY[state.phase].get(action.__class__)
    if handler is None:
        _refuse(state, action)
    done = handler(state, action)
    if done.__class__ is Scratch:
        return done.freeze(), done.events
    return done  # type: ignore[return-value]  # not a table: the pair itself


def resolve(state: State, action: Action) -> Done:
    """``apply`` without freezing the table: a ``Scratch`` shows what the action read of the deck
    (``Scratch.reads``, for ``core.chance``); actions resolved without one read nothing unseen,
    except ``reveal`` (the top card of the deck)."""
    handler = _APPLY[state.phase].get(action.__class__)
    if handler is None:
        _refuse(state, action)
    return handler(state, action)


def apply_with_positions(state: State, action: Action) -> tuple[State, tuple[Moment, ...]]:
    """``apply``, with each event beside the position right after it (``core.moments``): the
    new state and one ``Moment`` per event, in order; the last moment's state is the new state.

    The same rules as ``apply`` (same state, same events), resolved on a table that notes the
    position at each event: slower, for the player's table, which shows the events one by one."""
    handler = _APPLY[state.phase].get(action.__class__)
    if handler is None:
        _refuse(state, action)
    trail: Trail = []
    recording = _RECORDING.get(action.__class__)
    done = handler(state, action) if recording is None else recording(state, action, trail)
    new, events = (done.freeze(), done.events) if isinstance(done, Scratch) else done
    if not events:
        return new, ()
    # Every event's position was noted as it came but the last's: the last is the new state,
    # with what followed it and has no event of its own (a question put, the next phase).
    moments = [*trail[: len(events) - 1], Moment(events[-1], new)]
    assert [m.event for m in moments] == events, "an event of the rules came without its position"
    return new, tuple(moments)


def _refuse(state: State, action: Action) -> NoReturn:
    if state.phase is PHASE_GAME_OVER:
        raise IllegalAction(GAME_OVER, "game_over")
    raise IllegalAction(WRONG_PHASE, "wrong_phase", action=action.type, phase=state.phase.value)


def _choose_fief(state: State, action: ChooseFief) -> tuple[State, Events]:
    fief = action.fief
    kingdom = state.kingdom
    if not 0 <= fief < len(kingdom.fiefs) or kingdom.fiefs[fief].status is not STATUS_UNVISITED:
        raise IllegalAction(FIEF_NOT_AVAILABLE, "fief_not_available", fief=fief)
    new = state.with_kingdom(kingdom.with_visiting(fief), PHASE_CHOOSE_SUBSTITUTES)
    return new, [E.FiefChosen(fief, kingdom.fiefs[fief].ruler)]


def _stop_game(state: State, action: StopGame, trail: Trail | None = None) -> Scratch:
    if not _may_stop(state.kingdom):
        raise IllegalAction(INVALID_CHOICE, "stop_not_allowed", threshold=state.kingdom.threshold)
    t = Scratch(state) if trail is None else Recording(state, trail)
    t.phase = PHASE_GAME_OVER
    t.emit(E.GAME_STOPPED)
    t.emit_game_over()
    return t


def _check_slot(slot: int) -> int:
    if not 0 <= slot < SLOT_COUNT:
        raise IllegalAction(INVALID_CHOICE, "no_such_slot", slot=slot)
    return slot


def _substitute(state: State, action: Substitute, trail: Trail | None = None) -> tuple[State, Events]:
    kingdom = state.kingdom
    slot = _check_slot(action.slot)
    friend = action.friend
    if friend not in kingdom.friends:
        raise IllegalAction(NOT_A_FRIEND, "not_a_friend", character=friend)
    friends = [f for f in kingdom.friends if f != friend]
    events: Events = []
    old = kingdom.allies[slot]
    if old.substitute is not None:
        friends.append(old.substitute)
        events.append(E.Unsubstituted(old.substitute, slot))
        if trail is not None:  # the friend on the slot steps back first
            stepped_back = list(kingdom.allies)
            stepped_back[slot] = ally_slot(old.ally)
            back = kingdom.with_allies(tuple(stepped_back), tuple(sorted((*kingdom.friends, old.substitute))))
            trail.append(Moment(events[-1], state.with_kingdom(back, state.phase)))
    allies = list(kingdom.allies)
    allies[slot] = ally_slot(old.ally, friend, False)
    events.append(E.Substituted(friend, slot, old.ally))
    new_kingdom = kingdom.with_allies(tuple(allies), tuple(sorted(friends)))
    return state.with_kingdom(new_kingdom, state.phase), events


def _unsubstitute(state: State, action: Unsubstitute) -> tuple[State, Events]:
    kingdom = state.kingdom
    slot = _check_slot(action.slot)
    old = kingdom.allies[slot]
    if old.substitute is None:
        raise IllegalAction(INVALID_CHOICE, "no_substitute_on_slot", slot=slot)
    allies = list(kingdom.allies)
    allies[slot] = ally_slot(old.ally)
    new_kingdom = kingdom.with_allies(tuple(allies), tuple(sorted((*kingdom.friends, old.substitute))))
    event = E.Unsubstituted(old.substitute, slot)
    return state.with_kingdom(new_kingdom, state.phase), [event]


def _back(state: State, action: Back) -> tuple[State, Events]:
    kingdom = state.kingdom
    returning = [a.substitute for a in kingdom.allies if a.substitute is not None]
    if returning:
        allies = tuple(ally_slot(a.ally) for a in kingdom.allies)
        kingdom = kingdom.with_allies(allies, tuple(sorted((*kingdom.friends, *returning))))
    new_kingdom = kingdom.with_visiting(None)
    event = E.FiefUnchosen(state.kingdom.visiting)
    return state.with_kingdom(new_kingdom, PHASE_CHOOSE_FIEF), [event]


def _begin_visit(state: State, action: BeginVisit) -> tuple[State, Events]:
    kingdom = state.kingdom
    trump = SUIT_LETTERS[kingdom.trump]  # type: ignore[index]  # a fief is being visited: its trump is set
    event = E.VisitStarted(kingdom.visiting, kingdom.visiting, kingdom.ruler, trump)
    return state.with_kingdom(kingdom, PHASE_ABILITY_WINDOW, ability_used=False), [event]


def _activate(state: State, action: Activate, trail: Trail | None = None) -> Scratch:
    slot = _check_slot(action.slot)
    ally = state.kingdom.allies[slot]
    if ally.exhausted:
        raise IllegalAction(ALLY_EXHAUSTED, "ally_exhausted", slot=slot, character=ally.character)
    if state.ability_used:
        raise IllegalAction(ONE_ABILITY_PER_DIALOGUE, "one_ability_per_dialogue")
    t = Scratch(state) if trail is None else Recording(state, trail)
    character = ally.character
    t.set_slot(slot, ally_slot(ally.ally, ally.substitute, True))
    t.ability_used = True
    t.emit(E.activated(slot, character))
    SPECS[character].start(t, slot, None)
    return _after_ability_step(t)


def _after_ability_step(t: Scratch) -> Scratch:
    """After an ability started or answered: wait for the next answer, or end of visit check."""
    # The end-of-visit check after a fully resolved ability or a complete dialogue.
    # ``ability_used`` already tells which window comes next: True after an ally's
    # ability, False after the Baron of Eyes' effect completed a dialogue.
    if t.decision is not None:
        t.phase = PHASE_DECISION
    else:
        t.phase = PHASE_ABILITY_WINDOW
        if not t.hand or not t.deck:
            t.end_visit()
    return t


def _pick(state: State, action: Pick, trail: Trail | None = None) -> Scratch:
    decision = state.decision
    assert decision is not None
    choice = _pick_value(decision.kind, action)
    if choice is None or choice not in decision.options:
        raise IllegalAction(INVALID_CHOICE, "invalid_pick", kind=decision.kind, step=decision.step)
    t = Scratch(state) if trail is None else Recording(state, trail)
    answer(t, decision, choice)
    return _after_ability_step(t)


def _pick_value(kind: str, action: Pick) -> object:
    """The decision option ``action`` names: an option name, or a number of the question's kind."""
    # Compared by class, not matched: this runs for every answer of every simulated game,
    # and a match statement's class patterns cost much more here.
    cls = action.__class__
    if cls is PickOption:
        return action.option  # type: ignore[union-attr]  # a PickOption
    if cls is PickCard:
        return action.card if kind == "card" else None  # type: ignore[union-attr]  # a PickCard
    if cls is PickSuit:
        return SUIT_LETTERS.find(action.suit) if kind == "suit" else None  # type: ignore[union-attr]  # a PickSuit
    if cls is PickFief:
        return action.fief if kind == "fief" else None  # type: ignore[union-attr]  # a PickFief
    return action.slot if kind == "slot" else None  # type: ignore[union-attr]  # a PickSlot


def _reveal(state: State, action: Reveal) -> tuple[State, Events]:
    # ``revealed`` written out, its fields set in one copy (``State.with_`` parses twelve
    # parameters): this runs for every statement of every simulated game.
    fields = state.__dict__.copy()
    deck = fields["deck"]
    card = deck[0]
    known = fields["known_top"]
    fields["deck"] = deck[1:]
    fields["discard"] = (*fields["discard"], card)
    fields["phase"] = PHASE_RESPOND
    fields["statement"] = card
    fields["known_top"] = known - 1 if known else 0
    return state_of(fields), [E.STATEMENT_BY_INT[card]]


def revealed(state: State, card: int, deck: tuple[int, ...]) -> State:
    """``state`` (an ability window) once ``card`` left the top of the deck, leaving ``deck``,
    as the statement: what ``reveal`` does, for any card (``core.chance``)."""
    # No decision is pending in an ability window, so none is cleared here. The fields are set
    # in one copy, as ``_reveal`` does: the exact searches reveal every unseen card in turn.
    fields = state.__dict__.copy()
    known = fields["known_top"]
    fields["deck"] = deck
    fields["discard"] = (*fields["discard"], card)
    fields["phase"] = PHASE_RESPOND
    fields["statement"] = card
    fields["known_top"] = known - 1 if known else 0
    return state_of(fields)


def _play(state: State, action: Play, trail: Trail | None = None) -> Done:
    card = action.card
    hand = state.hand
    if card not in hand:
        raise IllegalAction(NOT_IN_HAND, "not_in_hand", card=CARD_NAMES[card])
    index = hand.index(card)
    statement = state.statement
    assert statement is not None
    led = statement >> 3
    # ``legal_responses`` and ``response_wins`` written out (the same questions): this runs
    # for every response of every simulated game.
    if card >> 3 != led:
        for held in hand:
            if held >> 3 == led:
                raise IllegalAction(MUST_FOLLOW_SUIT, "must_follow_suit", suit=SUIT_LETTERS[led], card=CARD_NAMES[card])
    kingdom = state.kingdom
    visiting = kingdom.visiting
    ruler = None if visiting is None else kingdom.fiefs[visiting].ruler
    trump = None if ruler is None else CHARACTER_SUIT[ruler]
    key = (statement, card, trump)
    outcome = _OUTCOMES.get(key)
    if outcome is None:
        won = response_wins(statement, card, trump)
        outcome = _OUTCOMES[key] = (
            won,
            E.dialogue(CARD_NAMES[statement], CARD_NAMES[card], won),
            E.MOVED_BY_INT[card, "hand", "score" if won else "discard"],
        )
    won, said, moved = outcome
    events: Events = [said, moved]
    new_hand = hand[:index] + hand[index + 1 :]
    if new_hand and state.deck and not state.baron_eyes and trail is None:
        # The common case, kept free of the Scratch copy: the next dialogue begins.
        fields = state.__dict__.copy()
        fields["hand"] = new_hand
        if won:
            fields["score"] = (*fields["score"], card)
        else:
            fields["discard"] = (*fields["discard"], card)
        fields["phase"] = PHASE_ABILITY_WINDOW
        fields["ability_used"] = False
        fields["statement"] = None
        return state_of(fields), events
    score = (*state.score, card) if won else state.score
    discard = state.discard if won else (*state.discard, card)
    played = state.with_(hand=new_hand, discard=discard, score=score, ability_used=False, statement=None)
    if trail is None:
        t = Scratch(played, events)
    else:
        # The response lies beside its statement (in no pile), then goes to its pile.
        trail.append(Moment(said, state.with_(hand=new_hand, statement=None), Trick(card, won)))
        trail.append(Moment(moved, played))
        t = Recording(played, trail, events)
    if t.baron_eyes:
        baron_of_eyes_after_response(t, card)
    return _after_ability_step(t)


#: Per (statement, response, trump): whether the response wins and the two events it brings
#: (at most 32 × 32 × 5 entries). Filled once when the module loads, with the shared
#: ``Dialogue`` events they hold: a table that filled as responses were played kept growing
#: over a long session (a memory soak saw it from 1,031 to 3,084 entries in 150 games).
_OUTCOMES: dict[tuple[int, int, int | None], tuple[bool, E.Dialogue, E.Moved]] = {
    (statement, card, trump): (
        (won := response_wins(statement, card, trump)),
        E.dialogue(CARD_NAMES[statement], CARD_NAMES[card], won),
        E.MOVED_BY_INT[card, "hand", "score" if won else "discard"],
    )
    for statement in DIALOGUE_CARDS
    for card in DIALOGUE_CARDS
    if card != statement
    for trump in (None, *sorted(set(CHARACTER_SUIT.values())))
}

K = TypeVar("K")


def _on(kind: type[K], handler: Callable[[State, K], Done]) -> tuple[type, Handler]:
    """One row of an apply table: the action class and its handler (mypy checks they agree)."""
    return kind, handler


_APPLY: dict[Phase, dict[type, Handler]] = {
    PHASE_CHOOSE_FIEF: dict([_on(ChooseFief, _choose_fief), _on(StopGame, _stop_game)]),
    PHASE_CHOOSE_SUBSTITUTES: dict(
        [
            _on(Substitute, _substitute),
            _on(Unsubstitute, _unsubstitute),
            _on(Back, _back),
            _on(BeginVisit, _begin_visit),
        ]
    ),
    PHASE_ABILITY_WINDOW: dict([_on(Activate, _activate), _on(Reveal, _reveal)]),
    PHASE_RESPOND: dict([_on(Play, _play)]),
    PHASE_DECISION: dict(
        [
            _on(PickCard, _pick),
            _on(PickSuit, _pick),
            _on(PickFief, _pick),
            _on(PickSlot, _pick),
            _on(PickOption, _pick),
        ]
    ),
    PHASE_GAME_OVER: {},
}

#: The handlers whose actions may bring several events, each taking the trail its moments go to
#: (the others bring one event, whose position is the new state).
_RECORDING: dict[type, Callable[[State, Any, Trail], Done]] = {
    StopGame: _stop_game,
    Substitute: _substitute,
    Activate: _activate,
    Play: _play,
    PickCard: _pick,
    PickSuit: _pick,
    PickFief: _pick,
    PickSlot: _pick,
    PickOption: _pick,
}
