"""Replaying a finished game: its compact record and its positions, decision by decision.

Every recorded game keeps what it needs to be replayed (``replay_text``): the actions from
the start as short codes (``action_codes``), how the session answered unread questions, and
a digest of the final state. With the record's seed, setup and threshold (the statistics
keep those already), ``decode_replay`` checks the text and ``Replay.build`` rebuilds every
position of the game, checking that the actions lead to the very state the game ended in.
The text starts with its format version::

    1;1;3f0c...e1;f3 v a0 c5L r p7E ...
    ^ ^ ^         ^ the actions' codes, one space apart
    | | |         final state digest (sha-256 of the core's state, 32 hex digits)
    | | answered unread questions (1) or asked them (0: games from before the session did)
    | format version

A record that cannot be replayed is refused with a ``ReplayProblem`` whose ``code`` says
why (words in ``i18n`` later): ``MISSING`` (an older game, recorded without one),
``FUTURE`` (written by a newer version), ``INVALID`` (damaged), ``DIVERGED`` (its actions
do not lead to its final state: edited, or these rules replay it differently). The record
itself is never changed or dropped.

``Replay`` is read-only: a position per step (``position``), the decisions (positions with
a choice), stepping by decision, the start of each visit. The moves "Finish the visit" played
for the player (``settled``, kept beside the record by the statistics) are no decisions: the
replay steps over them and nothing judges them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass

from ..core import Action, IllegalAction, State, legal_actions, new_game, state_to_json
from ..core.cards import SETUPS, THRESHOLDS
from ..core.events import Event, VisitOver, VisitSettled
from ..core.state import PHASE_CHOOSE_FIEF, PHASE_GAME_OVER
from .action_codes import decode_actions, encode_actions
from .session import Session, apply_answering, reveals_information

REPLAY_VERSION = 1
#: The most actions a replay may hold (a whole game takes a few hundred).
MAX_REPLAY_ACTIONS = 20_000
MISSING, FUTURE, INVALID, DIVERGED = "missing", "future", "invalid", "diverged"


class ReplayProblem(Exception):
    """A game that cannot be replayed: ``code`` (``MISSING``, ``FUTURE``, ``INVALID``, ``DIVERGED``)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def state_digest(state: State) -> str:
    """A digest of the whole state (the hidden deck and the generator included)."""
    text = json.dumps(state_to_json(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class ReplayRecord:
    """What a replay needs: the game's settings, its actions, and the state it ended in."""

    seed: int
    setup: str
    threshold: int
    actions: tuple[Action, ...]
    answer_unread: bool
    final: str  # state_digest of the last state

    def text(self) -> str:
        """The compact text kept with the game's record."""
        return f"{REPLAY_VERSION};{int(self.answer_unread)};{self.final};{encode_actions(self.actions)}"


def record_of(session: Session) -> ReplayRecord:
    """The replay record of a session as it stands (its actions, not the undone ones)."""
    return ReplayRecord(
        session.seed,
        session.setup,
        session.threshold,
        tuple(session.actions),
        session.answer_unread,
        state_digest(session.state),
    )


def replay_text(session: Session) -> str:
    """The compact replay text of a session (see the module's docstring)."""
    return record_of(session).text()


def decode_replay(seed: object, setup: object, threshold: object, text: object) -> ReplayRecord:
    """The record of a replay text kept with a game of this seed, setup and threshold
    (``ReplayProblem`` if there is none, or it is newer or damaged; nothing is replayed yet)."""
    if text is None:
        raise ReplayProblem(MISSING, "the game was recorded without its actions")
    if type(seed) is not int or setup not in SETUPS or type(threshold) is not int or threshold not in THRESHOLDS:
        raise ReplayProblem(INVALID, "seed, setup or threshold")
    if not isinstance(text, str):
        raise ReplayProblem(INVALID, "not text")
    parts = text.split(";", 3)
    version = parts[0]
    if not version.isascii() or not version.isdigit() or len(version) > 6:
        raise ReplayProblem(INVALID, "version")
    if int(version) > REPLAY_VERSION:
        raise ReplayProblem(FUTURE, f"version {version}")
    if int(version) < 1 or len(parts) != 4:
        raise ReplayProblem(INVALID, f"version {version}")
    _, answered, final, codes = parts
    if answered not in ("0", "1"):
        raise ReplayProblem(INVALID, "answered")
    if len(final) != 32 or not all(c in "0123456789abcdef" for c in final):
        raise ReplayProblem(INVALID, "final state")
    if codes.count(" ") >= MAX_REPLAY_ACTIONS:
        raise ReplayProblem(INVALID, "too many actions")
    try:
        actions = decode_actions(codes)
    except ValueError as exc:
        raise ReplayProblem(INVALID, str(exc)) from None
    assert isinstance(setup, str)  # one of SETUPS
    return ReplayRecord(seed, setup, threshold, actions, answered == "1", final)


@dataclass(frozen=True, slots=True)
class Position:
    """The game before its ``index``-th action (``index == len(actions)``: the final state)."""

    index: int
    state: State
    #: The action the player took here (None at the end).
    action: Action | None
    #: What that action made happen (empty at the end).
    events: tuple[Event, ...]
    #: The visit this position belongs to (0 for the first, ...): a visit starts with its fief's choice.
    visit: int
    #: The player had a choice here (two or more legal actions, not played out by "Finish the visit").
    decision: bool


class Replay:
    """Every position of a recorded game, rebuilt and checked (read-only)."""

    def __init__(
        self,
        record: ReplayRecord,
        states: list[State],
        events: list[tuple[Event, ...]],
        settled: Iterable[int] = (),
    ) -> None:
        self.record = record
        #: The moves "Finish the visit" played for the player (no decisions).
        self.settled = frozenset(settled)
        self._states = states
        self._events = events
        decisions: list[int] = []
        visits: list[int] = []
        visit_of: list[int] = []
        between = True  # no visit begun since the last one ended
        for index, state in enumerate(states):
            if state.phase is PHASE_CHOOSE_FIEF and between:
                visits.append(index)
                between = False
            visit_of.append(max(len(visits) - 1, 0))
            if index < len(record.actions):
                if index not in self.settled and state.phase is not PHASE_GAME_OVER and len(legal_actions(state)) > 1:
                    decisions.append(index)
                if any(isinstance(e, VisitOver) for e in events[index]):
                    between = True
        self.decisions: tuple[int, ...] = tuple(decisions)
        self._decision_set = frozenset(decisions)
        self.visit_starts: tuple[int, ...] = tuple(visits)
        self._visit_of = visit_of
        #: The player's last decision before each visit "Finish the visit" played out, and its note
        #: (the replay tells it there: the steps it played are stepped over).
        self.settled_after: dict[int, VisitSettled] = {}
        for start in sorted(i for i in self.settled if i - 1 not in self.settled and i < len(events)):
            over = next((e for i in range(start, len(events)) for e in events[i] if isinstance(e, VisitOver)), None)
            before = [d for d in decisions if d < start]
            if over is not None and before:
                self.settled_after[before[-1]] = VisitSettled(over.fief, over.won)

    @classmethod
    def build(cls, record: ReplayRecord, settled: Iterable[int] = ()) -> Replay:
        """Replay ``record`` from its seed (``ReplayProblem(DIVERGED)`` unless it reaches its final state);
        ``settled``: the moves "Finish the visit" played (see ``Replay.settled``)."""
        state = new_game(record.seed, record.setup, record.threshold)
        states = [state]
        events: list[tuple[Event, ...]] = []
        try:
            for action in record.actions:
                state, happened = apply_answering(state, action, record.answer_unread)
                states.append(state)
                events.append(tuple(happened))
        except IllegalAction as exc:
            raise ReplayProblem(DIVERGED, f"action {len(events) + 1}: {exc}") from None
        if state_digest(state) != record.final:
            raise ReplayProblem(DIVERGED, "the actions do not lead to the game's final state")
        return cls(record, states, events, settled)

    @property
    def length(self) -> int:
        """The number of actions (positions are 0 .. length)."""
        return len(self.record.actions)

    @property
    def final_state(self) -> State:
        return self._states[-1]

    def state(self, index: int) -> State:
        return self._states[index]

    def position(self, index: int) -> Position:
        """The position before action ``index`` (``IndexError`` outside 0 .. length)."""
        if not 0 <= index <= self.length:
            raise IndexError(index)
        state = self._states[index]
        at_end = index == self.length
        return Position(
            index,
            state,
            None if at_end else self.record.actions[index],
            () if at_end else self._events[index],
            self._visit_of[index],
            index in self._decision_set,
        )

    def reveals(self, index: int) -> bool:
        """True when action ``index`` showed the player something new (a card, a shuffle)."""
        return reveals_information(list(self._events[index]))

    def next_decision(self, index: int) -> int:
        """The first decision after ``index``; the final position when none is left."""
        return next((d for d in self.decisions if d > index), self.length)

    def previous_decision(self, index: int) -> int:
        """The last decision before ``index``; 0 (the start) when none is."""
        return next((d for d in reversed(self.decisions) if d < index), 0)

    def visit_of(self, index: int) -> int:
        """The visit (0 for the first) position ``index`` belongs to."""
        return self._visit_of[index]

    def visit_start(self, visit: int) -> int:
        """The position where visit ``visit`` (0 for the first) begins: the choice of its fief."""
        return self.visit_starts[visit]


def replay_game(seed: object, setup: object, threshold: object, text: object, settled: Iterable[int] = ()) -> Replay:
    """``decode_replay`` and ``Replay.build`` in one (``ReplayProblem`` if it cannot be replayed)."""
    return Replay.build(decode_replay(seed, setup, threshold, text), settled)
