"""Puzzles from the exact solver: positions of real games with one right answer.

A puzzle is a position met in a seeded game (``scripts/find_puzzles.py`` plays them,
``puzzle_finder.py`` finds the positions) where the exact solver (``ai.exact``, over the
cards the player has not seen) proves one action strictly best: the only one that can
still win the visit, or ahead of the next best by at least ``MIN_MARGIN`` of the chance
to win the visit. The game ships a book of them (``puzzles.json`` beside this module,
read by ``persistence.puzzle_book``); everything here is pure:

* ``book_from_text`` / ``book_from_document`` check a book and refuse a damaged or
  wrong-version one with a ``PuzzleProblem`` (a code and a detail, worded in ``i18n``);
* ``position_of`` rebuilds a puzzle's position from its seed, setup and actions, and
  checks it is the position the finder saw (the view's digest);
* ``check_answer`` values the player's answer with the exact solver;
* ``solution`` gives the answer as a line, with the exact odds of every option;
* ``daily_puzzle`` is the same puzzle for everyone on a date; ``by_difficulty`` the
  way through the book, easiest first; ``at_level`` a level's course, typical puzzles first;
* ``PuzzleStats`` are the player's results (solved first try, streak) as data, with
  the JSON shape ``persistence.puzzle_stats`` saves.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from types import MappingProxyType
from typing import Any

from ..ai.exact import Solver
from ..ai.infoset import VISIT_PHASES
from ..core import Action, IllegalAction, State, legal_actions, new_game, view
from ..core.actions import Activate, ChooseFief, PickFief, Play, Reveal
from ..core.cards import CHARACTER_SET, SETUPS, THRESHOLDS
from .action_codes import action_code, action_of_code, decode_actions, encode_actions
from .envelope import open_envelope
from .session import apply_answering, reveals_information

PUZZLES_KIND = "fornorthwood-puzzles"
PUZZLES_VERSION = 1
#: How far ahead of the next best action the answer must be (chance to win the visit).
MIN_MARGIN = 0.25
#: The least chance an only winning line may have to be kept as a puzzle.
MIN_ONLY = 0.10
#: Decimals kept of the odds in the book (exact values agree with them to this precision).
ODDS_DIGITS = 6
#: Two values closer than this are the same value (the solver's sums differ in the last bits).
TOLERANCE = 1e-6
#: Difficulty levels, easiest first.
LEVELS = (1, 2, 3, 4, 5)
#: The most actions a puzzle's history may have (a whole game takes a few hundred).
MAX_ACTIONS = 2_000
#: What a puzzle's answer is: the only action that can still win, or far ahead of the rest.
ONLY, MARGIN = "only", "margin"
#: Kinds of ``PuzzleProblem``: a book of another kind, of a newer format, or damaged; a
#: puzzle whose position this version of the rules no longer reaches.
FOREIGN, FUTURE, INVALID, DIVERGED = "foreign", "future", "invalid", "diverged"


class PuzzleProblem(Exception):
    """A puzzle book or a puzzle that cannot be used: ``code`` (above) and a ``detail`` for logs."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Option:
    """One legal action of a puzzle's position and its exact chance to win the visit."""

    action: Action
    success: float


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One position with one right answer, and what is needed to rebuild it."""

    id: str
    seed: int
    setup: str
    threshold: int
    #: The game's actions from its start to the position (as the session played them).
    actions: tuple[Action, ...]
    answer: Action
    #: Every legal action of the position, in the order of ``legal_actions``, with its exact odds.
    options: tuple[Option, ...]
    level: int
    #: The difficulty within the level (higher is harder): see ``grade``.
    score: int
    #: The characters whose abilities the position involves (a question asked, an ally still ready).
    abilities: tuple[str, ...]
    #: Digest of the position's view: the rebuilt position must be the one the finder saw.
    digest: str

    @property
    def kind(self) -> str:
        """``ONLY`` when every other action loses the visit for sure, else ``MARGIN``."""
        return ONLY if all(o.success <= TOLERANCE for o in self.options if o.action != self.answer) else MARGIN

    @property
    def answer_success(self) -> float:
        return next(o.success for o in self.options if o.action == self.answer)

    @property
    def margin(self) -> float:
        """How far the answer is ahead of the next best action."""
        others = [o.success for o in self.options if o.action != self.answer]
        return self.answer_success - max(others)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "seed": self.seed,
            "setup": self.setup,
            "threshold": self.threshold,
            "actions": encode_actions(self.actions),
            "answer": action_code(self.answer),
            "odds": [[action_code(o.action), round(o.success, ODDS_DIGITS)] for o in self.options],
            "level": self.level,
            "score": self.score,
            "abilities": list(self.abilities),
            "digest": self.digest,
        }


@dataclass(frozen=True, slots=True)
class PuzzleBook:
    """The puzzles of a book, in the book's order (by seed, then by step)."""

    puzzles: tuple[Puzzle, ...]
    by_id: Mapping[str, Puzzle] = field(compare=False, repr=False)
    #: Each level's course once asked for (``at_level``: it replays every puzzle of the level).
    courses: dict[int, tuple[Puzzle, ...]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, puzzles: Iterable[Puzzle]) -> PuzzleBook:
        found = tuple(puzzles)
        return cls(found, MappingProxyType({p.id: p for p in found}))

    def to_json(self) -> dict[str, Any]:
        return {"kind": PUZZLES_KIND, "version": PUZZLES_VERSION, "puzzles": [p.to_json() for p in self.puzzles]}


def book_text(book: PuzzleBook) -> str:
    """The book as the game ships it: one puzzle a line, keys sorted, the same bytes for the same book."""
    head = json.dumps({"kind": PUZZLES_KIND, "version": PUZZLES_VERSION}, sort_keys=True, separators=(",", ":"))
    lines = [json.dumps(p.to_json(), sort_keys=True, separators=(",", ":")) for p in book.puzzles]
    return head[:-1] + ',"puzzles":[\n' + ",\n".join(lines) + "\n]}\n"


# -- reading a book ---------------------------------------------------------------------------


def book_from_text(text: str | bytes) -> PuzzleBook:
    """The book of a ``book_text`` (``PuzzleProblem`` if it is not a sound book of this version)."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise PuzzleProblem(INVALID, f"not JSON: {exc}") from None
    return book_from_document(document)


def book_from_document(document: object) -> PuzzleBook:
    """The book of a parsed document; ``PuzzleProblem`` (``FOREIGN``, ``FUTURE``, ``INVALID``) if unusable."""
    document = open_envelope(document, PUZZLES_KIND, PUZZLES_VERSION, PuzzleProblem)
    raw = document.get("puzzles")
    if not isinstance(raw, list) or not raw:
        raise PuzzleProblem(INVALID, "no puzzles")
    puzzles = [_puzzle_from_json(entry, n) for n, entry in enumerate(raw)]
    book = PuzzleBook.of(puzzles)
    if len(book.by_id) != len(puzzles):
        raise PuzzleProblem(INVALID, "two puzzles with the same id")
    return book


def _puzzle_from_json(raw: object, n: int) -> Puzzle:
    where = f"puzzle {n}"
    if not isinstance(raw, dict):
        raise PuzzleProblem(INVALID, f"{where}: not an object")
    try:
        pid, seed, setup, threshold = raw["id"], raw["seed"], raw["setup"], raw["threshold"]
        level, score, abilities, digest = raw["level"], raw["score"], raw["abilities"], raw["digest"]
        actions_text, answer_code, odds = raw["actions"], raw["answer"], raw["odds"]
    except (KeyError, TypeError):
        raise PuzzleProblem(INVALID, f"{where}: a field is missing") from None
    if not isinstance(pid, str) or not pid or len(pid) > 40 or not pid.isascii():
        raise PuzzleProblem(INVALID, f"{where}: id")
    where = f"puzzle {pid}"
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise PuzzleProblem(INVALID, f"{where}: seed")
    if setup not in SETUPS or type(threshold) is not int or threshold not in THRESHOLDS:
        raise PuzzleProblem(INVALID, f"{where}: setup or threshold")
    if type(level) is not int or level not in LEVELS or type(score) is not int or score < 0:
        raise PuzzleProblem(INVALID, f"{where}: level")
    if not isinstance(abilities, list) or not all(isinstance(c, str) and c in CHARACTER_SET for c in abilities):
        raise PuzzleProblem(INVALID, f"{where}: abilities")
    if not isinstance(digest, str) or len(digest) != 32 or not all(c in "0123456789abcdef" for c in digest):
        raise PuzzleProblem(INVALID, f"{where}: digest")
    if not isinstance(actions_text, str) or actions_text.count(" ") >= MAX_ACTIONS:
        raise PuzzleProblem(INVALID, f"{where}: actions")
    try:
        actions = decode_actions(actions_text)
        answer = action_of_code(answer_code)
        if not isinstance(odds, list) or len(odds) < 2:
            raise ValueError("fewer than two options")
        options = tuple(_option_from_json(entry) for entry in odds)
    except ValueError as exc:
        raise PuzzleProblem(INVALID, f"{where}: {exc}") from None
    if len({o.action for o in options}) != len(options) or answer not in {o.action for o in options}:
        raise PuzzleProblem(INVALID, f"{where}: the answer is not one of the options")
    puzzle = Puzzle(pid, seed, setup, threshold, actions, answer, options, level, score, tuple(abilities), digest)
    best = max(o.success for o in options)
    if puzzle.answer_success < best or not (puzzle.margin >= MIN_MARGIN - TOLERANCE or puzzle.kind == ONLY):
        raise PuzzleProblem(INVALID, f"{where}: the answer is not strictly best")
    return puzzle


def _option_from_json(entry: object) -> Option:
    if not isinstance(entry, list) or len(entry) != 2:
        raise ValueError("an option is [code, odds]")
    code, success = entry
    if type(success) not in (int, float) or not 0.0 <= success <= 1.0:
        raise ValueError(f"odds {success!r}")
    return Option(action_of_code(code), float(success))


# -- a puzzle's position, the answer, the solution ---------------------------------------------------


def view_digest(state: State) -> str:
    """A digest of what the player sees of ``state`` (never the hidden deck order)."""
    text = json.dumps(view(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def position_of(puzzle: Puzzle) -> State:
    """The puzzle's position, rebuilt from its seed and actions as the session plays them
    (``PuzzleProblem(DIVERGED)`` when this version's rules do not reach the finder's position)."""
    state = new_game(puzzle.seed, puzzle.setup, puzzle.threshold)
    try:
        for action in puzzle.actions:
            state = apply_answering(state, action)[0]
    except IllegalAction as exc:
        raise PuzzleProblem(DIVERGED, f"puzzle {puzzle.id}: {exc}") from None
    if state.phase not in VISIT_PHASES or view_digest(state) != puzzle.digest:
        raise PuzzleProblem(DIVERGED, f"puzzle {puzzle.id}: not the position of the book")
    if tuple(o.action for o in puzzle.options) != legal_actions(state):
        raise PuzzleProblem(DIVERGED, f"puzzle {puzzle.id}: other options")
    return state


@dataclass(frozen=True, slots=True)
class Verdict:
    """The exact solver's judgement of an answer."""

    correct: bool
    #: The chance to win the visit after the answer given, and after the right one.
    success: float
    best_success: float
    answer: Action


def exact_options(state: State, should_stop: Callable[[], bool] | None = None) -> tuple[Option, ...]:
    """Every legal action of ``state`` with its exact chance to win the visit (``exact.Cancelled``
    if ``should_stop`` says so)."""
    solver = Solver(should_stop=should_stop)
    return tuple(Option(action, value) for action, value in solver.action_values(state))


def check_answer(puzzle: Puzzle, action: Action, should_stop: Callable[[], bool] | None = None) -> Verdict:
    """Is ``action`` the right answer? Valued by the exact solver on the rebuilt position.

    ``PuzzleProblem(DIVERGED)`` if the position cannot be rebuilt or ``action`` is not legal there.
    """
    state = position_of(puzzle)
    if action not in legal_actions(state):
        raise PuzzleProblem(DIVERGED, f"puzzle {puzzle.id}: {action_code(action)} is not legal here")
    solver = Solver(should_stop=should_stop)
    success = solver.action_value(state, action)
    best = solver.action_value(state, puzzle.answer)
    return Verdict(success >= best - TOLERANCE, success, best, puzzle.answer)


@dataclass(frozen=True, slots=True)
class LineStep:
    """One move of a solution's line: the position's options with their odds, and the move."""

    action: Action
    options: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class Solution:
    """The answer and what follows it until the next card is seen, each move with the odds of every option."""

    line: tuple[LineStep, ...]

    @property
    def options(self) -> tuple[Option, ...]:
        """The puzzle's own options, best first (ties in the order of the rules)."""
        first = self.line[0].options
        return tuple(sorted(first, key=lambda o: -o.success))


#: The most moves of a solution's line (an ability's questions are a few picks).
MAX_LINE = 8


def solution(puzzle: Puzzle, should_stop: Callable[[], bool] | None = None) -> Solution:
    """The solution: the answer, then the best moves after it while nothing new is seen (an
    ability's questions, say), each with the exact odds of every option of its position."""
    state = position_of(puzzle)
    steps = [LineStep(puzzle.answer, exact_options(state, should_stop))]
    state, events = apply_answering(state, puzzle.answer)
    while len(steps) < MAX_LINE and state.phase in VISIT_PHASES and not reveals_information(events):
        legal = legal_actions(state)
        if len(legal) < 2:
            break
        options = exact_options(state, should_stop)
        steps.append(LineStep(_line_move(options), options))
        best = steps[-1]
        state, events = apply_answering(state, best.action)
    return Solution(tuple(steps))


def _line_move(options: Sequence[Option]) -> Action:
    """The move a solution's line takes among ``options``: the first of the best, a plain move before an
    ally's ability where they are as good (within ``TOLERANCE``): a line that used an ally whose ability
    can do nothing there ("Then use ally 3, the Baron of Leaves" with no equal values) read as advice."""
    top = max(option.success for option in options)
    best = [option.action for option in options if option.success >= top - TOLERANCE]
    return next((action for action in best if not isinstance(action, Activate)), best[0])


# -- difficulty ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Features:
    """What makes a puzzle hard: its options, the dialogues left (the cards in hand: how deep the
    visit still goes), the abilities in play, whether the quick greedy rule of thumb
    (``ai.policy``) already finds the answer, how far ahead the answer is, and whether the count
    alone shows it (``plain_answer``)."""

    options: int
    hand: int
    unseen: int
    abilities: tuple[str, ...]
    greedy_finds: bool
    only: bool
    margin: float
    plain: bool = False


def grade(features: Features) -> int:
    """The difficulty score of a puzzle with these features (higher is harder, at least 0).

    What a player sees counts most: three points a move beyond two to choose from, a point a card in
    hand beyond one (the dialogues still to play), two an ability in play, and three when the quick
    rule of thumb misses the answer. An answer the count alone shows keeps a third of it (the old
    score 0 for all of them made levels 1 to 3 alike: the same two moves and few cards)."""
    score = 3 * min(features.options - 2, 5)
    score += min(max(features.hand - 1, 0), 6)
    score += 2 * min(len(features.abilities), 2)
    if not features.greedy_finds:
        score += 3
    return score // 3 if features.plain else score


#: What a puzzle's answer does, for the mix of each level: a dialogue given away, a dialogue won,
#: the next statement revealed, an ally used, an ability's question answered (a card, a fief...).
GIVES, WINS, REVEALS, ALLY, PICK = "gives", "wins", "reveals", "ally", "pick"
ANSWER_KINDS = (GIVES, WINS, REVEALS, ALLY, PICK)


def answer_kind(state: State, answer: Action) -> str:
    """The kind of ``answer`` in ``state`` (``ANSWER_KINDS``)."""
    if isinstance(answer, Play):
        after, _events = apply_answering(state, answer)
        return WINS if len(after.score) > len(state.score) or after.kingdom.visiting is None else GIVES
    if isinstance(answer, Reveal):
        return REVEALS
    if isinstance(answer, Activate):
        return ALLY
    return PICK


def plain_answer(state: State, answer: Action) -> bool:
    """Whether the count alone shows the answer: the fief chosen asks for exactly the dialogues
    won; or the count says this dialogue must be given away (the fief's count is reached) or won
    (every card left must win), and the answer is the only card that does it."""
    fief = state.kingdom.visiting
    won = len(state.score)
    if isinstance(answer, PickFief | ChooseFief):
        return answer.fief == won
    if not isinstance(answer, Play) or fief is None:
        return False
    kind = answer_kind(state, answer)
    if not ((kind == GIVES and won >= fief) or (kind == WINS and fief - won >= len(state.hand))):
        return False
    others = [a for a in legal_actions(state) if isinstance(a, Play) and a != answer]
    return all(answer_kind(state, other) != kind for other in others)


#: Each level's share of every kind of answer, in percent (levels 1 to 5). Only 111 of the book's
#: 367 puzzles offer three moves or more, and no "ally" or "reveals" answer does: a fifth of each
#: kind a level left levels 3 and 4 mostly two moves, which a first-time player found alike (level
#: 4 was 62% two moves). Level 5 takes each kind's hardest 12%, level 4 the next 16%, which makes
#: both mostly three moves or more; levels 1 to 3 share the rest (scripts/find_puzzles.py --profile).
LEVEL_SHARES = (24, 24, 24, 16, 12)


def levelled(puzzles: Sequence[Puzzle], kinds: Sequence[str]) -> tuple[Puzzle, ...]:
    """The puzzles with their levels: within each kind of answer (``kinds``, one a puzzle), ranked
    by score (then the larger margin first, then id), the easiest puzzles fill level 1, the next
    level 2, and so on, each level taking its share of the kind (``LEVEL_SHARES``), so that every
    level mixes the kinds (levels by score alone made levels 1 and 3 all "give this dialogue
    away"). The order of ``puzzles`` is kept."""
    by_kind: dict[str, list[Puzzle]] = {}
    for puzzle, kind in zip(puzzles, kinds, strict=True):
        by_kind.setdefault(kind, []).append(puzzle)
    level: dict[str, int] = {}
    for group in by_kind.values():
        ranked = sorted(group, key=lambda p: (p.score, -round(p.margin, ODDS_DIGITS), p.id))
        for rank, puzzle in enumerate(ranked):
            level[puzzle.id] = _level_of_rank(rank, len(ranked))
    return tuple(replace(p, level=level[p.id]) for p in puzzles)


def _level_of_rank(rank: int, count: int) -> int:
    """The level of the puzzle ranked ``rank`` (0 the easiest) of ``count`` of a kind (``LEVEL_SHARES``)."""
    total = sum(LEVEL_SHARES)
    bound = 0
    for level, share in zip(LEVELS, LEVEL_SHARES, strict=True):
        bound += share
        if rank * total < bound * count:
            return level
    return LEVELS[-1]


def abilities_involved(state: State) -> tuple[str, ...]:
    """The characters whose abilities a position involves: the question asked, the allies still ready."""
    found: list[str] = []
    decision = state.decision
    if decision is not None:
        found.append(decision.via or decision.ability)
    for slot in state.kingdom.allies:
        if not slot.exhausted:
            character = slot.substitute or slot.ally
            if character not in found:
                found.append(character)
    return tuple(found)


def by_difficulty(book: PuzzleBook) -> tuple[Puzzle, ...]:
    """The book's puzzles, easiest first (by level, then score, then id)."""
    return tuple(sorted(book.puzzles, key=lambda p: (p.level, p.score, p.id)))


def at_level(book: PuzzleBook, level: int) -> tuple[Puzzle, ...]:
    """The puzzles of one level in the order its course goes through them (``course_order``)."""
    found = book.courses.get(level)
    if found is None:
        puzzles = [p for p in book.puzzles if p.level == level]
        found = book.courses[level] = course_order(puzzles, [_kind_of(p) for p in puzzles], level)
    return found


def _kind_of(puzzle: Puzzle) -> str:
    """The kind of the puzzle's answer (``answer_kind``); "" if these rules no longer reach it."""
    try:
        return answer_kind(position_of(puzzle), puzzle.answer)
    except PuzzleProblem:
        return ""


def course_order(puzzles: Sequence[Puzzle], kinds: Sequence[str], level: int = LEVELS[0]) -> tuple[Puzzle, ...]:
    """The puzzles of level ``level`` (``kinds``: the kind of each one's answer) in the order a
    player meets them: typical ones first, and the kinds of answer taking turns.

    Opening with a level's easiest puzzles made levels 1 to 3 open alike (at the fief's count
    already, two cards, one at 0%). Within each kind, the puzzles nearest the level's median (by
    score, then the larger margin, then id) go first; the kinds take turns in proportion to their
    numbers, so that the first puzzles are one of each kind, in the order of ``ANSWER_KINDS``
    turned by the level: level 1 opens with a dialogue to give away, level 2 with one to win,
    level 3 with a statement to reveal, and so on."""
    ranked = sorted(puzzles, key=lambda p: (p.score, -round(p.margin, ODDS_DIGITS), p.id))
    kind_of = {p.id: kind for p, kind in zip(puzzles, kinds, strict=True)}
    middle = (len(ranked) - 1) // 2
    groups: dict[str, list[Puzzle]] = {}
    for rank in sorted(range(len(ranked)), key=lambda r: (abs(r - middle), r)):
        groups.setdefault(kind_of[ranked[rank].id], []).append(ranked[rank])
    turn = (level - 1) % len(ANSWER_KINDS)
    first = ANSWER_KINDS[turn:] + ANSWER_KINDS[:turn]
    turns = sorted(groups, key=lambda kind: (first.index(kind) if kind in first else len(first), kind))
    keyed = [(n / len(groups[kind]), t, p) for t, kind in enumerate(turns) for n, p in enumerate(groups[kind])]
    return tuple(p for _share, _turn, p in sorted(keyed, key=lambda k: k[:2]))


def daily_puzzle(book: PuzzleBook, day: date) -> Puzzle:
    """The puzzle of ``day``: the same for everyone with the same book (as the daily kingdom)."""
    ordered = sorted(book.puzzles, key=lambda p: p.id)
    digest = hashlib.sha256(f"For Northwood! puzzle {day.isoformat()}".encode()).digest()
    return ordered[int.from_bytes(digest[:8], "big") % len(ordered)]


# -- the player's results ----------------------------------------------------------------------------

PUZZLE_STATS_KIND = "fornorthwood-puzzle-stats"
PUZZLE_STATS_VERSION = 1


@dataclass(frozen=True, slots=True)
class PuzzleResult:
    """The player's record on one puzzle: answers given, solved at all, solved at the first answer."""

    tries: int
    solved: bool
    first_try: bool


@dataclass(frozen=True)
class PuzzleStats:
    """Every puzzle tried, the streak of puzzles solved at the first answer, the daily puzzles solved."""

    results: Mapping[str, PuzzleResult] = field(default_factory=lambda: MappingProxyType({}))
    streak: int = 0
    best_streak: int = 0
    #: The days (ISO dates) whose daily puzzle was solved, oldest first.
    dailies: tuple[str, ...] = ()

    def answered(self, puzzle_id: str, correct: bool, day: date | None = None) -> PuzzleStats:
        """The stats once the player answered ``puzzle_id`` (``day``: it was that day's daily puzzle).

        Only a puzzle's first answer moves the streak: a right one extends it, a wrong one ends it;
        trying a puzzle again after that counts as solving it, never as a first try.
        """
        before = self.results.get(puzzle_id)
        first = before is None
        result = PuzzleResult(
            (0 if before is None else before.tries) + 1,
            correct or (before is not None and before.solved),
            (first and correct) or (before is not None and before.first_try),
        )
        streak = self.streak
        if first:
            streak = streak + 1 if correct else 0
        dailies = self.dailies
        if correct and day is not None and day.isoformat() not in dailies:
            dailies = (*dailies, day.isoformat())
        results = dict(self.results)
        results[puzzle_id] = result
        return PuzzleStats(MappingProxyType(results), streak, max(self.best_streak, streak), dailies)

    @property
    def tried(self) -> int:
        return len(self.results)

    @property
    def solved(self) -> int:
        return sum(r.solved for r in self.results.values())

    @property
    def solved_first_try(self) -> int:
        return sum(r.first_try for r in self.results.values())

    def daily_done(self, day: date) -> bool:
        return day.isoformat() in self.dailies

    def next_puzzle(self, book: PuzzleBook) -> Puzzle | None:
        """The easiest puzzle not solved yet (None when every one is)."""
        return next((p for p in by_difficulty(book) if not self._solved(p.id)), None)

    def is_solved(self, puzzle_id: str) -> bool:
        """Whether the puzzle ``puzzle_id`` was solved (at any try)."""
        return self._solved(puzzle_id)

    def _solved(self, puzzle_id: str) -> bool:
        found = self.results.get(puzzle_id)
        return found is not None and found.solved

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": PUZZLE_STATS_KIND,
            "version": PUZZLE_STATS_VERSION,
            "results": {
                pid: {"tries": r.tries, "solved": r.solved, "first_try": r.first_try}
                for pid, r in sorted(self.results.items())
            },
            "streak": self.streak,
            "best_streak": self.best_streak,
            "dailies": list(self.dailies),
        }


def puzzle_stats_from_json(document: object) -> PuzzleStats:
    """The stats of ``PuzzleStats.to_json``'s document (``PuzzleProblem`` if foreign, newer or damaged)."""
    document = open_envelope(document, PUZZLE_STATS_KIND, PUZZLE_STATS_VERSION, PuzzleProblem)
    raw, dailies = document.get("results"), document.get("dailies")
    streak, best = _count(document.get("streak")), _count(document.get("best_streak"))
    if not isinstance(raw, dict) or streak is None or best is None or streak > best:
        raise PuzzleProblem(INVALID, "results or streak")
    if not isinstance(dailies, list) or not all(_is_day(d) for d in dailies):
        raise PuzzleProblem(INVALID, "dailies")
    results: dict[str, PuzzleResult] = {}
    for pid, entry in raw.items():
        if not isinstance(entry, dict):
            raise PuzzleProblem(INVALID, f"result of {pid}")
        tries, solved, first = _count(entry.get("tries")), entry.get("solved"), entry.get("first_try")
        if tries is None or tries < 1 or not isinstance(solved, bool) or not isinstance(first, bool):
            raise PuzzleProblem(INVALID, f"result of {pid}")
        if first and not solved:
            raise PuzzleProblem(INVALID, f"result of {pid}")
        results[pid] = PuzzleResult(tries, solved, first)
    return PuzzleStats(MappingProxyType(results), streak, best, tuple(dailies))


def _count(value: object) -> int | None:
    """``value`` if it is a count (an int, not a bool, at least 0), else None."""
    return value if type(value) is int and value >= 0 else None


def _is_day(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return len(value) == 10


def course_of(book: PuzzleBook, level: int | None) -> tuple[Puzzle, ...]:
    """The puzzles a player goes through: one level's (``at_level``), or the whole book's, easiest first."""
    return by_difficulty(book) if level is None else at_level(book, level)


def next_in_course(book: PuzzleBook, stats: PuzzleStats, level: int | None, after: str | None = None) -> Puzzle | None:
    """The next puzzle of the course (``course_of``) after the puzzle ``after``: the first one not
    solved yet after it, else the first not solved from the start; once all are solved, simply the
    one after it (so the player may go through them again). None only for an empty course.

    The whole book's course (``level`` None: the easiest not solved yet) keeps to the lowest level
    with a puzzle not solved yet: one passed over at level 1 comes back before level 2 begins."""
    puzzles = course_of(book, level)
    if not puzzles:
        return None
    ids = [p.id for p in puzzles]
    start = ids.index(after) + 1 if after in ids else 0
    ordered = puzzles[start:] + puzzles[:start]
    unsolved = [p for p in ordered if p.id != after and not stats.is_solved(p.id)]
    if level is None and unsolved:
        lowest = min(p.level for p in unsolved)
        unsolved = [p for p in unsolved if p.level == lowest]
    return unsolved[0] if unsolved else ordered[0]
