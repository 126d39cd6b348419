"""The first game that teaches itself: the progress through the tutorial's lessons.

Pure: no pygame, no files. A tutorial game is an ordinary game (a ``Session`` of the
fixed kingdom, ``Session.for_tutorial``) that holds a ``Tutorial``: the session tells it
every change before anyone else, so the save (which names it, ``persistence/savegame.py``)
always holds its progress. For the state on the table the tutorial says what to show
(a ``Prompt``): one or two sentences, the thing to click or drag (a table key, see
``game/table_keys.py``) and, for a card to drag, where it goes. The UI draws that (see
``ui/tutorial_layer.py``). The lessons themselves are a table (``game/lessons.py``).

A lesson whose moment can no longer come is shown as a short reminder with a Next
button instead. Skipping ends the tutorial; the game on the table goes on as a normal game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Protocol

from ..core import Action, State
from . import table_keys as K
from .lessons import DO, LESSON_IDS, LESSONS, READ, Lesson, Position, finish_words, guide, guide_places, resolve
from .tutorial_line import LineSearch

STATUSES = ("active", "finished", "skipped")
DICT_VERSION = 1


class Played(Protocol):
    """One step of a game's history, as the session keeps it."""

    @property
    def action(self) -> Action: ...
    @property
    def state(self) -> State: ...


@dataclass(frozen=True)
class Prompt:
    """What the overlay shows now. ``step`` is a lesson id, or "guide" between lessons.

    ``kind`` "do": wait for the player to act on ``target`` (dropping it on ``drop``);
    "read": show a Next button (a click on ``target``, if any, counts as Next too).
    ``number``/``total`` count the lessons (for "Step 3 of 14"). ``about``: the other places of
    the table the words talk about (the overlay leaves them visible); ``cover``: places the box
    may cover when there is no room beside those (``Lesson.cover``). ``move``: on a "guide"
    prompt, which move of the game since the last lesson it is (1, 2, ...; 0 on a lesson), so
    that the words between two lessons count on instead of repeating the next lesson's number.
    """

    step: str
    kind: str
    text: str
    target: K.Key | None
    drop: K.Key | None
    number: int
    total: int
    about: tuple[K.Key, ...] = ()
    move: int = 0
    cover: tuple[K.Key, ...] = ()

    @property
    def needs_next(self) -> bool:
        return self.kind == READ


def _steps_list(value: object, seen: int) -> bool:
    """``value`` is a list of distinct step indexes, each under ``seen``, in increasing order."""
    if not isinstance(value, list) or not all(type(i) is int and 0 <= i < seen for i in value):
        return False
    return all(a < b for a, b in pairwise(value))


class Tutorial:
    """Progress through ``LESSONS`` beside a session. Serialisable with ``to_dict``/``from_dict``."""

    def __init__(
        self, index: int = 0, status: str = "active", seen: int = 0, kept: tuple[object] | None = None
    ) -> None:
        self.index = index
        self.status = status
        #: How many of the session's steps (actions) this tutorial has taken into account.
        self.seen = seen
        #: A saved entry this version could not read (in a 1-tuple), written back as it was
        #: (the game goes on as a normal game).
        self.kept = kept
        self.search = LineSearch()
        #: Indexes of the session's steps this tutorial asked for, move for move (its prompt
        #: pointed at that very action): the end-of-game review does not judge them. Saved with
        #: the progress, so a game continued from a save still knows the earlier ones.
        self.required: set[int] = set()
        #: How many of the session's steps had been seen when the last lesson was done: the
        #: guide's moves after it are counted from there (from the resume, after a save).
        self.mark = seen

    # -- persistence -------------------------------------------------------------------------

    def to_dict(self) -> object:
        if self.kept is not None:
            return self.kept[0]
        step = LESSONS[self.index].id if self.index < len(LESSONS) else None
        document: dict[str, object] = {"version": DICT_VERSION, "status": self.status, "step": step, "seen": self.seen}
        if self.required:  # written only when there are some: an older save reads back as it was
            document["required"] = sorted(self.required)
        if self.active and self.mark != self.seen:  # likewise: else the moves count from the resume
            document["mark"] = self.mark
        return document

    @classmethod
    def from_dict(cls, data: object) -> Tutorial:
        """The tutorial of a saved dict; anything unreadable gives a finished tutorial that
        keeps the entry as it was (never raises)."""
        if not isinstance(data, dict) or data.get("version") != DICT_VERSION:
            return cls(len(LESSONS), "finished", kept=(data,))
        status, step, seen = data.get("status"), data.get("step"), data.get("seen")
        required, mark = data.get("required", []), data.get("mark", seen)
        if status not in STATUSES or type(seen) is not int or seen < 0 or not _steps_list(required, seen):
            return cls(len(LESSONS), "finished", kept=(data,))
        if type(mark) is not int or mark < 0:
            return cls(len(LESSONS), "finished", kept=(data,))
        if step is None:
            if status == "active":
                return cls(len(LESSONS), "finished", kept=(data,))
            tutorial = cls(len(LESSONS), status, seen)
        elif step not in LESSON_IDS:
            return cls(len(LESSONS), "finished", kept=(data,))
        else:
            tutorial = cls(LESSON_IDS.index(step), status, seen)
        tutorial.required = set(required)
        tutorial.mark = mark
        return tutorial

    # -- reading ------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        return self.status == "active"

    def _effective(self, state: State) -> int:
        """The lesson shown now: passed lessons with nothing to remind are stepped over."""
        index = self.index
        while index < len(LESSONS):
            lesson = LESSONS[index]
            if lesson.passed(state) and lesson.reminder is None and lesson.kind == DO:
                index += 1
                continue
            if lesson.passed(state) and lesson.kind == READ:
                index += 1
                continue
            return index
        return index

    def lesson(self, state: State) -> Lesson | None:
        index = self._effective(state)
        return LESSONS[index] if self.active and index < len(LESSONS) else None

    def prompt(self, state: State) -> Prompt | None:
        """What to show for ``state`` (None once the tutorial is over or skipped)."""
        if not self.active:
            return None
        index = self._effective(state)
        if index >= len(LESSONS):
            return None
        lesson = LESSONS[index]
        position = Position(state, self.search)
        number, total = index + 1, len(LESSONS)
        if lesson.passed(state):
            reminder = lesson.reminder
            assert reminder is not None
            return Prompt(lesson.id, READ, reminder(), None, None, number, total)
        if lesson.moment(position):
            target, drop = resolve(lesson.target, position), resolve(lesson.drop, position)
            about = lesson.about_keys(position)
            words = lesson.words(position)
            return Prompt(lesson.id, lesson.kind, words, target, drop, number, total, about, cover=lesson.cover)
        text, target, drop = guide(position)
        if target is None:  # the game is over: nothing left to show but the last words
            about = LESSONS[-1].about_keys(position)
            return Prompt(LESSONS[-1].id, READ, finish_words(position), None, None, total, total, about)
        move = self.seen - min(self.mark, self.seen) + 1
        about, cover = guide_places(target, drop)
        return Prompt("guide", DO, text, target, drop, number, total, about, move, cover)

    # -- progress ------------------------------------------------------------------------------

    def observe(self, before: State, action: Action, after: State) -> bool:
        """The player did ``action`` in ``before``; True if that completed the lesson shown."""
        if not self.active:
            return False
        self.index = self._effective(before)
        if self.index >= len(LESSONS):
            self._finish()
            return False
        lesson = LESSONS[self.index]
        if lesson.kind == DO and not lesson.passed(before) and lesson.moment(Position(before, self.search)):
            if lesson.done(action):
                self.index += 1
                self.index = self._effective(after)
                if self.index >= len(LESSONS):
                    self._finish()
                return True
        return False

    def next(self, state: State) -> None:
        """Next (or a click on a read lesson's target): the lesson or reminder shown is done."""
        prompt = self.prompt(state)
        if prompt is None or prompt.kind != READ:
            return
        if prompt.step == LESSONS[-1].id:
            self.index = len(LESSONS)
            self._finish()
            return
        self.index = self._effective(state) + 1
        self.mark = self.seen
        if self._effective(state) >= len(LESSONS):
            self._finish()

    def skip(self) -> None:
        """The player skipped the tutorial: the game on the table goes on as a normal game."""
        if self.active:
            self.status = "skipped"

    def _finish(self) -> None:
        self.index = len(LESSONS)
        self.status = "finished"

    # -- following a game ------------------------------------------------------------------------

    def follow(self, start: State, steps: Sequence[Played], what: str) -> None:
        """The game changed (``what``: "apply", "undo", "redo"...): take new actions into account."""
        if what in ("apply", "redo") and steps and self.seen < len(steps):
            self.catch_up(start, steps)
        self.seen = len(steps)
        self.required = {index for index in self.required if index < len(steps)}  # an undo took them back

    def catch_up(self, start: State, steps: Sequence[Played]) -> None:
        """Take into account the actions of ``steps`` this tutorial has not seen (after a resume)."""
        for index in range(min(self.seen, len(steps)), len(steps)):
            before = steps[index - 1].state if index else start
            step = steps[index]
            if self.asked_for(before, step.action):
                self.required.add(index)
            if self.observe(before, step.action, step.state):
                self.mark = index + 1  # this action was the lesson's: the guide's moves count after it
        self.seen = len(steps)

    def asked_for(self, state: State, action: Action) -> bool:
        """True when the prompt shown for ``state`` waited for this very action (the thing it
        pointed at, dropped where it said)."""
        prompt = self.prompt(state)
        if prompt is None or prompt.kind != DO or prompt.target is None:
            return False
        target, drop = K.target_of(action)
        return target == prompt.target and (prompt.drop is None or drop == prompt.drop)
