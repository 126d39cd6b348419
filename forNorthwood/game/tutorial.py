"""The first game that teaches itself: a fixed kingdom and the steps that walk through it.

Pure: no pygame, no files. The tutorial is an ordinary game (a ``Session`` of a
fixed seed) with a ``Tutorial`` beside it that says, for the state on the table,
what to show: one or two sentences, the thing to click or drag (a *target*), and,
for a card to drag, where it goes (a *drop*). The UI draws that (see
``ui/tutorial_overlay``); the session's listener tells the tutorial what was done.

Targets are tuples: ``("fief", 3)``, ``("hand_card", "7E")``, ``("ally_slot", 1)``,
``("friend", "QC")``, ``("deck",)``, ``("trick",)``, ``("button", "start_visit")``,
``("button", "continue")``, ``("choice", "stop")``. A target of a step that waits
for an action is always a legal action at that moment (``action_for``).

Staying correct off the script: every target is worked out from the state on the
table, never replayed from a list. Between lessons a *guide* points at the next
move of a line that still wins the visit exactly (the tutorial looks at the hidden
deck to find it: it is advice, not a rule). If the player does something else, the
line is worked out again from there; if the fief can no longer be won, the guide
says so and points at any legal move. A lesson whose moment can no longer come is
shown as a short reminder with a Next button instead. Skipping ends the tutorial;
the game on the table goes on as a normal game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import assert_never

from ..core import Action, Phase, State, apply, legal_actions, response_wins
from ..core import actions as A
from ..core.cards import CARD_NAMES, SUIT_LETTERS, card_suit
from ..core.events import Event
from ..core.state import FiefStatus
from ..i18n import _, ngettext
from ..i18n.messages import card_label, character_name, suit_name
from .session import Session

Target = tuple  # ("fief", 3), ("hand_card", "7E"), ("deck",), ...

#: The tutorial's kingdom: found by ``scripts/find_tutorial_kingdom.py`` (see its docstring).
TUTORIAL_SEED = 106
TUTORIAL_SETUP = "intro"
TUTORIAL_THRESHOLD = 16
#: The fief the first visit is meant for (target 3; the King of Claws rules it, so Claws are trump).
FIRST_FIEF = 3
#: The ally the lesson on allies uses: the Jack of Claws (draw back up to eight).
LESSON_ALLY = "JC"
#: The ally slot the friend is meant to cover in the second visit (the Jack of Leaves').
FRIEND_SLOT = 2

VISIT_PHASES = frozenset({Phase.ABILITY_WINDOW, Phase.DECISION, Phase.RESPOND})
STATUSES = ("active", "finished", "skipped")
DICT_VERSION = 1


def tutorial_session(undo_allowed: bool = True) -> Session:
    """A new game of the tutorial's kingdom (an ordinary session: it is saved and recorded as usual)."""
    return Session(TUTORIAL_SEED, TUTORIAL_SETUP, TUTORIAL_THRESHOLD, undo_allowed)


# -- where the game stands ------------------------------------------------------------


def visits_done(state: State) -> int:
    return sum(1 for f in state.kingdom.fiefs if f.status is not FiefStatus.UNVISITED)


def in_visit(state: State) -> bool:
    return state.phase in VISIT_PHASES


def _score_and_target(state: State) -> tuple[int, int]:
    return len(state.score), state.target or 0


# -- a line that wins the visit (the guide's advice) ------------------------------------


def winning_line(state: State) -> tuple[Action, ...] | None:
    """Actions that end the visit under way with exactly its target, without using allies.

    Knows the deck order (advice only). Answers the questions of an ability already
    started. None when no such line exists, when it would take too long to find
    (``SEARCH_BUDGET`` positions), or when no visit is under way.
    """
    fief = state.kingdom.visiting
    if fief is None or (state.phase not in VISIT_PHASES and state.phase is not Phase.CHOOSE_SUBSTITUTES):
        return None
    key = _key(state)
    if key in _LINES:
        return _LINES[key]
    if len(_LINES) > 40_000:  # a visit needs a few thousand at most; keep memory small
        _LINES.clear()
    try:
        return _line(state, fief, [SEARCH_BUDGET])
    except _OutOfBudget:
        return None


#: Positions the search may look at for one question; far more than a visit without allies needs.
SEARCH_BUDGET = 20_000
_LINES: dict[tuple, tuple[Action, ...] | None] = {}


class _OutOfBudget(Exception):
    pass


def _key(state: State) -> tuple:
    """What the rest of a visit without allies depends on: not the order the piles were made in."""
    if state.phase is Phase.DECISION:
        return (state, state.kingdom.visiting)
    return (
        state.phase,
        state.kingdom,
        state.hand,
        state.deck,
        len(state.score),
        state.statement,
        state.ability_used,
        state.baron_eyes,
    )


def _line(state: State, fief: int, budget: list[int]) -> tuple[Action, ...] | None:
    phase = state.phase
    if phase is Phase.CHOOSE_FIEF or phase is Phase.GAME_OVER:
        return () if state.kingdom.fiefs[fief].status is FiefStatus.WON else None
    key = _key(state)
    if key in _LINES:
        return _LINES[key]
    budget[0] -= 1
    if budget[0] < 0:
        raise _OutOfBudget
    if phase is Phase.CHOOSE_SUBSTITUTES:
        candidates: Sequence[Action] = (A.BEGIN_VISIT,)
    elif phase is Phase.ABILITY_WINDOW:
        candidates = (A.REVEAL,)
        if len(state.score) > fief or len(state.score) + min(len(state.hand), len(state.deck)) < fief:
            candidates = ()
    else:
        candidates = legal_actions(state)
    found: tuple[Action, ...] | None = None
    for action in candidates:
        rest = _line(apply(state, action)[0], fief, budget)
        if rest is not None:
            found = (action, *rest)
            break
    _LINES[key] = found
    return found


# -- targets and actions ------------------------------------------------------------------


def target_of(action: Action) -> tuple[Target | None, Target | None]:
    """The thing to click (and where to drop it) for ``action``."""
    match action:
        case A.ChooseFief(fief) | A.PickFief(fief):
            return ("fief", fief), None
        case A.BeginVisit():
            return ("button", "start_visit"), None
        case A.Back():
            return ("button", "back"), None
        case A.StopGame():
            return ("button", "stop"), None
        case A.Reveal():
            return ("deck",), None
        case A.Play(card):
            return ("hand_card", card), ("trick",)
        case A.Activate(slot) | A.Unsubstitute(slot) | A.PickSlot(slot):
            return ("ally_slot", slot), None
        case A.Substitute(friend, slot):
            return ("friend", friend), ("ally_slot", slot)
        case A.PickCard(card):
            return ("hand_card", card), None
        case A.PickSuit(suit):
            return ("choice", suit), None
        case A.PickOption(option):
            return ("choice", option), None
        case _:
            assert_never(action)


def action_for(target: Target | None, drop: Target | None, state: State) -> Action | None:
    """The legal action that clicking ``target`` (and dropping on ``drop``) does now; None if none."""
    if target is None:
        return None
    for action in legal_actions(state):
        if target_of(action) == (target, drop) or (target_of(action)[0] == target and drop is None):
            return action
    return None


# -- the situations lessons wait for ---------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """The state on the table, with the guide's advice for it worked out on demand."""

    state: State

    @property
    def line(self) -> tuple[Action, ...] | None:
        return winning_line(self.state)

    @property
    def advice(self) -> Action | None:
        """The next move of a winning line, if there is one."""
        line = self.line
        return line[0] if line else None

    def planned_card(self) -> str | None:
        advice = self.advice
        return advice.card if isinstance(advice, A.Play) else None


def _statement(state: State) -> int | None:
    return state.statement if state.phase is Phase.RESPOND else None


def _first_visit(state: State) -> bool:
    return visits_done(state) == 0


def _follow_moment(p: Position) -> bool:
    statement = _statement(p.state)
    if statement is None or not _first_visit(p.state):
        return False
    return any(card_suit(c) == card_suit(statement) for c in p.state.hand)


def _lesson_slot(state: State) -> int | None:
    for slot, ally in enumerate(state.kingdom.allies):
        if ally.character == LESSON_ALLY and not ally.exhausted:
            return slot
    return None


def _ally_moment(p: Position) -> bool:
    s = p.state
    return (
        _first_visit(s)
        and s.phase is Phase.ABILITY_WINDOW
        and not s.ability_used
        and len(s.hand) < 8
        and _lesson_slot(s) is not None
    )


def _exhausted_slot(state: State) -> int | None:
    for slot, ally in enumerate(state.kingdom.allies):
        if ally.exhausted:
            return slot
    return None


def _turned_moment(p: Position) -> bool:
    s = p.state
    return _first_visit(s) and s.phase in (Phase.ABILITY_WINDOW, Phase.RESPOND) and _exhausted_slot(s) is not None


def _trump_moment(p: Position) -> bool:
    s = p.state
    statement = _statement(s)
    trump = s.trump
    if statement is None or trump is None or not _first_visit(s) or card_suit(statement) == trump:
        return False
    if any(card_suit(c) == card_suit(statement) for c in s.hand):
        return False
    if not any(card_suit(c) == trump for c in s.hand):
        return False
    card = p.planned_card()
    return card is None or card_suit(CARD_NAMES.index(card)) == trump


def _exact_moment(p: Position) -> bool:
    s = p.state
    statement = _statement(s)
    score, target = _score_and_target(s)
    if statement is None or not _first_visit(s) or score != target:
        return False
    outcomes = {response_wins(statement, c, s.trump) for c in _legal_cards(s)}
    if outcomes != {True, False}:
        return False
    card = p.planned_card()
    return card is None or not response_wins(statement, CARD_NAMES.index(card), s.trump)


def _legal_cards(state: State) -> list[int]:
    return [CARD_NAMES.index(a.card) for a in legal_actions(state) if isinstance(a, A.Play)]


def _always(p: Position) -> bool:
    return True


def _never(state: State) -> bool:
    return False


# -- texts ---------------------------------------------------------------------------------


def _play_text(state: State, card: str) -> str:
    """One sentence: which card to play, whether it wins, and how to play it."""
    statement = state.statement
    if statement is not None and response_wins(statement, CARD_NAMES.index(card), state.trump):
        return _("Play the {card}, which wins: drag it onto the trick or double-click it.").format(
            card=card_label(card)
        )
    return _("Play the {card}, which loses: drag it onto the trick or double-click it.").format(card=card_label(card))


def _trump_name(state: State) -> str:
    trump = state.trump
    return suit_name(SUIT_LETTERS[trump]) if trump is not None else ""


def _welcome_text(p: Position) -> str:
    return (
        _("Welcome to Northwood! At each fief you visit, you must win exactly as many dialogues as its number.")
        + " "
        + _("This first game shows you how; you can skip it at any time.")
    )


def _choose_text(p: Position) -> str:
    return (
        _("A fief's number is its target: the exact number of dialogues to win there.")
        + " "
        + _("Click fief {fief} to visit it.").format(fief=FIRST_FIEF)
    )


def _visit_text(p: Position) -> str:
    s = p.state
    fief = s.kingdom.visiting or 0
    ruler = s.kingdom.ruler or ""
    goal = ngettext(
        "Fief {fief}: win exactly {n} dialogue; its ruler, the {ruler}, makes {suit} trump for the whole visit.",
        "Fief {fief}: win exactly {n} dialogues; its ruler, the {ruler}, makes {suit} trump for the whole visit.",
        fief,
    ).format(fief=fief, n=fief, ruler=character_name(ruler), suit=_trump_name(s))
    return goal + " " + _("Click Start the visit.")


def _reveal_text(p: Position) -> str:
    return _("Each dialogue opens with the ruler's statement.") + " " + _("Click the deck to turn over its top card.")


def _follow_text(p: Position) -> str:
    s = p.state
    statement = CARD_NAMES[s.statement or 0]
    card = p.planned_card() or _first_legal_card(s)
    suit = suit_name(statement[-1])
    return (
        _("You hold {suit}, so you must answer the {statement} with {suit}; only a higher one wins.").format(
            statement=card_label(statement), suit=suit
        )
        + " "
        + _play_text(s, card)
    )


def _first_legal_card(state: State) -> str:
    cards = _legal_cards(state)
    return CARD_NAMES[cards[0]] if cards else ""


def _ally_text(p: Position) -> str:
    return (
        _("Before a statement you may use one ally, each once per visit.")
        + " "
        + _("Click the {ally}: it draws you back up to 8 cards.").format(ally=character_name(LESSON_ALLY))
    )


def _turned_text(p: Position) -> str:
    slot = _exhausted_slot(p.state)
    ally = p.state.kingdom.allies[slot or 0].character
    return _(
        "The {ally} turned sideways: it is used up for this visit. All allies stand up again when the visit ends."
    ).format(ally=character_name(ally))


def _trump_text(p: Position) -> str:
    s = p.state
    statement = CARD_NAMES[s.statement or 0]
    card = p.planned_card() or _first_legal_card(s)
    return (
        _("You hold no {suit}, so any card may answer, and a trump ({trump}) beats every other suit.").format(
            suit=suit_name(statement[-1]), trump=_trump_name(s)
        )
        + " "
        + _play_text(s, card)
    )


def _exact_text(p: Position) -> str:
    s = p.state
    card = p.planned_card() or _first_legal_card(s)
    score, _target = _score_and_target(s)
    return (
        ngettext(
            "You have your {n} win: one more would fail the fief, and play goes on until your hand or the deck "
            "runs out.",
            "You have your {n} wins: one more would fail the fief, and play goes on until your hand or the deck "
            "runs out.",
            score,
        ).format(n=score)
        + " "
        + _play_text(s, card)
    )


def _first_visited(state: State) -> int | None:
    for number, fief in enumerate(state.kingdom.fiefs):
        if fief.status is not FiefStatus.UNVISITED:
            return number
    return None


def _end_text(p: Position) -> str:
    s = p.state
    number = _first_visited(s) or 0
    fief = s.kingdom.fiefs[number]
    if fief.status is FiefStatus.WON and fief.ruler is not None:
        first = _("Visit over: exactly {n} won, so fief {fief} is yours and the {ruler} becomes your friend.").format(
            n=number, fief=number, ruler=character_name(fief.ruler)
        )
    else:
        first = _("Visit over: not exactly {n} won, so fief {fief} is lost and its ruler leaves the game.").format(
            n=number, fief=number
        )
    return first + " " + _("Allies stand up again; all cards are shuffled and a new hand is dealt.")


def second_fief(state: State) -> int | None:
    """The fief the tutorial suggests for the second visit: one this hand can win exactly, target near 3."""
    return _second_fief(state.kingdom.fiefs, state)


def _second_fief(fiefs: tuple, state: State) -> int | None:
    open_fiefs = [n for n, f in enumerate(fiefs) if f.status is FiefStatus.UNVISITED]
    if not open_fiefs or state.phase is not Phase.CHOOSE_FIEF:
        return open_fiefs[0] if open_fiefs else None
    by_closeness = sorted(open_fiefs, key=lambda n: (abs(n - 3), n))
    for number in by_closeness:
        chosen = apply(state, A.choose_fief(number))[0]
        if winning_line(chosen) is not None:
            return number
    return by_closeness[0]


def _choose_again_text(p: Position) -> str:
    fief = second_fief(p.state)
    return (
        _("Look at your new hand, then choose the next fief.")
        + " "
        + ngettext(
            "Fief {fief} asks for {n} dialogue, and this hand can do it.",
            "Fief {fief} asks for {n} dialogues, and this hand can do it.",
            fief or 0,
        ).format(fief=fief, n=fief)
    )


def _friend_choice(state: State) -> tuple[str, int] | None:
    """The friend to bring in and the slot it should cover."""
    friends = state.kingdom.friends
    if not friends or state.phase is not Phase.CHOOSE_SUBSTITUTES:
        return None
    free = [s for s, a in enumerate(state.kingdom.allies) if a.substitute is None]
    if not free:
        return None
    slot = FRIEND_SLOT if FRIEND_SLOT in free else free[0]
    return friends[0], slot


def _friend_moment(p: Position) -> bool:
    return visits_done(p.state) == 1 and _friend_choice(p.state) is not None


def _friend_text(p: Position) -> str:
    choice = _friend_choice(p.state)
    friend, slot = choice if choice else ("", 0)
    ally = p.state.kingdom.allies[slot].ally
    return (
        _("Your new friend, the {friend}, can stand in for an ally: drag it onto the {ally} (or click both).").format(
            friend=character_name(friend), ally=character_name(ally)
        )
        + " "
        + _("It lends its ability instead of the Jack, for this visit.")
    )


def _start_again_text(p: Position) -> str:
    return (
        _("A friend helps for one visit, used or not, then leaves the game; its fief stays won.")
        + " "
        + _("Click Start the visit.")
    )


def _finish_text(p: Position) -> str:
    return (
        _("That is the whole game: visit all eight fiefs and gather {stars} stars.").format(
            stars=p.state.kingdom.threshold
        )
        + " "
        + _("The rules are always at hand: the Rules button, or F1. Good luck!")
    )


# -- fallbacks: a lesson whose moment did not come -----------------------------------------


def _follow_reminder() -> str:
    return _("Remember: if you hold the statement's suit, you must answer with it; only a higher card of it wins.")


def _ally_reminder() -> str:
    return _("Before each statement you may use one ally; it turns sideways and is spent for the rest of the visit.")


def _trump_reminder() -> str:
    return _("When you hold none of the statement's suit, any card may answer, and a trump beats every other suit.")


def _exact_reminder() -> str:
    return _(
        "Remember: win exactly the target. Once you have it, answer so that you lose: one dialogue too many "
        "fails the fief."
    )


def _friend_reminder() -> str:
    return _(
        "Win a fief and its ruler becomes your friend: before a later visit, drag it onto an ally slot to lend "
        "its ability for that visit."
    )


# -- the steps ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One lesson: when it applies, what it says and shows, and which action completes it.

    ``kind`` is "do" (waits for an action) or "read" (waits for Next, or a click on its target).
    ``moment``: the state is the one this lesson is about (until then the guide shows the way).
    ``done``: the pure "is this step done" test on the action, its events and the state after.
    ``passed``: the moment can no longer come in this game (stays true once true).
    ``reminder``: what to say instead when a passed lesson was never shown (None: just move on).
    """

    id: str
    kind: str
    moment: Callable[[Position], bool]
    text: Callable[[Position], str]
    target: Callable[[Position], Target | None]
    done: Callable[[Action, Sequence[Event], State], bool]
    passed: Callable[[State], bool]
    drop: Callable[[Position], Target | None] = lambda p: None
    reminder: Callable[[], str] | None = None


def _advice_target(p: Position) -> Target | None:
    advice = p.advice
    return target_of(advice)[0] if advice is not None else None


def _is(kind: type[Action]) -> Callable[[Action, Sequence[Event], State], bool]:
    return lambda action, events, after: isinstance(action, kind)


def _after_first_visit(state: State) -> bool:
    return visits_done(state) >= 1


def _read_done(action: Action, events: Sequence[Event], after: State) -> bool:
    return False  # read steps are completed by Next (``Tutorial.next``), never by an action


def _play_target(p: Position) -> Target | None:
    card = p.planned_card() or _first_legal_card(p.state)
    return ("hand_card", card) if card else None


def _trick(p: Position) -> Target | None:
    return ("trick",)


STEPS: tuple[Step, ...] = (
    Step("welcome", "read", _always, _welcome_text, lambda p: None, _read_done, _never),
    Step(
        "choose_fief",
        "do",
        lambda p: p.state.phase is Phase.CHOOSE_FIEF and _first_visit(p.state),
        _choose_text,
        lambda p: ("fief", FIRST_FIEF),
        _is(A.ChooseFief),
        lambda s: s.kingdom.visiting is not None or _after_first_visit(s),
    ),
    Step(
        "start_visit",
        "do",
        lambda p: p.state.phase is Phase.CHOOSE_SUBSTITUTES and _first_visit(p.state),
        _visit_text,
        lambda p: ("button", "start_visit"),
        _is(A.BeginVisit),
        lambda s: in_visit(s) or _after_first_visit(s),
    ),
    Step(
        "reveal",
        "do",
        lambda p: p.state.phase is Phase.ABILITY_WINDOW and _first_visit(p.state),
        _reveal_text,
        lambda p: ("deck",),
        _is(A.Reveal),
        lambda s: bool(s.discard) or bool(s.score) or _after_first_visit(s),
    ),
    Step(
        "follow_suit",
        "do",
        _follow_moment,
        _follow_text,
        _play_target,
        _is(A.Play),
        _after_first_visit,
        _trick,
        _follow_reminder,
    ),
    Step(
        "use_ally",
        "do",
        _ally_moment,
        _ally_text,
        lambda p: ("ally_slot", _lesson_slot(p.state)),
        _is(A.Activate),
        _after_first_visit,
        reminder=_ally_reminder,
    ),
    Step(
        "ally_turned",
        "read",
        _turned_moment,
        _turned_text,
        lambda p: ("ally_slot", _exhausted_slot(p.state)),
        _read_done,
        _after_first_visit,
    ),
    Step(
        "trump",
        "do",
        _trump_moment,
        _trump_text,
        _play_target,
        _is(A.Play),
        _after_first_visit,
        _trick,
        _trump_reminder,
    ),
    Step(
        "exact_target",
        "do",
        _exact_moment,
        _exact_text,
        _play_target,
        _is(A.Play),
        _after_first_visit,
        _trick,
        _exact_reminder,
    ),
    Step(
        "end_of_visit",
        "read",
        lambda p: _after_first_visit(p.state) and not in_visit(p.state),
        _end_text,
        lambda p: ("button", "continue"),
        _read_done,
        _never,
    ),
    Step(
        "choose_second_fief",
        "do",
        lambda p: p.state.phase is Phase.CHOOSE_FIEF and visits_done(p.state) == 1,
        _choose_again_text,
        lambda p: ("fief", second_fief(p.state)),
        _is(A.ChooseFief),
        lambda s: visits_done(s) >= 2 or (visits_done(s) == 1 and s.kingdom.visiting is not None),
    ),
    Step(
        "bring_friend",
        "do",
        _friend_moment,
        _friend_text,
        lambda p: ("friend", (_friend_choice(p.state) or ("", 0))[0]),
        _is(A.Substitute),
        lambda s: (
            visits_done(s) >= 2
            or (visits_done(s) == 1 and in_visit(s))
            or (visits_done(s) >= 1 and not s.kingdom.friends and not any(a.substitute for a in s.kingdom.allies))
        ),
        lambda p: ("ally_slot", (_friend_choice(p.state) or ("", 0))[1]),
        _friend_reminder,
    ),
    Step(
        "start_second_visit",
        "do",
        lambda p: p.state.phase is Phase.CHOOSE_SUBSTITUTES and visits_done(p.state) == 1,
        _start_again_text,
        lambda p: ("button", "start_visit"),
        _is(A.BeginVisit),
        lambda s: visits_done(s) >= 2 or (visits_done(s) == 1 and in_visit(s)),
    ),
    Step("finish", "read", _always, _finish_text, lambda p: None, _read_done, _never),
)

STEP_IDS: tuple[str, ...] = tuple(step.id for step in STEPS)


# -- the guide: the way to the next lesson ---------------------------------------------------


def _guide(p: Position) -> tuple[str, Target | None, Target | None]:
    """Text, target and drop for a state no lesson is about: the next move of a winning line."""
    s = p.state
    if s.phase is Phase.CHOOSE_FIEF:
        fief = FIRST_FIEF if _first_visit(s) else second_fief(s)
        if fief is None or s.kingdom.fiefs[fief].status is not FiefStatus.UNVISITED:
            fief = second_fief(s)
        return _("Click fief {fief}.").format(fief=fief), ("fief", fief), None
    if s.phase is Phase.CHOOSE_SUBSTITUTES:
        return _("Click Start the visit."), ("button", "start_visit"), None
    if s.phase is Phase.GAME_OVER:
        return "", None, None
    advice = p.advice
    score, target = _score_and_target(s)
    progress = ngettext("Won so far: {score} of {n} dialogue.", "Won so far: {score} of {n} dialogues.", target).format(
        score=score, n=target
    )
    if advice is None:
        legal = legal_actions(s)
        action = legal[0]
        if s.phase is Phase.RESPOND:
            text = _("This fief can no longer be won exactly; that happens. Answer with any card to finish the visit.")
        else:
            text = _("This fief can no longer be won exactly; that happens. Play on to finish the visit.")
        found, drop = target_of(action)
        return progress + " " + text, found, drop
    found, drop = target_of(advice)
    if isinstance(advice, A.Reveal):
        text = _("Click the deck for the next statement.")
    elif isinstance(advice, A.Play):
        text = _play_text(s, advice.card)
    else:
        text = _("Choose the highlighted answer.")
    return progress + " " + text, found, drop


# -- what the UI shows -------------------------------------------------------------------------


@dataclass(frozen=True)
class Prompt:
    """What the overlay shows now. ``step`` is a step id, or "guide" between lessons.

    ``kind`` "do": wait for the player to act on ``target`` (dropping it on ``drop``);
    "read": show a Next button (a click on ``target``, if any, counts as Next too).
    ``number``/``total`` count the lessons (for "Step 3 of 14").
    """

    step: str
    kind: str
    text: str
    target: Target | None
    drop: Target | None
    number: int
    total: int

    @property
    def needs_next(self) -> bool:
        return self.kind == "read"


class Tutorial:
    """Progress through ``STEPS`` beside a session. Serialisable with ``to_dict``/``from_dict``."""

    def __init__(self, index: int = 0, status: str = "active", seen: int = 0) -> None:
        self.index = index
        self.status = status
        #: How many of the session's steps (actions) this tutorial has taken into account.
        self.seen = seen

    # -- persistence -------------------------------------------------------------------------

    def to_dict(self) -> dict:
        step = STEPS[self.index].id if self.index < len(STEPS) else None
        return {"version": DICT_VERSION, "status": self.status, "step": step, "seen": self.seen}

    @classmethod
    def from_dict(cls, data: object) -> Tutorial:
        """The tutorial of a saved dict; anything unreadable gives a finished tutorial (never raises)."""
        if not isinstance(data, dict) or data.get("version") != DICT_VERSION:
            return cls(len(STEPS), "finished")
        status, step, seen = data.get("status"), data.get("step"), data.get("seen")
        if status not in STATUSES or type(seen) is not int or seen < 0:
            return cls(len(STEPS), "finished")
        if step is None:
            return cls(len(STEPS), status if status != "active" else "finished", seen)
        if step not in STEP_IDS:
            return cls(len(STEPS), "finished", seen)
        return cls(STEP_IDS.index(step), status, seen)

    # -- reading ------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        return self.status == "active"

    def _effective(self, state: State) -> int:
        """The step shown now: passed steps with nothing to remind are stepped over."""
        index = self.index
        while index < len(STEPS):
            step = STEPS[index]
            if step.passed(state) and step.reminder is None and step.kind == "do":
                index += 1
                continue
            if step.passed(state) and step.kind == "read":
                index += 1
                continue
            return index
        return index

    def step(self, state: State) -> Step | None:
        index = self._effective(state)
        return STEPS[index] if self.active and index < len(STEPS) else None

    def prompt(self, state: State) -> Prompt | None:
        """What to show for ``state`` (None once the tutorial is over or skipped)."""
        if not self.active:
            return None
        index = self._effective(state)
        if index >= len(STEPS):
            return None
        step = STEPS[index]
        position = Position(state)
        number, total = index + 1, len(STEPS)
        if step.passed(state):
            reminder = step.reminder
            assert reminder is not None
            return Prompt(step.id, "read", reminder(), None, None, number, total)
        if step.moment(position):
            return Prompt(
                step.id, step.kind, step.text(position), step.target(position), step.drop(position), number, total
            )
        text, target, drop = _guide(position)
        if target is None:  # the game is over: nothing left to show but the last words
            return Prompt(STEPS[-1].id, "read", _finish_text(position), None, None, total, total)
        return Prompt("guide", "do", text, target, drop, number, total)

    # -- progress ------------------------------------------------------------------------------

    def observe(self, before: State, action: Action, events: Sequence[Event], after: State) -> bool:
        """The player did ``action`` in ``before``; True if that completed the step shown."""
        if not self.active:
            return False
        self.index = self._effective(before)
        if self.index >= len(STEPS):
            self._finish()
            return False
        step = STEPS[self.index]
        if step.kind == "do" and not step.passed(before) and step.moment(Position(before)):
            if step.done(action, events, after):
                self.index += 1
                self.index = self._effective(after)
                if self.index >= len(STEPS):
                    self._finish()
                return True
        return False

    def next(self, state: State) -> None:
        """Next (or a click on a read step's target): the read step or reminder shown is done."""
        prompt = self.prompt(state)
        if prompt is None or prompt.kind != "read":
            return
        if prompt.step == STEPS[-1].id:
            self.index = len(STEPS)
            self._finish()
            return
        self.index = self._effective(state) + 1
        if self._effective(state) >= len(STEPS):
            self._finish()

    def skip(self) -> None:
        """The player skipped the tutorial: the game on the table goes on as a normal game."""
        if self.active:
            self.status = "skipped"

    def _finish(self) -> None:
        self.index = len(STEPS)
        self.status = "finished"

    # -- following a session --------------------------------------------------------------------

    def listener(self, session: Session, what: str, events: list[Event]) -> None:
        """A ``Session`` listener: call ``session.listeners.insert(0, tutorial.listener)``
        so the tutorial has moved on before the autosave writes its dict."""
        if what in ("apply", "redo") and session.steps and self.seen < len(session.steps):
            self.catch_up(session)
        self.seen = len(session.steps)

    def catch_up(self, session: Session) -> None:
        """Take into account the session's actions this tutorial has not seen (after a resume)."""
        start = min(self.seen, len(session.steps))
        for index in range(start, len(session.steps)):
            before = session.steps[index - 1].state if index else session.start
            step = session.steps[index]
            assert before is not None
            self.observe(before, step.action, step.events, step.state)
        self.seen = len(session.steps)

    def attach(self, session: Session) -> None:
        """Follow ``session`` from now on (first listener, so it runs before the autosave)."""
        self.catch_up(session)
        if self.listener not in session.listeners:
            session.listeners.insert(0, self.listener)


def tutorial_of(session: Session) -> Tutorial | None:
    """The tutorial following ``session`` (attached as one of its listeners), or None."""
    for listener in session.listeners:
        owner = getattr(listener, "__self__", None)
        if isinstance(owner, Tutorial):
            return owner
    return None


def all_step_texts(state: State) -> dict[str, str]:
    """Every step's words for ``state`` (for the catalogue check and the screenshot script)."""
    position = Position(state)
    return {step.id: step.text(position) for step in STEPS}
