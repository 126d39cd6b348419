"""A game in progress: the current state, its history, honest undo and redo.

Undo takes back decisions made since the last new information — a revealed
statement, a drawn or peeked card, a shuffle, a new deal — and never further.
Because the deck order and the generator live in the state, undoing and choosing
the same again always gives the same cards. Listeners (autosave, statistics, the
UI) are told after every change; a tutorial game's ``Tutorial`` is told first.

The session answers the questions nobody needs to be asked: which card ends on top of a
pile that nobody will read again this visit. When several cards move at once onto a pile,
the core asks which one ends on top. If no character can ever read that pile's top card
during the rest of the visit (``core.pile_order.top_card_matters``), the session answers at
once, in the same step as the action that raised the question (``apply_answering``): undo
takes both back together, redo and a save's replay answer the same way (the answer is a pure
function of the state), and the saved history holds only the player's own actions. Saves
written before the session answered by itself hold the player's answers in their history;
``replays_answered`` tells the loader which way a history was written.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ..core import Action, Moment, Phase, State, apply_with_positions, legal_actions, new_game
from ..core import apply as apply_rules
from ..core.abilities import LE_DISCARD, pick_progress
from ..core.actions import Pick, pick_card
from ..core.events import Event, VisitSettled
from ..core.pile_order import unread_top_answer
from ..i18n.view_text import public_view
from .lessons import TUTORIAL_SEED, TUTORIAL_SETUP, TUTORIAL_THRESHOLD
from .tutorial import Tutorial

if TYPE_CHECKING:  # the advisor is loaded when a hint is asked for, not at start-up
    from ..ai.advisor import Advice


def reveals_information(events: list[Event]) -> bool:
    """True when these events showed the player a card or outcome not known before."""
    return any(event.reveals for event in events)


# -- the questions nobody needs to be asked ------------------------------------------------------


def apply_answering(state: State, action: Action, answer: bool = True) -> tuple[State, list]:
    """``core.apply``, then the unread "which card ends on top" answered (unless ``answer`` is off)."""
    new_state, events = apply_rules(state, action)
    if answer:
        card = unread_top_answer(new_state)
        while card is not None:
            new_state, more = apply_rules(new_state, pick_card(card))
            events = [*events, *more]
            card = unread_top_answer(new_state)
    return new_state, events


def answering_with_positions(state: State, action: Action, answer: bool = True) -> tuple[State, tuple[Moment, ...]]:
    """``apply_answering`` with each event beside the position right after it (``core.moments``)."""
    new_state, moments = apply_with_positions(state, action)
    if answer:
        card = unread_top_answer(new_state)
        while card is not None:
            new_state, more = apply_with_positions(new_state, pick_card(card))
            moments = (*moments, *more)
            card = unread_top_answer(new_state)
    return new_state, moments


def replays_answered(start: State, actions: list[Action]) -> bool | None:
    """Were ``actions`` recorded with the unread questions answered by the session?

    A history from an older version holds a pick for every such question. The first
    question met decides: the next recorded action either answers it (older: False) or
    does not (newer: True). True when no question is met (both replay alike); None when
    the last action raised it, so that only the saved state can tell.
    """
    state = start
    for index, action in enumerate(actions):
        after, _ = apply_rules(state, action)
        if unread_top_answer(after) is not None:
            if index + 1 == len(actions):
                return None
            return not isinstance(actions[index + 1], Pick)
        state = after
    return True


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action and what it led to."""

    action: Action
    state: State
    events: tuple[Event, ...]
    reveals: bool
    #: The session's own note put before the rules' events (``VisitSettled``), if any.
    note: Event | None = None


#: The phases of a visit under way (as ``ai.infoset.VISIT_PHASES``, which ``game.settle`` plays out).
_VISIT_PHASES = frozenset({Phase.ABILITY_WINDOW, Phase.RESPOND, Phase.DECISION})

Listener = Callable[["Session", str, list[Event]], None]


@dataclass
class Session:
    """The game being played: seed and settings, the start state and every step since."""

    seed: int
    setup: str
    threshold: int
    undo_allowed: bool = True
    start: State | None = None
    steps: list[Step] = field(default_factory=list)
    redo_stack: list[Action] = field(default_factory=list)
    undo_count: int = 0
    #: The session answers "which card ends on top" when nobody can read it (off for older saves).
    answer_unread: bool = True
    #: How many steps the game had when undo was last turned off (None while undo is on).
    ironman_from: int | None = None
    #: Whether an undo or redo was asked for and refused while undo was off.
    undo_refused: bool = False
    #: How many decisions (positions with two or more choices) the player saw a hint at in this game.
    hints_used: int = 0
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex[:16])
    started: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    listeners: list[Listener] = field(default_factory=list, repr=False)
    #: The tutorial this game teaches, if it is a tutorial game (told of every change before the listeners).
    tutorial: Tutorial | None = field(default=None, repr=False, compare=False)
    #: A practice game played on from a replay (``game.play_on``): never saved nor recorded.
    played_on: bool = False
    #: Where a practice game was played on from: the recorded game's id and the replay's position
    #: (its "Back to the replay" goes there); None for any other game.
    played_on_from: tuple[str, int] | None = field(default=None, compare=False)
    #: The advice the hints showed, by the index of the step it was shown before, beside the
    #: position it was shown for (not saved: a game continued from a save asks the advisor again).
    shown_hints: dict[int, tuple[State, Advice]] = field(default_factory=dict, repr=False, compare=False)
    #: The positions whose hint was counted (not saved): hinted again, after an undo and a redo or
    #: in a scene built anew, a position is not counted twice.
    hinted: set[State] = field(default_factory=set, repr=False, compare=False)
    #: The Lady of Eyes' total (the drawn cards') when the session starts in the middle of her
    #: discards, as a puzzle does: the picks before its start are not among its steps.
    sum_before: int | None = field(default=None, compare=False)
    _legal_for: State | None = field(default=None, init=False, repr=False, compare=False)
    _legal: tuple[Action, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.start is None:
            self.start = new_game(self.seed, self.setup, self.threshold)
        if not self.undo_allowed and self.ironman_from is None:
            self.ironman_from = len(self.steps)

    @classmethod
    def replay(
        cls,
        seed: int,
        setup: str,
        threshold: int,
        actions: list[Action],
        *,
        undo_allowed: bool = True,
        answer_unread: bool = True,
    ) -> Session:
        """Rebuild a session by applying ``actions`` from the start (raises IllegalAction)."""
        session = cls(seed, setup, threshold, undo_allowed, answer_unread=answer_unread)
        for action in actions:
            session._push(action)
        return session

    @classmethod
    def for_tutorial(cls, undo_allowed: bool = True) -> Session:
        """A new game of the tutorial's kingdom, with its tutorial (saved as usual; recorded if it is
        finished, not if it is left while its tutorial runs: ``practice``, ``Keeper.abandon_current``)."""
        return cls(TUTORIAL_SEED, TUTORIAL_SETUP, TUTORIAL_THRESHOLD, undo_allowed, tutorial=Tutorial())

    def attach_tutorial(self, tutorial: Tutorial) -> None:
        """From now on ``tutorial`` follows this game; it first takes in the actions it has not seen."""
        assert self.start is not None  # set in __post_init__
        tutorial.catch_up(self.start, self.steps)
        self.tutorial = tutorial

    # -- reading -------------------------------------------------------------

    @property
    def practice(self) -> bool:
        """A tutorial game whose tutorial still runs: left unfinished, it is not counted. Once the
        tutorial is skipped or finished the game goes on as a normal game, and counts as one.
        A game played on from a replay is practice from its first action to its last."""
        return self.played_on or (self.tutorial is not None and self.tutorial.active)

    @property
    def state(self) -> State:
        return self.steps[-1].state if self.steps else self.start  # type: ignore[return-value]  # set in __post_init__

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    @property
    def over(self) -> bool:
        return self.state.phase is Phase.GAME_OVER

    @property
    def ironman(self) -> bool:
        """Ironman from the first action to the last: undo off all along, never used."""
        return not self.undo_allowed and self.ironman_from == 0 and self.undo_count == 0

    def view(self) -> dict:
        return public_view(self.state)

    def pick_progress(self) -> tuple[int, int] | None:
        """Which pick of a known number of picks the pending ability asks for (1 of 2...), if known."""
        decision = self.state.decision
        return None if decision is None else pick_progress(decision)

    def sum_to_reach(self) -> tuple[int, int] | None:
        """While the Lady of Eyes asks for discards: the drawn cards' total, and what is still to
        reach (the decision holds only the latter: the total is the first of its picks' remainders)."""
        decision = self.state.decision
        if decision is None or decision.step != LE_DISCARD.name:
            return None
        left = total = decision.data[0]
        for step in reversed(self.steps[:-1]):  # back through this ability's earlier picks
            earlier = step.state.decision
            if earlier is None or earlier.step != LE_DISCARD.name or earlier.data[0] <= total:
                break
            total = earlier.data[0]
        else:  # back to the session's start, still in her discards: picks before it count too
            if self.sum_before is not None and self.sum_before > total:
                total = self.sum_before
        return total, left

    def legal(self) -> tuple[Action, ...]:
        """Every legal action now (computed once per state: the UI asks every frame)."""
        state = self.state
        if self._legal_for is not state:
            self._legal_for, self._legal = state, legal_actions(state)
        return self._legal

    def legal_after(self, action: Action) -> tuple[Action, ...]:
        """Every action that would be legal once ``action`` is played (nothing is played).

        Empty when ``action`` is not legal now. For a scene that offers two steps as one
        click (going back to choose another fief); the game's secrets are not consulted.
        """
        if action not in self.legal():
            return ()
        return legal_actions(apply_rules(self.state, action)[0])

    # -- playing -----------------------------------------------------------------

    def _push(self, action: Action, note: Event | None = None) -> list[Event]:
        new_state, events = apply_answering(self.state, action, self.answer_unread)
        reveals = reveals_information(events)
        if note is not None:
            events = [note, *events]
        self.steps.append(Step(action, new_state, tuple(events), reveals, note))
        return events

    def apply(self, action: Action, note: Event | None = None) -> list[Event]:
        """Play ``action`` (raises ``IllegalAction`` and changes nothing if it is refused).

        ``note`` is an event put before the rules' own (e.g. ``VisitSettled``), for the log.
        """
        events = self._push(action, note)
        self.redo_stack.clear()
        self._tell("apply", events)
        return events

    def moments(self, first: int = 0) -> tuple[Moment, ...]:
        """Every event of the steps from index ``first`` on, each with the position right after it
        (``core.apply_with_positions``: the rules played again, which give the same events): what a
        table shows one event at a time. A session's note comes with the position it was put at."""
        found: list[Moment] = []
        state = self._state_before(first)
        for step in self.steps[first:]:
            if step.note is not None:
                found.append(Moment(step.note, state))
            after, moments = answering_with_positions(state, step.action, self.answer_unread)
            assert after == step.state, "the rules played again must come to the same state"
            found += moments
            state = step.state
        return tuple(found)

    def notes(self) -> list[tuple[int, Event]]:
        """The session's notes and the index of the step each came with (for the save)."""
        return [(i, step.note) for i, step in enumerate(self.steps) if step.note is not None]

    def restore_note(self, index: int, note: Event) -> None:
        """Put back a note saved with step ``index`` of a replayed history (for the log)."""
        step = self.steps[index]
        if step.note is None:
            self.steps[index] = Step(step.action, step.state, (note, *step.events), step.reveals, note)

    # -- undo ----------------------------------------------------------------------

    def _undo_floor(self) -> int:
        """How many steps must stay: up to and including the last that revealed something."""
        for index in range(len(self.steps) - 1, -1, -1):
            if self.steps[index].reveals:
                return index + 1
        return 0

    def can_undo(self) -> bool:
        return self.undo_allowed and len(self.steps) > self._undo_floor()

    def can_redo(self) -> bool:
        return self.undo_allowed and bool(self.redo_stack)

    def set_ironman(self, on: bool) -> bool:
        """Turn undo off (at any time) or back on (only while no undo was refused since it
        went off); True when the game now has the asked mode."""
        if on == (not self.undo_allowed):
            return True
        if on:
            self.undo_allowed = False
            self.ironman_from = len(self.steps)
        elif self.undo_refused:
            return False
        else:
            self.undo_allowed = True
            self.ironman_from = None
        self._tell("mode", [])
        return True

    def can_leave_ironman(self) -> bool:
        return self.undo_allowed or not self.undo_refused

    def _refuse(self) -> None:
        if not self.undo_refused:
            self.undo_refused = True
            self._tell("refused", [])

    def undo(self) -> bool:
        """Take back the last decision if no new information came since; False if not allowed
        (asking while undo is off is remembered: the game then stays without undo)."""
        if not self.undo_allowed:
            self._refuse()
            return False
        if not self.can_undo():
            return False
        step = self.steps.pop()
        self.redo_stack.append(step.action)
        self.undo_count += 1
        self._tell("undo", [])
        return True

    def redo(self) -> list[Event] | None:
        """Play the last undone action again (same state, same cards)."""
        if not self.undo_allowed:
            self._refuse()
            return None
        if not self.can_redo():
            return None
        action = self.redo_stack.pop()
        events = self._push(action)
        self._tell("redo", events)
        return events

    def count_hint(self, state: State) -> None:
        """A hint was shown at ``state`` (asked for, or kept on by the setting): counted in the
        game's statistics (and saved) once per position, and only at a decision. The setting that
        keeps the Hint on hinted every position, those with one choice too: a game of 136
        decisions said "Hints used 176"."""
        if state in self.hinted or len(legal_actions(state)) < 2:
            return
        self.hinted.add(state)
        self.hints_used += 1
        self._tell("hint", [])

    def note_hint(self, state: State, advice: Advice) -> None:
        """The hint of ``state`` is shown: kept for the review if ``state`` is the position now."""
        if state == self.state:
            self.shown_hints[len(self.steps)] = (state, advice)

    def hints_shown(self, now: bool = False) -> dict[int, Advice]:
        """Step index → the advice the hint showed just before that step was played, for the
        steps still played from the position it was shown for (an undo and another line drop it);
        with ``now``, the hint of the position now too (under the index of the step to come)."""
        found: dict[int, Advice] = {}
        for index, (state, advice) in self.shown_hints.items():
            if index < len(self.steps) + now and self._state_before(index) == state:
                found[index] = advice
        return found

    def restore_hint(self, index: int, advice: Advice) -> None:
        """Put back the hint a save kept, shown before step ``index`` (the review judges by it)."""
        self.shown_hints[index] = (self._state_before(index), advice)

    def tutorial_required(self) -> frozenset[int]:
        """Indexes of the steps the tutorial asked for, move for move (not for the review to judge)."""
        return frozenset(self.tutorial.required) if self.tutorial is not None else frozenset()

    def settled_moves(self) -> frozenset[int]:
        """Indexes of the steps "Finish the visit" played for the player: from the step carrying its
        ``VisitSettled`` note to the end of that visit (not the player's decisions: not judged)."""
        found: set[int] = set()
        settling = False
        for index, step in enumerate(self.steps):
            settling = settling or isinstance(step.note, VisitSettled)
            if settling:
                found.add(index)
                settling = step.state.phase in _VISIT_PHASES
        return frozenset(found)

    def _state_before(self, index: int) -> State:
        assert self.start is not None  # set in __post_init__
        return self.steps[index - 1].state if index else self.start

    def _tell(self, what: str, events: list[Event]) -> None:
        if self.tutorial is not None:  # first: the autosave then writes its progress
            assert self.start is not None  # set in __post_init__
            self.tutorial.follow(self.start, self.steps, what)
        for listener in list(self.listeners):
            listener(self, what, events)
